// Round 4 (issue 44): 300 wrong sign-ins from one address, or from 300, filled the hashing line
// and everyone's sign-in answered 503, staff included. API.md: each client address holds at most
// 2 waiting places, and a signed-in staff member re-entering their password always gets one.
import { expect, test } from 'vitest';
import { createGate, GateBusyError, STAFF_PLACES, WAITING_PER_CLIENT } from './verify-gate.ts';

function blocked() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof GateBusyError ? 'busy' : 'error'),
  );

test('300 desde una dirección toman 2 lugares; otra dirección todavía entra', async () => {
  const gate = createGate(1, 32);
  const { held, release } = blocked();
  const first = gate.run(() => held, { key: '203.0.113.9' });
  const burst = Array.from({ length: 300 }, () =>
    outcome(gate.run(async () => 1, { key: '203.0.113.9' })),
  );
  const staff = outcome(gate.run(async () => 2, { key: '198.51.100.1' }));
  release();
  await first;
  const answers = await Promise.all(burst);
  expect(answers.filter((a) => a === 'ok')).toHaveLength(WAITING_PER_CLIENT);
  expect(answers.filter((a) => a === 'busy')).toHaveLength(300 - WAITING_PER_CLIENT);
  expect(await staff).toBe('ok');
});

test('300 direcciones llenan la fila, pero el personal que reingresa su contraseña entra', async () => {
  const gate = createGate(1, 32);
  const { held, release } = blocked();
  const first = gate.run(() => held);
  const burst = Array.from({ length: 300 }, (_, i) =>
    outcome(gate.run(async () => 1, { key: `10.1.${i >> 8}.${i & 255}` })),
  );
  const staff = Array.from({ length: STAFF_PLACES }, (_, i) =>
    outcome(gate.run(async () => 2, { key: `cuenta:${i}`, staff: true })),
  );
  release();
  await first;
  const answers = await Promise.all(burst);
  expect(answers.filter((a) => a === 'ok')).toHaveLength(32);
  expect(await Promise.all(staff)).toEqual(Array(STAFF_PLACES).fill('ok'));
});

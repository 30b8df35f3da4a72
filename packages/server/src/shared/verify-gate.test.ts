// The gate in front of argon2 and of picture decoding: a bounded line, refused at once when full.
import { expect, test } from 'vitest';
import { createGate, GateBusyError } from './verify-gate.ts';

test('la fila tiene tope: lleno, se rechaza al instante; al liberarse, vuelve a atender', async () => {
  const gate = createGate(1, 2);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const running = [gate.run(() => held), gate.run(async () => 1), gate.run(async () => 2)];
  await expect(gate.run(async () => 3)).rejects.toBeInstanceOf(GateBusyError);
  release();
  await Promise.all(running);
  expect(gate.peak()).toBe(1);
  await expect(gate.run(async () => 4)).resolves.toBe(4);
});

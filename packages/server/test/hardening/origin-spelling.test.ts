// Issue 12 §2: the Origin check covers every state-changing call however its path is spelled
// (`/%61pi/...` reaches the /api routes once the router decodes it).
import { MSG } from '@feria/domain/messages/shop';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { buildTestApp, ORIGIN } from '../support/app.ts';

const t = buildTestApp();

/** app.inject without the helper's Origin header. */
const bare = (opts: InjectOptions) => t.app.inject(opts);

test('crear un vendedor por /%61pi sin Origin da 403 y no crea nada', async () => {
  const { cookie } = await t.signIn('admin');
  for (const url of ['/%61pi/user/seller', '/%61%70%69/user/seller', '/api/%75ser/seller']) {
    const res = await bare({
      method: 'POST',
      url,
      headers: { cookie },
      payload: {
        email: 'colado@example.com',
        nombre: 'Colado',
        password: 'secreta1',
        role: 'seller',
      },
    });
    expect(res.statusCode, url).toBe(403);
    expect(res.json()).toEqual({ error: MSG.origenNoPermitido });
  }
  const evil = await bare({
    method: 'POST',
    url: '/%61pi/user/seller',
    headers: { cookie, origin: 'https://malo.example' },
    payload: {
      email: 'colado@example.com',
      nombre: 'Colado',
      password: 'secreta1',
      role: 'seller',
    },
  });
  expect(evil.statusCode).toBe(403);
  const rows = await t.database.db.select().from(users);
  expect(rows.map((u) => u.email)).not.toContain('colado@example.com');
});

test('subir una imagen multipart por /%61pi sin Origin da 403', async () => {
  const { cookie } = await t.signIn('admin');
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#0a0' },
  })
    .png()
    .toBuffer();
  const boundary = '----feriaorigen';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` };
  const res = await bare({ method: 'POST', url: '/%61pi/sheets/images', headers, payload });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: MSG.origenNoPermitido });
  // The same upload with the shop's Origin goes through: the check is what refused it.
  const ok = await bare({
    method: 'POST',
    url: '/%61pi/sheets/images',
    headers: { ...headers, origin: ORIGIN },
    payload,
  });
  expect(ok.statusCode).toBe(201);
});

test('PUT y DELETE con otra grafía tampoco pasan sin Origin', async () => {
  const { cookie } = await t.signIn('admin');
  const put = await bare({
    method: 'PUT',
    url: '/%61pi/sheets/cashflow/initial',
    headers: { cookie },
    payload: { monto: 5 },
  });
  expect(put.statusCode).toBe(403);
  const del = await bare({
    method: 'DELETE',
    url: '/%61pi/sheets/delete/sale/1',
    headers: { cookie },
  });
  expect(del.statusCode).toBe(403);
});

// Issue 12 §5: a body over the limit gets a 413 the client can read while it is still sending
// (the server must not cut the connection), for a JSON order and for an image upload, read by
// Node's own fetch against a real listening server.
import { beforeEach, expect, test } from 'vitest';
import { buildTestApp, ORIGIN } from '../support/app.ts';

const DEMASIADO_GRANDE = 'La solicitud es demasiado grande';

const t = buildTestApp();
let base = '';

/** The test app, listening on a free port of its own (fetch needs a real socket). */
beforeEach(async () => {
  if (t.app.server.listening) return;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

test('un pedido JSON de 5 MB recibe un 413 legible, no una conexión cortada', async () => {
  const body = JSON.stringify({
    productos: [{ id: 1, cantidad: 1 }],
    cliente: { nombre: 'x'.repeat(5 * 1024 * 1024) },
  });
  const res = await fetch(`${base}/api/sheets/sale`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body,
  });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: DEMASIADO_GRANDE });
});

test('un cuerpo grande enviado por partes (sin Content-Length) también recibe el 413', async () => {
  const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"a":"'));
      if (sent >= 20) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      sent++;
      controller.enqueue(chunk);
    },
  });
  const res = await fetch(`${base}/api/sheets/sale`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: DEMASIADO_GRANDE });
});

// API.md "Bodies": uploads at most 10 MB, and the same readable 413 as any other body.
test('una imagen de 11 MB recibe un 413 legible', async () => {
  const { cookie: admin } = await t.signIn('admin');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${base}/api/sheets/images`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: admin },
    body: form,
  });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: DEMASIADO_GRANDE });
});

test('tras un 413 el servidor sigue atendiendo', async () => {
  const res = await fetch(`${base}/api/health`);
  expect(res.status).toBe(200);
});

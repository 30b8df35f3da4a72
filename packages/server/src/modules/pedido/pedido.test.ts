import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { inDays, insertFeria } from '../../../test/support/ferias.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { webOrder } from '../../../test/support/sales.ts';
import { comprobantes, mailOutbox, sales } from '../../db/schema.ts';

const t = buildTestApp();
const NOT_FOUND = { error: 'Pedido no encontrado' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = `----feria${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function placeOrder(extra: Record<string, unknown> = {}, cookie?: string) {
  const p = await insertProduct(t.database.db, { nombre: 'Miel', precio: 1500, stock: 20 });
  const res = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: webOrder([{ id: p.id, cantidad: 2 }], { formaPago: 'transferencia', ...extra }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, pedido } = res.json() as { id: number; pedido: string };
  return { id, pedido, token: new URL(pedido, 'http://x').searchParams.get('t') ?? '' };
}

const view = (id: number | string, query = '', cookie?: string) =>
  t.request({ method: 'GET', url: `/api/pedido/${id}${query}`, cookie });

const upload = (id: number, token: string, file: Buffer, name = 'c.png', type = 'image/png') =>
  t.request({
    method: 'POST',
    url: `/api/pedido/${id}/comprobante?t=${token}`,
    ...multipart(file, name, type),
  });

test('la página del pedido muestra líneas, totales, estado, feria y cobro, sin otros datos del cliente', async () => {
  const feria = await insertFeria(t.database.db, { fecha: inDays(3), lugar: 'Plaza Italia' });
  const { id, token } = await placeOrder();
  const res = await view(id, `?t=${token}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  expect(res.json()).toMatchObject({
    id,
    estadoPago: 'Pendiente',
    formaPago: 'transferencia',
    total: '3000.00',
    feria: {
      id: feria.id,
      fecha: feria.fecha,
      lugar: 'Plaza Italia',
      desde: feria.desde,
      hasta: feria.hasta,
    },
    cobro: { estado: 'pendiente', comprobante: null },
    lineas: [{ nombre: 'Miel', cantidad: 2, precio: '1500.00', subtotal: '3000.00' }],
  });
  expect(res.body).not.toContain('martina@example.com');
  expect(res.body).not.toContain(token);
});

test('un token equivocado o ausente responde igual que un pedido que no existe', async () => {
  const first = await placeOrder();
  const other = await placeOrder();
  const answers = [
    await view(first.id),
    await view(first.id, '?t='),
    await view(first.id, `?t=${other.token}`),
    await view(first.id, `?t=${first.token}x`),
    await view(999_999, `?t=${first.token}`),
    await view('abc', `?t=${first.token}`),
    await view(first.id, `?t=${'a'.repeat(500)}`),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  }
});

test('el cliente con sesión abre su pedido desde "Mis compras" sin token; otra cuenta no', async () => {
  const owner = await t.signIn('user');
  const { id } = await placeOrder({}, owner.cookie);
  expect((await view(id, '', owner.cookie)).statusCode).toBe(200);
  const stranger = await t.signIn('user');
  const res = await view(id, '', stranger.cookie);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual(NOT_FOUND);
});

test('el comprobante (imagen o PDF) se guarda en la base y el personal lo ve en el detalle', async () => {
  const { id, token } = await placeOrder();
  const res = await upload(id, token, PNG);
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ comprobante: `/api/sheets/sale/${id}/comprobante` });
  const pdf = await upload(id, token, PDF, 'comprobante.pdf', 'application/pdf');
  expect(pdf.statusCode).toBe(201);
  const { cookie } = await t.signIn('seller');
  const file = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${id}/comprobante`,
    cookie,
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.rawPayload.equals(PDF)).toBe(true);
  expect(
    (await t.request({ method: 'GET', url: `/api/sheets/sale/${id}/comprobante` })).statusCode,
  ).toBe(401);
  const admin = await t.signIn('admin');
  const detail = await t.request({
    method: 'GET',
    url: `/api/sheets/sale/${id}`,
    cookie: admin.cookie,
  });
  expect(detail.json().cobro.comprobante).toBe(`/api/sheets/sale/${id}/comprobante`);
});

test('un archivo que no es imagen ni PDF es 415, aunque diga serlo; uno de más de 5 MB, 413; nada se guarda', async () => {
  const { id, token } = await placeOrder();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  const res = await upload(id, token, svg, 'c.png', 'image/png');
  expect(res.statusCode).toBe(415);
  expect(res.json()).toEqual({ error: 'Formato no soportado. Solo se permiten imágenes o PDF' });
  const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
  const tooBig = await upload(id, token, big, 'c.pdf', 'application/pdf');
  expect(tooBig.statusCode).toBe(413);
  expect(await t.database.db.select().from(comprobantes)).toEqual([]);
  const [row] = await t.database.db.select().from(sales).where(eq(sales.id, id));
  expect(row?.comprobanteEn).toBeNull();
});

test('un pedido cobrado o anulado ya no admite comprobantes: 409; con token equivocado, 404', async () => {
  const paid = await placeOrder();
  const annulled = await placeOrder();
  const { cookie } = await t.signIn('admin');
  await t.request({
    method: 'PUT',
    url: `/api/sheets/sale/${paid.id}/cobro`,
    cookie,
    payload: { cobrado: true },
  });
  await t.request({ method: 'DELETE', url: `/api/sheets/delete/sale/${annulled.id}`, cookie });
  for (const { id, token } of [paid, annulled]) {
    const res = await upload(id, token, PNG);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'El pedido ya no admite comprobantes' });
  }
  const open = await placeOrder();
  const wrong = await upload(open.id, paid.token, PNG);
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json()).toEqual(NOT_FOUND);
  expect(await t.database.db.select().from(comprobantes)).toEqual([]);
});

test('el correo de confirmación enlaza a la página del pedido y trae los datos de la transferencia una vez', async () => {
  const { pedido } = await placeOrder();
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, 'martina@example.com'));
  const link = `${t.config.publicUrl}${pedido}`;
  expect(mail?.text).toContain(`Ver tu pedido: ${link}`);
  expect(mail?.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  expect(mail?.text).toContain('Usá el número de pedido como referencia');
  expect(mail?.text.split('Datos para la transferencia')).toHaveLength(2);
});

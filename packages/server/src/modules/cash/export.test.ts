import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp();

async function withEntries() {
  const { cookie } = await t.signIn('admin');
  const entries = [
    { tipo: 'Ingreso', monto: 1234.5, descripcion: 'Venta; sábado "feria"', fecha: '2025-03-01' },
    { tipo: 'Gasto', monto: 0.05, descripcion: '=HYPERLINK("http://x")', fecha: '2025-03-15' },
    { tipo: 'Gasto', monto: 99, descripcion: '-2+3', fecha: '2025-03-31' },
    { tipo: 'Ingreso', monto: 10, descripcion: 'Abril', fecha: '2025-04-01' },
    { tipo: 'Ingreso', monto: 7, descripcion: 'Febrero', fecha: '2025-02-28' },
  ];
  for (const payload of entries) {
    await t.request({ method: 'POST', url: '/api/sheets/cashflow/add', payload, cookie });
  }
  return cookie;
}

test('el CSV del período trae los movimientos con decimales en español y separador ";"', async () => {
  const cookie = await withEntries();
  const res = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow/export?desde=2025-03-01&hasta=2025-03-31',
    cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(
    'attachment; filename="caja_2025-03-01_2025-03-31.csv"',
  );
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(res.body).toBe(
    '\uFEFFFecha;Tipo;Descripción;Monto\r\n' +
      '01/03/2025;Ingreso;"Venta; sábado ""feria""";1234,50\r\n' +
      `15/03/2025;Gasto;"'=HYPERLINK(""http://x"")";0,05\r\n` +
      "31/03/2025;Gasto;'-2+3;99,00\r\n",
  );
});

test('sin fechas se exportan todos los movimientos, del más viejo al más nuevo', async () => {
  const cookie = await withEntries();
  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow/export', cookie });
  expect(res.headers['content-disposition']).toBe('attachment; filename="caja_completa.csv"');
  const lines = res.body.trimEnd().split('\r\n');
  expect(lines).toHaveLength(6);
  expect(lines[1]).toBe('28/02/2025;Ingreso;Febrero;7,00');
  expect(lines[5]).toBe('01/04/2025;Ingreso;Abril;10,00');
});

test('un período sin movimientos da solo el encabezado', async () => {
  const cookie = await withEntries();
  const res = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow/export?desde=2030-01-01&hasta=2030-01-31',
    cookie,
  });
  expect(res.body).toBe('\uFEFFFecha;Tipo;Descripción;Monto\r\n');
});

test('fechas inválidas o invertidas dan 400 con el motivo', async () => {
  const { cookie } = await t.signIn('admin');
  const bad = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow/export?desde=2025-02-30',
    cookie,
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error).toBe('La fecha no es válida');
  const reversed = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow/export?desde=2025-04-01&hasta=2025-03-01',
    cookie,
  });
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().error).toBe('La fecha "Desde" no puede ser posterior a la fecha "Hasta"');
});

import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { settings } from '../../db/schema.ts';

const t = buildTestApp();

const entry = {
  tipo: 'Ingreso',
  monto: 1500.5,
  descripcion: 'Venta en la feria',
  fecha: '2025-03-05',
};

async function admin() {
  return (await t.signIn('admin')).cookie;
}

async function add(cookie: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/sheets/cashflow/add', payload, cookie });
}

test('sin entradas la caja inicial es de 100000 pesos y la final es igual', async () => {
  const res = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow',
    cookie: await admin(),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    cajaInicial: 100_000,
    ingresos: 0,
    gastos: 0,
    cajaFinal: 100_000,
    entradas: [],
  });
});

test('añadir un ingreso y un gasto cambia la caja final = inicial + ingresos − gastos', async () => {
  const cookie = await admin();
  const created = await add(cookie, entry);
  expect(created.statusCode).toBe(201);
  expect(created.json()).toEqual({ id: 1, ...entry });
  await add(cookie, { tipo: 'Gasto', monto: '200.25', descripcion: 'Bolsas', fecha: '2025-03-06' });
  await add(cookie, { monto: 0.1, descripcion: 'Redondeo', fecha: '2025-03-04' });

  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  const summary = res.json();
  expect(summary).toMatchObject({
    cajaInicial: 100_000,
    ingresos: 1500.6,
    gastos: 200.25,
    cajaFinal: 101_300.35,
  });
  // Newest first: by date, then the later entry of the same day.
  expect(summary.entradas.map((e: { descripcion: string }) => e.descripcion)).toEqual([
    'Bolsas',
    'Venta en la feria',
    'Redondeo',
  ]);
  expect(summary.entradas[2]).toMatchObject({ tipo: 'Ingreso', monto: 0.1 });
});

test('las entradas del mismo día se muestran de la última cargada a la primera', async () => {
  const cookie = await admin();
  for (const descripcion of ['primera', 'segunda', 'tercera']) {
    await add(cookie, { ...entry, descripcion });
  }
  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  expect(res.json().entradas.map((e: { descripcion: string }) => e.descripcion)).toEqual([
    'tercera',
    'segunda',
    'primera',
  ]);
});

test('un monto de 0 o negativo da 400 "El monto debe ser mayor que 0" y no guarda nada', async () => {
  const cookie = await admin();
  for (const monto of [0, -5, '', 'mil']) {
    const res = await add(cookie, { ...entry, monto });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El monto debe ser mayor que 0');
  }
  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  expect(res.json().entradas).toEqual([]);
});

test('descripción y fecha son obligatorias; el tipo es Ingreso o Gasto', async () => {
  const cookie = await admin();
  const empty = await add(cookie, { tipo: 'Ingreso', monto: 10 });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toEqual({
    error: 'La descripción es obligatoria',
    issues: [
      { path: 'descripcion', message: 'La descripción es obligatoria' },
      { path: 'fecha', message: 'La fecha es obligatoria' },
    ],
  });
  const badDay = await add(cookie, { ...entry, fecha: '2025-02-30' });
  expect(badDay.json().error).toBe('La fecha no es válida');
  const badType = await add(cookie, { ...entry, tipo: 'Retiro' });
  expect(badType.json().error).toBe('El tipo debe ser Ingreso o Gasto');
  const notJson = await t.request({
    method: 'POST',
    url: '/api/sheets/cashflow/add',
    payload: '[1,2',
    headers: { 'content-type': 'application/json' },
    cookie,
  });
  expect(notJson.statusCode).toBe(400);
});

test('modificar la caja inicial la guarda en la configuración y cambia la caja final', async () => {
  const cookie = await admin();
  await add(cookie, { ...entry, monto: 500 });
  const put = await t.request({
    method: 'PUT',
    url: '/api/sheets/cashflow/initial',
    payload: { monto: '25000.75' },
    cookie,
  });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toEqual({ cajaInicial: 25_000.75 });
  const rows = await t.database.db.select().from(settings);
  expect(rows).toEqual([{ key: 'caja_inicial_cents', value: 2_500_075 }]);

  const again = await t.request({
    method: 'PUT',
    url: '/api/sheets/cashflow/initial',
    payload: { monto: 0 },
    cookie,
  });
  expect(again.json()).toEqual({ cajaInicial: 0 });
  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  expect(res.json()).toMatchObject({ cajaInicial: 0, ingresos: 500, cajaFinal: 500 });
});

test('una caja inicial negativa o vacía da 400 y deja la anterior', async () => {
  const cookie = await admin();
  const cases: [unknown, string][] = [
    [-1, 'El monto no puede ser negativo'],
    ['', 'El monto es obligatorio'],
    ['mucho', 'El monto no es válido'],
    [1.234, 'El monto puede tener hasta dos decimales'],
  ];
  for (const [monto, message] of cases) {
    const res = await t.request({
      method: 'PUT',
      url: '/api/sheets/cashflow/initial',
      payload: { monto },
      cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  }
  const res = await t.request({ method: 'GET', url: '/api/sheets/cashflow', cookie });
  expect(res.json().cajaInicial).toBe(100_000);
});

test('la caja es solo del administrador: anónimo 401, cliente y vendedor 403', async () => {
  const calls = [
    { method: 'GET' as const, url: '/api/sheets/cashflow' },
    { method: 'POST' as const, url: '/api/sheets/cashflow/add', payload: entry },
    { method: 'PUT' as const, url: '/api/sheets/cashflow/initial', payload: { monto: 1 } },
    { method: 'GET' as const, url: '/api/sheets/cashflow/export' },
  ];
  const user = (await t.signIn('user')).cookie;
  const seller = (await t.signIn('seller')).cookie;
  for (const call of calls) {
    const anonymous = await t.request(call);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Debés iniciar sesión');
    for (const cookie of [user, seller]) {
      const res = await t.request({ ...call, cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('No tienes permisos para acceder a esta seccion');
    }
  }
  const res = await t.request({
    method: 'GET',
    url: '/api/sheets/cashflow',
    cookie: await admin(),
  });
  expect(res.json().entradas).toEqual([]);
});

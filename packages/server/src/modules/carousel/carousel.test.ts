import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';

const t = buildTestApp();

const upload = (n: number) =>
  `/uploads/0b7c4a52-2f1e-4c4e-9d7a-3e1f0c9a${String(n).padStart(4, '0')}-640.webp`;

const sections = [
  { seccion: 1, imagen: upload(1), texto: 'Del productor a tu mesa' },
  { seccion: 2, imagen: '', texto: '' },
  { seccion: 3, imagen: upload(3), texto: 'Feria los sábados en Santa Fe' },
];

async function save(payload: unknown, cookie?: string) {
  return t.request({
    method: 'POST',
    url: '/api/sheets/seccion',
    payload: payload as object,
    cookie,
  });
}

test('el administrador guarda las 3 secciones y la tienda las lee ordenadas', async () => {
  const { cookie } = await t.signIn('admin');
  const res = await save([sections[2], sections[0], sections[1]], cookie);
  expect(res.statusCode).toBe(200);
  const expected = [
    { id: 1, seccion: 1, imageUrl: upload(1), texto: 'Del productor a tu mesa' },
    { id: 2, seccion: 2, imageUrl: '', texto: '' },
    { id: 3, seccion: 3, imageUrl: upload(3), texto: 'Feria los sábados en Santa Fe' },
  ];
  expect(res.json()).toEqual(expected);
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()).toEqual(expected);
});

test('guardar de nuevo reemplaza la imagen y el texto de cada sección', async () => {
  const { cookie } = await t.signIn('admin');
  await save(sections, cookie);
  const changed = sections.map((s) =>
    s.seccion === 2 ? { ...s, imagen: upload(2), texto: '  Nuevo texto ' } : s,
  );
  await save(changed, cookie);
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()[1]).toEqual({ id: 2, seccion: 2, imageUrl: upload(2), texto: 'Nuevo texto' });
});

test('un texto de 200 caracteres pasa; de 201 da 400 "El texto no puede superar los 200 caracteres"', async () => {
  const { cookie } = await t.signIn('admin');
  const ok = await save(
    [{ ...sections[0], texto: 'á'.repeat(200) }, sections[1], sections[2]],
    cookie,
  );
  expect(ok.statusCode).toBe(200);
  const long = await save(
    [sections[0], { ...sections[1], texto: 'x'.repeat(201) }, sections[2]],
    cookie,
  );
  expect(long.statusCode).toBe(400);
  expect(long.json()).toEqual({
    error: 'El texto no puede superar los 200 caracteres',
    issues: [{ path: '1.texto', message: 'El texto no puede superar los 200 caracteres' }],
  });
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()[1].texto).toBe('');
});

test('una imagen que no es de la tienda se rechaza y no cambia nada', async () => {
  const { cookie } = await t.signIn('admin');
  await save(sections, cookie);
  for (const imagen of [
    'https://otro-sitio.example/foto.jpg',
    'javascript:alert(1)',
    '/uploads/../../etc/passwd',
    `${upload(1)}?x=1`,
  ]) {
    const res = await save([sections[0], { ...sections[1], imagen }, sections[2]], cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'La imagen debe ser una de las subidas a la tienda',
      issues: [{ path: '1.imagen', message: 'La imagen debe ser una de las subidas a la tienda' }],
    });
  }
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()[1].imageUrl).toBe('');
});

test('el carrusel tiene exactamente las secciones 1, 2 y 3', async () => {
  const { cookie } = await t.signIn('admin');
  const message = 'El carrusel tiene exactamente 3 secciones, una de cada número';
  for (const payload of [
    sections.slice(0, 2),
    [...sections, { seccion: 1, imagen: '', texto: '' }],
    [sections[0], sections[0], sections[2]],
  ]) {
    const res = await save(payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  }
  const notList = await save({ seccion: 1 }, cookie);
  expect(notList.statusCode).toBe(400);
  const badNumber = await save([sections[0], sections[1], { ...sections[2], seccion: 4 }], cookie);
  expect(badNumber.json().error).toBe('La sección debe ser 1, 2 o 3');
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()).toEqual([]);
});

test('guardar el carrusel es solo del administrador: anónimo 401, cliente y vendedor 403', async () => {
  expect((await save(sections)).statusCode).toBe(401);
  for (const rol of ['user', 'seller'] as const) {
    const { cookie } = await t.signIn(rol);
    const res = await save(sections, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('No tienes permisos para acceder a esta seccion');
  }
  const read = await t.request({ method: 'GET', url: '/api/sheets/seccion' });
  expect(read.json()).toEqual([]);
});

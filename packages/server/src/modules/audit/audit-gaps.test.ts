// Issue 28 §5: the audit log covers what it missed (carousel, picture uploads, staff mail,
// throttled sign-ins, failed current-password checks, logout; stall sales have their own test)
// and every module's rows carry the client's address, through the one "who" helper.

import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { cookieOf, insertCustomer, login } from '../../../test/support/account.ts';
import { buildTestApp } from '../../../test/support/app.ts';
import { auditLog } from '../../db/schema.ts';

const t = buildTestApp({ TRUST_PROXY: '1' });
const IP = '203.0.113.44';

const call = (method: 'POST' | 'PUT', url: string, cookie: string | undefined, payload: object) =>
  t.request({ method, url, cookie, payload, headers: { 'x-forwarded-for': IP } });

async function upload(cookie: string) {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
  })
    .png()
    .toBuffer();
  const boundary = '----feria-audit';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.request({
    method: 'POST',
    url: '/api/sheets/images',
    cookie,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': IP },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

test('carrusel, imágenes, correos, ingresos bloqueados, contraseñas y salidas quedan auditados, con la dirección', async () => {
  const { cookie: admin } = await t.signIn('admin');
  const picture = await upload(admin);
  expect(picture.statusCode).toBe(201);
  const sections = [1, 2, 3].map((seccion) => ({
    seccion,
    imagen: seccion === 1 ? picture.json().url : '',
    texto: `Sección ${seccion}`,
  }));
  expect((await call('POST', '/api/sheets/seccion', admin, sections)).statusCode).toBe(200);
  const mail = { to: 'cliente@correo.com', subject: 'Tu pedido', message: 'Hola' };
  expect((await call('POST', '/api/mails/', admin, mail)).statusCode).toBe(202);
  // Modules that pass only the actor (producers, ferias) and the register's calls.
  const productor = {
    nombre: 'Granja Sur',
    localidad: '',
    descripcion: '',
    foto: '',
    contacto: '',
    comision: '0',
  };
  expect((await call('POST', '/api/productores', admin, productor)).statusCode).toBe(201);
  expect((await call('POST', '/api/caja/abrir', admin, { montoInicial: 0 })).statusCode).toBe(201);

  const user = await insertCustomer(t);
  for (let i = 0; i < 11; i++) {
    await call('POST', '/api/login/email', undefined, { email: user.email, password: `mala-${i}` });
  }
  const other = await insertCustomer(t, { id: 'u-otra', email: 'otra@correo.com' });
  const cookie = cookieOf(await login(t, other.email, 'clave-secreta-1'));
  await call('PUT', '/api/user/password', cookie, { actual: 'no-es', nueva: 'tomate-maduro-31' });
  expect((await call('POST', '/api/logout', cookie, {})).statusCode).toBe(204);

  const rows = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const kinds = new Set(rows.map((r) => r.accion));
  for (const kind of [
    'contenido.imagen',
    'contenido.carrusel',
    'correo.enviar',
    'productor.crear',
    'caja.abrir',
    'sesion.fallo',
    'sesion.bloqueado',
    'password.fallo',
    'sesion.salir',
  ]) {
    expect(kinds, kind).toContain(kind);
  }
  const mailRow = rows.find((r) => r.accion === 'correo.enviar');
  expect(mailRow?.detalle).toContain('cliente@correo.com');
  // Every row written for a request says where it came from.
  const withoutAddress = rows.filter((r) => r.ip === '');
  expect(withoutAddress).toEqual([]);
  expect(rows.filter((r) => r.ip === IP).length).toBeGreaterThan(8);
});

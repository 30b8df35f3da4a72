// MARKET §15 "Access": the admin gives a producer its account by e-mail (a 7-day "Elegí tu
// contraseña" link), sends it again, converts a customer's account on confirmation, removes it.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { producerHelpers } from '../../../test/support/producers.ts';
import { auditLog, mailOutbox, sessions, users } from '../../db/schema.ts';

const t = buildTestApp();
const { admin, createProducer } = producerHelpers(t);

const grant = (cookie: string, id: number, payload: object) =>
  t.request({ method: 'POST', url: `/api/productores/${id}/acceso`, cookie, payload });

async function linkOf(to: string) {
  const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const last = mails.at(-1)!;
  return { mail: last, count: mails.length, token: /\/reset\?token=([\w-]+)/.exec(last.text)![1]! };
}

test('Dar acceso: cuenta nueva sin contraseña, correo con enlace, el enlace fija la contraseña y entra a Mi puesto', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie, { nombre: 'Granja <Los> Aromos' });
  const res = await grant(cookie, granja.id, { email: '  Aromos@Example.com ' });
  expect(res.statusCode, res.body).toBe(201);
  const acceso = res.json();
  expect(acceso).toEqual({
    productorId: granja.id,
    usuarioId: expect.any(String),
    email: 'aromos@example.com',
    activo: true,
  });
  const { mail, token } = await linkOf('aromos@example.com');
  expect(mail.subject).toBe(`Tu acceso a ${t.config.SHOP_NAME}`);
  expect(mail.html).toContain('Granja &lt;Los&gt; Aromos');
  expect(mail.html).toContain('Elegí tu contraseña');
  // No password yet: it cannot sign in.
  const before = await t.request({
    method: 'POST',
    url: '/api/login/email',
    payload: { email: 'aromos@example.com', password: 'huerta-del-sur-2026' },
  });
  expect(before.statusCode).toBe(401);
  const reset = await t.request({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token, password: 'huerta-del-sur-2026' },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect(reset.json()).toMatchObject({
    rol: 'productor',
    nombre: 'Granja <Los> Aromos',
    productor: { id: granja.id, nombre: 'Granja <Los> Aromos' },
  });
  const sessionCookie = String(reset.headers['set-cookie']).split(';')[0]!;
  const session = await t.request({ method: 'GET', url: '/api/session', cookie: sessionCookie });
  expect(session.json()).toMatchObject({ productor: { id: granja.id } });
  const list = await t.request({ method: 'GET', url: '/api/productores?todos=1', cookie });
  expect(list.json()).toEqual([expect.objectContaining({ id: granja.id, acceso })]);
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'productor.acceso'));
  expect(entry!.detalle).toBe('aromos@example.com es el acceso de Granja <Los> Aromos');
});

test('Reenviar invitación: 200, un enlace nuevo, el anterior deja de servir', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie);
  await grant(cookie, granja.id, { email: 'aromos@example.com' });
  const first = await linkOf('aromos@example.com');
  const again = await grant(cookie, granja.id, { email: 'AROMOS@example.com' });
  expect(again.statusCode).toBe(200);
  const second = await linkOf('aromos@example.com');
  expect(second.count).toBe(2);
  const old = await t.request({
    method: 'POST',
    url: '/api/password/reset',
    payload: { token: first.token, password: 'huerta-del-sur-2026' },
  });
  expect(old.statusCode).toBe(400);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'productor.acceso'));
  expect(audit.at(-1)!.detalle).toContain('(invitación reenviada)');
});

test('los 400, 404 y 409 de Dar acceso no cambian nada ni mandan correo', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie);
  const otra = await createProducer(cookie, { nombre: 'Tambo La Esperanza' });
  const seller = await t.signIn('seller', { email: 'vende@example.com' });
  const cliente = await t.signIn('user', { email: 'cliente@example.com' });
  const cases: [number, object, number, string][] = [
    [granja.id, {}, 400, 'El email es obligatorio'],
    [granja.id, { email: '  ' }, 400, 'El email es obligatorio'],
    [granja.id, { email: 'no-es-correo' }, 400, 'El email es inválido'],
    [99999, { email: 'x@example.com' }, 404, 'Productor no encontrado'],
    [granja.id, { email: 'vende@example.com' }, 409, 'Ese correo es de una cuenta del personal'],
    [
      granja.id,
      { email: 'cliente@example.com' },
      409,
      'Ese correo es de un cliente: confirmá para convertir su cuenta en el acceso del productor',
    ],
  ];
  for (const [id, body, code, error] of cases) {
    const res = await grant(cookie, id, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(code);
    expect(res.json().error).toBe(error);
  }
  expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
  expect((await grant(cookie, granja.id, { email: 'aromos@example.com' })).statusCode).toBe(201);
  const taken = await grant(cookie, otra.id, { email: 'aromos@example.com' });
  expect([taken.statusCode, taken.json().error]).toEqual([
    409,
    'Ese correo ya es el acceso de otro productor',
  ]);
  const second = await grant(cookie, granja.id, { email: 'otro@example.com' });
  expect([second.statusCode, second.json().error]).toEqual([
    409,
    'Granja Los Aromos ya tiene acceso con aromos@example.com: quitalo antes de darle otro',
  ]);
  expect((await t.database.db.select().from(mailOutbox)).length).toBe(1);
  const [still] = await t.database.db.select().from(users).where(eq(users.id, cliente.uid));
  expect(still!.rol).toBe('user');
  void seller;
});

test('convertir una cuenta de cliente: confirma, conserva la contraseña, cierra sus sesiones', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie);
  const cliente = await t.signIn('user', { email: 'cliente@example.com', passwordHash: 'x' });
  const res = await grant(cookie, granja.id, {
    email: 'cliente@example.com',
    convertirCliente: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, cliente.uid));
  expect(row).toMatchObject({ rol: 'productor', productorId: granja.id, passwordHash: 'x' });
  expect(
    await t.database.db.select().from(sessions).where(eq(sessions.userId, cliente.uid)),
  ).toEqual([]);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'productor.acceso'));
  expect(audit[0]!.detalle).toContain('(cuenta de cliente convertida)');
});

test('Quitar acceso: 204, la cuenta vuelve a ser de cliente y sus sesiones terminan; 404 sin acceso', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie);
  const productor = await t.signIn('productor', { productorId: granja.id });
  const del = () =>
    t.request({ method: 'DELETE', url: `/api/productores/${granja.id}/acceso`, cookie });
  const blocked = await t.request({
    method: 'DELETE',
    url: `/api/productores/${granja.id}`,
    cookie,
  });
  expect([blocked.statusCode, blocked.json().error]).toEqual([
    409,
    'El productor tiene acceso: quitalo antes de eliminarlo',
  ]);
  expect((await del()).statusCode).toBe(204);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, productor.uid));
  expect(row).toMatchObject({ rol: 'user', productorId: null });
  const session = await t.request({ method: 'GET', url: '/api/session', cookie: productor.cookie });
  expect(session.statusCode).toBe(401);
  const again = await del();
  expect([again.statusCode, again.json().error]).toEqual([404, 'El productor no tiene acceso']);
  const gone = await t.request({ method: 'DELETE', url: '/api/productores/99999/acceso', cookie });
  expect([gone.statusCode, gone.json().error]).toEqual([404, 'Productor no encontrado']);
  const audit = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accion, 'productor.acceso_quitar'));
  expect(audit).toHaveLength(1);
});

test('al mismo tiempo: dos accesos para un productor o un correo para dos productores, uno solo gana', async () => {
  const cookie = await admin();
  const granja = await createProducer(cookie);
  const tambo = await createProducer(cookie, { nombre: 'Tambo La Esperanza' });
  const same = await Promise.all([
    grant(cookie, granja.id, { email: 'uno@example.com' }),
    grant(cookie, granja.id, { email: 'dos@example.com' }),
  ]);
  expect(same.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  const quinta = await createProducer(cookie, { nombre: 'Quinta El Ceibo' });
  const mail = await Promise.all([
    grant(cookie, tambo.id, { email: 'tres@example.com' }),
    grant(cookie, quinta.id, { email: 'tres@example.com' }),
  ]);
  expect(mail.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  const refused = mail.find((r) => r.statusCode === 409)!;
  expect(refused.json().error).toBe('Ese correo ya es el acceso de otro productor');
  const owners = await t.database.db.select().from(users).where(eq(users.rol, 'productor'));
  expect(owners).toHaveLength(2);
});

// The producer portal's tests' market (MARKET §15): two producers, a product each, one stall
// sale holding both, and a productor account for the first.
import { expect } from 'vitest';
import type { TestContext } from './app.ts';
import { producerHelpers } from './producers.ts';
import { form } from './products.ts';

export async function portalMarket(t: TestContext) {
  const { admin, createProducer } = producerHelpers(t);
  const cookie = await admin();
  const granja = await createProducer(cookie, { nombre: 'Granja Los Aromos', comision: 10 });
  const tambo = await createProducer(cookie, { nombre: 'Tambo La Esperanza', comision: 5 });
  const product = async (nombre: string, marca: string, cantidad = 50) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/sheets/data',
      cookie,
      payload: form({ nombre, marca, precio: 1000, cantidad }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const acelga = await product('Acelga', 'Granja Los Aromos');
  const queso = await product('Queso', 'Tambo La Esperanza');
  const sale = await t.request({
    method: 'POST',
    url: '/api/sheets/sale',
    cookie,
    payload: {
      canal: 'pos',
      productos: [
        { id: acelga.id, cantidad: 3 },
        { id: queso.id, cantidad: 2 },
      ],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Marta Secreta' },
    },
  });
  expect(sale.statusCode, sale.body).toBe(201);
  const productor = await t.signIn('productor', {
    productorId: granja.id,
    email: 'aromos@example.com',
  });
  const get = (url: string, who = productor.cookie) =>
    t.request({ method: 'GET', url, cookie: who });
  return { cookie, granja, tambo, acelga, queso, productor, get, saleId: sale.json().id as number };
}

// A sale is dated by its moment (MARKET §3: a queued offline sale passes its real `creadaEn`), on
// the Buenos Aires day of that moment, and its cash goes into the register open on receipt:
// backdating never takes cash out of the open register's count (issue 28).
import { expect, test } from 'vitest';
import { buildTestApp } from '../../../test/support/app.ts';
import { insertProduct } from '../../../test/support/fixtures.ts';
import { ledger, registerCalls } from '../../../test/support/register.ts';
import { createSale } from '../sales/service.ts';

const t = buildTestApp();

async function sellAt(moment: Date, productId: number, uid: string) {
  const seller = {
    uid,
    email: 'vendedor@test.local',
    nombre: 'Vendedor',
    rol: 'seller' as const,
    picture: null,
    direccion: '',
    provincia: '',
    cp: '',
    celular: '',
  };
  const result = await createSale(t.database.db, t.config, {
    input: {
      canal: 'pos',
      productos: [{ id: productId, cantidad: 1 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: {
        nombre: 'Cliente',
        correo: '',
        provincia: '',
        direccion: '',
        cp: '',
        celular: '',
        avisosWhatsapp: false,
      },
    },
    user: seller,
    idempotencyKey: null,
    moment,
  });
  expect(result.ok).toBe(true);
}

test('una venta hecha antes de abrir la caja entra en la caja abierta, con la fecha de Buenos Aires de su momento', async () => {
  const db = t.database.db;
  const caja = registerCalls(t);
  const { cookie, uid } = await t.signIn('seller');
  const p = await insertProduct(db, { precio: 100, stock: 10 });
  await caja.abrir({ montoInicial: 0 }, cookie);
  // 02:30 UTC of March 6 is still March 5 in Buenos Aires.
  await sellAt(new Date('2025-03-06T02:30:00Z'), p.id, uid);
  await sellAt(new Date(), p.id, uid);
  expect(await ledger(db)).toEqual([
    expect.objectContaining({ descripcion: 'Venta #1', fecha: '2025-03-05', cajaSesionId: 1 }),
    expect.objectContaining({ descripcion: 'Venta #2', cajaSesionId: 1 }),
  ]);
  expect((await caja.actual(cookie)).json()).toMatchObject({ esperado: 200 });
});

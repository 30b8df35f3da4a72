import { describe, expect, test } from 'vitest';
import { MSG } from '../messages/shop.ts';
import { checkPosSale, checkWebOrder } from './checkout.ts';
import {
  decideAnnulledPayment,
  decidePayment,
  isSignedByMercadoPago,
  type MpPayment,
  type MpSaleFacts,
  parseSignatureHeader,
  signatureManifest,
  signatureMoment,
  signedDataId,
} from './mercadopago.ts';
import type { PagoFact, PagoTipo } from './pagos.ts';
import { isPosPaymentMethod, isWebPaymentMethod, paymentLabel } from './payment.ts';

// Known vectors, computed apart from this code with
//   printf '<manifest>' | openssl dgst -sha256 -hmac 'secreto-de-prueba'
const VECTORS: Record<string, string> = {
  'id:123456789;request-id:bb56a2f1-6aae-46ac-982e-9dcd3581d08e;ts:1742505638;':
    'aa07897fde8639bf82ae32594f325aef84ee9f99fa329f3ba575af57c96379e9',
  'id:abc123def;request-id:req-1;ts:1742505638;':
    '1731ea53d2cd10b5e9bfd24a75275c3e996399f75b1707b57eda3433d46a3f7d',
};
/** The HMAC with 'secreto-de-prueba' of the manifests above; anything else signs as garbage. */
const hmac = (manifest: string) => VECTORS[manifest] ?? '0'.repeat(64);

const TS = '1742505638';
const NOW = 1742505638 * 1000 + 5_000;
const REQUEST = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
const V1 = 'aa07897fde8639bf82ae32594f325aef84ee9f99fa329f3ba575af57c96379e9';
const call = (over: Partial<Parameters<typeof isSignedByMercadoPago>[0]> = {}) => ({
  signature: `ts=${TS},v1=${V1}`,
  requestId: REQUEST,
  dataId: '123456789',
  now: NOW,
  ...over,
});

describe('la firma del webhook', () => {
  test('el manifiesto y la cabecera, como los documenta Mercado Pago', () => {
    expect(signatureManifest('1', 'r', '2')).toBe('id:1;request-id:r;ts:2;');
    expect(parseSignatureHeader(`ts=${TS},v1=abc`)).toEqual({ ts: TS, v1: 'abc' });
    expect(parseSignatureHeader(` v1=abc , ts=${TS} `)).toEqual({ ts: TS, v1: 'abc' });
    expect(parseSignatureHeader('ts=1')).toBeNull();
    expect(parseSignatureHeader(undefined)).toBeNull();
    expect(signedDataId('ABC123DEF')).toBe('abc123def');
    expect(signedDataId('ABC-1')).toBe('ABC-1');
  });

  test('ts en segundos, o en milisegundos si tiene 13 cifras', () => {
    expect(signatureMoment(TS)).toBe(1742505638000);
    expect(signatureMoment('1742505638000')).toBe(1742505638000);
    expect(signatureMoment('17425056380001')).toBeNull();
    expect(signatureMoment('-1')).toBeNull();
    expect(signatureMoment('1e9')).toBeNull();
  });

  test('un vector conocido firma; un id alfanumérico se firma en minúsculas', () => {
    expect(isSignedByMercadoPago(call(), hmac)).toBe(true);
    expect(
      isSignedByMercadoPago(call({ signature: `ts=${TS},v1=${V1.toUpperCase()}` }), hmac),
    ).toBe(true);
    const lower = {
      signature: `ts=${TS},v1=1731ea53d2cd10b5e9bfd24a75275c3e996399f75b1707b57eda3433d46a3f7d`,
      requestId: 'req-1',
      dataId: 'ABC123DEF',
    };
    expect(isSignedByMercadoPago(call(lower), hmac)).toBe(true);
  });

  test('firma equivocada, ausente, de otro pedido o de hace más de 10 minutos: no', () => {
    const bad = [
      call({ signature: `ts=${TS},v1=${'1'.repeat(64)}` }),
      call({ signature: `ts=${TS},v1=${V1.slice(0, 63)}` }),
      call({ signature: undefined }),
      call({ signature: `v1=${V1}` }),
      call({ requestId: undefined }),
      call({ requestId: 'otra' }),
      call({ dataId: undefined }),
      call({ dataId: '123456780' }),
      call({ now: NOW + 10 * 60 * 1000 }),
      call({ now: 1742505638 * 1000 - 10 * 60 * 1000 - 1 }),
    ];
    for (const c of bad) expect(isSignedByMercadoPago(c, hmac)).toBe(false);
    // Just inside the window still counts.
    expect(isSignedByMercadoPago(call({ now: 1742505638 * 1000 + 10 * 60 * 1000 }), hmac)).toBe(
      true,
    );
  });
});

describe('qué hace un pago con su venta', () => {
  const sale: MpSaleFacts = {
    canal: 'web',
    formaPago: 'mercadopago',
    estado: 'Pendiente',
    totalCents: 300_050,
  };
  const OWN = '4242';
  const pay = (over: Partial<MpPayment> = {}): MpPayment => ({
    id: '99',
    status: 'approved',
    externalReference: '1',
    transactionAmount: 3000.5,
    currencyId: 'ARS',
    collectorId: OWN,
    amountRefunded: 0,
    ...over,
  });
  const fecha = new Date('2026-11-27T12:00:00Z');
  const recorded = (
    externoId: string,
    montoCents = 300_050,
    tipo: PagoTipo = 'cobro',
  ): PagoFact => ({
    tipo,
    medio: 'mercadopago',
    montoCents,
    externoId,
    fecha,
  });

  test('aprobado por el total: un cobro; por otro monto: un cobro auditado con los dos montos', () => {
    expect(decidePayment(pay(), sale, [], OWN)).toEqual({
      kind: 'cobro',
      montoCents: 300_050,
      monto: false,
      duplicado: false,
    });
    expect(decidePayment(pay({ transactionAmount: 3000 }), sale, [], OWN)).toEqual({
      kind: 'cobro',
      montoCents: 300_000,
      monto: true,
      duplicado: false,
    });
  });

  test('pagó de menos y después lo que faltaba: el segundo no es "otro monto"', () => {
    const first = [recorded('98', 100_000)];
    expect(decidePayment(pay({ transactionAmount: 2000.5 }), sale, first, OWN)).toMatchObject({
      kind: 'cobro',
      monto: false,
    });
  });

  test('un segundo pago distinto de una venta ya cobrada: registrado como duplicado', () => {
    expect(decidePayment(pay({ id: '100' }), sale, [recorded('99')], OWN)).toEqual({
      kind: 'cobro',
      montoCents: 300_050,
      monto: false,
      duplicado: true,
    });
  });

  test('el mismo pago otra vez no cambia nada', () => {
    expect(decidePayment(pay(), sale, [recorded('99')], OWN)).toEqual({ kind: 'nada' });
    expect(decidePayment(pay({ transactionAmount: 1 }), sale, [recorded('99', 100)], OWN)).toEqual({
      kind: 'nada',
    });
  });

  test('devuelto o contracargo: una devolución de ese pago, una vez', () => {
    const paid = [recorded('99')];
    const back = { kind: 'devolucion', montoCents: 300_050 };
    expect(decidePayment(pay({ status: 'refunded' }), sale, paid, OWN)).toEqual(back);
    expect(decidePayment(pay({ status: 'charged_back' }), sale, paid, OWN)).toEqual(back);
    expect(decidePayment(pay({ id: '7', status: 'refunded' }), sale, paid, OWN)).toEqual({
      kind: 'nada',
    });
    expect(decidePayment(pay({ status: 'refunded' }), sale, [], OWN)).toEqual({ kind: 'nada' });
    const undone = [...paid, recorded('99', 300_050, 'devolucion')];
    expect(decidePayment(pay({ status: 'refunded' }), sale, undone, OWN)).toEqual({ kind: 'nada' });
  });

  test('otra moneda u otra cuenta: ajeno', () => {
    expect(decidePayment(pay({ currencyId: 'USD' }), sale, [], OWN)).toEqual({ kind: 'ajeno' });
    expect(decidePayment(pay({ collectorId: '1' }), sale, [], OWN)).toEqual({ kind: 'ajeno' });
    expect(decidePayment(pay({ collectorId: null }), sale, [], OWN)).toEqual({ kind: 'ajeno' });
  });

  test('ventas que no son de Mercado Pago, anuladas, o pagos pendientes: nada', () => {
    const nada = { kind: 'nada' };
    expect(decidePayment(pay(), { ...sale, formaPago: 'transferencia' }, [], OWN)).toEqual(nada);
    expect(decidePayment(pay(), { ...sale, canal: 'pos' }, [], OWN)).toEqual(nada);
    expect(decidePayment(pay(), { ...sale, estado: 'Anulado' }, [], OWN)).toEqual(nada);
    expect(decidePayment(pay({ status: 'pending' }), sale, [], OWN)).toEqual(nada);
    expect(decidePayment(pay({ status: 'rejected' }), sale, [], OWN)).toEqual(nada);
  });

  test('venta anulada (issue 57): aprobado → un cobro, una vez; devuelto → su devolución, una vez; ajeno sigue ajeno', () => {
    expect(decideAnnulledPayment(pay(), [], OWN)).toEqual({
      kind: 'cobro',
      montoCents: 300_050,
      monto: false,
      duplicado: false,
    });
    expect(decideAnnulledPayment(pay(), [recorded('99')], OWN)).toEqual({ kind: 'nada' });
    const refunded = pay({ status: 'refunded' });
    expect(decideAnnulledPayment(refunded, [recorded('99')], OWN)).toEqual({
      kind: 'devolucion',
      montoCents: 300_050,
    });
    const both = [recorded('99'), recorded('99', 300_050, 'devolucion')];
    expect(decideAnnulledPayment(refunded, both, OWN)).toEqual({ kind: 'nada' });
    expect(decideAnnulledPayment(pay({ currencyId: 'USD' }), [], OWN)).toEqual({ kind: 'ajeno' });
  });
});

test('Mercado Pago es solo de la web: el puesto lo rechaza con "La forma de pago no es válida"', () => {
  expect(isWebPaymentMethod('mercadopago')).toBe(true);
  expect(isPosPaymentMethod('mercadopago')).toBe(false);
  expect(paymentLabel('mercadopago')).toBe('Mercado Pago');
  const sale = { nombre: 'Ana', formaPago: 'mercadopago', envio: 'retiro', lineCount: 1 };
  expect(checkPosSale(sale)).toBe(MSG.formaPagoInvalida);
  expect(checkPosSale({ ...sale, formaPago: 'qr' })).toBeNull();
  const cliente = {
    nombre: 'Ana',
    correo: 'ana@example.com',
    provincia: 'Santa Fe',
    direccion: 'X 1',
    cp: '3000',
    celular: '3425550000',
  };
  expect(
    checkWebOrder({ cliente, formaPago: 'mercadopago', envio: 'retiro', lineCount: 1 }),
  ).toBeNull();
});

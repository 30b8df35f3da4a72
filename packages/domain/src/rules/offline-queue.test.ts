import { describe, expect, test } from 'vitest';
import { OFFLINE_MSG } from '../messages/offline.ts';
import {
  afterAttempt,
  isOwnSale,
  nextSeq,
  nextToSend,
  type QueuedSale,
  queuedSaleBody,
  queueView,
  stockAfterQueue,
  unsentOf,
} from './offline-queue.ts';
import { EMPTY_TICKET } from './pos-ticket.ts';

const ANA = { uid: 'uid-ana', nombre: 'Ana Vendedora' };
const BETO = { uid: 'uid-beto', nombre: 'Beto Vendedor' };

const line = (id: number, cantidad: number) => ({
  id,
  nombre: `Producto ${id}`,
  precio: 1000,
  imagen: '',
  medida: '1 kg',
  sku: `SKU-${id}`,
  marca: 'Cooperativa',
  categoria: 'Almacén',
  stock: 10,
  cantidad,
});

const sale = (seq: number, over: Partial<QueuedSale> = {}): QueuedSale => ({
  key: `pos-clave-${seq}`,
  seq,
  creadaEn: `2026-11-21T1${seq}:00:00.000Z`,
  ticket: {
    ...EMPTY_TICKET,
    items: [line(1, 2)],
    nombre: 'Ana',
    formaPago: 'efectivo',
    envio: 'retiro',
  },
  estado: 'pendiente',
  vendedor: ANA,
  ...over,
});

describe('orden de envío', () => {
  test('sale primero la más vieja de las pendientes, aunque esté guardada después', () => {
    const queue = [sale(3), sale(1, { estado: 'revisar', motivo: 'x' }), sale(2)];
    expect(nextToSend(queue, ANA.uid)?.seq).toBe(2);
    expect(nextToSend([], ANA.uid)).toBeUndefined();
    expect(nextToSend([sale(1, { estado: 'revisar' })], ANA.uid)).toBeUndefined();
  });

  test('una venta nueva va al final de la cola', () => {
    expect(nextSeq([])).toBe(1);
    expect(nextSeq([sale(4), sale(2)])).toBe(5);
  });
});

describe('después de cada intento', () => {
  test('creada (o ya creada con esa clave) sale de la cola', () => {
    expect(afterAttempt(sale(1), { status: 201 })).toEqual({ kind: 'quitar' });
    expect(afterAttempt(sale(1), { status: 200 })).toEqual({ kind: 'quitar' });
  });

  test('sin respuesta, error del servidor o demasiados pedidos: queda y se reintenta después', () => {
    for (const result of [
      { status: 'sin-conexion' as const },
      { status: 500 },
      { status: 503 },
      { status: 429 },
    ]) {
      expect(afterAttempt(sale(1), result)).toEqual({ kind: 'parar' });
    }
  });

  test('sin stock o con la sesión vencida queda para revisar con el motivo del servidor', () => {
    const stock = afterAttempt(sale(1), { status: 409, message: 'Yerba: quedan 0 unidades' });
    expect(stock).toEqual({
      kind: 'revisar',
      sale: { ...sale(1), estado: 'revisar', motivo: 'Yerba: quedan 0 unidades' },
    });
    const session = afterAttempt(sale(2), { status: 401 });
    expect(session).toMatchObject({ kind: 'revisar', sale: { motivo: OFFLINE_MSG.sinMotivo } });
  });

  test('la clave y el momento no cambian entre intentos: el cuerpo es el mismo', () => {
    const first = sale(1);
    const kept = afterAttempt(first, { status: 409, message: 'x' });
    expect(kept.kind === 'revisar' && kept.sale.key).toBe(first.key);
    expect(queuedSaleBody(first)).toEqual({
      productos: [{ id: 1, cantidad: 2 }],
      formaPago: 'efectivo',
      envio: 'retiro',
      cliente: { nombre: 'Ana' },
      canal: 'pos',
      creadaEn: '2026-11-21T11:00:00.000Z',
    });
  });
});

describe('stock que se muestra sin conexión', () => {
  const products = [
    { id: 1, nombre: 'Yerba', stock: 5 },
    { id: 2, nombre: 'Lentejas', stock: 3 },
  ];

  test('es el stock guardado menos lo que llevan las ventas de la cola', () => {
    const queue = [sale(1), sale(2, { estado: 'revisar' })];
    expect(stockAfterQueue(products, queue).map((p) => p.stock)).toEqual([1, 3]);
  });

  test('nunca baja de cero y no toca el original', () => {
    const queue = [sale(1, { ticket: { ...sale(1).ticket, items: [line(2, 9)] } })];
    expect(stockAfterQueue(products, queue)).toEqual([
      { id: 1, nombre: 'Yerba', stock: 5 },
      { id: 2, nombre: 'Lentejas', stock: 0 },
    ]);
    expect(products[1]?.stock).toBe(3);
    expect(stockAfterQueue(products, [])).toEqual(products);
  });
});

test('el aviso dice cuántas ventas esperan, en singular o plural, y nada cuando no hay', () => {
  expect(OFFLINE_MSG.sinConexion(2)).toBe('Sin conexión · 2 ventas por enviar');
  expect(OFFLINE_MSG.sinConexion(1)).toBe('Sin conexión · 1 venta por enviar');
  expect(OFFLINE_MSG.sinConexion(0)).toBe('Sin conexión');
  expect(OFFLINE_MSG.porEnviar(1)).toBe('1 venta por enviar');
  expect(OFFLINE_MSG.porEnviar(3)).toBe('3 ventas por enviar');
  expect(OFFLINE_MSG.paraRevisar(2)).toBe('2 para revisar');
  expect(OFFLINE_MSG.cerrarSesion(2)).toBe(
    'Hay 2 ventas sin enviar. Si cerrás sesión quedan guardadas en este teléfono hasta que vuelvas a ingresar',
  );
  expect(OFFLINE_MSG.cerrarSesion(1)).toBe(
    'Hay 1 venta sin enviar. Si cerrás sesión queda guardada en este teléfono hasta que vuelvas a ingresar',
  );
});

describe('cada venta guardada es de quien la hizo (MARKET §3)', () => {
  test('solo la envía su vendedor; nadie sin sesión', () => {
    const queue = [sale(1), sale(2, { vendedor: BETO })];
    expect(nextToSend(queue, BETO.uid)?.seq).toBe(2);
    expect(nextToSend([sale(1)], BETO.uid)).toBeUndefined();
    expect(nextToSend(queue, null)).toBeUndefined();
    expect(isOwnSale(sale(1), ANA.uid)).toBe(true);
    expect(isOwnSale(sale(1), BETO.uid)).toBe(false);
  });

  test('otro vendedor la ve en Revisar con el nombre de quien la hizo; no cuenta como por enviar', () => {
    const queue = [sale(2), sale(1, { estado: 'revisar', motivo: 'Sin stock' }), sale(3)];
    const ana = queueView(queue, ANA.uid);
    expect(ana.porEnviar.map((s) => s.seq)).toEqual([2, 3]);
    expect(ana.revisar).toEqual([{ sale: queue[1], otraPersona: null }]);
    const beto = queueView(queue, BETO.uid);
    expect(beto.porEnviar).toEqual([]);
    expect(beto.revisar.map((r) => [r.sale.seq, r.otraPersona])).toEqual([
      [1, 'Ana Vendedora'],
      [2, 'Ana Vendedora'],
      [3, 'Ana Vendedora'],
    ]);
    expect(OFFLINE_MSG.deOtraPersona('Ana Vendedora')).toBe('Venta de otra persona: Ana Vendedora');
  });

  test('al cerrar sesión se cuentan las propias que quedan, enviables o para revisar', () => {
    const queue = [sale(1), sale(2, { estado: 'revisar' }), sale(3, { vendedor: BETO })];
    expect(unsentOf(queue, ANA.uid)).toBe(2);
    expect(unsentOf(queue, BETO.uid)).toBe(1);
    expect(unsentOf(queue, 'uid-nadie')).toBe(0);
  });

  test('una venta guardada antes de registrar vendedores la envía quien esté', () => {
    const vieja = sale(1, { vendedor: undefined });
    expect(nextToSend([vieja], BETO.uid)?.seq).toBe(1);
  });

  test('una venta en efectivo lleva la caja del teléfono; la de QR no', () => {
    expect(queuedSaleBody(sale(1, { cajaId: 4 }))).toMatchObject({ cajaId: 4 });
    expect(queuedSaleBody(sale(1, { feriaId: 9 }))).toMatchObject({ feriaId: 9 });
    expect(queuedSaleBody(sale(1))).not.toHaveProperty('feriaId');
    const qr = sale(2, { cajaId: 4, ticket: { ...sale(2).ticket, formaPago: 'qr' } });
    expect(queuedSaleBody(qr)).not.toHaveProperty('cajaId');
  });

  test('el CUIT o DNI para la factura viaja con la venta guardada (MARKET §12)', () => {
    const ticket = { ...sale(1).ticket, documento: '20-12345678-6', condicionIva: 'exento' };
    expect(queuedSaleBody(sale(1, { ticket })).cliente).toEqual({
      nombre: 'Ana',
      documento: '20-12345678-6',
      condicionIva: 'exento',
    });
    expect(queuedSaleBody(sale(1)).cliente).toEqual({ nombre: 'Ana' });
  });
});

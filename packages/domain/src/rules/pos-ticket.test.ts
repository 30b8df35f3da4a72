import { describe, expect, test } from 'vitest';
import type { CartItem } from './cart.ts';
import {
  changeDue,
  checkTicket,
  checkTicketFactura,
  EMPTY_TICKET,
  isEmptyTicket,
  type PosTicket,
  type PosTicketAction,
  parseStoredTicket,
  posTicketReducer,
  serializeTicket,
  ticketAmounts,
  ticketSaleBody,
} from './pos-ticket.ts';

const yerba: Omit<CartItem, 'cantidad'> = {
  id: 1,
  sku: 'YER-001',
  nombre: 'Yerba mate suave',
  marca: 'Cooperativa Ñandú',
  medida: '1 kg',
  categoria: 'Yerba',
  precio: 2500,
  imagen: '/uploads/yerba.webp',
  stock: 3,
};
const miel = { ...yerba, id: 2, sku: 'MIE-001', nombre: 'Miel de monte', precio: 999.99, stock: 5 };

function run(...actions: PosTicketAction[]): PosTicket {
  return actions.reduce(posTicketReducer, EMPTY_TICKET);
}
const add = (item: Omit<CartItem, 'cantidad'>): PosTicketAction => ({
  type: 'cart',
  action: { type: 'add', item },
});

describe('el ticket del punto de venta', () => {
  test('agregar el mismo producto suma uno, sin pasar el stock', () => {
    const ticket = run(add(yerba), add(yerba), add(yerba), add(yerba));
    expect(ticket.items).toHaveLength(1);
    expect(ticket.items[0]?.cantidad).toBe(3);
  });

  test('− no baja de 1, Borrar quita la línea y Borrar todo vacía las líneas', () => {
    let ticket = run(add(yerba), add(miel), { type: 'cart', action: { type: 'decrease', id: 1 } });
    expect(ticket.items[0]?.cantidad).toBe(1);
    ticket = posTicketReducer(ticket, { type: 'cart', action: { type: 'remove', id: 1 } });
    expect(ticket.items.map((l) => l.id)).toEqual([2]);
    ticket = posTicketReducer(ticket, { type: 'cart', action: { type: 'clear' } });
    expect(ticket.items).toEqual([]);
  });

  test('solo guarda formas de pago y envíos conocidos', () => {
    const ticket = run(
      { type: 'formaPago', value: 'tarjetaCredito' },
      { type: 'envio', value: 'envio' },
    );
    expect(ticket).toMatchObject({ formaPago: 'tarjetaCredito', envio: 'envio' });
    expect(run({ type: 'formaPago', value: 'bitcoin' }).formaPago).toBe('');
    expect(run({ type: 'envio', value: 'Envío' }).envio).toBe('');
  });

  test('la clave de la venta se conserva al reintentar y se olvida con cualquier cambio', () => {
    const sent = run(add(yerba), { type: 'sending', key: 'clave-uno-123' });
    expect(sent.saleKey).toBe('clave-uno-123');
    expect(posTicketReducer(sent, { type: 'sending', key: 'clave-dos-456' }).saleKey).toBe(
      'clave-uno-123',
    );
    for (const edit of [
      add(miel),
      { type: 'nombre', value: 'Ana' },
      { type: 'formaPago', value: 'qr' },
      { type: 'envio', value: 'retiro' },
    ] satisfies PosTicketAction[]) {
      expect(posTicketReducer(sent, edit).saleKey).toBeNull();
    }
  });

  test('actualizar el stock sin cambiar cantidades no es un cambio del ticket', () => {
    const sent = run(add(yerba), { type: 'sending', key: 'clave-uno-123' });
    const same = posTicketReducer(sent, {
      type: 'cart',
      action: { type: 'sync', stock: { 1: 9 } },
    });
    expect(same.saleKey).toBe('clave-uno-123');
    expect(same.items[0]?.stock).toBe(9);
    const gone = posTicketReducer(sent, {
      type: 'cart',
      action: { type: 'sync', stock: { 1: 0 } },
    });
    expect(gone.items).toEqual([]);
    expect(gone.saleKey).toBeNull();
  });

  test('una venta creada deja el ticket vacío', () => {
    const ticket = run(add(yerba), { type: 'nombre', value: 'Ana' }, { type: 'created' });
    expect(ticket).toEqual(EMPTY_TICKET);
    expect(isEmptyTicket(ticket)).toBe(true);
  });
});

describe('importes en vivo', () => {
  test('sin forma de pago no hay recargo', () => {
    expect(ticketAmounts(run(add(yerba), add(miel), { type: 'formaPago', value: '' }))).toEqual({
      subtotal: 349999,
      recargo: 0,
      total: 349999,
    });
  });

  test('con tarjeta de crédito suma 7% y luego 12%, redondeado una vez', () => {
    const ticket = run(add(yerba), add(miel), { type: 'formaPago', value: 'tarjetaCredito' });
    // 3499,99 × 1,1984 = 4194,388… → 4194,39
    expect(ticketAmounts(ticket)).toEqual({ subtotal: 349999, recargo: 69440, total: 419439 });
  });

  test('QR y débito suman 7%; efectivo y transferencia nada', () => {
    const base = run(add(yerba));
    const total = (value: string) =>
      ticketAmounts(posTicketReducer(base, { type: 'formaPago', value })).total;
    expect(total('qr')).toBe(267500);
    expect(total('tarjetaDebito')).toBe(267500);
    expect(total('efectivo')).toBe(250000);
    expect(total('transferencia')).toBe(250000);
  });
});

describe('Crear Venta', () => {
  test('un ticket nuevo es en efectivo y con retiro: en el puesto es lo de siempre', () => {
    expect(EMPTY_TICKET).toMatchObject({ formaPago: 'efectivo', envio: 'retiro', nombre: '' });
    expect(checkTicket(run(add(yerba)))).toBeNull();
  });

  test('revisa en el orden de la especificación; el nombre del cliente es opcional', () => {
    const sinPago = run({ type: 'formaPago', value: '' });
    expect(checkTicket(sinPago)).toBe('Falta forma de pago');
    const pago = posTicketReducer(sinPago, { type: 'formaPago', value: 'qr' });
    expect(checkTicket(pago)).toBe('El carrito está vacío');
    const lineas = run(add(yerba), { type: 'envio', value: '' });
    expect(checkTicket(lineas)).toBe('Falta envio');
    const envio = posTicketReducer(lineas, { type: 'envio', value: 'retiro' });
    expect(checkTicket(envio)).toBeNull();
    expect(checkTicket(posTicketReducer(envio, { type: 'nombre', value: '   ' }))).toBeNull();
    expect(checkTicket(posTicketReducer(envio, { type: 'nombre', value: 'Ana' }))).toBeNull();
  });

  test('una venta en efectivo nombra la caja abierta; las otras formas de pago no', () => {
    const cash = run(add(yerba));
    expect(ticketSaleBody(cash, 7)).toMatchObject({ formaPago: 'efectivo', cajaId: 7 });
    expect(ticketSaleBody(cash, null)).not.toHaveProperty('cajaId');
    const qr = posTicketReducer(cash, { type: 'formaPago', value: 'qr' });
    expect(ticketSaleBody(qr, 7)).not.toHaveProperty('cajaId');
  });

  test('"Paga con" da el vuelto, o lo que falta, y nada sin un monto', () => {
    expect(changeDue(349999, 500000)).toBe(150001);
    expect(changeDue(349999, 349999)).toBe(0);
    expect(changeDue(349999, 200000)).toBe(-149999);
    expect(changeDue(349999, null)).toBeNull();
    expect(changeDue(349999, 0)).toBeNull();
  });

  test('el pedido manda solo ids y cantidades, el nombre recortado y el canal pos', () => {
    const ticket = run(
      add(yerba),
      add(yerba),
      add(miel),
      { type: 'nombre', value: '  Ana Ruiz ' },
      { type: 'formaPago', value: 'qr' },
      { type: 'envio', value: 'envio' },
    );
    expect(ticketSaleBody(ticket)).toEqual({
      productos: [
        { id: 1, cantidad: 2 },
        { id: 2, cantidad: 1 },
      ],
      formaPago: 'qr',
      envio: 'envio',
      cliente: { nombre: 'Ana Ruiz' },
      canal: 'pos',
    });
  });
});

describe('guardado en el navegador', () => {
  test('el ticket sobrevive ida y vuelta por el almacenamiento', () => {
    const ticket = run(
      add(yerba),
      { type: 'nombre', value: 'Ana' },
      { type: 'formaPago', value: 'qr' },
      { type: 'envio', value: 'retiro' },
      { type: 'sending', key: 'clave-uno-123' },
    );
    expect(parseStoredTicket(serializeTicket(ticket))).toEqual(ticket);
  });

  test('lo guardado roto o ajeno da un ticket vacío o limpio, nunca un error', () => {
    expect(parseStoredTicket(null)).toEqual(EMPTY_TICKET);
    expect(parseStoredTicket('{no es json')).toEqual(EMPTY_TICKET);
    expect(parseStoredTicket('[1,2]')).toEqual(EMPTY_TICKET);
    expect(
      parseStoredTicket({
        items: [{ id: 'x' }, { ...yerba, cantidad: 2 }],
        nombre: 42,
        formaPago: 'cheque',
        envio: 'envio',
        saleKey: '<script>',
      }),
    ).toEqual({ ...EMPTY_TICKET, items: [{ ...yerba, cantidad: 2 }], envio: 'envio' });
  });

  test('sin líneas ni nombre y con lo de siempre no hay nada que guardar', () => {
    expect(isEmptyTicket(EMPTY_TICKET)).toBe(true);
    expect(isEmptyTicket(run({ type: 'formaPago', value: 'qr' }))).toBe(false);
    expect(isEmptyTicket(run({ type: 'nombre', value: 'Ana' }))).toBe(false);
  });
});

test('una venta guardada vuelve a la orden para corregirla, sin su clave', () => {
  const saved = {
    ...EMPTY_TICKET,
    nombre: 'Ana',
    formaPago: 'efectivo' as const,
    envio: 'retiro' as const,
    saleKey: 'pos-clave-vieja',
  };
  expect(posTicketReducer(EMPTY_TICKET, { type: 'load', ticket: saved })).toEqual({
    ...saved,
    saleKey: null,
  });
});

describe('CUIT o DNI para la factura (MARKET §12)', () => {
  const add = { type: 'cart', action: { type: 'add', item: { ...yerba, cantidad: 1 } } } as const;
  test('sin documento la venta no lo manda, y el ticket no lo guarda', () => {
    const ticket = run(add, { type: 'documento', value: '' });
    expect(ticket).not.toHaveProperty('documento');
    expect(ticketSaleBody(ticket).cliente).toEqual({ nombre: '' });
    expect(checkTicketFactura(ticket)).toBeNull();
  });
  test('un CUIT con su condición viaja en la venta y en lo guardado (también sin conexión)', () => {
    const ticket = run(
      add,
      { type: 'sending', key: 'clave-12345' },
      { type: 'documento', value: ' 20-12345678-6 ' },
      { type: 'condicionIva', value: 'monotributo' },
    );
    expect(ticket.saleKey).toBeNull();
    expect(ticketSaleBody(ticket).cliente).toEqual({
      nombre: '',
      documento: '20-12345678-6',
      condicionIva: 'monotributo',
    });
    expect(checkTicketFactura(ticket)).toBeNull();
    expect(parseStoredTicket(serializeTicket(ticket))).toEqual(ticket);
    expect(isEmptyTicket(run({ type: 'documento', value: '12345678' }))).toBe(false);
    expect(run(add, { type: 'documento', value: '12345678' }, { type: 'created' })).toEqual(
      EMPTY_TICKET,
    );
  });
  test('lo que el servidor rechazaría se dice antes, con sus palabras', () => {
    expect(checkTicketFactura(run(add, { type: 'documento', value: '123' }))).toBe(
      'El CUIT o DNI es inválido',
    );
    expect(checkTicketFactura(run(add, { type: 'documento', value: '20123456786' }))).toBe(
      'Elegí la condición frente al IVA',
    );
  });
});

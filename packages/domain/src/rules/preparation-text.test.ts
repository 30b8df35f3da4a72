import { describe, expect, test } from 'vitest';
import type { Preparation, PrepOrder, PrepProduct } from '../schemas/ferias-api.ts';
import {
  prepCustomer,
  prepDelivery,
  prepFeriaLine,
  prepOrderState,
  prepQuantity,
  productsByMarca,
  takingsRows,
} from './preparation-text.ts';

const order = (over: Partial<PrepOrder> = {}): PrepOrder => ({
  id: 7,
  cliente: { nombre: 'Ana', celular: '342 555', correo: 'a@b.c', direccion: 'Belgrano 12' },
  envio: 'envio',
  formaPago: 'transferencia',
  estadoPago: 'Pendiente',
  total: '1234.50',
  envioCosto: '0.00',
  zona: null,
  cobro: {
    estado: 'pendiente',
    medio: 'transferencia',
    fecha: null,
    comprobante: null,
    mercadoPago: null,
  },
  lineas: [],
  ...over,
});

describe('las palabras de Preparación', () => {
  test('la feria, con su día en mayúscula', () => {
    const feria = {
      fecha: '2026-12-05',
      desde: '08:00',
      hasta: '13:00',
      lugar: 'Plaza',
      direccion: 'San Martín 1800',
    };
    expect(prepFeriaLine(feria)).toBe(
      'Sábado 5 de diciembre, 08:00 a 13:00 — Plaza (San Martín 1800)',
    );
  });

  test('estado y cobro de un pedido', () => {
    expect(prepOrderState(order())).toBe('Pendiente · Sin cobrar');
    const cobrado = order({ estadoPago: 'Listo', cobro: { ...order().cobro, estado: 'cobrado' } });
    expect(prepOrderState(cobrado)).toBe('Listo · Cobrado');
  });

  test('cliente y entrega: la dirección sólo en un envío', () => {
    expect(prepCustomer(order())).toBe('Ana · 342 555');
    expect(prepCustomer(order({ cliente: { ...order().cliente, celular: '' } }))).toBe('Ana');
    expect(prepDelivery(order())).toMatch(/: Belgrano 12 · Transferencia$/);
    expect(prepDelivery(order({ envio: 'retiro' }))).not.toContain('Belgrano');
  });

  test('cantidades en unidades y en kg', () => {
    expect(prepQuantity({ cantidad: 2 })).toBe('2 ×');
    expect(prepQuantity({ unidad: 'kg', cantidad: 1250 })).toBe('1,25 kg ×');
  });

  test('productos agrupados por productor, en el orden de la respuesta', () => {
    const p = (nombre: string, marca: string): PrepProduct => ({
      idProducto: 1,
      nombre,
      marca,
      medida: '1 kg',
      cantidad: 1,
      pedidos: 1,
    });
    const groups = productsByMarca([p('Yerba', 'B'), p('Harina', 'A'), p('Mate', 'B')]);
    expect(groups.map(([marca, items]) => [marca, items.map((i) => i.nombre)])).toEqual([
      ['B', ['Yerba', 'Mate']],
      ['A', ['Harina']],
    ]);
  });

  test('la recaudación: cada medio, luego web y puesto', () => {
    const caja: Preparation['caja'] = {
      porMedio: {
        efectivo: '1.00',
        transferencia: '2.00',
        qr: '0.00',
        tarjetaDebito: '0.00',
        tarjetaCredito: '0.00',
        mercadopago: '3.00',
      },
      web: '5.00',
      puesto: '1.00',
      total: '6.00',
    };
    const rows = takingsRows(caja);
    expect(rows.at(0)).toEqual(['Efectivo', '1.00']);
    expect(rows.slice(-2)).toEqual([
      ['Pedidos web', '5.00'],
      ['Ventas en el puesto', '1.00'],
    ]);
  });
});

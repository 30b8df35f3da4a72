import { describe, expect, test } from 'vitest';
import { FACTURA_MSG } from '../messages/factura.ts';
import {
  CONDICION_LABELS,
  cuitValido,
  esCuit,
  esEsteComprobante,
  FACTURA_ESTADOS,
  FACTURA_PASOS,
  type FacturaEstadoGuardado,
  type FacturaPaso,
  facturaLinea,
  fechaComprobante,
  isFacturaMessage,
  numeroFactura,
  puedeDar,
  qrData,
  qrUrl,
  receptorDe,
} from './factura.ts';

describe('receptor de la factura (MARKET §12)', () => {
  test('sin documento: Consumidor Final', () => {
    expect(receptorDe('', undefined, 100)).toEqual({
      ok: true,
      receptor: { docTipo: 99, docNro: 0, condicionIvaReceptorId: 5 },
    });
  });
  test('un CUIT válido con su condición; puntos, guiones y espacios no cuentan', () => {
    expect(receptorDe('20-12345678-6', 'monotributo', 100)).toEqual({
      ok: true,
      receptor: { docTipo: 80, docNro: 20123456786, condicionIvaReceptorId: 6 },
    });
    expect(receptorDe('30 71234567 1', 'responsableInscripto', 1)).toMatchObject({
      receptor: { condicionIvaReceptorId: 1 },
    });
  });
  test('un CUIT sin condición, o con otra, pide la condición', () => {
    expect(receptorDe('20123456786', undefined, 1)).toEqual({
      ok: false,
      message: FACTURA_MSG.condicionIva,
    });
    expect(receptorDe('20123456786', 'otra', 1)).toMatchObject({
      message: 'Elegí la condición frente al IVA',
    });
  });
  test('un DNI de 7 u 8 dígitos: DocTipo 96, consumidor final', () => {
    expect(receptorDe('12.345.678', undefined, 1)).toEqual({
      ok: true,
      receptor: { docTipo: 96, docNro: 12345678, condicionIvaReceptorId: 5 },
    });
    expect(receptorDe('1234567', 'exento', 1)).toMatchObject({ receptor: { docTipo: 96 } });
  });
  test('dígito verificador mal, letras o largo raro: inválido', () => {
    for (const bad of ['20123456787', '123456', '123456789', '2012345678X', 'abc']) {
      expect(receptorDe(bad, 'monotributo', 1)).toEqual({
        ok: false,
        message: 'El CUIT o DNI es inválido',
      });
    }
  });
  test('desde $ 10.000.000 hace falta el documento', () => {
    expect(receptorDe('', undefined, 999_999_999)).toMatchObject({ ok: true });
    expect(receptorDe(' ', undefined, 1_000_000_000)).toEqual({
      ok: false,
      message: 'Para compras desde $ 10.000.000 la factura necesita CUIT o DNI',
    });
    expect(receptorDe('12345678', undefined, 1_000_000_000)).toMatchObject({ ok: true });
  });
  test('dígito verificador del CUIT', () => {
    expect(cuitValido('20123456786')).toBe(true);
    expect(cuitValido('30712345671')).toBe(true);
    expect(cuitValido('20123456780')).toBe(false);
  });
});

describe('cómo se muestra', () => {
  test('punto de venta en 5 dígitos, número en 8, vencimiento dd/mm/aaaa', () => {
    expect(numeroFactura(3, 42)).toBe('00003-00000042');
    expect(
      facturaLinea({ puntoVenta: 3, numero: 42, cae: '76123456789012', caeVence: '2026-12-07' }),
    ).toBe('Factura C N° 00003-00000042 · CAE 76123456789012 · Vto. 07/12/2026');
  });
  test('el QR de ARCA (RG 4892): el JSON en base64 detrás de la URL', () => {
    const data = qrData({
      fecha: '2026-11-27',
      cuit: '20123456786',
      puntoVenta: 3,
      tipoCmp: 11,
      numero: 42,
      totalCents: 1_234_50,
      docTipo: 99,
      docNro: 0,
      cae: '76123456789012',
    });
    const url = qrUrl(data);
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    // The JSON above, base64-encoded (python3 -c 'import base64; …').
    expect(url).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=' +
        'eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yNyIsImN1aXQiOjIwMTIzNDU2' +
        'Nzg2LCJwdG9WdGEiOjMsInRpcG9DbXAiOjExLCJucm9DbXAiOjQyLCJpbXBv' +
        'cnRlIjoxMjM0LjUsIm1vbmVkYSI6IlBFUyIsImN0eiI6MSwidGlwb0RvY1Jl' +
        'YyI6OTksIm5yb0RvY1JlYyI6MCwidGlwb0NvZEF1dCI6IkUiLCJjb2RBdXQiOjc2MTIzNDU2Nzg5MDEyfQ==',
    );
  });
});

describe('CbteFch', () => {
  test('el día del cobro, salvo que ARCA lo rechace: entonces hoy', () => {
    expect(fechaComprobante('2026-11-25', '2026-11-27', '2026-11-20')).toBe('2026-11-25');
    expect(fechaComprobante('2026-11-22', '2026-11-27', null)).toBe('2026-11-22');
    expect(fechaComprobante('2026-11-21', '2026-11-27', null)).toBe('2026-11-27');
    expect(fechaComprobante('2026-11-25', '2026-11-27', '2026-11-26')).toBe('2026-11-27');
  });
});

describe('el campo "CUIT o DNI para la factura"', () => {
  test('con 11 dígitos (puntos, guiones y espacios no cuentan) pide la condición', () => {
    expect(esCuit('20-12345678-6')).toBe(true);
    expect(esCuit('12.345.678')).toBe(false);
    expect(esCuit('')).toBe(false);
    expect(Object.values(CONDICION_LABELS)).toEqual([
      'Responsable inscripto',
      'Monotributo',
      'Exento',
      'Consumidor final',
    ]);
  });
  test('los rechazos del servidor que van bajo el campo', () => {
    expect(isFacturaMessage('El CUIT o DNI es inválido')).toBe(true);
    expect(isFacturaMessage('Elegí la condición frente al IVA')).toBe(true);
    expect(isFacturaMessage('Para compras desde $ 10.000.000 la factura necesita CUIT o DNI')).toBe(
      true,
    );
    expect(isFacturaMessage('Falta forma de pago')).toBe(false);
  });
});

describe('los pasos de una factura (MARKET §12)', () => {
  test('cada estado guardado tiene sus pasos, y solo pendiente y rechazada se mueven', () => {
    const desde = (estado: FacturaEstadoGuardado) =>
      (Object.keys(FACTURA_PASOS) as FacturaPaso[]).filter((paso) => puedeDar(estado, paso));
    expect(desde('pendiente')).toEqual([
      'numerar',
      'aplazar',
      'soltar',
      'marcarAnulada',
      'emitir',
      'rechazar',
      'descartar',
    ]);
    expect(desde('rechazada')).toEqual(['reintentar']);
    expect(desde('emitida')).toEqual([]);
    expect(desde('descartada')).toEqual([]);
    for (const { hacia } of Object.values(FACTURA_PASOS)) expect(FACTURA_ESTADOS).toContain(hacia);
  });

  test('el comprobante que ARCA tiene es este solo con el mismo total y el mismo documento', () => {
    const row = { totalCents: 50_000, docNro: 20123456786 };
    expect(esEsteComprobante({ totalCents: 50_000, docNro: 20123456786 }, row)).toBe(true);
    expect(esEsteComprobante({ totalCents: 50_001, docNro: 20123456786 }, row)).toBe(false);
    expect(esEsteComprobante({ totalCents: 50_000, docNro: 0 }, row)).toBe(false);
    expect(esEsteComprobante(null, row)).toBe(false);
  });
});

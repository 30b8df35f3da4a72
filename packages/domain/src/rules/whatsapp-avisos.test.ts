import { describe, expect, test } from 'vitest';
import {
  AVISO_ESTADO_TEXTO,
  avanzaEstado,
  avisoParametros,
  avisosOptIn,
  bajaRespuesta,
  esBaja,
  estadoDeMeta,
  templateParameter,
  totalParameter,
  whatsappMesTexto,
} from './whatsapp-avisos.ts';

describe('templateParameter', () => {
  test('nuevas líneas, tabulaciones y 5 o más espacios seguidos quedan en un espacio', () => {
    expect(templateParameter('Ana\nGómez')).toBe('Ana Gómez');
    expect(templateParameter('Ana\r\n\tGómez')).toBe('Ana Gómez');
    expect(templateParameter('Ana     Gómez')).toBe('Ana Gómez');
    expect(templateParameter('Ana          Gómez')).toBe('Ana Gómez');
    expect(templateParameter('Ana    Gómez')).toBe('Ana    Gómez');
    expect(templateParameter('Ana  \n  Gómez')).toBe('Ana Gómez');
    expect(templateParameter('Plaza 25 de Mayo')).toBe('Plaza 25 de Mayo');
  });
  test('nunca queda un salto, una tabulación ni más de 4 espacios', () => {
    for (const s of ['a\n\n\nb', 'a \t \t b', `a${' '.repeat(9)}\nb`, '\t\tx  \n   \t y']) {
      expect(templateParameter(s)).not.toMatch(/[\n\t\r]| {5,}/);
    }
  });
});

test('el total se escribe "$ 1.234,50"', () => {
  expect(totalParameter(123450)).toBe('$ 1.234,50');
  expect(totalParameter(500)).toBe('$ 5,00');
  expect(totalParameter(123456789)).toBe('$ 1.234.567,89');
});

test('los estados de Meta sólo avanzan: enviado < fallido < entregado < leido', () => {
  expect(estadoDeMeta('sent')).toBe('enviado');
  expect(estadoDeMeta('delivered')).toBe('entregado');
  expect(estadoDeMeta('read')).toBe('leido');
  expect(estadoDeMeta('failed')).toBe('fallido');
  expect(estadoDeMeta('deleted')).toBeNull();
  expect(avanzaEstado('enviado', 'entregado')).toBe(true);
  expect(avanzaEstado('entregado', 'leido')).toBe(true);
  expect(avanzaEstado('enviado', 'fallido')).toBe(true);
  expect(avanzaEstado('fallido', 'entregado')).toBe(true);
  expect(avanzaEstado('leido', 'entregado')).toBe(false);
  expect(avanzaEstado('entregado', 'fallido')).toBe(false);
  expect(avanzaEstado('entregado', 'entregado')).toBe(false);
  // Only a notice Meta accepted moves by its statuses.
  expect(avanzaEstado('pendiente', 'entregado')).toBe(false);
  expect(avanzaEstado('incierto', 'entregado')).toBe(false);
});

test('"baja" o "stop", sin importar mayúsculas, acentos, espacios ni un punto o ! final', () => {
  for (const yes of [
    'baja',
    'BAJA',
    ' Baja ',
    'bája',
    'baja.',
    'Baja!',
    'STOP',
    'stop!',
    'Stóp.',
  ]) {
    expect(esBaja(yes), yes).toBe(true);
  }
  for (const no of ['bajas', 'dar de baja', 'baja..', 'baja?', 'no', '', 'stop please', '¡baja!']) {
    expect(esBaja(no), no).toBe(false);
  }
});

test('los parámetros de cada plantilla, en el orden de MARKET y limpios', () => {
  const d = {
    nombre: '  Ana\nGómez ',
    id: 1234,
    totalCents: 123450,
    feria: { fecha: '2030-12-05', lugar: 'Plaza\t25 de Mayo' },
    enlace: 'https://feria.example/pedido/1234?t=abc',
  };
  expect(avisoParametros('pedido.recibido', d)).toEqual([
    'Ana Gómez',
    '1234',
    '$ 1.234,50',
    d.enlace,
  ]);
  expect(avisoParametros('bolson.generado', d)).toEqual(['Ana Gómez', '1234', '05/12', d.enlace]);
  expect(avisoParametros('pedido.listo', d)).toEqual(['Ana Gómez', '1234', d.enlace]);
  expect(avisoParametros('feria.cambio', d)).toEqual([
    'Ana Gómez',
    '1234',
    '05/12',
    'Plaza 25 de Mayo',
    d.enlace,
  ]);
});

test('la respuesta a la baja, palabra por palabra', () => {
  expect(bajaRespuesta('Feria Verde')).toBe(
    'Listo: no te vamos a mandar más avisos de Feria Verde por WhatsApp. Si querés volver a recibirlos, marcalo en tu próximo pedido.',
  );
});

test('lo que ven el personal y el cliente: estados, la casilla y la línea del mes', () => {
  expect(AVISO_ESTADO_TEXTO.leido).toBe('Leído');
  expect(AVISO_ESTADO_TEXTO.fallido).toBe('No se pudo entregar por WhatsApp');
  expect(AVISO_ESTADO_TEXTO.incierto).toBe('Sin confirmar: revisá en WhatsApp');
  expect(AVISO_ESTADO_TEXTO.tope).toBe('No enviado: tope del mes');
  expect(avisosOptIn('Feria', ' 342 555-1234 ')).toBe(
    'Quiero recibir avisos de Feria por WhatsApp al 342 555-1234',
  );
  expect(whatsappMesTexto(12, 1000)).toBe('WhatsApp este mes: 12 de 1000');
  expect(whatsappMesTexto(1000, 1000)).toBe('Tope de WhatsApp alcanzado (1000/1000)');
});

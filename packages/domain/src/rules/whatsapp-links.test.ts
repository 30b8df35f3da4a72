import { describe, expect, it } from 'vitest';
import {
  avisoTextProblem,
  feriaNoticeText,
  movedNoticeText,
  saleNoticeText,
  waLink,
} from './whatsapp-links.ts';

describe('WhatsApp links (MARKET §13.2)', () => {
  it('encodes spaces as %20 and new lines as %0A', () => {
    expect(waLink('5493425551234', 'Hola Ana\nchau & más')).toBe(
      'https://wa.me/5493425551234?text=Hola%20Ana%0Achau%20%26%20m%C3%A1s',
    );
  });

  it('writes a web order and a point-of-sale sale differently', () => {
    const base = { nombre: '  Ana ', shopName: 'Feria', id: 7 };
    expect(saleNoticeText({ ...base, enlace: 'https://x/pedido/7?t=k' })).toBe(
      'Hola Ana, te escribimos de Feria por tu pedido #7. Podés verlo acá: https://x/pedido/7?t=k',
    );
    expect(saleNoticeText({ ...base, enlace: null })).toBe(
      'Hola Ana, te escribimos de Feria por tu compra #7.',
    );
  });

  it('writes the feria texts', () => {
    expect(feriaNoticeText('Llueve', 3, 'L')).toBe('Llueve\nTu pedido #3: L');
    expect(
      movedNoticeText({
        nombre: 'Ana',
        id: 3,
        from: { fecha: '2026-12-05', lugar: 'Plaza' },
        to: { fecha: '2026-12-12', lugar: 'Parque', desde: '09:00', hasta: '13:00' },
        enlace: 'L',
      }),
    ).toBe(
      'Hola Ana: la feria del 05/12 en Plaza se suspendió. Tu pedido #3 pasa a la feria del 12/12 en Parque, de 09:00 a 13:00. Ver tu pedido: L',
    );
  });

  it('checks the staff text', () => {
    expect(avisoTextProblem('  ', true)).toBe('requerido');
    expect(avisoTextProblem(undefined, false)).toBeNull();
    expect(avisoTextProblem('x'.repeat(500), true)).toBeNull();
    expect(avisoTextProblem(`${'x'.repeat(501)}`, true)).toBe('largo');
    expect(avisoTextProblem(`  ${'x'.repeat(500)}  `, true)).toBeNull();
  });
});

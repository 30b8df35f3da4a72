import { describe, expect, it } from 'vitest';
import { nadaParaPagar, splitPayment } from './producer-payment.ts';

describe('splitPayment', () => {
  it("pays the settlement's figures and spreads them over the lines to the cent", () => {
    const split = splitPayment([33_333, 33_333], 1250);
    expect(split).toMatchObject({ brutoCents: 66_666, comisionCents: 8_333, aPagarCents: 58_333 });
    expect(split.lineas.reduce((a, b) => a + b, 0)).toBe(58_333);
  });
  it('takes off what lines annulled since an earlier payment had paid', () => {
    expect(splitPayment([10_000], 1500, 4_250)).toMatchObject({
      comisionCents: 1_500,
      descuentoCents: 4_250,
      aPagarCents: 4_250,
    });
  });
  it('at 0 % pays everything', () => {
    expect(splitPayment([999, 1], 0)).toMatchObject({ comisionCents: 0, lineas: [999, 1] });
  });
  it('names the producer in the 409', () => {
    expect(nadaParaPagar('Granja Los Aromos')).toBe('No hay nada para pagar a Granja Los Aromos');
  });
});

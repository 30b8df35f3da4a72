import { expect, test } from 'vitest';
import { sniffReceipt } from './order-page.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

test('un comprobante se reconoce por su contenido: JPEG, PNG, WebP o PDF', () => {
  expect(sniffReceipt(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  expect(sniffReceipt(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
  expect(sniffReceipt(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  expect(sniffReceipt(bytes('%PDF-1.7\n'))).toBe('application/pdf');
});

test('lo demás no es un comprobante, se llame como se llame', () => {
  expect(sniffReceipt(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(sniffReceipt(bytes('GIF89a'))).toBeNull();
  expect(sniffReceipt(bytes('%PD'))).toBeNull();
  expect(sniffReceipt(new Uint8Array())).toBeNull();
});

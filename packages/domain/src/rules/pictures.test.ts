import { expect, test } from 'vitest';
import { uploadSrcSet } from './pictures.ts';

test('una foto subida se ofrece en sus tres anchos; una dirección ajena no', () => {
  const name = '/uploads/0b5f0c4e-8d57-4d3c-9a55-2f7d1e2b9c01';
  expect(uploadSrcSet(`${name}-640.webp`)).toBe(
    `${name}-320.webp 320w, ${name}-640.webp 640w, ${name}-1024.webp 1024w`,
  );
  expect(uploadSrcSet('https://example.com/foto.jpg')).toBeUndefined();
  expect(uploadSrcSet('/uploads/../secreto-640.webp')).toBeUndefined();
});

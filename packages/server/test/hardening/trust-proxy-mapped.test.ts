// Issue 57 §7: an IPv4-mapped IPv6 range (::ffff:a.b.c.d/n) names IPv4 addresses, so it is judged
// by its IPv4 length (n - 96): ::ffff:0.0.0.0/96 is every IPv4 address, refused like 0.0.0.0/0.
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

function refusal(value: string): string {
  try {
    loadConfig({ TRUST_PROXY: value });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return 'aceptado';
}

test('TRUST_PROXY=::ffff:0.0.0.0/96 nombra todas las direcciones IPv4 y se rechaza', () => {
  for (const everyone of [
    '::ffff:0.0.0.0/96',
    '::ffff:0:0/96',
    '::FFFF:1.2.3.4/96',
    '10.0.0.1, ::ffff:0.0.0.0/96',
  ]) {
    expect(refusal(everyone), everyone).toMatch(/TRUST_PROXY: no puede nombrar todas/);
  }
});

test('un rango IPv4 mapeado se mide por su largo IPv4 (más ancho que /8 se rechaza)', () => {
  for (const wide of ['::ffff:0.0.0.0/97', '::ffff:10.0.0.0/100', '::ffff:0:0/103']) {
    expect(refusal(wide), wide).toMatch(/TRUST_PROXY: no acepta rangos más anchos/);
  }
  expect(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.0/104' }).TRUST_PROXY).toEqual([
    '::ffff:10.0.0.0/104',
  ]);
  expect(loadConfig({ TRUST_PROXY: '::ffff:10.0.0.2' }).TRUST_PROXY).toEqual(['::ffff:10.0.0.2']);
  expect(loadConfig({ TRUST_PROXY: '2001:db8::/32' }).TRUST_PROXY).toEqual(['2001:db8::/32']);
});

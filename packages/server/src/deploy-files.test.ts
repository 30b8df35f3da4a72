// deploy/feria.env.example (DESIGN §7) names every variable config.ts reads, as the README does,
// and loads as it is written: systemd's KEY=VALUE lines, "quotes" around a value with spaces.
// The Caddyfile's own 503 (no server ready) answers as Feria does.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MSG } from '@feria/domain/messages/shop';
import { expect, test } from 'vitest';
import { loadConfig } from './config.ts';

const read = (file: string) =>
  fs.readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');

const configSource = read('./config.ts');
const variables = [...configSource.matchAll(/^ {2}([A-Z][A-Z_]+):/gm)].map((m) => m[1]!);
const example = read('../../../deploy/feria.env.example');
const readme = read('../../../README.md');

/** The example's settings as systemd's EnvironmentFile= reads them. */
function environment(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const value = match[2]!;
    env[match[1]!] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

test('cada variable de config.ts está en feria.env.example y en el README', () => {
  expect(variables.length).toBeGreaterThan(15);
  for (const name of variables) {
    expect(example, name).toMatch(new RegExp(`\\b${name}\\b`));
    expect(readme, name).toContain(`\`${name}\``);
  }
});

test('feria.env.example arranca tal como está escrito, sin PORT (lo pone el nombre del servicio)', () => {
  const env = environment(example);
  expect(env.PORT).toBeUndefined();
  const config = loadConfig(env);
  expect(config.SHOP_NAME).toBe('Feria Agroecológica Santa Fe');
  expect(config.TRUST_PROXY).toBe(1);
  expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
  expect(config.secureCookies).toBe(true);
  expect(config.dataDir).toBe('/var/lib/feria');
});

test('el 503 propio de Caddy (ningún servidor listo) es el de Feria: JSON, mismo texto y Retry-After', () => {
  const caddyfile = read('../../../deploy/Caddyfile');
  const errors = caddyfile.slice(caddyfile.indexOf('handle_errors'));
  expect(errors).toContain('{err.status_code} == 503');
  expect(errors).toContain('header Retry-After 5');
  const body = /respond `([^`]*)` 503/.exec(errors)?.[1];
  expect(JSON.parse(body ?? 'null')).toEqual({ error: MSG.servidorOcupado });
});

import fs from 'node:fs';
import { beforeAll, expect, test } from 'vitest';
import { makeCertificate } from '../../test/support/arca-fake.ts';
import { loadConfig } from '../config.ts';

let files: { cert: string; key: string };
beforeAll(() => {
  files = makeCertificate();
});

const base = () => ({
  SEED_DEMO: 'false',
  ARCA_CUIT: '20123456786',
  ARCA_PUNTO_VENTA: '3',
  ARCA_CERT: files.cert,
  ARCA_KEY: files.key,
});

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

test('sin variables de ARCA, apagado; con las cuatro, producción por defecto', () => {
  expect(loadConfig({ SEED_DEMO: 'false' }).arca).toBeNull();
  expect(loadConfig(base()).arca).toMatchObject({
    cuit: '20123456786',
    puntoVenta: 3,
    wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    homologacion: false,
  });
  expect(loadConfig({ ...base(), ARCA_HOMOLOGACION: 'true' }).arca).toMatchObject({
    wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  });
});

test('cada pieza que falta o está mal detiene el arranque nombrando la variable', () => {
  const { ARCA_KEY: _k, ...sinKey } = base();
  expect(refusal(sinKey)).toContain('ARCA_KEY: hace falta');
  expect(refusal({ ...base(), ARCA_CUIT: '20-1234' })).toContain('ARCA_CUIT');
  expect(refusal({ ...base(), ARCA_PUNTO_VENTA: '99999' })).toContain('ARCA_PUNTO_VENTA');
  expect(refusal({ ...base(), ARCA_PUNTO_VENTA: '0' })).toContain('ARCA_PUNTO_VENTA');
  expect(refusal({ ...base(), ARCA_CERT: '/no/existe.pem' })).toContain(
    'ARCA_CERT: no se pudo leer',
  );
  expect(refusal({ ...base(), ARCA_CERT: files.key })).toContain('ARCA_CERT');
  expect(refusal({ ...base(), ARCA_KEY: files.cert })).toContain('ARCA_KEY');
  expect(refusal({ ...base(), ARCA_WSFE_URL: 'http://arca.example.com/ws' })).toContain(
    'ARCA_WSFE_URL',
  );
  expect(refusal({ ...base(), ARCA_WSAA_URL: 'http://10.0.0.1/ws' })).toContain('ARCA_WSAA_URL');
  expect(refusal({ ...base(), ARCA_WSAA_URL: 'http://127.0.0.1:9/ws' })).toBeNull();
});

test('issue 57 §8: una clave privada legible por otros (más que 0600) detiene el arranque', () => {
  fs.chmodSync(files.key, 0o644);
  try {
    expect(refusal(base())).toMatch(/ARCA_KEY: .*modo 0644.*0600/);
    fs.chmodSync(files.key, 0o640);
    expect(refusal(base())).toContain('ARCA_KEY');
  } finally {
    fs.chmodSync(files.key, 0o600);
  }
  expect(refusal(base())).toBeNull();
  fs.chmodSync(files.key, 0o400);
  expect(refusal(base())).toBeNull();
  fs.chmodSync(files.key, 0o600);
});

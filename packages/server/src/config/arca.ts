// MARKET §12: ARCA is on when its four pieces are set; each refusal names its variable. The
// certificate and key are read once here, so an unreadable file stops the start-up, not the
// first invoice hours later.
import fs from 'node:fs';

export type ArcaConfig = {
  cuit: string;
  puntoVenta: number;
  /** Paths of the PEM certificate and key (openssl signs with them, ADR 0025). */
  certPath: string;
  keyPath: string;
  wsaaUrl: string;
  wsfeUrl: string;
  homologacion: boolean;
  timeoutMs: number;
};

const URLS = {
  produccion: {
    wsaa: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
  },
  homologacion: {
    wsaa: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
    wsfe: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
  },
};

const REQUIRED = ['ARCA_CUIT', 'ARCA_PUNTO_VENTA', 'ARCA_CERT', 'ARCA_KEY'] as const;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function url(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name}: no es una URL`);
  }
  if (parsed.protocol === 'https:') return value;
  // Token and sign travel in every request: plain http only to this very machine (a test fake).
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return value;
  throw new Error(`${name}: debe empezar con https:// (http:// solo hacia esta misma máquina)`);
}

function pem(name: string, file: string, marker: RegExp): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${name}: no se pudo leer ${file} (${(err as NodeJS.ErrnoException).code})`);
  }
  if (!marker.test(text)) throw new Error(`${name}: ${file} no es un archivo PEM válido`);
  return file;
}

/** Issue 57 §8: the private key readable by group or others (mode wider than 0600) is refused. */
function privateKey(file: string): string {
  const mode = fs.statSync(file).mode & 0o777;
  if (mode & 0o077) {
    const shown = mode.toString(8).padStart(4, '0');
    throw new Error(
      `ARCA_KEY: ${file} es legible por otros (modo ${shown}): dejalo en 0600 (chmod 600 ${file})`,
    );
  }
  return file;
}

/** null when ARCA is off; throws `VARIABLE: problema` when a piece is missing or wrong. */
export function arcaConfig(env: Record<string, string | undefined>): ArcaConfig | null {
  const set = REQUIRED.filter((name) => env[name]);
  if (set.length === 0) return null;
  const missing = REQUIRED.find((name) => !env[name]);
  if (missing) throw new Error(`${missing}: hace falta con ${set.join(', ')}`);
  const cuit = String(env.ARCA_CUIT);
  if (!/^\d{11}$/.test(cuit)) throw new Error('ARCA_CUIT: 11 dígitos, sin guiones');
  const puntoVenta = Number(env.ARCA_PUNTO_VENTA);
  if (!Number.isInteger(puntoVenta) || puntoVenta < 1 || puntoVenta > 99998) {
    throw new Error('ARCA_PUNTO_VENTA: un número entre 1 y 99998');
  }
  const homologacion = ['true', '1', 'yes'].includes(env.ARCA_HOMOLOGACION ?? '');
  const defaults = homologacion ? URLS.homologacion : URLS.produccion;
  const timeoutMs = Number(env.ARCA_TIMEOUT_MS ?? 20_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    throw new Error('ARCA_TIMEOUT_MS: milisegundos entre 100 y 120000');
  }
  return {
    cuit,
    puntoVenta,
    certPath: pem('ARCA_CERT', String(env.ARCA_CERT), /-----BEGIN CERTIFICATE-----/),
    keyPath: privateKey(
      pem('ARCA_KEY', String(env.ARCA_KEY), /-----BEGIN [A-Z ]*PRIVATE KEY-----/),
    ),
    wsaaUrl: url('ARCA_WSAA_URL', env.ARCA_WSAA_URL ?? defaults.wsaa),
    wsfeUrl: url('ARCA_WSFE_URL', env.ARCA_WSFE_URL ?? defaults.wsfe),
    homologacion,
    timeoutMs,
  };
}

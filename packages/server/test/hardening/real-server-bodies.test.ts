// Issue 28 §4, against the shop as users start it (the compiled server of `npm start`, its own
// data folder and port): a body over the limit gets the readable 413 from Node's fetch and from
// curl, at 5, 8 and 20 MB, with a declared length and chunked, time after time, never an
// EPIPE/ECONNRESET; and a client whose headers or body do not arrive in time gets 408 and is
// closed (REQUEST_TIMEOUT_MS, 30 s by default, is short here so the test does not wait 30 s).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PRICE_MSG } from '@feria/domain/messages/prices';
import { MSG } from '@feria/domain/messages/shop';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { killAll, type Server, signInAdmin, startServer, tempDir } from '../support/processes.ts';

const TIMEOUT_MS = 3000;
const MB = 1024 * 1024;
let server: Server;

beforeAll(async () => {
  server = await startServer({ REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) });
}, 180_000);
afterAll(killAll);

const jsonBody = (size: number) => {
  const text = `{"cliente":{"nombre":"${'x'.repeat(size - 40)}"}}`;
  return new TextEncoder().encode(text);
};

/** The same bytes as a stream of 64 KB chunks: sent chunked, with no Content-Length. */
function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

async function postOrder(bytes: Uint8Array, mode: 'declarado' | 'por partes') {
  const res = await fetch(`${server.url}/api/sheets/sale`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: mode === 'declarado' ? bytes : chunked(bytes),
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: await res.json() };
}

test('5, 8 y 20 MB, con largo declarado y por partes, tres veces cada uno: siempre el 413 legible', async () => {
  const outcomes: string[] = [];
  for (const size of [5, 8, 20]) {
    const bytes = jsonBody(size * MB);
    for (const mode of ['declarado', 'por partes'] as const) {
      for (let i = 0; i < 3; i++) {
        const answer = await postOrder(bytes, mode).catch(
          (err: { cause?: { code?: string }; message: string }) => err.cause?.code ?? err.message,
        );
        outcomes.push(`${size} MB ${mode}: ${JSON.stringify(answer)}`);
      }
    }
  }
  const readable = { status: 413, body: { error: MSG.solicitudGrande } };
  for (const outcome of outcomes) expect(outcome).toMatch(`: ${JSON.stringify(readable)}`);
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
}, 120_000);

test('una imagen de 20 MB recibe el 413 legible', async () => {
  const cookie = await signInAdmin(server);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(20 * MB)], { type: 'image/png' }), 'a.png');
  const res = await fetch(`${server.url}/api/sheets/images`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: MSG.solicitudGrande });
}, 60_000);

test('curl con 8 MB también lee el 413', async () => {
  const file = path.join(tempDir('feria-curl-'), 'grande.json');
  fs.writeFileSync(file, jsonBody(8 * MB));
  const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      execFile(
        'curl',
        [
          '-sS',
          '-w',
          '\n%{http_code}',
          '-X',
          'POST',
          '-H',
          `origin: ${server.url}`,
          '-H',
          'content-type: application/json',
          '--data-binary',
          `@${file}`,
          `${server.url}/api/sheets/sale`,
        ],
        { encoding: 'utf8' },
        (err, stdout, stderr) => resolve({ code: err ? 1 : 0, stdout, stderr }),
      );
    },
  );
  expect(result.stderr).toBe('');
  expect(result.stdout).toBe(`${JSON.stringify({ error: MSG.solicitudGrande })}\n413`);
}, 60_000);

/** Opens a raw connection, sends `first`, then one byte of `rest` every 400 ms until closed. */
function slowClient(first: string, rest: string) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(server.port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < rest.length && !socket.destroyed) socket.write(rest[i++]!);
    }, 400);
    socket.on('connect', () => socket.write(first));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a write racing the server's close
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`sin cerrar; recibido: ${answer}`)), TIMEOUT_MS * 10);
  });
}

test('cabeceras que llegan de a un byte: 408 y conexión cerrada al vencer el plazo', async () => {
  const { answer, closedAfterMs } = await slowClient(
    'GET /api/health HTTP/1.1\r\n',
    `Host: 127.0.0.1\r\nX-Lento: ${'a'.repeat(200)}\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toContain(JSON.stringify({ error: MSG.solicitudDemorada }));
  expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 3);
}, 60_000);

test('un cuerpo que llega de a un byte: 408 y conexión cerrada al vencer el plazo', async () => {
  const body = JSON.stringify({ cliente: { nombre: 'y'.repeat(200) } });
  const { answer, closedAfterMs } = await slowClient(
    `POST /api/sheets/sale HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    body,
  );
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 3);
  // The shop goes on answering everyone else.
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
}, 60_000);

test('un CSV de 2,5 MB enviado al servidor real da 413 y no importa nada', async () => {
  const cookie = await signInAdmin(server);
  const header = 'sku;nombre;marca;categoria;medida;precio;stock;publicado;descripcion';
  const rows = Array.from(
    { length: 620 },
    (_, i) => `G-${i};Arroz ${i};Coop;Almacén;1 kg;10;1;si;${'d'.repeat(4300)}`,
  );
  for (let attempt = 0; attempt < 3; attempt++) {
    const form = new FormData();
    form.append('file', new Blob([[header, ...rows].join('\n')], { type: 'text/csv' }), 'p.csv');
    const res = await fetch(`${server.url}/api/sheets/import`, {
      method: 'POST',
      headers: { origin: server.url, cookie },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: PRICE_MSG.csvGrande });
  }
  const list = await fetch(`${server.url}/api/sheets/data`, { headers: { cookie } });
  expect(await list.json()).toEqual([]);
}, 60_000);

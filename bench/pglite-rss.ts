// Resident memory of the embedded shop (PGlite) under an hour of mixed load (issue 43 §5): web
// orders, catalogue reads and searches, and the admin's sales list, at a steady modest rate (the
// machine is shared), with the server's RSS sampled every SAMPLE_S seconds. It answers one
// question: does the RSS level off, or keep growing? Prints every sample and, at the end, the
// growth over each quarter of the run.
//   BENCH_MINUTES (60) · BENCH_SAMPLE_S (30) · BENCH_RATE (requests a second, 20)
import fs from 'node:fs';
import { signInAdmin } from './lib/admin.ts';
import { newShopper } from './lib/orders-beside.ts';
import { startSeededServer } from './lib/seeded-server.ts';
import { rssMb } from './lib/server.ts';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 60);
const SAMPLE_S = Number(process.env.BENCH_SAMPLE_S ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const PRODUCTS = 2_000;

const CLIENTE = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

const server = await startSeededServer(PRODUCTS, undefined, { ORDERS_PER_HOUR: '1000000' });
const pid = server.child.pid;
const started = Date.now();
const samples: { min: number; rss: number }[] = [];
const counts: Record<string, number> = {};
const tally = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);
try {
  const admin = await signInAdmin(server.url);
  let n = 0;
  const one = async () => {
    const i = n++;
    const kind = i % 10;
    let res: Response;
    if (kind < 3) {
      res = await fetch(`${server.url}/api/sheets/sale`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          productos: [
            { id: 1 + (i % PRODUCTS), cantidad: 1 },
            { id: 1 + ((i * 7) % PRODUCTS), cantidad: 2 },
          ],
          formaPago: 'efectivo',
          envio: 'retiro',
          cliente: { ...CLIENTE, correo: newShopper() },
        }),
      });
    } else if (kind < 6) {
      res = await fetch(`${server.url}/api/catalog?q=producto%20${i % 997}`);
    } else if (kind < 8) {
      res = await fetch(`${server.url}/api/catalog?offset=${(i * 48) % PRODUCTS}&limit=48`);
    } else if (kind < 9) {
      res = await fetch(`${server.url}/api/sheets/data`);
    } else {
      res = await admin(`/api/sheets/sale?limit=50&offset=${(i * 50) % 2000}`);
    }
    await res.arrayBuffer();
    tally(String(res.status));
  };
  const sample = () => {
    const s = { min: Math.round((Date.now() - started) / 600) / 100, rss: rssMb(pid) };
    samples.push(s);
    console.info(
      `RSS t=${s.min.toFixed(2)} min  ${s.rss} MB  respuestas ${JSON.stringify(counts)}`,
    );
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_S * 1000);
  const endAt = started + MINUTES * 60_000;
  const inFlight = new Set<Promise<void>>();
  while (Date.now() < endAt) {
    const p = one().catch(() => {
      tally('error');
    });
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    if (inFlight.size > 32) await Promise.race(inFlight);
    await new Promise((r) => setTimeout(r, 1000 / RATE));
  }
  await Promise.all(inFlight);
  clearInterval(sampler);
  sample();
  const q = (f: number) =>
    samples[Math.min(samples.length - 1, Math.round(f * (samples.length - 1)))]!;
  const quarters = [0, 0.25, 0.5, 0.75, 1].map(q);
  console.info(
    `RSS por cuartos de la corrida (${MINUTES} min): ${quarters.map((s) => `${s.rss} MB @${s.min} min`).join(' → ')}`,
  );
  console.info(
    `máximo ${Math.max(...samples.map((s) => s.rss))} MB; respuestas ${JSON.stringify(counts)}`,
  );
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

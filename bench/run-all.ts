// `npm run bench`: every benchmark, one after the other, each printing its figures, then one
// summary in the shape of bench/README.md's table. The API benchmarks run on PGlite, and again on
// PostgreSQL when BENCH_DATABASE_URL names a server (each on a fresh database of its own).
// BENCH_SECONDS shortens every load run (default 10 s). Every figure is printed with its goal, the
// load average and its baseline (lib/report.ts), and the run ends with a table of them all.
import os from 'node:os';
import { type AdminActionFigures, adminActionsBench } from './admin-actions.ts';
import { bolsonesGenerationBench } from './bolsones-generation.ts';
import { catalogJsonBench } from './catalog-json.ts';
import { catalogSearchBench } from './catalog-search.ts';
import { type CatalogUnderOrders, catalogUnderOrdersBench } from './catalog-under-orders.ts';
import { checkoutGeocoderBench } from './checkout-geocoder.ts';
import { cobroInvoicingBench } from './cobro-invoicing.ts';
import { coldStartBench } from './cold-start.ts';
import { cutoffRushBench } from './cutoff-rush.ts';
import { type ApiFigures, benchDatabaseUrl } from './lib/compare.ts';
import { loadText, printSummary } from './lib/report.ts';
import { lighthouseBench } from './lighthouse.ts';
import { ordersBench } from './orders.ts';
import { pageWeightBench } from './page-weight.ts';
import { portalYearBench } from './portal-year.ts';
import { preparationScaleBench } from './preparation-scale.ts';
import { repartoRouteBench } from './reparto-route.ts';
import { searchLoadBench } from './search-load.ts';
import { stallPhoneBench } from './stall-phone.ts';
import { whatsappFanoutBench } from './whatsapp-fanout.ts';
import { writesLimitBench } from './writes-limit.ts';

const started = Date.now();
const api: ApiFigures[] = [];
const underOrders: CatalogUnderOrders[] = [];
const adminActions: AdminActionFigures[] = [];
for (const url of [undefined, ...(benchDatabaseUrl ? [benchDatabaseUrl] : [])]) {
  api.push(await catalogJsonBench(url));
  api.push(await searchLoadBench(url));
  api.push(await ordersBench(url));
  await writesLimitBench(url);
  underOrders.push(await catalogUnderOrdersBench(url));
  adminActions.push(...(await adminActionsBench(url)));
  await cutoffRushBench(url);
  await cobroInvoicingBench(url);
  await bolsonesGenerationBench(url);
  await preparationScaleBench(url);
  await whatsappFanoutBench(url);
  await portalYearBench(url);
  await checkoutGeocoderBench(url);
}
repartoRouteBench();
const search = await catalogSearchBench();
const cold = await coldStartBench();
const pages = await lighthouseBench();
const weights = await pageWeightBench();
await stallPhoneBench();

const date = new Date().toISOString().slice(0, 10);
const machine = `${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
console.info(
  `\n## Resumen (${date}, ${machine}, ${Math.round((Date.now() - started) / 1000)} s, ${loadText()})`,
);
console.info(
  '\n| benchmark | base | productos | Feria req/s | p50/p99 ms | node:http req/s | relación | RSS reposo / pico MB |',
);
console.info('|---|---|---:|---:|---:|---:|---:|---:|');
for (const f of api) {
  console.info(
    `| ${f.name} | ${f.database} | ${f.products} | ${f.feria.rps} | ${f.feria.p50} / ${f.feria.p99} | ${f.base.rps} | ${f.ratio.toFixed(3)} | ${f.rssIdleMb} / ${f.rssPeakMb} |`,
  );
}
console.info(
  '\n| catálogo de 50.000 con un pedido cada 0,5 s | req/s | p50 / p99 ms (meta p99 ≤ 200) |',
);
console.info('|---|---:|---:|');
for (const f of underOrders) console.info(`| ${f.database} | ${f.rps} | ${f.p50} / ${f.p99} |`);
console.info(
  '\n| acción de administración | base | dura ms | pedido más lento ms (meta ≤ 500 en PGlite) |',
);
console.info('|---|---|---:|---:|');
for (const f of adminActions) {
  console.info(`| ${f.action} | ${f.database} | ${f.ms} | ${f.orderMax} |`);
}
console.info(
  `\nBúsqueda de un comprador (catalog-search): p50 ${search.p50.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms`,
);
console.info(
  `Arranque en frío: primer 200 ${cold.healthMs} ms (catálogo ${cold.catalogMs} ms), RSS en reposo ${cold.rssIdleMb} MB`,
);
console.info(
  '\n| página | limitación | Lighthouse | LCP ms | CLS | TBT ms | JS kB | CSS kB | imágenes kB |',
);
console.info('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const p of pages) {
  console.info(
    `| ${p.page} | ${p.throttling} | ${p.score} | ${p.lcpMs} | ${p.cls.toFixed(3)} | ${p.tbtMs} | ${(p.jsBytes / 1000).toFixed(1)} | ${(p.cssBytes / 1000).toFixed(1)} | ${(p.imageBytes / 1000).toFixed(1)} |`,
  );
}
console.info('\n| área | página | JS kB | CSS kB | imágenes kB | datos kB | total kB |');
console.info('|---|---|---:|---:|---:|---:|---:|');
for (const w of weights) {
  const total = w.script + w.stylesheet + w.image + w.fetch + w.document + w.font + w.headers;
  const kb = (n: number) => (n / 1000).toFixed(1);
  console.info(
    `| ${w.area} | ${w.page} | ${kb(w.script)} | ${kb(w.stylesheet)} | ${kb(w.image)} | ${kb(w.fetch)} | ${kb(total)} |`,
  );
}
console.info('\n## Cada cifra con su meta, la carga de la máquina y su línea de base');
printSummary();

// POST /api/web-vitals (issue 51): a browser's LCP, INP and CLS feed the /metrics histograms per
// page and device class; anything else is a Spanish 400 that adds nothing.
import { expect, test } from 'vitest';
import { buildTestApp, ORIGIN } from '../../../test/support/app.ts';

const t = buildTestApp();

const send = (payload: unknown, remoteAddress = '10.1.0.1', origin: string | undefined = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/web-vitals',
    remoteAddress,
    headers: origin ? { origin } : {},
    payload: payload as object,
  });

const metrics = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;

/** Only the field data's series of /metrics. */
const vitals = async () =>
  (await metrics())
    .split('\n')
    .filter((l) => l.startsWith('feria_web_vitals_'))
    .join('\n');

/** The value of one series in the text format, or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

test('las cifras de un navegador aparecen en los histogramas de /metrics por página y dispositivo', async () => {
  const res = await send({
    pagina: 'control',
    dispositivo: 'telefono',
    lcp: 1800,
    inp: 64,
    cls: 0.02,
  });
  expect(res.statusCode).toBe(204);
  expect((await send({ pagina: 'control', dispositivo: 'telefono', inp: 240 })).statusCode).toBe(
    204,
  );
  expect((await send({ pagina: 'inicio', dispositivo: 'computadora', lcp: 900 })).statusCode).toBe(
    204,
  );

  const text = await metrics();
  const control = 'page="control",device="telefono"';
  expect(value(text, `feria_web_vitals_inp_seconds_count{${control}}`)).toBe(2);
  expect(value(text, `feria_web_vitals_inp_seconds_sum{${control}}`)).toBeCloseTo(0.304);
  expect(value(text, `feria_web_vitals_inp_seconds_bucket{le="0.1",${control}}`)).toBe(1);
  expect(value(text, `feria_web_vitals_inp_seconds_bucket{le="0.3",${control}}`)).toBe(2);
  expect(value(text, `feria_web_vitals_lcp_seconds_count{${control}}`)).toBe(1);
  expect(value(text, `feria_web_vitals_lcp_seconds_bucket{le="2",${control}}`)).toBe(1);
  expect(value(text, `feria_web_vitals_cls_bucket{le="0.025",${control}}`)).toBe(1);
  const home = 'page="inicio",device="computadora"';
  expect(value(text, `feria_web_vitals_lcp_seconds_count{${home}}`)).toBe(1);
  expect(value(text, `feria_web_vitals_inp_seconds_count{${home}}`)).toBeUndefined();
});

test('una página o un dispositivo fuera de la lista, cifras fuera de rango o campos de más: 400 en castellano', async () => {
  const before = await vitals();
  const cases: [unknown, string][] = [
    [{ pagina: '/dashboard', dispositivo: 'telefono', lcp: 1 }, 'Página desconocida'],
    [{ pagina: 'inicio', dispositivo: 'heladera', lcp: 1 }, 'Dispositivo desconocido'],
    [{ pagina: 'inicio', dispositivo: 'telefono', lcp: -5 }, 'Las cifras van de 0 a 60.000 ms'],
    [{ pagina: 'inicio', dispositivo: 'telefono', inp: 1e9 }, 'Las cifras van de 0 a 60.000 ms'],
    [
      { pagina: 'inicio', dispositivo: 'telefono', inp: 'rápido' },
      'Las cifras van en milisegundos',
    ],
    [{ pagina: 'inicio', dispositivo: 'telefono', cls: 50 }, 'El CLS va de 0 a 10'],
    [{ pagina: 'inicio', dispositivo: 'telefono' }, 'Falta al menos una cifra (lcp, inp o cls)'],
  ];
  for (const [body, error] of cases) {
    const res = await send(body, '10.1.0.2');
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json().error).toBe(error);
  }
  const extra = await send(
    { pagina: 'inicio', dispositivo: 'telefono', lcp: 1, email: 'ana@example.com' },
    '10.1.0.2',
  );
  expect(extra.statusCode).toBe(400);
  const big = await send(
    { pagina: 'inicio', dispositivo: 'telefono', lcp: 1, relleno: 'x'.repeat(600) },
    '10.1.0.2',
  );
  expect(big.statusCode).toBe(413);
  expect(await vitals()).toBe(before);
});

test('sin el Origin de la tienda se rechaza', async () => {
  const res = await send(
    { pagina: 'inicio', dispositivo: 'telefono', lcp: 1 },
    '10.1.0.3',
    'https://otro.example',
  );
  expect(res.statusCode).toBe(403);
});

test('una dirección no llena las métricas: a los 30 por minuto, 429', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 32; i++)
    codes.push(
      (await send({ pagina: 'carrito', dispositivo: 'tableta', cls: 0 }, '10.1.0.4')).statusCode,
    );
  expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
  expect(codes.slice(30)).toEqual([429, 429]);
  expect(
    (await send({ pagina: 'carrito', dispositivo: 'tableta', cls: 0 }, '10.1.0.5')).statusCode,
  ).toBe(204);
});

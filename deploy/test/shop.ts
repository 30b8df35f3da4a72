// Two Feria servers (the compiled bundle, TRUST_PROXY=1) on one PostgreSQL database behind Caddy
// (deploy/Caddyfile with `tls internal`), ready through Caddy, with the admin signed in and one
// product: what the checks of `npm run test:deploy` start from.
import { ADMIN, type Ctx, expectEqual } from './context.ts';
import { httpsClient } from './https.ts';
import { freePort, localCaddyfile, startCaddy, startFeria, tempDir } from './stack.ts';

export async function startShop(
  database: { name: string; url: string },
  env: Record<string, string> = {},
): Promise<Ctx> {
  const [httpsPort, httpPort, portA, portB] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const base = `https://127.0.0.1:${httpsPort}`;
  const dataDirs = [tempDir('feria-a-'), tempDir('feria-b-')];
  const serverEnv = (index: number) => ({
    DATA_DIR: dataDirs[index]!,
    DATABASE_URL: database.url,
    PUBLIC_URL: base,
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: ADMIN.password,
    ORDERS_PER_HOUR: '1000000',
    // Every shopper of the load comes through Caddy from 127.0.0.1: one address.
    ABIERTO_POR_DIRECCION: '100000000',
    GEOREF_URL: 'off', // the deployment test asks no service outside this machine
    ...env,
  });
  // One after the other: the first migrates and creates the admin.
  const a = await startFeria(portA, serverEnv(0));
  const b = await startFeria(portB, serverEnv(1));
  const caddy = await startCaddy(
    localCaddyfile(httpsPort, httpPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]),
  );
  const client = httpsClient(base, caddy.ca());
  // Caddy's first health checks: both ready.
  let ready = 0;
  for (let i = 0; i < 100 && ready !== 200; i++) {
    ready = await client.request('GET', '/api/health/ready').then(
      (r) => r.status,
      () => 0,
    );
    if (ready !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expectEqual(ready, 200, `Caddy no llega a Feria:\n${caddy.output().slice(-1500)}`);
  const ctx: Ctx = {
    caddy,
    client,
    servers: [a, b],
    serverEnv,
    database,
    cookie: '',
    productId: 0,
    picture: '',
  };
  const login = await client.request('POST', '/api/login/email', { json: ADMIN });
  expectEqual(login.status, 200, 'ingreso del administrador por HTTPS');
  ctx.cookie = login.headers['set-cookie']!.split(';')[0]!;
  const created = await client.request('POST', '/api/sheets/data', {
    headers: { cookie: ctx.cookie },
    json: {
      categoria: 'Legumbres',
      nombre: 'Yerba mate agroecológica',
      marca: 'Cooperativa Río Paraná',
      medida: '1 kg',
      cantidad: '100000',
      precio: '4,500.00',
      url: '',
      descripcion: 'Yerba de la prueba de despliegue.',
    },
  });
  expectEqual(created.status, 201, `producto (${created.body.toString().slice(0, 200)})`);
  ctx.productId = (JSON.parse(created.body.toString()) as { id: number }).id;
  return ctx;
}

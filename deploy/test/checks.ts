// The checks over HTTPS through Caddy, in the order `npm run test:deploy` runs them.
import { type Ctx, expectEqual, expectTrue, order } from './context.ts';
import { json } from './https.ts';
import { query } from './stack.ts';

/** A 48×32 green PNG: Feria re-encodes it as WebP. */
const GREEN_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF+xCGMzQH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wcWZJBb1SHJuAAAAABJRU5ErkJggg==';

export async function anOrder(ctx: Ctx): Promise<string> {
  const page = await ctx.client.request('GET', '/');
  expectEqual(page.status, 200, 'GET / por HTTPS');
  expectTrue(page.body.toString().includes('<div id="root">'), 'la página de la tienda');
  const placed = await ctx.client.request('POST', '/api/sheets/sale', {
    json: order(ctx.productId),
  });
  expectEqual(placed.status, 201, `pedido (${placed.body.toString().slice(0, 200)})`);
  const { id } = json<{ id: number }>(placed);
  const rows = await query<{ canal: string }>(
    ctx.database.url,
    'select canal from sales where id = $1',
    [id],
  );
  expectEqual(rows, [{ canal: 'web' }], 'el pedido en la base');
  return `pedido #${id} creado por HTTPS y guardado en PostgreSQL`;
}

export async function pictureAcrossServers(ctx: Ctx): Promise<string> {
  const [a, b] = ctx.servers as [Ctx['servers'][0], Ctx['servers'][0]];
  const png = Buffer.from(GREEN_PNG, 'base64');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'foto.png');
  const uploaded = await fetch(`${a.url}/api/sheets/images`, {
    method: 'POST',
    headers: { origin: ctx.caddy.base, cookie: ctx.cookie },
    body: form,
  });
  expectEqual(uploaded.status, 201, 'subir la foto al servidor A');
  const { url } = (await uploaded.json()) as { url: string };
  const onB = await fetch(`${b.url}${url}`);
  expectEqual(
    [onB.status, onB.headers.get('content-type')],
    [200, 'image/webp'],
    'la foto desde B',
  );
  const bytes = Buffer.from(await onB.arrayBuffer());
  const viaCaddy = await ctx.client.request('GET', url);
  expectEqual(viaCaddy.status, 200, 'la foto por HTTPS');
  expectTrue(viaCaddy.body.equals(bytes), 'la misma foto por HTTPS que desde B');
  ctx.picture = url;
  return `subida a :${a.port}, servida por :${b.port} y por Caddy (${bytes.length} bytes)`;
}

/** The address a failed sign-in is recorded under (the per-address limit's key). */
async function recordedAddress(ctx: Ctx, email: string): Promise<string | undefined> {
  const rows = await query<{ ip: string }>(
    ctx.database.url,
    'select ip from auth_failures where email = $1',
    [email],
  );
  return rows[0]?.ip;
}

export async function forwardedForOneHop(ctx: Ctx): Promise<string> {
  const forged = { 'x-forwarded-for': '6.6.6.6' };
  const viaCaddy = await ctx.client.request('POST', '/api/login/email', {
    json: { email: 'nadie-caddy@correo.com', password: 'mala-clave' },
    headers: forged,
  });
  expectEqual(viaCaddy.status, 401, 'ingreso fallido por Caddy');
  expectEqual(
    await recordedAddress(ctx, 'nadie-caddy@correo.com'),
    '127.0.0.1',
    'dirección por Caddy',
  );
  // Straight to a server with two hops written: only the last one (its proxy's) is believed.
  const direct = await fetch(`${ctx.servers[0]!.url}/api/login/email`, {
    method: 'POST',
    headers: {
      origin: ctx.caddy.base,
      'content-type': 'application/json',
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
    },
    body: JSON.stringify({ email: 'nadie-directo@correo.com', password: 'mala-clave' }),
  });
  expectEqual(direct.status, 401, 'ingreso fallido directo');
  expectEqual(await recordedAddress(ctx, 'nadie-directo@correo.com'), '203.0.113.7', 'un salto');
  return 'un X-Forwarded-For inventado no cambia la dirección; se lee un solo salto';
}

const series = (text: string, name: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1] ?? 0,
  );

export async function metricsOnlyHere(ctx: Ctx): Promise<string> {
  const outside = await ctx.client.request('GET', '/metrics');
  expectEqual(outside.status, 404, '/metrics por Caddy');
  const forged = await fetch(`${ctx.servers[0]!.url}/metrics`, {
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  expectEqual(forged.status, 404, '/metrics con X-Forwarded-For');
  let orders = 0;
  for (const server of ctx.servers) {
    const res = await fetch(`${server.url}/metrics`);
    expectEqual(res.status, 200, `/metrics en :${server.port}`);
    const text = await res.text();
    expectTrue(text.includes('nodejs_eventloop_lag_seconds'), 'el retraso del bucle de eventos');
    orders += series(text, 'feria_orders_created_total');
  }
  expectEqual(orders, 1, 'pedidos contados entre los dos servidores');
  return '404 desde afuera; en 127.0.0.1 responde y cuenta el pedido';
}

// Mercado Pago tells the shop of a payment while its database is away (issue 43): the webhook,
// signed as Mercado Pago signs it, gets 503 with Retry-After through Caddy; Mercado Pago repeats
// it (twice at once and once more) once the database is back, and the payment counts once.
// Mercado Pago is the server tests' local stand-in, never the real service.
import {
  FAKE_COLLECTOR_ID,
  type MercadoPagoFake,
  startMercadoPagoFake,
} from '../../packages/server/test/support/mercadopago-fake.ts';
import { type Ctx, expectEqual, order } from './context.ts';
import type { Answer } from './https.ts';
import { onCleanup, query } from './stack.ts';

const TOKEN = 'APP_USR-token-del-despliegue';
const SECRET = 'secreto-del-webhook-del-despliegue-32';
const PAYMENT = '9001';

export type Payment = { saleId: number; notify(): Promise<Answer> };

export async function mercadoPagoFake(): Promise<{
  fake: MercadoPagoFake;
  env: Record<string, string>;
}> {
  const fake = await startMercadoPagoFake({ secret: SECRET, token: TOKEN });
  onCleanup(() => fake.close());
  const env = {
    MERCADOPAGO_ACCESS_TOKEN: TOKEN,
    MERCADOPAGO_WEBHOOK_SECRET: SECRET,
    MERCADOPAGO_API_URL: fake.url,
    MERCADOPAGO_TIMEOUT_MS: '4000',
  };
  return { fake, env };
}

/** A web order paid by Mercado Pago, the payment approved there, not yet told to the shop. */
export async function paidOrder(ctx: Ctx, fake: MercadoPagoFake): Promise<Payment> {
  const placed = await ctx.client.request('POST', '/api/sheets/sale', {
    json: { ...order(ctx.productId), formaPago: 'mercadopago' },
  });
  expectEqual(
    placed.status,
    201,
    `pedido con Mercado Pago (${placed.body.toString().slice(0, 200)})`,
  );
  const saleId = (JSON.parse(placed.body.toString()) as { id: number }).id;
  const sale = await query<{ total_cents: number }>(
    ctx.database.url,
    'select total_cents from sales where id = $1',
    [saleId],
  );
  fake.payments.set(PAYMENT, {
    id: PAYMENT,
    status: 'approved',
    external_reference: String(saleId),
    transaction_amount: sale[0]!.total_cents / 100,
    currency_id: 'ARS',
    collector_id: FAKE_COLLECTOR_ID,
  });
  const notify = () => {
    const n = fake.notification(PAYMENT);
    return ctx.client.request('POST', `/api/mercadopago/webhook?${n.query}`, {
      json: n.body,
      headers: n.headers,
    });
  };
  return { saleId, notify };
}

/** Mercado Pago repeats its notification; the shop records the payment exactly once. */
export async function repeatedOnce(ctx: Ctx, payment: Payment): Promise<void> {
  const answers = [
    ...(await Promise.all([payment.notify(), payment.notify()])),
    await payment.notify(),
  ];
  expectEqual(
    answers.map((a) => a.status),
    [200, 200, 200],
    'el aviso de Mercado Pago repetido con la base de vuelta',
  );
  const pagos = await query<{ sale_id: number; tipo: string }>(
    ctx.database.url,
    'select sale_id, tipo from pagos where externo_id = $1',
    [PAYMENT],
  );
  expectEqual(pagos, [{ sale_id: payment.saleId, tipo: 'cobro' }], 'el pago, una sola vez');
}

import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { passwordProblem } from '@feria/domain/rules/password';
import { z } from 'zod';
import { type ArcaConfig, arcaConfig } from './config/arca.ts';
import { commonPasswords } from './config/common-passwords.ts';
import { plainHttpProblem } from './config/plain-http.ts';
import { trustProxySchema } from './config/trust-proxy.ts';
import { type WhatsappConfig, whatsappConfig } from './config/whatsapp.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine(
      (v) => protocols.some((p) => v.startsWith(p)),
      `debe empezar con ${protocols.join(' o ')}`,
    )
    .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Feria <no-responder@feria.local>'),
  ADMIN_EMAIL: z.string().email().default('admin@feria.local'),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: bool.default(true),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  SHOP_NAME: z.string().min(1).default('Feria Agroecológica Santa Fe'),
  SHOP_EMAIL: z.string().email().default('ventas@feria.local'),
  SHOP_PHONE: z
    .string()
    .regex(/^\d{8,15}$/, 'solo dígitos, con código de país (5493424000000)')
    .default('5493425551234'),
  TRANSFER_ALIAS: z.string().min(1).default('FERIA.AGRO.SF'),
  TRANSFER_CBU: z.string().min(1).default('0110599520000001234567'),
  TRANSFER_HOLDER: z.string().min(1).default('Cooperativa Feria Agroecológica'),
  SHOP_INSTAGRAM: z.string().url().default('https://www.instagram.com/feriaagroecologicasf'),
  // Behind reverse proxies or load balancers: how many there are (1) or their addresses
  // ("10.0.0.1, 10.0.0.0/8"); the client address is read from X-Forwarded-For that far back.
  TRUST_PROXY: trustProxySchema,
  // Anonymous web orders accepted per client address and hour (API.md "Throttling").
  ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  // GET /metrics from another machine: `Authorization: Bearer <METRICS_TOKEN>` (DESIGN §7).
  METRICS_TOKEN: z.string().min(16, 'al menos 16 caracteres').optional(),
  // A request whose headers and body have not all arrived by then is closed with 408 (API.md).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // MARKET §7: Mercado Pago is on when the access token is set (the webhook secret with it). The
  // API's address and how long to wait for it exist so tests can point at a local fake.
  MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
  // API.md round 4: a guessable secret lets anyone sign a webhook; http: sends the token in clear.
  MERCADOPAGO_WEBHOOK_SECRET: z.string().min(32, 'al menos 32 caracteres').optional(),
  MERCADOPAGO_API_URL: z
    .string()
    .superRefine((v, ctx) => {
      const problem = plainHttpProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .default('https://api.mercadopago.com'),
  MERCADOPAGO_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(10_000),
  // API.md round 4: the largest web order in pesos, and how long an unpaid Mercado Pago order
  // holds its stock before the server annuls it.
  MAX_PEDIDO: z.coerce.number().int().min(1).max(20_000_000).default(500_000),
  VENCE_PAGO_HORAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  // API.md round 5: open unpaid web orders per e-mail and account, their value per client address
  // in pesos, and the hours after a feria's cierre before an unconfirmed order is annulled.
  PEDIDOS_ABIERTOS: z.coerce.number().int().min(1).max(1000).default(3),
  ABIERTO_POR_DIRECCION: z.coerce.number().int().min(1).max(100_000_000).default(1_000_000),
  VENCE_SIN_CONFIRMAR_HORAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  // API.md round 5: bolsón units one account may hold of one product across its subscriptions
  // that are not cancelled.
  BOLSONES_POR_CUENTA: z.coerce.number().int().min(1).max(1000).default(3),
  // MARKET §11: the stall's cash register in Mercado Pago (its external_pos_id); with Mercado Pago
  // on, a point-of-sale "QR" sale shows a QR for its exact amount and waits for the payment.
  MERCADOPAGO_POS_ID: z.string().trim().min(1).max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /** MARKET §4: the % the market keeps from a producer created by a new marca or a CSV import. */
  COMISION_POR_DEFECTO: z.coerce.number().min(0).max(100).default(15),
  /** MARKET §13.3: WhatsApp messages per Buenos Aires calendar month, at most. */
  WHATSAPP_TOPE_MENSUAL: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // MARKET §14: Argentina's Georef API for the points of Envío addresses ("off" disables it), and
  // the city every Envío address is in.
  GEOREF_URL: z
    .string()
    .refine((v) => v === 'off' || /^https?:\/\//.test(v), 'debe ser una URL o "off"')
    .default('https://apis.datos.gob.ar/georef/api'),
  ENVIO_LOCALIDAD: z.string().trim().min(1).max(100).default('Santa Fe'),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  secureCookies: boolean;
  adminPasswordGenerated: boolean;
  adminPassword: string;
  /** MERCADOPAGO_ACCESS_TOKEN is set: the basket offers Mercado Pago. */
  mercadoPago: boolean;
  /** MARKET §11: Mercado Pago on and MERCADOPAGO_POS_ID set: the stall charges QR by itself. */
  qrPuesto: boolean;
  /** MARKET §12: ARCA's invoices, when ARCA_CUIT, ARCA_PUNTO_VENTA, ARCA_CERT, ARCA_KEY are set. */
  arca: ArcaConfig | null;
  /** MARKET §13.3: WhatsApp's automatic notices, when the four WHATSAPP_* secrets are set. */
  whatsapp: WhatsappConfig | null;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const adminProblem =
    c.ADMIN_PASSWORD === undefined
      ? null
      : passwordProblem(c.ADMIN_PASSWORD, commonPasswords(), {
          shopName: c.SHOP_NAME,
          email: c.ADMIN_EMAIL,
        });
  if (adminProblem) {
    throw new ConfigError(`Configuración inválida:\n  ADMIN_PASSWORD: ${adminProblem}`);
  }
  if (c.MERCADOPAGO_ACCESS_TOKEN && !c.MERCADOPAGO_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Configuración inválida:\n  MERCADOPAGO_WEBHOOK_SECRET: hace falta con MERCADOPAGO_ACCESS_TOKEN',
    );
  }
  let arca: ArcaConfig | null;
  let whatsapp: WhatsappConfig | null;
  try {
    arca = arcaConfig(present);
    whatsapp = whatsappConfig(present);
  } catch (err) {
    throw new ConfigError(`Configuración inválida:\n  ${(err as Error).message}`);
  }
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const adminPassword = c.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    adminPasswordGenerated: !c.ADMIN_PASSWORD,
    adminPassword,
    mercadoPago: Boolean(c.MERCADOPAGO_ACCESS_TOKEN),
    qrPuesto: Boolean(c.MERCADOPAGO_ACCESS_TOKEN && c.MERCADOPAGO_POS_ID),
    arca,
    whatsapp,
  };
}

// What the checks of `npm run test:deploy` share: the running stack and what the first checks
// made (the admin's session, a product, a picture).
import type { Client } from './https.ts';
import type { Feria, Proc } from './stack.ts';

export type Ctx = {
  caddy: Proc & { base: string };
  /** HTTPS through Caddy. */
  client: Client;
  /** The two Feria servers behind Caddy; a restarted one takes its place. */
  servers: Feria[];
  serverEnv: (index: number) => Record<string, string>;
  database: { name: string; url: string };
  cookie: string;
  productId: number;
  picture: string;
};

export const ADMIN = { email: 'admin@feria.local', password: 'admin-despliegue-clave' };

const CLIENTE = {
  nombre: 'Martina Gómez',
  correo: 'martina@example.com',
  provincia: 'Santa Fe',
  direccion: 'San Martín 1234',
  cp: '3000',
  celular: '3425551234',
};

let shoppers = 0;

/** One order of one unit, each from its own shopper: one e-mail holds at most PEDIDOS_ABIERTOS unpaid orders. */
export const order = (productId: number) => ({
  productos: [{ id: productId, cantidad: 1 }],
  formaPago: 'efectivo',
  envio: 'retiro',
  cliente: { ...CLIENTE, correo: `martina+${++shoppers}@example.com` },
});

/** Fails the check with what was expected and what came. */
export function expectEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: se esperaba ${e} y llegó ${a}`);
}

export function expectTrue(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

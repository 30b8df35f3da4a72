// What a sale can answer (service.ts, subscription-orders.ts) and the configuration its mails
// read: apart from the service so the steps it shares (sale-parts.ts) need not import it back.
import type { Config } from '../../config.ts';
import type { Shortage } from './take-stock.ts';

export type CreateSaleResult =
  | { ok: true; statusCode: number; body: unknown; replayed: boolean }
  | { ok: false; reason: 'stock'; shortage: Shortage }
  | { ok: false; reason: 'key-conflict' }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'over-max' }
  | { ok: false; reason: 'open-orders' | 'open-value' }
  | { ok: false; reason: 'moment' }
  | { ok: false; reason: 'line-cap'; nombre: string }
  | { ok: false; reason: 'no-viene'; productId: number; nombre: string; dia: string }
  | { ok: false; reason: 'factura'; message: string }
  | { ok: false; reason: 'feria-missing' | 'feria-closed' | 'feria-elegir' };

export type Failure = Exclude<CreateSaleResult, { ok: true }>;

/** Thrown inside the transaction to roll it back; turned into a value outside. */
export class Rejected extends Error {
  constructor(readonly failure: Failure) {
    super(failure.reason);
  }
}

export type MailConfig = Pick<Config, 'SHOP_NAME' | 'SHOP_EMAIL' | 'publicUrl'> &
  Partial<Pick<Config, 'arca' | 'PEDIDOS_ABIERTOS' | 'ABIERTO_POR_DIRECCION'>> &
  Partial<
    Pick<Config, 'TRANSFER_ALIAS' | 'TRANSFER_CBU' | 'TRANSFER_HOLDER' | 'MAX_PEDIDO' | 'qrPuesto'>
  >;

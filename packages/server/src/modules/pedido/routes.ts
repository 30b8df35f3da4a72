// GET /api/pedido/{id}?t= and POST /api/pedido/{id}/comprobante?t= (MARKET §7): public, opened by
// the order's private token. Registered as its own plugin so multipart parsing exists only here.
import multipart from '@fastify/multipart';
import { COBRO_MSG } from '@feria/domain/messages/cobro';
import { MSG } from '@feria/domain/messages/shop';
import { IMAGE_FIELD } from '@feria/domain/rules/images';
import { MAX_RECEIPT_BYTES, sniffReceipt } from '@feria/domain/rules/order-page';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { claimReceiptSlot } from './receipt-flood.ts';
import { openPedido, pedidoView, receiptRefusal, storeReceipt } from './service.ts';
import { keyOf, notFound, type PedidoRequest } from './token.ts';

const SIN_ARCHIVO = 'Se esperaba un formulario con un archivo';

const refusal = (reason: 'not-found' | 'closed' | 'full') =>
  reason === 'not-found'
    ? notFound()
    : new HttpError(
        409,
        reason === 'full' ? COBRO_MSG.tresComprobantes : COBRO_MSG.sinComprobantes,
      );

async function readFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file().catch(() => {
    throw new HttpError(400, SIN_ARCHIVO);
  });
  if (!part || part.fieldname !== IMAGE_FIELD) throw new HttpError(400, SIN_ARCHIVO);
  const bytes = await part.toBuffer().catch((err: unknown) => {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, MSG.solicitudGrande);
    }
    throw new HttpError(400, SIN_ARCHIVO);
  });
  if (part.file.truncated || bytes.length > MAX_RECEIPT_BYTES) {
    throw new HttpError(413, MSG.solicitudGrande);
  }
  return bytes;
}

export async function pedidoRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  await app.register(multipart, {
    limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const open = { config: { access: 'public' as const } };

  app.get('/api/pedido/:id', open, async (request: PedidoRequest, reply) => {
    const { id, key } = keyOf(request);
    const row = await openPedido(db, id, key);
    if (!row) throw notFound();
    reply.header('cache-control', 'no-store');
    return pedidoView(db, row);
  });

  app.post('/api/pedido/:id/comprobante', open, async (request: PedidoRequest, reply) => {
    const { id, key } = keyOf(request);
    // Who may send it, whether the order still takes one and the address's hour are checked
    // before the file is read: a refused upload is never parsed.
    const row = await openPedido(db, id, key);
    if (!row) throw notFound();
    const early = receiptRefusal(row);
    if (early) throw refusal(early);
    await claimReceiptSlot(db, request.ip, reply);
    const bytes = await readFile(request);
    const tipo = sniffReceipt(bytes);
    if (!tipo) throw new HttpError(415, COBRO_MSG.formatoComprobante);
    const result = await storeReceipt(db, id, key, { tipo, bytes, ip: request.ip });
    if (!result.ok) throw refusal(result.reason);
    return reply.code(201).send({ comprobante: result.comprobante });
  });
}

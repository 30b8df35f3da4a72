import multipart from '@fastify/multipart';
import { MSG } from '@feria/domain/messages/shop';
import { IMAGE_FIELD, MAX_IMAGE_BYTES } from '@feria/domain/rules/images';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { sniffImage, storeImage, TooManyPixelsError } from '../../shared/picture-store.ts';
import { GateBusyError } from '../../shared/verify-gate.ts';
import { recordAudit } from '../audit/service.ts';
import { auditWho } from '../audit/who.ts';
import { pictureCache } from './picture-cache.ts';

/** Said when sharp cannot decode bytes that looked like an image (truncated, corrupt, too big). */
export const IMAGEN_DANADA = 'La imagen está dañada o incompleta';
const SIN_ARCHIVO = 'Se esperaba un formulario con un archivo';
/** Issue 28: a picture that decodes to more than 40 megapixels. */
export const IMAGEN_ENORME = 'La imagen es demasiado grande: hasta 40 megapíxeles';
const FORMULARIO_INCOMPLETO = 'El formulario llegó incompleto o mal formado';

/** A multipart body cut short or malformed: the parser throws a plain Error, the client's fault. */
function malformed(err: unknown): never {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (err instanceof Error && code === undefined && statusCode === undefined) {
    throw new HttpError(400, FORMULARIO_INCOMPLETO);
  }
  throw err;
}

/**
 * POST /api/sheets/images: one picture in the multipart field "file", checked by its bytes and
 * re-encoded by storeImage. Registered as its own plugin so multipart parsing exists only here.
 */
export async function imageRoutes(app: FastifyInstance, opts: { db: Db }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post('/api/sheets/images', { config: { access: 'admin' } }, async (request, reply) => {
    const part = await request.file().catch(malformed);
    if (!part || part.fieldname !== IMAGE_FIELD) throw new HttpError(400, SIN_ARCHIVO);
    const bytes = await part.toBuffer().catch((err: unknown) => {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, MSG.solicitudGrande);
      }
      return malformed(err);
    });
    // A file cut at the size limit is too large, whether or not the parser said so.
    if (part.file.truncated || bytes.length > MAX_IMAGE_BYTES) {
      throw new HttpError(413, MSG.solicitudGrande);
    }
    // The name and the declared type are the client's word; only the bytes count.
    if (!sniffImage(bytes)) throw new HttpError(415, MSG.formatoImagen);
    const who = auditWho(request);
    const audited = (tx: Tx, url: string) =>
      recordAudit(tx, { ...who, accion: 'contenido.imagen', detalle: `Subió la imagen ${url}` });
    const url = await storeImage(opts.db, bytes, audited).catch((err: unknown) => {
      if (err instanceof TooManyPixelsError) throw new HttpError(413, IMAGEN_ENORME);
      // Database failures carry a code and are ours: a 500. A decoder error has none: the
      // picture itself is broken. A full line of pictures is a 503 (http/errors.ts).
      if (typeof (err as { code?: unknown }).code === 'string' || err instanceof GateBusyError) {
        throw err;
      }
      throw new HttpError(400, IMAGEN_DANADA);
    });
    return reply.code(201).send({ url });
  });

  // Pictures never change under their name: cached for a year by browsers and any CDN, and kept
  // in a bounded memory cache here so the storefront's pictures seldom reach the database.
  const cache = pictureCache(opts.db);
  const options = { config: { access: 'public' as const } };
  app.get<{ Params: { name: string } }>('/uploads/:name', options, async (request, reply) => {
    const { name } = request.params;
    const etag = `"${name}"`;
    reply.header('cache-control', YEAR).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const bytes = await cache.get(name);
    if (!bytes) throw new HttpError(404, MSG.rutaNoEncontrada);
    return reply.type('image/webp').send(bytes);
  });
}

const YEAR = 'public, max-age=31536000, immutable';

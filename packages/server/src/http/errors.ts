import { MSG } from '@feria/domain/messages/shop';
import { toIssues } from '@feria/domain/schemas/issues';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { GateBusyError } from '../shared/verify-gate.ts';
import { drainRequest } from './drain.ts';

/** An expected failure with a Spanish message for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Validates input with a domain schema; a failure is a 400 naming the first failing rule. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // Rules without a message of their own (a body that is an array instead of an object, a number
  // where text goes) answer in Spanish too, instead of zod's English default.
  const result = schema.safeParse(data ?? {}, { error: () => MSG.datosInvalidos });
  if (result.success) return result.data;
  const issues = toIssues(result.error);
  throw new HttpError(400, issues[0]?.message ?? MSG.datosInvalidos, { issues });
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.jsonInvalido],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.cuerpoVacio],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.solicitudGrande],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de contenido no soportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.largoInvalido],
  FST_ERR_BAD_URL: [400, MSG.direccionInvalida],
  FST_ERR_MAX_PARAM_LENGTH: [414, MSG.direccionLarga],
  FST_ERR_ASYNC_CONSTRAINT: [400, MSG.solicitudInvalida],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.solicitudGrande],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Se esperaba un formulario con un archivo'],
  FST_FILES_LIMIT: [400, 'Se permite un archivo por vez'],
  FST_PARTS_LIMIT: [400, 'Demasiadas partes en el formulario'],
};

/** PostgreSQL refused text it cannot store (a NUL character, code 22021): the client's input. */
function isUnstorableText(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 3; depth++) {
    if ((e as { code?: unknown }).code === '22021') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const status = err instanceof HttpError ? err.statusCode : FASTIFY_MESSAGES[err.code]?.[0];
    if (status === 413) {
      // Fastify marks every refused body "Connection: close", so Node would end the socket as
      // soon as the answer is written while the client is still sending: it then fails with
      // EPIPE/ECONNRESET before reading the 413. The rest of the body is read and thrown away
      // instead (up to MAX_DRAIN_BYTES) and the connection stays usable (issue 28 §4).
      reply.removeHeader('connection');
      drainRequest(request.raw);
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...err.extra });
    }
    if (err instanceof GateBusyError) {
      return reply.code(503).header('retry-after', '5').send({ error: MSG.servidorOcupado });
    }
    const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (isUnstorableText(err)) return reply.code(400).send({ error: MSG.caracterNulo });
    if (isDatabaseUnavailable(err)) {
      // Issue 43: an outage is not the server's bug; the client comes back once it is over.
      request.log.warn({ err: err.message }, 'la base de datos no responde');
      return reply.code(503).header('retry-after', '5').send({ error: MSG.baseNoResponde });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: MSG.solicitudInvalida });
    }
    request.log.error({ err }, 'error inesperado');
    return reply.code(500).send({ error: 'Error interno del servidor' });
  });
}

/**
 * What Fastify's router refuses before any hook runs (a path that does not decode, a parameter
 * longer than the router admits): Fastify's `frameworkErrors` option. The security headers of
 * the hooks are missing there, so the strict ones a JSON answer needs are set here.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = FASTIFY_MESSAGES[err.code] ?? [400, MSG.solicitudInvalida];
  return reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
    .send({ error: message });
}

// POST /api/sheets/import: the product CSV in the multipart field "file" (MARKET.md §5), with the
// field `actualizarStock=true` to take the file's stock for existing products too, and
// `?vistaPrevia=true` for a preview that changes nothing. A plugin of its own so multipart parsing
// exists only here, with the CSV's own size limit.
import multipart from '@fastify/multipart';
import { PRICE_MSG } from '@feria/domain/messages/prices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { checkRows } from './csv-check.ts';
import { importRows, previewImport } from './csv-import.ts';
import { MAX_CSV_BYTES, readProductsCsv } from './csv-read.ts';

/** A multipart body cut short or malformed: the parser throws a plain Error, the client's fault. */
function malformed(err: unknown): never {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (err instanceof Error && code === undefined && statusCode === undefined) {
    throw new HttpError(400, PRICE_MSG.csvSinArchivo);
  }
  throw err;
}

const tooLarge = (err: unknown) => {
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new HttpError(413, PRICE_MSG.csvGrande);
  }
  return malformed(err);
};

/** The file's bytes and the "Actualizar stock" box, whichever order the form sent them in. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(400, PRICE_MSG.csvSinArchivo);
  let bytes: Buffer | null = null;
  let actualizarStock = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer().catch(tooLarge);
        // The parser may end a file cut at the limit without throwing (when the cut falls between
        // two chunks): never import the first 2 MB of a larger file (issue 28).
        if (part.file.truncated) throw new HttpError(413, PRICE_MSG.csvGrande);
        if (part.fieldname === 'file' && !bytes) bytes = content;
      } else if (part.fieldname === 'actualizarStock') {
        actualizarStock = part.value === 'true';
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    malformed(err);
  }
  if (!bytes) throw new HttpError(400, PRICE_MSG.csvSinArchivo);
  return { bytes, actualizarStock };
}

export async function csvImportRoutes(app: FastifyInstance, opts: { db: Db; after: AfterCommit }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post('/api/sheets/import', { config: { access: 'admin' } }, async (request) => {
    const vistaPrevia = (request.query as { vistaPrevia?: unknown }).vistaPrevia === 'true';
    const { bytes, actualizarStock } = await readForm(request);
    const read = await readProductsCsv(bytes);
    if (!read.ok) throw new HttpError(400, read.message);
    const checked = await checkRows(read.rows);
    if (!checked.ok) {
      throw new HttpError(400, PRICE_MSG.csvConErrores, { issues: checked.issues.slice(0, 500) });
    }
    const options = { actualizarStock };
    if (vistaPrevia) return previewImport(opts.db, checked.rows, options);
    return importRows(opts.db, checked.rows, options, actorOf(request), opts.after);
  });
}

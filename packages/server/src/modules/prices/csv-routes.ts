// POST /api/sheets/import: the product CSV in the multipart field "file" (MARKET.md §5). A plugin
// of its own so multipart parsing exists only here, with the CSV's own size limit.
import multipart from '@fastify/multipart';
import { PRICE_MSG } from '@feria/domain/price-messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { AfterCommit } from '../../shared/after-commit.ts';
import { actorOf } from '../audit/who.ts';
import { checkRows, importRows } from './csv-import.ts';
import { MAX_CSV_BYTES, readProductsCsv } from './csv-read.ts';

/** A multipart body cut short or malformed: the parser throws a plain Error, the client's fault. */
function malformed(err: unknown): never {
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (err instanceof Error && code === undefined && statusCode === undefined) {
    throw new HttpError(400, PRICE_MSG.csvSinArchivo);
  }
  throw err;
}

export async function csvImportRoutes(app: FastifyInstance, opts: { db: Db; after: AfterCommit }) {
  await app.register(multipart, {
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post('/api/sheets/import', { config: { access: 'admin' } }, async (request) => {
    if (!request.isMultipart()) throw new HttpError(400, PRICE_MSG.csvSinArchivo);
    const part = await request.file().catch(malformed);
    if (part?.fieldname !== 'file') throw new HttpError(400, PRICE_MSG.csvSinArchivo);
    const bytes = await part.toBuffer().catch((err: unknown) => {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, PRICE_MSG.csvGrande);
      }
      return malformed(err);
    });
    // The parser may end a file cut at the limit without throwing (when the cut falls between
    // two chunks): never import the first 2 MB of a larger file (issue 28).
    if (part.file.truncated) throw new HttpError(413, PRICE_MSG.csvGrande);
    const read = readProductsCsv(bytes.toString('utf8'));
    if (!read.ok) throw new HttpError(400, read.message);
    const checked = checkRows(read.rows);
    if (!checked.ok) {
      throw new HttpError(400, PRICE_MSG.csvConErrores, { issues: checked.issues.slice(0, 500) });
    }
    const result = await importRows(opts.db, checked.rows, actorOf(request), opts.after);
    return result;
  });
}

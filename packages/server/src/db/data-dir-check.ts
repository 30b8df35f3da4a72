import fs from 'node:fs';

/** The embedded database cannot be opened as it is; the message says what to do. */
export class DataDirCorruptError extends Error {}

const WHAT_TO_DO =
  'Restaurá una copia con npm run restore -- <archivo> --force, o usá otro DATA_DIR.';

/**
 * PGlite creates a new, empty cluster in any directory without PG_VERSION, even one full of other
 * files: the server would then seed a fresh shop on top of whatever was there and hide the loss.
 * So a non-empty directory that is not a database is refused before PGlite touches it.
 */
export function checkEmbeddedDir(dir: string): void {
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (entries.length === 0 || entries.includes('PG_VERSION')) return;
  throw new DataDirCorruptError(
    `${dir} no está vacío pero no contiene una base de datos (falta PG_VERSION). ` +
      `No se modificó nada. ${WHAT_TO_DO}`,
  );
}

/** PGlite's own failure to start ("PGlite failed to initialize properly", "Aborted()") made clear. */
export function corruptDataDir(dir: string, err: unknown): DataDirCorruptError {
  const reason = err instanceof Error ? err.message : String(err);
  return new DataDirCorruptError(
    `La base de datos embebida en ${dir} no se pudo abrir: está dañada o es de otra versión ` +
      `(${reason}). No se creó una base nueva ni se cargaron datos en ella. ${WHAT_TO_DO}`,
  );
}

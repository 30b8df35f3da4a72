import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no lock of its own and two writers corrupt it, so the embedded database directory
 * is guarded by a pid file. A lock left by a killed process (its pid is gone) is taken over.
 */
export function lockDataDir(dbDir: string): () => void {
  fs.mkdirSync(dbDir, { recursive: true });
  const file = path.join(dbDir, '..', `${path.basename(dbDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DataDirLockedError(
          `La base de datos embebida en ${dbDir} ya está abierta por otro proceso (pid ${pid}). ` +
            'Detené ese proceso o usá otro DATA_DIR.',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`No se pudo tomar el bloqueo de ${dbDir}`);
}

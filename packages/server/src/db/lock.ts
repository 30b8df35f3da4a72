import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite takes no lock of its own and two writers corrupt it, so the embedded database directory
 * is guarded by a listening Unix-domain socket (issue 56). The kernel closes it when its holder
 * dies, however it dies (SIGKILL, a power cut, a zombie nobody reaps): no pid to trust, so a pid
 * reused by another process after a reboot cannot keep the shop down.
 *
 * On Linux the socket lives in the abstract namespace, named by a hash of the folder's real path:
 * no file to leave behind, no 107-byte sun_path limit for a long DATA_DIR, and binding is atomic
 * (two starts at the same moment cannot both win, as they could by unlinking a stale socket
 * file). Elsewhere (a developer's Mac) a socket file in the temporary folder, named the same way,
 * is taken over when connecting to it is refused (its holder is gone).
 */
function lockAddress(dbDir: string): string {
  const hash = createHash('sha256').update(fs.realpathSync(dbDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0feria-db-${hash}`;
  return path.join(os.tmpdir(), `feria-db-${hash}.sock`);
}

/** Listens on the address, or null when someone else already does. */
function listen(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    // Whoever knocks is told who holds the lock, for the refusal's message.
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(null) : reject(err),
    );
    server.listen(address, () => {
      server.unref(); // the lock never keeps the process alive by itself
      resolve(server);
    });
  });
}

/** The holder's pid when it answers; null when the address is a dead holder's left-over file. */
function holder(address: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let said = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('data', (b: Buffer) => (said += b.toString()));
    socket.on('close', () => resolve(said || '?'));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED' || err.code === 'ENOENT') resolve(null);
    });
  });
}

async function tryLock(address: string): Promise<net.Server | string> {
  const server = await listen(address);
  if (server) return server;
  const pid = await holder(address);
  if (pid !== null || address.startsWith('\0')) return pid ?? '?';
  fs.rmSync(address, { force: true }); // a socket file whose holder died
  return (await listen(address)) ?? (await holder(address)) ?? '?';
}

export type LockOptions = {
  /** How long to wait for a holder that may be stopping (a start right after a stop). */
  waitMs?: number;
  /** Told once when a live holder is found and the wait begins. */
  onWait?: (message: string) => void;
};

/** Takes the data directory's lock, or throws DataDirLockedError; resolves with its release. */
export async function lockDataDir(dbDir: string, options: LockOptions = {}): Promise<() => void> {
  fs.mkdirSync(dbDir, { recursive: true });
  const address = lockAddress(dbDir);
  const deadline = Date.now() + (options.waitMs ?? 0);
  let told = false;
  for (;;) {
    const got = await tryLock(address);
    if (typeof got !== 'string') {
      // The pid file of older versions means nothing now: removed so that they do not trip on it.
      fs.rmSync(path.join(dbDir, '..', `${path.basename(dbDir)}.lock`), { force: true });
      return () => got.close();
    }
    if (Date.now() >= deadline) {
      throw new DataDirLockedError(
        `La base de datos embebida en ${dbDir} ya está abierta por otro proceso (pid ${got}). ` +
          'Detené ese proceso o usá otro DATA_DIR.',
      );
    }
    if (!told) {
      told = true;
      const seconds = Math.round((deadline - Date.now()) / 1000);
      options.onWait?.(
        `La base de datos embebida en ${dbDir} está abierta por otro proceso (pid ${got}): ` +
          `espero hasta ${seconds} s a que termine de cerrarse…`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

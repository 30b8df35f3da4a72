// API.md round 4: a backup holds password hashes, addresses and receipts, so whoever runs
// `npm run backup` by hand (umask 022) must still get a copy only its owner can read: files 0600
// in a 0700 folder, whatever the umask. A folder the operator named is not ours to change unless
// this run created it; the shop's own DATA_DIR/backups is always closed.

import fs from 'node:fs';
import path from 'node:path';

/** Creates (or closes) the folder a backup goes into: 0700. */
export function privateFolder(dir: string, ours: boolean): void {
  const existed = fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ours || !existed) fs.chmodSync(dir, 0o700);
}

/** An empty file only the owner can read, created before anything is written into it. */
export function privateEmptyFile(file: string): void {
  fs.writeFileSync(file, '', { mode: 0o600, flag: 'w' });
  fs.chmodSync(file, 0o600);
}

/** Writes `bytes` to `file` readable by its owner only. */
export function writePrivateFile(file: string, bytes: Buffer): void {
  privateEmptyFile(file);
  fs.appendFileSync(file, bytes);
}

/** True when `target` is in the shop's own backups folder. */
export const inBackupsFolder = (dataDir: string, target: string): boolean =>
  path.dirname(target) === path.join(dataDir, 'backups');

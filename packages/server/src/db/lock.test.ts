import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { holdLock } from '../../test/support/processes.ts';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'feria-lock-'));
test('un segundo dueño del mismo directorio se rechaza con el pid del que lo tiene', async () => {
  const dir = path.join(tmp(), 'db');
  const unlock = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  await expect(lockDataDir(dir)).rejects.toThrow(
    `ya está abierta por otro proceso (pid ${process.pid})`,
  );
  unlock();
  await new Promise((r) => setTimeout(r, 50));
  (await lockDataDir(dir))();
});

test('un db.lock viejo con el pid de un proceso vivo cualquiera no impide tomar el bloqueo', async () => {
  const dir = path.join(tmp(), 'db');
  const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${dir}.lock`, String(unrelated.pid));
  try {
    const unlock = await lockDataDir(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    unlock();
  } finally {
    unrelated.kill();
  }
});

test('otro proceso lo tiene: se rechaza; muerto con SIGKILL, se toma enseguida', async () => {
  const dir = path.join(tmp(), 'db');
  const other = await holdLock(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${other.child.pid})`);
  other.child.kill('SIGKILL');
  await other.exited;
  (await lockDataDir(dir))();
}, 30_000);

test('espera a un dueño que se está yendo, y lo dice', async () => {
  const dir = path.join(tmp(), 'db');
  const other = await holdLock(dir);
  setTimeout(() => other.child.kill('SIGTERM'), 600);
  const told: string[] = [];
  const started = Date.now();
  const unlock = await lockDataDir(dir, { waitMs: 10_000, onWait: (m) => told.push(m) });
  expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  expect(told).toEqual([expect.stringContaining('espero hasta 10 s a que termine de cerrarse')]);
  unlock();
}, 30_000);

test('un DATA_DIR de ruta larga (más de 107 bytes) también se bloquea', async () => {
  const dir = path.join(tmp(), 'una-carpeta-de-nombre-muy-largo-'.repeat(5), 'db');
  expect(dir.length).toBeGreaterThan(120);
  const unlock = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  unlock();
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'feria-lock-'));

test('un segundo proceso no puede abrir el mismo directorio de PGlite', async () => {
  const dir = path.join(tmp(), 'db');
  // Another live process holds the lock.
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${dir}.lock`, String(other.pid));
  try {
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/ya está abierta por otro proceso/);
  } finally {
    other.kill();
  }
});

test('el bloqueo de un proceso muerto se toma, y se suelta al cerrar', async () => {
  const dir = path.join(tmp(), 'db');
  fs.mkdirSync(dir, { recursive: true });
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => dead.once('exit', r));
  fs.writeFileSync(`${dir}.lock`, String(dead.pid));
  const unlock = lockDataDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  unlock();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});

// Round 4 (issue 44): both systemd units carry the same sandbox, the backup unit's folder has the
// main unit's mode, and `systemd-analyze security --offline=yes` rates each below 3.2.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const deployDir = fileURLToPath(new URL('../../../deploy/', import.meta.url));
const UNITS = ['feria@.service', 'feria-backup.service'];
const unit = (name: string) => fs.readFileSync(`${deployDir}${name}`, 'utf8');
const setting = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

const hasAnalyze = (() => {
  try {
    execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('las dos unidades filtran llamadas al sistema, ocultan /proc y limpian IPC', () => {
  for (const name of UNITS) {
    const text = unit(name);
    expect(setting(text, 'SystemCallFilter'), name).toContain('@system-service');
    expect(setting(text, 'ProtectProc'), name).toEqual(['invisible']);
    expect(setting(text, 'ProcSubset'), name).toEqual(['pid']);
    expect(setting(text, 'RemoveIPC'), name).toEqual(['yes']);
    expect(setting(text, 'UMask'), name).toEqual(['0077']);
  }
  const [main, backup] = UNITS.map((name) => setting(unit(name), 'StateDirectoryMode'));
  expect(main).toEqual(['0750']);
  expect(backup).toEqual(main);
});

test.runIf(hasAnalyze)('systemd-analyze security --offline: exposición menor que 3,2', () => {
  for (const name of UNITS) {
    const out = execFileSync('systemd-analyze', ['security', '--offline=yes', name], {
      cwd: deployDir,
      encoding: 'utf8',
    });
    const [, level] = /Overall exposure level for \S+: (\d+(?:\.\d+)?)/.exec(out) ?? [];
    expect(Number(level), `${name}: ${level}`).toBeLessThan(3.2);
  }
});

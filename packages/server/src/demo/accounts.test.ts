// The demo's passwords are printed last and kept in DATA_DIR/cuentas-demo.txt (issue 33).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { testConfig } from '../../test/support/app.ts';
import { accountsNotice } from './accounts.ts';

const created = ['  admin:    admin@feria.local / abc', '  vendedor: vendedor@feria.local / xyz'];

test('una demo nueva muestra las cuentas, las guarda sólo para su dueño y las recuerda después', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-cuentas-'));
  const config = testConfig({ SEED_DEMO: 'true', DATA_DIR: dir });
  const file = path.join(config.dataDir, 'cuentas-demo.txt');
  const lines = accountsNotice(config, created);
  expect(lines).toEqual([
    '',
    'Cuentas creadas:',
    ...created,
    `Guardadas en ${file} (para verlas de nuevo: cat "${file}").`,
  ]);
  expect(fs.readFileSync(file, 'utf8')).toContain('vendedor@feria.local / xyz');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(accountsNotice(config, [])).toEqual([`Las cuentas de la demo están en ${file}`]);
  fs.rmSync(dir, { recursive: true });
});

test('una tienda real no guarda la contraseña en un archivo', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-cuentas-'));
  const config = testConfig({ SEED_DEMO: 'false', DATA_DIR: dir });
  const lines = accountsNotice(config, created.slice(0, 1));
  expect(lines.at(-1)).toBe('Se muestran una sola vez: anotalas y cambiá la contraseña en Perfil.');
  expect(fs.readdirSync(dir)).toEqual([]);
  expect(accountsNotice(config, [])).toEqual([]);
  fs.rmSync(dir, { recursive: true });
});

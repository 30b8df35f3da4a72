// The staff accounts made on the first start, printed last (after the build output and the
// listening line) so they do not scroll away. A demo shop also keeps them in
// DATA_DIR/cuentas-demo.txt (readable by its owner only) and points at it on every start.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';

const FILE = 'cuentas-demo.txt';

function demoAccountsFile(config: Pick<Config, 'SEED_DEMO' | 'dataDir'>): string {
  return path.join(config.dataDir, FILE);
}

/** The lines to print after start-up: the new accounts, or where a demo's are kept. */
export function accountsNotice(
  config: Pick<Config, 'SEED_DEMO' | 'dataDir'>,
  created: string[],
): string[] {
  const file = demoAccountsFile(config);
  if (created.length === 0) {
    return config.SEED_DEMO && fs.existsSync(file)
      ? [`Las cuentas de la demo están en ${file}`]
      : [];
  }
  const lines = ['', 'Cuentas creadas:', ...created];
  if (config.SEED_DEMO) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `Cuentas de la demo de Feria\n${created.join('\n')}\n`, { mode: 0o600 });
    lines.push(`Guardadas en ${file} (para verlas de nuevo: cat "${file}").`);
  } else {
    lines.push('Se muestran una sola vez: anotalas y cambiá la contraseña en Perfil.');
  }
  return lines;
}

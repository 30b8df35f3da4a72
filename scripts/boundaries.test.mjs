// Plants each boundary violation in a small copy of the workspace's shape and expects
// scripts/boundaries.mjs to find it, however the import is spelled (issue 50); and the real
// workspace has none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { findBreaches } from './boundaries.mjs';

let root;

function write(file, text) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'feria-boundaries-'));
  write('packages/domain/package.json', JSON.stringify({ exports: { './*': './src/*.ts' } }));
  write('packages/domain/src/rules/money.ts', "import { z } from 'zod';\nexport const m = z;\n");
  write('packages/server/src/db/schema.ts', 'export const schema = 1;\n');
  write('packages/server/src/modules/settlements/routes.ts', 'export const periodOf = 1;\n');
  write('packages/server/src/modules/cobro/routes.ts', 'export const pagosRoute = 1;\n');
  write('packages/server/src/modules/cobro/records.ts', "import { x } from './routes.ts';\n");
  write('packages/views/package.json', JSON.stringify({ exports: { './*': './src/*' } }));
  write(
    'packages/server/src/modules/share/first-screen.ts',
    "import { x } from '@feria/views/first-screens.tsx';\nexport const y = x;\n",
  );
  write(
    'packages/views/src/first-screens.tsx',
    "import { m } from '@feria/domain/rules/money';\nimport { useId } from 'react';\n",
  );
  write('packages/web/src/lib/cards.ts', "import { x } from '@feria/views/first-screens.tsx';\n");
  write('packages/web/src/main.tsx', "import './app/router.tsx';\n");
  write('packages/web/src/app/router.tsx', "import '../features/a/pages/a-page.tsx';\n");
  write('packages/web/src/features/a/pages/a-page.tsx', "import '../../../core/store.ts';\n");
  write('packages/web/src/features/b/b-file.ts', 'export const b = 1;\n');
  write('packages/web/src/core/store.ts', "import '../lib/format.ts';\n");
  write('packages/web/src/lib/format.ts', 'export const f = 1;\n');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('los límites del código se miden sobre el archivo importado', () => {
  test('el árbol limpio no tiene violaciones', () => {
    expect(findBreaches(root)).toEqual([]);
  });

  const planted = [
    [
      'un módulo del servidor importa el archivo de rutas de otro',
      'packages/server/src/modules/portal/routes.ts',
      "import { periodOf } from '../settlements/routes.ts';",
    ],
    [
      'un módulo importa las rutas de otro desde una subcarpeta',
      'packages/server/src/modules/sales/manage/routes.ts',
      "import { pagosRoute } from '../../cobro/routes.ts';",
    ],
    [
      'la configuración importa un módulo (el ARCA de antes)',
      'packages/server/src/config.ts',
      "import { arcaConfig } from './modules/cobro/records.ts';",
    ],
    [
      'un archivo de config/ importa shared/',
      'packages/server/src/config/arca.ts',
      "import { x } from '../shared/csv.ts';",
    ],
    [
      'la base lee http/',
      'packages/server/src/db/open.ts',
      "import { HttpError } from '../http/errors.ts';",
    ],
    [
      'shared/ importa un módulo',
      'packages/server/src/shared/picture-store.ts',
      "import { x } from '../modules/cobro/records.ts';",
    ],
    [
      'http/ importa un módulo por el paquete',
      'packages/server/src/http/access.ts',
      "import { x } from '@feria/server/src/modules/cobro/records.ts';",
    ],
    [
      'un módulo importa la app',
      'packages/server/src/modules/cobro/bad.ts',
      "import { buildApp } from '../../app.ts';",
    ],
    [
      'un módulo importa la demo',
      'packages/server/src/modules/sales/manage/bad.ts',
      "import { seed } from '../../../demo/seed.ts';",
    ],
    [
      'una feature importa otra desde su raíz',
      'packages/web/src/features/a/a.ts',
      "import { b } from '../b/b-file.ts';",
    ],
    [
      'una feature trepa con ../../../features/…',
      'packages/web/src/features/a/components/c.tsx',
      "import { b } from '../../../features/b/b-file.ts';",
    ],
    [
      'un archivo cinco carpetas adentro importa otra feature',
      'packages/web/src/features/a/x/y/z/w/deep.ts',
      "import { b } from '../../../../../b/b-file.ts';",
    ],
    [
      'una feature usa la ruta del paquete @feria/web/src',
      'packages/web/src/features/a/p.ts',
      "import { b } from '@feria/web/src/features/b/b-file.ts';",
    ],
    [
      'una feature reexporta otra',
      'packages/web/src/features/a/re.ts',
      "export { b } from '../b/b-file.ts';",
    ],
    [
      'una feature importa otra con import() dinámico',
      'packages/web/src/features/a/lazy.ts',
      "export const load = () => import('../b/b-file.ts');",
    ],
    ['core importa src/app', 'packages/web/src/core/up.ts', "import '../app/router.tsx';"],
    [
      'lib importa src/app por el paquete',
      'packages/web/src/lib/up.ts',
      "import '@feria/web/src/app/router.tsx';",
    ],
    ['lib importa api', 'packages/web/src/lib/bad.ts', "import { a } from '../api/x.ts';"],
    ['api importa core', 'packages/web/src/api/bad.ts', "import '../core/store.ts';"],
    [
      'core importa components',
      'packages/web/src/core/cart/bad.ts',
      "import { toast } from '../../components/ui/toast.tsx';",
    ],
    [
      'components importa una feature',
      'packages/web/src/components/bad.tsx',
      "import { b } from '../features/b/b-file.ts';",
    ],
    [
      'lib importa core por el paquete',
      'packages/web/src/lib/bad.ts',
      "import '@feria/web/src/core/store.ts';",
    ],
    [
      'el dominio importa el servidor',
      'packages/domain/src/rules/bad.ts',
      "import { schema } from '../../../server/src/db/schema.ts';",
    ],
    [
      'el dominio importa el servidor por el paquete',
      'packages/domain/src/rules/bad.ts',
      "import { schema } from '@feria/server/src/db/schema.ts';",
    ],
    [
      'el dominio importa la web',
      'packages/domain/src/rules/bad.ts',
      "import { f } from '@feria/web/src/lib/format.ts';",
    ],
    [
      'el dominio depende de otra biblioteca que zod',
      'packages/domain/src/rules/bad.ts',
      "import { useState } from 'react';",
    ],
    [
      'el servidor importa la web',
      'packages/server/src/modules/x/bad.ts',
      "import { b } from '@feria/web/src/features/b/b-file.ts';",
    ],
    [
      'el servidor trepa a la web',
      'packages/server/src/modules/share/bad.ts',
      "import { f } from '../../../../web/src/lib/format.ts';",
    ],
    [
      'las vistas importan la web',
      'packages/views/src/bad.tsx',
      "import { f } from '../../web/src/lib/format.ts';",
    ],
    [
      'las vistas importan el servidor por el paquete',
      'packages/views/src/bad.tsx',
      "import { schema } from '@feria/server/src/db/schema.ts';",
    ],
    [
      'las vistas usan otra biblioteca que React',
      'packages/views/src/bad.tsx',
      "import { Link } from 'react-router';",
    ],
    [
      'la web importa el servidor',
      'packages/web/src/lib/bad.ts',
      "import { schema } from '../../../server/src/db/schema.ts';",
    ],
    [
      'la web importa el servidor por el paquete',
      'packages/web/src/core/bad.ts',
      "import type { schema } from '@feria/server/src/db/schema.ts';",
    ],
  ];

  test.each(planted)('%s: se detecta', (_name, file, line) => {
    write(file, `${line}\n`);
    const found = findBreaches(root);
    expect(found).toHaveLength(1);
    expect(found[0].from).toBe(file);
  });
});

test('una prueba del servidor puede importar cualquier capa', () => {
  write('packages/server/src/db/open.test.ts', "import { buildApp } from '../app.ts';\n");
  write('packages/server/src/modules/cobro/records.test.ts', "import '../../demo/seed.ts';\n");
  expect(findBreaches(root)).toEqual([]);
});

test('el repositorio no tiene violaciones', () => {
  expect(findBreaches(path.resolve(import.meta.dirname, '..'))).toEqual([]);
});

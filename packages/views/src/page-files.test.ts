import { expect, test } from 'vitest';
import { PAGE_SOURCES } from './page-files.ts';

// The source files of the web's pages, as the build's manifest names them (from the web's root).
const pages = Object.keys(import.meta.glob('../../web/src/features/*/pages/*.tsx')).map((file) =>
  file.replace('../../web/src/', 'src/'),
);

test('las páginas que el servidor nombra en el HTML son archivos de la web', () => {
  for (const source of Object.values(PAGE_SOURCES)) expect(pages).toContain(source);
});

import { PAGE_ERROR_MSG } from '@feria/domain/messages/page-error';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { takeConsoleErrors } from '../test/console-errors.ts';
import { isStaleChunk, PageErrorBoundary, reportCaughtError } from './page-error-boundary.tsx';

function Broken(): never {
  throw new Error('una página rota');
}

test('un error al dibujar una página muestra "Algo salió mal al mostrar esta página." y "Volver a cargar"', () => {
  render(
    <PageErrorBoundary>
      <Broken />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain(PAGE_ERROR_MSG.algoSalioMal);
  expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy();
  // React reports the error it caught; here it is the one the test threw.
  expect(takeConsoleErrors().flat().map(String).join(' ')).toContain('una página rota');
});

test('el código de una página que ya no existe se reconoce como de una versión anterior', () => {
  expect(
    isStaleChunk(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
  ).toBe(true);
  expect(isStaleChunk(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isStaleChunk(new Error('una página rota'))).toBe(false);
});

function StaleChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/pagina-vieja.js');
}

test('el código de una versión anterior recarga la página una vez, y no en bucle', () => {
  const first = render(
    <PageErrorBoundary>
      <StaleChunk />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('status').textContent).toBe(PAGE_ERROR_MSG.versionNueva);
  expect(sessionStorage.getItem('feria-recarga-por-version')).not.toBeNull();
  first.unmount();
  takeConsoleErrors(); // jsdom cannot reload a page, and says so

  // Back from that reload, the code still does not arrive: the message and the button.
  render(
    <PageErrorBoundary>
      <StaleChunk />
    </PageErrorBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain(PAGE_ERROR_MSG.algoSalioMal);
  expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy();
  takeConsoleErrors();
  sessionStorage.clear();
});

test('un error que la página atrapó llega al registro del servidor; el de una versión anterior no', async () => {
  const sent: [string, Blob][] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => sent.push([url, body]) > 0,
  });
  try {
    reportCaughtError(new Error('una página rota'));
    reportCaughtError(new TypeError('Importing a module script failed.'));
    takeConsoleErrors();
    expect(sent).toHaveLength(1);
    const [url, body] = sent[0]!;
    expect(url).toBe('/api/errores-web');
    expect(JSON.parse(await body.text())).toMatchObject({
      mensaje: 'una página rota',
      pagina: '/',
    });
  } finally {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  }
});

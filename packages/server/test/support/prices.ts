// Shared by the price tests: API calls of MARKET.md §5 and a multipart body for the CSV import.
import type { TestContext } from './app.ts';

/** A multipart body with one file part (and text fields before it), as a browser's FormData sends it. */
function multipartBody(file: Buffer | string, field = 'file', fields: Record<string, string> = {}) {
  const boundary = `----feria${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="productos.csv"\r\n` +
      'Content-Type: text/csv\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(file), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function priceHelpers(t: TestContext) {
  return {
    adjust: (cookie: string | undefined, body: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/precios/ajuste',
        cookie,
        payload: { redondeo: 0, vistaPrevia: false, ...body },
      }),
    undo: (cookie: string | undefined, id: number | string) =>
      t.request({ method: 'POST', url: `/api/precios/ajuste/${id}/deshacer`, cookie }),
    history: (cookie: string | undefined, id: number) =>
      t.request({ method: 'GET', url: `/api/precios/historial/${id}`, cookie }),
    exportCsv: (cookie: string | undefined) =>
      t.request({ method: 'GET', url: '/api/sheets/data.csv', cookie }),
    importCsv: (
      cookie: string | undefined,
      file: Buffer | string,
      field = 'file',
      options: { actualizarStock?: boolean; vistaPrevia?: boolean } = {},
    ) =>
      t.request({
        method: 'POST',
        url: `/api/sheets/import${options.vistaPrevia ? '?vistaPrevia=true' : ''}`,
        cookie,
        ...multipartBody(
          file,
          field,
          options.actualizarStock === undefined
            ? {}
            : { actualizarStock: String(options.actualizarStock) },
        ),
      }),
  };
}

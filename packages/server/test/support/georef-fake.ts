// A local stand-in for Argentina's Georef API (`GET /direcciones`, as apis.datos.gob.ar/georef
// documents it: `{ direcciones: [{ nomenclatura, ubicacion: { lat, lon } }], cantidad, total,
// inicio }`), started by the tests. Each address answers as the test sets it: a point, no point
// (Georef's null ubicación), a 500, or no answer at all. Never the real service.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type Reply = { lat: number; lon: number } | 'sin' | 500 | 'hang';

export type GeorefFake = {
  url: string;
  /** The `direccion` of every request received, in order. */
  asked: URLSearchParams[];
  /** What an address answers (matched on its `direccion` as sent); unknown ones: 'sin'. */
  set(direccion: string, ...replies: Reply[]): void;
  close(): Promise<void>;
};

export async function startGeorefFake(): Promise<GeorefFake> {
  const replies = new Map<string, Reply[]>();
  const asked: URLSearchParams[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/direcciones') {
      res.writeHead(404).end();
      return;
    }
    asked.push(url.searchParams);
    const direccion = url.searchParams.get('direccion') ?? '';
    const queue = replies.get(direccion) ?? [];
    const reply = (queue.length > 1 ? queue.shift() : queue[0]) ?? 'sin';
    if (reply === 'hang') return; // never answers
    if (reply === 500) {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"errores":[]}');
      return;
    }
    const ubicacion = reply === 'sin' ? { lat: null, lon: null } : reply;
    const body = {
      direcciones: [
        { nomenclatura: `${direccion.toUpperCase()}, La Capital, Santa Fe`, ubicacion },
      ],
      cantidad: 1,
      total: 1,
      inicio: 0,
      parametros: Object.fromEntries(url.searchParams),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    set: (direccion, ...r) => replies.set(direccion, r),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

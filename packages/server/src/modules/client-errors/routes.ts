// POST /api/errores-web (issue 50): an error a page met in a browser, written to the server's log
// beside its own errors, where the market's admin already looks (journalctl), instead of only to
// the console of a phone nobody sees. Public and Origin-checked like every write; a small body,
// and at most PER_MINUTE reports a minute from one address, so nobody can flood the log.
import { CLIENT_ERROR_PATH, clientErrorSchema } from '@feria/domain/schemas/client-error';
import { HttpError } from '../../http/errors.ts';
import type { Api } from '../../http/zod-provider.ts';

const PER_MINUTE = 10;
const MINUTE = 60_000;
const DEMASIADOS = 'Demasiados intentos, probá de nuevo en unos minutos';

export function clientErrorRoutes(app: Api): void {
  let window = Date.now();
  const counts = new Map<string, number>();

  app.post(
    CLIENT_ERROR_PATH,
    { config: { access: 'public' }, bodyLimit: 8 * 1024, schema: { body: clientErrorSchema } },
    async (request, reply) => {
      if (Date.now() - window > MINUTE) {
        window = Date.now();
        counts.clear();
      }
      const seen = (counts.get(request.ip) ?? 0) + 1;
      counts.set(request.ip, seen);
      if (seen > PER_MINUTE) throw new HttpError(429, DEMASIADOS);
      const { mensaje, pagina, pila } = request.body;
      request.log.error({ pagina, pila, ip: request.ip }, `Error en el navegador: ${mensaje}`);
      return reply.code(204).send();
    },
  );
}

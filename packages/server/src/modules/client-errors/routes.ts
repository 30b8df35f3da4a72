// POST /api/errores-web (issue 50): an error a page met in a browser, written to the server's log
// beside its own errors, where the market's admin already looks (journalctl), instead of only to
// the console of a phone nobody sees. Public and Origin-checked like every write; a small body,
// and at most PER_MINUTE reports a minute from one address, so nobody can flood the log.
import { CLIENT_ERROR_PATH, clientErrorSchema } from '@feria/domain/schemas/client-error';
import { perMinute } from '../../http/per-minute.ts';
import type { Api } from '../../http/zod-provider.ts';

const PER_MINUTE = 10;

export function clientErrorRoutes(app: Api): void {
  const limiter = perMinute(PER_MINUTE);

  app.post(
    CLIENT_ERROR_PATH,
    { config: { access: 'public' }, bodyLimit: 8 * 1024, schema: { body: clientErrorSchema } },
    async (request, reply) => {
      limiter.take(request.ip);
      const { mensaje, pagina, pila } = request.body;
      request.log.error({ pagina, pila, ip: request.ip }, `Error en el navegador: ${mensaje}`);
      return reply.code(204).send();
    },
  );
}

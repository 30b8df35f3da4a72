// What a browser reports of an error it met (issue 50): the page error boundary sends it so the
// error reaches the server's log. Public, so every field is bounded.
import { z } from 'zod';

export const clientErrorSchema = z.object({
  mensaje: z.string().min(1).max(500),
  pagina: z.string().max(200),
  pila: z.string().max(4000).optional(),
});

export type ClientError = z.infer<typeof clientErrorSchema>;

export { CLIENT_ERROR_PATH } from '../rules/client-error-path.ts';

// Payloads of the account calls (API.md "Session and accounts", DESIGN §3.18–3.19).
import { z } from 'zod';
import { ACCOUNT_MSG } from '../messages/account.ts';
import { MSG } from '../messages/shop.ts';
import { MAX_INT32 } from './bounds.ts';
import { email, newPassword, PASSWORD_MAX } from './user.ts';

/** Tokens are 43 base64url characters; anything else is simply not a valid link. */
const token = z
  .string({ error: ACCOUNT_MSG.enlaceInvalido })
  .min(1, { error: ACCOUNT_MSG.enlaceInvalido })
  .max(200, { error: ACCOUNT_MSG.enlaceInvalido });

export const forgotSchema = z.object({ email });

export const resetSchema = z.object({ token, password: newPassword });
export type Reset = z.infer<typeof resetSchema>;

export const verifySchema = z.object({ token });

export const changePasswordSchema = z.object({
  actual: z
    .string({ error: MSG.passwordObligatoria })
    .min(1, { error: MSG.passwordObligatoria, abort: true })
    .max(PASSWORD_MAX, { error: MSG.passwordLarga }),
  nueva: newPassword,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const userStateSchema = z.object({
  activo: z.boolean({ error: ACCOUNT_MSG.activoInvalido }),
});

/** Actividad: newest first, 50 a page by default, 200 at most. */
export const AUDIT_PAGE = 50;
export const auditQuerySchema = z.object({
  offset: z.coerce
    .number({ error: MSG.datosInvalidos })
    .int({ error: MSG.datosInvalidos })
    .min(0, { error: MSG.datosInvalidos })
    .max(MAX_INT32, { error: MSG.datosInvalidos })
    .default(0),
  limit: z.coerce
    .number({ error: MSG.datosInvalidos })
    .int({ error: MSG.datosInvalidos })
    .min(1, { error: MSG.datosInvalidos })
    .max(200, { error: MSG.datosInvalidos })
    .default(AUDIT_PAGE),
  quien: z.string().trim().max(254, { error: MSG.textoLargo }).default(''),
  accion: z.string().trim().max(60, { error: MSG.textoLargo }).default(''),
});

/** One row of Actividad (`GET /api/auditoria`). */
/** `id` only keys the rows of the table. */
export type AuditRow = {
  id: number;
  fecha: string;
  quien: string;
  accion: string;
  detalle: string;
  /** The client's address, for sign-ins and their failures ("" when not recorded). */
  ip: string;
};

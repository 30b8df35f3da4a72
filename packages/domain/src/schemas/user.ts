// Staff user form, public registration and login (SPEC §5, API.md). Keys are in the spec's
// order, so the first issue is the first failing rule. E-mails come out trimmed and lowercased.
import { z } from 'zod';
import { MSG } from '../messages/shop.ts';
import { requiredText } from './fields.ts';

/** DESIGN §3.18: 8, not SPEC's 6 (OWASP ASVS 6.2.1). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
const NAME_MIN = 2;

/** An e-mail address: trimmed and lowercased, at most 254 characters. */
export const email = z
  .string({ error: MSG.emailObligatorio })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.emailObligatorio, abort: true })
  .max(254, { error: MSG.emailInvalido, abort: true })
  .pipe(z.email({ error: MSG.emailInvalido }));

/** Passwords are never trimmed: spaces are part of them. */
export const newPassword = z
  .string({ error: MSG.passwordObligatoria })
  .min(1, { error: MSG.passwordObligatoria, abort: true })
  .min(PASSWORD_MIN, { error: MSG.passwordMinimo })
  .max(PASSWORD_MAX, { error: MSG.passwordLarga });

/** "Crear nuevo usuario" in the back-office: only sellers are created there. */
export const sellerFormSchema = z.object({
  nombre: requiredText(MSG.nombreObligatorio).min(NAME_MIN, { error: MSG.nombreMinimo }),
  email,
  password: newPassword,
  role: z
    .string({ error: MSG.rolObligatorio })
    .trim()
    .min(1, { error: MSG.rolObligatorio, abort: true })
    .pipe(z.literal('seller', { error: MSG.rolInvalido })),
});

export type SellerFormInput = z.input<typeof sellerFormSchema>;
export type SellerForm = z.infer<typeof sellerFormSchema>;

/** Public registration; the account is always a customer (`role` sent by anyone is dropped). */
export const registerSchema = z.object({
  name: requiredText(MSG.nombreObligatorio),
  email,
  state: requiredText(MSG.provinciaObligatoria),
  postalCode: requiredText(MSG.cpObligatorio),
  address: requiredText(MSG.direccionObligatoria),
  password: newPassword,
  celular: z
    .string({ error: MSG.datosInvalidos })
    .trim()
    .max(200, { error: MSG.textoLargo })
    .optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.infer<typeof registerSchema>;

/** Login: both required; a wrong pair is answered later with "Error al ingresar". */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: MSG.passwordObligatoria })
    .min(1, { error: MSG.passwordObligatoria, abort: true })
    .max(PASSWORD_MAX, { error: MSG.passwordLarga }),
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.infer<typeof loginSchema>;

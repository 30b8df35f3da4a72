// MARKET §13.3: a customer may ask for WhatsApp notices only with a celular WhatsApp can reach.
import { WA_MSG } from '@feria/domain/messages/whatsapp';
import { whatsappNumber } from '@feria/domain/rules/whatsapp-number';
import { HttpError } from '../../http/errors.ts';

/** 400 "El celular no es un número de WhatsApp válido" on `path` when `celular` has no number. */
export function checkWhatsappNumber(celular: string, path: string): void {
  if (whatsappNumber(celular)) return;
  throw new HttpError(400, WA_MSG.celularNoWhatsapp, {
    issues: [{ path, message: WA_MSG.celularNoWhatsapp }],
  });
}

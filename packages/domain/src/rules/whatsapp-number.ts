// The WhatsApp number of a celular as typed (MARKET §13.1), computed with libphonenumber-js's
// "max" metadata, never with a hand-written rule. Heavy (its metadata): the storefront's first
// load must not import this module; the server validates, staff screens load it lazily.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const AR_TYPES = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);
const OTHER_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** `549` + 10 digits for Argentina, E.164 without `+` elsewhere; null when it is not one. */
export function whatsappNumber(celular: string | null | undefined): string | null {
  const typed = (celular ?? '').trim();
  if (typed === '') return null;
  const phone = parsePhoneNumberFromString(typed, 'AR');
  if (!phone?.isValid()) return null;
  const type = phone.getType() ?? '';
  if (phone.country === 'AR') {
    if (!AR_TYPES.has(type)) return null;
    // The national number of a mobile carries the leading 9; the 10 digits are area + subscriber.
    const national = String(phone.nationalNumber);
    const ten = national.length === 11 && national.startsWith('9') ? national.slice(1) : national;
    return ten.length === 10 ? `549${ten}` : null;
  }
  if (!OTHER_TYPES.has(type)) return null;
  return phone.number.replace(/^\+/, '');
}

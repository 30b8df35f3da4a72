// A customer's celular as a wa.me number. Customers write it as they say it ("0342 155-1234",
// "+54 9 342 555 1234", "3425551234"); WhatsApp wants the international form, which for an
// Argentine mobile is 54 9 + area code + number, without the trunk 0.

/**
 * Digits for https://wa.me/{n}, or null when there is no usable number.
 * @internal Exported for its tests.
 */
export function whatsappNumber(celular: string): string | null {
  let digits = celular.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2); // 0054… international prefix
  if (digits.length < 8) return null;
  if (digits.startsWith('54')) {
    const rest = digits.slice(2);
    return rest.startsWith('9') ? digits : `549${rest.replace(/^0/, '')}`;
  }
  return `549${digits.replace(/^0/, '')}`;
}

/** The chat link, with an optional first message. */
export function whatsappUrl(celular: string, text?: string): string | null {
  const number = whatsappNumber(celular);
  if (!number) return null;
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

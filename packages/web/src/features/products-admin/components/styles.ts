// The look of the products back-office: 44 px touch targets, brand colours.
const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:opacity-60';

export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;
export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100 disabled:opacity-50';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base focus:border-brand-600';
export const labelClass = 'block text-sm font-semibold text-stone-700';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';

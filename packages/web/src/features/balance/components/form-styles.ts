// Shared look of the back-office forms of this feature (and the carousel editor).
export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600';
export const labelClass = 'block text-sm font-semibold text-stone-700';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

// The point-of-sale look: large touch targets (44 px and more) for a tablet or phone at the stall.
const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const quietButton = `${button} text-stone-700 hover:bg-stone-100`;
export const dangerText = `${button} text-red-700 hover:bg-red-50`;
export const stepButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-40';
export const fieldClass =
  'mt-1 block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-brand-600';
export const labelClass = 'block text-sm font-semibold text-stone-700';

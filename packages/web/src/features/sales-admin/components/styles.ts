// The sales back-office look: 44 px touch targets, brand colours.
const button =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:opacity-60';

export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${button} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const dangerButton = `${button} bg-red-700 text-white hover:bg-red-800`;
export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100 disabled:opacity-50';

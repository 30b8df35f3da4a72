// The shop's controls in one place: 44 px touch targets (48 px at the point of sale), brand colours.
// Plain class strings, so a link can look like a button and a feature can add layout classes.

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = `${buttonBase} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${buttonBase} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const dangerButton = `${buttonBase} bg-red-700 text-white hover:bg-red-800`;
/** A button without a box: "Borrar todo" beside a heading. */
export const quietButton = `${buttonBase} text-stone-700 hover:bg-stone-100`;
/** "Borrar" on a line: red text, no box. */
export const dangerTextButton = `${buttonBase} text-red-700 hover:bg-red-50`;
/** A square button holding only an icon; it needs an aria-label. */
export const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-stone-100 disabled:opacity-50';
/** − and + beside a quantity. */
export const stepButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-stone-300 bg-white text-xl font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-40';

const fieldBase =
  'mt-1 block w-full rounded-lg border bg-white px-3 text-base focus:border-brand-600';

export const inputClass = `${fieldBase} min-h-11 border-stone-300`;
/** A field marked invalid: the red border goes with the message under it. */
export const invalidInputClass = `${fieldBase} min-h-11 border-red-600`;
/** The point of sale's fields: a little taller, for a finger at the stall. */
export const largeInputClass = `${fieldBase} min-h-12 border-stone-300`;

export const labelClass = 'block text-sm font-semibold text-stone-700';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';
export const hintClass = 'mt-1 text-xs text-stone-500';

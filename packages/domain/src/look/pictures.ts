// Class strings of a product picture, for the web's views (the first screens render them too).

/** A square product picture filling its box (cards, the detail's gallery, the first screens). */
export const SQUARE_PICTURE = 'aspect-square w-full object-cover';

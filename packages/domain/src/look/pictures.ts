// Class strings of a product picture, shared by the web's components and the first screens.

/** A square product picture filling its box (cards, the detail's gallery, the first screens). */
export const SQUARE_PICTURE = 'aspect-square w-full object-cover';

// Delays and thresholds of the interface (SPEC §4, §9), in milliseconds or pixels.

export const TIMING = {
  /** After a successful login, before going to the dashboard or home. */
  redirectAfterLoginMs: 2000,
  /** Not logged in on the back-office, before going to /login. */
  unauthorizedRedirectMs: 1000,
  /** After a successful order on the basket page, before going home. */
  redirectAfterOrderMs: 3000,
  /** After creating a user, before reloading the list. */
  reloadAfterUserCreateMs: 1000,
  /** The chat greeting bubble closes itself. */
  chatGreetingMs: 20_000,
  /** The empty-results spinner becomes "No se encontraron resultados". */
  emptyResultsSpinnerMs: 5000,
  /** Image-upload and create-product toasts. */
  toastDismissMs: 2000,
  /** Home carousel auto-advance and fade. */
  carouselAdvanceMs: 6000,
  carouselFadeMs: 500,
  /** Resize debounce of the carousel. */
  resizeDebounceMs: 50,
} as const;

/** The scroll-to-top button appears after this many pixels of scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/** The basket panel scrolls when it holds more than this many lines. */
export const BASKET_PANEL_MAX_LINES = 4;

import { expect, test } from 'vitest';
import { BASKET_PANEL_MAX_LINES, SCROLL_TOP_THRESHOLD_PX, TIMING } from './timing.ts';

test('las esperas de la interfaz son las de la especificación', () => {
  expect(TIMING).toEqual({
    redirectAfterLoginMs: 2000,
    unauthorizedRedirectMs: 1000,
    redirectAfterOrderMs: 3000,
    reloadAfterUserCreateMs: 1000,
    chatGreetingMs: 20000,
    emptyResultsSpinnerMs: 5000,
    toastDismissMs: 2000,
    carouselAdvanceMs: 6000,
    carouselFadeMs: 500,
    resizeDebounceMs: 50,
  });
});

test('el botón para subir aparece a los 300 px y la canasta desplaza con más de 4 líneas', () => {
  expect(SCROLL_TOP_THRESHOLD_PX).toBe(300);
  expect(BASKET_PANEL_MAX_LINES).toBe(4);
});

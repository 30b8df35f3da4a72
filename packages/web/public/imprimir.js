// The printed Preparación (server ferias/print-page.ts): its "Imprimir" button, and the print
// dialog at once when Preparación's "Imprimir" opened it (?imprimir). Plain script, no build.
const button = document.querySelector('[data-imprimir]');
if (button) {
  button.hidden = false;
  button.addEventListener('click', () => window.print());
}
if (new URLSearchParams(window.location.search).has('imprimir')) {
  window.addEventListener('load', () => window.print());
}

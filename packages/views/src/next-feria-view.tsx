// The "Próxima feria" line as it is drawn, data in props: NextFeriaLine gives it the ferias, and
// the server paints it in the home's first screen (web src/first-screens.tsx). Nothing here reads
// a store or the browser.
import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { type Feria, proximaFeriaText } from '@feria/domain/rules/ferias';

// The line holds its place while the ferias load, so what comes below does not jump when it
// arrives (a layout shift, Lighthouse's CLS): "Próxima feria: sábado 28 de noviembre, 09:00 a
// 13:00 — Plaza 25 de Mayo. Pedidos hasta el viernes 27/11 a las 20:00." takes four lines on a
// 390 px phone, two on a tablet, one from 1024 px.
const BOX = 'flex min-h-24 items-center rounded-lg px-3 py-2 text-sm sm:min-h-14 lg:min-h-9';

/** "Próxima feria: …" for the first of the open ferias or, with none, "No hay ferias con pedidos
 * abiertos…" (MARKET §1); an empty box of the same size while they load. */
export function NextFeriaView({
  open,
  className = '',
}: {
  /** The ferias still taking orders, soonest first; undefined while they load. */
  open: readonly Feria[] | undefined;
  className?: string;
}) {
  if (!open) return <div className={`${BOX} ${className}`} aria-hidden />;
  const next = open[0];
  return (
    <p
      data-testid="proxima-feria"
      className={`${BOX} bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200 ${className}`}
    >
      {next ? proximaFeriaText(next) : FERIA_MSG.sinFerias}
    </p>
  );
}

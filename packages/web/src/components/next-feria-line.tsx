import { FERIA_MSG } from '@feria/domain/messages/ferias';
import { proximaFeriaText } from '@feria/domain/rules/ferias';
import { useOpenFerias } from '../api/ferias.ts';

// The line holds its place while the ferias load, so what comes below does not jump when it
// arrives (a layout shift, Lighthouse's CLS): "Próxima feria: sábado 28 de noviembre, 09:00 a
// 13:00 — Plaza 25 de Mayo. Pedidos hasta el viernes 27/11 a las 20:00." takes four lines on a
// 390 px phone, two on a tablet, one from 1024 px.
const BOX = 'flex min-h-24 items-center rounded-lg px-3 py-2 text-sm sm:min-h-14 lg:min-h-9';

/** "Próxima feria: …" or, with none open, "No hay ferias con pedidos abiertos…" (MARKET §1). */
export function NextFeriaLine({ className = '' }: { className?: string }) {
  const { ferias, loading } = useOpenFerias();
  if (loading) return <div className={`${BOX} ${className}`} aria-hidden />;
  const next = ferias[0];
  return (
    <p
      data-testid="proxima-feria"
      className={`${BOX} bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200 ${className}`}
    >
      {next ? proximaFeriaText(next) : FERIA_MSG.sinFerias}
    </p>
  );
}

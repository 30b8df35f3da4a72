import { proximaFeriaText } from '@feria/domain/ferias';
import { FERIA_MSG } from '@feria/domain/ferias-messages';
import { useOpenFerias } from '../api/ferias.ts';

/** "Próxima feria: …" or, with none open, "No hay ferias con pedidos abiertos…" (MARKET §1). */
export function NextFeriaLine({ className = '' }: { className?: string }) {
  const { ferias, loading } = useOpenFerias();
  if (loading) return <p className={`min-h-6 ${className}`} aria-hidden />;
  const next = ferias[0];
  return (
    <p
      data-testid="proxima-feria"
      className={`rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ${className}`}
    >
      {next ? proximaFeriaText(next) : FERIA_MSG.sinFerias}
    </p>
  );
}

import { NextFeriaView } from '@feria/views/next-feria-view.tsx';
import { useOpenFerias } from '../api/ferias.ts';

/** "Próxima feria: …" or, with none open, "No hay ferias con pedidos abiertos…" (MARKET §1). */
export function NextFeriaLine({ className = '' }: { className?: string }) {
  const { ferias, loading } = useOpenFerias();
  return <NextFeriaView open={loading ? undefined : ferias} className={className} />;
}

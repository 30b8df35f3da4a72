import { toast } from '../../lib/toast.ts';

/** "Copiar": puts a value the customer has to type elsewhere (alias, CBU, order number) on the
 * clipboard, and says so (issue 49 item 6). `what` names it ("alias", "CBU") for screen readers. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${what.charAt(0).toUpperCase()}${what.slice(1)} copiado`);
    } catch {
      toast.error('No se pudo copiar: mantené apretado el texto para copiarlo');
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copiar ${what}`}
      className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
    >
      Copiar
    </button>
  );
}

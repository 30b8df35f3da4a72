import { FACTURA_MSG } from '@feria/domain/messages/factura';
import { CONDICION_LABELS, CONDICIONES_IVA, esCuit } from '@feria/domain/rules/factura';
import { SelectField, TextField } from '../ui/text-field.tsx';

type Props = {
  documento: string;
  condicionIva: string;
  onDocumento: (value: string) => void;
  onCondicionIva: (value: string) => void;
  /** The server's (or the same rule's) refusal, shown under the field it is about. */
  error?: string | null;
  disabled?: boolean;
  /** The id of the documento's input (the form moves the focus to it on an error). */
  id: string;
};

/**
 * MARKET §12: the optional "CUIT o DNI para la factura"; with a CUIT (11 digits), "Condición
 * frente al IVA". Shared by the checkout and the point of sale.
 */
export function FacturaFields(props: Props) {
  const cuit = esCuit(props.documento);
  const condicionError = cuit && props.error === FACTURA_MSG.condicionIva;
  return (
    <div className="grid gap-3">
      <TextField
        id={props.id}
        label="CUIT o DNI para la factura (opcional)"
        value={props.documento}
        onChange={(e) => props.onDocumento(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        disabled={props.disabled}
        error={condicionError ? undefined : (props.error ?? undefined)}
        announce
      />
      {cuit && (
        <SelectField
          id={`${props.id}-condicion`}
          label="Condición frente al IVA"
          value={props.condicionIva}
          onChange={(e) => props.onCondicionIva(e.target.value)}
          disabled={props.disabled}
          error={condicionError ? (props.error ?? undefined) : undefined}
          announce
        >
          <option value="">Elegí una</option>
          {CONDICIONES_IVA.map((c) => (
            <option key={c} value={c}>
              {CONDICION_LABELS[c]}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

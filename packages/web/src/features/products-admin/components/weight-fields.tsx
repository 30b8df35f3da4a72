import type { ComponentProps } from 'react';
import { SelectField, TextField } from '../../../components/ui/text-field.tsx';

type Field = ComponentProps<typeof TextField> & { value: string };

/**
 * MARKET §8 in the product form: "Se vende por" (Unidad / Kilo) and, for Kilo, "Paso (g)": the
 * grams a web customer adds at a time. By Kilo the price is per kilogram and Cantidad is grams.
 */
export function WeightFields({ unidad, paso }: { unidad: Field; paso: Field }) {
  const kg = unidad.value === 'kg';
  return (
    <>
      <SelectField
        {...(unidad as ComponentProps<typeof SelectField>)}
        hint={kg ? 'Precio por kilo; la cantidad va en gramos.' : undefined}
      >
        <option value="unidad">Unidad</option>
        <option value="kg">Kilo</option>
      </SelectField>
      {kg && <TextField {...paso} inputMode="numeric" placeholder="250" />}
    </>
  );
}

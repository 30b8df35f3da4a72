import { joinImageList, parseImageList } from '@feria/domain/rules/images';
import type { Unidad } from '@feria/domain/rules/weight';
import type { Product } from '@feria/domain/schemas/api-types';
import { fieldErrors } from '@feria/domain/schemas/issues';
import {
  EMPTY_PRODUCT_FORM,
  productFormSchema,
  productToForm,
} from '@feria/domain/schemas/product';
import { useState } from 'react';

/** The text inputs of the product modal, in the order they are shown. */
export const TEXT_FIELDS = [
  'categoria',
  'nombre',
  'marca',
  'medida',
  'cantidad',
  'precio',
  'sku',
  'descripcion',
  'unidad',
  'paso',
] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type Values = Record<TextField, string>;
export type Errors = Partial<Record<TextField | 'url', string>>;

function initialValues(product: Product | null): Values {
  const source = product ? productToForm(product) : EMPTY_PRODUCT_FORM;
  const values = {} as Values;
  for (const field of TEXT_FIELDS) values[field] = String(source[field] ?? '');
  return values;
}

/**
 * The product modal's state: the typed text, the picture list and the messages under the fields.
 * Checked with the same zod schema as the server; after the first submit every change is checked
 * again, so a message disappears as soon as the field is fixed.
 */
export function useProductForm(product: Product | null) {
  const [values, setValues] = useState(() => initialValues(product));
  const [images, setImages] = useState(() => parseImageList(product?.url ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const body = (v: Values = values, list: string[] = images) => ({
    ...v,
    unidad: v.unidad as Unidad, // checked by the schema: "La unidad es inválida"
    url: joinImageList(list),
  });

  function check(v: Values = values, list: string[] = images): Errors {
    const result = productFormSchema.safeParse(body(v, list));
    return result.success ? {} : (fieldErrors(result.error) as Errors);
  }

  function setValue(field: TextField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  }

  function setImageList(list: string[]) {
    setImages(list);
    if (submitted) setErrors(check(values, list));
  }

  /** Marks the form as submitted; returns the messages (empty when it may be sent). */
  function validate(): Errors {
    setSubmitted(true);
    const found = check();
    setErrors(found);
    return found;
  }

  return {
    values,
    images,
    errors,
    setValue,
    setImages: setImageList,
    setErrors,
    validate,
    body,
  };
}

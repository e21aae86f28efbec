import type { FormFieldBlock } from './formFieldOptions.ts';

/** How a price condition takes its amount (Payload's `valueType`). */
export type PriceValueType = 'static' | 'valueOfField';

/**
 * What the price selector shows for one price condition:
 * - `static`: an amount typed in (`valueForOperator`);
 * - `chooseField`: the amount comes from a field, but none is chosen in `fieldToUse` yet;
 * - `notNumber`: the chosen field is not a number field (or no longer exists): the hint of spec 5;
 * - `number`: the chosen field is a number field, whose submitted value is the amount.
 */
export type PriceSelectorState = 'static' | 'chooseField' | 'notNumber' | 'number';

/**
 * The price selector's rule (spec 5): with `valueOfField`, the field named by `fieldToUse` must be a number block
 * of the same form; anything else shows "The selected field must be a number field". A missing `valueType` is
 * `static`, the stored default.
 */
export function priceSelectorState({
  valueType,
  fieldToUse,
  fields,
}: {
  valueType: unknown;
  fieldToUse: unknown;
  fields: unknown;
}): PriceSelectorState {
  if (valueType !== 'valueOfField') return 'static';
  if (typeof fieldToUse !== 'string' || fieldToUse === '') return 'chooseField';
  const blocks = Array.isArray(fields) ? (fields as FormFieldBlock[]) : [];
  const chosen = blocks.find(
    (block) => block && typeof block === 'object' && block.name === fieldToUse && block.blockType !== 'payment',
  );
  return chosen?.blockType === 'number' ? 'number' : 'notNumber';
}

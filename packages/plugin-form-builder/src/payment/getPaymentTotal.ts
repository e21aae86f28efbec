import type { PriceCondition } from '../types.ts';

/** The submitted values by field name, as text (a checkbox is `'true'` or `'false'`). */
export type FieldValues = Record<string, string | undefined>;

function matches(condition: PriceCondition, value: string | undefined): boolean {
  switch (condition.condition ?? 'hasValue') {
    case 'equals':
      return value === String(condition.valueForCondition ?? '');
    case 'notEquals':
      return value !== String(condition.valueForCondition ?? '');
    case 'hasValue':
      // An unticked checkbox is sent as 'false': it has no value for pricing.
      return value !== undefined && value !== '' && value !== 'false';
    default:
      return false;
  }
}

function operand(condition: PriceCondition, values: FieldValues): number {
  const raw = condition.valueType === 'valueOfField' ? values[condition.fieldToUse ?? ''] : condition.valueForOperator;
  const number = Number(raw);
  return raw === undefined || raw === null || raw === '' || !Number.isFinite(number) ? Number.NaN : number;
}

/**
 * The price of a payment block for these values: the base price, then each price condition whose test passes
 * applies its operator, in order. An operand that is not a number (or a division by zero) leaves the total as it
 * was, so a bad condition never makes the price `NaN` or infinite. Rounded to cents.
 */
export function getPaymentTotal(args: {
  basePrice?: number | null;
  priceConditions?: PriceCondition[] | null;
  values: FieldValues;
}): number {
  let total = Number(args.basePrice ?? 0);
  if (!Number.isFinite(total)) total = 0;
  for (const condition of args.priceConditions ?? []) {
    if (!condition.fieldToUse || !matches(condition, args.values[condition.fieldToUse])) continue;
    const value = operand(condition, args.values);
    if (Number.isNaN(value)) continue;
    switch (condition.operator ?? 'add') {
      case 'add':
        total += value;
        break;
      case 'subtract':
        total -= value;
        break;
      case 'multiply':
        total *= value;
        break;
      case 'divide':
        if (value !== 0) total /= value;
        break;
    }
  }
  return Math.round(total * 100) / 100;
}

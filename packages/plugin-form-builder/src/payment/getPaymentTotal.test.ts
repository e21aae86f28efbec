import { describe, expect, it } from 'vitest';
import type { PriceCondition } from '../types.ts';
import { getPaymentTotal } from './getPaymentTotal.ts';

const condition = (extra: Partial<PriceCondition>): PriceCondition => ({
  fieldToUse: 'size',
  condition: 'hasValue',
  operator: 'add',
  valueType: 'static',
  valueForOperator: '5',
  ...extra,
});

describe('getPaymentTotal', () => {
  it('is the base price without conditions, and 0 without a base price', () => {
    expect(getPaymentTotal({ basePrice: 20, values: {} })).toBe(20);
    expect(getPaymentTotal({ values: {} })).toBe(0);
  });

  it.each([
    ['add', 25],
    ['subtract', 15],
    ['multiply', 100],
    ['divide', 4],
  ] as const)('applies %s with a static value', (operator, total) => {
    expect(getPaymentTotal({ basePrice: 20, priceConditions: [condition({ operator })], values: { size: 'L' } })).toBe(total);
  });

  it.each([
    ['add', 23],
    ['subtract', 17],
    ['multiply', 60],
    ['divide', 6.67],
  ] as const)('applies %s with the value of the field (rounded to cents)', (operator, total) => {
    const priceConditions = [condition({ fieldToUse: 'seats', operator, valueType: 'valueOfField', valueForOperator: '999' })];
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { seats: '3' } })).toBe(total);
  });

  it('equals applies only when the value matches', () => {
    const priceConditions = [condition({ condition: 'equals', valueForCondition: 'L' })];
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'L' } })).toBe(25);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'M' } })).toBe(20);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: {} })).toBe(20);
  });

  it('notEquals applies only when the value differs (a missing value differs)', () => {
    const priceConditions = [condition({ condition: 'notEquals', valueForCondition: 'L' })];
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'L' } })).toBe(20);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'M' } })).toBe(25);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: {} })).toBe(25);
  });

  it('hasValue applies to any value but an empty one or an unticked checkbox', () => {
    const priceConditions = [condition({ condition: 'hasValue' })];
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'S' } })).toBe(25);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'true' } })).toBe(25);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: '' } })).toBe(20);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: { size: 'false' } })).toBe(20);
    expect(getPaymentTotal({ basePrice: 20, priceConditions, values: {} })).toBe(20);
  });

  it('applies the conditions in order', () => {
    const priceConditions = [
      condition({ operator: 'add', valueForOperator: '10' }),
      condition({ operator: 'multiply', valueForOperator: '2' }),
    ];
    expect(getPaymentTotal({ basePrice: 5, priceConditions, values: { size: 'L' } })).toBe(30);
  });

  it('skips an operand that is not a number and a division by zero', () => {
    const values = { size: 'L', seats: 'many' };
    expect(getPaymentTotal({ basePrice: 20, priceConditions: [condition({ valueForOperator: 'abc' })], values })).toBe(20);
    expect(getPaymentTotal({ basePrice: 20, priceConditions: [condition({ valueForOperator: '' })], values })).toBe(20);
    expect(
      getPaymentTotal({ basePrice: 20, priceConditions: [condition({ operator: 'divide', valueForOperator: '0' })], values }),
    ).toBe(20);
    const fromField = condition({ fieldToUse: 'seats', valueType: 'valueOfField' });
    expect(getPaymentTotal({ basePrice: 20, priceConditions: [fromField], values })).toBe(20);
  });
});

import { createTranslate } from '@atrium/core';
import { en } from '@atrium/translations';
import { describe, expect, it } from 'vitest';
import type { FormFieldBlock } from '../types.ts';
import { maxValueLength, validateSubmission } from './validateSubmission.ts';

const t = createTranslate(en, en);
const blocks: FormFieldBlock[] = [
  { blockType: 'text', name: 'name', required: true },
  { blockType: 'checkbox', name: 'news' },
  { blockType: 'message', message: {} },
  { blockType: 'payment', name: 'total', basePrice: 10 },
];
const check = (submissionData: unknown, honeypot: string | false = '_hp') =>
  validateSubmission({ blocks, submissionData, t, formTitle: 'Contact', honeypot });

describe('validateSubmission', () => {
  it('keeps values in the form order as text, leaving out empty optional ones and the payment value', () => {
    expect(
      check([
        { field: 'news', value: false },
        { field: 'name', value: 'Ada' },
        { field: 'total', value: '0' },
      ]),
    ).toStrictEqual({
      values: [
        { field: 'name', value: 'Ada' },
        { field: 'news', value: 'false' },
      ],
      errors: [],
    });
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: 'news', value: '' },
      ]).values,
    ).toStrictEqual([{ field: 'name', value: 'Ada' }]);
  });

  it('refuses a list that is not one, rows without a field name, duplicates and blank required values', () => {
    expect(check({ name: 'Ada' }).errors).toStrictEqual([{ path: 'submissionData', message: 'Expected a list of rows.' }]);
    expect(check([{ value: 'Ada' }, 'x']).errors.map((e) => e.path)).toStrictEqual([
      'submissionData.0',
      'submissionData.1',
      'name',
    ]);
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: 'name', value: 'Bob' },
      ]).errors,
    ).toStrictEqual([{ path: 'name', message: 'Contact has no such field.' }]);
    expect(check([{ field: 'name', value: '   ' }]).errors).toStrictEqual([{ path: 'name', message: 'Fill in this field.' }]);
  });

  it('refuses a value longer than the limit, a checkbox that is not a boolean, and a message block by any name', () => {
    const long = 'x'.repeat(maxValueLength + 1);
    expect(check([{ field: 'name', value: long }]).errors).toStrictEqual([
      { path: 'name', message: `Use ${maxValueLength} characters or fewer.` },
    ]);
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: 'news', value: 'yes' },
      ]).errors,
    ).toStrictEqual([{ path: 'news', message: 'Choose yes or no.' }]);
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: 'message', value: 'x' },
      ]).errors.map((e) => e.path),
    ).toStrictEqual(['message']);
  });

  it('passes an empty honeypot, refuses a filled one, and treats it as unknown when turned off', () => {
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: '_hp', value: '' },
      ]).errors,
    ).toStrictEqual([]);
    expect(
      check([
        { field: 'name', value: 'Ada' },
        { field: '_hp', value: 'http://spam' },
      ]).errors.map((e) => e.path),
    ).toStrictEqual(['_hp']);
    expect(
      check(
        [
          { field: 'name', value: 'Ada' },
          { field: '_hp', value: '' },
        ],
        false,
      ).errors.map((e) => e.path),
    ).toStrictEqual(['_hp']);
  });
});

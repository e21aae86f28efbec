import type { FieldError, Translate } from '@atrium/core';
import type { FormFieldBlock, SubmissionValue } from '../types.ts';

/** The longest text a submitted value may have. */
export const maxValueLength = 10_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Blocks that show something but take no value. */
const valuelessBlocks = new Set(['message']);

export type CheckedSubmission = {
  /** The values to store, as text, in the form's field order; empty optional values left out. */
  values: SubmissionValue[];
  /** One entry per bad field, its path the form field's name (or `submissionData` for a malformed list). */
  errors: FieldError[];
};

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  return undefined;
}

/** Why `text` is not a valid value of `block`, or `undefined` when it is. */
function checkValue(block: FormFieldBlock, text: string, t: Translate): string | undefined {
  if (text.length > maxValueLength) return t('validation:shorterThanMax', { maxLength: maxValueLength });
  switch (block.blockType) {
    case 'email':
      return emailPattern.test(text) ? undefined : t('validation:emailAddress');
    case 'number': {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) return t('validation:notValidNumber');
      if (typeof block.min === 'number' && number < block.min)
        return t('validation:lessThanMin', { value: number, min: block.min });
      if (typeof block.max === 'number' && number > block.max)
        return t('validation:greaterThanMax', { value: number, max: block.max });
      return undefined;
    }
    case 'select':
    case 'radio':
      return (block.options ?? []).some((option) => option.value === text) ? undefined : t('validation:invalidSelection');
    case 'checkbox':
      return text === 'true' || text === 'false' ? undefined : t('validation:notValidBoolean');
    case 'date':
      return Number.isNaN(Date.parse(text)) ? t('validation:notValidDate') : undefined;
    default:
      return undefined;
  }
}

/**
 * Checks submitted `{ field, value }` rows against the form's own blocks: every row names a field of the form
 * (a payment field's value is ignored, the server computes it), each value fits its block (email, number and its
 * bounds, one of the options, a boolean, a date), and every required field has a value (a required checkbox is
 * ticked). The honeypot row, when filled, is refused like an unknown field. Pure: the caller throws.
 */
export function validateSubmission(args: {
  blocks: FormFieldBlock[];
  submissionData: unknown;
  t: Translate;
  formTitle: string;
  honeypot?: string | false;
}): CheckedSubmission {
  const { blocks, t } = args;
  const errors: FieldError[] = [];
  const unknown = () => t('validation:unknownField', { entity: args.formTitle });
  if (args.submissionData !== undefined && !Array.isArray(args.submissionData))
    return { values: [], errors: [{ path: 'submissionData', message: t('validation:notValidRows') }] };
  const byName = new Map<string, FormFieldBlock>();
  for (const block of blocks) if (block.name && !valuelessBlocks.has(block.blockType)) byName.set(block.name, block);

  const submitted = new Map<string, string>();
  for (const [index, row] of ((args.submissionData as unknown[] | undefined) ?? []).entries()) {
    if (!row || typeof row !== 'object' || typeof (row as { field?: unknown }).field !== 'string') {
      errors.push({ path: `submissionData.${index}`, message: t('validation:notValidRow', { row: index + 1 }) });
      continue;
    }
    const { field, value } = row as { field: string; value?: unknown };
    if (args.honeypot && field === args.honeypot) {
      if (asText(value)) errors.push({ path: field, message: unknown() });
      continue;
    }
    const block = byName.get(field);
    if (!block || submitted.has(field)) {
      errors.push({ path: field, message: unknown() });
      continue;
    }
    const text = asText(value);
    if (text === undefined) {
      errors.push({ path: field, message: t('validation:notValidText') });
      continue;
    }
    submitted.set(field, text.trim() === '' ? '' : text);
  }

  const values: SubmissionValue[] = [];
  for (const block of byName.values()) {
    const name = block.name as string;
    if (block.blockType === 'payment') continue;
    const text = submitted.get(name) ?? '';
    const isEmpty = text === '' || (block.blockType === 'checkbox' && text === 'false');
    if (isEmpty) {
      if (block.required) errors.push({ path: name, message: t('validation:required') });
      else if (text !== '') values.push({ field: name, value: text });
      continue;
    }
    const problem = checkValue(block, text, t);
    if (problem) errors.push({ path: name, message: problem });
    else values.push({ field: name, value: text });
  }
  return { values, errors };
}

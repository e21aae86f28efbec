import type { Field } from '@atrium/core/client';
import { describe, expect, it } from 'vitest';
import { documentHeading, titleFieldOf } from './documentHeading.ts';

const fields: Field[] = [
  { type: 'row', fields: [{ name: 'title', type: 'text' }] },
  { name: 'publishedAt', type: 'date' },
];
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('titleFieldOf', () => {
  it('finds the useAsTitle field through layout fields', () => {
    expect(titleFieldOf(fields, 'title')?.type).toBe('text');
  });

  it('answers nothing for the id or no title field', () => {
    expect(titleFieldOf(fields, 'id')).toBeUndefined();
    expect(titleFieldOf(fields, undefined)).toBeUndefined();
  });
});

describe('documentHeading', () => {
  it('shows the title text, trimmed', () => {
    expect(documentHeading('  Night walks ', titleFieldOf(fields, 'title'), iso)).toBe('Night walks');
  });

  it('formats a date title field as a date', () => {
    expect(documentHeading('2025-03-04T12:00:00.000Z', titleFieldOf(fields, 'publishedAt'), iso)).toBe('2025-03-04');
  });

  it('answers nothing for blank, missing, unparseable or non-text values, so the caller says untitled', () => {
    const title = titleFieldOf(fields, 'title');
    expect(documentHeading('   ', title, iso)).toBeUndefined();
    expect(documentHeading(undefined, title, iso)).toBeUndefined();
    expect(documentHeading({ root: {} }, title, iso)).toBeUndefined();
    expect(documentHeading('not a date', titleFieldOf(fields, 'publishedAt'), iso)).toBeUndefined();
  });

  it('shows a numeric title as a number', () => {
    expect(documentHeading(42, undefined, iso)).toBe('42');
  });
});

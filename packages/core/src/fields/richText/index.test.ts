import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { RichTextField } from '../types.ts';
import { richTextField } from './index.ts';

const field = (extra: Partial<RichTextField> = {}): RichTextField => ({ type: 'richText', name: 'content', ...extra });
const validate = (f: RichTextField, value: unknown) => runValidate(richTextField, f, value);
const state = (children: unknown[]) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children } });
const text = { type: 'text', text: 'Hello', format: 0, version: 1 };
const paragraph = (children: unknown[]) => ({ type: 'paragraph', version: 1, children });

describe('richText field', () => {
  it('accepts a Lexical editor state', () => {
    expect(validate(field(), state([paragraph([text])]))).toBe(true);
    expect(validate(field(), state([]))).toBe(true);
  });

  it('refuses anything without a root of type root holding a children list', () => {
    const message = 'This rich text could not be read.';
    expect(validate(field(), '<p>Hello</p>')).toBe(message);
    expect(validate(field(), {})).toBe(message);
    expect(validate(field(), { root: { type: 'paragraph', children: [] } })).toBe(message);
    expect(validate(field(), { root: { type: 'root' } })).toBe(message);
    expect(validate(field(), { root: { type: 'root', children: {} } })).toBe(message);
    expect(validate(field(), [])).toBe(message);
  });

  it('treats a missing or cleared editor as empty for required', () => {
    const f = field({ required: true });
    expect(validate(f, null)).toBe('Fill in this field.');
    expect(validate(f, undefined)).toBe('Fill in this field.');
    expect(validate(f, state([]))).toBe('Fill in this field.');
    expect(validate(f, state([paragraph([])]))).toBe('Fill in this field.');
    expect(validate(f, state([paragraph([text])]))).toBe(true);
    expect(validate(f, state([paragraph([]), paragraph([])]))).toBe(true);
    expect(validate(f, state([{ type: 'horizontalrule', version: 1 }]))).toBe(true);
  });

  it('checks maxDepth in the config', () => {
    expect(() => richTextField.sanitize?.(field({ maxDepth: 1.5 }), 'posts.content')).toThrow(
      'Invalid config: posts.content: `maxDepth` must be a whole number of 0 or more',
    );
    expect(richTextField.sanitize?.(field({ maxDepth: 2 }), 'posts.content')).toStrictEqual(field({ maxDepth: 2 }));
  });

  it('is queried as rich text', () => {
    expect(richTextField.queryKind).toBe('richText');
    expect(richTextField.operators).toStrictEqual(['equals', 'not_equals', 'exists', 'like', 'not_like', 'contains']);
  });
});

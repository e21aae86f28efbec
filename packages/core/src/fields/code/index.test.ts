import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { CodeField } from '../types.ts';
import { codeField } from './index.ts';

const field = (extra: Partial<CodeField> = {}): CodeField => ({ type: 'code', name: 'snippet', ...extra });
const validate = (f: CodeField, value: unknown) => runValidate(codeField, f, value);

describe('code field', () => {
  it('accepts source text and keeps it unchanged', () => {
    expect(validate(field(), 'const a = 1;\n')).toBe(true);
    expect(codeField.beforeWrite).toBe(undefined);
  });

  it('handles required and empty values', () => {
    expect(validate(field(), null)).toBe(true);
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
    expect(validate(field({ required: true }), '\n\n')).toBe('Fill in this field.');
  });

  it('refuses non-strings', () => {
    expect(validate(field(), 12)).toBe('Enter text here.');
  });

  it('enforces length limits', () => {
    expect(validate(field({ maxLength: 5 }), '123456')).toBe('Use 5 characters or fewer.');
    expect(validate(field({ minLength: 5 }), '1234')).toBe('Use at least 5 characters.');
  });

  it('checks its config', () => {
    expect(() => codeField.sanitize?.(field({ minLength: 9, maxLength: 1 }), 'pages.snippet')).toThrow(
      'Invalid config: pages.snippet: `minLength` (9) is greater than `maxLength` (1)',
    );
  });
});

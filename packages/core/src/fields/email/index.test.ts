import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { EmailField } from '../types.ts';
import { emailField } from './index.ts';
import { isEmailAddress } from './isEmailAddress.ts';

const field = (extra: Partial<EmailField> = {}): EmailField => ({ type: 'email', name: 'email', ...extra });
const validate = (f: EmailField, value: unknown) => runValidate(emailField, f, value);

describe('isEmailAddress', () => {
  it('accepts ordinary addresses', () => {
    for (const address of [
      'a@b.co',
      'first.last+tag@example.com',
      "o'brien@mail.example.org",
      'user@bücher.de',
      'x_y-z@sub-domain.io',
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const address of [
      'plain',
      '@example.com',
      'a@',
      'a@localhost',
      'a b@example.com',
      'a@exa mple.com',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a@-example.com',
      'a@example..com',
      'a@example.c',
      'a@example.123',
      'a@@example.com',
      `${'x'.repeat(65)}@example.com`,
    ]) {
      expect(isEmailAddress(address), address).toBe(false);
    }
  });
});

describe('email field', () => {
  it('validates addresses with the translated message', () => {
    expect(validate(field(), 'dev@atrium.dev')).toBe(true);
    expect(validate(field(), 'not-an-email')).toBe('Enter an email address, such as name@example.com.');
    expect(validate(field(), 42)).toBe('Enter an email address, such as name@example.com.');
  });

  it('handles required and empty values', () => {
    expect(validate(field(), '')).toBe(true);
    expect(validate(field({ required: true }), '')).toBe('Fill in this field.');
    expect(validate(field({ required: true }), undefined)).toBe('Fill in this field.');
  });

  it('trims before storing', () => {
    expect(emailField.beforeWrite?.('  dev@atrium.dev \n', field())).toBe('dev@atrium.dev');
    expect(emailField.beforeWrite?.(5, field())).toBe(5);
    expect(validate(field(), ' dev@atrium.dev ')).toBe(true);
  });

  it('is queried as text', () => {
    expect(emailField.queryKind).toBe('text');
    expect(emailField.operators).toContain('contains');
  });
});

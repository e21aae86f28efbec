import { describe, expect, it } from 'vitest';
import { passwordErrors } from './passwordErrors.ts';

const auth = { passwordLength: { min: 8, max: 20 } };
const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

describe('passwordErrors', () => {
  it('requires a password on create only', () => {
    expect(passwordErrors(auth, '', '', true, t)).toEqual([{ path: 'password', message: 'validation:required' }]);
    expect(passwordErrors(auth, undefined, undefined, false, t)).toEqual([]);
  });

  it('checks the configured length', () => {
    expect(passwordErrors(auth, 'short', 'short', true, t)).toEqual([
      { path: 'password', message: 'validation:passwordTooShort {"min":8}' },
    ]);
    expect(passwordErrors(auth, 'x'.repeat(21), 'x'.repeat(21), true, t)).toEqual([
      { path: 'password', message: 'validation:passwordTooLong {"max":20}' },
    ]);
  });

  it('puts a mismatch on the confirmation', () => {
    expect(passwordErrors(auth, 'long enough', 'long enougH', false, t)).toEqual([
      { path: 'confirm-password', message: 'validation:passwordsDoNotMatch' },
    ]);
    expect(passwordErrors(auth, 'long enough', undefined, false, t)).toEqual([
      { path: 'confirm-password', message: 'validation:passwordsDoNotMatch' },
    ]);
    expect(passwordErrors(auth, 'long enough', 'long enough', false, t)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ClientAuth } from '../../config/index.ts';
import { identifierBody, identifierKind } from './loginIdentifier.ts';

const auth = (loginWithUsername: ClientAuth['loginWithUsername']) => ({ loginWithUsername }) as ClientAuth;

describe('identifierKind', () => {
  it('follows the auth collection’s loginWithUsername option', () => {
    expect(identifierKind(auth(false))).toBe('email');
    expect(identifierKind(auth({ allowEmailLogin: false, requireEmail: false }))).toBe('username');
    expect(identifierKind(auth({ allowEmailLogin: false, requireEmail: true }))).toBe('username');
    expect(identifierKind(auth({ allowEmailLogin: true, requireEmail: false }))).toBe('emailOrUsername');
    expect(identifierKind(undefined)).toBe('email');
  });
});

describe('identifierBody', () => {
  it('sends the value under the key the login route reads', () => {
    expect(identifierBody('email', ' ada@example.com ')).toEqual({ email: 'ada@example.com' });
    expect(identifierBody('username', 'ada')).toEqual({ username: 'ada' });
    expect(identifierBody('emailOrUsername', 'ada@example.com')).toEqual({ email: 'ada@example.com' });
    expect(identifierBody('emailOrUsername', 'ada')).toEqual({ username: 'ada' });
  });
});

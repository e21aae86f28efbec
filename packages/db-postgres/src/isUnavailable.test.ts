import { describe, expect, it } from 'vitest';
import { isUnavailable } from './isUnavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it('recognises a terminated backend, a restart, a full server and a statement timeout', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '57014', '25P03', '08006']) {
      expect(isUnavailable(withCode('from the server', code)), code).toBe(true);
    }
  });

  it('recognises refused and broken sockets and the driver’s own connection messages', () => {
    expect(isUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(new AggregateError([withCode('refused', 'ECONNREFUSED')], 'all addresses failed'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it('leaves errors of the statement itself alone', () => {
    expect(isUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isUnavailable(withCode('lock timeout', '55P03'))).toBe(false);
    expect(isUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isUnavailable('Connection terminated')).toBe(false);
  });
});

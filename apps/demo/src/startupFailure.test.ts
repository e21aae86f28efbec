import { InvalidConfiguration } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { databaseFailure, describeFailure } from './startupFailure.ts';

describe('describeFailure', () => {
  it('words a mistake in the config as its one-line message', () => {
    const error = new InvalidConfiguration('Invalid config: collection "posts": field "title" has no type');
    expect(describeFailure(error, {})).toBe('Error: Invalid config: collection "posts": field "title" has no type');
  });

  it('words a taken port the same whether this process or, in a cluster, the primary bound it', () => {
    for (const syscall of ['listen', 'bind']) {
      const error = Object.assign(new Error(`${syscall} EADDRINUSE`), {
        code: 'EADDRINUSE',
        syscall,
        address: '127.0.0.1',
        port: 3000,
      });
      expect(describeFailure(error, {})).toBe(
        'Error: 127.0.0.1:3000 is already in use: stop what listens there, or set PORT (or HOST) to another.',
      );
    }
  });

  it('keeps an unexplained error to its first line, and shows the stack only with ATRIUM_DEBUG', () => {
    const error = new Error('boom\nsecond line');
    expect(describeFailure(error, {})).toBe('Error: boom (ATRIUM_DEBUG=1 shows where)');
    expect(describeFailure(error, { ATRIUM_DEBUG: '1' })).toContain('    at ');
  });

  it('names the database without its password, and passes a config mistake through', () => {
    const target = { kind: 'postgres', connectionString: 'postgres://admin:hunter2@db.internal:6543/cms' } as const;
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(() => databaseFailure(target)(refused)).toThrow(
      'cannot open PostgreSQL at db.internal:6543/cms: nothing is listening there; is the server running? (ECONNREFUSED)',
    );
    expect(
      describeFailure(
        catchOf(() => databaseFailure(target)(refused)),
        {},
      ),
    ).not.toContain('hunter2');
    const mistake = new InvalidConfiguration('Invalid config: x');
    expect(() => databaseFailure(target)(mistake)).toThrow(mistake);
  });
});

function catchOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

import { describe, expect, it } from 'vitest';
import { EnvError, parseCacheMB, parseDatabaseURL, parseWorkers, withReadReplicas } from './env.ts';

// ATRIUM_WORKERS: one process unless asked, `auto` one per core, and a message naming the variable otherwise.
describe('parseWorkers', () => {
  it('is one process when unset or empty, and one per core with auto', () => {
    expect(parseWorkers(undefined, 8)).toBe(1);
    expect(parseWorkers(' ', 8)).toBe(1);
    expect(parseWorkers('auto', 8)).toBe(8);
    expect(parseWorkers(' 3 ', 8)).toBe(3);
  });

  it('refuses what is not a count of processes, naming ATRIUM_WORKERS and the bounds', () => {
    for (const value of ['0', '-2', '1.5', 'two', '2x', '33']) {
      const error = (() => {
        try {
          parseWorkers(value, 8);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error, value).toBeInstanceOf(EnvError);
      expect((error as Error).message).toBe(
        `ATRIUM_WORKERS must be a number of processes from 1 to 32, or auto for one per core (got "${value}")`,
      );
    }
    // At least 16 on a small machine, so a deployment sized for a bigger one still starts.
    expect(parseWorkers('16', 1)).toBe(16);
  });
});

// DATABASE_URL may name the PostgreSQL schema of Atrium's tables; the driver never sees that parameter.
describe('parseDatabaseURL with a schema', () => {
  it('takes ?schema= out of a PostgreSQL URL and keeps the driver parameters', () => {
    expect(parseDatabaseURL('postgres://u@db:5432/cms?schema=atrium', '/')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u@db:5432/cms',
      schema: 'atrium',
    });
    expect(parseDatabaseURL('postgresql://u@db/cms?sslmode=require&schema=site_2', '/')).toEqual({
      kind: 'postgres',
      connectionString: 'postgresql://u@db/cms?sslmode=require',
      schema: 'site_2',
    });
    expect(parseDatabaseURL('postgres://u@db/cms?sslmode=require', '/')).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://u@db/cms?sslmode=require',
    });
  });

  it('refuses a schema that is not a plain name', () => {
    expect(() => parseDatabaseURL('postgres://u@db/cms?schema=a";drop', '/')).toThrow(
      new EnvError(`DATABASE_URL's schema must be a plain name such as atrium (got "a";drop")`),
    );
  });
});

describe('withReadReplicas', () => {
  const primary = parseDatabaseURL('postgres://u@db/cms?schema=atrium', '/');

  it('adds the standbys DATABASE_READ_REPLICAS lists to a PostgreSQL target', () => {
    expect(withReadReplicas(primary, { DATABASE_READ_REPLICAS: ' postgres://u@r1/cms , postgresql://u@r2/cms,' })).toEqual({
      ...primary,
      readReplicas: ['postgres://u@r1/cms', 'postgresql://u@r2/cms'],
    });
    expect(withReadReplicas(primary, { DATABASE_READ_REPLICAS: ' ' })).toEqual(primary);
  });

  it('refuses standbys for SQLite and addresses that are not PostgreSQL URLs, naming the variable', () => {
    expect(() =>
      withReadReplicas(parseDatabaseURL('file:./a.db', '/'), { DATABASE_READ_REPLICAS: 'postgres://u@r1/cms' }),
    ).toThrow(new EnvError('DATABASE_READ_REPLICAS needs a PostgreSQL DATABASE_URL'));
    expect(() => withReadReplicas(primary, { DATABASE_READ_REPLICAS: 'mysql://u@r1/cms' })).toThrow(
      new EnvError('DATABASE_READ_REPLICAS must list postgres:// URLs (got "mysql:…")'),
    );
  });
});

describe('parseCacheMB', () => {
  it('leaves the budget to the server when ATRIUM_RESPONSE_CACHE_MB is unset or blank', () => {
    expect(parseCacheMB(undefined)).toBeUndefined();
    expect(parseCacheMB('  ')).toBeUndefined();
  });

  it('reads MiB, fractions included, as bytes', () => {
    expect(parseCacheMB('64')).toBe(64 * 1024 * 1024);
    expect(parseCacheMB('0.5')).toBe(512 * 1024);
  });

  it('refuses zero, negative and non-numbers with a message naming the variable', () => {
    for (const value of ['0', '-1', 'lots', '12MB']) {
      expect(() => parseCacheMB(value)).toThrow(EnvError);
      expect(() => parseCacheMB(value)).toThrow(/ATRIUM_RESPONSE_CACHE_MB/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { echo, echoJSON, maxEchoLength, QueryError, ValidationError } from './index.ts';

describe('echo', () => {
  it('repeats a short value whole, and cuts a long one at maxEchoLength with an ellipsis', () => {
    expect(echo('title')).toBe('title');
    const long = `op${'x'.repeat(14_000)}`;
    expect(echo(long)).toBe(`${long.slice(0, maxEchoLength)}…`);
    expect(echoJSON('abc')).toBe('"abc"');
    expect(echoJSON({ a: 1 })).toBe('{"a":1}');
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(maxEchoLength - 1)}😀tail`;
    expect(echo(text)).toBe(`${'a'.repeat(maxEchoLength - 1)}…`);
  });
});

describe('API errors', () => {
  it('carry a key and variables; a variable a throw site forgot to echo is still cut', () => {
    const error = new QueryError('query:unknownOperator', { operator: 'y'.repeat(100_000), path: 'title' });
    expect(error.key).toBe('query:unknownOperator');
    expect(String(error.vars?.operator).length).toBeLessThanOrEqual(501);
  });

  it('take only a key English defines as their message, so request text cannot become one', () => {
    const operator = 'from the request';
    // @ts-expect-error: a message built from the request's text does not compile (MessageKey, issue 15).
    const built = new QueryError(`Unknown operator "${operator}".`);
    // @ts-expect-error: nor does a key English does not define.
    const unknown = new QueryError('query:noSuchKey');
    expect([built.key, unknown.key]).toEqual(['Unknown operator "from the request".', 'query:noSuchKey']);
  });

  it('summarise a validation failure as a plural key with the paths, cut when the request sent many', () => {
    const one = new ValidationError({ collection: 'posts', errors: [{ path: 'title', message: 'validation:required' }] });
    expect([one.key, one.vars]).toEqual(['query:fieldsInvalid', { count: 1, paths: 'title' }]);
    const many = new ValidationError({
      errors: Array.from({ length: 1000 }, (_, i) => ({ path: `unknown${i}`, message: 'validation:unknownField' })),
    });
    expect(many.vars?.count).toBe(1000);
    expect(String(many.vars?.paths).length).toBeLessThanOrEqual(3 * maxEchoLength + 1);
  });
});

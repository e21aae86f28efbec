import { BadRequest, echo, inspectInput, maxJSONDepth } from '@atrium/core';

export { maxJSONDepth };

/** Where a value of the request came from; it starts the path an error names (`body.title`, `query.where…`). */
export type InputSource = 'body' | 'query' | 'params';

/**
 * Refuses request input that would otherwise fail deep inside (a 500): a string or key holding NUL or a lone
 * surrogate (400 naming its path), and with `depthError`, nesting past `maxJSONDepth` (400 naming the limit).
 */
export function checkInput(
  value: unknown,
  source: InputSource,
  options: { depthError?: 'error:jsonBodyTooDeep' | 'error:whereTooDeep'; under?: string } = {},
): void {
  const problem = inspectInput(value, {
    root: options.under ? `${source}.${options.under}` : source,
    maxDepth: options.depthError ? maxJSONDepth : undefined,
  });
  if (!problem) return;
  if (problem.kind === 'depth')
    throw new BadRequest(
      options.depthError ?? 'error:jsonBodyTooDeep',
      { limit: maxJSONDepth },
      { limit: 'jsonDepth', max: maxJSONDepth },
    );
  // The path is made of the request's own keys: cut short like any echoed value.
  const at = echo(problem.path);
  throw new BadRequest('error:unstorableText', { path: at }, { path: at });
}

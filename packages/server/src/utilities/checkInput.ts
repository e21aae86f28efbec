import { maxJSONDepth, refuseUnstorableInput } from '@atrium/core';

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
  refuseUnstorableInput(value, { root: options.under ? `${source}.${options.under}` : source, depthError: options.depthError });
}

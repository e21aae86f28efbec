import { BadRequest, echo } from '../errors/index.ts';

/**
 * How deep a JSON body or a JSON `where` may nest. Rich text alone may nest 64 nodes (about 130 JSON levels,
 * the rich-text validator's own limit) and sits inside groups, arrays, blocks and locales, so real documents
 * stay far below 256; SQLite refuses JSON past 1000 levels, PostgreSQL runs out of stack some thousands deep,
 * and Atrium's own recursive walks must never come near either.
 */
export const maxJSONDepth = 256;

/**
 * NUL and unpaired UTF-16 surrogate halves: PostgreSQL cannot hold them in text or jsonb, so both databases
 * refuse them (SQLite would store them, and the two must answer alike).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this refuses.
const unstorableAll = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** What is wrong with a value: nesting past the limit, or text no database stores alike at `path`. */
export type InputProblem = { kind: 'depth' } | { kind: 'text'; path: string };

type Frame = { value: unknown; depth: number; key: string; parent?: Frame };

/**
 * The first problem of parsed input: a string or key holding NUL or a lone surrogate (its dot path from `root`,
 * the bad characters written as escapes), or with `maxDepth`, nesting deeper than that. The walk keeps its own
 * stack, so a hostile 100,000-level value cannot overflow the call stack of the check itself.
 */
export function inspectInput(value: unknown, options: { root: string; maxDepth?: number }): InputProblem | undefined {
  const stack: Frame[] = [{ value, depth: 0, key: options.root }];
  while (stack.length > 0) {
    const frame = stack.pop() as Frame;
    const { value: current } = frame;
    if (typeof current === 'string') {
      if (unstorable.test(current)) return textProblem(frame);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = frame.depth + 1;
    if (options.maxDepth !== undefined && depth > options.maxDepth) return { kind: 'depth' };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], depth, key: String(i), parent: frame });
      continue;
    }
    for (const key of Object.keys(current)) {
      const child: Frame = { value: (current as Record<string, unknown>)[key], depth, key, parent: frame };
      if (unstorable.test(key)) return textProblem(child);
      stack.push(child);
    }
  }
  return undefined;
}

function textProblem(frame: Frame): InputProblem {
  const keys: string[] = [];
  for (let at: Frame | undefined = frame; at; at = at.parent) keys.push(at.key);
  // The path is shown to the client, so its own bad characters are written as escapes rather than echoed.
  const path = keys
    .reverse()
    .join('.')
    .replace(unstorableAll, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { kind: 'text', path };
}

/**
 * Refuses input `inspectInput` finds a problem in, as a 400: nesting past `maxJSONDepth` with `depthError`
 * (naming the limit), or NUL and lone surrogates (naming the value's path, cut short like any echoed value).
 */
export function refuseUnstorableInput(
  value: unknown,
  options: { root: string; depthError?: 'error:jsonBodyTooDeep' | 'error:whereTooDeep' },
): void {
  const problem = inspectInput(value, { root: options.root, maxDepth: options.depthError ? maxJSONDepth : undefined });
  if (!problem) return;
  if (problem.kind === 'depth')
    throw new BadRequest(
      options.depthError ?? 'error:jsonBodyTooDeep',
      { limit: maxJSONDepth },
      { limit: 'jsonDepth', max: maxJSONDepth },
    );
  const at = echo(problem.path);
  throw new BadRequest('error:unstorableText', { path: at }, { path: at });
}

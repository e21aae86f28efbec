import { InvalidConfiguration } from '../../errors/index.ts';

/** Throws the start-up error for one field: the path says where, the problem names the key. */
export function configError(path: string, problem: string): never {
  throw new InvalidConfiguration(`Invalid config: ${path}: ${problem}`);
}

type Bounds = {
  /** The bound must be a whole number of at least 0 (lengths and row counts). */
  count?: boolean;
};

/**
 * Checks an optional pair of bounds such as `minLength`/`maxLength`: each a finite number (a
 * non-negative integer when `count`), and the lower one not above the upper one.
 */
export function checkBounds(field: object, path: string, minKey: string, maxKey: string, options: Bounds = {}): void {
  const record = field as Record<string, unknown>;
  for (const key of [minKey, maxKey]) {
    const bound = record[key];
    if (bound === undefined) continue;
    if (typeof bound !== 'number' || !Number.isFinite(bound)) configError(path, `\`${key}\` must be a finite number`);
    if (options.count && (!Number.isInteger(bound) || bound < 0))
      configError(path, `\`${key}\` must be a whole number of 0 or more`);
  }
  const min = record[minKey] as number | undefined;
  const max = record[maxKey] as number | undefined;
  if (min !== undefined && max !== undefined && min > max) {
    configError(path, `\`${minKey}\` (${min}) is greater than \`${maxKey}\` (${max})`);
  }
}

/** Checks `maxDepth` of relationship, upload and rich-text fields. */
export function checkMaxDepth(field: { maxDepth?: unknown }, path: string): void {
  const depth = field.maxDepth;
  if (depth !== undefined && (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 0)) {
    configError(path, '`maxDepth` must be a whole number of 0 or more');
  }
}

import type { FieldHook } from './types.ts';

const pureHooks = new WeakSet<FieldHook>();

/**
 * Marks a field's `afterRead` hook as a pure function of the stored document and the config (an upload's `url`
 * built from its `filename`), so reads through it stay cacheable (see `compileReadScopes`); any other read hook
 * makes its collection's reads, and every read that reaches it, uncacheable.
 */
export function pureReadHook(hook: FieldHook): FieldHook {
  pureHooks.add(hook);
  return hook;
}

/** Whether `pureReadHook` marked this hook. */
export function isPureReadHook(hook: FieldHook): boolean {
  return pureHooks.has(hook);
}

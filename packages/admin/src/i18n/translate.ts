import { createTranslate } from '@atrium/core/client';
import type { Messages } from '@atrium/translations';

export type TFunction = (key: string, vars?: Record<string, unknown>) => string;

/**
 * A translator over a language's strings with the fallback language behind it (core's `createTranslate`: spec 9's
 * plural forms for a numeric `count`, and a key found nowhere reported once and shown as itself, spec 8).
 */
export function createAdminTranslate(messages: Messages, fallback?: Messages, { isolate = false } = {}): TFunction {
  const t = createTranslate(messages, fallback, (message) => console.warn(`Atrium admin: ${message}`));
  return isolate ? (key, vars) => t(key, vars && isolateValues(vars)) : t;
}

/**
 * Text values set apart from the sentence around them (Unicode's first-strong isolate … pop directional isolate),
 * for right-to-left languages: a left-to-right value such as a collection named "Specimens" inside an Arabic
 * sentence otherwise takes the sentence's brackets and colons into its own run, and they show at the wrong end.
 * Numbers stay numbers (they choose the plural form).
 */
function isolateValues(vars: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(vars)) out[name] = typeof value === 'string' ? `\u2068${value}\u2069` : value;
  return out;
}

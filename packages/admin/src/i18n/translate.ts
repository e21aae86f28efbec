import { createTranslate } from '@atrium/core/client';
import type { Messages } from '@atrium/translations';

export type TFunction = (key: string, vars?: Record<string, unknown>) => string;

/**
 * A translator over a language's strings with the fallback language behind it (core's `createTranslate`: spec 9's
 * plural forms for a numeric `count`, and a key found nowhere reported once and shown as itself, spec 8).
 */
export function createAdminTranslate(messages: Messages, fallback?: Messages): TFunction {
  return createTranslate(messages, fallback, (message) => console.warn(`Atrium admin: ${message}`));
}

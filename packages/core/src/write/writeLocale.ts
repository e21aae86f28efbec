import { QueryError } from '../errors/index.ts';
import { delocalizeData, localizeData, resolveLocale } from '../fields/hooks/localize.ts';
import type { DataField } from '../fields/types.ts';
import type { AtriumRequest } from '../types.ts';

/** The locale a write goes to; writing every locale at once is not supported. */
export function writeLocale(req: AtriumRequest): string | undefined {
  const localization = req.config.localization;
  if (!localization) return undefined;
  const locale = resolveLocale(localization, req.locale);
  if (locale === 'all') throw new QueryError('query:localeAllNotWritable');
  return locale;
}

/** Stored document → the single-locale form writes work on (no fallback: a missing value stays missing). */
export function toLogical(fields: DataField[], stored: Record<string, unknown> | undefined, locale: string | undefined) {
  if (!stored || !locale) return stored;
  return localizeData(stored, fields, locale, false);
}

/** The single-locale form → the stored document, keeping the other locales' values of `stored`. */
export function toStored(
  fields: DataField[],
  logical: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
  locale: string | undefined,
) {
  return locale ? delocalizeData(logical, stored, fields, locale) : logical;
}

import { BadRequest, echo } from '../errors/index.ts';
import type { AtriumRequest } from '../types.ts';

/** `publishSpecificLocale` checked against the configured locales; `undefined` when not given. */
export function checkPublishLocale(req: AtriumRequest, locale: unknown): string | undefined {
  if (locale === undefined || locale === null || locale === '') return undefined;
  const codes = req.config.localization ? req.config.localization.localeCodes : [];
  if (typeof locale !== 'string' || !codes.includes(locale))
    throw new BadRequest('error:unknownPublishLocale', { locale: echo(String(locale)), locales: codes.join(', ') });
  return locale;
}

import type { SanitizedLocalization } from '../../config/types.ts';
import { rowFields, subFields } from '../flattenFields.ts';
import { isPlainObject } from '../shared/isPlainObject.ts';
import type { DataField } from '../types.ts';

type Data = Record<string, unknown>;

// Both directions build new objects level by level (a row read from storage may be shared with a cache, so it is
// never changed in place): transforms rather than visits, they keep their own recursion instead of `walkFields`.

/**
 * Stored form → one locale: every localized value `{ en, de }` becomes the value of `locale`, falling back to
 * `fallbackLocale` when missing (spec: `localization.fallback`). Returns a new object.
 */
export function localizeData(stored: Data, fields: DataField[], locale: string, fallbackLocale: string | false): Data {
  const out: Data = { ...stored };
  for (const field of fields) {
    if (!(field.name in stored)) continue;
    let value = stored[field.name];
    if (field.localized) {
      const byLocale = isPlainObject(value) ? value : {};
      value = byLocale[locale];
      if ((value === undefined || value === null) && fallbackLocale) value = byLocale[fallbackLocale];
      if (value === undefined) value = null;
    }
    out[field.name] = localizeNested(value, field, locale, fallbackLocale);
  }
  return out;
}

function localizeNested(value: unknown, field: DataField, locale: string, fallbackLocale: string | false): unknown {
  if (field.type === 'group' && isPlainObject(value)) return localizeData(value, subFields(field), locale, fallbackLocale);
  if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
    return value.map((row) => {
      const fieldsOfRow = isPlainObject(row) ? rowFields(field, row) : undefined;
      return fieldsOfRow ? localizeData(row as Data, fieldsOfRow, locale, fallbackLocale) : row;
    });
  }
  return value;
}

/**
 * One locale → stored form: localized values are written into `{ ...stored, [locale]: value }`, keeping the other
 * locales of the stored document. Array and block rows are matched to stored rows by `id`.
 */
export function delocalizeData(logical: Data, stored: Data | undefined, fields: DataField[], locale: string): Data {
  const out: Data = { ...logical };
  for (const field of fields) {
    if (!(field.name in logical)) continue;
    const previous = stored?.[field.name];
    if (field.localized) {
      out[field.name] = { ...(isPlainObject(previous) ? previous : {}), [locale]: logical[field.name] };
      continue;
    }
    const value = logical[field.name];
    if (field.type === 'group' && isPlainObject(value)) {
      out[field.name] = delocalizeData(value, isPlainObject(previous) ? previous : undefined, subFields(field), locale);
    } else if ((field.type === 'array' || field.type === 'blocks') && Array.isArray(value)) {
      const previousRows = new Map((Array.isArray(previous) ? previous : []).filter(isPlainObject).map((r) => [r.id, r]));
      out[field.name] = value.map((row) => {
        if (!isPlainObject(row)) return row;
        const fieldsOfRow = rowFields(field, row);
        return fieldsOfRow ? delocalizeData(row, previousRows.get(row.id), fieldsOfRow, locale) : row;
      });
    }
  }
  return out;
}

/** The locale a request reads and writes in. */
export function resolveLocale(localization: SanitizedLocalization, locale: string | undefined): string {
  if (locale === 'all') return 'all';
  return locale && localization.localeCodes.includes(locale) ? locale : localization.defaultLocale;
}

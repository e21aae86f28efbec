import { useMemo } from 'react';
import { useConfig } from '../config/ConfigProvider.tsx';
import type { ClientCollection, ClientGlobal } from '../config/index.ts';
import type { FormStore } from '../forms/FormStore.ts';
import { formatDate } from '../i18n/formatDate.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { documentHeading, titleFieldOf } from './documentHeading.ts';
import { usePathValue } from './useFormSnapshot.ts';

/** What an entity the form edits is: a collection or a global, with its client config. */
export type EditedEntity = { kind: 'collection'; config: ClientCollection } | { kind: 'global'; config: ClientGlobal };

/**
 * The document's heading (spec 2): a global's label or slug; a collection document's title field, live as it
 * is typed (only that path is subscribed), date-formatted with `admin.dateFormat` when it is a date; its id
 * when the collection has no title field; "untitled" otherwise.
 */
export function useDocumentHeading(store: FormStore, entity: EditedEntity): string {
  const config = useConfig();
  const { t, label, language } = useTranslation();
  const titleField = useMemo(
    () => (entity.kind === 'collection' ? titleFieldOf(entity.config.fields, entity.config.admin.useAsTitle) : undefined),
    [entity],
  );
  const value = usePathValue(store, titleField?.name ?? 'id');
  if (entity.kind === 'global') return label(entity.config.label, entity.config.slug);
  const heading = titleField
    ? documentHeading(value, titleField, (date) => formatDate(date, config.admin.dateFormat, language))
    : documentHeading(value, undefined, String);
  return heading ?? t('general:untitled');
}

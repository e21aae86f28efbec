import { useEffect, useRef } from 'react';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { recordRecent } from '../../palette/recent.ts';
import { type EditedEntity, useDocumentHeading } from '../useDocumentHeading.ts';

type TitleProps = {
  store: FormStore;
  entity: EditedEntity;
  isPage: boolean;
  id: string | number | undefined;
  /** Changes after every save. */
  saveCount: number;
};

/**
 * The heading, live as the title field is typed; its own component, so a keystroke in the title re-renders
 * the heading and not the form.
 */
export function DocumentTitle({ store, entity, isPage, id, saveCount }: TitleProps) {
  const { t, label } = useTranslation();
  const heading = useDocumentHeading(store, entity);
  const kindLabel = entity.kind === 'collection' ? label(entity.config.labels.singular, entity.config.slug) : '';
  useEffect(() => {
    if (isPage) document.title = [heading, kindLabel, t('general:appName')].filter(Boolean).join(' · ');
  }, [isPage, heading, kindLabel, t]);
  const latestHeading = useRef(heading);
  latestHeading.current = heading;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded when opened and after each save, not per keystroke
  useEffect(() => {
    if (!isPage || (entity.kind === 'collection' && id === undefined)) return;
    recordRecent({ kind: entity.kind, slug: entity.config.slug, id, title: latestHeading.current });
  }, [isPage, entity, id, saveCount]);
  const HeadingTag = isPage ? 'h1' : 'h2';
  return <HeadingTag className="doc__title">{heading}</HeadingTag>;
}

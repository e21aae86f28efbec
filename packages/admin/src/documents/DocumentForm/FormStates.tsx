import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APIError, NetworkError } from '../../api/APIError.ts';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import type { FormStore } from '../../forms/FormStore.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import type { TFunction } from '../../i18n/translate.ts';
import type { EditedEntity } from '../useDocumentHeading.ts';
import { useFormSnapshot } from '../useFormSnapshot.ts';

/** "Unsaved changes" beside the controls (or "Read only"); re-renders only when the modified flag flips. */
export function ModifiedStatus({ store, isReadOnly }: { store: FormStore; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const isModified = useFormSnapshot(store, (s) => s.isModified());
  if (isReadOnly) return <span className="doc__status">{t('edit:readOnly')}</span>;
  return (
    <span className={`doc__status${isModified ? ' doc__status--modified' : ''}`} aria-live="polite">
      {isModified ? (
        <>
          <span className="doc__dot" aria-hidden />
          <span className="doc__status-text">{t('edit:unsavedChanges')}</span>
        </>
      ) : null}
    </span>
  );
}

/** What shows while the document loads: nothing for the first 500 ms (spec 9), then "Loading document…" and shimmering lines. */
export function FormSkeleton({ layout }: { layout: 'page' | 'drawer' }) {
  const { t } = useTranslation();
  return (
    <div className={`doc doc--${layout} doc--loading`}>
      <div className="doc__columns doc__columns--single">
        <div className="doc__main">
          <LoadingPlaceholder lines={6} label={t('general:loadingDocument')} showLabel />
        </div>
      </div>
    </div>
  );
}

type MessageProps = {
  layout: 'page' | 'drawer';
  title: string;
  text: string;
  entity?: EditedEntity;
  children?: ReactNode;
};

/** A heading and a sentence in place of the form (not found, failed to load), with the way back. */
export function FormMessage({ layout, title, text, entity, children }: MessageProps) {
  const { t, label } = useTranslation();
  const HeadingTag = layout === 'page' ? 'h1' : 'h2';
  return (
    <div className={`doc doc--${layout} doc--message`}>
      <HeadingTag className="doc__title">{title}</HeadingTag>
      <p>{text}</p>
      {children}
      {layout === 'page' && entity?.kind === 'collection' ? (
        <p>
          <Link to={`/collections/${entity.config.slug}`}>
            {t('edit:backToList', { label: label(entity.config.labels.plural, entity.config.slug) })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** Why a document could not be loaded, in the user's words. */
export function loadErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof NetworkError) return t('general:networkError');
  if (error instanceof APIError && error.errors.length > 0) return error.message;
  return t('general:unknownError');
}

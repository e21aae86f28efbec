import { Link } from 'react-router';
import type { EntityPermissions } from '../../auth/AuthProvider.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { versionOptionsOf } from '../../versions/versionOptions.ts';
import type { EditedEntity } from '../useDocumentHeading.ts';
import './index.css';

type Props = {
  entity: EditedEntity;
  /** The document's id (collections). */
  id: string | number | undefined;
  locale: string | undefined;
  permissions: EntityPermissions | undefined;
};

/** The edit view's way to the document's versions, for a collection or global that keeps them and a reader who may see them. */
export function VersionsLink({ entity, id, locale, permissions }: Props) {
  const { t } = useTranslation();
  if (!versionOptionsOf(entity.config.versions).hasVersions || (entity.kind === 'collection' && id === undefined)) return null;
  if (permissions?.readVersions?.permission === false) return null;
  const base =
    entity.kind === 'global'
      ? `/globals/${entity.config.slug}`
      : `/collections/${entity.config.slug}/${encodeURIComponent(String(id))}`;
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
  return (
    <Link to={`${base}/versions${query}`} className="btn btn--ghost versions-link" title={t('version:versions')}>
      <span aria-hidden className="versions-link__icon">
        ⟲
      </span>
      <span className="versions-link__text">{t('version:versions')}</span>
    </Link>
  );
}

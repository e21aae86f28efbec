import { Icon } from '../../../components/Icon/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { Thumbnail } from '../../shared/relations/Thumbnail/index.tsx';
import type { DocumentSummary } from '../../shared/relations/useDocumentSummaries.ts';
import './index.css';

type Props = {
  /** `undefined` while loading, `null` when the document is gone or not readable. */
  summary: DocumentSummary | null | undefined;
  id: string | number;
  /** A read-only field disables edit, swap and remove (spec 2, 6). */
  readOnly: boolean;
  canEdit: boolean;
  onEdit: () => void;
  onSwap: () => void;
  onRemove: () => void;
};

/** A picked upload (spec 2, "relationship and upload cards"): thumbnail, filename or title, edit, swap, remove. */
export function UploadCard({ summary, id, readOnly, canEdit, onEdit, onSwap, onRemove }: Props) {
  const { t } = useTranslation();
  const doc = summary?.doc;
  const title = summary === null ? t('fields:missingDocument', { id }) : (summary?.title ?? String(id));
  const filename = typeof doc?.filename === 'string' ? doc.filename : undefined;
  return (
    <div className={`upload-card${summary === null ? ' upload-card--missing' : ''}`}>
      <Thumbnail doc={doc} />
      <div className="upload-card__text">
        {/* In the document's own direction, so the ellipsis cuts the end of an English caption in an Arabic page. */}
        <span className="upload-card__title" dir="auto">
          {filename ?? title}
        </span>
        {filename && title !== filename ? (
          <span className="upload-card__subtitle" dir="auto">
            {title}
          </span>
        ) : null}
      </div>
      <div className="upload-card__actions">
        <button
          type="button"
          className="upload-card__button"
          disabled={readOnly || !canEdit || summary === null}
          aria-label={t('fields:editDocument', { title: filename ?? title })}
          title={t('general:edit')}
          onClick={onEdit}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className="upload-card__button"
          disabled={readOnly}
          aria-label={t('fields:swapDocument', { title: filename ?? title })}
          title={t('fields:swap')}
          onClick={onSwap}
        >
          <Icon name="swap" />
        </button>
        <button
          type="button"
          className="upload-card__button upload-card__button--danger"
          disabled={readOnly}
          aria-label={t('fields:removeDocument', { title: filename ?? title })}
          title={t('general:remove')}
          onClick={onRemove}
        >
          <Icon name="close" />
        </button>
      </div>
    </div>
  );
}

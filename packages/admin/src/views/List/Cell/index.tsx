import type { DataField, Option } from '@atrium/core/client';
import { Skeleton } from '../../../components/LoadingPlaceholder/index.tsx';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { formatDate } from '../../../i18n/formatDate.ts';
import { formatFileSize } from '../../../i18n/formatFileSize.ts';
import { type I18n, useTranslation } from '../../../i18n/I18nProvider.tsx';
import { richTextExcerpt } from '../richTextExcerpt.ts';
import { Thumbnail } from '../Thumbnail/index.tsx';
import { type LookupRelated, relatedRefs } from '../useRelatedDocs.ts';
import './index.css';

type Props = {
  field: DataField;
  value: unknown;
  lookup: LookupRelated;
  /** An upload's size in bytes, shown in the largest fitting unit. */
  isFileSize?: boolean;
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One table cell's content, drawn the way the field's type reads best in a single line. */
export function Cell({ field, value, lookup, isFileSize }: Props) {
  const config = useConfig();
  const { t, label, language, formatNumber } = useTranslation();
  if (isEmpty(value)) return <span className="cell__empty">{'\u2014'}</span>;
  switch (field.type) {
    case 'date': {
      const pattern = (field.admin?.date?.displayFormat as string | undefined) ?? config.admin.dateFormat;
      const date = new Date(value as string);
      if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
      return (
        <time dateTime={date.toISOString()} className="cell__nowrap">
          {formatDate(date, pattern, language)}
        </time>
      );
    }
    case 'checkbox':
      return <span>{value ? t('general:yes') : t('general:no')}</span>;
    case 'number':
      if (isFileSize && typeof value === 'number') {
        return <span className="cell__number cell__nowrap">{formatFileSize(value, language, t)}</span>;
      }
      return (
        <span className="cell__number">
          {list(value)
            .map((n) => (typeof n === 'number' ? formatNumber(n) : String(n)))
            .join(', ')}
        </span>
      );
    case 'select':
    case 'radio':
      return (
        <span>
          {list(value)
            .map((v) => optionLabel(field.options, v, label))
            .join(', ')}
        </span>
      );
    case 'relationship':
    case 'upload':
      return <RelatedCell field={field} value={value} lookup={lookup} />;
    case 'array':
    case 'blocks': {
      const count = Array.isArray(value) ? value.length : 0;
      return <span>{t('list:itemsCount', { count, n: formatNumber(count) })}</span>;
    }
    case 'richText':
      return <span className="cell__excerpt">{richTextExcerpt(value) || '\u2014'}</span>;
    case 'json':
      return <code className="cell__code">{truncate(JSON.stringify(value), 60)}</code>;
    case 'code':
      return <code className="cell__code">{truncate(String(value), 60)}</code>;
    case 'point':
      return (
        <span className="cell__nowrap">
          {Array.isArray(value) ? value.map((n) => formatNumber(Number(n))).join(', ') : String(value)}
        </span>
      );
    default:
      return <span className="cell__excerpt">{list(value).map(String).join(', ')}</span>;
  }
}

function RelatedCell({
  field,
  value,
  lookup,
}: {
  field: Extract<DataField, { type: 'relationship' | 'upload' }>;
  value: unknown;
  lookup: LookupRelated;
}) {
  const refs = relatedRefs(value, field.relationTo).map((ref) => ({ ...ref, doc: lookup(ref.relationTo, ref.id) }));
  if (refs.some((ref) => ref.doc === undefined)) return <Skeleton width="8rem" height="0.9rem" />;
  // Plain text, so the cell's ellipsis cuts a long list cleanly; a document that is gone shows its id.
  const titleOf = (ref: (typeof refs)[number]) => (ref.doc ? ref.doc.title : `#${ref.id}`);
  if (field.type !== 'upload') return <span>{refs.map(titleOf).join(', ')}</span>;
  return (
    <span className="cell__uploads">
      {refs.map((ref) => (
        <span key={`${ref.relationTo}:${ref.id}`} className="cell__upload">
          {ref.doc ? <Thumbnail doc={ref.doc} /> : null}
          <span className={ref.doc ? 'cell__upload-title' : 'cell__upload-title cell__missing'}>{titleOf(ref)}</span>
        </span>
      ))}
    </span>
  );
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function optionLabel(options: Option[], value: unknown, label: I18n['label']): string {
  const option = options.find((o) => (typeof o === 'string' ? o : o.value) === value);
  if (!option || typeof option === 'string') return String(value);
  return label(option.label, option.value);
}

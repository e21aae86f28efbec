import type { DataField, Option } from '@atrium/core/client';
import { Skeleton } from '../../../components/LoadingPlaceholder/index.tsx';
import { type I18n, useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { CellProps } from '../../types.ts';
import { CellThumbnail } from '../../upload/CellThumbnail/index.tsx';
import { relatedRefs } from '../relations/relatedRefs.ts';
import './index.css';

/** A value as a list of values (hasMany fields hold lists). */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** Text cut to `max` characters with an ellipsis. */
export const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Text as it is (several values comma-separated), cut by the cell's ellipsis. */
export function TextCell({ value }: CellProps) {
  return <span className="cell__excerpt">{listOf(value).map(String).join(', ')}</span>;
}

/** How many rows a list-like value holds. */
export function CountCell({ value }: CellProps) {
  const { t, formatNumber } = useTranslation();
  const count = Array.isArray(value) ? value.length : 0;
  return <span>{t('list:itemsCount', { count, n: formatNumber(count) })}</span>;
}

/** The chosen options' labels. */
export function OptionsCell({ field, value }: CellProps<{ options: Option[] }>) {
  const { label } = useTranslation();
  return (
    <span>
      {listOf(value)
        .map((v) => optionLabel(field.options, v, label))
        .join(', ')}
    </span>
  );
}

function optionLabel(options: Option[], value: unknown, label: I18n['label']): string {
  const option = options.find((o) => (typeof o === 'string' ? o : o.value) === value);
  if (!option || typeof option === 'string') return String(value);
  return label(option.label, option.value);
}

type RelatedProps = CellProps<Extract<DataField, { type: 'relationship' | 'upload' }>> & {
  /** Show each document's image before its title (uploads). Defaults to `false`. */
  withThumbnails?: boolean;
};

/** The titles of the documents a reference points to (a skeleton while they load). */
export function RelatedCell({ field, value, lookup, withThumbnails }: RelatedProps) {
  const refs = relatedRefs(value, field.relationTo).map((ref) => ({ ...ref, doc: lookup(ref.relationTo, ref.id) }));
  if (refs.some((ref) => ref.doc === undefined)) return <Skeleton width="8rem" height="0.9rem" />;
  // Plain text, so the cell's ellipsis cuts a long list cleanly; a document that is gone shows its id.
  const titleOf = (ref: (typeof refs)[number]) => (ref.doc ? ref.doc.title : `#${ref.id}`);
  if (!withThumbnails) return <span>{refs.map(titleOf).join(', ')}</span>;
  return (
    <span className="cell__uploads">
      {refs.map((ref) => (
        <span key={`${ref.relationTo}:${ref.id}`} className="cell__upload">
          {ref.doc ? <CellThumbnail doc={ref.doc} /> : null}
          <span className={ref.doc ? 'cell__upload-title' : 'cell__upload-title cell__missing'}>{titleOf(ref)}</span>
        </span>
      ))}
    </span>
  );
}

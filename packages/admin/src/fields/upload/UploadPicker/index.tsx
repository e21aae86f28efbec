import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { Button } from '../../../components/Button/index.tsx';
import { Dialog } from '../../../components/Dialog/index.tsx';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../config/index.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { Thumbnail } from '../../shared/relations/Thumbnail/index.tsx';
import { useDebouncedValue } from '../../shared/relations/useDebouncedValue.ts';
import { type DocumentSummary, rememberDocument } from '../../shared/relations/useDocumentSummaries.ts';
import './index.css';

const pageSize = 24;

type Props = {
  slugs: string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Keys (`media:12`) already picked: shown as such and not offered again. */
  selected: Set<string>;
  filterOptions?: unknown;
  onPick: (summary: DocumentSummary) => void;
};

/** A drawer listing the documents of the upload collection(s) with thumbnails, searchable by title, to pick one. */
export function UploadPicker({ slugs, isOpen, onOpenChange, selected, filterOptions, onPick }: Props) {
  const config = useConfig();
  const { t, label } = useTranslation();
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(slugs[0]);
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(pageSize);
  const query = useDebouncedValue(search.trim(), 250);
  const collection = findCollection(config, slug);
  const titleField = collection?.admin.useAsTitle;
  const match = query
    ? {
        or: [
          { filename: { like: query } },
          ...(titleField && titleField !== 'filename' ? [{ [titleField]: { like: query } }] : []),
        ],
      }
    : undefined;
  const filter = filterOptions && typeof filterOptions === 'object' ? filterOptions : undefined;
  const where = match && filter ? { and: [filter, match] } : (match ?? filter);
  const results = useQuery({
    queryKey: ['upload-picker', slug, query, filter ?? null, limit],
    enabled: isOpen,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.get<PaginatedDocs>(`/${slug}`, { where, limit, depth: 0 }, signal);
      return { ...answer, summaries: answer.docs.map((doc) => rememberDocument(queryClient, collection, slug, doc)) };
    },
  });
  const plural = label(collection?.labels.plural, slug);
  return (
    <Dialog kind="drawer" isOpen={isOpen} onOpenChange={onOpenChange} title={t('fields:chooseFrom', { label: plural })}>
      <div className="upload-picker">
        <div className="upload-picker__toolbar">
          {slugs.length > 1 ? (
            <label className="upload-picker__collection">
              <span className="visually-hidden">{t('fields:collection')}</span>
              <select className="input" value={slug} onChange={(e) => setSlug(e.target.value)}>
                {slugs.map((s) => (
                  <option key={s} value={s}>
                    {label(findCollection(config, s)?.labels.plural, s)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <input
            className="input upload-picker__search"
            type="search"
            aria-label={t('fields:searchCollection', { label: plural })}
            placeholder={t('fields:searchCollection', { label: plural })}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(pageSize);
            }}
          />
        </div>
        {results.isError ? <p className="upload-picker__message">{t('general:unknownError')}</p> : null}
        {results.data && results.data.summaries.length === 0 ? (
          <p className="upload-picker__message">{t('fields:noMatches')}</p>
        ) : null}
        {results.isPending ? <p className="upload-picker__message">{t('general:loading')}</p> : null}
        <ul className="upload-picker__grid" aria-busy={results.isFetching}>
          {results.data?.summaries.map((summary) => {
            const isSelected = selected.has(`${slug}:${summary.id}`);
            const filename = typeof summary.doc.filename === 'string' ? summary.doc.filename : undefined;
            return (
              <li key={summary.id}>
                <button
                  type="button"
                  className="upload-picker__item"
                  disabled={isSelected}
                  aria-label={isSelected ? t('fields:alreadySelected', { title: filename ?? summary.title }) : undefined}
                  onClick={() => {
                    onPick(summary);
                    onOpenChange(false);
                  }}
                >
                  <Thumbnail doc={summary.doc} size="lg" />
                  <span className="upload-picker__name">{filename ?? summary.title}</span>
                  {filename && summary.title !== filename ? <span className="upload-picker__title">{summary.title}</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
        {results.data?.hasNextPage ? (
          <div className="upload-picker__more">
            <Button onClick={() => setLimit((n) => n + pageSize)} disabled={results.isFetching}>
              {t('fields:loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { api } from '../../../api/client.ts';
import { Button } from '../../../components/Button/index.tsx';
import type { ClientCollection } from '../../../config/index.ts';
import { textMatch } from '../../../config/textMatch.ts';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { type DocumentSummary, summarize } from '../documents.ts';
import { DocumentThumbnail } from './DocumentThumbnail.tsx';
import './index.css';

/** A chosen document. */
export type DocumentChoice = { relationTo: string; value: string | number };

type Props = {
  /** The collections to choose from (already limited to those the user may read). */
  collections: ClientCollection[];
  value: DocumentChoice | null;
  onChange: (value: DocumentChoice, summary: DocumentSummary) => void;
  /** The group's name ("Document to link to"). */
  label: string;
};

const pageSize = 8;

/**
 * Choosing one document: a collection (when there are several), a search over its title field, and the
 * results as radio buttons, a page at a time.
 */
export function DocumentSearch({ collections, value, onChange, label: legend }: Props) {
  const { t, label } = useTranslation();
  const id = useId();
  const [slug, setSlug] = useState(value?.relationTo ?? collections[0]?.slug ?? '');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const collection = collections.find((c) => c.slug === slug) ?? collections[0];

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [search]);

  const titleField = collection?.admin.useAsTitle ?? (collection?.upload ? 'filename' : undefined);
  const results = useQuery({
    queryKey: ['richText', 'search', collection?.slug, query, page],
    queryFn: ({ signal }) =>
      api.get<PaginatedDocs>(
        `/${collection!.slug}`,
        {
          depth: 0,
          limit: pageSize,
          page,
          ...(query && titleField && collection
            ? { where: textMatch(collection, titleField, query) ?? { id: { exists: false } } }
            : {}),
        },
        signal,
      ),
    enabled: collection !== undefined,
    placeholderData: keepPreviousData,
  });
  const docs = (results.data?.docs ?? []).map((doc) => summarize(collection, doc));
  const totalPages = results.data?.totalPages ?? 1;

  return (
    <fieldset className="doc-search">
      <legend className="field__label">{legend}</legend>
      <div className="doc-search__filters">
        {collections.length > 1 ? (
          <select
            className="input doc-search__collection"
            aria-label={t('richText:collection')}
            value={collection?.slug}
            onChange={(event) => {
              setSlug(event.target.value);
              setPage(1);
            }}
          >
            {collections.map((c) => (
              <option key={c.slug} value={c.slug}>
                {label(c.labels.plural, c.slug)}
              </option>
            ))}
          </select>
        ) : null}
        <input
          type="search"
          className="input doc-search__query"
          aria-label={t('richText:searchDocuments', { collection: label(collection?.labels.plural, collection?.slug ?? '') })}
          placeholder={t('general:search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="doc-search__results" aria-busy={results.isFetching}>
        {results.isError ? <p className="doc-search__empty">{t('richText:searchFailed')}</p> : null}
        {results.isSuccess && docs.length === 0 ? <p className="doc-search__empty">{t('richText:noDocuments')}</p> : null}
        {docs.map((doc) => {
          const isChecked = value?.relationTo === collection?.slug && String(value?.value) === String(doc.id);
          return (
            <label key={String(doc.id)} className={`doc-search__option${isChecked ? ' doc-search__option--checked' : ''}`}>
              <input
                type="radio"
                name={id}
                checked={isChecked}
                onChange={() => collection && onChange({ relationTo: collection.slug, value: doc.id }, doc)}
              />
              {collection?.upload ? <DocumentThumbnail src={doc.thumbnail} size="sm" /> : null}
              <span className="doc-search__title">{doc.title}</span>
              {doc.filename && doc.filename !== doc.title ? <span className="doc-search__meta">{doc.filename}</span> : null}
            </label>
          );
        })}
      </div>
      {totalPages > 1 ? (
        <div className="doc-search__pages">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('richText:previousPage')}
          </Button>
          <span>{t('richText:pageOf', { page, total: totalPages })}</span>
          <Button size="sm" variant="ghost" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            {t('richText:nextPage')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

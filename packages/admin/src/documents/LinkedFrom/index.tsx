import type { CountResponse } from '@atrium/core/client';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { referencePaths, referencingWhere } from './referencePaths.ts';
import './index.css';

/**
 * Before a delete: which other documents link to this one through a relationship or upload field, counted per
 * collection the user may read ("Posts (3), Pages (1)"). Deleting it would leave those links pointing at
 * nothing, and those documents refused on their next save until the link is removed. Links inside rich text
 * cannot be counted with a query: where rich text may hold one, the question says so. Nothing shows while the
 * counts load, when none links to it, or when a count cannot be had.
 */
export function LinkedFrom({ slug, ids }: { slug: string; ids: Array<string | number> }) {
  const config = useConfig();
  const { t, label, language, dir, formatNumber } = useTranslation();
  const { sources, counted } = useMemo(() => {
    const all = referencePaths(config, slug);
    return { sources: all, counted: all.filter((source) => source.paths.length > 0) };
  }, [config, slug]);
  const counts = useQueries({
    queries: counted.map(({ collection, paths }) => ({
      queryKey: ['linked-from', slug, ids.map(String).join(','), collection.slug],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<CountResponse>(
          `/${collection.slug}/count`,
          // As JSON: a link inside an and inside an or nests deeper than a query string may.
          { where: JSON.stringify(referencingWhere(paths, slug, ids, collection.slug === slug)) },
          signal,
        ),
      gcTime: 0,
      retry: false,
    })),
  });
  const found = counted.flatMap(({ collection }, i) => {
    const total = counts[i].data?.totalDocs ?? 0;
    if (total === 0) return [];
    // A label keeps its count on its line.
    const item = `${label(collection.labels.plural, collection.slug)}\u00a0(${formatNumber(total)})`;
    // Each item set apart in a right-to-left sentence: an English label keeps its count beside it.
    return [dir === 'rtl' ? `\u2068${item}\u2069` : item];
  });
  const mayLinkInText = sources.some((source) => source.inRichText);
  const isMany = ids.length > 1;
  return (
    // A live region from the start: the counts arrive after the question was read out.
    <div role="status">
      {found.length > 0 || mayLinkInText ? (
        <p className="linked-from">
          {found.length > 0
            ? t(isMany ? 'edit:deleteLinkedFromMany' : 'edit:deleteLinkedFrom', {
                list: new Intl.ListFormat(language, { type: 'unit' }).format(found),
              })
            : null}
          {found.length > 0 && mayLinkInText ? ' ' : null}
          {mayLinkInText ? t(isMany ? 'edit:deleteRichTextNotCountedMany' : 'edit:deleteRichTextNotCounted') : null}
        </p>
      ) : null}
    </div>
  );
}

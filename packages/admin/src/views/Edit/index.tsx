import { useParams } from 'react-router';
import type { ClientCollection, ClientGlobal } from '../../config/index.ts';
import { DocumentForm } from '../../documents/DocumentForm/index.tsx';
import { prefetchOpeningDocument as prefetchDocument } from '../../documents/useDocument.ts';
import { FieldTypesProvider } from '../../fields/FieldTypesProvider.tsx';
import { preloadFieldCode } from '../../fields/registry.ts';
import { useContentLocale } from '../../localization/contentLocale.ts';

/** Reads the document the page opens on and loads its inputs' code before the app's first render. */
export function prefetchOpeningDocument(
  entity: ClientCollection | ClientGlobal,
  kind: 'collection' | 'global',
  id: string | undefined,
  locale: string | undefined,
): Promise<void> {
  return prefetchDocument(entity, kind, id, locale, preloadFieldCode);
}

/**
 * The edit view: `/collections/:slug/create`, `/collections/:slug/:id` and `/globals/:slug`. The form is keyed
 * by the document and the content locale (`?locale=`), so moving to another document, to "create new" or to
 * another locale starts a fresh form.
 */
export default function EditView({ kind }: { kind: 'collection' | 'global' }) {
  const { slug = '', id } = useParams();
  const locale = useContentLocale()?.requested;
  return (
    <div className="page page--edit">
      <FieldTypesProvider>
        <DocumentForm
          key={`${kind}/${slug}/${id ?? ''}?${locale ?? ''}`}
          kind={kind}
          slug={slug}
          id={id}
          locale={locale}
          layout="page"
        />
      </FieldTypesProvider>
    </div>
  );
}

import { useParams } from 'react-router';
import { useContentLocale } from '../../localization/contentLocale.ts';
import { DocumentForm } from './DocumentForm/index.tsx';

export { prefetchOpeningDocument } from './useDocument.ts';

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
      <DocumentForm
        key={`${kind}/${slug}/${id ?? ''}?${locale ?? ''}`}
        kind={kind}
        slug={slug}
        id={id}
        locale={locale}
        layout="page"
      />
    </div>
  );
}

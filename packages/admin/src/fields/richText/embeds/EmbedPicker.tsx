import { useState } from 'react';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { Button } from '../../../components/Button/index.tsx';
import { Dialog } from '../../../components/Dialog/index.tsx';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { uploadEmbedCollections } from '../../upload/uploadEmbedCollections.ts';
import { type DocumentChoice, DocumentSearch } from '../DocumentSearch/index.tsx';
import { useReadableCollections } from '../documents.ts';
import { useRichText } from '../EditorContext.tsx';

type Props = {
  kind: 'relationship' | 'upload';
  /** The document shown now, when swapping. */
  current?: DocumentChoice | null;
  onChoose: (choice: DocumentChoice) => void;
  onClose: () => void;
};

/**
 * Choosing the document to embed (or to swap in): spec 6 offers only the collections the field allows
 * (non-upload ones for relationships, upload ones for uploads) that the user may read.
 */
export default function EmbedPicker({ kind, current = null, onChoose, onClose }: Props) {
  const { features } = useRichText();
  const { t } = useTranslation();
  const config = useConfig();
  const { permissions } = useAuth();
  const readable = useReadableCollections(kind === 'relationship' ? features.relationship.collections : []);
  const collections =
    kind === 'relationship'
      ? readable
      : uploadEmbedCollections(
          config,
          permissions,
          features.upload.collections.map((c) => c.slug),
        );
  const [choice, setChoice] = useState<DocumentChoice | null>(current);
  const isSwap = current !== null;
  const title = t(`richText:${isSwap ? 'swap' : 'choose'}_${kind}`);
  return (
    <Dialog
      isOpen
      kind="drawer"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('general:cancel')}</Button>
          <Button variant="primary" disabled={!choice} onClick={() => choice && onChoose(choice)}>
            {isSwap ? t('richText:swap') : t('richText:insertEmbed')}
          </Button>
        </>
      }
    >
      {collections.length === 0 ? (
        <p>{t('richText:noCollections')}</p>
      ) : (
        <DocumentSearch collections={collections} value={choice} onChange={setChoice} label={title} />
      )}
    </Dialog>
  );
}

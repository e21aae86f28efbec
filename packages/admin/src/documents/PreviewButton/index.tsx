import { useState } from 'react';
import { request } from '../../api/client.ts';
import { Button } from '../../components/Button/index.tsx';
import { useToast } from '../../components/Toast/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';

type Props = { kind: 'collection' | 'global'; slug: string; id?: string | number; locale?: string };

/**
 * Opens the document on the site: the address comes from the entity's `admin.preview`, which runs on the
 * server (`GET /api/<slug>/<id>/preview`). The tab opens at the click, so no popup blocker stops it, and is
 * sent on once the server has answered.
 */
export function PreviewButton({ kind, slug, id, locale }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isOpening, setOpening] = useState(false);
  const path = kind === 'global' ? `/globals/${slug}/preview` : `/${slug}/${encodeURIComponent(String(id))}/preview`;

  const handlePress = async () => {
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await request<string | null>('GET', path, { query: locale ? { locale } : undefined });
      if (typeof url !== 'string') {
        tab?.close();
        toast.show(t('edit:previewNone'), 'info');
        return;
      }
      if (!tab) {
        window.open(url, '_blank', 'noopener');
        return;
      }
      // The site must not reach back into the admin through `window.opener`.
      tab.opener = null;
      tab.location.href = url;
    } catch (error) {
      tab?.close();
      toast.show(t('edit:previewFailed', { message: (error as Error).message }), 'error');
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button variant="secondary" onClick={handlePress} disabled={isOpening} aria-busy={isOpening || undefined}>
      {isOpening ? t('version:previewing') : t('version:preview')}
    </Button>
  );
}

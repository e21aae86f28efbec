import { type BlockPreviewProps, useTranslation } from '@atrium/admin/plugin';
import './index.css';

/** The pull quote as the article sets it: the sentence large, and who said it under it. */
export default function PullQuotePreview({ values }: BlockPreviewProps) {
  const { t } = useTranslation();
  const quote = typeof values.quote === 'string' ? values.quote.trim() : '';
  const attribution = typeof values.attribution === 'string' ? values.attribution.trim() : '';
  if (!quote) return <p className="demo-pull-quote demo-pull-quote--empty">{t('richText:blockEmpty')}</p>;
  return (
    <figure className="demo-pull-quote">
      {/* The text's own direction, whatever the interface's: an English quote stays left to right in Arabic. */}
      <blockquote className="demo-pull-quote__text" dir="auto">
        <p>{quote}</p>
      </blockquote>
      {attribution ? (
        <figcaption className="demo-pull-quote__by" dir="auto">
          {attribution}
        </figcaption>
      ) : null}
    </figure>
  );
}

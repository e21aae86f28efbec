import { type ReactNode, useState } from 'react';
import { Icon } from '../../components/Icon/index.tsx';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { isPreviewableImage } from '../uploadOptions.ts';
import './index.css';

type Props = {
  src: string | undefined;
  mimeType: unknown;
  filename: string;
  /** A layer over the image (the focal point or the crop frame). */
  overlay?: ReactNode;
  onNaturalSize?: (size: { width: number; height: number }) => void;
};

/**
 * The file as it looks: an image for the six types spec 5 names (jpeg, png, gif, svg, webp, avif), an icon and
 * the file name for anything else or an image the browser cannot draw.
 */
export function FilePreview({ src, mimeType, filename, overlay, onNaturalSize }: Props) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (src && isPreviewableImage(mimeType) && failedSrc !== src) {
    return (
      <div className="preview preview--image">
        <div className="preview__stage">
          <img
            className="preview__image"
            src={src}
            alt={t('upload:previewOf', { name: filename })}
            draggable={false}
            onLoad={(event) =>
              onNaturalSize?.({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
            }
            onError={() => setFailedSrc(src)}
          />
          {overlay}
        </div>
      </div>
    );
  }
  return (
    <div className="preview preview--file">
      <Icon name="file" size={40} />
      <bdi className="preview__name">{filename}</bdi>
      {isPreviewableImage(mimeType) ? null : <span className="preview__note">{t('upload:noPreview')}</span>}
    </div>
  );
}

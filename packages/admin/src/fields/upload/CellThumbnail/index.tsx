import { useState } from 'react';
import { Icon } from '../../../components/Icon/index.tsx';
import { isImage, previewURL } from '../../shared/relations/isImage.ts';
import './index.css';

export { isImage };

/**
 * A small square preview of an upload in a list cell: its thumbnail, a size or the image itself (see
 * `previewURL`). A file that is not an image, or an image that fails to load, shows a file icon so the row
 * keeps its shape; the title beside it names the document.
 */
export function CellThumbnail({ doc }: { doc: Record<string, unknown> }) {
  const src = previewURL(doc);
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <span className="cell-thumbnail cell-thumbnail--empty" aria-hidden>
        <Icon name="file" size={14} />
      </span>
    );
  }
  return (
    <img
      className="cell-thumbnail"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={28}
      height={28}
      onError={() => setFailed(src)}
    />
  );
}

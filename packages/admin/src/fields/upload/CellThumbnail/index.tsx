import { useState } from 'react';
import './index.css';

const imageTypes = /^image\/(jpeg|png|gif|svg\+xml|webp|avif)$/;
const imageExtensions = /\.(jpe?g|png|gif|svg|webp|avif)(\?|#|$)/i;

/** Whether an upload can be previewed as an image (spec 5: jpeg, png, gif, svg, webp and avif). */
export function isImage(doc: { mimeType?: string; url?: string; thumbnailURL?: string }): boolean {
  if (doc.mimeType) return imageTypes.test(doc.mimeType);
  return imageExtensions.test(doc.thumbnailURL ?? doc.url ?? '');
}

/**
 * A small square preview of an upload. When there is no image, or it fails to load (the demo's media
 * point at files that may not exist), a neutral tile takes its place so the row keeps its shape.
 */
export function CellThumbnail({ doc }: { doc: { mimeType?: string; url?: string; thumbnailURL?: string } }) {
  const src = doc.thumbnailURL ?? doc.url;
  const [isBroken, setBroken] = useState(false);
  if (!src || isBroken || !isImage(doc)) {
    return (
      <span className="thumbnail thumbnail--empty" aria-hidden>
        <svg aria-hidden viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.8">
          <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="m5 18 5-5 3 3 2.5-2.5L20 18" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className="thumbnail"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={28}
      height={28}
      onError={() => setBroken(true)}
    />
  );
}

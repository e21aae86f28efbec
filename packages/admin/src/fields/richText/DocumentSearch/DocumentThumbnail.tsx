import { useState } from 'react';

/**
 * The preview of an upload, or a neutral tile when it has no image or the image fails to load (the demo's media
 * point at files that may not exist). Decorative: the title beside it names the document.
 */
export function DocumentThumbnail({ src, size }: { src: string | undefined; size: 'sm' | 'lg' }) {
  const [isBroken, setBroken] = useState(false);
  if (!src || isBroken) {
    return (
      <span className={`doc-thumb doc-thumb--${size} doc-thumb--empty`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
          <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
          <circle cx="9" cy="10" r="1.6" />
          <path d="m5 18 5-5 3 3 2.5-2.5L20 18" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={`doc-thumb doc-thumb--${size}`}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

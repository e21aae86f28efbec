import { useState } from 'react';
import { Icon } from '../../../../components/Icon/index.tsx';
import { previewURL } from '../isImage.ts';
import './index.css';

/**
 * An upload's preview: its thumbnail or image, or a file icon with the extension when there is none or it
 * fails to load. Decorative: the card or button around it carries the document's name.
 */
export function Thumbnail({ doc, size = 'md' }: { doc: Record<string, unknown> | undefined; size?: 'md' | 'lg' }) {
  const src = doc ? previewURL(doc) : undefined;
  const [failed, setFailed] = useState<string>();
  const extension = typeof doc?.filename === 'string' && doc.filename.includes('.') ? doc.filename.split('.').pop() : undefined;
  return (
    <span className={`thumbnail thumbnail--${size}`} aria-hidden>
      {src && failed !== src ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <span className="thumbnail__fallback">
          <Icon name="file" size={size === 'lg' ? 28 : 20} />
          {extension ? <span className="thumbnail__extension">{extension}</span> : null}
        </span>
      )}
    </span>
  );
}

import { type BlockPreviewProps, useDocumentSummary, useTranslation } from '@atrium/admin/plugin';
import { useState } from 'react';
import './index.css';

/** The gallery's pictures as the reader will see them: a grid, or one row that runs on past the edge. */
export default function GalleryPreview({ block, values }: BlockPreviewProps) {
  const { t } = useTranslation();
  const images = Array.isArray(values.images) ? values.images : [];
  const field = block.fields.find((candidate) => 'name' in candidate && candidate.name === 'images');
  const relationTo = field && 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : 'media';
  const layout = values.layout === 'strip' ? 'strip' : 'grid';
  const caption = typeof values.caption === 'string' ? values.caption.trim() : '';
  if (images.length === 0) return <p className="demo-gallery demo-gallery--empty">{t('richText:blockEmpty')}</p>;
  return (
    <figure className={`demo-gallery demo-gallery--${layout}`}>
      <ul className="demo-gallery__images">
        {images.map((image, index) => (
          // The same picture may be chosen twice; its place in the list tells the two apart.
          <GalleryImage key={`${index}:${String(idOf(image))}`} relationTo={relationTo} value={image} />
        ))}
      </ul>
      {caption ? (
        <figcaption className="demo-gallery__caption" dir="auto">
          {caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

function GalleryImage({ relationTo, value }: { relationTo: string; value: unknown }) {
  const summary = useDocumentSummary(relationTo, value);
  const [isBroken, setBroken] = useState(false);
  const src = summary?.thumbnail;
  return (
    <li className="demo-gallery__item">
      {src && !isBroken ? (
        <img src={src} alt={summary.title} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        // Loading, missing, unreadable or not an image: a tile the size of a picture, named when it can be.
        <span className={`demo-gallery__blank${summary === undefined ? ' demo-gallery__blank--loading' : ''}`}>
          {summary?.title}
        </span>
      )}
    </li>
  );
}

function idOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'id' in value ? value.id : value;
}

import { type BlockPreviewProps, useTranslation } from '@atrium/admin/plugin';
import { useMemo } from 'react';
import { sketchHeight, sketchMap, sketchWidth } from './mapSketch.ts';
import './index.css';

/**
 * The map block as a drawn map around its pin (nothing is downloaded: the streets are a sketch, the scale is
 * true), with the pin's label and its latitude and longitude.
 */
export default function MapPreview({ values }: BlockPreviewProps) {
  const { t, language } = useTranslation();
  const location = pointOf(values.location);
  const zoom = typeof values.zoom === 'number' && Number.isFinite(values.zoom) ? values.zoom : 15;
  const label = typeof values.label === 'string' ? values.label.trim() : '';
  const sketch = useMemo(() => (location ? sketchMap(location, zoom) : undefined), [location?.[0], location?.[1], zoom]);
  if (!location || !sketch) return <p className="demo-map demo-map--empty">{label || t('richText:blockEmpty')}</p>;

  const [longitude, latitude] = location;
  const degrees = new Intl.NumberFormat(language, { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  const distance = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: sketch.scale.metres >= 1000 ? 'kilometer' : 'meter',
    unitDisplay: 'short',
  });
  const { streets, roads, park, water, scale } = sketch;
  return (
    <figure className="demo-map">
      <svg
        className="demo-map__sketch"
        viewBox={`0 0 ${sketchWidth} ${sketchHeight}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <rect className="demo-map__land" width={sketchWidth} height={sketchHeight} />
        <rect
          className="demo-map__park"
          x={park.x}
          y={park.y}
          width={park.width}
          height={park.height}
          rx="6"
          transform={`rotate(${park.rotate} ${park.x + park.width / 2} ${park.y + park.height / 2})`}
        />
        <g className="demo-map__streets">
          {streets.map((line) => (
            <line key={`${line.x1},${line.y1}`} {...line} />
          ))}
        </g>
        <g className="demo-map__roads">
          {roads.map((line) => (
            <line key={`${line.x1},${line.y1}`} {...line} />
          ))}
        </g>
        {water ? <path className="demo-map__water" d={water} /> : null}
        <g className="demo-map__pin" transform={`translate(${sketchWidth / 2} ${sketchHeight / 2})`}>
          <ellipse cx="0" cy="1" rx="6" ry="2.5" className="demo-map__pin-shadow" />
          <path d="M0 0 C-4 -9 -11 -13 -11 -21 A11 11 0 1 1 11 -21 C11 -13 4 -9 0 0 Z" />
          <circle cx="0" cy="-21" r="4" className="demo-map__pin-hole" />
        </g>
      </svg>
      {label ? (
        <span className="demo-map__label" dir="auto">
          {label}
        </span>
      ) : null}
      <figcaption className="demo-map__facts">
        <span className="demo-map__coordinates" dir="ltr">
          {degrees.format(latitude)}°, {degrees.format(longitude)}°
        </span>
        <span className="demo-map__scale">
          <span className="demo-map__scale-bar" style={{ inlineSize: barSize(scale.length) }} />
          {distance.format(scale.metres >= 1000 ? scale.metres / 1000 : scale.metres)}
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The scale bar's width on screen: the drawing is scaled to the card's width, or to its least height when the card
 * is narrow (`.demo-map__sketch`), whichever is larger, and the bar with it.
 */
function barSize(length: number): string {
  return `max(${((length / sketchWidth) * 100).toFixed(2)}cqi, ${((length / sketchHeight) * minHeight).toFixed(1)}px)`;
}

/** The drawing's least height in CSS pixels (`.demo-map__sketch`'s `min-height`). */
const minHeight = 150;

/** `[longitude, latitude]` when the value is a point of finite numbers. */
function pointOf(value: unknown): [number, number] | undefined {
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [longitude, latitude] = value;
  return Number.isFinite(longitude) && Number.isFinite(latitude) ? [longitude, latitude] : undefined;
}

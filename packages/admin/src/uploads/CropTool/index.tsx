import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { type Corner, type CropArea, moveCrop, resizeCrop, setCropValue } from '../crop.ts';
import { formatPercent, pointerPercent } from '../percent.ts';
import './index.css';

type Drag = { mode: 'move' | Corner; start: { x: number; y: number }; area: CropArea };

const corners: Corner[] = ['nw', 'ne', 'sw', 'se'];

/**
 * The crop frame over an image: dragged to move, its corners dragged to resize; with the keyboard the arrow keys
 * move it and Shift with the arrow keys resizes it. Everything outside the frame is dimmed.
 */
export function CropFrame({
  area,
  onChange,
  isDisabled = false,
}: {
  area: CropArea;
  onChange: (area: CropArea) => void;
  isDisabled?: boolean;
}) {
  const { t, language } = useTranslation();
  const layer = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | undefined>(undefined);

  const startDrag = (event: PointerEvent<HTMLElement>, mode: Drag['mode']) => {
    if (isDisabled || event.button !== 0 || !layer.current) return;
    event.preventDefault();
    event.stopPropagation();
    layer.current.setPointerCapture(event.pointerId);
    drag.current = { mode, start: pointerPercent(event, layer.current), area };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    // Unclamped: a pointer past the image's edge still moves the frame to that edge.
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / Math.max(1, box.width)) * 100;
    const y = ((event.clientY - box.top) / Math.max(1, box.height)) * 100;
    const dx = x - current.start.x;
    const dy = y - current.start.y;
    onChange(current.mode === 'move' ? moveCrop(current.area, dx, dy) : resizeCrop(current.area, current.mode, dx, dy));
  };
  const endDrag = () => {
    drag.current = undefined;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    onChange(event.shiftKey ? resizeCrop(area, 'se', step[0], step[1]) : moveCrop(area, step[0], step[1]));
  };

  const percent = (value: number) => formatPercent(value, language);
  return (
    <div ref={layer} className="crop" onPointerMove={handlePointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
      <div
        className="crop__frame"
        role="slider"
        tabIndex={isDisabled ? -1 : 0}
        aria-label={t('upload:cropArea')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={area.width}
        aria-valuetext={t('upload:cropValue', {
          width: percent(area.width),
          height: percent(area.height),
          x: percent(area.x),
          y: percent(area.y),
        })}
        aria-disabled={isDisabled || undefined}
        data-testid="crop-frame"
        // Image coordinates are physical (left and top), in a right-to-left page too.
        style={{ left: `${area.x}%`, top: `${area.y}%`, width: `${area.width}%`, height: `${area.height}%` }}
        onPointerDown={(event) => startDrag(event, 'move')}
        onKeyDown={handleKeyDown}
      >
        {corners.map((corner) => (
          <span
            key={corner}
            className={`crop__handle crop__handle--${corner}`}
            data-testid={`crop-handle-${corner}`}
            aria-hidden
            onPointerDown={(event) => startDrag(event, corner)}
          />
        ))}
      </div>
    </div>
  );
}

const keys: (keyof CropArea)[] = ['x', 'y', 'width', 'height'];
const labels = { x: 'upload:cropX', y: 'upload:cropY', width: 'upload:cropWidth', height: 'upload:cropHeight' } as const;

/** The crop as four numbers in percent, for exact values and for anyone who prefers typing. */
export function CropFields({
  area,
  onChange,
  idPrefix,
  isDisabled = false,
}: {
  area: CropArea;
  onChange: (area: CropArea) => void;
  idPrefix: string;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="crop-fields">
      {keys.map((key) => (
        <div key={key} className="crop-fields__item">
          <label htmlFor={`${idPrefix}-crop-${key}`}>{t(labels[key])}</label>
          <input
            id={`${idPrefix}-crop-${key}`}
            type="number"
            inputMode="decimal"
            min={key === 'width' || key === 'height' ? 1 : 0}
            max={100}
            step={0.1}
            value={area[key]}
            disabled={isDisabled}
            onChange={(event) => {
              const value = event.currentTarget.valueAsNumber;
              if (Number.isFinite(value)) onChange(setCropValue(area, key, value));
            }}
          />
        </div>
      ))}
    </div>
  );
}

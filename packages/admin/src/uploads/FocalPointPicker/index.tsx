import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { clamp, formatPercent, pointerPercent, roundPercent } from '../percent.ts';
import './index.css';

type Props = {
  x: number;
  y: number;
  onChange: (point: { x: number; y: number }) => void;
  isDisabled?: boolean;
};

/**
 * The focal point over an image (percent from its left and top edge): clicked or dragged to, or moved with the
 * arrow keys (Shift: 10 at a time; Home: the centre). Core cuts every size around it.
 */
export function FocalPointPicker({ x, y, onChange, isDisabled = false }: Props) {
  const { t, language } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isDisabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
    onChange(pointerPercent(event, event.currentTarget));
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) onChange(pointerPercent(event, event.currentTarget));
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    const step = event.shiftKey ? 10 : 1;
    // Image coordinates are physical: the left arrow moves left in a right-to-left page too.
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === 'Home') onChange({ x: 50, y: 50 });
    else if (move) onChange({ x: roundPercent(x + move[0]), y: roundPercent(y + move[1]) });
    else return;
    event.preventDefault();
  };

  const valueText = t('upload:focalPointValue', { x: formatPercent(x, language), y: formatPercent(y, language) });
  return (
    <div
      ref={surface}
      className="focal"
      role="slider"
      tabIndex={isDisabled ? -1 : 0}
      aria-label={t('upload:focalPoint')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={x}
      aria-valuetext={valueText}
      aria-disabled={isDisabled || undefined}
      aria-orientation="horizontal"
      data-testid="focal-point"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
      onKeyDown={handleKeyDown}
    >
      <span className="focal__marker" style={{ left: `${clamp(x, 0, 100)}%`, top: `${clamp(y, 0, 100)}%` }} aria-hidden />
    </div>
  );
}

/** A number held between `min` and `max`. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A share in percent (0–100) rounded to a tenth, as focal points and crops are stored. */
export function roundPercent(value: number): number {
  return Math.round(clamp(value, 0, 100) * 10) / 10;
}

/** Where a pointer is over `element`, in percent of its width and height (0–100 each). */
export function pointerPercent(event: { clientX: number; clientY: number }, element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return {
    x: roundPercent(((event.clientX - box.left) / Math.max(1, box.width)) * 100),
    y: roundPercent(((event.clientY - box.top) / Math.max(1, box.height)) * 100),
  };
}

/** A percent in the language's digits (`50 %`, `٥٠٪`). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

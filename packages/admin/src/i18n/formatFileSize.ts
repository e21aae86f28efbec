import type { TFunction } from './translate.ts';

const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * A file size in the largest unit (spec 9: bytes up to yottabytes, in steps of 1,024) that keeps the number at 1
 * or more, with the language's digits and separators and its own unit names (`upload:sizeKB` …).
 */
export function formatFileSize(bytes: number, language: string, t: TFunction): string {
  if (!Number.isFinite(bytes) || bytes < 0) return String(bytes);
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  const digits = new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 || size >= 100 ? 0 : 1 });
  return t(`upload:size${units[unit]}`, { size: digits.format(size) });
}

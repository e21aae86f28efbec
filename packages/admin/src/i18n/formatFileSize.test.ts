import { en } from '@atrium/translations';
import { describe, expect, it } from 'vitest';
import { messages as ar } from '../../../translations/src/ar/index.ts';
import { messages as fr } from '../../../translations/src/fr/index.ts';
import { formatFileSize } from './formatFileSize.ts';
import { createAdminTranslate } from './translate.ts';

const english = createAdminTranslate(en as never);

describe('formatFileSize', () => {
  it('picks the largest unit from bytes up to yottabytes', () => {
    expect(formatFileSize(0, 'en', english)).toBe('0 B');
    expect(formatFileSize(1023, 'en', english)).toBe('1,023 B');
    expect(formatFileSize(1024, 'en', english)).toBe('1 KB');
    expect(formatFileSize(1536, 'en', english)).toBe('1.5 KB');
    expect(formatFileSize(250 * 1024 ** 2, 'en', english)).toBe('250 MB');
    expect(formatFileSize(3.25 * 1024 ** 4, 'en', english)).toBe('3.3 TB');
    expect(formatFileSize(2 * 1024 ** 8, 'en', english)).toBe('2 YB');
    // Beyond yottabytes the number grows rather than the unit.
    expect(formatFileSize(2048 * 1024 ** 8, 'en', english)).toBe('2,048 YB');
  });

  it("writes the language's digits, separators and unit names", () => {
    const french = createAdminTranslate(fr as never);
    expect(formatFileSize(1536, 'fr', french)).toBe(fr.upload.sizeKB.replace('{{size}}', '1,5'));
    const arabic = createAdminTranslate(ar as never);
    const size = new Intl.NumberFormat('ar', { maximumFractionDigits: 1 }).format(1.5);
    expect(formatFileSize(1536, 'ar', arabic)).toBe(ar.upload.sizeKB.replace('{{size}}', size));
  });
});

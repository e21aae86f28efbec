import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}} öğesini taşı',
  instructions:
    'Metnin bu bölümünü taşımak için tutamacın üzerindeyken Boşluk veya Enter tuşuna basın, yukarı ve aşağı ok tuşlarıyla taşıyın, ardından bırakmak için Boşluk veya Enter, iptal etmek için Escape tuşuna basın.',
  pickedUp: 'Alındı: {{name}}, {{count}} öğe içinde {{position}}. sıra.',
  over: 'Yeni yeri: {{count}} öğe içinde {{position}}. sıra.',
  dropped: '{{count}} öğe içinde {{position}}. sıraya bırakıldı.',
  cancelled: 'Taşıma iptal edildi; hiçbir şey değişmedi.',
};

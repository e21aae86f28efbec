import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: content kept in several languages: the locale a form edits and copying between locales. */
export const localization: NamespaceStrings<'localization'> = {
  locale: 'Phiên bản ngôn ngữ',
  chooseLocale: 'Chỉnh sửa bằng',
  copyFromLocale: 'Sao chép từ phiên bản ngôn ngữ khác',
  copyFromLocaleIntro: 'Điền các trường trống của {{target}} bằng giá trị của:',
  copyFromLocaleDone: 'Đã điền các trường trống từ {{source}}.',
  copyFromLocaleNothing: 'Không có trường trống nào có giá trị để lấy từ {{source}}.',
  localizedField: 'Dịch riêng cho từng ngôn ngữ',
};

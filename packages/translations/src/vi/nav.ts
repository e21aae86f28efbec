import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: strings of the sidebar and the dashboard. */
export const nav: NamespaceStrings<'nav'> = {
  label: 'Điều hướng chính',
  dashboard: 'Bảng điều khiển',
  collections: 'Bộ sưu tập',
  globals: 'Mục toàn cục',
  open: 'Mở thanh điều hướng',
  close: 'Đóng thanh điều hướng',
  dashboardIntro: 'Mọi thứ bạn có thể chỉnh sửa, theo từng phần.',
  createShortcut: 'Tạo {{label}} mới',
  documentCount_one: '{{formatted}} tài liệu',
  documentCount_other: '{{formatted}} tài liệu',
  editGlobal: 'Chỉnh sửa',
};

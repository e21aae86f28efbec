import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} đang chỉnh sửa {{label}} này (id {{id}}), nên hiện chưa thể thay đổi. Hãy thử lại khi họ đã xong, hoặc tiếp quản việc chỉnh sửa.',
  globalLocked:
    '{{user}} đang chỉnh sửa {{label}}, nên hiện chưa thể thay đổi. Hãy thử lại khi họ đã xong, hoặc tiếp quản việc chỉnh sửa.',
  notLockable: '"{{slug}}" không khóa tài liệu của mình (lockDocuments là false).',
  takeOverNotAllowed: 'Bạn không được phép tiếp quản việc chỉnh sửa từ người dùng khác.',
  lockTaken: 'Giờ bạn đang chỉnh sửa tài liệu này.',
  lockReleased: 'Bạn không còn chỉnh sửa tài liệu này nữa.',
  lockedBanner: '{{user}} đang chỉnh sửa tài liệu này, nên bạn chỉ xem được ở chế độ chỉ đọc.',
  takeOver: 'Tiếp quản chỉnh sửa',
  takeOverTitle: 'Tiếp quản việc chỉnh sửa?',
  takeOverBody:
    '{{user}} sẽ được thông báo và biểu mẫu của họ chuyển sang chỉ đọc. Những thay đổi họ chưa lưu sẽ không có trong tài liệu này.',
  takeOverConfirm: 'Tiếp quản',
  tookOver: 'Giờ bạn đang chỉnh sửa tài liệu này.',
  lostTitle: '{{user}} đã tiếp quản việc chỉnh sửa',
  lostBody: 'Biểu mẫu của bạn giờ chỉ đọc. Những gì bạn chưa lưu vẫn hiển thị, nên bạn có thể sao chép trước khi rời đi.',
  lostBanner: '{{user}} đã tiếp quản việc chỉnh sửa. Văn bản chưa lưu của bạn vẫn ở bên dưới, chỉ đọc.',
  keepViewing: 'Tiếp tục xem',
  editingNow: '{{user}} đang chỉnh sửa',
};

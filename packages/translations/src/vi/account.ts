import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: strings of the account page. */
export const account: NamespaceStrings<'account'> = {
  title: 'Tài khoản',
  profile: 'Hồ sơ',
  editProfile: 'Chỉnh sửa hồ sơ',
  editProfileHint: 'Thay đổi tên, địa chỉ email hoặc mật khẩu trong tài liệu người dùng của bạn.',
  preferences: 'Tùy chọn',
  languageHint:
    'Ngôn ngữ của trang quản trị. Ngôn ngữ này được lưu vào tài khoản của bạn nên cũng áp dụng trên các thiết bị khác.',
  themeHint: '“Tự động” sẽ theo cài đặt của hệ thống.',
  apiKey: 'Khóa API',
  apiKeyIntro: 'Các script và chương trình khác có thể gọi API dưới danh nghĩa của bạn bằng cách gửi khóa này.',
  apiKeyUsage: 'Gửi khóa trong header Authorization:',
  enableAPIKey: 'Bật khóa API',
  apiKeyEnabled: 'Đã bật khóa API.',
  apiKeyDisabled: 'Đã tắt khóa API. Từ giờ, các chương trình dùng khóa này sẽ bị từ chối.',
  apiKeyDisabledHint: 'Khóa API đang tắt: không thể đăng nhập bằng khóa này.',
  keyHidden: 'Khóa đang được ẩn.',
  showKey: 'Hiện khóa',
  hideKey: 'Ẩn khóa',
  copyKey: 'Sao chép khóa',
  copyFailed: 'Không thể sao chép. Hãy hiện khóa, chọn khóa rồi tự sao chép.',
  noKey: 'Chưa có khóa.',
  regenerate: 'Tạo khóa mới',
  regenerateTitle: 'Tạo khóa API mới?',
  regenerateText: 'Khóa hiện tại sẽ ngừng hoạt động ngay lập tức. Mọi chương trình đang dùng khóa này sẽ cần khóa mới.',
  regenerateConfirm: 'Tạo khóa mới',
  regenerated: 'Đã tạo khóa API mới.',
  saveFailed: 'Không thể lưu thay đổi: {{message}}',
};

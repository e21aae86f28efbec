import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: strings of the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: 'Đường dẫn điều hướng',
  documentActions: 'Thao tác với tài liệu',
  moreActions: 'Thao tác khác',
  details: 'Chi tiết tài liệu',
  unsavedChanges: 'Thay đổi chưa lưu',
  allSaved: 'Đã lưu mọi thay đổi',
  readOnly: 'Chỉ đọc',
  readOnlyNotice: 'Bạn có thể xem tài liệu này nhưng không thể thay đổi.',
  saveShortcut: 'Lưu (Ctrl+S)',
  copyID: 'Sao chép ID',
  password: 'Mật khẩu',
  newPassword: 'Mật khẩu mới',
  confirmPassword: 'Xác nhận mật khẩu',
  changePassword: 'Đổi mật khẩu',
  idCopied: 'Đã sao chép ID.',

  saved: 'Đã lưu {{label}}.',
  created: 'Đã tạo {{label}}.',
  errorCount_one: '{{count}} lỗi',
  errorCount_other: '{{count}} lỗi',
  errorPillLabel_one: '{{count}} lỗi: đi đến trường',
  errorPillLabel_other: '{{count}} lỗi: đi đến trường đầu tiên',
  fixErrors: 'Chưa lưu: hãy sửa các trường được đánh dấu rồi lưu lại.',

  notSavedNetwork: 'Chưa lưu: không thể kết nối tới máy chủ. Các thay đổi của bạn vẫn còn đây; hãy thử lại.',
  notSavedServer: 'Chưa lưu: máy chủ gặp sự cố. Các thay đổi của bạn vẫn còn đây; hãy thử lại.',
  notSavedForbidden: 'Chưa lưu: bạn không có quyền thực hiện thay đổi này. Các thay đổi của bạn vẫn còn đây.',
  notSavedSignedOut:
    'Chưa lưu: phiên của bạn đã kết thúc. Hãy đăng nhập lại ở một thẻ khác rồi lưu: các thay đổi của bạn vẫn còn đây.',
  notSavedConflict:
    'Chưa lưu: người khác đã thay đổi tài liệu này kể từ khi bạn mở nó. Các thay đổi của bạn vẫn còn đây; hãy sao chép những gì bạn cần rồi tải lại trang.',
  conflictTitle: 'Người khác đã lưu tài liệu này',
  conflictText:
    'Người khác đã lưu “{{title}}” sau khi bạn mở tài liệu. Nếu lưu bây giờ, thay đổi của bạn sẽ thay thế thay đổi của họ. Nếu hủy, thay đổi của bạn vẫn ở đây.',
  conflictOverwrite: 'Vẫn lưu bản của tôi',
  notSavedMissing:
    'Chưa lưu: tài liệu này không còn tồn tại, hoặc bạn không còn được phép thay đổi nó. Các thay đổi của bạn vẫn còn đây.',
  notSavedTooLarge: 'Chưa lưu: tài liệu quá lớn. Các thay đổi của bạn vẫn còn đây.',
  notSavedLocked: 'Chưa lưu: người khác đang chỉnh sửa tài liệu này. Các thay đổi của bạn vẫn còn đây.',
  notSavedRateLimited: 'Chưa lưu: quá nhiều yêu cầu. Hãy đợi một lát rồi lưu lại; các thay đổi của bạn vẫn còn đây.',
  notSavedInvalid: 'Chưa lưu: {{message}} Các thay đổi của bạn vẫn còn đây.',

  notFound: 'Tài liệu này không tồn tại, hoặc bạn không được phép xem.',
  backToList: 'Quay lại {{label}}',
  loadFailed: 'Không thể tải tài liệu.',
  retry: 'Thử lại',
  notAllowedToCreate: 'Bạn không được phép tạo {{label}}.',

  leaveTitle: 'Rời đi mà không lưu?',
  leaveText: 'Các thay đổi của bạn với “{{title}}” chưa được lưu. Chúng sẽ bị mất nếu bạn rời đi.',
  leave: 'Rời đi không lưu',

  deleteTitle: 'Xóa {{label}}?',
  deleteText: '“{{title}}” sẽ bị xóa vĩnh viễn. Không thể hoàn tác thao tác này.',
  deleteLinkedFrom:
    'Các tài liệu khác đang liên kết đến tài liệu này: {{list}}. Sau khi xóa, các liên kết đó sẽ không còn trỏ đến đâu.',
  deleteRichTextNotCounted:
    'Văn bản định dạng trong các tài liệu khác cũng có thể liên kết đến tài liệu này; các liên kết đó không được đếm ở đây.',
  deleteLinkedFromMany:
    'Các tài liệu khác đang liên kết đến các tài liệu này: {{list}}. Sau khi xóa, các liên kết đó sẽ không còn trỏ đến đâu.',
  deleteRichTextNotCountedMany:
    'Văn bản định dạng trong các tài liệu khác cũng có thể liên kết đến các tài liệu này; các liên kết đó không được đếm ở đây.',
  deleted: 'Đã xóa {{label}} “{{title}}”.',
  deleteFailed: 'Không thể xóa: {{message}}',

  duplicateTitle: 'Nhân bản mà không kèm thay đổi của bạn?',
  duplicateText: 'Bản sao được tạo từ phiên bản đã lưu gần nhất. Các thay đổi chưa lưu ở đây sẽ bị mất.',
  duplicateAnyway: 'Nhân bản không lưu',
  duplicated: 'Đã tạo bản sao của “{{title}}”.',
  duplicateFailed: 'Không thể nhân bản: {{message}}',

  autosavedAt: 'Đã lưu lúc {{time}}',
  autosaveRetrying: 'Không kết nối được máy chủ: thay đổi của bạn được giữ trong trình duyệt này',
  autosaveFailed: 'Chưa tự động lưu: {{message}}',
  restored: 'Đã khôi phục từ trình duyệt này các thay đổi chưa lưu từ {{time}}.',
  restoredDiscard: 'Bỏ chúng',
  restoredKeep: 'Giữ chúng',
  draftSaved: 'Đã lưu bản nháp.',
  publishedMessage: 'Đã xuất bản {{label}}.',
  statusActions: 'Trạng thái: {{status}}. Thao tác xuất bản',
  revertToPublished: 'Quay về bản đã xuất bản',
  revertTitle: 'Quay về bản đã xuất bản?',
  revertText: 'Các thay đổi nháp của “{{title}}” sẽ bị bỏ, và bản đã xuất bản sẽ hiện lại ở đây.',
  revert: 'Quay về',
  reverting: 'Đang quay về…',
  reverted: '“{{title}}” đã quay về bản đã xuất bản.',
  revertFailed: 'Chưa quay về: {{message}}',
  unpublishTitle: 'Hủy xuất bản {{label}}?',
  unpublishText: '“{{title}}” sẽ không còn công khai. Nội dung được giữ ở đây dưới dạng bản nháp.',
  unpublished: 'Đã hủy xuất bản “{{title}}”.',
  unpublishFailed: 'Chưa hủy xuất bản: {{message}}',
  previewNone: 'Tài liệu này chưa có địa chỉ xem trước.',
  previewFailed: 'Không mở được bản xem trước: {{message}}',
};

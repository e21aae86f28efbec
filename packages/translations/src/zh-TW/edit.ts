import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese (Taiwan): the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: '階層式導覽',
  documentActions: '文件動作',
  moreActions: '更多動作',
  details: '文件詳細資料',
  unsavedChanges: '有未儲存的變更',
  allSaved: '所有變更皆已儲存',
  readOnly: '唯讀',
  readOnlyNotice: '您可以檢視這份文件，但無法變更。',
  saveShortcut: '儲存（Ctrl+S）',
  copyID: '複製 ID',
  password: '密碼',
  newPassword: '新密碼',
  confirmPassword: '確認密碼',
  changePassword: '變更密碼',
  idCopied: '已複製 ID。',

  saved: '{{label}}已儲存。',
  created: '{{label}}已建立。',
  errorCount_one: '{{count}} 個錯誤',
  errorCount_other: '{{count}} 個錯誤',
  errorPillLabel_one: '{{count}} 個錯誤：前往該欄位',
  errorPillLabel_other: '{{count}} 個錯誤：前往第一個欄位',
  fixErrors: '尚未儲存：請修正標示的欄位，然後再儲存一次。',

  notSavedNetwork: '尚未儲存：無法連線至伺服器。您的變更仍保留在這裡，請再試一次。',
  notSavedServer: '尚未儲存：伺服器發生問題。您的變更仍保留在這裡，請再試一次。',
  notSavedForbidden: '尚未儲存：您沒有權限進行這項變更。您的變更仍保留在這裡。',
  notSavedSignedOut: '尚未儲存：您的工作階段已結束。請在其他分頁重新登入後再儲存；您的變更仍保留在這裡。',
  notSavedConflict: '尚未儲存：您開啟這份文件後，有其他人變更了它。您的變更仍保留在這裡；請先複製需要的內容，再重新載入。',
  conflictTitle: '其他人已儲存此文件',
  conflictText:
    '在您開啟「{{title}}」之後，其他人儲存了它。現在儲存會以您的變更取代對方的變更。如果取消，您的變更仍會保留在這裡。',
  conflictOverwrite: '仍然儲存我的變更',
  notSavedMissing: '尚未儲存：這份文件已不存在，或您已無權變更。您的變更仍保留在這裡。',
  notSavedTooLarge: '尚未儲存：文件太大。您的變更仍保留在這裡。',
  notSavedLocked: '尚未儲存：其他人正在編輯這份文件。您的變更仍保留在這裡。',
  notSavedRateLimited: '尚未儲存：要求次數過多。請稍候再儲存；您的變更仍保留在這裡。',
  notSavedInvalid: '尚未儲存：{{message}} 您的變更仍保留在這裡。',

  notFound: '這份文件不存在，或您沒有檢視權限。',
  backToList: '返回{{label}}',
  loadFailed: '無法載入文件。',
  retry: '再試一次',
  notAllowedToCreate: '您沒有建立{{label}}的權限。',

  leaveTitle: '要離開而不儲存嗎？',
  leaveText: '您對「{{title}}」所做的變更尚未儲存。離開後這些變更將會遺失。',
  leave: '離開而不儲存',

  deleteTitle: '要刪除{{label}}嗎？',
  deleteText: '「{{title}}」將被永久刪除。這項操作無法復原。',
  deleted: '已刪除{{label}}「{{title}}」。',
  deleteFailed: '未刪除：{{message}}',

  duplicateTitle: '要在不含您變更的情況下建立副本嗎？',
  duplicateText: '副本會以上次儲存的版本建立。您在這裡尚未儲存的變更將會遺失。',
  duplicateAnyway: '不儲存並建立副本',
  duplicated: '已建立「{{title}}」的副本。',
  duplicateFailed: '無法建立副本：{{message}}',
};

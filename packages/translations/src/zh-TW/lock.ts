import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked: '{{user}} 正在編輯這個{{label}}（ID {{id}}），現在無法變更。請等對方編輯完再試，或接手編輯。',
  globalLocked: '{{user}} 正在編輯{{label}}，現在無法變更。請等對方編輯完再試，或接手編輯。',
  notLockable: '「{{slug}}」不會鎖定其文件（lockDocuments 為 false）。',
  takeOverNotAllowed: '你沒有權限從其他使用者接手編輯。',
  lockTaken: '現在由你編輯這份文件。',
  lockReleased: '你已不再編輯這份文件。',
  lockedBanner: '{{user}} 正在編輯這份文件，你只能以唯讀方式檢視。',
  takeOver: '接手編輯',
  takeOverTitle: '要接手編輯嗎？',
  takeOverBody: '{{user}} 會收到通知，其表單將變為唯讀。對方尚未儲存的變更不會進入這份文件。',
  takeOverConfirm: '接手',
  tookOver: '現在由你編輯這份文件。',
  lostTitle: '{{user}} 接手了編輯',
  lostBody: '你的表單現在是唯讀的。尚未儲存的內容仍會顯示，你可以在離開前複製。',
  lostBanner: '{{user}} 接手了編輯。你尚未儲存的文字保留在下方，唯讀。',
  keepViewing: '繼續檢視',
  editingNow: '{{user}} 正在編輯',
};

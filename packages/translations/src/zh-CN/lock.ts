import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked: '{{user}} 正在编辑此{{label}}（ID {{id}}），现在无法更改。请等对方编辑完后再试，或接管编辑。',
  globalLocked: '{{user}} 正在编辑{{label}}，现在无法更改。请等对方编辑完后再试，或接管编辑。',
  notLockable: '“{{slug}}”不锁定其文档（lockDocuments 为 false）。',
  takeOverNotAllowed: '你无权从其他用户那里接管编辑。',
  lockTaken: '现在由你编辑此文档。',
  lockReleased: '你已不再编辑此文档。',
  lockedBanner: '{{user}} 正在编辑此文档，你只能以只读方式查看。',
  takeOver: '接管编辑',
  takeOverTitle: '要接管编辑吗？',
  takeOverBody: '{{user}} 会收到通知，其表单将变为只读。对方未保存的更改不会进入此文档。',
  takeOverConfirm: '接管',
  tookOver: '现在由你编辑此文档。',
  lostTitle: '{{user}} 接管了编辑',
  lostBody: '你的表单现在是只读的。未保存的内容仍会显示，你可以在离开前复制。',
  lostBanner: '{{user}} 接管了编辑。你未保存的文本保留在下方，只读。',
  keepViewing: '继续查看',
  editingNow: '{{user}} 正在编辑',
};

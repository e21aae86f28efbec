import type { NamespaceStrings } from '../types.ts';

/** Korean: document locking (who is editing, taking over) and the lock routes' answers. */
export const lock: NamespaceStrings<'lock'> = {
  documentLocked:
    '{{user}} 님이 이 {{label}}(ID {{id}})을(를) 편집 중이라 지금은 변경할 수 없습니다. 편집이 끝난 뒤 다시 시도하거나 편집을 넘겨받으세요.',
  globalLocked:
    '{{user}} 님이 {{label}}을(를) 편집 중이라 지금은 변경할 수 없습니다. 편집이 끝난 뒤 다시 시도하거나 편집을 넘겨받으세요.',
  notLockable: '"{{slug}}"은(는) 문서를 잠그지 않습니다(lockDocuments가 false).',
  takeOverNotAllowed: '다른 사용자의 편집을 넘겨받을 권한이 없습니다.',
  lockTaken: '이제 이 문서를 편집하고 있습니다.',
  lockReleased: '더 이상 이 문서를 편집하지 않습니다.',
  lockedBanner: '{{user}} 님이 이 문서를 편집 중이라 읽기 전용으로 보고 있습니다.',
  takeOver: '편집 넘겨받기',
  takeOverTitle: '편집을 넘겨받을까요?',
  takeOverBody:
    '{{user}} 님에게 알림이 가고 그 양식은 읽기 전용이 됩니다. 저장하지 않은 변경 사항은 이 문서에 들어가지 않습니다.',
  takeOverConfirm: '넘겨받기',
  tookOver: '이제 이 문서를 편집하고 있습니다.',
  lostTitle: '{{user}} 님이 편집을 넘겨받았습니다',
  lostBody: '양식이 이제 읽기 전용입니다. 저장하지 않은 내용은 그대로 보이니 나가기 전에 복사할 수 있습니다.',
  lostBanner: '{{user}} 님이 편집을 넘겨받았습니다. 저장하지 않은 텍스트는 아래에 읽기 전용으로 남아 있습니다.',
  keepViewing: '계속 보기',
  editingNow: '{{user}} 님이 편집 중',
};

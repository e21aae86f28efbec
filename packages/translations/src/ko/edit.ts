import type { NamespaceStrings } from '../types.ts';

/** Korean: the edit area. */
export const edit: NamespaceStrings<'edit'> = {
  breadcrumbs: '이동 경로',
  documentActions: '문서 작업',
  moreActions: '추가 작업',
  details: '문서 세부 정보',
  unsavedChanges: '저장하지 않은 변경 사항',
  allSaved: '모든 변경 사항 저장됨',
  readOnly: '읽기 전용',
  readOnlyNotice: '이 문서를 볼 수는 있지만 변경할 수는 없습니다.',
  saveShortcut: '저장(Ctrl+S)',
  copyID: 'ID 복사',
  password: '비밀번호',
  newPassword: '새 비밀번호',
  confirmPassword: '비밀번호 확인',
  changePassword: '비밀번호 변경',
  idCopied: 'ID를 복사했습니다.',

  saved: '{{label}}을(를) 저장했습니다.',
  created: '{{label}}을(를) 만들었습니다.',
  errorCount_one: '오류 {{count}}개',
  errorCount_other: '오류 {{count}}개',
  errorPillLabel_one: '오류 {{count}}개: 해당 필드로 이동',
  errorPillLabel_other: '오류 {{count}}개: 첫 번째 필드로 이동',
  fixErrors: '저장되지 않음: 표시된 필드를 수정한 후 다시 저장하세요.',

  notSavedNetwork: '저장되지 않음: 서버에 연결할 수 없습니다. 변경 사항은 그대로 남아 있으니 다시 시도하세요.',
  notSavedServer: '저장되지 않음: 서버에 문제가 발생했습니다. 변경 사항은 그대로 남아 있으니 다시 시도하세요.',
  notSavedForbidden: '저장되지 않음: 이 변경을 할 권한이 없습니다. 변경 사항은 그대로 남아 있습니다.',
  notSavedSignedOut:
    '저장되지 않음: 세션이 종료되었습니다. 다른 탭에서 다시 로그인한 후 저장하세요. 변경 사항은 그대로 남아 있습니다.',
  notSavedConflict:
    '저장되지 않음: 이 문서를 연 뒤에 다른 사람이 문서를 변경했습니다. 변경 사항은 그대로 남아 있으니 필요한 내용을 복사한 후 새로 고치세요.',
  conflictTitle: '다른 사람이 이 문서를 저장했습니다',
  conflictText:
    '문서를 연 뒤에 다른 사람이 “{{title}}”을(를) 저장했습니다. 지금 저장하면 그 사람의 변경 사항이 내 변경 사항으로 바뀝니다. 취소해도 내 변경 사항은 여기에 남아 있습니다.',
  conflictOverwrite: '그래도 내 변경 사항 저장',
  notSavedMissing: '저장되지 않음: 이 문서가 더 이상 존재하지 않거나 변경 권한이 없어졌습니다. 변경 사항은 그대로 남아 있습니다.',
  notSavedTooLarge: '저장되지 않음: 문서가 너무 큽니다. 변경 사항은 그대로 남아 있습니다.',
  notSavedLocked: '저장되지 않음: 다른 사람이 이 문서를 편집하고 있습니다. 변경 사항은 그대로 남아 있습니다.',
  notSavedRateLimited: '저장되지 않음: 요청이 너무 많습니다. 잠시 기다린 후 다시 저장하세요. 변경 사항은 그대로 남아 있습니다.',
  notSavedInvalid: '저장되지 않음: {{message}} 변경 사항은 그대로 남아 있습니다.',

  notFound: '이 문서가 존재하지 않거나 볼 수 있는 권한이 없습니다.',
  backToList: '{{label}} 목록으로 돌아가기',
  loadFailed: '문서를 불러오지 못했습니다.',
  retry: '다시 시도',
  notAllowedToCreate: '{{label}}을(를) 만들 권한이 없습니다.',

  leaveTitle: '저장하지 않고 나갈까요?',
  leaveText: '“{{title}}”의 변경 사항이 저장되지 않았습니다. 나가면 변경 사항이 사라집니다.',
  leave: '저장하지 않고 나가기',

  deleteTitle: '{{label}}을(를) 삭제할까요?',
  deleteText: '“{{title}}” 문서가 영구적으로 삭제됩니다. 이 작업은 되돌릴 수 없습니다.',
  deleteLinkedFrom: '다른 문서가 이 문서에 연결되어 있습니다: {{list}}. 삭제하면 이 링크는 아무것도 가리키지 않게 됩니다.',
  deleteRichTextNotCounted:
    '다른 문서의 서식 있는 텍스트에서도 이 문서에 연결되어 있을 수 있습니다. 그런 링크는 여기에서 세지 않습니다.',
  deleteLinkedFromMany: '다른 문서가 이 문서들에 연결되어 있습니다: {{list}}. 삭제하면 이 링크는 아무것도 가리키지 않게 됩니다.',
  deleteRichTextNotCountedMany:
    '다른 문서의 서식 있는 텍스트에서도 이 문서들에 연결되어 있을 수 있습니다. 그런 링크는 여기에서 세지 않습니다.',
  deleted: '{{label}} “{{title}}”을(를) 삭제했습니다.',
  deleteFailed: '삭제되지 않음: {{message}}',

  duplicateTitle: '변경 사항 없이 복제할까요?',
  duplicateText: '복사본은 마지막으로 저장된 버전으로 만들어집니다. 여기에서 저장하지 않은 변경 사항은 사라집니다.',
  duplicateAnyway: '저장하지 않고 복제',
  duplicated: '“{{title}}”의 복사본을 만들었습니다.',
  duplicateFailed: '복제되지 않음: {{message}}',
};

import type { NamespaceStrings } from '../types.ts';

/** Korean: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: '필드 선택',
  noFormFields: '이 양식에는 아직 선택할 필드가 없습니다.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: '선택한 필드는 숫자 필드여야 합니다',
  valueOfField: '가격은 {{field}}에 제출된 값을 사용합니다.',
  chooseFieldFirst: '먼저 사용할 필드를 선택하세요.',
  submissions: '제출',
  noSubmissions: '아직 제출이 없습니다.',
  saveFormFirst: '양식을 저장하면 제출이 여기에 표시됩니다.',
  loadingSubmissions: '제출을 불러오는 중…',
  submissionsFailed: '제출을 불러올 수 없습니다.',
  submitted: '제출 시각',
  values: '값',
};

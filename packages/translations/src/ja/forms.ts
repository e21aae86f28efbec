import type { NamespaceStrings } from '../types.ts';

/** Japanese: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'フィールドを選択',
  noFormFields: 'このフォームにはまだ選択できるフィールドがありません。',
  fieldOption: '{{label}}（{{name}}）',
  mustBeNumberField: '選択したフィールドは数値フィールドである必要があります',
  valueOfField: '価格には {{field}} に送信された値が使われます。',
  chooseFieldFirst: '先に使用するフィールドを選択してください。',
  submissions: '送信',
  noSubmissions: 'まだ送信はありません。',
  saveFormFirst: 'フォームを保存すると、ここに送信が一覧表示されます。',
  loadingSubmissions: '送信を読み込み中…',
  submissionsFailed: '送信を読み込めませんでした。',
  submitted: '送信日時',
  values: '値',
};

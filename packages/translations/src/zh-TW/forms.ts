import type { NamespaceStrings } from '../types.ts';

/** Traditional Chinese: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: '選擇欄位',
  noFormFields: '此表單尚無可選擇的欄位。',
  fieldOption: '{{label}}（{{name}}）',
  mustBeNumberField: '所選欄位必須是數字欄位',
  valueOfField: '價格使用 {{field}} 中提交的值。',
  chooseFieldFirst: '請先選擇要使用的欄位。',
  submissions: '提交紀錄',
  noSubmissions: '尚無提交紀錄。',
  saveFormFirst: '儲存表單後，提交紀錄會列在這裡。',
  loadingSubmissions: '正在載入提交紀錄…',
  submissionsFailed: '無法載入提交紀錄。',
  submitted: '提交時間',
  values: '值',
};

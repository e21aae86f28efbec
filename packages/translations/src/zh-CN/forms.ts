import type { NamespaceStrings } from '../types.ts';

/** Simplified Chinese: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: '选择字段',
  noFormFields: '此表单还没有可选择的字段。',
  fieldOption: '{{label}}（{{name}}）',
  mustBeNumberField: '所选字段必须是数字字段',
  valueOfField: '价格使用 {{field}} 中提交的值。',
  chooseFieldFirst: '请先选择要使用的字段。',
  submissions: '提交记录',
  noSubmissions: '暂无提交记录。',
  saveFormFirst: '保存表单后，提交记录会列在这里。',
  loadingSubmissions: '正在加载提交记录…',
  submissionsFailed: '无法加载提交记录。',
  submitted: '提交时间',
  values: '值',
};

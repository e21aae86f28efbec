import type { NamespaceStrings } from '../types.ts';

/** Vietnamese: the form builder plugin's admin (field and price selectors, a form's submissions). */
export const forms: NamespaceStrings<'forms'> = {
  chooseField: 'Chọn một trường',
  noFormFields: 'Biểu mẫu này chưa có trường nào để chọn.',
  fieldOption: '{{label}} ({{name}})',
  mustBeNumberField: 'Trường được chọn phải là trường số',
  valueOfField: 'Giá dùng giá trị được gửi trong {{field}}.',
  chooseFieldFirst: 'Hãy chọn trường cần dùng trước.',
  submissions: 'Lượt gửi',
  noSubmissions: 'Chưa có lượt gửi nào.',
  saveFormFirst: 'Lượt gửi sẽ hiện ở đây sau khi lưu biểu mẫu.',
  loadingSubmissions: 'Đang tải lượt gửi…',
  submissionsFailed: 'Không tải được lượt gửi.',
  submitted: 'Đã gửi',
  values: 'Giá trị',
};

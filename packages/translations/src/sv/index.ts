import type { Translations } from '../types.ts';
import { account } from './account.ts';
import { auth } from './auth.ts';
import { edit } from './edit.ts';
import { error } from './error.ts';
import { fields } from './fields.ts';
import { formBuilder } from './formBuilder.ts';
import { forms } from './forms.ts';
import { general } from './general.ts';
import { list } from './list.ts';
import { localization } from './localization.ts';
import { lock } from './lock.ts';
import { media } from './media.ts';
import { nav } from './nav.ts';
import { palette } from './palette.ts';
import { query } from './query.ts';
import { richText } from './richText.ts';
import { richTextDrag } from './richTextDrag.ts';
import { richTextPaste } from './richTextPaste.ts';
import { richTextTable } from './richTextTable.ts';
import { schedule } from './schedule.ts';
import { trash } from './trash.ts';
import { upload } from './upload.ts';
import { validation } from './validation.ts';
import { version } from './version.ts';

/** Swedish (sv). */
export const messages: Translations = {
  general,
  auth,
  account,
  nav,
  list,
  edit,
  fields,
  palette,
  richText,
  richTextTable,
  richTextDrag,
  richTextPaste,
  validation,
  error,
  version,
  upload,
  media,
  localization,
  query,
  trash,
  schedule,
  lock,
  forms,
  formBuilder,
};

/**
 * Strings this language keeps exactly as English writes them, reviewed: each is what a Swedish editor
 * expects to read (a loanword, a technical name).
 */
export const sameAsEnglish: string[] = [
  'formBuilder:operator',
  'formBuilder:status',
  'fields:seoTab',
  'forms:fieldOption',
  'fields:block',
  'list:operator',
  'palette:keyCtrl',
  'palette:keyEnter',
  'palette:keyEscape',
  'richText:groupText',
  'richText:url',
  'richTextTable:color_orange',
];

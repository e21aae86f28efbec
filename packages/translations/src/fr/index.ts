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

/** French (fr). */
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
 * Strings this language keeps exactly as English writes them, reviewed: each is what a French editor
 * expects to read (a word French spells the same way, a technical name, a key name).
 */
export const sameAsEnglish: string[] = [
  'fields:collection',
  'fields:documents',
  'fields:latitude',
  'fields:longitude',
  'fields:seoTab',
  'formBuilder:blockDate',
  'formBuilder:blockMessage',
  'formBuilder:condition',
  'formBuilder:document',
  'formBuilder:maximum',
  'formBuilder:message',
  'formBuilder:minimum',
  'forms:fieldOption',
  'general:actions',
  'list:goToPage',
  'list:pagination',
  'nav:collections',
  'nav:documentCount_one',
  'nav:documentCount_other',
  'palette:keyCtrl',
  'palette:keyEnter',
  'palette:keyEscape',
  'palette:sectionActions',
  'palette:sectionCollections',
  'palette:sectionDocuments',
  'richText:code',
  'richText:collection',
  'richText:relationship',
  'richText:url',
  'richTextTable:color_orange',
  'trash:actions',
  'trash:document',
  'upload:dimensions',
  'upload:dimensionsLabel',
  'upload:mimeType',
  'version:versions',
];

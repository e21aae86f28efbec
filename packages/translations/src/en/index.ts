import type { Translations } from '../types.ts';
import { account } from './account.ts';
import { auth } from './auth.ts';
import { edit } from './edit.ts';
import { fields } from './fields.ts';
import { general } from './general.ts';
import { list } from './list.ts';
import { nav } from './nav.ts';
import { palette } from './palette.ts';
import { richText } from './richText.ts';

/** English, the source language: every key the admin uses is defined here first. */
export const en = { general, auth, account, nav, list, edit, fields, palette, richText } satisfies Translations;

import { messages as ar } from './ar/index.ts';
import { messages as az } from './az/index.ts';
import { messages as bg } from './bg/index.ts';
import { messages as cs } from './cs/index.ts';
import { messages as de } from './de/index.ts';
import { en } from './en/index.ts';
import { messages as es } from './es/index.ts';
import { messages as faIR } from './fa-IR/index.ts';
import { messages as fr } from './fr/index.ts';
import { messages as he } from './he/index.ts';
import { messages as hr } from './hr/index.ts';
import { messages as hu } from './hu/index.ts';
import { messages as it } from './it/index.ts';
import { messages as ja } from './ja/index.ts';
import { messages as ko } from './ko/index.ts';
import { messages as nb } from './nb/index.ts';
import { messages as nl } from './nl/index.ts';
import { messages as pl } from './pl/index.ts';
import { messages as pt } from './pt/index.ts';
import { messages as ro } from './ro/index.ts';
import { messages as ru } from './ru/index.ts';
import { messages as sk } from './sk/index.ts';
import { messages as sv } from './sv/index.ts';
import { messages as th } from './th/index.ts';
import { messages as tr } from './tr/index.ts';
import type { Translations } from './types.ts';
import { messages as uk } from './uk/index.ts';
import { messages as vi } from './vi/index.ts';
import { messages as zhCN } from './zh-CN/index.ts';
import { messages as zhTW } from './zh-TW/index.ts';

/**
 * Every shipped language at once, by code: what the server answers in (`i18n.supportedLanguages` defaults to
 * these). The admin loads one language at a time instead (`languages`).
 */
export const allLanguages: Record<string, Translations> = {
  en: en as unknown as Translations,
  ar,
  az,
  bg,
  cs,
  de,
  es,
  'fa-IR': faIR,
  fr,
  he,
  hr,
  hu,
  it,
  ja,
  ko,
  nb,
  nl,
  pl,
  pt,
  ro,
  ru,
  sk,
  sv,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

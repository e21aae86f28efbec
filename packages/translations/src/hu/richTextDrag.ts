import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}} áthelyezése',
  instructions:
    'A szöveg e részének áthelyezéséhez nyomja le a Szóköz vagy az Enter billentyűt a fogantyún, mozgassa a fel és le nyílbillentyűvel, majd a Szóköz vagy az Enter billentyűvel tegye le, vagy az Esc billentyűvel szakítsa meg.',
  pickedUp: 'Felvéve: {{name}} ({{position}}. pozíció, összesen {{count}}).',
  over: 'Új pozíció: {{position}}. (összesen {{count}}).',
  dropped: 'Letéve: {{position}}. pozíció (összesen {{count}}).',
  cancelled: 'Az áthelyezés megszakadt; semmi sem változott.',
};

import type { NamespaceStrings } from '../types.ts';

/** Moving nodes and blocks in the rich-text editor: the drag handle, keyboard moves and what screen readers hear. */
export const richTextDrag: NamespaceStrings<'richTextDrag'> = {
  handle: '{{name}}を移動',
  instructions:
    'テキストのこの部分を移動するには、ハンドル上でSpaceキーまたはEnterキーを押し、上下の矢印キーで動かしてから、もう一度SpaceキーまたはEnterキーを押して配置します。Escapeキーでキャンセルできます。',
  pickedUp: '{{name}}をつかみました（{{position}}番目、全{{count}}個）。',
  over: '{{position}}番目の位置に移動します（全{{count}}個）。',
  dropped: '{{position}}番目の位置に配置しました（全{{count}}個）。',
  cancelled: '移動をキャンセルしました。何も変更されていません。',
};

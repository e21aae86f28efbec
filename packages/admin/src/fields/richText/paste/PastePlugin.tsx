import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $generateNodesFromDOM } from '@lexical/html';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  type BaseSelection,
  COMMAND_PRIORITY_HIGH,
  type LexicalEditor,
  type LexicalNode,
  PASTE_COMMAND,
} from 'lexical';
import { useEffect, useMemo, useRef } from 'react';
import { useAuth } from '../../../auth/AuthProvider.tsx';
import { useToast } from '../../../components/Toast/index.tsx';
import { useConfig } from '../../../config/ConfigProvider.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { uploadEmbedCollections } from '../../upload/uploadEmbedCollections.ts';
import { useRichText } from '../EditorContext.tsx';
import type { EditorFeatures } from '../editorProps.ts';
import { $createEditorHorizontalRuleNode, $createEditorUploadNode } from '../nodes.tsx';
import { type CleanedPaste, cleanPastedHTML, imageMarker, type PasteRules } from './cleanPastedHTML.ts';
import { fileFromDataURL, uploadPastedImage } from './uploadPastedImage.ts';

const formatBits: Record<string, number> = {
  bold: 1,
  italic: 2,
  strikethrough: 4,
  underline: 8,
  code: 16,
  subscript: 32,
  superscript: 64,
  highlight: 128,
};

/**
 * Pasting HTML (issue 20): what a word processor, a document editor or a web page put on the clipboard is
 * cleaned to the nodes and formats the field enables (`cleanPastedHTML`) before Lexical reads it. Images become
 * uploads in the first upload collection the field may embed and the user may read; the paste is inserted once
 * they are stored. Copies from Atrium's own editors (Lexical's JSON on the clipboard) and plain text go
 * Lexical's way.
 */
export function PastePlugin() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();
  const config = useConfig();
  const { permissions } = useAuth();
  const toast = useToast();
  const { t } = useTranslation();
  const collection = useMemo(
    () =>
      features.has('upload')
        ? uploadEmbedCollections(
            config,
            permissions,
            features.upload.collections.map((c) => c.slug),
          )[0]
        : undefined,
    [config, permissions, features],
  );
  // Read when a paste arrives, so a late permission or language does not re-register the command.
  const latest = useRef({ collection, toast, t });
  latest.current = { collection, toast, t };

  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const data = 'clipboardData' in event ? event.clipboardData : null;
          if (!data || data.types.includes('application/x-lexical-editor')) return false;
          const html = data.getData('text/html');
          const files = [...data.files].filter((file) => file.type.startsWith('image/'));
          if (html === '' && files.length === 0) return false;
          event.preventDefault();
          const { collection, toast, t } = latest.current;
          const rules = pasteRules(features, collection !== undefined);
          let cleaned = html === '' ? null : cleanPastedHTML(html, rules);
          // "Copy image" in a browser puts the picture's own file beside an <img> of its address: take the file.
          if (files.length > 0 && (cleaned === null || isOnlyImages(cleaned))) cleaned = fromFiles(files, rules);
          if (cleaned === null) return true;
          const selection = $getSelection()?.clone() ?? null;
          if (cleaned.imagesLeftOut > 0) {
            toast.show(t(rules.canUpload ? 'richTextPaste:imagesLeftOut' : 'richTextPaste:noImages'), 'info');
          }
          if (cleaned.images.length === 0) {
            $insertCleaned(editor, cleaned, new Map(), features, '');
            return true;
          }
          toast.show(t('richTextPaste:uploading'), 'info', 'richTextPaste');
          const target = collection as NonNullable<typeof collection>;
          void uploadAll(cleaned, files, (file, alt) => uploadPastedImage(target, file, alt)).then(({ ids, failure }) => {
            if (failure) toast.show(t('richTextPaste:uploadFailed', { reason: failure }), 'error', 'richTextPaste');
            else toast.clear('richTextPaste');
            editor.update(() => {
              const current = $getSelection();
              if (!$isRangeSelection(current) && selection) $setSelection(restorable(selection));
              $insertCleaned(editor, cleaned, ids, features, target.slug);
            });
          });
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor, features],
  );
  return null;
}

/** The cleaning rules of this field: what it enables, and whether images can become uploads. */
function pasteRules(features: EditorFeatures, hasCollection: boolean): PasteRules {
  return {
    nodes: new Set(features.nodes.filter((kind) => features.has(kind))),
    formats: new Set(features.formats),
    headingSizes: features.headingSizes,
    canUpload: features.has('upload') && hasCollection,
  };
}

function isOnlyImages(cleaned: CleanedPaste): boolean {
  return [...cleaned.body.children].every((child) => child.tagName === 'IMG') && !/\S/.test(cleaned.body.textContent ?? '');
}

/** Image files alone on the clipboard (a screenshot, a copied picture): one upload each. */
function fromFiles(files: File[], rules: PasteRules): CleanedPaste {
  const body = document.implementation.createHTMLDocument('').body;
  if (!rules.canUpload) return { body, images: [], imagesLeftOut: files.length };
  const images = files.map((file, index) => {
    const marker = body.appendChild(body.ownerDocument.createElement('img'));
    marker.setAttribute(imageMarker, String(index));
    return { index, src: '', alt: file.name.replace(/\.[^.]+$/, '') };
  });
  return { body, images, imagesLeftOut: 0 };
}

/** Uploads every image (in order, so the media library lists them as they stand in the text). */
async function uploadAll(
  cleaned: CleanedPaste,
  files: File[],
  upload: (file: File, alt: string) => Promise<string | number>,
): Promise<{ ids: Map<number, string | number>; failure: string | null }> {
  const ids = new Map<number, string | number>();
  let failure: string | null = null;
  for (const image of cleaned.images) {
    try {
      const file = image.src === '' ? files[image.index] : fileFromDataURL(image.src, image.index + 1);
      ids.set(image.index, await upload(file, image.alt));
    } catch (error) {
      failure ??= messageOf(error);
    }
  }
  return { ids, failure };
}

/** The server's reason (a type not allowed, a file too large) when it gave one. */
function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A selection from before an await, if its points still exist (the text may have changed meanwhile). */
function restorable(selection: BaseSelection): BaseSelection {
  return selection.getNodes().every((node) => node.isAttached()) ? selection : $getRoot().selectEnd();
}

/**
 * Inserts the cleaned paste at the selection: runs of blocks through Lexical's DOM import, rules and uploaded
 * images (`ids` by image index) as their nodes. Text keeps no inline style and only the enabled formats.
 */
function $insertCleaned(
  editor: LexicalEditor,
  cleaned: CleanedPaste,
  ids: Map<number, string | number>,
  features: EditorFeatures,
  slug: string,
): void {
  const nodes: LexicalNode[] = [];
  const run = cleaned.body.ownerDocument.createElement('div');
  const flush = () => {
    if (run.childNodes.length === 0) return;
    nodes.push(...$generateNodesFromDOM(editor, run));
    run.replaceChildren();
  };
  for (const child of [...cleaned.body.childNodes]) {
    const element = child as Element;
    if (child.nodeName === 'HR') {
      flush();
      nodes.push($createEditorHorizontalRuleNode());
    } else if (child.nodeName === 'IMG') {
      flush();
      const id = ids.get(Number(element.getAttribute(imageMarker)));
      if (id !== undefined) nodes.push($createEditorUploadNode(slug, id));
    } else {
      run.append(child);
    }
  }
  flush();
  const mask = features.formats.reduce((bits, name) => bits | (formatBits[name] ?? 0), 0);
  const $clean = (node: LexicalNode) => {
    if ($isTextNode(node)) {
      if (node.getStyle() !== '') node.setStyle('');
      if ((node.getFormat() & ~mask) !== 0) node.setFormat(node.getFormat() & mask);
    } else if ($isElementNode(node)) {
      for (const child of node.getChildren()) $clean(child);
    }
  };
  for (const node of nodes) $clean(node);
  if (nodes.length === 0) return;
  const selection = $getSelection() ?? $getRoot().selectEnd();
  $insertGeneratedNodes(editor, nodes, selection);
}

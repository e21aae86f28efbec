import type { RichTextField } from '@atrium/core/client';
import { createContext, useContext } from 'react';
import type { EditorFeatures } from './editorProps.ts';

/** What the editor's plugins, toolbar and embedded cards of one rich-text field share. */
export type RichTextContextValue = {
  field: RichTextField;
  /** The field's path in the document (`content`), for ids. */
  path: string;
  features: EditorFeatures;
  readOnly: boolean;
  /** A prefix for DOM ids unique to this editor (several rich-text fields may share a page); has no dots. */
  idPrefix: string;
  /** The id of the editable element (the field's id: labels and the error pill find it). */
  contentId: string;
  /** Ids of blocks just inserted, whose card opens its drawer once it mounts. */
  openOnMount: Set<string>;
};

const RichTextContext = createContext<RichTextContextValue | null>(null);

export const RichTextProvider = RichTextContext.Provider;

/** The rich-text field the calling plugin or card belongs to. */
export function useRichText(): RichTextContextValue {
  const value = useContext(RichTextContext);
  if (!value) throw new Error('useRichText must be used inside a rich-text editor');
  return value;
}

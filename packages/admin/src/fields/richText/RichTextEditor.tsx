import type { RichTextField } from '@atrium/core/client';
import { CheckListPlugin } from '@lexical/react/LexicalCheckListPlugin';
import { type InitialConfigType, LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { useEffect, useMemo, useRef } from 'react';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { describedBy, FieldShell, fieldId } from '../shared/FieldShell.tsx';
import { DragHandlePlugin } from './DragHandle/index.tsx';
import { type RichTextContextValue, RichTextProvider } from './EditorContext.tsx';
import { editorFeatures } from './editorProps.ts';
import { isEditorStateValue } from './editorValue.ts';
import { InlineToolbar } from './InlineToolbar/index.tsx';
import { editorNodes } from './nodes.tsx';
import { PastePlugin } from './paste/PastePlugin.tsx';
import { CheckListRolesPlugin } from './plugins/CheckListRolesPlugin.tsx';
import { EmbedPlugin } from './plugins/EmbedPlugin.tsx';
import { LinkPlugin } from './plugins/LinkPlugin.tsx';
import { MarkdownPlugin } from './plugins/MarkdownPlugin.tsx';
import { RulesPlugin } from './plugins/RulesPlugin.tsx';
import { ValuePlugin } from './plugins/ValuePlugin.tsx';
import { SlashMenuPlugin } from './SlashMenu/index.tsx';
import { Toolbar } from './Toolbar/index.tsx';
import { TablesPlugin } from './tables/TablesPlugin.tsx';
import { editorTheme } from './theme.ts';
import './RichTextEditor.css';
import './storedStyles.css';

/**
 * A rich-text field: Lexical over the form value, with the node classes the server stores (so what is saved is
 * what the server would write), a toolbar and a slash menu offering what the field's editor enables, and
 * cards for embedded blocks, documents and uploads.
 */
export default function RichTextEditor({ field, path, siblingPath, readOnly }: FieldProps<RichTextField>) {
  const { value, setValue, error, markTouched } = useField<unknown>(field, path, siblingPath);
  const { t, label } = useTranslation();
  const id = fieldId(path);
  const features = useMemo(() => editorFeatures(field), [field]);
  const openOnMount = useRef(new Set<string>()).current;
  const context = useMemo<RichTextContextValue>(
    () => ({ field, path, features, readOnly, idPrefix: `rt-${path.replace(/\./g, '-')}`, contentId: id, openOnMount }),
    [field, path, features, readOnly, id, openOnMount],
  );
  // Read once: later values reach the editor through ValuePlugin.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the composer takes its config on mount only
  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: `atrium:${path}`,
      nodes: editorNodes,
      theme: editorTheme,
      editable: !readOnly,
      editorState: isEditorStateValue(value) ? JSON.stringify(value) : undefined,
      onError: (err) => console.error('Atrium rich text:', err),
    }),
    [],
  );
  const name = label((field as { label?: any }).label, field.name);

  return (
    <FieldShell field={field} inputId={id} error={error}>
      <RichTextProvider value={context}>
        <LexicalComposer initialConfig={initialConfig}>
          <div className={`rich-text${readOnly ? ' rich-text--read-only' : ''}${error ? ' rich-text--error' : ''}`}>
            {readOnly || features.toolbar === 'inline' ? null : <Toolbar />}
            <div className="rich-text__body">
              {readOnly ? null : <DragHandlePlugin />}
              <RichTextPlugin
                contentEditable={
                  <ContentEditable
                    id={id}
                    className="rich-text__content"
                    aria-label={name}
                    aria-describedby={describedBy(field, id, error)}
                    aria-invalid={Boolean(error) || undefined}
                    aria-required={field.required || undefined}
                    aria-readonly={readOnly || undefined}
                    data-field-id={id}
                    aria-placeholder={t('richText:placeholder')}
                    placeholder={(isEditable) =>
                      isEditable ? (
                        <div className="rich-text__placeholder" aria-hidden="true">
                          {t('richText:placeholder')}
                        </div>
                      ) : null
                    }
                  />
                }
                ErrorBoundary={LexicalErrorBoundary}
              />
            </div>
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <CheckListPlugin />
          <CheckListRolesPlugin />
          {features.has('table') ? (
            <>
              <TablePlugin hasCellMerge hasCellBackgroundColor hasTabHandler={false} hasHorizontalScroll />
              <TablesPlugin readOnly={readOnly} />
            </>
          ) : null}
          <EditablePlugin isEditable={!readOnly} />
          <ValuePlugin value={value} setValue={setValue} markTouched={markTouched} />
          <RulesPlugin />
          <LinkPlugin />
          {readOnly ? null : <MarkdownPlugin />}
          {readOnly || features.toolbar === 'fixed' ? null : <InlineToolbar />}
          <EmbedPlugin />
          <SlashMenuPlugin />
          {readOnly ? null : <PastePlugin />}
        </LexicalComposer>
      </RichTextProvider>
    </FieldShell>
  );
}

/** Follows the `readOnly` prop (it can change once permissions arrive). */
function EditablePlugin({ isEditable }: { isEditable: boolean }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.setEditable(isEditable), [editor, isEditable]);
  return null;
}

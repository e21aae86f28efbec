import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getNodeByKey, $isRootNode, type LexicalNode } from 'lexical';
import { useCallback } from 'react';
import { fetchFormState } from '../../../documents/formState.ts';
import { useForm } from '../../../forms/FormProvider.tsx';
import { getIn, setIn } from '../../../forms/paths.ts';
import { useRichText } from '../EditorContext.tsx';

/** What the server found wrong with a node's fields, by path relative to the fields (`label`, `links.0.url`). */
export type NodeFieldErrors = { path: string; message: string }[];

/**
 * Checks a node's fields as the server will when the document is saved (spec 5: block drawer forms validate
 * through the server), so that custom validators, which never reach the browser, speak before the drawer
 * closes. The document's data goes with the node's new values in place (`POST /api/form-state`, nothing is
 * stored); only the node's fields are answered. `undefined` when there is nothing to ask: a form that is not
 * a document's (bulk edit, a drawer inside a drawer) or a node no longer in the text.
 */
export function useNodeServerCheck(nodeKey: string): (values: Record<string, unknown>) => Promise<NodeFieldErrors | undefined> {
  const [editor] = useLexicalComposerContext();
  const { path: fieldPath } = useRichText();
  const form = useForm();
  return useCallback(
    async (values) => {
      const check = form.serverCheck;
      if (!check) return undefined;
      const state = editor.getEditorState();
      const nodePath = state.read(() => pathInValue($getNodeByKey(nodeKey)));
      if (!nodePath) return undefined;
      const value = state.toJSON() as unknown as Record<string, unknown>;
      const fieldsPath = `${nodePath}.fields`;
      const withValues = setIn(value, fieldsPath, { ...(getIn(value, fieldsPath) as object), ...values });
      const schemaPath = `${fieldPath}.${fieldsPath}`;
      const answer = await fetchFormState(
        {
          kind: form.entity.kind,
          slug: form.entity.slug,
          id: form.id,
          data: setIn(form.store.getData(), fieldPath, withValues),
          operation: check.operation,
          locale: check.locale,
          schemaPath,
        },
        { onError: (body) => console.warn('Atrium admin: the server refused to check these fields', body) },
      );
      // Refused: nothing is known, and the document's save checks the values all the same.
      if (!answer) return undefined;
      const errors: NodeFieldErrors = [];
      for (const [path, entry] of Object.entries(answer)) {
        if (entry?.valid === false && entry.passesCondition !== false && path.startsWith(`${schemaPath}.`))
          errors.push({ path: path.slice(schemaPath.length + 1), message: entry.errorMessage ?? '' });
      }
      return errors;
    },
    [editor, nodeKey, fieldPath, form],
  );
}

/** Where a node sits in its editor's serialized value: `root.children.3`, `root.children.2.children.1`. */
function pathInValue(node: LexicalNode | null): string | undefined {
  const steps: string[] = [];
  let current = node;
  while (current && !$isRootNode(current)) {
    steps.unshift('children', String(current.getIndexWithinParent()));
    current = current.getParent();
  }
  return current ? ['root', ...steps].join('.') : undefined;
}

import type { BlockFields, InlineBlockFields, RelationshipValue, UploadValue } from '@atrium/richtext/client';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder/index.tsx';
import { useSelectableNode } from './useSelectableNode.ts';

/** What a decorator node hands its component: the node's key and its data. */
export type EmbedProps =
  | { kind: 'block'; nodeKey: string; fields: BlockFields }
  | { kind: 'inlineBlock'; nodeKey: string; fields: InlineBlockFields }
  | { kind: 'relationship'; nodeKey: string; relationTo: string; value: RelationshipValue }
  | { kind: 'upload'; nodeKey: string; relationTo: string; value: UploadValue; fields: Record<string, unknown> }
  | { kind: 'horizontalrule'; nodeKey: string }
  | { kind: 'unknown'; nodeKey: string; nodeType: string };

// The cards, drawers and document pickers load with the first embedded node, not with every editor.
const Embed = lazy(() => import('./Embed.tsx'));

/** The component of a decorator node. */
export function EmbedLoader(props: EmbedProps) {
  if (props.kind === 'horizontalrule') return <RuleSelection nodeKey={props.nodeKey} />;
  // Spec 2 and 9: a block holds a 35vh loading placeholder while its card loads.
  const fallback = props.kind === 'block' ? <LoadingPlaceholder lines={4} height="35vh" /> : null;
  return (
    <Suspense fallback={fallback}>
      <Embed {...props} />
    </Suspense>
  );
}

/** A horizontal rule renders itself (`<hr>`); this only marks it selected. */
function RuleSelection({ nodeKey }: { nodeKey: string }) {
  const [editor] = useLexicalComposerContext();
  const element = useCallback(() => editor.getElementByKey(nodeKey), [editor, nodeKey]);
  const isSelected = useSelectableNode(nodeKey, element);
  useEffect(() => {
    element()?.classList.toggle('rt-hr--selected', isSelected);
  }, [element, isSelected]);
  return null;
}

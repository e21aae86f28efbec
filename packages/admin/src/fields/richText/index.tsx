import { LazyBoundary, retryableLazy } from '../../components/LazyBoundary/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import type { FieldProps } from '../../forms/RenderFields.tsx';

// Lexical is large: it loads only when a form shows a rich-text field. A failed download leaves the rest of
// the form as it is, with a retry in the field's place.
const editor = retryableLazy<FieldProps<any>>(() => import('./RichTextEditor.tsx'));

/** The editor's code, loaded ahead of its first render: a form waits for it, so it never flashes a placeholder. */
export const richTextEditor = { preload: editor.preload, isLoaded: editor.isLoaded };

/** A rich-text field: the Lexical editor, loaded on demand. */
export function RichTextInput(props: FieldProps<any>) {
  return (
    <LazyBoundary fallback={<LoadingPlaceholder lines={4} />} onRetry={editor.reset}>
      {() => <editor.Component {...props} />}
    </LazyBoundary>
  );
}

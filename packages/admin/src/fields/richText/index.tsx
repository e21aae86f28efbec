import { lazy, Suspense } from 'react';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import type { FieldProps } from '../../forms/RenderFields.tsx';

// Lexical is large: it loads only when a form shows a rich-text field.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** A rich-text field: the Lexical editor, loaded on demand. */
export function RichTextInput(props: FieldProps<any>) {
  return (
    <Suspense fallback={<LoadingPlaceholder lines={4} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

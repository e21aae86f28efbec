import { useEffect, useState } from 'react';
import { useRichText } from '../EditorContext.tsx';

/**
 * Whether a just-inserted block's drawer is open, starting open when the editor asked for it (`openOnMount`).
 * The request is read during render and taken once mounted: a render React throws away (a part of the drawer
 * still downloading suspends it) must not use it up.
 */
export function useOpenOnMount(id: string) {
  const { openOnMount } = useRichText();
  const state = useState(() => openOnMount.has(id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is taken by the first mount only
  useEffect(() => {
    openOnMount.delete(id);
  }, []);
  return state;
}

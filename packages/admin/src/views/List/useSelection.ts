import { useEffect, useState } from 'react';

export type Selection = {
  selected: ReadonlySet<string>;
  /** Every document the search and filters match is selected, across pages. */
  isAllMatching: boolean;
  toggle: (id: string) => void;
  /** Selects the whole page, or clears it when it is all selected already. */
  toggleAll: () => void;
  selectAllMatching: () => void;
  clear: () => void;
};

/** The rows chosen for a bulk action. Cleared whenever `resetKey` (the list's address) changes. */
export function useSelection(pageIds: string[], resetKey: string): Selection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAllMatching, setAllMatching] = useState(false);
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is a new list
  useEffect(clear, [resetKey]);
  return {
    selected,
    isAllMatching,
    toggle(id) {
      setAllMatching(false);
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
    },
    toggleAll() {
      setAllMatching(false);
      setSelected((current) => (pageIds.every((id) => current.has(id)) ? new Set() : new Set(pageIds)));
    },
    selectAllMatching: () => setAllMatching(true),
    clear,
  };
}

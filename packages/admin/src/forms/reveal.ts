import type { Field } from '@atrium/core/client';
import { useEffect, useRef } from 'react';
import { dataFieldsOf } from '../config/dataFields.ts';
import { useForm } from './FormProvider.tsx';
import type { FormStore } from './FormStore.ts';
import { joinPath, type Path } from './paths.ts';

type RevealListener = (path: Path) => void;

// Per store, so a drawer's form never opens rows of the page's form behind it.
const listeners = new WeakMap<FormStore, Set<RevealListener>>();

/**
 * Asks every container of the form that holds `path` (a collapsed array row or collapsible, an inactive tab)
 * to open, so the field's input is rendered and visible. The edit view calls it before focusing an invalid
 * field; containers that mount as a result are asked again by the caller on the next frame.
 */
export function revealPath(store: FormStore, path: Path): void {
  for (const listener of listeners.get(store) ?? []) listener(path);
}

/**
 * Lets a container open itself when a field inside it must be shown: `contains(path)` decides, `open()`
 * opens (both may change on every render; the latest ones are used).
 */
export function useReveal(contains: (path: Path) => boolean, open: () => void): void {
  const { store } = useForm();
  const latest = useRef({ contains, open });
  latest.current = { contains, open };
  useEffect(() => {
    let set = listeners.get(store);
    if (!set) {
      set = new Set();
      listeners.set(store, set);
    }
    const listener: RevealListener = (path) => {
      if (latest.current.contains(path)) latest.current.open();
    };
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [store]);
}

/** Whether `path` is one of `fields` (laid out inside `parent`) or lies inside one: what a tab or collapsible holds. */
export function fieldsContainPath(fields: Field[], parent: Path, path: Path): boolean {
  return dataFieldsOf(fields).some((field) => {
    const own = joinPath(parent, field.name);
    return path === own || path.startsWith(`${own}.`);
  });
}

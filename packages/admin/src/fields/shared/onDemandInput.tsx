import { type ComponentType, useState } from 'react';
import { LazyBoundary, retryableLazy } from '../../components/LazyBoundary/index.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder/index.tsx';
import type { FieldProps } from '../../forms/fieldProps.ts';
import type { OnDemandCode } from '../types.ts';

type Props = FieldProps<any>;

/**
 * The input of the field type in `fields/<folder>/`, whose code loads on demand, so the list (which takes cells, filters and summaries from
 * the same entries) carries no input. Forms load it before their first render (`preloadCode`), and then `Input`
 * renders it directly; a field drawn before (a form that did not wait, or a failed download) gets a placeholder
 * and a retry in its place, and keeps that boundary so a later render does not remount what the user typed in.
 */
export function onDemandInput<Module>(
  folder: string,
  pick: (module: Module) => ComponentType<Props>,
): {
  Input: ComponentType<Props>;
  onDemand: OnDemandCode;
} {
  let component: ComponentType<Props> | undefined;
  // Every input comes through the one module that gathers them (see `inputs.ts` for why).
  const part = retryableLazy<Props>(() =>
    import('../inputs.ts').then(({ inputModule }) => {
      component = pick(inputModule(folder) as Module);
      return { default: component };
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per field type, at module level (the registry)
  function Input(props: Props) {
    // Decided once per field: whether its code was in when it first drew.
    const [Loaded] = useState(() => component);
    if (Loaded) return <Loaded {...props} />;
    return (
      <LazyBoundary fallback={<LoadingPlaceholder lines={1} />} onRetry={part.reset}>
        {() => <part.Component {...props} />}
      </LazyBoundary>
    );
  }
  return { Input, onDemand: { preload: part.preload, isLoaded: part.isLoaded } };
}

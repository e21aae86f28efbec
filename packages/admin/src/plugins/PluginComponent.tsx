import { pluginAdmins } from 'virtual:atrium-plugins';
import type { ComponentType, ReactNode } from 'react';
import { LazyBoundary, retryableLazy } from '../components/LazyBoundary/index.tsx';
import { LoadingPlaceholder } from '../components/LoadingPlaceholder/index.tsx';
import { useTranslation } from '../i18n/I18nProvider.tsx';

type Loaded = ReturnType<typeof retryableLazy<any>>;
const loaded = new Map<string, Loaded>();

/** Splits `'<package>#<name>'` (the package may be scoped: `@atrium/plugin-seo#Panel`). */
export function parseComponentRef(ref: string): { packageName: string; name: string } | undefined {
  const mark = ref.lastIndexOf('#');
  if (mark <= 0 || mark === ref.length - 1) return undefined;
  return { packageName: ref.slice(0, mark), name: ref.slice(mark + 1) };
}

/** The plugin component a config names, loaded once on first use (its package's admin module, then the component). */
function lazyComponent(ref: string): Loaded {
  let entry = loaded.get(ref);
  if (!entry) {
    entry = retryableLazy(async () => {
      const parsed = parseComponentRef(ref);
      const load = parsed ? pluginAdmins[parsed.packageName] : undefined;
      if (!parsed || !load) throw new MissingComponent(ref);
      const component = (await load()).components[parsed.name];
      if (!component) throw new MissingComponent(ref);
      return component();
    });
    loaded.set(ref, entry);
  }
  return entry;
}

class MissingComponent extends Error {
  constructor(readonly ref: string) {
    super(`No admin component "${ref}"`);
  }
}

type Props = {
  /** `'<package>#<name>'`. */
  component: string;
  props: Record<string, any>;
  /** What shows while the component downloads. */
  fallback?: ReactNode;
};

/** Renders a plugin's component in place of a built-in part (a field's input or cell, a collection's view). */
export function PluginComponent({ component, props, fallback }: Props) {
  const parsed = parseComponentRef(component);
  if (!parsed || !pluginAdmins[parsed.packageName]) return <MissingNotice component={component} />;
  const entry = lazyComponent(component);
  return (
    <LazyBoundary fallback={fallback ?? <LoadingPlaceholder />} onRetry={entry.reset}>
      {() => {
        const Component = entry.Component as ComponentType<Record<string, unknown>>;
        return <Component {...props} />;
      }}
    </LazyBoundary>
  );
}

function MissingNotice({ component }: { component: string }) {
  const { t } = useTranslation();
  return (
    <p className="plugin-component__missing" role="alert">
      {t('general:componentMissing', { component })}
    </p>
  );
}

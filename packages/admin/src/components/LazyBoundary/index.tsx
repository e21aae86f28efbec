import { Component, type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/index.tsx';
import { useToast } from '../Toast/index.tsx';
import './index.css';

type Props = {
  /** Called at each render, so a retry renders a fresh lazy component. */
  children: () => ReactNode;
  fallback: ReactNode;
  /** Forgets the failed download (see `retryableLazy`). */
  onRetry?: () => void;
  /**
   * For a part with no place of its own to say so (an overlay): called once the download failed, and the
   * boundary then shows nothing; the owner closes the part and tells the user its own way.
   */
  onFailed?: (error: unknown) => void;
};

/**
 * `lazy` that can be loaded ahead and tried again. `preload` starts the download (or answers the one under
 * way); once the module is in, the component renders without suspending, so a part loaded in parallel with
 * its data skips the fallback and React's throttle on revealing Suspense content (300 ms). React remembers a
 * failed import for good, so `reset` makes a new lazy component (the browser then downloads the chunk anew).
 */
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  type Module = { default: ComponentType<P> };
  let loaded: Module | undefined;
  let pending: Promise<Module> | undefined;
  const preload = (): Promise<Module> => {
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const make = () =>
    lazy(() => {
      const module = loaded;
      if (!module) return preload();
      // A thenable that calls back at once: React reads an already-loaded module without suspending.
      // biome-ignore lint/suspicious/noThenProperty: the thenable is the point
      return { then: (resolve: (m: Module) => void) => resolve(module) } as unknown as Promise<Module>;
    });
  let current: LazyExoticComponent<ComponentType<P>> = make();
  return {
    get Component() {
      return current;
    },
    preload,
    isLoaded: () => loaded !== undefined,
    reset() {
      current = make();
    },
  };
}

type State = { error: unknown; attempt: number };

/**
 * Suspense for a lazily loaded part of a view, with its own error boundary: when the part's code cannot be
 * downloaded (offline, or a new deployment removed the old files), only that part says so and offers a retry,
 * and the rest of the page (an unsaved form) stays as it is.
 */
export class LazyBoundary extends Component<Props, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailed?.(error);
  }

  override render() {
    if (this.state.error !== undefined) {
      if (this.props.onFailed) return null;
      const handleRetry = () => {
        this.props.onRetry?.();
        this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }));
      };
      return <LoadFailed onRetry={handleRetry} />;
    }
    return (
      <Suspense key={this.state.attempt} fallback={this.props.fallback}>
        {this.props.children()}
      </Suspense>
    );
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="lazy-failed" role="alert">
      <span>{t('general:partLoadFailed')}</span>
      <Button size="sm" onClick={onRetry}>
        {t('general:retry')}
      </Button>
    </div>
  );
}

/**
 * A lazily loaded overlay (the command palette, the link dialog): when its code cannot be downloaded it closes,
 * a toast says so, and the next opening downloads it anew; the page under it (an unsaved form) stays as it is.
 */
export function OverlayBoundary({
  part,
  onClose,
  children,
}: {
  part: { reset: () => void };
  onClose: () => void;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleFailed = () => {
    part.reset();
    onClose();
    toast.show(t('general:partLoadFailed'), 'error');
  };
  return (
    <LazyBoundary fallback={null} onFailed={handleFailed}>
      {children}
    </LazyBoundary>
  );
}

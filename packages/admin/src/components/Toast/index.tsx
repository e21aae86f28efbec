import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

type ToastKind = 'success' | 'error' | 'info';
type ToastItem = { id: number; kind: ToastKind; message: string; topic?: string };
/**
 * `topic` names what a message is about (one document's save): a new message on a topic replaces the one
 * before it, so "Saved" takes the place of an earlier "Not saved" instead of sitting under it.
 */
type Toasts = {
  show: (message: string, kind?: ToastKind, topic?: string) => void;
  /** Takes away the message on `topic`, if one shows. */
  clear: (topic: string) => void;
};

const ToastContext = createContext<Toasts | null>(null);

/** Short status messages ("Saved", "Unable to delete 2 of 5") announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'success', topic?: string) => {
      const id = nextId.current++;
      setItems((list) => [
        ...list.filter((item) => topic === undefined || item.topic !== topic).slice(-3),
        { id, kind, message, topic },
      ]);
      // Errors stay until dismissed: they usually need reading.
      if (kind !== 'error') window.setTimeout(() => dismiss(id), 4000);
    },
    [dismiss],
  );
  const clear = useCallback((topic: string) => setItems((list) => list.filter((item) => item.topic !== topic)), []);
  const value = useMemo(() => ({ show, clear }), [show, clear]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* In a portal marked as a top layer: an open modal hides the rest of the page from screen readers
          (React Aria), and a message about the dialog's own action must still be heard and dismissable. */}
      {createPortal(
        <div className="toasts" aria-live="polite" role="status" data-react-aria-top-layer="true">
          {items.map((item) => (
            <div key={item.id} className={`toast toast--${item.kind}`}>
              <span>{item.message}</span>
              <button type="button" className="toast__close" aria-label={t('general:close')} onClick={() => dismiss(item.id)}>
                ✕
              </button>
            </div>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

/** Shows a toast. */
export function useToast(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToast must be used inside ToastProvider');
  return toasts;
}

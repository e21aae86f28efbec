import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import './index.css';

type ToastKind = 'success' | 'error' | 'info';
type ToastItem = { id: number; kind: ToastKind; message: string };
type Toasts = { show: (message: string, kind?: ToastKind) => void };

const ToastContext = createContext<Toasts | null>(null);

/** Short status messages ("Saved", "Unable to delete 2 of 5") announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'success') => {
      const id = nextId.current++;
      setItems((list) => [...list.slice(-3), { id, kind, message }]);
      // Errors stay until dismissed: they usually need reading.
      if (kind !== 'error') window.setTimeout(() => dismiss(id), 4000);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ show }), [show]);
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

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './toast.module.css';
import { toastDuration, toastSchedule, TOAST_FADE_MS, type ToastType } from './toast-timing';

/** A way on from the toast ("Sign in"): a route of the app, with router state (e.g. where to come back to). */
export type ToastLink = { to: string; label: string; state?: unknown };
export type ToastOptions = { type?: ToastType; duration?: number; onClose?: () => void; link?: ToastLink };
type ShortOptions = Omit<ToastOptions, 'type'>;

export type ToastApi = {
  show: (message: string, options?: ToastOptions) => number;
  success: (message: string, options?: ShortOptions) => number;
  error: (message: string, options?: ShortOptions) => number;
  info: (message: string, options?: ShortOptions) => number;
  warning: (message: string, options?: ShortOptions) => number;
  dismiss: (id: number) => void;
};

type ToastItem = { id: number; message: string; type: ToastType; leaving: boolean; link?: ToastLink };

const ToastContext = createContext<ToastApi | null>(null);

const KIND_LABEL: Record<ToastType, string> = { success: 'Done', error: 'Error', info: 'Heads up', warning: 'Warning' };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>[]>());
  const closers = useRef(new Map<number, (() => void) | undefined>());

  const clearTimers = (id: number) => {
    for (const t of timers.current.get(id) ?? []) clearTimeout(t);
    timers.current.delete(id);
  };

  const remove = useCallback((id: number) => {
    clearTimers(id);
    setItems((list) => list.filter((t) => t.id !== id));
    const onClose = closers.current.get(id);
    closers.current.delete(id);
    onClose?.();
  }, []);

  const startFade = useCallback((id: number) => {
    setItems((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
  }, []);

  const dismiss = useCallback(
    (id: number) => {
      if (!closers.current.has(id)) return;
      clearTimers(id);
      startFade(id);
      timers.current.set(id, [setTimeout(() => remove(id), TOAST_FADE_MS)]);
    },
    [remove, startFade],
  );

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      const id = nextId.current++;
      const type = options.type ?? 'info';
      const { fadeAt, closeAt } = toastSchedule(toastDuration(type, options.duration));
      closers.current.set(id, options.onClose);
      setItems((list) => [...list, { id, message, type, leaving: false, link: options.link }]);
      timers.current.set(id, [setTimeout(() => startFade(id), fadeAt), setTimeout(() => remove(id), closeAt)]);
      return id;
    },
    [remove, startFade],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const list of all.values()) for (const t of list) clearTimeout(t);
      all.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (m, o) => show(m, { ...o, type: 'success' }),
      error: (m, o) => show(m, { ...o, type: 'error' }),
      info: (m, o) => show(m, { ...o, type: 'info' }),
      warning: (m, o) => show(m, { ...o, type: 'warning' }),
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="region" aria-live="polite" aria-relevant="additions" aria-label="Notifications">
        {items.map((t) => (
          <div
            key={t.id}
            className={[styles.toast, styles[t.type], t.leaving ? styles.leaving : ''].join(' ')}
            role={t.type === 'error' || t.type === 'warning' ? 'alert' : 'status'}
            data-toast-type={t.type}
            data-leaving={t.leaving ? 'true' : 'false'}
          >
            <span className={styles.stripe} aria-hidden="true" />
            <div className={styles.body}>
              <span className={styles.kind}>{KIND_LABEL[t.type]}</span>
              {t.message}
              {t.link ? (
                <>
                  {' '}
                  <Link className={styles.link} to={t.link.to} state={t.link.state} onClick={() => dismiss(t.id)}>
                    {t.link.label}
                  </Link>
                </>
              ) : null}
            </div>
            <button type="button" className={styles.close} onClick={() => dismiss(t.id)} aria-label="Dismiss notification">
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** The toast API; calling it outside <ToastProvider> is a programming error and throws. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

/** How long a popup message stays: 5 s, long enough to read (docs/product.md section 10; the original said 2). */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

interface ToastContextValue {
  toasts: Toast[];
  /** Shows a message; errors are announced assertively, the rest politely. Returns the toast's id. */
  show: (message: string, kind?: ToastKind) => number;
  dismiss: (id: number) => void;
}

const noop: ToastContextValue = { toasts: [], show: () => 0, dismiss: () => {} };

const ToastContext = createContext<ToastContextValue>(noop);

/** At most this many toasts at once: a burst of clicks should not cover the page. */
const MAX_TOASTS = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback((message: string, kind: ToastKind = "success") => {
    const id = nextId.current++;
    setToasts((current) => {
      // The same words twice in a row (a double click) show once, with a fresh timer.
      const others = current.filter((t) => !(t.message === message && t.kind === kind));
      return [...others, { id, message, kind }].slice(-MAX_TOASTS);
    });
    return id;
  }, []);

  const value = useMemo(() => ({ toasts, show, dismiss }), [toasts, show, dismiss]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** `useToast().show("Product added to Wishlist!")`; outside a provider it does nothing. */
export function useToast(): ToastContextValue {
  return useContext(ToastContext);
}

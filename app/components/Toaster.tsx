import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { pageKey } from "@rules/safe-redirect";
import { TOAST_DURATION_MS, useToast, type Toast, type ToastKind } from "~/components/toast";

/** Pages that show the message of a no-JavaScript post themselves, in the page. */
const PAGES_WITH_OWN_NOTICE = ["/cart", "/wishlist"];

/**
 * The popup messages: bottom-centre on phones, bottom-right on wide screens, stacked, each clearing
 * after 5 s (held while the pointer or focus is on it) and closable. Two live regions that are
 * always in the page, so screen readers announce what is added to them: errors as alerts, the rest
 * politely.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const notice = useFlashNotice();
  const errors = toasts.filter((t) => t.kind === "error");
  const others = toasts.filter((t) => t.kind !== "error");
  const list = "flex w-full flex-col items-center gap-2 sm:items-end";
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 print:hidden sm:left-auto sm:right-0 sm:items-end sm:p-6"
      data-testid="toaster"
    >
      <div role="alert" className={list}>
        {notice?.kind === "error" ? <ToastCard key={notice.message} toast={notice} onDismiss={notice.dismiss} /> : null}
        {errors.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
      <div role="status" aria-live="polite" className={list}>
        {notice && notice.kind !== "error" ? (
          <ToastCard key={notice.message} toast={notice} onDismiss={notice.dismiss} />
        ) : null}
        {others.map((t) => (
          <ToastCard key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
    </div>
  );
}

const STYLE: Record<ToastKind, { box: string; icon: typeof Info }> = {
  success: { box: "bg-ink text-white", icon: CircleCheck },
  info: { box: "bg-ink text-white", icon: Info },
  error: { box: "bg-accent-dark text-white", icon: CircleAlert },
};

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [held, setHeld] = useState(false);
  const remaining = useRef(TOAST_DURATION_MS);
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(500, remaining.current - (Date.now() - started));
    };
  }, [held]);

  const { box, icon: Icon } = STYLE[toast.kind];
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg px-4 py-3 shadow-lg ring-1 ring-black/5 ${box}`}
      data-testid="toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Icon aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      <p className="flex-1 text-sm font-medium leading-snug">{toast.message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
        className="-my-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

/**
 * The message a form's no-JavaScript answer left for this page (e.g. "… added to cart" after Add to
 * Cart on a product page), shown as a toast on pages that do not show it themselves. It comes from the
 * store's signed cookie through the root loader (app/lib/flash.ts); an address's `?notice=` is ignored.
 */
function useFlashNotice(): (Toast & { dismiss: () => void }) | null {
  const root = useRouteLoaderData<RootData>("root");
  const { pathname, search } = useLocation();
  // The page the message was left for, not one reached from it (the root's data is kept across navigations).
  const flash = root?.loadedFor === pageKey(pathname, search) ? root.flash : null;
  const [dismissed, setDismissed] = useState<typeof flash>(null);
  if (!flash || flash === dismissed) return null;
  if (PAGES_WITH_OWN_NOTICE.includes(pathname.toLowerCase().replace(/\/+$/, ""))) return null;
  return { id: 0, message: flash.message, kind: flash.kind, dismiss: () => setDismissed(flash) };
}

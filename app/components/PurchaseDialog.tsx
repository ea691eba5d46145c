import { useCallback, useEffect, useId, useRef } from "react";
import { formatRupees } from "@rules/money";
import type { PurchaseDialogProps } from "./ConfirmPurchaseDialog";

/**
 * The "Confirm Purchase" dialog (docs/product.md section 2) used by every Buy Now and by Proceed to Buy. A
 * native modal <dialog>: the browser keeps focus inside it, greys out the page and closes it on Escape
 * (reported through `onCancel`). "Yes" has the focus first; focus returns where it was on close.
 */
export function PurchaseDialog({ open, items, onConfirm, onCancel }: PurchaseDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const yesRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const openRef = useRef(open);
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    openRef.current = open;
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      yesRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // A modal dialog already makes the page inert; this also keeps Tab from leaving for the browser's
  // own controls after the last button, so keyboard users cycle between Yes and No.
  const keepTabInside = useCallback((event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [
      ...event.currentTarget.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea"),
    ];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  // Escape (or the browser's own close) while the parent still thinks it is open: that is a "No".
  const handleClose = useCallback(() => {
    if (openRef.current) cancelRef.current();
  }, []);

  const list = items?.filter((item) => item.quantity > 0) ?? [];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(92vw,28rem)] rounded-xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
    >
      {open ? (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-bold">
            Confirm Purchase
          </h2>
          {list.length ? (
            <ul className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto text-sm" aria-label="Items to buy">
              {list.map((item, i) => (
                <li key={`${item.name}-${item.size ?? ""}-${i}`} className="rounded-md bg-canvas px-3 py-2">
                  <span>
                    {`${item.name} - `}
                    <span className="font-semibold">{`${formatRupees(item.price)} x ${item.quantity}`}</span>
                  </span>
                  {item.colour || item.size ? (
                    <span className="block text-xs text-muted">
                      {[item.colour ? `Colour: ${item.colour}` : "", item.size ? `Size: ${item.size}` : ""]
                        .filter(Boolean)
                        .join(" · ")}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>Are you sure you want to buy all product?</p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            <button
              ref={yesRef}
              type="button"
              onClick={onConfirm}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-8 font-semibold text-white hover:bg-accent-dark"
            >
              Yes
            </button>
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-white px-8 font-semibold hover:border-ink"
            >
              No
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

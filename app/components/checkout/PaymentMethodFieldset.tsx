import { Banknote, CreditCard, type LucideIcon } from "lucide-react";
import type { PaymentMethod } from "@rules/order-status";
import { useHydrated } from "~/components/use-hydrated";

const OPTIONS: { value: PaymentMethod; label: string; hint: string; icon: LucideIcon }[] = [
  { value: "cod", label: "Cash on Delivery", hint: "Pay in cash when your order arrives", icon: Banknote },
  { value: "online", label: "Pay Online", hint: "UPI, cards, netbanking via Razorpay", icon: CreditCard },
];

/**
 * The checkout's two ways to pay, as radio cards. Plain radios inside the form, so the choice is posted
 * without JavaScript too; `onChange` lets the page follow it. A way not taken for the address
 * (`unavailable`, with the reason shown in its card) cannot be chosen once the page runs: without
 * JavaScript it stays open, since the PIN code may be changed before the form is posted (the server
 * then refuses it with the same reason).
 */
export function PaymentMethodFieldset({
  value,
  onChange,
  disabled = false,
  unavailable,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  unavailable?: Partial<Record<PaymentMethod, string>> | undefined;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, hint, icon: Icon }) => {
          const reason = unavailable?.[option];
          return (
            <label
              key={option}
              className="flex min-h-16 cursor-pointer items-center gap-3 rounded-md border border-line bg-white px-4 py-3 hover:border-ink has-checked:border-accent has-checked:bg-accent-soft has-checked:ring-1 has-checked:ring-accent has-disabled:cursor-not-allowed has-disabled:opacity-70"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={value === option}
                disabled={(hydrated && Boolean(reason)) || undefined}
                onChange={() => onChange(option)}
                aria-labelledby={`payment-${option}-label`}
                aria-describedby={`payment-${option}-hint`}
                className="size-5 shrink-0 accent-accent"
              />
              <Icon aria-hidden="true" size={22} className="shrink-0 text-muted" />
              <span className="flex min-w-0 flex-col">
                <span id={`payment-${option}-label`} className="text-sm font-semibold">
                  {label}
                </span>
                <span
                  id={`payment-${option}-hint`}
                  className={reason ? "text-xs font-medium text-accent-dark" : "text-xs text-muted"}
                >
                  {reason ?? hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

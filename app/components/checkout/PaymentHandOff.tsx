import { CreditCard } from "lucide-react";
import type { HandOff } from "@rules/online-payment";
import { formatPaise } from "@rules/money";

/**
 * Pay Online without JavaScript: the order is placed and waits for payment, and this plain form takes the
 * shopper to the gateway's own page (no script needed; the Content-Security-Policy's form-action allows
 * the gateway). The gateway posts the outcome back to the store, which checks it and opens the order.
 */
export function PaymentHandOff({ actionData }: { actionData: object | undefined }) {
  // Only the action's answer to Pay Online without JavaScript carries it (the route's answers share no type).
  if (!actionData || !("handOff" in actionData) || !actionData.handOff) return null;
  const handOff = actionData.handOff as HandOff;
  return (
    <section
      aria-labelledby="payment-hand-off-title"
      data-testid="payment-hand-off"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-accent/30 bg-accent-soft p-5 sm:p-6"
    >
      <h2 id="payment-hand-off-title" className="text-lg font-bold">
        Your order {handOff.orderNumber} is waiting for payment
      </h2>
      <p className="text-sm">
        Pay {formatPaise(handOff.amountPaise)} on the payment page; you come back here once it is done. Your details are
        kept below if you want to change them.
      </p>
      <form method="post" action={handOff.action}>
        {handOff.fields.map(({ name, value }) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-accent px-6 text-base font-semibold text-white hover:bg-accent-dark"
        >
          <CreditCard aria-hidden="true" size={20} />
          Continue to payment
        </button>
      </form>
    </section>
  );
}

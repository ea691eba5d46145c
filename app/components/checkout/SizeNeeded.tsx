import { useState } from "react";
import { Form } from "react-router";
import { SizePicker } from "~/components/SizePicker";
import { StoreLink } from "~/components/ui/StoreLink";
import { SIZE_NEEDED_ID } from "./checkout-fields";

/**
 * What checkout would refuse for a missing size, found before the shopper fills in the form, with the
 * way forward: a size choice here for one Buy Now product, the cart (where lines take a size) otherwise.
 */
export type SizeProblem =
  { kind: "buy"; message: string; sizes: string[]; names?: Record<string, string> } | { kind: "cart"; names: string[] };

/**
 * A line checkout would refuse for its size, with the way forward: one Buy Now product gets its sizes
 * right here (a GET form, so it works without JavaScript); cart lines are fixed in the cart.
 */
export function SizeNeeded({
  problem,
  buy,
  payment,
}: {
  problem: SizeProblem;
  buy: { productId: number; quantity: number; color: string | null } | null;
  /** The page's `?payment=`, kept by the size form. */
  payment: { name: string; value: string | null };
}) {
  const [size, setSize] = useState<string | null>(null);
  const box =
    "mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-amber-500";
  if (problem.kind === "cart") {
    return (
      <div id={SIZE_NEEDED_ID} tabIndex={-1} role="alert" className={box} data-testid="checkout-size-needed">
        <p className="font-semibold">
          {problem.names.length === 1
            ? `${problem.names[0]} needs a size before you can buy it.`
            : `These items need a size before you can buy them: ${problem.names.join(", ")}.`}
        </p>
        <StoreLink
          to="/cart"
          className="mt-3 inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-5 font-semibold text-white hover:bg-black"
        >
          Choose sizes in your cart
        </StoreLink>
      </div>
    );
  }
  return (
    <Form
      method="get"
      id={SIZE_NEEDED_ID}
      tabIndex={-1}
      className={box}
      data-testid="checkout-size-needed"
      preventScrollReset
    >
      <p role="alert" className="mb-3 font-semibold">
        {problem.message}
      </p>
      {buy ? (
        <>
          <input type="hidden" name="product" value={buy.productId} />
          <input type="hidden" name="quantity" value={buy.quantity} />
          {buy.color ? <input type="hidden" name="color" value={buy.color} /> : null}
        </>
      ) : null}
      {payment.value ? <input type="hidden" name={payment.name} value={payment.value} /> : null}
      <SizePicker sizes={problem.sizes} names={problem.names} value={size} onChange={setSize} name="size" />
      <button
        type="submit"
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-5 font-semibold text-white hover:bg-black"
      >
        Use this size
      </button>
    </Form>
  );
}

import { Minus, Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useRevalidator, type FetcherWithComponents } from "react-router";
import { useCartAction, useOnResult } from "~/components/cart/cart-hooks";
import { useHydrated } from "~/components/use-hydrated";
import { type ActionResult, type CartLine } from "@rules/cart-rules";
import { formatPaise } from "@rules/money";
import { Thumbnail } from "~/components/ui/Thumbnail";
import { StoreLink } from "~/components/ui/StoreLink";
import { IconButton } from "~/components/ui/IconLabel";

/**
 * One cart line: picture, name, colour and size, "₹price x quantity = ₹total", a − / + stepper and
 * Remove. Each control is a real form posting to the cart action (so it works without JavaScript); with
 * it, the line's own fetcher submits it and the page shows the new quantity at once (`line` is already
 * the optimistic line), rolling back with a popup if the server refuses.
 */
export function CartLineItem({
  line,
  removing,
  RemoveForm,
}: {
  line: CartLine;
  /** Hidden while its removal is under way. */
  removing: boolean;
  /**
   * The form of the page's remover fetcher: the row vanishes once removed, so the popup and the focus
   * move are handled by the page, which stays.
   */
  RemoveForm: FetcherWithComponents<ActionResult>["Form"];
}) {
  const cart = useCartAction();
  const hydrated = useHydrated();
  const id = useId();
  const { revalidate } = useRevalidator();
  useOnResult(cart.result, (result) => {
    // A refusal leaves the page as it was; reload it in case the cart changed elsewhere (another tab).
    if (!result.ok) void revalidate();
  });

  const hidden = (fields: Record<string, string | number>) => (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="redirectTo" value="/cart" />
    </>
  );
  const stepButton =
    "inline-flex h-11 w-11 items-center justify-center text-ink transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";
  // The product opens on the line's colour.
  const product = line.link;
  const colour = line.colour ? `Colour: ${line.colour}` : "";
  const atMax = line.quantity >= line.maxQuantity;

  return (
    <li hidden={removing} aria-labelledby={`${id}-name`} className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <StoreLink to={product} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <Thumbnail
          src={line.image}
          width={96}
          height={120}
          decoding="async"
          className="h-[120px] w-24 rounded-md border border-line bg-stone-100 object-cover"
        />
      </StoreLink>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={`${id}-name`} className="text-base font-semibold leading-snug">
            <StoreLink to={product} className="flex min-h-11 items-center hover:text-accent hover:underline">
              {line.name}
            </StoreLink>
          </h2>
          {line.needsSize && colour ? <p className="text-sm text-muted">{colour}</p> : null}
          {line.needsSize ? (
            // A line added without a size (a sandal from its card): chosen here, as checkout needs one.
            <cart.Form method="post" action="/cart" className="flex flex-wrap items-end gap-2">
              {hidden({ intent: "size", lineId: line._id })}
              <label className="flex flex-col gap-1 text-sm">
                <span className="font-semibold text-accent-dark">
                  Choose a size before checkout<span className="sr-only"> for {line.name}</span>
                </span>
                <select
                  name="size"
                  required
                  defaultValue=""
                  onChange={(event) => {
                    // Only with JavaScript, the moment it is chosen (a size chosen before hydration is told to this
                    // handler right after it, app/lib/early-input.ts).
                    if (event.currentTarget.value) event.currentTarget.form?.requestSubmit();
                  }}
                  className="h-11 min-w-36 rounded-md border border-accent bg-white px-3 text-base text-ink"
                >
                  <option value="" disabled>
                    Select size
                  </option>
                  {line.sizes.map((size) => {
                    const soldOut = line.soldOutSizes.includes(size);
                    return (
                      <option key={size} value={size} disabled={soldOut}>
                        {soldOut ? `${size} (sold out)` : size}
                      </option>
                    );
                  })}
                </select>
              </label>
              {hydrated ? null : (
                <button
                  type="submit"
                  className="inline-flex min-h-11 items-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700"
                >
                  Save size
                </button>
              )}
            </cart.Form>
          ) : colour || line.size ? (
            <p className="text-sm text-muted">
              {[colour, line.size ? `Size: ${line.size}` : ""].filter(Boolean).join(" · ")}
            </p>
          ) : null}
          {!line.inStock ? <p className="text-sm font-semibold text-accent">Out of stock</p> : null}
          <p className="text-sm text-ink" data-testid="line-price">
            {`${formatPaise(line.pricePaise)} x ${line.quantity} = `}
            <span className="font-bold">{formatPaise(line.pricePaise * line.quantity)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div role="group" aria-label={`Quantity of ${line.name}`} className="flex items-center">
            <div className="inline-flex items-center overflow-hidden rounded-md border border-line bg-white">
              <cart.Form method="post" action="/cart" className="contents">
                {hidden({
                  intent: "quantity",
                  lineId: line._id,
                  quantity: line.quantity - 1,
                  currentQuantity: line.quantity,
                })}
                <button
                  type="submit"
                  className={stepButton}
                  aria-label={`Decrease quantity of ${line.name}`}
                  disabled={line.quantity <= 1}
                >
                  <Minus aria-hidden="true" size={18} />
                </button>
              </cart.Form>
              <output
                aria-live="polite"
                data-testid="line-quantity"
                className="min-w-11 border-x border-line px-2 text-center text-base font-semibold tabular-nums"
              >
                {line.quantity}
              </output>
              <cart.Form method="post" action="/cart" className="contents">
                {hidden({
                  intent: "quantity",
                  lineId: line._id,
                  quantity: line.quantity + 1,
                  currentQuantity: line.quantity,
                })}
                <button
                  type="submit"
                  className={stepButton}
                  aria-label={`Increase quantity of ${line.name}`}
                  disabled={atMax}
                >
                  <Plus aria-hidden="true" size={18} />
                </button>
              </cart.Form>
            </div>
          </div>
          <RemoveForm method="post" action="/cart">
            {hidden({ intent: "remove", lineId: line._id, currentQuantity: line.quantity })}
            <IconButton
              icon={Trash2}
              iconSize={16}
              type="submit"
              aria-label={`Remove ${line.name}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-muted transition-colors hover:bg-accent-soft hover:text-accent"
            >
              Remove
            </IconButton>
          </RemoveForm>
        </div>
        {atMax && line.maxQuantity > 0 ? (
          <p className="text-xs text-muted">
            {line.maxQuantity < 10 ? `Only ${line.maxQuantity} available` : `At most ${line.maxQuantity} per item`}
          </p>
        ) : null}
      </div>
    </li>
  );
}

import { ShoppingBag, TimerReset, Undo2 } from "lucide-react";
import { DeliveryCheck } from "~/components/DeliveryCheck";
import { rememberedDelivery } from "~/.server/delivery-pin";
import { useRef, useState } from "react";
import { data, redirect, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/cart";
import { useSettings } from "~/components/store-settings";
import { CartLineItem } from "~/components/cart/CartLineItem";
import { CartSummary } from "~/components/cart/CartSummary";
import { describeDuration, formatCountdown, useIdleClear } from "~/components/cart/useIdleClear";
import { ConfirmPurchaseDialog } from "~/components/ConfirmPurchaseDialog";
import { idField, messages, sizeNeededForBuy, type ActionResult } from "@rules/cart-rules";
import { safeRedirect } from "@rules/safe-redirect";
import { useCartAction, useOnResult, useOptimisticCartLines } from "~/components/cart/cart-hooks";
import { noticeFrom, redirectWithFlash } from "~/lib/flash";
import { discountedTotals } from "@rules/discounts";
import { describeOffer, offerHint } from "@rules/offers";
import { formatPaise } from "@rules/money";
import { colourField, quantityField, sizeField } from "@rules/line-item";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { readForm } from "~/lib/form";
import { actionFailure } from "~/lib/action-failure.server";
import { StoreLink } from "~/components/ui/StoreLink";
import { JustPlaced } from "~/components/cart/JustPlaced";
import { Notice } from "~/components/ui/Notice";
import { EmptyState } from "~/components/ui/EmptyState";
import { IconButton } from "~/components/ui/IconLabel";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { cart } = context.services;
  const [lines, clearedCount, delivery, summary] = await Promise.all([
    cart.lines(context.owner),
    cart.clearedCount(context.owner),
    rememberedDelivery(request, context),
    cart.summary(context.owner),
  ]);
  return {
    lines,
    /** The cart's code as judged now, and what it gives (the page spreads it over its lines as they change). */
    coupon: summary.coupon && {
      code: summary.coupon.code,
      description: summary.coupon.description,
      problem: summary.coupon.problem,
    },
    couponTerms: summary.coupon?.terms ?? null,
    /** The automatic offers running now: the page applies them over its lines as they change. */
    runningOffers: summary.runningOffers,
    /** Each product's category, collections and final-sale flag: what a code's and an offer's scope read. */
    scope: Object.fromEntries(
      summary.lines.map((line) => [
        line.productId,
        { category: line.category, collections: line.collections, finalSale: line.finalSale },
      ]),
    ),
    /** An empty cart names the order it just became (another tab, Back after placing it). */
    justPlaced: lines.length ? null : await context.services.orders.justPlaced(context.owner),
    /** "Check delivery" for the remembered PIN code. */
    delivery,
    /** Items of a cart emptied in the last day that "Restore my cart" brings back. */
    clearedCount,
    /** The no-JavaScript answer of the cart forms (see the action). */
    ...noticeFrom(context),
  };
}

export const headers = privatePageHeaders;

export const meta = privateMeta(
  "Your Shopping Cart",
  "The items in your shopping cart, with the subtotal, shipping and total before you buy.",
);

/** An answer, or (Buy Now) the address to go on to. */
type Outcome = { status: number; result: ActionResult; to?: string };

/**
 * Buy Now as a form post (the product page without JavaScript; with it, the button opens "Confirm
 * Purchase" and navigates itself): on to the checkout with the product, colour, size and quantity
 * chosen, or back with the size rule's message (docs/product.md section 5).
 */
async function buyNow(form: FormData, catalog: Route.ActionArgs["context"]["services"]["catalog"]): Promise<Outcome> {
  const productId = idField(form.get("productId"));
  const product = productId ? await catalog.get(productId) : undefined;
  if (!product) return { status: 404, result: { ok: false, message: "Product not found" } };
  const size = sizeField.safeParse(form.get("size") ?? "").data || null;
  const colour = colourField.safeParse(form.get("color") ?? "").data || null;
  const quantity = quantityField.safeParse(form.get("quantity") ?? 1).data ?? 1;
  const needed = sizeNeededForBuy(product, size);
  if (needed) return { status: 400, result: { ok: false, message: needed } };
  if (!product.inStock) return { status: 409, result: { ok: false, message: `${product.name} is out of stock` } };
  const params = new URLSearchParams({ product: String(product.id), quantity: String(quantity) });
  if (colour) params.set("color", colour);
  if (size) params.set("size", size);
  return { status: 303, result: { ok: true, message: "" }, to: `/customer-details?${params}` };
}

/**
 * The cart's changes, from forms and fetchers: intent "add" | "remove" | "quantity" | "clear".
 * With `js=1` (a fetcher, after hydration) it answers `{ ok, message, productName? }` with a status;
 * otherwise (a plain form post, no JavaScript) a 303 back to `redirectTo` (same-site paths only, else
 * /cart) with a message (app/lib/flash.ts) on failure and after adds and removals.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { cart, catalog } = context.services;
  const owner = context.owner;

  const perform = async (): Promise<Outcome> => {
    if (intent === "buy") return buyNow(form, catalog);

    if (intent === "add") {
      const productId = idField(form.get("productId"));
      const product = productId ? await catalog.get(productId) : undefined;
      const name = product?.name ?? "this product";
      if (!productId || !product) {
        return { status: 404, result: { ok: false, message: messages.addFailed(name, "Product not found") } };
      }
      try {
        const quantity = quantityField.parse(form.get("quantity") ?? 1);
        const size = sizeField.parse(form.get("size") ?? "") || null;
        // The colour chosen on the product page (its slug); none means the product's first.
        const color = colourField.parse(form.get("color") ?? "") || null;
        await cart.add(owner, { productId, quantity, size, color });
        return { status: 200, result: { ok: true, message: messages.added(name), productName: name } };
      } catch (error) {
        const { status, reason } = actionFailure(error, "cart action");
        return { status, result: { ok: false, message: messages.addFailed(name, reason), productName: name } };
      }
    }

    if (intent === "remove" || intent === "quantity" || intent === "size") {
      const lineId = idField(form.get("lineId"));
      const line = lineId ? (await cart.lines(owner)).find((l) => l.id === lineId) : undefined;
      const name = line?.name ?? "this item";
      try {
        if (!lineId || !line) {
          return {
            status: 404,
            result: {
              ok: false,
              message:
                intent === "remove"
                  ? messages.removeFailed(name, "It is no longer in your cart")
                  : intent === "size"
                    ? messages.sizeFailed(name, "It is no longer in your cart")
                    : messages.quantityFailed(name, "It is no longer in your cart"),
            },
          };
        }
        if (intent === "remove") {
          await cart.remove(owner, lineId);
          return { status: 200, result: { ok: true, message: messages.removed(name), productName: name } };
        }
        if (intent === "size") {
          const size = sizeField.parse(form.get("size") ?? "");
          await cart.setSize(owner, lineId, size);
          return {
            status: 200,
            result: { ok: true, message: messages.sizeChosen(name, size ?? ""), productName: name },
          };
        }
        const quantity = quantityField.parse(form.get("quantity"));
        await cart.setQuantity(owner, lineId, quantity);
        return {
          status: 200,
          result: { ok: true, message: messages.quantityChanged(name, quantity), productName: name },
        };
      } catch (error) {
        const { status, reason } = actionFailure(error, "cart action");
        const message =
          intent === "remove"
            ? messages.removeFailed(name, reason)
            : intent === "size"
              ? messages.sizeFailed(name, reason)
              : messages.quantityFailed(name, reason);
        return { status, result: { ok: false, message, productName: name } };
      }
    }

    if (intent === "coupon" || intent === "coupon-remove") {
      try {
        if (intent === "coupon-remove") {
          await cart.removeCode(owner);
          return { status: 200, result: { ok: true, message: "Code removed" } };
        }
        const summary = await cart.applyCode(owner, form.get("code"));
        const saved = summary.discountPaise + summary.shippingDiscountPaise;
        const code = summary.coupon?.code ?? "";
        return {
          status: 200,
          result: {
            ok: true,
            message: saved ? `${code} applied: you save ${formatPaise(saved)}` : `${code} applied`,
          },
        };
      } catch (error) {
        const { status, reason } = actionFailure(error, "cart action");
        return { status, result: { ok: false, message: reason } };
      }
    }

    if (intent === "clear") {
      try {
        await cart.clear(owner);
        return { status: 200, result: { ok: true, message: messages.cleared } };
      } catch (error) {
        const { status, reason } = actionFailure(error, "cart action");
        return { status, result: { ok: false, message: messages.clearFailed(reason) } };
      }
    }

    if (intent === "restore") {
      try {
        const { unavailable } = await cart.restore(owner);
        return { status: 200, result: { ok: true, message: messages.restored(unavailable) } };
      } catch (error) {
        const { status, reason } = actionFailure(error, "cart action");
        return { status, result: { ok: false, message: messages.restoreFailed(reason) } };
      }
    }

    return { status: 400, result: { ok: false, message: "Unknown cart action" } };
  };

  const { status, result, to } = await perform();
  if (to) return redirect(to, 303);
  if (form.get("js") === "1") return data({ ...result, intent }, { status });

  const back = safeRedirect(form.get("redirectTo"), "/cart");
  const tell = !result.ok || ["add", "remove", "restore", "coupon", "coupon-remove"].includes(intent);
  return redirectWithFlash(context, back, tell ? result.message : null, result.ok ? "success" : "error");
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const settings = useSettings();
  const idlePeriodMs = settings.cartIdleClearMs;
  const lines = useOptimisticCartLines(loaderData.lines);
  const shown = lines.filter((line) => !line.removing);
  // The rule the server charges by (rules/discounts.ts), over the lines as they will be: a change that takes
  // the cart below the code's minimum drops the discount at once (the server's answer then says why).
  const discountable = shown.map((line) => ({
    unitPricePaise: line.pricePaise,
    quantity: line.quantity,
    productId: Number(line.productId),
    ...(loaderData.scope[line.productId] ?? { category: "", collections: [], finalSale: false }),
  }));
  const terms = loaderData.coupon?.problem ? null : loaderData.couponTerms;
  const subtotal = discountable.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const priced = discountedTotals(
    discountable,
    terms && subtotal >= terms.minCartPaise ? terms : null,
    settings,
    loaderData.runningOffers,
  );
  const totals = {
    ...priced,
    offers: priced.offers.map(describeOffer),
    offerHint: priced.nearestOffer && offerHint(priced.nearestOffer),
  };

  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Removals go through one fetcher of the page (which stays) rather than the row's (which vanishes),
  // so their popup always shows.
  const remover = useCartAction();
  const { revalidate } = useRevalidator();
  useOnResult(remover.result, (removed) => {
    if (!removed.ok) void revalidate();
    // The removed row took the focus with it: continue from the heading.
    else if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
  });

  const restorer = useCartAction();
  const clearer = useCartAction({ quiet: true });
  const { clear } = clearer;
  const idle = useIdleClear({
    periodMs: idlePeriodMs,
    active: shown.length > 0,
    resetKey: loaderData.lines.map((l) => `${l._id}:${l.quantity}`).join(","),
    onClear: clear,
  });
  const idleCleared = idle.cleared && clearer.result?.ok !== false;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
        Your Shopping Cart
      </h1>

      {loaderData.notice ? (
        <Notice tone={loaderData.noticeIsError ? "error" : "success"} className="mt-4 text-sm">
          {loaderData.notice}
        </Notice>
      ) : null}

      {idleCleared ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          Your cart was emptied after {describeDuration(idlePeriodMs)} without activity.
          {loaderData.clearedCount > 0 ? " You can restore it below." : null}
        </p>
      ) : null}

      {idle.secondsLeft !== null ? (
        <div
          className="mt-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
          data-testid="idle-warning"
        >
          <p role="alert" className="sr-only">
            Your cart will be emptied soon because of inactivity. Choose Keep my cart to keep it.
          </p>
          <p role="timer" aria-live="off" className="flex items-center gap-2 text-sm font-medium">
            <TimerReset aria-hidden="true" size={18} className="shrink-0" />
            <span>
              Your cart will be emptied in <span className="tabular-nums">{formatCountdown(idle.secondsLeft)}</span>{" "}
              because of inactivity.
            </span>
          </p>
          <button
            type="button"
            onClick={idle.keep}
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700"
          >
            Keep my cart
          </button>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <EmptyState icon={ShoppingBag}>
          <h2 className="text-xl font-semibold">Your cart is empty</h2>
          {loaderData.justPlaced ? <JustPlaced orderNumber={loaderData.justPlaced} /> : null}
          {loaderData.clearedCount > 0 ? (
            <>
              <p className="text-sm text-muted">
                We kept the {loaderData.clearedCount === 1 ? "item" : `${loaderData.clearedCount} items`} you had for a
                day. Bring {loaderData.clearedCount === 1 ? "it" : "them"} back in one click, as far as they are still
                in stock.
              </p>
              <restorer.Form method="post" action="/cart">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="redirectTo" value="/cart" />
                <IconButton
                  icon={Undo2}
                  type="submit"
                  aria-busy={restorer.pending || undefined}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
                >
                  Restore my cart
                </IconButton>
              </restorer.Form>
              <StoreLink
                to="/products"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-ink underline"
              >
                Continue shopping
              </StoreLink>
            </>
          ) : (
            <>
              <p className="text-sm text-muted">Find something you love and it will wait for you here.</p>
              <StoreLink
                to="/products"
                className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
              >
                Continue shopping
              </StoreLink>
            </>
          )}
        </EmptyState>
      ) : null}

      <div
        hidden={shown.length === 0}
        className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10"
      >
        <section aria-label="Items in your cart" className="rounded-lg border border-line bg-white p-4 sm:p-6">
          <ul className="flex flex-col divide-y divide-line">
            {lines.map((line) => (
              <CartLineItem key={line._id} line={line} removing={line.removing} RemoveForm={remover.Form} />
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <CartSummary
            totals={totals}
            coupon={loaderData.coupon}
            freeShippingThresholdPaise={settings.freeShippingThresholdPaise}
            onProceed={() => setConfirming(true)}
            savedPaise={shown.reduce(
              (sum, line) =>
                line.oldPricePaise !== null && line.oldPricePaise > line.pricePaise
                  ? sum + (line.oldPricePaise - line.pricePaise) * line.quantity
                  : sum,
              0,
            )}
            disabled={shown.length === 0}
          />
          <DeliveryCheck answer={loaderData.delivery} />
        </div>
      </div>

      <ConfirmPurchaseDialog
        open={confirming}
        items={shown.map(({ name, price, quantity, colour, size }) => ({ name, price, quantity, colour, size }))}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void navigate("/customer-details?from=cart");
        }}
      />
    </div>
  );
}

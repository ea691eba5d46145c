import { CircleCheck, PackageSearch } from "lucide-react";

import type { Route } from "./+types/thank-you";
import { OrderLineList } from "~/components/order/OrderLineList";
import { SummaryRow, TotalsRows, shownOrderTotals } from "~/components/cart/TotalsRows";
import { OrderStatusBadge } from "~/components/account/OrderStatusBadge";
import { privatePageHeaders, privatePageMeta } from "~/lib/seo";
import { StoreLink } from "~/components/ui/StoreLink";
import { deliveryPromise } from "@rules/delivery";

export async function loader({ context, request }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("order")?.trim().slice(0, 20) ?? "";
  // Only the shopper who placed the order sees its details.
  const order = number ? await context.services.orders.get(context.owner, number) : undefined;
  return { order: order ?? null };
}

export const headers = privatePageHeaders;

export function meta({ data, matches }: Route.MetaArgs) {
  return privatePageMeta({
    title: data?.order ? "Thank you" : "No order to show",
    description: data?.order
      ? "Your order is placed. Our support team will reach out to you soon."
      : "Find an order with its number and e-mail, or continue shopping.",
    matches,
  });
}

const primaryLink =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark";
const secondaryLink =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-line bg-white px-6 font-semibold text-ink hover:bg-canvas";

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  // Reached without an order of this shopper's (typed, bookmarked, another browser): no thanks for
  // nothing, but the ways on: the order lookup and the shop.
  if (!order) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-col items-center gap-3 text-center">
          <PackageSearch aria-hidden="true" size={48} className="text-muted" />
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">No order to show here</h1>
          <p className="max-w-prose text-muted">
            This page confirms an order just after it is placed. Looking for an order you placed? Find it with its order
            number and your e-mail.
          </p>
        </div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <StoreLink to="/orders/lookup" className={primaryLink}>
            Find your order
          </StoreLink>
          <StoreLink to="/products" className={secondaryLink}>
            Continue shopping
          </StoreLink>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" size={48} className="text-emerald-600" />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Thanks for ordering!</h1>
        <p className="text-muted">Our support team will reach out to you soon.</p>
        {order.deliverBy ? (
          <p className="text-lg font-semibold" data-testid="order-deliver-by">
            {deliveryPromise(order.deliverBy)}
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="order-title"
        className="mt-8 flex flex-col gap-4 rounded-lg border border-line bg-white p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="order-title" className="text-lg font-bold">
            Order <span data-testid="order-number">{order.orderNumber}</span>
          </h2>
          <OrderStatusBadge order={order} size="md" />
        </div>
        <OrderLineList lines={order.lines} label={`Items in order ${order.orderNumber}`} />
        <dl className="flex flex-col gap-2 border-t border-line pt-3 text-sm">
          <TotalsRows totals={shownOrderTotals(order)} testIdPrefix="order" />
          <SummaryRow term="Payment" testId="order-payment">
            {order.paymentLabel}
          </SummaryRow>
        </dl>
        <p className="text-sm text-muted">
          Delivering to {order.customer.name}. A confirmation is on its way to {order.customer.email}.
        </p>
        <p className="text-sm text-muted">
          Check on it any time with its number and your e-mail:{" "}
          <StoreLink
            to={`/orders/lookup?order=${encodeURIComponent(order.orderNumber)}`}
            className="font-medium text-ink underline underline-offset-4 hover:text-accent"
          >
            Track your order
          </StoreLink>
        </p>
      </section>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <StoreLink to="/products" className={primaryLink}>
          Continue shopping
        </StoreLink>
        <StoreLink to="/" className={secondaryLink}>
          Back to home
        </StoreLink>
      </div>
    </div>
  );
}

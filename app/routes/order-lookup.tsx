import { PackageSearch } from "lucide-react";
import { Suspense } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/order-lookup";
import { formatOrderDate, OrderStatusBadge } from "~/components/account/OrderStatusBadge";
import { later } from "~/lib/later";
import { ACCOUNT_MESSAGES } from "@rules/account";
import { cancelledMessage, LOOKUP_NOT_FOUND, type OrderView } from "@rules/order-status";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { readForm } from "~/lib/form";
import type { ReturnAnswer } from "~/components/account/ReturnSection";
import type { CancelAnswer } from "~/components/account/CancelOrder";
import type { ReviewAnswer } from "~/components/account/ReviewForms";
import { postReview } from "~/.server/review-post";
import { requestedMessage, returnRequestFromForm } from "@rules/returns";
import { staffFailure } from "~/lib/staff-failure";
import { EmailField, Field, SubmitButton } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";
import { StoreLink } from "~/components/ui/StoreLink";

export function loader({ request }: Route.LoaderArgs) {
  return {
    // The thank-you page links here with its order number filled in.
    orderNumber: new URL(request.url).searchParams.get("order")?.trim().slice(0, 20) ?? "",
  };
}

export const headers = privatePageHeaders;

export const meta = privateMeta(
  "Track your order",
  "Find an order with its order number and the e-mail it was placed with.",
);

const field = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
};

/** A guest's lookup: a POST, so the e-mail stays out of addresses and logs. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = { orderNumber: field(form, "orderNumber", 20), email: field(form, "email", 254) };
  if (!values.orderNumber || !values.email) {
    return data(
      {
        order: null as OrderView | null,
        message: ACCOUNT_MESSAGES.fillRequired,
        values,
        returnAnswer: null,
        cancelAnswer: null,
        reviewAnswer: null,
      },
      { status: 400 },
    );
  }
  const { orders, returns } = context.services;
  const client = { ip: context.clientIp };
  // intent "return": a return request for the order found by the same number and e-mail; intent "cancel":
  // cancelling it before it ships; intent "review": a review of one of its lines. The order is shown again
  // with the answer.
  let returnAnswer: ReturnAnswer | null = null;
  let cancelAnswer: CancelAnswer | null = null;
  let reviewAnswer: ReviewAnswer | null = null;
  let reviewStatus = 200;
  let order;
  try {
    if (form.get("intent") === "return") {
      try {
        await returns.requestByLookup(values.orderNumber, values.email, returnRequestFromForm(form), client);
        returnAnswer = {
          ok: true,
          orderNumber: values.orderNumber,
          message: requestedMessage(form),
        };
      } catch (error) {
        const failure = staffFailure(error);
        if (failure.status === 429) throw error;
        returnAnswer = { ok: false, orderNumber: values.orderNumber, message: failure.message };
      }
    }
    if (form.get("intent") === "cancel") {
      try {
        const cancelled = await orders.cancelByLookup(values.orderNumber, values.email, client);
        cancelAnswer = { ok: true, orderNumber: values.orderNumber, message: cancelledMessage(cancelled) };
      } catch (error) {
        const failure = staffFailure(error);
        if (failure.status === 429) throw error;
        cancelAnswer = { ok: false, orderNumber: values.orderNumber, message: failure.message };
      }
    }
    if (form.get("intent") === "review") {
      ({ answer: reviewAnswer, status: reviewStatus } = await postReview(form, (input, files) =>
        context.services.reviews.saveByLookup(values.orderNumber, values.email, input, client, files),
      ));
    }
    order = await orders.lookup(values.orderNumber, values.email, client);
  } catch (error) {
    if (!(error instanceof Error && "status" in error && error.status === 429)) throw error;
    return data(
      { order: null, message: error.message, values, returnAnswer: null, cancelAnswer: null, reviewAnswer: null },
      { status: 429 },
    );
  }
  if (!order) {
    return data(
      { order: null, message: LOOKUP_NOT_FOUND, values, returnAnswer: null, cancelAnswer: null, reviewAnswer: null },
      { status: 404 },
    );
  }
  const [shown] = await context.services.reviews.attach(await returns.attach([order]));
  const refused = (returnAnswer && !returnAnswer.ok) || (cancelAnswer && !cancelAnswer.ok);
  return data(
    { order: shown ?? order, message: null, values, returnAnswer, cancelAnswer, reviewAnswer },
    { status: refused ? 409 : reviewAnswer && !reviewAnswer.ok ? reviewStatus : 200 },
  );
}

/** The order found (its items, returns, cancelling): its script is fetched once the page has hydrated. */
const OrderDetails = later(
  () => import("~/components/account/OrderDetails").then((module) => ({ default: module.OrderDetails })),
  () => null,
);

export default function OrderLookup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const searching = navigation.state === "submitting";
  const order = actionData?.order;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <section aria-labelledby="lookup-title" className="rounded-xl border border-line bg-white p-5 sm:p-8">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="hidden h-12 w-12 shrink-0 place-items-center rounded-full bg-accent-soft text-accent sm:grid"
          >
            <PackageSearch size={24} />
          </span>
          <div>
            <h1 id="lookup-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Track your order
            </h1>
            <p className="mt-2 text-muted">
              Enter your order number (it is in your confirmation e-mail, like SH-7K3Q9D) and the e-mail you ordered
              with.
            </p>
          </div>
        </div>
        {actionData?.message ? <Notice tone="error">{actionData.message}</Notice> : null}
        <Form method="post" aria-labelledby="lookup-title" className="mt-6 grid gap-4 sm:grid-cols-2">
          <Field id="lookup-number" label="Order number">
            {(control) => (
              <input
                {...control}
                name="orderNumber"
                type="text"
                required
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                placeholder="SH-XXXXXX"
                defaultValue={actionData?.values.orderNumber ?? loaderData.orderNumber}
                className={`${inputClass} uppercase placeholder:normal-case`}
              />
            )}
          </Field>
          <EmailField id="lookup-email" defaultValue={actionData?.values.email} />
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <SubmitButton busy={searching} busyLabel="Finding your order..." className="px-8">
              Find order
            </SubmitButton>
            <p className="text-sm text-muted">
              Have an account?{" "}
              <StoreLink to="/account" className="font-medium text-ink underline underline-offset-4 hover:text-accent">
                See all your orders
              </StoreLink>
            </p>
          </div>
        </Form>
      </section>

      {order ? (
        <section
          aria-labelledby="found-order-title"
          className="rounded-xl border border-line bg-white p-5 sm:p-8"
          data-testid="found-order"
        >
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="found-order-title" className="text-lg font-bold">
                Order {order.orderNumber}
              </h2>
              <p className="text-sm text-muted">Placed on {formatOrderDate(order.createdAt)}</p>
            </div>
            <OrderStatusBadge order={order} />
          </div>
          <Suspense fallback={null}>
            <OrderDetails
              order={order}
              invoiceVia="lookup"
              returnAnswer={actionData?.returnAnswer ?? undefined}
              cancelAnswer={actionData?.cancelAnswer ?? undefined}
              reviewAnswer={actionData?.reviewAnswer ?? undefined}
            />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}

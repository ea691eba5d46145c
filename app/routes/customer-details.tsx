import { memo, Suspense, useRef, useState } from "react";
import { Form, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/customer-details";
import { codUnavailable, isRefusal } from "@rules/delivery";
import { formatPaise } from "@rules/money";
import { productPath } from "@rules/catalog-types";
import type { PaymentItem } from "@rules/online-payment";
import type { PaymentMethod } from "@rules/order-status";
import { checkoutAction, checkoutLoader } from "~/.server/checkout";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { AddressFields, type AddressFieldWiring } from "~/components/AddressFields";
import {
  INPUT_LIMITS,
  LABELS,
  listFields,
  OPTIONAL,
  PAYMENT_PARAM,
  type CheckoutField,
} from "~/components/checkout/checkout-fields";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { ErrorSummary } from "~/components/checkout/ErrorSummary";
import { PaymentMethodFieldset } from "~/components/checkout/PaymentMethodFieldset";
import { SavedAddressChoice } from "~/components/checkout/SavedAddressChoice";
import { useCheckoutForm } from "~/components/checkout/useCheckoutForm";
import { useOnlinePayment, type PaymentProgress } from "~/components/checkout/useOnlinePayment";
import { SIZE_NEEDED_ID } from "~/components/checkout/checkout-fields";
import { later } from "~/lib/later";
import { useHydrated } from "~/components/use-hydrated";
import { Field } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { StoreLink } from "~/components/ui/StoreLink";

export { NO_PRODUCT, SUBMIT_FAILED } from "~/components/checkout/checkout-fields";

export function loader(args: Route.LoaderArgs) {
  return checkoutLoader(args);
}

export function action(args: Route.ActionArgs) {
  return checkoutAction(args);
}

/**
 * Choosing how to pay only rewrites `?payment=`: the summary stays, and so does the checkout token, so a
 * retry of Pay Online still pays the same pending order.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const withoutPayment = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(PAYMENT_PARAM);
    return params.toString();
  };
  return withoutPayment(currentUrl) === withoutPayment(nextUrl) ? false : defaultShouldRevalidate;
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Checkout", "Your order summary and delivery details. Pay online or cash on delivery.");

/*
 * What only some checkouts show, a size still to choose, the hand-off to the payment page without JavaScript
 * and the checkout with nothing in it, comes after the page's own script (app/lib/later.tsx).
 */
const EmptyCheckout = later(
  () => import("~/components/checkout/EmptyCheckout").then((module) => ({ default: module.EmptyCheckout })),
  CheckoutHeading,
);
const SizeNeeded = later(
  () => import("~/components/checkout/SizeNeeded").then((module) => ({ default: module.SizeNeeded })),
  () => null,
);
const PaymentHandOff = later(
  () => import("~/components/checkout/PaymentHandOff").then((module) => ({ default: module.PaymentHandOff })),
  () => null,
);

export default function CustomerDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { lines, totals, fromCart, checkoutToken, sizeProblem } = loaderData;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const [searchParams, setSearchParams] = useSearchParams();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(
    actionData?.paymentMethod ?? loaderData.paymentMethod,
  );
  const online = useOnlinePayment();
  const paying = online.progress !== "idle";
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useCheckoutForm({ loaderData, actionData });
  const { values, delivery, place, errorFor } = form;
  // Where cash on delivery is not taken, the payment is online (the shopper's choice returns with a PIN code that takes it).
  const codRefused = place !== null && !place.cashOnDelivery;
  const method: PaymentMethod = codRefused ? "online" : paymentMethod;
  // What the PIN code said stops the order before it is sent: the server would refuse it too.
  const deliveryProblem = delivery && isRefusal(delivery) ? delivery.message : null;
  const blocked = Boolean(sizeProblem) || Boolean(deliveryProblem);

  if (lines.length === 0) {
    return (
      <Suspense fallback={<CheckoutHeading />}>
        <EmptyCheckout justPlaced={loaderData.justPlaced} />
      </Suspense>
    );
  }

  const choosePayment = (chosen: PaymentMethod) => {
    setPaymentMethod(chosen);
    online.clearNotice();
    setSearchParams(
      (params) => {
        if (chosen === "online") params.set(PAYMENT_PARAM, "online");
        else params.delete(PAYMENT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (submitting || paying) {
      event.preventDefault();
      return;
    }
    if (!form.checked) {
      // The field check is still on its way: the submit waits for it, then goes through this again; should it
      // not come, the form goes to the server, which checks it.
      event.preventDefault();
      const target = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      form.whenChecked().then(
        () => target.requestSubmit(submitter),
        () => target.submit(),
      );
      return;
    }
    if (!form.valid || blocked) {
      // Nothing is sent: every field says what it needs, and the summary (an alert) is read out.
      event.preventDefault();
      form.setSubmitted(true);
      // The summary when a field needs fixing, else the size still to choose, else the PIN code's answer.
      requestAnimationFrame(() =>
        (summaryRef.current ?? document.getElementById(sizeProblem ? SIZE_NEEDED_ID : "checkout-pin"))?.focus(),
      );
      return;
    }
    if (method !== "online") return;
    event.preventDefault();
    const items: PaymentItem[] = lines.map(({ productId, quantity, colour, size }) => ({
      productId,
      quantity,
      color: colour,
      size,
    }));
    void online.pay({
      customer: values,
      product: fromCart ? items : items[0],
      fromCart: fromCart || undefined,
      saveAddress: loaderData.signedIn && form.saveAddress && !form.alreadySaved,
      // Its own key: a pending online order must never answer a later cash-on-delivery submit.
      checkoutToken: `${checkoutToken}:online`,
    });
  };

  // Every field of the form is wired the same way: its value, its message, and the page's own check.
  const wire = (field: CheckoutField) => ({
    control: {
      name: field,
      required: !OPTIONAL.includes(field),
      value: values[field],
      // Only the mobile's room for a pasted "+91 98765 43210": a browser would cut a pasted name or address
      // without a word, so too long is said by the schema ("Name must be at most 100 characters").
      maxLength: field === "contact" ? INPUT_LIMITS.contact : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        form.update(field, event.target.value),
      onBlur: () => form.blur(field),
      className: inputClass,
    },
    error: errorFor(field),
  });
  const deliveryStatus = (
    <p id="checkout-pin-delivery" role="status" className="mt-1 text-sm" data-testid="checkout-delivery">
      {!delivery ? null : isRefusal(delivery) ? (
        <span className="font-medium text-accent-dark">{delivery.message}</span>
      ) : (
        <>
          <strong>Delivery by {delivery.deliverByText}</strong>
          {delivery.cashOnDelivery ? " · Pay on delivery available" : " · Pay on delivery not available here"}
        </>
      )}
    </p>
  );
  const addressField = (field: CheckoutField): AddressFieldWiring =>
    field === "pin" ? { ...wire(field), describedBy: "checkout-pin-delivery", after: deliveryStatus } : wire(field);
  // Greyed out (but still focusable and announced) while something is missing: SPEC's disabled Submit.
  const unready = hydrated && (!form.valid || blocked || submitting || paying);
  const hint = sizeProblem
    ? "Choose a size above to continue."
    : deliveryProblem
      ? deliveryProblem
      : !form.valid
        ? `Fill in ${listFields(form.invalidFields)} to ${method === "online" ? "pay" : "place your order"}.`
        : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <RarerParts
        sizeProblem={sizeProblem}
        buy={loaderData.buy}
        payment={searchParams.get(PAYMENT_PARAM)}
        actionData={actionData}
      />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <section aria-labelledby="customer-details-title" className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <h2 id="customer-details-title" className="text-lg font-bold">
            Customer Details
          </h2>
          <Form
            method="post"
            className="mt-4 flex flex-col gap-5"
            aria-labelledby="customer-details-title"
            // The server's answer names every field that needs fixing, also without JavaScript.
            noValidate
            onSubmit={submit}
          >
            {form.showSummary ? (
              <ErrorSummary
                ref={summaryRef}
                fields={form.summaryFields}
                messageFor={(field) => errorFor(field) ?? form.liveErrors[field] ?? ""}
              />
            ) : null}
            {actionData?.formError ? (
              <div
                role="alert"
                className="rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium text-accent-dark"
              >
                <p>{actionData.formError}</p>
                {/* A refusal (stock, a product gone) always comes with a way on. */}
                {!("refused" in actionData && actionData.refused) ? null : fromCart ? (
                  <StoreLink to="/cart" className="mt-1 inline-block underline underline-offset-2">
                    Review your cart
                  </StoreLink>
                ) : loaderData.buy ? (
                  <StoreLink
                    to={productPath({ id: loaderData.buy.productId }, loaderData.buy.color)}
                    className="mt-1 inline-block underline underline-offset-2"
                  >
                    Back to the product
                  </StoreLink>
                ) : null}
              </div>
            ) : null}
            <input type="hidden" name="checkoutToken" value={checkoutToken} />
            {/* The server's fill without JavaScript: the PIN code the city and state shown belong to. */}
            <input type="hidden" name="addressPin" value={form.addressPin} />
            <Field id="checkout-name" label={LABELS.name} error={errorFor("name")}>
              {(control) => <input type="text" autoComplete="name" {...control} {...wire("name").control} />}
            </Field>
            <Field id="checkout-email" label={LABELS.email} error={errorFor("email")}>
              {(control) => <input type="email" autoComplete="email" {...control} {...wire("email").control} />}
            </Field>
            <Field id="checkout-contact" label={LABELS.contact} error={errorFor("contact")}>
              {(control) => (
                <input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  placeholder="10-digit mobile number"
                  {...control}
                  {...wire("contact").control}
                />
              )}
            </Field>
            <fieldset className="flex flex-col gap-4 rounded-md border border-line p-4">
              <legend className="px-1 text-sm font-semibold">Delivery address</legend>
              {loaderData.addresses.length ? (
                <SavedAddressChoice
                  addresses={loaderData.addresses}
                  isChosen={form.isSaved}
                  onChoose={form.deliverTo}
                />
              ) : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <AddressFields idPrefix="checkout" field={addressField} widePin />
              </div>
              <details className="group" open={Boolean(values.gstin) || undefined}>
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-dark underline-offset-2 hover:underline">
                  Buying for a business? Add your GSTIN
                </summary>
                <Field
                  id="checkout-gstin"
                  label={LABELS.gstin}
                  optional="optional, printed on the tax invoice"
                  error={errorFor("gstin")}
                  className="mt-1"
                >
                  {(control) => (
                    <input
                      type="text"
                      autoComplete="off"
                      placeholder="29ABCDE1234F1Z5"
                      {...control}
                      {...wire("gstin").control}
                    />
                  )}
                </Field>
              </details>
              {loaderData.signedIn && !form.alreadySaved ? (
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="saveAddress"
                    checked={form.saveAddress}
                    onChange={(event) => form.setSaveAddress(event.target.checked)}
                    className="size-5 accent-accent"
                  />
                  Save this address to my account
                </label>
              ) : null}
            </fieldset>
            <PaymentMethodFieldset
              value={method}
              onChange={choosePayment}
              disabled={paying}
              unavailable={codRefused ? { cod: codUnavailable(place.pin) } : undefined}
            />
            {online.notice ? (
              <p
                role={online.notice.kind === "error" ? "alert" : "status"}
                className={`rounded-md border px-4 py-3 text-sm font-medium ${
                  online.notice.kind === "error"
                    ? "border-accent/30 bg-accent-soft text-accent-dark"
                    : "border-line bg-canvas text-ink"
                }`}
              >
                {online.notice.message}
              </p>
            ) : null}
            <button
              type="submit"
              aria-disabled={unready || undefined}
              aria-describedby={hydrated && hint && !submitting ? "checkout-submit-hint" : undefined}
              aria-busy={submitting || paying || undefined}
              className={`inline-flex min-h-12 items-center justify-center rounded-md px-4 py-2 text-base leading-snug font-semibold text-white ${
                unready ? "cursor-not-allowed bg-stone-500" : "bg-accent hover:bg-accent-dark"
              }`}
            >
              {method === "online"
                ? onlineLabel(online.progress, totals.totalPaise)
                : submitting
                  ? "Placing your order..."
                  : "Place Order (Cash on Delivery)"}
            </button>
            {hydrated && hint && !submitting ? (
              <p id="checkout-submit-hint" className="-mt-3 text-center text-sm text-muted">
                {hint}
              </p>
            ) : null}
          </Form>
        </section>
        <CheckoutSummary lines={lines} totals={totals} method={method} fromCart={fromCart} />
      </div>
      {online.dialog}
    </div>
  );
}

/**
 * The size still to choose and the hand-off to the payment page: drawn again only when what they show changes,
 * not as the shopper types, so they are not drawn afresh (without them) while their script is on its way.
 */
const RarerParts = memo(function RarerParts({
  sizeProblem,
  buy,
  payment,
  actionData,
}: {
  sizeProblem: Route.ComponentProps["loaderData"]["sizeProblem"];
  buy: Route.ComponentProps["loaderData"]["buy"];
  payment: string | null;
  actionData: Route.ComponentProps["actionData"];
}) {
  return (
    <Suspense fallback={null}>
      {sizeProblem ? (
        <SizeNeeded problem={sizeProblem} buy={buy} payment={{ name: PAYMENT_PARAM, value: payment }} />
      ) : null}
      <PaymentHandOff actionData={actionData} />
    </Suspense>
  );
});

/** The empty checkout's place while its script is on its way. */
function CheckoutHeading() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
    </div>
  );
}

/** The Pay Online button: the amount, then where the payment has got to. */
function onlineLabel(progress: PaymentProgress, totalPaise: number): string {
  switch (progress) {
    case "idle":
      return `Pay ${formatPaise(totalPaise)}`;
    case "starting":
      return "Starting payment...";
    case "open":
      return "Waiting for payment...";
    case "verifying":
      return "Confirming payment...";
    case "paid":
      return "Opening your order...";
  }
}

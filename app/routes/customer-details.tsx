import { PackageSearch } from "lucide-react";
import { useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/customer-details";
import { describeFailure } from "@rules/cart-rules";
import { CUSTOMER_INPUT_LIMITS, checkoutFormSchema } from "@rules/checkout-schema";
import { ZodError } from "@rules/zod";
import {
  ADDRESS_LABELS,
  ADDRESS_LIMITS,
  addressLines,
  fillFromPin,
  INDIAN_STATES,
  PIN_PATTERN,
  stateNotOfPin,
} from "@rules/address";
import { codUnavailable, type DeliveryEstimate } from "@rules/delivery";
import { rememberedDelivery } from "~/.server/delivery-pin";
import { MOBILE_TYPING, normaliseMobile } from "@rules/phone";
import { formatPaise } from "@rules/money";
import type { HandOff, PaymentItem } from "@rules/online-payment";
import type { PaymentMethod } from "@rules/order-status";
import { clampQuantity } from "@rules/quantity";
import { sizeField } from "@rules/line-item";
import { privatePageHeaders, privatePageMeta } from "~/lib/seo";
import { shownTotals, TotalsRows } from "~/components/cart/TotalsRows";
import { OrderLineList } from "~/components/order/OrderLineList";
import { PaymentMethodFieldset } from "~/components/checkout/PaymentMethodFieldset";
import { useOnlinePayment, type PaymentProgress } from "~/components/checkout/useOnlinePayment";
import { usePinLookup } from "~/components/checkout/usePinLookup";
import { PaymentHandOff } from "~/components/checkout/PaymentHandOff";
import { useHydrated } from "~/components/use-hydrated";
import { SIZE_NEEDED_ID, SizeNeeded, type SizeProblem } from "~/components/checkout/SizeNeeded";
import { readForm } from "~/lib/form";
import { inputClass } from "~/components/ui/field";
import { StoreLink } from "~/components/ui/StoreLink";
import { JustPlaced } from "~/components/cart/JustPlaced";

type Field = "name" | "email" | "contact" | "pin" | "line1" | "locality" | "city" | "state" | "gstin";
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: Field[] = ["name", "email", "contact", "pin", "line1", "locality", "city", "state", "gstin"];
/** Fields a shopper may leave empty. */
const OPTIONAL: readonly Field[] = ["locality", "gstin"];
const LABELS: Record<Field, string> = {
  name: "Name",
  email: "E-mail",
  contact: "Contact number",
  ...ADDRESS_LABELS,
  gstin: "GSTIN",
};
const EMPTY: Values = {
  name: "",
  email: "",
  contact: "",
  pin: "",
  line1: "",
  locality: "",
  city: "",
  state: "",
  gstin: "",
};
/** What each field accepts as typed (the PIN code may come as "560 001"). */
const INPUT_LIMITS: Record<Field, number> = {
  name: CUSTOMER_INPUT_LIMITS.name,
  email: CUSTOMER_INPUT_LIMITS.email,
  contact: CUSTOMER_INPUT_LIMITS.contact,
  pin: 7,
  ...ADDRESS_LIMITS,
  state: 60,
  gstin: 20,
};

export const NO_PRODUCT = "No product selected. Please go back and choose a product.";
export const SUBMIT_FAILED = "Failed to submit order. Please try again.";

/** The payment choice sits in the address (`?payment=online`), like the product, so a reload keeps it. */
const PAYMENT_PARAM = "payment";

function paymentMethodFrom(url: URL): PaymentMethod {
  return url.searchParams.get(PAYMENT_PARAM) === "online" ? "online" : "cod";
}

/** What is being bought, from the URL: one product (Buy Now) or the whole cart (Proceed to Buy). */
type Choice = { kind: "buy"; productId: number; quantity: number; size: string | null } | { kind: "cart" } | null;

function choiceFrom(url: URL): Choice {
  const params = url.searchParams;
  if (params.get("from") === "cart") return { kind: "cart" };
  const product = params.get("product")?.trim() ?? "";
  if (!/^\d{1,9}$/.test(product) || Number(product) < 1) return null;
  const quantity = clampQuantity(Number(params.get("quantity") ?? 1));
  const size = sizeField.safeParse(params.get("size") ?? "").data ?? null;
  return { kind: "buy", productId: Number(product), quantity, size };
}

/** Each field's first message of a refusal: "Contact number must be exactly 10 digits". */
function issueErrors(issues: ZodError["issues"]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && FIELDS.includes(field) && !errors[field]) errors[field] = `${LABELS[field]} ${issue.message}`;
  }
  return errors;
}

/**
 * The field-level messages of the shared schema, and the state the PIN code's place (when known) says
 * it must be: the order rules refuse any other.
 */
function fieldErrors(values: Values, place?: DeliveryEstimate | null): FieldErrors {
  const parsed = checkoutFormSchema.safeParse(values);
  const errors = parsed.success ? {} : issueErrors(parsed.error.issues);
  if (place && !errors.state && values.state && values.state !== place.state) {
    errors.state = `${LABELS.state} ${stateNotOfPin(place.pin, place.state)}`;
  }
  return errors;
}

/** The PIN code the city and the state each belong to: filled in for it, or written while it was typed ("" for none). */
type Belongs = { city: string; state: string };

/** "Name, E-mail and Address": the fields still missing or wrong, for the hint under Place Order. */
function listFields(fields: Field[]): string {
  const names = fields.map((field) => LABELS[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { orders } = context.services;
  const url = new URL(request.url);
  const [delivery, addresses, profile] = await Promise.all([
    rememberedDelivery(request, context),
    context.user ? context.services.addresses.list(context.user.id) : Promise.resolve([]),
    context.user ? context.services.accounts.profile(context.user.id) : Promise.resolve(undefined),
  ]);
  // "Deliver here" on a saved address is a link (?address=<id>), so it works without JavaScript too.
  const chosenAddress =
    addresses.find((address) => String(address.id) === url.searchParams.get("address")) ?? addresses.at(-1) ?? null;
  // The delivery answer is for the PIN code the form starts with: the chosen address's, else the remembered one.
  const startDelivery =
    chosenAddress && chosenAddress.pin !== delivery?.pin
      ? await context.services.delivery.check(chosenAddress.pin)
      : delivery;
  const choice = choiceFrom(new URL(request.url));
  // The summary is the orders domain's quote, by placeOrder's own rules: the page adds nothing up.
  const quote = await orders.quote(
    choice?.kind === "buy"
      ? { owner: context.owner, items: { productId: choice.productId, quantity: choice.quantity, size: choice.size } }
      : { owner: context.owner, fromCart: choice?.kind === "cart" },
  );
  const { lines, sizeProblems, ...totals } = quote;
  let sizeProblem: SizeProblem | null = null;
  const [first] = sizeProblems;
  if (first && choice?.kind === "buy") {
    sizeProblem = { kind: "buy", message: first.message, sizes: first.sizes, names: first.sizeNames };
  } else if (first) {
    sizeProblem = { kind: "cart", names: sizeProblems.map((problem) => problem.name) };
  }
  return {
    fromCart: choice?.kind === "cart",
    paymentMethod: paymentMethodFrom(new URL(request.url)),
    lines,
    totals,
    sizeProblem,
    /** The Buy Now choice, so the size form can keep the product and quantity. */
    buy: choice?.kind === "buy" ? { productId: choice.productId, quantity: choice.quantity } : null,
    /** The answer for the PIN code the form starts with (the remembered one fills the address when no saved one does). */
    delivery: startDelivery,
    signedIn: Boolean(context.user),
    /** A signed-in shopper's saved addresses; the chosen one (else the latest) fills the form. */
    addresses,
    chosenAddress,
    /** A signed-in shopper's name, e-mail and mobile from the profile: the form starts with them. */
    who: profile ? { name: profile.fullName, email: profile.email, contact: profile.mobile } : null,
    /** An empty checkout of the cart names the order the cart just became (Back after placing it). */
    justPlaced:
      choice?.kind === "cart" && lines.length === 0 ? await context.services.orders.justPlaced(context.owner) : null,
    /** One order per checkout page: a double click or a retry sends the same key. */
    checkoutToken: crypto.randomUUID(),
  };
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

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta({
    title: "Checkout",
    description: "Your order summary and delivery details. Pay online or cash on delivery.",
    matches,
  });
}

/**
 * Without JavaScript nothing fills the city and state as the PIN code is typed: the server does it with
 * the same rule (`fillFromPin`). Empty fields are filled, and so are those still holding what the page
 * showed for another PIN code (`addressPin`, the remembered or a saved address's): the directory's
 * answer for it tells what was not changed since. Answers the PIN code the city and state now belong to.
 */
async function fillFromPinOnServer(
  context: Route.ActionArgs["context"],
  values: Values,
  posted: FormDataEntryValue | null,
): Promise<string> {
  const filledFor = typeof posted === "string" && PIN_PATTERN.test(posted) ? posted : "";
  const pin = values.pin.replace(/\s/g, "");
  if (!PIN_PATTERN.test(pin) || (filledFor === pin && values.city.trim() && values.state)) return filledFor;
  const { delivery } = context.services;
  const [answer, before] = await Promise.all([
    delivery.check(pin),
    filledFor && filledFor !== pin ? delivery.check(filledFor) : null,
  ]);
  if (!("estimate" in answer)) return filledFor;
  const earlier = before && "estimate" in before ? before.estimate : null;
  const stale = (field: "city" | "state") => earlier !== null && values[field] === earlier[field];
  Object.assign(values, fillFromPin(values, answer.estimate, { city: stale("city"), state: stale("state") }));
  return pin;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values: Values = { ...EMPTY };
  for (const field of FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value.slice(0, INPUT_LIMITS[field] + 50) : "";
  }
  const addressPin = await fillFromPinOnServer(context, values, form.get("addressPin"));
  const paymentMethod: PaymentMethod = form.get("paymentMethod") === "online" ? "online" : "cod";
  const errors = fieldErrors(values);
  if (Object.keys(errors).length) {
    return data({ errors, values, addressPin, formError: null as string | null, paymentMethod }, { status: 400 });
  }
  const choice = choiceFrom(new URL(request.url));
  if (!choice) return data({ errors, values, addressPin, formError: NO_PRODUCT, paymentMethod }, { status: 400 });
  const token = form.get("checkoutToken");

  let orderNumber: string;
  try {
    const input = {
      owner: context.owner,
      customer: values,
      items:
        choice.kind === "buy"
          ? { productId: choice.productId, quantity: choice.quantity, size: choice.size }
          : undefined,
      idempotencyKey: typeof token === "string" && token ? token : null,
      fromCart: choice.kind === "cart",
      saveAddress: form.get("saveAddress") === "on",
    };
    if (paymentMethod === "online") {
      // Pay Online posts here only without JavaScript (the page's script pays otherwise): the same pending
      // order and key as the script's, then a plain form that takes the shopper to the gateway.
      const url = new URL(request.url);
      url.searchParams.set(PAYMENT_PARAM, "online");
      const handOff: HandOff = await context.services.payments.handOff(
        { ...input, idempotencyKey: input.idempotencyKey && `${input.idempotencyKey}:online` },
        `${url.pathname}${url.search}`,
      );
      return data({ errors: {} as FieldErrors, values, addressPin, formError: null, paymentMethod, handOff });
    }
    orderNumber = (await context.services.orders.place({ ...input, paymentMethod: "cod" })).order.orderNumber;
  } catch (error) {
    // A field the order rules refused (the state its PIN code is not in): its message goes on the field.
    if (error instanceof ZodError && Object.keys(issueErrors(error.issues)).length) {
      const refusedFields = issueErrors(error.issues);
      return data({ errors: refusedFields, values, addressPin, formError: null, paymentMethod }, { status: 400 });
    }
    let status = 500;
    let formError = SUBMIT_FAILED;
    // The order itself was refused (stock, a product gone, a size): the shopper needs a way back to it.
    let refused = false;
    try {
      const failure = describeFailure(error);
      status = failure.status;
      if (status === 400 || status === 409 || status === 404) {
        formError = failure.message;
        refused = true;
      }
    } catch {
      console.error("placing an order failed", error);
    }
    return data({ errors: {} as FieldErrors, values, addressPin, formError, paymentMethod, refused }, { status });
  }
  return redirect(`/thank-you?order=${encodeURIComponent(orderNumber)}`, 303);
}

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

  const remembered = loaderData.delivery && "estimate" in loaderData.delivery ? loaderData.delivery.estimate : null;
  const { chosenAddress } = loaderData;
  const start = { ...EMPTY, ...loaderData.who };
  const [values, setValues] = useState<Values>(
    actionData?.values ??
      (chosenAddress
        ? { ...start, ...chosenAddress, locality: chosenAddress.locality ?? "" }
        : remembered
          ? { ...start, pin: remembered.pin, city: remembered.city, state: remembered.state }
          : start),
  );
  // A city or state that belongs to another PIN code follows a new one; written while no PIN code was
  // complete, it is the shopper's own.
  const [belongs, setBelongs] = useState<Belongs>(() => {
    const pin = actionData ? actionData.addressPin : (chosenAddress?.pin ?? remembered?.pin ?? "");
    return { city: pin, state: pin };
  });
  const [saveAddress, setSaveAddress] = useState(true);
  const isSaved = (address: (typeof loaderData.addresses)[number]) =>
    address.pin === values.pin.replace(/\s/g, "") &&
    address.line1 === values.line1.trim() &&
    (address.locality ?? "") === values.locality.trim() &&
    address.city === values.city.trim() &&
    address.state === values.state;
  const alreadySaved = loaderData.addresses.some(isSaved);
  const delivery = usePinLookup(values.pin, loaderData.delivery, (place) => {
    const stale = {
      city: !!belongs.city && belongs.city !== place.pin,
      state: !!belongs.state && belongs.state !== place.pin,
    };
    const next = fillFromPin(values, place, stale);
    setValues((current) => ({ ...current, ...next }));
    setBelongs((current) => ({
      city: next.city !== values.city || stale.city ? place.pin : current.city,
      state: next.state !== values.state || stale.state ? place.pin : current.state,
    }));
  });
  const place = delivery && "estimate" in delivery ? delivery.estimate : null;
  // Where cash on delivery is not taken, the payment is online (the shopper's choice returns with a PIN code that takes it).
  const codRefused = place !== null && !place.cashOnDelivery;
  const method: PaymentMethod = codRefused ? "online" : paymentMethod;
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // Set by a submit with something missing: every field then shows its message, with a summary.
  const [submitted, setSubmitted] = useState(false);
  const liveErrors = fieldErrors(values, place);
  const invalidFields = FIELDS.filter((field) => liveErrors[field]);
  const valid = invalidFields.length === 0;
  const serverErrors: FieldErrors = actionData?.errors ?? {};
  // A server message the page cannot check itself (the state the directory gives, before the PIN code's
  // answer is here) stands while neither the field nor the PIN code has changed since.
  const standsFromServer = (field: Field) =>
    Boolean(serverErrors[field]) && actionData?.values[field] === values[field] && actionData.values.pin === values.pin;
  const errorFor = (field: Field): string | undefined =>
    touched[field] || submitted
      ? liveErrors[field]
      : (serverErrors[field] && liveErrors[field]) || (standsFromServer(field) ? serverErrors[field] : undefined);
  // The summary: after a refused submit in the browser, or the server's 400 answer without JavaScript.
  const summaryFields = submitted ? invalidFields : FIELDS.filter((field) => errorFor(field));
  const showSummary = summaryFields.length > 0 && (submitted || Object.keys(serverErrors).length > 0);
  // What the PIN code said stops the order before it is sent: the server would refuse it too.
  const deliveryProblem = delivery && "error" in delivery ? delivery.error : null;
  const blocked = Boolean(sizeProblem) || Boolean(deliveryProblem);

  if (lines.length === 0) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
        <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-lg border border-dashed border-line bg-white px-6 py-12 text-center">
          <PackageSearch aria-hidden="true" size={40} className="text-muted" />
          {loaderData.justPlaced ? (
            <>
              <p className="text-lg font-semibold">Your cart is empty</p>
              <JustPlaced orderNumber={loaderData.justPlaced} />
            </>
          ) : (
            <p className="text-lg font-semibold">{NO_PRODUCT}</p>
          )}
          <StoreLink
            to="/products"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            Browse products
          </StoreLink>
        </div>
      </div>
    );
  }

  // The contact keeps what the shopper may type ("+91 98765 43210"): never cut to 10 characters here.
  const update = (field: Field, value: string) => {
    const next = field === "contact" ? value.replace(MOBILE_TYPING, "") : value;
    setValues((current) => ({ ...current, [field]: next }));
    if (field === "city" || field === "state") {
      const pin = values.pin.replace(/\s/g, "");
      setBelongs((current) => ({ ...current, [field]: PIN_PATTERN.test(pin) ? pin : "" }));
    }
  };
  const blur = (field: Field) => {
    setTouched((current) => ({ ...current, [field]: true }));
    // Show the number as it will be stored once it is one: "+91 98765 43210" becomes 9876543210.
    if (field === "contact") {
      const normalised = normaliseMobile(values.contact);
      if (/^\d{10}$/.test(normalised)) setValues((current) => ({ ...current, contact: normalised }));
    }
  };

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
    if (!valid || blocked) {
      // Nothing is sent: every field says what it needs, and the summary (an alert) is read out.
      event.preventDefault();
      setSubmitted(true);
      // The summary when a field needs fixing, else the size still to choose, else the PIN code's answer.
      requestAnimationFrame(() =>
        (summaryRef.current ?? document.getElementById(sizeProblem ? SIZE_NEEDED_ID : "checkout-pin"))?.focus(),
      );
      return;
    }
    if (method !== "online") return;
    event.preventDefault();
    const items: PaymentItem[] = lines.map(({ productId, quantity, size }) => ({ productId, quantity, size }));
    void online.pay({
      customer: values,
      product: fromCart ? items : items[0],
      fromCart: fromCart || undefined,
      saveAddress: loaderData.signedIn && saveAddress && !alreadySaved,
      // Its own key: a pending online order must never answer a later cash-on-delivery submit.
      checkoutToken: `${checkoutToken}:online`,
    });
  };

  const fieldProps = (field: Field) => {
    const error = errorFor(field);
    return {
      id: `checkout-${field}`,
      name: field,
      required: !OPTIONAL.includes(field),
      value: values[field],
      // Only the mobile's room for a pasted "+91 98765 43210": a browser would cut a pasted name or address
      // without a word, so too long is said by the schema ("Name must be at most 100 characters").
      maxLength: field === "contact" ? INPUT_LIMITS.contact : undefined,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `checkout-${field}-error` : undefined,
      onBlur: () => blur(field),
      className: inputClass,
    };
  };
  const label = (field: Field) => (
    <label htmlFor={`checkout-${field}`} className="text-sm font-semibold">
      {LABELS[field]}
    </label>
  );
  const message = (field: Field) => {
    const error = errorFor(field);
    return error ? (
      <p id={`checkout-${field}-error`} className="mt-1 text-sm font-medium text-accent-dark">
        {error}
      </p>
    ) : null;
  };
  // Greyed out (but still focusable and announced) while something is missing: SPEC's disabled Submit.
  const unready = hydrated && (!valid || blocked || submitting || paying);
  const hint = sizeProblem
    ? "Choose a size above to continue."
    : deliveryProblem
      ? deliveryProblem
      : !valid
        ? `Fill in ${listFields(invalidFields)} to ${method === "online" ? "pay" : "place your order"}.`
        : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      {sizeProblem ? (
        <SizeNeeded
          problem={sizeProblem}
          buy={loaderData.buy}
          payment={{ name: PAYMENT_PARAM, value: searchParams.get(PAYMENT_PARAM) }}
        />
      ) : null}
      <PaymentHandOff actionData={actionData} />
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
            {showSummary ? (
              <div
                ref={summaryRef}
                tabIndex={-1}
                role="alert"
                data-testid="checkout-error-summary"
                className="rounded-md border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-accent-dark outline-none focus-visible:ring-2 focus-visible:ring-accent"
              >
                <p className="font-semibold">
                  {summaryFields.length === 1
                    ? "Please fix 1 field to continue:"
                    : `Please fix ${summaryFields.length} fields to continue:`}
                </p>
                <ul className="mt-1 list-disc pl-5">
                  {/* "Contact number: must be exactly 10 digits", the field's name a link to the field. */}
                  {summaryFields.map((field) => (
                    <li key={field}>
                      <a href={`#checkout-${field}`} className="font-semibold underline underline-offset-2">
                        {LABELS[field]}
                      </a>
                      : {(errorFor(field) ?? liveErrors[field] ?? "").slice(LABELS[field].length + 1)}
                    </li>
                  ))}
                </ul>
              </div>
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
                    to={`/product/${loaderData.buy.productId}`}
                    className="mt-1 inline-block underline underline-offset-2"
                  >
                    Back to the product
                  </StoreLink>
                ) : null}
              </div>
            ) : null}
            <input type="hidden" name="checkoutToken" value={checkoutToken} />
            {/* The server's fill without JavaScript: the PIN code the city and state shown belong to. */}
            <input type="hidden" name="addressPin" value={belongs.city === belongs.state ? belongs.city : ""} />
            <div>
              {label("name")}
              <input
                type="text"
                autoComplete="name"
                {...fieldProps("name")}
                onChange={(e) => update("name", e.target.value)}
              />
              {message("name")}
            </div>
            <div>
              {label("email")}
              <input
                type="email"
                autoComplete="email"
                {...fieldProps("email")}
                onChange={(e) => update("email", e.target.value)}
              />
              {message("email")}
            </div>
            <div>
              {label("contact")}
              <input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                {...fieldProps("contact")}
                onChange={(e) => update("contact", e.target.value)}
              />
              {message("contact")}
            </div>
            <fieldset className="flex flex-col gap-4 rounded-md border border-line p-4">
              <legend className="px-1 text-sm font-semibold">Delivery address</legend>
              {loaderData.addresses.length ? (
                <div>
                  <p id="saved-addresses-title" className="text-sm font-semibold">
                    Your saved addresses
                  </p>
                  <ul aria-labelledby="saved-addresses-title" className="mt-2 grid gap-2 sm:grid-cols-2">
                    {loaderData.addresses.map((address) => {
                      const chosen = isSaved(address);
                      const params = new URLSearchParams(searchParams);
                      params.set("address", String(address.id));
                      return (
                        <li key={address.id}>
                          <Link
                            to={`?${params.toString()}`}
                            replace
                            preventScrollReset
                            aria-current={chosen ? "true" : undefined}
                            onClick={(event) => {
                              // With JavaScript the fields change in place, keeping what else was typed.
                              event.preventDefault();
                              setValues((current) => ({ ...current, ...address, locality: address.locality ?? "" }));
                              setBelongs({ city: address.pin, state: address.pin });
                            }}
                            className={`block min-h-11 rounded-md border p-3 text-sm hover:border-ink ${
                              chosen ? "border-accent bg-accent-soft" : "border-line"
                            }`}
                          >
                            <span className="block whitespace-pre-line">{addressLines(address).join("\n")}</span>
                            <span className="mt-1 block font-semibold text-accent-dark">
                              {chosen ? "Delivering here" : "Deliver here"}
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ) : null}
              <div>
                {label("pin")}
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  placeholder="6-digit PIN code"
                  {...fieldProps("pin")}
                  aria-describedby={[errorFor("pin") ? "checkout-pin-error" : "", "checkout-pin-delivery"]
                    .filter(Boolean)
                    .join(" ")}
                  onChange={(e) => update("pin", e.target.value)}
                />
                {message("pin")}
                <p id="checkout-pin-delivery" role="status" className="mt-1 text-sm" data-testid="checkout-delivery">
                  {!delivery ? null : "error" in delivery ? (
                    <span className="font-medium text-accent-dark">{delivery.error}</span>
                  ) : (
                    <>
                      <strong>Delivery by {delivery.estimate.deliverByText}</strong>
                      {delivery.estimate.cashOnDelivery
                        ? " · Pay on delivery available"
                        : " · Pay on delivery not available here"}
                    </>
                  )}
                </p>
              </div>
              <div>
                {label("line1")}
                <input
                  type="text"
                  autoComplete="address-line1"
                  placeholder="Flat, house no., building, street"
                  {...fieldProps("line1")}
                  onChange={(e) => update("line1", e.target.value)}
                />
                {message("line1")}
              </div>
              <div>
                <label htmlFor="checkout-locality" className="text-sm font-semibold">
                  {LABELS.locality} <span className="font-normal text-muted">(optional)</span>
                </label>
                <input
                  type="text"
                  autoComplete="address-line2"
                  placeholder="Area, colony, near a landmark"
                  {...fieldProps("locality")}
                  onChange={(e) => update("locality", e.target.value)}
                />
                {message("locality")}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  {label("city")}
                  <input
                    type="text"
                    autoComplete="address-level2"
                    {...fieldProps("city")}
                    onChange={(e) => update("city", e.target.value)}
                  />
                  {message("city")}
                </div>
                <div>
                  {label("state")}
                  <select
                    autoComplete="address-level1"
                    {...fieldProps("state")}
                    onChange={(e) => update("state", e.target.value)}
                  >
                    <option value="">Choose a state</option>
                    {INDIAN_STATES.map((state) => (
                      <option key={state} value={state}>
                        {state}
                      </option>
                    ))}
                  </select>
                  {message("state")}
                </div>
              </div>
              <details className="group" open={Boolean(values.gstin) || undefined}>
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-dark underline-offset-2 hover:underline">
                  Buying for a business? Add your GSTIN
                </summary>
                <div className="mt-1">
                  <label htmlFor="checkout-gstin" className="text-sm font-semibold">
                    {LABELS.gstin}{" "}
                    <span className="font-normal text-muted">(optional, printed on the tax invoice)</span>
                  </label>
                  <input
                    type="text"
                    autoComplete="off"
                    placeholder="29ABCDE1234F1Z5"
                    {...fieldProps("gstin")}
                    onChange={(e) => update("gstin", e.target.value)}
                  />
                  {message("gstin")}
                </div>
              </details>
              {loaderData.signedIn && !alreadySaved ? (
                <label className="flex min-h-11 items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="saveAddress"
                    checked={saveAddress}
                    onChange={(event) => setSaveAddress(event.target.checked)}
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

        <section
          aria-labelledby="checkout-summary-title"
          className="flex flex-col gap-4 rounded-lg border border-line bg-white p-5 lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary-title" className="text-lg font-bold">
            Order Summary
          </h2>
          <OrderLineList lines={lines} testId="checkout-lines" />
          <dl className="flex flex-col gap-3 border-t border-line pt-3 text-sm">
            <TotalsRows totals={shownTotals(totals)} testIdPrefix="checkout" />
          </dl>
          <p className="text-sm text-muted">
            {method === "online"
              ? `Pay ${formatPaise(totals.totalPaise)} now by UPI, card or netbanking.`
              : `Pay ${formatPaise(totals.totalPaise)} in cash when your order arrives.`}{" "}
            {fromCart ? (
              <StoreLink to="/cart" className="font-medium text-ink underline">
                Edit your cart
              </StoreLink>
            ) : null}
          </p>
        </section>
      </div>
      {online.dialog}
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

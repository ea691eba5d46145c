// The checkout page's server side (routes/customer-details.tsx): what the page starts with, and placing
// the order it posts.
import { data, redirect, type AppLoadContext } from "react-router";
import { describeFailure } from "@rules/action-failure";
import { ZodError } from "@rules/zod";
import { estimateIn } from "@rules/delivery";
import { fillFromPin, PIN_PATTERN } from "@rules/address";
import type { HandOff } from "@rules/online-payment";
import type { PaymentMethod } from "@rules/order-status";
import type { SizeProblem } from "~/components/checkout/SizeNeeded";
import {
  EMPTY,
  FIELDS,
  INPUT_LIMITS,
  NO_PRODUCT,
  PAYMENT_PARAM,
  paymentMethodFrom,
  SUBMIT_FAILED,
  type FieldErrors,
  type Values,
} from "~/components/checkout/checkout-fields";
import { fieldErrors, issueErrors } from "~/components/checkout/field-check";
import { clampQuantity } from "@rules/quantity";
import { colourField, sizeField } from "@rules/line-item";
import { readForm } from "~/lib/form";
import { rememberedDelivery } from "./delivery-pin";

interface Args {
  context: AppLoadContext;
  request: Request;
}

/** What is being bought, from the URL: one product (Buy Now) or the whole cart (Proceed to Buy). */
type Choice =
  | { kind: "buy"; productId: number; quantity: number; color: string | null; size: string | null }
  | { kind: "cart" }
  | null;

export function choiceFrom(url: URL): Choice {
  const params = url.searchParams;
  if (params.get("from") === "cart") return { kind: "cart" };
  const product = params.get("product")?.trim() ?? "";
  if (!/^\d{1,9}$/.test(product) || Number(product) < 1) return null;
  const quantity = clampQuantity(Number(params.get("quantity") ?? 1));
  const size = sizeField.safeParse(params.get("size") ?? "").data ?? null;
  // The colour's slug (`?color=`, as a product link names it); none is the product's default colour.
  const color = colourField.safeParse(params.get("color") ?? "").data || null;
  return { kind: "buy", productId: Number(product), quantity, color, size };
}

export async function checkoutLoader({ context, request }: Args) {
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
      ? {
          owner: context.owner,
          items: { productId: choice.productId, quantity: choice.quantity, color: choice.color, size: choice.size },
        }
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
    /** The Buy Now choice, so the size form can keep the product, colour and quantity. */
    buy:
      choice?.kind === "buy" ? { productId: choice.productId, quantity: choice.quantity, color: choice.color } : null,
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
 * Without JavaScript nothing fills the city and state as the PIN code is typed: the server does it with
 * the same rule (`fillFromPin`). Empty fields are filled, and so are those still holding what the page
 * showed for another PIN code (`addressPin`, the remembered or a saved address's): the directory's
 * answer for it tells what was not changed since. Answers the PIN code the city and state now belong to.
 */
async function fillFromPinOnServer(
  context: AppLoadContext,
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
  const place = estimateIn(answer);
  if (!place) return filledFor;
  const earlier = estimateIn(before);
  const stale = (field: "city" | "state") => earlier !== null && values[field] === earlier[field];
  Object.assign(values, fillFromPin(values, place, { city: stale("city"), state: stale("state") }));
  return pin;
}

export async function checkoutAction({ context, request }: Args) {
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
          ? { productId: choice.productId, quantity: choice.quantity, color: choice.color, size: choice.size }
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

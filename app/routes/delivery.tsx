import { data, redirect } from "react-router";
import type { Route } from "./+types/delivery";
import { deliveryStatus, isRefusal } from "@rules/delivery";
import { redirectWithFlash } from "~/lib/flash";
import { readForm } from "~/lib/form";
import { rememberPinHeader } from "~/.server/delivery-pin";
import { safeRedirect } from "@rules/safe-redirect";

/** Nothing to show at /delivery itself: "Check delivery" posts here from the product page and the cart. */
export function loader() {
  return redirect("/", 303);
}

/**
 * "Check delivery": answers for the PIN code and remembers it (a well-formed one) in a cookie. With
 * JavaScript the answer is GET /api/delivery/:pin's, body and status; without, the browser goes back to
 * the page it came from, which shows the answer for the remembered PIN.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = form.get("pin");
  const answer = await context.services.delivery.check(typeof raw === "string" ? raw.slice(0, 20) : "");
  const status = deliveryStatus(answer);
  const javascript = form.get("js") === "1";
  // Not a PIN code at all: nothing is remembered, and the page it came from says why.
  if (isRefusal(answer) && status === 400) {
    if (javascript) return data(answer, { status });
    return redirectWithFlash(context, safeRedirect(form.get("redirectTo"), "/"), answer.message, "error");
  }
  const headers = { "Set-Cookie": rememberPinHeader(request, answer.pin) };
  if (!javascript) return redirect(safeRedirect(form.get("redirectTo"), "/"), { status: 303, headers });
  return data(answer, { status, headers });
}

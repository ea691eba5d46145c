// The message after a no-JavaScript form post, shown once on the page it lands on. It travels in a
// signed, short-lived cookie (server/http/flash.ts), never in the address: `?notice=` is ignored.
import { redirect, type AppLoadContext } from "react-router";
import type { FlashKind } from "../../server/http/flash";

/** The no-JavaScript answer of a form: a 303 to `path`, with `message` shown there once (if any). */
export function redirectWithFlash(
  context: AppLoadContext,
  path: string,
  message: string | null,
  kind: FlashKind = "success",
): Response {
  if (message) context.setFlash({ message, kind });
  return redirect(path, 303);
}

/** For pages that show the message in the page (cart, wishlist): the message this request carried. */
export function noticeFrom(context: AppLoadContext): { notice: string | null; noticeIsError: boolean } {
  return { notice: context.flash?.message ?? null, noticeIsError: context.flash?.kind === "error" };
}

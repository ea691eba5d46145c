import type { AppLoadContext } from "react-router";
import { redirectWithFlash } from "~/lib/flash";
import { readForm } from "~/lib/form";
import { staffFailure } from "~/lib/staff-failure";

/**
 * A product page's review forms (plain posts, with or without JavaScript): intent "helpful" or "report", for
 * the review `reviewId`. The shopper is the account or the guest's browser (its guest cookie, which the post
 * sets when it has none). Answers a 303 back to the same page of reviews, at the review, with the message.
 */
export async function reviewFeedbackAction(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await readForm(request);
  const url = new URL(request.url);
  const id = Number(form.get("reviewId"));
  const back = `${url.pathname}${url.search}#${Number.isSafeInteger(id) && id > 0 ? `review-${id}` : "reviews"}`;
  const intent = form.get("intent");
  const { reviews } = context.services;
  try {
    const answer =
      intent === "helpful"
        ? await reviews.voteHelpful(id, context.owner)
        : intent === "report"
          ? await reviews.report(id, context.owner, { reason: form.get("reason") ?? undefined })
          : null;
    if (!answer) return redirectWithFlash(context, back, "That form is not one this page takes.", "error");
    return redirectWithFlash(context, back, answer.message);
  } catch (error) {
    return redirectWithFlash(context, back, staffFailure(error).message, "error");
  }
}

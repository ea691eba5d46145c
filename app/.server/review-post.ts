import { reviewInputFromForm } from "@rules/reviews-schema";
import { savedMessage, type ReviewStatus } from "@rules/reviews";
import { staffFailure } from "~/lib/staff-failure";
import type { ReviewAnswer } from "~/components/account/ReviewForms";

const typed = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 2000) : "";
};

/**
 * A review form's post (intent "review", from My Orders or the order lookup): saves it with `save` and answers
 * what to tell the shopper beside the line, with what was typed when it was refused. A 429 (too many
 * lookups) is thrown again for the page to answer.
 */
export async function postReview(
  form: FormData,
  save: (input: unknown) => Promise<{ review: { status: ReviewStatus }; edited: boolean }>,
): Promise<{ answer: ReviewAnswer; status: number }> {
  const input = reviewInputFromForm(form);
  const orderNumber = typed(form, "orderNumber").slice(0, 20);
  const orderLineId = Number(input.orderLineId) || 0;
  try {
    const saved = await save(input);
    return {
      answer: { ok: true, orderNumber, orderLineId, message: savedMessage(saved.review.status, saved.edited) },
      status: 200,
    };
  } catch (error) {
    const failure = staffFailure(error);
    if (failure.status === 429) throw error;
    const values = {
      rating: typed(form, "rating"),
      title: typed(form, "title"),
      body: typed(form, "body"),
      fit: typed(form, "fit"),
    };
    return {
      answer: { ok: false, orderNumber, orderLineId, message: failure.message, values },
      status: failure.status,
    };
  }
}

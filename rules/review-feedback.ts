// What shoppers and the store add to a review once it shows (docs/decisions/039): "helpful" votes, reports
// to the staff, and the store's reply. Plain rules: the server and the pages both import them.

/** Why a shopper reports a review: a fixed list, so the staff's list reads the same for every report. */
export const REPORT_REASONS = ["spam", "offensive", "off-topic", "personal", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Rude or offensive",
  "off-topic": "Not about this product",
  personal: "Shares someone's personal details",
  other: "Something else",
};

export const REPLY_LIMIT = 1000;

/**
 * The answers. A repeated vote or report gets the same answer as the first (a retried request, or a
 * second click), so the words fit both.
 */
export const FEEDBACK_MESSAGES = {
  voted: "Thank you: you found this review helpful.",
  reported: "Thank you for telling us. Our team will look at this review.",
  ownReview: "This is your own review: you cannot vote on it or report it.",
  notShown: "That review is not shown any more.",
  reason: "Choose why you are reporting this review.",
  reply: `Write the store's reply (up to ${REPLY_LIMIT} characters).`,
  replySaved: "The store's reply is shown under the review.",
  replyRemoved: "The store's reply is removed.",
} as const;

/** "1 person found this helpful", "12 people found this helpful"; null when nobody has said so yet. */
export function helpfulWords(count: number): string | null {
  if (count < 1) return null;
  return count === 1 ? "1 person found this helpful" : `${count} people found this helpful`;
}

/** "Reported 3 times: Spam or advertising (2), Rude or offensive (1)" for the staff. */
export function reportedWords(reasons: Partial<Record<ReportReason, number>>): string | null {
  const parts = REPORT_REASONS.filter((r) => (reasons[r] ?? 0) > 0).map(
    (r) => `${REPORT_REASON_LABELS[r]} (${reasons[r]})`,
  );
  if (!parts.length) return null;
  const total = REPORT_REASONS.reduce((sum, r) => sum + (reasons[r] ?? 0), 0);
  return `Reported ${total === 1 ? "once" : `${total} times`}: ${parts.join(", ")}`;
}

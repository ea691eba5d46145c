// How the cart's and wishlist's actions word a failure. Apart from ~/lib/form.ts, which the pages' browser
// code loads (a clientAction reads its form there), because it needs zod's error class (through
// rules/action-failure.ts) and only actions, on the server, run it.
import { describeFailure } from "@rules/action-failure";

/**
 * A form action's refusal (the domain's 4xx, a schema's first message) for its page, or, for the unexpected,
 * a 500 that is logged under `action` and never leaked.
 */
export function actionFailure(error: unknown, action: string): { status: number; reason: string } {
  try {
    const { status, message } = describeFailure(error);
    return { status, reason: message };
  } catch {
    console.error(`${action} failed`, error);
    return { status: 500, reason: "Something went wrong on our side. Please try again." };
  }
}

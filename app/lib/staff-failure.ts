/**
 * A staff action's refusal, for its page: the domain's HTTP errors (400 bad input, 404, 409 a move that is
 * not allowed) keep their status and message. Anything else is not a refusal: it is thrown again, for the
 * error page. Duck-typed, so the pages import nothing from the server.
 */
export function staffFailure(error: unknown): { status: number; message: string } {
  const e = error as { status?: unknown; message?: unknown } | null;
  if (typeof e?.status === "number" && e.status >= 400 && e.status < 500 && typeof e.message === "string") {
    return { status: e.status, message: e.message };
  }
  throw error;
}

/** Each field's first message in a refusal's details (zod's issues, or the domain's of the same shape). */
export function failedFields(error: unknown): Record<string, string> {
  const issues = (error as { details?: { path?: unknown[]; message: string }[] } | null)?.details;
  const errors: Record<string, string> = {};
  for (const issue of Array.isArray(issues) ? issues : []) {
    const field = String(issue.path?.[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

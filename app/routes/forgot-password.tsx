import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { ACCOUNT_MESSAGES } from "@rules/account";
import { accountFailure } from "@rules/account-schema";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { AUTH_BUTTON_PLACE, AuthCard } from "~/components/account/AuthCard";
import { readForm } from "~/lib/form";
import { EmailField, SubmitButton } from "~/components/ui/FormField";
import { Notice } from "~/components/ui/Notice";
import { StoreLink } from "~/components/ui/StoreLink";

export const headers = privatePageHeaders;

export const meta = privateMeta("Forgot password", "Get a link by e-mail to choose a new password.");

/** Sends a reset link when the e-mail has an account; answers the same either way. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.slice(0, 300) : "";
  if (!email.trim()) return data({ sent: false, message: ACCOUNT_MESSAGES.fillRequired, email }, { status: 400 });
  try {
    await context.services.accounts.requestPasswordReset({ email }, { ip: context.clientIp });
    return { sent: true, message: ACCOUNT_MESSAGES.resetRequested, email };
  } catch (error) {
    const failure = accountFailure(error, "Could not send the link. Please try again.", { email: "E-mail" });
    return data(
      { sent: false, message: failure.message, email },
      {
        status: failure.status,
        headers: failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined,
      },
    );
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Give the e-mail of your account and we will send you a link to choose a new password."
    >
      {actionData ? <Notice tone={actionData.sent ? "success" : "error"}>{actionData.message}</Notice> : null}
      <Form method="post" action="/forgot-password" className="mt-6 flex flex-col gap-4" aria-labelledby="auth-title">
        <EmailField id="forgot-email" defaultValue={actionData?.email} invalid={actionData && !actionData.sent} />
        <SubmitButton busy={submitting} busyLabel="Sending..." className={AUTH_BUTTON_PLACE}>
          Send reset link
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
        Remembered it?{" "}
        <StoreLink
          to="/login"
          className="inline-flex min-h-11 items-center px-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          Login
        </StoreLink>
      </p>
    </AuthCard>
  );
}

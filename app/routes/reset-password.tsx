import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { ACCOUNT_MESSAGES, PASSWORD_HINT } from "@rules/account";
import { accountFailure } from "@rules/account-schema";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { AUTH_BUTTON_PLACE, AuthCard, authButtonClass } from "~/components/account/AuthCard";
import { PasswordField } from "~/components/account/PasswordField";
import { readForm } from "~/lib/form";
import { Field, SubmitButton } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";
import { StoreLink } from "~/components/ui/StoreLink";

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const live = await context.services.accounts.resetLinkIsLive(token);
  return { token: live ? token : null };
}

// The token is in the address: never cached, never sent on as a referrer.
export function headers() {
  return { ...privatePageHeaders(), "Referrer-Policy": "no-referrer" };
}

export const meta = privateMeta("Choose a new password", "Choose a new password for your account.");

/** Sets the new password and sends the shopper to log in with it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "").slice(0, 100);
  const password = String(form.get("password") ?? "").slice(0, 1000);
  if (!password) return data({ message: ACCOUNT_MESSAGES.fillRequired }, { status: 400 });
  try {
    await context.services.accounts.resetPassword({ token, password }, { ip: context.clientIp });
  } catch (error) {
    const failure = accountFailure(error, "Could not change the password. Please try again.", {
      password: "Password",
    });
    return data({ message: failure.message }, { status: failure.status });
  }
  return redirect("/login?passwordReset=1", 303);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  if (!loaderData.token) {
    return (
      <AuthCard title="Choose a new password" intro="Reset links work once, for one hour.">
        <Notice tone="error">{ACCOUNT_MESSAGES.resetLinkInvalid}</Notice>
        <StoreLink to="/forgot-password" className={`${authButtonClass} mt-6 w-full`}>
          Ask for a new link
        </StoreLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" intro="You will be signed out everywhere, then log in with the new one.">
      {actionData ? <Notice tone="error">{actionData.message}</Notice> : null}
      <Form
        method="post"
        action={`/reset-password?token=${encodeURIComponent(loaderData.token)}`}
        className="mt-6 flex flex-col gap-4"
        aria-labelledby="auth-title"
      >
        <input type="hidden" name="token" value={loaderData.token} />
        <Field id="reset-password" label="New password" hint={PASSWORD_HINT} invalid={Boolean(actionData)}>
          {(control) => (
            <PasswordField
              {...control}
              name="password"
              autoComplete="new-password"
              required
              maxLength={128}
              className={inputClass}
            />
          )}
        </Field>
        <SubmitButton busy={submitting} busyLabel="Saving..." className={AUTH_BUTTON_PLACE}>
          Save new password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

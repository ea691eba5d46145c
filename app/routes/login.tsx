import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { ACCOUNT_MESSAGES, PASSWORD_HINT, loginRedirectTarget } from "@rules/account";
import { accountFailure } from "@rules/account-schema";
import { privatePageHeaders, privatePageMeta } from "~/lib/seo";
import { PasswordField } from "~/components/account/PasswordField";
import { readForm, serverActionOr } from "~/lib/form";
import { EmailField, Field, SubmitButton } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";
import { AUTH_BUTTON_PLACE } from "~/components/account/AuthCard";
import { StoreLink } from "~/components/ui/StoreLink";

type Mode = "login" | "signup";

const LABELS = { username: "Username", email: "E-mail", password: "Password" };
const LOGGED_OUT = "You have been logged out.";

/** /login's own address for a mode, keeping where to go after signing in. */
function loginHref(mode: Mode, redirectTo: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(mode === "signup" ? { mode } : {}), ...extra });
  if (redirectTo) params.set("redirectTo", redirectTo);
  const query = params.toString();
  return query ? `/login?${query}` : "/login";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = params.has("redirectTo") ? loginRedirectTarget(params.get("redirectTo")) : null;
  // Already signed in: nothing to do here.
  if (context.user) throw redirect(redirectTo ?? "/account");
  // Fixed texts chosen by a flag, never text from the address.
  const notice = params.has("signedUp")
    ? ACCOUNT_MESSAGES.signupDone
    : params.has("passwordReset")
      ? ACCOUNT_MESSAGES.resetDone
      : params.has("loggedOut")
        ? LOGGED_OUT
        : null;
  return {
    mode: (params.get("mode") === "signup" ? "signup" : "login") as Mode,
    redirectTo,
    notice,
    expired: params.get("expired") === "1",
  };
}

export const headers = privatePageHeaders;

export function meta({ data, matches }: Route.MetaArgs) {
  const signup = data?.mode === "signup";
  return privatePageMeta({
    title: signup ? "Sign up" : "Login",
    description: signup
      ? "Create an account to keep your cart, wishlist and orders together."
      : "Log in to see your profile, your orders and your saved cart.",
    matches,
  });
}

const text = (form: FormData, name: string, max: number) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

/**
 * Login and signup, from the page's one form (with or without JavaScript). Signup answers with a redirect
 * to Login mode and its message; login with a redirect to /account (or the safe `redirectTo`) and the
 * session cookie. Failures answer the form's values (never the password) and a message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const mode: Mode = form.get("mode") === "signup" ? "signup" : "login";
  const values = { username: text(form, "username", 100), email: text(form, "email", 300) };
  const password = text(form, "password", 1000);
  const redirectTo = form.has("redirectTo") ? loginRedirectTarget(form.get("redirectTo")) : null;
  const required = mode === "signup" ? [values.username, values.email, password] : [values.email, password];
  if (required.some((value) => !value.trim())) {
    return data({ mode, message: ACCOUNT_MESSAGES.fillRequired, field: null, values }, { status: 400 });
  }

  const { accounts } = context.services;
  const client = { ip: context.clientIp };
  try {
    if (mode === "signup") {
      await accounts.signup({ ...values, password }, client);
      return redirect(loginHref("login", redirectTo, { signedUp: "1" }), 303);
    }
    // A signed-in shopper's cart is an account's, not a guest's: only a guest's joins the new account.
    const guest = context.user ? undefined : context.owner;
    const secure = new URL(request.url).protocol === "https:";
    const { token, expiresAt, deviceCookie } = await accounts.login(
      { email: values.email, password },
      {
        ...client,
        guest,
        deviceCookie: accounts.deviceCookieIn(request.headers.get("cookie")),
        cookiePolicy: { sameSite: "lax", secure },
      },
    );
    const headers = new Headers();
    headers.append("Set-Cookie", accounts.sessionCookie(token, expiresAt, secure));
    headers.append("Set-Cookie", deviceCookie);
    return redirect(redirectTo ?? "/account", { status: 303, headers });
  } catch (error) {
    const failure = accountFailure(
      error,
      mode === "signup" ? ACCOUNT_MESSAGES.signupFailed : ACCOUNT_MESSAGES.loginFailed,
      LABELS,
    );
    return data(
      { mode, message: failure.message, field: failure.field ?? null, values },
      {
        status: failure.status,
        headers: failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : undefined,
      },
    );
  }
}

/** In the browser: the server's answer, or "Login failed" / "Signup failed" when none comes. */
export function clientAction(args: Route.ClientActionArgs) {
  return serverActionOr(args, (form) => {
    const mode: Mode = form.get("mode") === "signup" ? "signup" : "login";
    return {
      mode,
      message: mode === "signup" ? ACCOUNT_MESSAGES.signupFailed : ACCOUNT_MESSAGES.loginFailed,
      field: null,
      values: { username: text(form, "username", 100), email: text(form, "email", 300) },
    };
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, notice, expired } = loaderData;
  // The action's answer belongs to the mode it was given in (toggling navigates, which clears it anyway).
  const answer = actionData?.mode === mode ? actionData : undefined;
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      {/* Keyed by mode: toggling starts a fresh, empty form. */}
      <LoginForm key={mode} mode={mode} redirectTo={redirectTo} answer={answer} notice={notice} expired={expired} />
    </div>
  );
}

function LoginForm({
  mode,
  redirectTo,
  answer,
  notice,
  expired,
}: {
  mode: Mode;
  redirectTo: string | null;
  answer: { message: string; field: string | null; values: { username: string; email: string } } | undefined;
  notice: string | null;
  expired: boolean;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const [missing, setMissing] = useState(false);
  const password = useRef<HTMLInputElement>(null);
  // A refused attempt empties the password (the answer never carries it back); the rest stays as typed.
  useEffect(() => {
    if (answer && password.current) password.current.value = "";
  }, [answer]);
  const signup = mode === "signup";
  const title = signup ? "Sign up" : "Login";

  // docs/product.md section 5: every field is required, else "Please fill in all required fields".
  const checkRequired = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const names = signup ? ["username", "email", "password"] : ["email", "password"];
    const blank = names.some((name) => !String(form.get(name) ?? "").trim());
    setMissing(blank);
    if (blank) event.preventDefault();
  };

  const error = missing ? ACCOUNT_MESSAGES.fillRequired : answer?.message;
  const invalid = (field: string) => answer?.field === field && !missing;
  const success = !error ? notice : null;

  return (
    <section aria-labelledby="login-title" className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
      <h1 id="login-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-1 text-sm text-muted">
        {signup
          ? "Create an account to keep your cart, wishlist and orders in one place."
          : "Welcome back. Log in to see your profile and orders."}
      </p>

      {expired && !error ? <Notice tone="warning">{ACCOUNT_MESSAGES.unauthorized}</Notice> : null}
      {success ? <Notice tone="success">{success}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}

      <Form
        method="post"
        action={loginHref(mode, redirectTo)}
        // The page says what is missing in SPEC's words: the script before sending, the action without it (the
        // browser's own check would stop a tap before either, in the moment before or during hydration).
        noValidate
        onSubmit={checkRequired}
        aria-labelledby="login-title"
        className="mt-6 flex flex-col gap-4"
      >
        <input type="hidden" name="mode" value={mode} />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {signup ? (
          <Field id="login-username" label="Username" invalid={invalid("username")}>
            {(control) => (
              <input
                {...control}
                name="username"
                type="text"
                autoComplete="username"
                required
                maxLength={30}
                defaultValue={answer?.values.username}
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <EmailField id="login-email" defaultValue={answer?.values.email} invalid={invalid("email")} />
        <Field
          id="login-password"
          label="Password"
          hint={signup ? PASSWORD_HINT : undefined}
          invalid={invalid("password")}
          after={
            signup ? null : (
              <p className="mt-1 text-right text-sm">
                <StoreLink
                  to="/forgot-password"
                  className="inline-flex min-h-11 items-center font-medium text-ink underline underline-offset-4 hover:text-accent"
                >
                  Forgot password?
                </StoreLink>
              </p>
            )
          }
        >
          {(control) => (
            <PasswordField
              {...control}
              ref={password}
              name="password"
              autoComplete={signup ? "new-password" : "current-password"}
              required
              maxLength={signup ? 128 : undefined}
              className={inputClass}
            />
          )}
        </Field>
        <SubmitButton
          busy={submitting}
          busyLabel={signup ? "Signing up..." : "Logging in..."}
          className={AUTH_BUTTON_PLACE}
        >
          {title}
        </SubmitButton>
      </Form>

      <p className="mt-6 border-t border-line pt-5 text-center text-sm text-muted">
        {signup ? "Already have an account?" : "Don't have an account?"}{" "}
        <Link
          to={loginHref(signup ? "login" : "signup", redirectTo)}
          replace
          preventScrollReset
          className="inline-flex min-h-11 items-center px-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          {signup ? "Login" : "Sign up"}
        </Link>
      </p>
      <p className="text-center text-sm text-muted">
        Ordered as a guest?{" "}
        <StoreLink to="/orders/lookup" className="font-medium text-ink underline underline-offset-4 hover:text-accent">
          Find your order
        </StoreLink>
      </p>
    </section>
  );
}

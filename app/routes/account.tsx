import { LogOut, PackageOpen } from "lucide-react";
import { Notice } from "~/components/ui/Notice";
import { Suspense, useEffect, type InputHTMLAttributes } from "react";
import {
  Await,
  data,
  Form,
  redirect,
  useAsyncError,
  useNavigate,
  useNavigation,
  type AppLoadContext,
} from "react-router";
import type { Route } from "./+types/account";
import { later } from "~/lib/later";
import { AddressBook, type AddressAnswer } from "~/components/account/AddressBook";
import { ADDRESS_LABELS } from "@rules/address";
import { isStaffRole } from "@rules/staff-roles";
import { redirectWithFlash } from "~/lib/flash";
import type { ReturnAnswer } from "~/components/account/ReturnSection";
import type { CancelAnswer } from "~/components/account/CancelOrder";
import { requestedMessage, returnRequestFromForm } from "@rules/returns";
import { staffFailure } from "~/lib/staff-failure";
import { StaffLinkList } from "~/components/staff/StaffNav";
import {
  ACCOUNT_MESSAGES,
  GENDER_LABELS,
  GENDERS,
  loginPath,
  PROFILE_FIELDS,
  PROFILE_LABELS,
  PROFILE_LIMITS,
  type AccountView,
  type ProfileField,
} from "@rules/account";
import { accountFailure } from "@rules/account-schema";
import { cancelledMessage, type OrderView } from "@rules/order-status";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { useShopper } from "~/components/shopper";
import { readForm, serverActionOr } from "~/lib/form";
import { inputClass } from "~/components/ui/field";
import { Field, SubmitButton } from "~/components/ui/FormField";
import type { ReviewAnswer } from "~/components/account/ReviewForms";
import { postReview } from "~/.server/review-post";
import { AccountSection } from "~/components/account/AccountSection";
import { StoreLink } from "~/components/ui/StoreLink";
import { IconButton } from "~/components/ui/IconLabel";

const isSecure = (request: Request) => new URL(request.url).protocol === "https:";

/**
 * Signed out: to /login (and back here after). A session cookie without a live session (expired, or
 * ended elsewhere) also goes to /login, which says so, and the stale cookie is removed.
 */
function toLogin(context: AppLoadContext, request: Request): Response {
  const expired = Boolean(context.sessionToken);
  return redirect(loginPath("/account", { expired }), {
    status: 303,
    headers: expired ? { "Set-Cookie": context.services.accounts.clearedSessionCookie(isSecure(request)) } : {},
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw toLogin(context, request);
  const { accounts } = context.services;
  const [profile, orderList, addresses] = await Promise.all([
    accounts.profile(context.user.id),
    accounts.orders(context.user.id),
    context.services.addresses.list(context.user.id),
  ]);
  if (!profile) throw toLogin(context, request);
  const withReturns = await context.services.returns.attach(orderList);
  return { profile, orders: await context.services.reviews.attach(withReturns), addresses };
}

/**
 * In the browser, coming to /account from another page opens it at once, with "Loading user data..."
 * until the server's loader answers. On /account already (a revalidation after a save), the page waits
 * for the data instead, so the form and its message stay. (The server's render, and so a browser
 * without JavaScript, gets the page whole.)
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (window.location.pathname.toLowerCase() === "/account") return serverLoader();
  const pending = serverLoader();
  // Await's errorElement handles a failure; this keeps one for a page left meanwhile from going unhandled.
  pending.catch(() => {});
  return { pending };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("My Account", "Your profile and your orders.");

type Values = Record<ProfileField, string>;

const profileValues = (form: FormData) =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, 300) : ""];
    }),
  ) as Values;

/** intent "profile" saves the profile; intent "logout" ends the session. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readForm(request);
  const { accounts } = context.services;
  if (form.get("intent") === "logout") {
    if (context.sessionToken) await accounts.logout(context.sessionToken);
    return redirect("/login?loggedOut=1", {
      status: 303,
      headers: { "Set-Cookie": accounts.clearedSessionCookie(isSecure(request)) },
    });
  }
  if (!context.user) throw toLogin(context, request);
  const intent = form.get("intent");
  if (intent === "address-delete") {
    const removed = await context.services.addresses.remove(context.user.id, Number(form.get("id")));
    return redirectWithFlash(context, "/account", removed ? "Address deleted" : "That address was already deleted");
  }
  if (intent === "address-add") return addAddress(context, context.user.id, form);
  if (intent === "return") return requestReturn(context, form, context.user.id);
  if (intent === "cancel") return cancelOrder(context, form, context.user.id);
  if (intent === "review") {
    const userId = context.user.id;
    const orderNumber = String(form.get("orderNumber") ?? "").slice(0, 20);
    const { answer, status } = await postReview(form, (input, files) =>
      context.services.reviews.saveForUser(userId, orderNumber, input, files),
    );
    return data({ reviewAnswer: answer }, { status });
  }

  const values = profileValues(form);
  try {
    const profile = await accounts.updateProfile(context.user.id, values);
    if (!profile) throw toLogin(context, request);
    return data({ ok: true, message: ACCOUNT_MESSAGES.profileSaved, detail: null, field: null, values });
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = accountFailure(error, ACCOUNT_MESSAGES.profileFailed, PROFILE_LABELS);
    return data(
      {
        ok: false,
        message: ACCOUNT_MESSAGES.profileFailed,
        // What to fix ("Mobile number must be exactly 10 digits"); nothing more for the unexpected.
        detail: failure.status < 500 ? failure.message : null,
        field: (failure.field as ProfileField | undefined) ?? null,
        values,
      },
      { status: failure.status },
    );
  }
}

/** intent "return": a return request for one of the account's delivered orders (docs/decisions/015). */
async function requestReturn(context: AppLoadContext, form: FormData, userId: number) {
  const orderNumber = String(form.get("orderNumber") ?? "").slice(0, 20);
  try {
    await context.services.returns.requestForUser(userId, orderNumber, returnRequestFromForm(form));
    const returnAnswer: ReturnAnswer = {
      ok: true,
      orderNumber,
      message: requestedMessage(form),
    };
    return data({ returnAnswer });
  } catch (error) {
    const failure = staffFailure(error);
    const returnAnswer: ReturnAnswer = { ok: false, orderNumber, message: failure.message };
    return data({ returnAnswer }, { status: failure.status });
  }
}

/** intent "cancel": one of the account's orders, cancelled before it ships (server/orders/cancel.ts). */
async function cancelOrder(context: AppLoadContext, form: FormData, userId: number) {
  const orderNumber = String(form.get("orderNumber") ?? "").slice(0, 20);
  try {
    const order = await context.services.orders.cancelForUser(userId, orderNumber);
    const cancelAnswer: CancelAnswer = { ok: true, orderNumber, message: cancelledMessage(order) };
    return data({ cancelAnswer });
  } catch (error) {
    const failure = staffFailure(error);
    const cancelAnswer: CancelAnswer = { ok: false, orderNumber, message: failure.message };
    return data({ cancelAnswer }, { status: failure.status });
  }
}

/**
 * In the browser: the server's answer, or (when it never comes: offline, a server failure) SPEC's
 * "Failed to update profile." on the form as typed. Redirects (to /login) pass through.
 */
/** Saves an address to the account; a refusal comes back with its message and what was typed. */
async function addAddress(context: AppLoadContext, userId: number, form: FormData) {
  const values = Object.fromEntries(
    (Object.keys(ADDRESS_LABELS) as (keyof typeof ADDRESS_LABELS)[]).map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value.slice(0, 300) : ""];
    }),
  ) as AddressAnswer["values"];
  try {
    const outcome = await context.services.addresses.add(userId, values);
    return redirectWithFlash(
      context,
      "/account",
      outcome === "saved" ? "Address saved" : "That address is already saved",
    );
  } catch (error) {
    const failure = accountFailure(error, "Could not save the address. Please try again.", ADDRESS_LABELS);
    const answer: AddressAnswer = { kind: "address", error: failure.message, field: failure.field ?? null, values };
    return data(answer, { status: failure.status });
  }
}

export function clientAction(args: Route.ClientActionArgs) {
  return serverActionOr(args, (form) => ({
    ok: false,
    message: ACCOUNT_MESSAGES.profileFailed,
    detail: "Please check your connection and try again.",
    field: null,
    values: profileValues(form),
  }));
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  // The action answers the profile form, a return request or the address book.
  const profileAnswer = actionData && "values" in actionData && !("kind" in actionData) ? actionData : undefined;
  const returnAnswer = actionData && "returnAnswer" in actionData ? actionData.returnAnswer : undefined;
  const reviewAnswer = actionData && "reviewAnswer" in actionData ? actionData.reviewAnswer : undefined;
  const cancelAnswer = actionData && "cancelAnswer" in actionData ? actionData.cancelAnswer : undefined;
  const account = useShopper().shopper.account;
  const username = account?.username;
  const addressAnswer = actionData && "kind" in actionData ? actionData : undefined;
  return (
    <div className="flex flex-col gap-6">
      {/* Signed out, a client-side arrival shows only the skeleton until its redirect to /login. */}
      <header className={`flex flex-wrap items-end justify-between gap-3 ${username ? "" : "hidden"}`}>
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Account</h1>
          <p className="mt-1 text-sm text-muted">
            Signed in as <span className="font-semibold text-ink">{username}</span>
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="logout" />
          <IconButton
            icon={LogOut}
            type="submit"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-4 text-sm font-semibold hover:border-ink"
          >
            Log out
          </IconButton>
        </Form>
      </header>
      {isStaffRole(account?.role) && <StaffLinks />}

      {/* Only a client-side arrival waits: a Suspense boundary in the server's HTML could need JavaScript
          to show its content (React streams large boundaries separately). */}
      {"pending" in loaderData ? (
        <Suspense fallback={<AccountSkeleton />}>
          <Await resolve={loaderData.pending} errorElement={<AccountLoadFailed />}>
            {({ profile, orders, addresses }) => (
              <>
                <ProfileForm profile={profile} answer={profileAnswer} />
                <AddressBook addresses={addresses} answer={addressAnswer} />
                <MyOrders
                  orders={orders}
                  returnAnswer={returnAnswer}
                  cancelAnswer={cancelAnswer}
                  reviewAnswer={reviewAnswer}
                />
              </>
            )}
          </Await>
        </Suspense>
      ) : (
        <>
          <ProfileForm profile={loaderData.profile} answer={profileAnswer} />
          <AddressBook addresses={loaderData.addresses} answer={addressAnswer} />
          <MyOrders
            orders={loaderData.orders}
            returnAnswer={returnAnswer}
            cancelAnswer={cancelAnswer}
            reviewAnswer={reviewAnswer}
          />
        </>
      )}
    </div>
  );
}

function AccountSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p role="status" className="text-sm font-medium text-muted">
        {ACCOUNT_MESSAGES.loading}
      </p>
      <div className="animate-pulse rounded-xl border border-line bg-white p-5 sm:p-6" aria-hidden="true">
        <div className="h-6 w-32 rounded bg-stone-200" />
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {PROFILE_FIELDS.map((field) => (
            <div key={field}>
              <div className="h-4 w-24 rounded bg-stone-200" />
              <div className="mt-2 h-11 rounded-md bg-stone-100" />
            </div>
          ))}
        </div>
      </div>
      <div className="h-40 animate-pulse rounded-xl border border-line bg-white" aria-hidden="true" />
    </div>
  );
}

/** A redirect (signed out, session ended) is followed; any other failure says what to do. */
function AccountLoadFailed() {
  const error = useAsyncError();
  const navigate = useNavigate();
  const location = error instanceof Response ? error.headers.get("Location") : null;
  useEffect(() => {
    if (location) void navigate(location, { replace: true });
  }, [location, navigate]);
  if (location) return <AccountSkeleton />;
  return (
    <div role="alert" className="rounded-xl border border-accent/30 bg-accent-soft p-5 text-accent-dark">
      <p className="font-semibold">{ACCOUNT_MESSAGES.unauthorized}</p>
      <StoreLink to={loginPath("/account")} className="mt-3 inline-flex min-h-11 items-center font-semibold underline">
        Go to login
      </StoreLink>
    </div>
  );
}

type ProfileAnswer = {
  ok: boolean;
  message: string;
  detail: string | null;
  field: ProfileField | null;
  values: Values;
};

/**
 * The profile's text fields in the form's order, each with what its input needs (gender is a select). No
 * maxLength on names and places: a browser would cut what is pasted without a word; the server's message
 * says what is too long.
 */
const TEXT_FIELDS: [ProfileField, InputHTMLAttributes<HTMLInputElement>][] = [
  ["fullName", { type: "text", autoComplete: "name" }],
  ["username", { type: "text", autoComplete: "username", maxLength: 30 }],
  ["email", { type: "email", autoComplete: "email", maxLength: PROFILE_LIMITS.email }],
  [
    "mobile",
    {
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel-national",
      placeholder: "10-digit mobile number",
      maxLength: PROFILE_LIMITS.mobile,
    },
  ],
  ["altMobile", { type: "tel", inputMode: "tel", placeholder: "Optional", maxLength: PROFILE_LIMITS.mobile }],
];
/** The last field, across the form's two columns. */
const LOCATION_INPUT: InputHTMLAttributes<HTMLInputElement> = {
  type: "text",
  autoComplete: "address-level2",
  placeholder: "City, State",
};

function ProfileForm({ profile, answer }: { profile: AccountView; answer: ProfileAnswer | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "profile";
  // After a refused save, the form shows what was typed; otherwise what is saved.
  const shown = (field: ProfileField) => (answer && !answer.ok ? answer.values[field] : profile[field]);
  const invalid = (field: ProfileField) => answer?.field === field;

  // The form's one message (above the fields) says what is wrong; the field it is about points to it.
  const field = (name: ProfileField, className?: string) => ({
    id: `profile-${name}`,
    label: PROFILE_LABELS[name],
    invalid: invalid(name),
    describedBy: invalid(name) ? "profile-message" : undefined,
    className,
  });
  const control = (name: ProfileField) => ({ name, defaultValue: shown(name), className: inputClass });

  return (
    <AccountSection id="profile" title="Profile">
      {answer ? (
        <Notice as="div" id="profile-message" tone={answer.ok ? "success" : "error"} className="mt-4 text-sm">
          <p>{answer.message}</p>
          {answer.detail ? <p className="mt-1 font-normal">{answer.detail}</p> : null}
        </Notice>
      ) : null}
      {/* Keyed by the saved values: a save that changed them (trimmed, lower-cased) shows them as saved. */}
      <Form
        key={JSON.stringify(PROFILE_FIELDS.map((field) => profile[field]))}
        method="post"
        noValidate
        aria-labelledby="profile-title"
        className="mt-5 grid gap-5 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="profile" />
        {TEXT_FIELDS.map(([name, input]) => (
          <Field key={name} {...field(name)}>
            {(props) => <input {...input} {...props} {...control(name)} />}
          </Field>
        ))}
        <Field {...field("gender")}>
          {(props) => (
            // As tall as the text fields beside it.
            <select {...props} {...control("gender")} className={`${inputClass} h-[2.875rem]`}>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
              {/* A gender saved as free text through the API stays chosen. */}
              {!(GENDERS as readonly string[]).includes(shown("gender")) && (
                <option value={shown("gender")}>{shown("gender")}</option>
              )}
            </select>
          )}
        </Field>
        <Field {...field("location", "sm:col-span-2")}>
          {(props) => <input {...LOCATION_INPUT} {...props} {...control("location")} />}
        </Field>
        <div className="sm:col-span-2">
          <SubmitButton busy={saving} busyLabel="Saving..." className="w-full px-8 sm:w-auto">
            Save
          </SubmitButton>
        </div>
      </Form>
    </AccountSection>
  );
}

/** An order's details (its items, returns, cancelling): the script is fetched once the page has hydrated. */
const OrderDisclosure = later(
  () => import("~/components/account/OrderDetails").then((module) => ({ default: module.OrderDisclosure })),
  () => null,
);

function MyOrders({
  orders,
  returnAnswer,
  cancelAnswer,
  reviewAnswer,
}: {
  orders: OrderView[];
  returnAnswer: ReturnAnswer | undefined;
  cancelAnswer: CancelAnswer | undefined;
  reviewAnswer: ReviewAnswer | undefined;
}) {
  return (
    <AccountSection id="orders" title="My Orders">
      {orders.length ? (
        <>
          <p className="mt-1 text-sm text-muted">Newest first. Open an order to see its items and delivery details.</p>
          <Suspense fallback={null}>
            <ul className="mt-4 flex flex-col gap-3">
              {orders.map((order) => (
                <li key={order.id}>
                  <OrderDisclosure
                    order={order}
                    returnAnswer={returnAnswer?.orderNumber === order.orderNumber ? returnAnswer : undefined}
                    cancelAnswer={cancelAnswer?.orderNumber === order.orderNumber ? cancelAnswer : undefined}
                    reviewAnswer={reviewAnswer?.orderNumber === order.orderNumber ? reviewAnswer : undefined}
                  />
                </li>
              ))}
            </ul>
          </Suspense>
        </>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-dashed border-line px-6 py-10 text-center">
          <PackageOpen aria-hidden="true" size={36} className="text-muted" />
          <p className="font-semibold">You have not placed any orders yet.</p>
          <StoreLink
            to="/products"
            className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            Start shopping
          </StoreLink>
        </div>
      )}
    </AccountSection>
  );
}

/** Staff find their pages from their account. */
function StaffLinks() {
  return (
    <nav aria-label="Staff" className="rounded-xl border border-line bg-white p-5">
      <h2 className="text-lg font-bold">Staff</h2>
      <StaffLinkList
        className="mt-3 flex flex-wrap gap-2"
        linkClassName="inline-flex min-h-11 items-center gap-2 rounded-md border border-line px-4 text-sm font-semibold hover:border-ink"
      />
    </nav>
  );
}

import { data, Form, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/admin-coupons";
import { StaffPage } from "~/components/staff/StaffNav";
import { CouponFields, type CouponValues } from "~/components/staff/CouponFields";
import { CardAnswer, PageAnswer } from "~/components/staff/StaffList";
import { StoreLink } from "~/components/ui/StoreLink";
import { formatCount, formatRupees } from "@rules/money";
import { COLLECTIONS } from "@rules/collections";
import type { StaffCouponView } from "@rules/coupon-schema";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { failedFields, staffFailure } from "~/lib/staff-failure";
import { movedWords, stateTone, stateWords, termPrimary, termSecondary } from "~/components/staff/term-states";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/coupons");
  const { coupons } = context.services;
  const list = await coupons.list();
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return { coupons: list, editing: list.find((coupon) => coupon.id === edit) ?? null };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Coupon codes", "The staff's coupon codes: their uses, discount given and revenue.");

const FIELDS = [
  "code",
  "kind",
  "percent",
  "cap",
  "flat",
  "minCart",
  "startsOn",
  "endsOn",
  "maxUses",
  "maxUsesPerShopper",
  "products",
];

/** intent "create" (a new code), "update" (a code's terms, by id) or "state" (pause, resume or end, by id). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/coupons");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const { coupons } = context.services;
  const input: Record<string, unknown> = Object.fromEntries(FIELDS.map((name) => [name, form.get(name) ?? ""]));
  input.firstOrderOnly = form.get("firstOrderOnly") === "on";
  input.showOnProductPages = form.get("showOnProductPages") === "on";
  input.excludeFinalSale = form.get("excludeFinalSale") === "on";
  input.combinable = form.get("notWithOffers") !== "on";
  input.categories = form.getAll("categories").map(String);
  input.collections = form.getAll("collections").map(String);
  try {
    if (intent === "state") {
      const changed = await coupons.setState(id, { state: form.get("state") }, user);
      return { ok: true as const, intent, id, message: `${changed.code} ${movedWords[changed.state]}` };
    }
    const saved = intent === "update" ? await coupons.update(id, input, user) : await coupons.create(input, user);
    return { ok: true as const, intent, id: saved.id, message: `${saved.code} saved: ${saved.description}` };
  } catch (error) {
    const failure = staffFailure(error);
    const errors = failedFields(error);
    return data(
      { ok: false as const, intent, id, message: failure.message, errors, values: input as CouponValues },
      { status: failure.status },
    );
  }
}

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { coupons, editing } = loaderData;
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok && actionData.intent !== "state" ? actionData : null;
  const saved = actionData?.ok && actionData.intent !== "state";
  // A refused form shows what was posted; a saved one starts afresh (or shows the code as saved).
  const values: CouponValues = failed?.values ?? (editing && !saved ? editing : {});
  const editingNow = Boolean(editing) && !(saved && actionData?.intent === "update");
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Coupon codes</h1>
        <p className="mt-1 text-sm text-muted">
          {coupons.length === 1 ? "1 code" : `${formatCount(coupons.length)} codes`}. A change never alters an order
          already placed: each order keeps the discount it got.
        </p>
      </header>

      {actionData && actionData.intent !== "state" ? (
        <PageAnswer answer={actionData} testId="coupon-answer">
          {actionData.message}
        </PageAnswer>
      ) : null}

      <section aria-labelledby="coupon-form-title" className="rounded-lg border border-line bg-white p-4 sm:p-6">
        <h2 id="coupon-form-title" className="text-lg font-bold">
          {editingNow && editing ? `Edit ${editing.code}` : "New code"}
        </h2>
        <Form
          method="post"
          className="mt-4 flex flex-col gap-4"
          key={editingNow ? `edit-${editing?.id}` : `new-${saved ? actionData?.id : ""}`}
        >
          <input type="hidden" name="intent" value={editingNow ? "update" : "create"} />
          {editingNow && editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <CouponFields idPrefix="coupon" values={values} errors={failed?.errors ?? {}} editing={editingNow} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={termPrimary} aria-busy={navigation.state === "submitting" || undefined}>
              {editingNow ? "Save changes" : "Create code"}
            </button>
            {editingNow ? (
              <StoreLink
                to="/admin/coupons"
                className="inline-flex min-h-11 items-center text-sm font-semibold underline"
              >
                Cancel editing
              </StoreLink>
            ) : null}
          </div>
        </Form>
      </section>

      {coupons.length ? (
        <ul className="flex flex-col gap-3" data-testid="staff-coupons">
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No codes yet.</p>
      )}
    </StaffPage>
  );
}

const limits = (coupon: StaffCouponView) =>
  [
    coupon.startsOn || coupon.endsOn
      ? `${coupon.startsOn ? `from ${coupon.startsOn}` : ""}${coupon.startsOn && coupon.endsOn ? " " : ""}${
          coupon.endsOn ? `to ${coupon.endsOn}` : ""
        } (IST)`
      : "no end date",
    coupon.maxUses !== null ? `${formatCount(coupon.maxUses)} uses in all` : null,
    coupon.maxUsesPerShopper !== null ? `${coupon.maxUsesPerShopper} per shopper` : null,
    coupon.firstOrderOnly ? "first order only" : null,
    coupon.categories.length || coupon.collections.length || coupon.products.length
      ? [
          ...coupon.categories,
          ...coupon.collections.map((key) => COLLECTIONS.find((c) => c.key === key)?.title ?? key),
          ...(coupon.products.length ? [`products ${coupon.products.join(", ")}`] : []),
        ].join(", ")
      : "every product",
    coupon.excludeFinalSale ? "not final-sale items" : null,
    coupon.combinable ? null : "not on items in an automatic offer",
    coupon.showOnProductPages ? "shown on product pages" : null,
  ]
    .filter(Boolean)
    .join(" · ");

function CouponCard({ coupon }: { coupon: StaffCouponView }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const next: [StaffCouponView["state"], string][] =
    coupon.state === "ended"
      ? []
      : [coupon.state === "active" ? ["paused", "Pause"] : ["active", "Resume"], ["ended", "End"]];
  return (
    <li
      className="grid gap-3 rounded-lg border border-line bg-white p-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto] lg:items-center"
      data-testid="staff-coupon"
      data-code={coupon.code}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-bold">{coupon.code}</span>
          <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${stateTone[coupon.state]}`}>
            {stateWords[coupon.state]}
          </span>
        </p>
        <p className="mt-1 text-sm font-semibold">{coupon.description}</p>
        <p className="mt-1 break-words text-sm text-muted">{limits(coupon)}</p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted">Uses</dt>
          <dd className="font-semibold tabular-nums" data-testid="coupon-uses">
            {formatCount(coupon.uses)}
            {coupon.maxUses !== null ? ` / ${formatCount(coupon.maxUses)}` : ""}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Discount given</dt>
          <dd className="font-semibold tabular-nums" data-testid="coupon-discount">
            {formatRupees(coupon.discountGiven)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Revenue</dt>
          <dd className="font-semibold tabular-nums" data-testid="coupon-revenue">
            {formatRupees(coupon.revenue)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        {coupon.state !== "ended" ? (
          <StoreLink
            to={`/admin/coupons?edit=${coupon.id}`}
            className={termSecondary}
            aria-label={`Edit ${coupon.code}`}
          >
            Edit
          </StoreLink>
        ) : null}
        {next.map(([state, label]) => (
          <fetcher.Form method="post" key={state}>
            <input type="hidden" name="intent" value="state" />
            <input type="hidden" name="id" value={coupon.id} />
            <input type="hidden" name="state" value={state} />
            <button type="submit" disabled={busy} className={termSecondary} aria-label={`${label} ${coupon.code}`}>
              {label}
            </button>
          </fetcher.Form>
        ))}
        <CardAnswer answer={fetcher.data} />
      </div>
    </li>
  );
}

import { data, Form, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/admin-offers";
import { StaffPage } from "~/components/staff/StaffNav";
import { OfferFields, type OfferValues } from "~/components/staff/OfferFields";
import { CardAnswer, PageAnswer } from "~/components/staff/StaffList";
import { StoreLink } from "~/components/ui/StoreLink";
import { formatCount } from "@rules/money";
import { COLLECTIONS } from "@rules/collections";
import type { StaffOfferView } from "@rules/offer-schema";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { failedFields, staffFailure } from "~/lib/staff-failure";
import { movedWords, stateTone, stateWords, termPrimary, termSecondary } from "~/components/staff/term-states";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/offers");
  const list = await context.services.offers.list();
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return { offers: list, editing: list.find((offer) => offer.id === edit && offer.state !== "ended") ?? null };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Offers", "The staff's automatic offers: sales and buy N, get X% off.");

const FIELDS = ["name", "kind", "percent", "minQuantity", "startsOn", "endsOn"];

/** intent "create" (a new offer), "update" (an offer's terms, by id) or "state" (pause, resume or end, by id). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/offers");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const { offers } = context.services;
  const input: Record<string, unknown> = Object.fromEntries(FIELDS.map((name) => [name, form.get(name) ?? ""]));
  input.collections = form.getAll("collections").map(String);
  input.categories = form.getAll("categories").map(String);
  try {
    if (intent === "state") {
      const changed = await offers.setState(id, { state: form.get("state") }, user);
      return { ok: true as const, intent, id, message: `${changed.name} ${movedWords[changed.state]}` };
    }
    const saved = intent === "update" ? await offers.update(id, input, user) : await offers.create(input, user);
    return { ok: true as const, intent, id: saved.id, message: `${saved.name} saved: ${saved.description}` };
  } catch (error) {
    const failure = staffFailure(error);
    const errors = failedFields(error);
    return data(
      { ok: false as const, intent, id, message: failure.message, errors, values: input as OfferValues },
      { status: failure.status },
    );
  }
}

export default function AdminOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { offers, editing } = loaderData;
  const navigation = useNavigation();
  const failed = actionData && !actionData.ok && actionData.intent !== "state" ? actionData : null;
  const saved = actionData?.ok && actionData.intent !== "state";
  const values: OfferValues = failed?.values ?? (editing && !saved ? editing : {});
  const editingNow = Boolean(editing) && !(saved && actionData?.intent === "update");
  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Offers</h1>
        <p className="mt-1 text-sm text-muted">
          {offers.length === 1 ? "1 offer" : `${formatCount(offers.length)} offers`}. Applied without a code: a product
          gets its best sale, and a cart the best buy N offer too where it saves more. A change never alters an order
          already placed.
        </p>
      </header>

      {actionData && actionData.intent !== "state" ? (
        <PageAnswer answer={actionData} testId="offer-answer">
          {actionData.message}
        </PageAnswer>
      ) : null}

      <section aria-labelledby="offer-form-title" className="rounded-lg border border-line bg-white p-4 sm:p-6">
        <h2 id="offer-form-title" className="text-lg font-bold">
          {editingNow && editing ? `Edit ${editing.name}` : "New offer"}
        </h2>
        <Form
          method="post"
          className="mt-4 flex flex-col gap-4"
          key={editingNow ? `edit-${editing?.id}` : `new-${saved ? actionData?.id : ""}`}
        >
          <input type="hidden" name="intent" value={editingNow ? "update" : "create"} />
          {editingNow && editing ? <input type="hidden" name="id" value={editing.id} /> : null}
          <OfferFields idPrefix="offer" values={values} errors={failed?.errors ?? {}} />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={termPrimary} aria-busy={navigation.state === "submitting" || undefined}>
              {editingNow ? "Save changes" : "Create offer"}
            </button>
            {editingNow ? (
              <StoreLink
                to="/admin/offers"
                className="inline-flex min-h-11 items-center text-sm font-semibold underline"
              >
                Cancel editing
              </StoreLink>
            ) : null}
          </div>
        </Form>
      </section>

      {offers.length ? (
        <ul className="flex flex-col gap-3" data-testid="staff-offers">
          {offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No offers yet.</p>
      )}
    </StaffPage>
  );
}

const collectionTitle = (key: string) => COLLECTIONS.find((c) => c.key === key)?.title ?? key;

const limits = (offer: StaffOfferView) =>
  [
    offer.startsOn || offer.endsOn
      ? `${offer.startsOn ? `from ${offer.startsOn}` : ""}${offer.startsOn && offer.endsOn ? " " : ""}${
          offer.endsOn ? `to ${offer.endsOn}` : ""
        } (IST)`
      : "no end date",
    offer.collections.length || offer.categories.length
      ? [...offer.collections.map(collectionTitle), ...offer.categories].join(", ")
      : "everything",
    offer.state === "active" && !offer.running ? "not running now" : null,
  ]
    .filter(Boolean)
    .join(" · ");

function OfferCard({ offer }: { offer: StaffOfferView }) {
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const next: [StaffOfferView["state"], string][] =
    offer.state === "ended"
      ? []
      : [offer.state === "active" ? ["paused", "Pause"] : ["active", "Resume"], ["ended", "End"]];
  return (
    <li
      className="grid gap-3 rounded-lg border border-line bg-white p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
      data-testid="staff-offer"
      data-offer={offer.name}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="text-base font-bold">{offer.name}</span>
          <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${stateTone[offer.state]}`}>
            {stateWords[offer.state]}
          </span>
        </p>
        <p className="mt-1 text-sm font-semibold">{offer.description}</p>
        <p className="mt-1 break-words text-sm text-muted">{limits(offer)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {offer.state !== "ended" ? (
          <StoreLink to={`/admin/offers?edit=${offer.id}`} className={termSecondary} aria-label={`Edit ${offer.name}`}>
            Edit
          </StoreLink>
        ) : null}
        {next.map(([state, label]) => (
          <fetcher.Form method="post" key={state}>
            <input type="hidden" name="intent" value="state" />
            <input type="hidden" name="id" value={offer.id} />
            <input type="hidden" name="state" value={state} />
            <button type="submit" disabled={busy} className={termSecondary} aria-label={`${label} ${offer.name}`}>
              {label}
            </button>
          </fetcher.Form>
        ))}
        <CardAnswer answer={fetcher.data} />
      </div>
    </li>
  );
}

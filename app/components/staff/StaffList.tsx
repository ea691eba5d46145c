import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { IconButton } from "~/components/ui/IconLabel";

/**
 * The parts the staff's lists (/admin/products, /admin/orders, /admin/returns) share: the filter row
 * above the list, the empty list and the answer to a row's button.
 */

/** The filter row: a plain GET form (it works without JavaScript) and its button. */
export function StaffFilters({ button, children }: { button: string; children: ReactNode }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      {children}
      <IconButton
        icon={Search}
        iconSize={16}
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink bg-ink px-4 font-semibold text-white"
      >
        {button}
      </IconButton>
    </Form>
  );
}

/** The options of a staff select, from [value, words] pairs. */
export const choices = (options: readonly (readonly [string, string])[]) =>
  options.map(([value, words]) => (
    <option key={value} value={value}>
      {words}
    </option>
  ));

/** A choice of the filter row; `options` are [value, words] pairs. */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select {...control} name={name} defaultValue={defaultValue} className={staffInput}>
          {choices(options)}
        </select>
      )}
    </Field>
  );
}

/** The search box of the filter row (the `q` parameter), taking the row's spare width. */
export function FilterSearch({ id, label, defaultValue }: { id: string; label: string; defaultValue: string }) {
  return (
    <Field id={id} label={label} className="min-w-48 flex-1">
      {(control) => (
        <input {...control} name="q" type="search" defaultValue={defaultValue} maxLength={100} className={staffInput} />
      )}
    </Field>
  );
}

/** A list of cards (orders, return requests), or what to say when there are none. */
export function CardList<T>({
  testId,
  items,
  card,
  empty,
}: {
  testId: string;
  items: readonly T[];
  card: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  return items.length ? (
    <ul className="flex flex-col gap-4" data-testid={testId}>
      {items.map(card)}
    </ul>
  ) : (
    <EmptyList>{empty}</EmptyList>
  );
}

/**
 * One card of such a list: its title and subtitle with its status badge beside them, two columns (who and
 * what), and the row of its buttons under a rule.
 */
export function StaffCard({
  title,
  subtitle,
  badge,
  who,
  what,
  actionsAlign,
  actions,
  ...data
}: {
  title: ReactNode;
  subtitle: ReactNode;
  badge: ReactNode;
  who: ReactNode;
  what: ReactNode;
  actionsAlign: "items-center" | "items-end";
  actions: ReactNode;
} & Record<`data-${string}`, string | number>) {
  return (
    <li className="rounded-lg border border-line bg-white p-4 sm:p-5" {...data}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-bold tracking-wide">{title}</p>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
        {badge}
      </div>

      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>{who}</div>
        <ul className="flex flex-col gap-1">{what}</ul>
      </div>

      <div className={`mt-4 flex flex-wrap ${actionsAlign} gap-2 border-t border-line pt-4`}>{actions}</div>
    </li>
  );
}

/** What shows where a list has nothing to show. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-line bg-white px-6 py-12 text-center text-muted">{children}</p>
  );
}

/** The answer to a card's button: a status when it worked, an alert when it was refused. */
export function CardAnswer({ answer }: { answer: { ok: boolean; message: string } | undefined }) {
  return answer ? (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`text-sm font-medium ${answer.ok ? "text-muted" : "text-accent-dark"}`}
    >
      {answer.message}
    </p>
  ) : null;
}

/** The look of a field in a card's row of actions: a small label over the control. */
/**
 * A staff page's answer to a form it posted to itself (without JavaScript the cards' buttons post the page):
 * a status when it went through, an alert when it did not.
 */
export function PageAnswer({
  answer,
  children,
  testId,
}: {
  answer: { ok: boolean };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`rounded-md border px-4 py-3 text-sm font-medium ${
        answer.ok ? "border-line bg-white" : "border-accent/30 bg-accent-soft text-accent-dark"
      }`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/** A staff card's main button (a move of its state), and its other buttons. */
export const primaryButton =
  "inline-flex min-h-11 items-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-stone-700 disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center rounded-md border border-accent/40 bg-white px-4 text-sm font-semibold text-accent-dark hover:border-accent disabled:opacity-60";

export const ROW_FIELD = { className: "flex flex-col", labelClassName: "text-xs font-semibold" } as const;

/**
 * The carrier and tracking number a shipment needs (an order shipped, an exchange's replacement), ids
 * `${idPrefix}-${name}`.
 */
export function ShipmentFields({ idPrefix, testIdSuffix }: { idPrefix: string; testIdSuffix?: string }) {
  return SHIPMENT_FIELDS.map(([name, label, testId]) => (
    <Field key={name} id={`${idPrefix}-${name}`} label={label} {...ROW_FIELD}>
      {(control) => (
        <input
          {...control}
          name={name}
          required
          maxLength={60}
          className={staffInput}
          data-testid={testIdSuffix && `${testId}-${testIdSuffix}`}
        />
      )}
    </Field>
  ));
}

const SHIPMENT_FIELDS = [
  ["carrier", "Carrier", "carrier"],
  ["trackingNumber", "Tracking number", "tracking"],
] as const;

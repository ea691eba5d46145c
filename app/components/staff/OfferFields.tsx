import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { CATEGORIES, COLLECTIONS } from "@rules/collections";
import type { StaffOfferView } from "@rules/offer-schema";

/** The values an offer form shows: an offer being edited, or what was posted and refused. */
export type OfferValues = Partial<Record<keyof StaffOfferView, unknown>>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

/**
 * An automatic offer's fields, for a new offer and for editing one. Plain form fields: the page's action
 * checks them with the shared schema (rules/offer-schema.ts) and answers each field's message.
 */
export function OfferFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: OfferValues;
  errors: Record<string, string>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const collections = list(values.collections);
  const categories = list(values.categories);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field id={id("name")} label="Name" hint="Shoppers see it: “Winter sale”" error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={40}
            defaultValue={text(values.name)}
            className={staffInput}
          />
        )}
      </Field>
      <Field id={id("kind")} label="Gives" error={errors.kind}>
        {(control) => (
          <select {...control} name="kind" defaultValue={text(values.kind) || "sale"} className={staffInput}>
            <option value="sale">A sale: a percentage off</option>
            <option value="buy_n">Buy N, get a percentage off</option>
          </select>
        )}
      </Field>
      <Field id={id("percent")} label="Percent off" hint="1 to 90" error={errors.percent}>
        {(control) => (
          <input
            {...control}
            name="percent"
            inputMode="numeric"
            required
            defaultValue={text(values.percent)}
            className={staffInput}
          />
        )}
      </Field>
      <Field id={id("minQuantity")} label="Pieces to buy" hint="For buy N: 2 to 20" error={errors.minQuantity}>
        {(control) => (
          <input
            {...control}
            name="minQuantity"
            inputMode="numeric"
            defaultValue={text(values.minQuantity)}
            className={staffInput}
          />
        )}
      </Field>
      <Field id={id("startsOn")} label="First day" optional="optional" hint="India's time" error={errors.startsOn}>
        {(control) => (
          <input {...control} name="startsOn" type="date" defaultValue={text(values.startsOn)} className={staffInput} />
        )}
      </Field>
      <Field id={id("endsOn")} label="Last day" optional="optional" hint="Runs to its end" error={errors.endsOn}>
        {(control) => (
          <input {...control} name="endsOn" type="date" defaultValue={text(values.endsOn)} className={staffInput} />
        )}
      </Field>
      <Choices
        idPrefix={idPrefix}
        name="collections"
        legend="Collections"
        options={COLLECTIONS.map((c) => [c.key, c.title])}
        chosen={collections}
        error={errors.collections}
      />
      <Choices
        idPrefix={idPrefix}
        name="categories"
        legend="Categories"
        options={CATEGORIES.map((c) => [c, c])}
        chosen={categories}
        error={errors.categories}
      />
    </div>
  );
}

function Choices({
  idPrefix,
  name,
  legend,
  options,
  chosen,
  error,
}: {
  idPrefix: string;
  name: string;
  legend: string;
  options: [string, string][];
  chosen: string[];
  error: string | undefined;
}) {
  const errorId = `${idPrefix}-${name}-error`;
  return (
    <fieldset className="sm:col-span-2 lg:col-span-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        {legend} <span className="font-normal text-muted">(no collection or category ticked: everything)</span>
      </legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={chosen.includes(value)}
              className="size-5"
            />
            {label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-accent-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { CATEGORIES, COLLECTIONS } from "@rules/collections";
import type { StaffCouponView } from "@rules/coupon-schema";

/** The values a coupon form shows: a code being edited, or what was posted and refused. */
export type CouponValues = Partial<Record<keyof StaffCouponView, unknown>>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * A coupon code's fields, for a new code and for editing one (its name then stays). Every field is a plain
 * form field: the page's action checks them with the shared schema (rules/coupon-schema.ts) and answers each
 * field's message.
 */
export function CouponFields({
  idPrefix,
  values,
  errors,
  editing,
}: {
  idPrefix: string;
  values: CouponValues;
  errors: Record<string, string>;
  editing: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const categories = Array.isArray(values.categories) ? (values.categories as string[]) : [];
  const collections = Array.isArray(values.collections) ? (values.collections as string[]) : [];
  const products = Array.isArray(values.products) ? (values.products as unknown[]).join(", ") : text(values.products);
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field
        id={id("code")}
        label="Code"
        hint={editing ? "A code keeps its name" : "3 to 20 letters or digits"}
        error={errors.code}
      >
        {(control) => (
          <input
            {...control}
            name="code"
            required
            readOnly={editing}
            maxLength={20}
            defaultValue={text(values.code)}
            className={`${staffInput} uppercase read-only:bg-stone-100`}
          />
        )}
      </Field>
      <Field id={id("kind")} label="Gives" error={errors.kind}>
        {(control) => (
          <select {...control} name="kind" defaultValue={text(values.kind) || "percent"} className={staffInput}>
            <option value="percent">A percentage off</option>
            <option value="flat">An amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        )}
      </Field>
      <Field id={id("percent")} label="Percent off" hint="For a percentage: 1 to 90" error={errors.percent}>
        {(control) => (
          <input
            {...control}
            name="percent"
            inputMode="numeric"
            defaultValue={text(values.percent)}
            className={staffInput}
          />
        )}
      </Field>
      <Field id={id("cap")} label="Cap (₹)" optional="optional" hint="At most this much off" error={errors.cap}>
        {(control) => (
          <input {...control} name="cap" inputMode="numeric" defaultValue={text(values.cap)} className={staffInput} />
        )}
      </Field>
      <Field id={id("flat")} label="Amount off (₹)" hint="For an amount off" error={errors.flat}>
        {(control) => (
          <input {...control} name="flat" inputMode="numeric" defaultValue={text(values.flat)} className={staffInput} />
        )}
      </Field>
      <Field id={id("minCart")} label="Minimum cart (₹)" optional="optional" error={errors.minCart}>
        {(control) => (
          <input
            {...control}
            name="minCart"
            inputMode="numeric"
            defaultValue={text(values.minCart) === "0" ? "" : text(values.minCart)}
            className={staffInput}
          />
        )}
      </Field>
      <Field id={id("startsOn")} label="First day" optional="optional" hint="India's time" error={errors.startsOn}>
        {(control) => (
          <input {...control} name="startsOn" type="date" defaultValue={text(values.startsOn)} className={staffInput} />
        )}
      </Field>
      <Field id={id("endsOn")} label="Last day" optional="optional" hint="Works to its end" error={errors.endsOn}>
        {(control) => (
          <input {...control} name="endsOn" type="date" defaultValue={text(values.endsOn)} className={staffInput} />
        )}
      </Field>
      <Field id={id("maxUses")} label="Uses in all" optional="optional" error={errors.maxUses}>
        {(control) => (
          <input
            {...control}
            name="maxUses"
            inputMode="numeric"
            defaultValue={text(values.maxUses)}
            className={staffInput}
          />
        )}
      </Field>
      <Field
        id={id("maxUsesPerShopper")}
        label="Uses per shopper"
        optional="optional"
        hint="By account, e-mail or mobile"
        error={errors.maxUsesPerShopper}
      >
        {(control) => (
          <input
            {...control}
            name="maxUsesPerShopper"
            inputMode="numeric"
            defaultValue={text(values.maxUsesPerShopper)}
            className={staffInput}
          />
        )}
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">Conditions</legend>
        <label className="mt-2 flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="firstOrderOnly"
            defaultChecked={values.firstOrderOnly === true}
            className="size-5"
          />
          First order only
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="excludeFinalSale"
            defaultChecked={values.excludeFinalSale === true}
            className="size-5"
          />
          Not on final-sale items
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="notWithOffers" defaultChecked={values.combinable === false} className="size-5" />
          Not on items already in an automatic offer
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="showOnProductPages"
            defaultChecked={values.showOnProductPages === true}
            className="size-5"
          />
          Show on product pages (the best price with this code, while it is live)
        </label>
      </fieldset>
      <p className="text-sm text-muted sm:col-span-2 lg:col-span-4">
        The code is for the categories, collections and products chosen below (any of them); none chosen: every product.
      </p>
      <fieldset
        className="sm:col-span-2 lg:col-span-4"
        aria-describedby={errors.collections ? id("collections-error") : undefined}
      >
        <legend className="text-sm font-semibold">Collections</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          {COLLECTIONS.map((collection) => (
            <label key={collection.key} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="collections"
                value={collection.key}
                defaultChecked={collections.includes(collection.key)}
                className="size-5"
              />
              {collection.title}
            </label>
          ))}
        </div>
        {errors.collections ? (
          <p id={id("collections-error")} className="mt-1 text-sm font-medium text-accent-dark">
            {errors.collections}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={id("products")}
        label="Products"
        optional="optional"
        hint="Product numbers, separated by commas"
        error={errors.products}
      >
        {(control) => <input {...control} name="products" defaultValue={products} className={staffInput} />}
      </Field>
      <fieldset
        className="sm:col-span-2 lg:col-span-4"
        aria-describedby={errors.categories ? id("categories-error") : undefined}
      >
        <legend className="text-sm font-semibold">Categories</legend>
        <div className="mt-1 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="categories"
                value={category}
                defaultChecked={categories.includes(category)}
                className="size-5"
              />
              {category}
            </label>
          ))}
        </div>
        {errors.categories ? (
          <p id={id("categories-error")} className="mt-1 text-sm font-medium text-accent-dark">
            {errors.categories}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

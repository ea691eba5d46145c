import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { GalleryField } from "./GalleryField";
import type { TextField } from "./ProductForm";
import { Field } from "~/components/ui/FormField";
import { staffInput } from "~/components/ui/field";
import { formatRupees } from "@rules/money";
import { STAFF_LIMITS, suggestedSku, type StaffColourStock } from "@rules/staff";

/** What a colour's form holds, as typed. */
export interface ColourValues {
  name: string;
  sku: string;
  images: string[];
  price: string;
  oldPrice: string;
  description: string;
  /** By size, the price typed for it ("" or absent: the colour's price). */
  sizePrices: Record<string, string>;
}

export const COLOUR_INTENTS = ["addColour", "editColour", "moveColour", "removeColour"] as const;
export type ColourIntent = (typeof COLOUR_INTENTS)[number];

/** The page action's answer to a colour's form: its message, and each field's (with what was typed). */
export interface ColourAnswer {
  intent: ColourIntent;
  colourId: number | null;
  ok: boolean;
  message: string;
  errors: Partial<Record<keyof ColourValues, string>>;
  values: ColourValues | null;
}

export const EMPTY_COLOUR: ColourValues = {
  name: "",
  sku: "",
  images: [],
  price: "",
  oldPrice: "",
  description: "",
  sizePrices: {},
};

/** A size's price field's name in the form: `sizePrice.<size>`. */
export const SIZE_PRICE_FIELD = "sizePrice.";

/** A colour's own values as its form shows them (empty: the product's). */
export const colourValues = (colour: StaffColourStock): ColourValues => ({
  name: colour.name,
  sku: colour.sku,
  images: colour.images,
  price: colour.price === null ? "" : String(colour.price),
  oldPrice: colour.oldPrice === null ? "" : String(colour.oldPrice),
  description: colour.description ?? "",
  sizePrices: Object.fromEntries(Object.entries(colour.sizePrices).map(([size, price]) => [size, String(price)])),
});

const number = { type: "number", inputMode: "numeric", min: 1, max: STAFF_LIMITS.maxPrice, step: 1 } as const;

/**
 * A colour's fields, new or existing: name, SKU, and (not for the first colour, whose are the product's)
 * photos, price, old price and description. A plain post to the page's action, which answers each field's
 * message beside it; with the page's script, the first field in error takes the focus.
 */
export function ColourForm({
  idPrefix,
  intent,
  colour,
  first,
  initial,
  answer,
  product,
  busy,
  submit,
}: {
  idPrefix: string;
  intent: "addColour" | "editColour";
  colour?: StaffColourStock;
  /** The first colour: its photos, prices and description are the product's, edited above. */
  first: boolean;
  initial: ColourValues;
  /** The action's answer, when it is about this form. */
  answer: ColourAnswer | undefined;
  product: { sku: string; basePrice: number; baseOldPrice: number | null; sizes: string[] };
  busy: boolean;
  submit: string;
}) {
  const [values, setValues] = useState<ColourValues>(() => (answer && !answer.ok && answer.values) || initial);
  // A new colour's SKU follows its name until the staff type one of their own.
  const [skuTyped, setSkuTyped] = useState(intent === "editColour" || values.sku !== "");
  const form = useRef<HTMLFormElement>(null);
  const errors = answer && !answer.ok ? answer.errors : {};
  const set = (field: keyof ColourValues) => (value: string) =>
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === "name" && !skuTyped && { sku: suggestedSku(product.sku, value) }),
    }));
  useEffect(() => {
    if (!answer || answer.ok) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? form.current?.querySelector<HTMLElement>("[data-colour-status]"))?.focus();
  }, [answer]);

  const bind = (field: Exclude<keyof ColourValues, "images" | "sizePrices">) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
  });
  const productPrice = formatRupees(product.basePrice);

  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-4" aria-label={submit}>
      <input type="hidden" name="intent" value={intent} />
      {colour ? <input type="hidden" name="colourId" value={colour.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-name`} label="Colour name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              {...inputOf(bind("name"))}
              maxLength={40}
              autoComplete="off"
              required
              className={staffInput}
            />
          )}
        </Field>
        <Field
          id={`${idPrefix}-sku`}
          label="SKU"
          error={errors.sku}
          hint={
            intent === "addColour" ? "Suggested from the product's SKU and the colour; unique in the store." : undefined
          }
          hintClassName="mt-1 text-xs text-muted"
        >
          {(control) => (
            <input
              {...control}
              {...inputOf(bind("sku"))}
              onChange={(event) => {
                setSkuTyped(event.target.value !== "");
                setValues((current) => ({ ...current, sku: event.target.value }));
              }}
              maxLength={40}
              autoComplete="off"
              required
              className={`${staffInput} uppercase`}
            />
          )}
        </Field>
      </div>
      {first ? (
        <p className="text-sm text-muted">
          The first colour shows the product&apos;s own photos, price and description: change them in the product&apos;s
          fields above, or move another colour first.
        </p>
      ) : (
        <>
          <GalleryField
            id={`${idPrefix}-images`}
            name="images"
            value={values.images}
            onChange={(images) => setValues((current) => ({ ...current, images }))}
            help="This colour's own photos; the first is its swatch and main photo."
            empty="No photos of its own: it shows the product's."
            error={errors.images}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextFieldWithError
              {...bind("price")}
              label="Price (₹, optional)"
              input={number}
              help={`Empty: the product's price, ${productPrice}.`}
              error={errors.price}
            />
            <TextFieldWithError
              {...bind("oldPrice")}
              label="Old price (₹, optional)"
              input={number}
              help="Above its own price: shows as a discount."
              error={errors.oldPrice}
            />
          </div>
          <Field
            id={`${idPrefix}-description`}
            label="Description"
            optional="optional"
            hint="Empty: the product's description."
            hintClassName="mt-1 text-xs text-muted"
            error={errors.description}
          >
            {(control) => (
              <textarea
                {...control}
                {...inputOf(bind("description"))}
                rows={3}
                maxLength={STAFF_LIMITS.description}
                className={`${staffInput} resize-y`}
              />
            )}
          </Field>
        </>
      )}
      {intent === "editColour" && product.sizes.length > 1 ? (
        <SizePrices
          idPrefix={idPrefix}
          sizes={product.sizes}
          values={values.sizePrices}
          onChange={(update) => setValues((current) => ({ ...current, sizePrices: update(current.sizePrices) }))}
          colourPrice={first || values.price === "" ? productPrice : formatRupees(Number(values.price))}
          error={errors.sizePrices}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          {busy ? "Saving..." : submit}
        </button>
        <p data-colour-status tabIndex={-1} role="alert" className="text-sm font-semibold text-accent-dark">
          {answer && !answer.ok && !busy
            ? Object.keys(errors).length
              ? "Not saved: check the marked field."
              : answer.message
            : ""}
        </p>
      </div>
    </Form>
  );
}

const inputOf = ({ name, value, onChange }: { name: string; value: string; onChange: (value: string) => void }) => ({
  name,
  value,
  onChange: (event: { target: { value: string } }) => onChange(event.target.value),
});

/** The product form's text field, with a field's own message under it. */
function TextFieldWithError({ error, ...props }: Parameters<typeof TextField>[0] & { error: string | undefined }) {
  return (
    <Field id={props.id} label={props.label} hint={props.help} hintClassName="mt-1 text-xs text-muted" error={error}>
      {(control) => <input {...control} {...inputOf(props)} className={staffInput} {...props.input} />}
    </Field>
  );
}

/**
 * A price of its own for some of the colour's sizes (an XXL that costs more); each field posts as
 * `sizePrice.<size>`, empty for the colour's price.
 */
function SizePrices({
  idPrefix,
  sizes,
  values,
  onChange,
  colourPrice,
  error,
}: {
  idPrefix: string;
  sizes: string[];
  values: Record<string, string>;
  /** Given how to change the prices, so fields typed before hydration each build on the last (StockGrid.tsx). */
  onChange: (update: (values: Record<string, string>) => Record<string, string>) => void;
  colourPrice: string;
  error: string | undefined;
}) {
  const errorId = `${idPrefix}-size-prices-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">Price by size (₹, optional)</legend>
      <p className="text-xs text-muted">Empty: the colour&apos;s price, {colourPrice}.</p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {sizes.map((size) => (
          <label key={size} className="flex flex-col gap-1 text-xs font-semibold">
            {size}
            <input
              {...number}
              id={`${idPrefix}-size-price-${size}`}
              name={`${SIZE_PRICE_FIELD}${size}`}
              value={values[size] ?? ""}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const typed = event.target.value;
                onChange((current) => ({ ...current, [size]: typed }));
              }}
              className={`${staffInput} mt-0! tabular-nums`}
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-accent-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

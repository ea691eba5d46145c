import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/admin-product-edit";
import { GalleryField } from "~/components/staff/GalleryField";
import { ProductForm, SelectField, TextField, categoryOptions, fieldBinder } from "~/components/staff/ProductForm";
import { StaffPage } from "~/components/staff/StaffNav";
import { StockGrid, countedTotal, stockByColourOf, stockCounts } from "~/components/staff/StockGrid";
import { formatRupees, toRupees } from "@rules/money";
import { privatePageHeaders, privatePageMeta } from "~/lib/seo";
import type { StaffProductView } from "@rules/staff";
import { staffFailure } from "~/lib/staff-failure";
import { requireStaffPage } from "~/.server/staff-guard";
import { readForm } from "~/lib/form";
import { IconLink } from "~/components/ui/IconLabel";
import { ColourList } from "~/components/staff/ColourList";
import { COLOUR_INTENTS, type ColourIntent } from "~/components/staff/ColourForm";
import { colourAction } from "~/.server/colour-action";

const FIELDS = ["name", "price", "oldPrice", "category", "description", "stock", "hidden", "finalSale"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (product: StaffProductView): Values => ({
  name: product.name,
  price: String(product.basePrice),
  oldPrice: product.baseOldPrice === null ? "" : String(product.baseOldPrice),
  category: product.category,
  description: product.description,
  stock: String(product.stock),
  hidden: String(product.hidden),
  finalSale: String(product.finalSale),
});

const productId = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/products/:id");
  const product = await context.services.staff.getProduct(productId(params.id));
  if (!product) throw data(null, { status: 404 });
  return { product, markupRupees: toRupees(context.services.staff.markupPaise) };
}

export const headers = privatePageHeaders;

export function meta({ data: page, matches }: Route.MetaArgs) {
  return privatePageMeta({
    title: page ? `Edit ${page.product.name}` : "Edit product",
    description: "Edit a product of the catalogue.",
    matches,
  });
}

/**
 * Saves every field of the product's form, or one colour's form (its `intent` says which); a refusal
 * answers its message and keeps what was typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/products/:id");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (COLOUR_INTENTS.includes(intent as ColourIntent)) {
    return colourAction(context.services.staff, productId(params.id), intent as ColourIntent, form, user);
  }
  const values = Object.fromEntries(
    FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Values;
  // Stock per colour and size (the grid's fields) when the product keeps its category; a new category
  // brings new sizes, over which the whole figure is spread.
  const current = await context.services.staff.getProduct(productId(params.id));
  const byColour = stockByColourOf(form);
  // The photos in the order the form lists them (hidden "images" fields); the first is the image.
  // An address typed before the page's script ran posts as one more photo; an empty one is no photo.
  const changes: Record<string, unknown> = { ...values, images: form.getAll("images").filter((src) => src !== "") };
  if (byColour && current && values.category === current.category) {
    delete changes.stock;
    changes.stockByColour = byColour;
  } else if (byColour && current) {
    const counts = { cells: Object.fromEntries([...form].map(([key, value]) => [key, String(value)])), all: {} };
    changes.stock = String(countedTotal(current.colours, current.sizes, counts));
  }
  try {
    await context.services.staff.updateProduct(productId(params.id), changes, user);
    return { ok: true as const, message: "Saved ✅" };
  } catch (error) {
    const failure = staffFailure(error);
    return data({ ok: false as const, message: failure.message }, { status: failure.status });
  }
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.formData;
  const intent = sending?.get("intent");
  const colourAnswer = actionData && "intent" in actionData ? actionData : undefined;
  const productAnswer = actionData && !("intent" in actionData) ? actionData : undefined;
  return (
    <StaffPage>
      {/* A new product (another id), or colours added, removed or renamed, start a new form. */}
      <EditForm
        key={`${product.id}:${product.colours.map((c) => `${c.id}.${c.slug}`).join()}`}
        product={product}
        markupRupees={loaderData.markupRupees}
        answer={productAnswer}
        saving={sending !== undefined && intent === null}
      />
      <ColourList
        product={product}
        answer={colourAnswer}
        pending={typeof intent === "string" ? { intent, colourId: Number(sending?.get("colourId")) || null } : null}
      />
    </StaffPage>
  );
}

function EditForm({
  product,
  markupRupees,
  answer,
  saving,
}: {
  product: StaffProductView;
  markupRupees: number;
  answer: { ok: boolean; message: string } | undefined;
  saving: boolean;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(product));
  const [images, setImages] = useState(() => product.images.map((photo) => photo.src));
  const sizes = product.sizes;
  // One figure for a product of one colour without sizes; else a count per colour and size.
  const grid = sizes.length > 0 || product.colours.length > 1;
  const [counts, setCounts] = useState(() => stockCounts(product.colours, sizes));
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = fieldBinder("edit", values, set);
  const number = (min: number) => ({ type: "number", inputMode: "numeric", min, step: 1 }) as const;

  return (
    <>
      <header className="flex flex-col gap-2">
        <IconLink
          icon={ArrowLeft}
          iconSize={16}
          to="/admin/products"
          className="inline-flex items-center gap-1 text-sm font-semibold text-muted hover:text-ink"
        >
          All products
        </IconLink>
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">Edit {product.name}</h1>
        <p className="text-sm text-muted">
          {product.sku} · shoppers pay {formatRupees(product.price)}
          {product.hidden ? " · hidden from the catalogue" : ""}
        </p>
      </header>

      <ProductForm
        idPrefix="edit"
        label={`Edit ${product.name}`}
        className="max-w-3xl"
        values={values}
        onChange={set}
        descriptionRows={6}
        save={{ label: saving ? "Saving..." : "Save changes", disabled: saving }}
        reset={{
          label: "Undo changes",
          onClick: () => {
            setValues(valuesOf(product));
            setImages(product.images.map((photo) => photo.src));
            setCounts(stockCounts(product.colours, sizes));
          },
        }}
        failed={answer !== undefined && !answer.ok}
        status={!saving && answer ? answer.message : ""}
      >
        <GalleryField id="edit-images" name="images" value={images} onChange={setImages} />
        <div className={`grid gap-5 ${grid ? "sm:grid-cols-2" : "sm:grid-cols-3"}`}>
          <TextField {...bind("price")} label="Price (₹)" input={number(1)} />
          <TextField {...bind("oldPrice")} label="Old price (₹, optional)" input={number(1)} />
          {grid ? null : <TextField {...bind("stock")} label="Stock" input={number(0)} />}
        </div>
        <p className="-mt-3 text-sm text-muted">
          Shoppers see both prices plus the store&apos;s {formatRupees(markupRupees)} markup; an old price above the
          price shows as a discount.
        </p>
        {grid ? (
          <StockGrid idPrefix="edit" colours={product.colours} sizes={sizes} counts={counts} onChange={setCounts}>
            <p className="text-sm text-muted">
              In all: {countedTotal(product.colours, sizes, counts)}.
              {sizes.length > 1 ? " A figure under All sizes sets every size of its colour." : ""} A new category brings
              its own sizes, and this total is spread over them
              {product.colours.length > 1 ? " and the colours" : ""}.
            </p>
          </StockGrid>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField {...bind("category")} label="Category" options={categoryOptions()} />
          <SelectField
            {...bind("hidden")}
            label="In the catalogue"
            options={[
              ["false", "Shown to shoppers"],
              ["true", "Hidden"],
            ]}
          />
          <SelectField
            {...bind("finalSale", "edit-final-sale")}
            label="Returns"
            options={[
              ["false", "Returnable within its window"],
              ["true", "Final sale: non-returnable"],
            ]}
            help="Shoppers see “Final sale” on its cards and page, and cannot return it."
            helpClassName="mt-1 text-xs text-muted"
          />
        </div>
      </ProductForm>
    </>
  );
}

import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";

import type { Route } from "./+types/add-product";
import { ImageField } from "~/components/staff/ImageField";
import { ProductForm, SelectField, TextField, categoryOptions, fieldBinder } from "~/components/staff/ProductForm";
import { StaffPage } from "~/components/staff/StaffNav";
import type { ProductView } from "@rules/catalog-types";
import { canonicalPath, collectionForProduct } from "@rules/collections";
import { formatRupees, toRupees } from "@rules/money";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { STAFF_LIMITS } from "@rules/staff";
import { requireStaffPage } from "~/.server/staff-guard";
import { useHydrated } from "~/components/use-hydrated";
import { StoreLink } from "~/components/ui/StoreLink";

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/AddProduct");
  return { markupRupees: toRupees(context.services.staff.markupPaise) };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Add Product", "Add a product to the catalogue.");

/** docs/product.md section 4: the status line's words, in order. */
type Status = "" | "Saving..." | "Saved ✅" | "Failed to save" | "Error saving product";
const STATUS_CLEAR_MS = 2500;

const EMPTY = { name: "", image: "", price: "", category: "", description: "" };
type Values = typeof EMPTY;

/** The price shoppers will pay for a typed price, or null while it is not a whole number. */
function shownPrice(price: string, markupRupees: number): number | null {
  return /^\d{1,7}$/.test(price.trim()) && Number(price) > 0 ? Number(price) + markupRupees : null;
}

/** Where a saved product can be seen: its collection page, else a search for it. */
function whereToFind(product: ProductView): { href: string; label: string } {
  if (product.collections.length) {
    const collection = collectionForProduct(product);
    return { href: canonicalPath(collection), label: collection.title };
  }
  return { href: `/products?q=${encodeURIComponent(product.name)}`, label: "search" };
}

/** /AddProduct (docs/product.md section 2): the staff's form for a new product, saved through POST /api/products/create. */
export default function AddProduct({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [status, setStatus] = useState<Status>("");
  const [detail, setDetail] = useState<string | null>(null);
  const [saved, setSaved] = useState<ProductView | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = fieldBinder("product", values, set);
  const shown = shownPrice(values.price, loaderData.markupRupees);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(clearTimer.current);
    setStatus("Saving...");
    setDetail(null);
    try {
      const res = await fetch("/api/products/create", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...values, price: Number(values.price) }),
      });
      const body = (await res.json().catch(() => null)) as {
        success?: boolean;
        product?: ProductView;
        message?: string;
      } | null;
      if (body?.success === true && body.product) {
        setValues(EMPTY);
        setSaved(body.product);
        setStatus("Saved ✅");
        clearTimer.current = setTimeout(() => setStatus(""), STATUS_CLEAR_MS);
      } else {
        setStatus("Failed to save");
        setDetail(body?.message ?? null);
      }
    } catch {
      setStatus("Error saving product");
    }
  };

  const reset = () => {
    clearTimeout(clearTimer.current);
    setValues(EMPTY);
    setStatus("");
    setDetail(null);
    setSaved(null);
  };

  const failed = status === "Failed to save" || status === "Error saving product";
  const found = saved ? whereToFind(saved) : null;

  return (
    <StaffPage>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Add Product</h1>
        <p className="mt-1 text-sm text-muted">
          It appears in its category&apos;s collection, search and the home page at once.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ProductForm
          idPrefix="product"
          label="New product"
          heading
          onSubmit={(event) => void save(event)}
          values={values}
          onChange={set}
          descriptionRows={5}
          descriptionCounted
          save={{ label: "Save Product", disabled: !hydrated || status === "Saving..." }}
          reset={{ label: "Reset", onClick: reset, disabled: !hydrated }}
          failed={failed}
          status={
            <>
              {status ? <span data-testid="save-status-text">{status}</span> : null}
              {detail ? <span className="ml-2 font-normal text-muted">{detail}</span> : null}
            </>
          }
        >
          <ImageField {...bind("image")} />

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              {...bind("price")}
              label="Price (₹)"
              input={{ type: "number", inputMode: "numeric", min: 1, max: STAFF_LIMITS.maxPrice, step: 1 }}
              help={
                loaderData.markupRupees === 0
                  ? "Shoppers pay this price."
                  : shown === null
                    ? `Shoppers pay this price plus the store's ${formatRupees(loaderData.markupRupees)} markup.`
                    : `Shoppers pay ${formatRupees(shown)} (with the ${formatRupees(loaderData.markupRupees)} markup).`
              }
            />
            <SelectField
              {...bind("category")}
              label="Category"
              options={categoryOptions("Choose a category")}
              help="Left empty, the product goes under Other."
            />
          </div>
        </ProductForm>

        <aside aria-label="Last added" className="rounded-lg border border-line bg-white p-5 text-sm">
          {saved && found ? (
            <div className="flex flex-col gap-3" data-testid="last-added">
              <p className="flex items-center gap-2 font-semibold text-emerald-700">
                <CheckCircle2 aria-hidden="true" size={18} />
                Added to the catalogue
              </p>
              <p className="font-semibold break-words">{saved.name}</p>
              <p className="text-muted">
                {saved.category} · {formatRupees(saved.price)} to shoppers
              </p>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                <StoreLink to={`/product/${saved.id}`} className="font-semibold text-accent underline">
                  View product page
                </StoreLink>
                <StoreLink to={found.href} className="font-semibold text-accent underline">
                  Find it in {found.label}
                </StoreLink>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2 text-muted">
              <p className="font-semibold text-ink">Good to know</p>
              <p>Name, image and price are needed. The category decides the collection and the sizes.</p>
              <p>More photos, and their order, are added on the product&apos;s edit page once it is saved.</p>
              <p>
                Stock starts at {STAFF_LIMITS.defaultStock}; change it, or hide a product, in{" "}
                <StoreLink to="/admin/products" className="font-semibold text-ink underline">
                  Products
                </StoreLink>
                .
              </p>
            </div>
          )}
        </aside>
      </div>
    </StaffPage>
  );
}

import { Eye, EyeOff, ImageOff, PackagePlus, Pencil } from "lucide-react";
import { useState } from "react";
import { data, useFetcher } from "react-router";
import type { Route } from "./+types/admin-products";
import { StaffPage } from "~/components/staff/StaffNav";
import { Pager } from "~/components/ui/Pager";
import { EmptyList, FilterSearch, FilterSelect, StaffFilters } from "~/components/staff/StaffList";
import { useFailedImage } from "~/components/staff/use-failed-image";
import { formatCount, formatRupees } from "@rules/money";
import { privatePageHeaders, privateMeta } from "~/lib/seo";
import { PRODUCT_VISIBILITY, type ProductVisibility, type StaffProductView } from "@rules/staff";
import { requireStaffPage } from "~/.server/staff-guard";
import { staffFailure } from "~/lib/staff-failure";
import { readForm } from "~/lib/form";
import { StoreLink } from "~/components/ui/StoreLink";
import { IconLink } from "~/components/ui/IconLabel";

const VISIBILITY_LABELS: Record<ProductVisibility, string> = {
  all: "All products",
  visible: "In the catalogue",
  hidden: "Hidden",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "/admin/products");
  const params = new URL(request.url).searchParams;
  const query = {
    q: params.get("q") ?? "",
    visibility: params.get("visibility") || "all",
    page: params.get("page") ?? "",
  };
  const { staff } = context.services;
  // A hand-edited address with a bad value shows the first page rather than an error.
  const page = await staff.listProducts(query).catch(() => staff.listProducts({ q: query.q.slice(0, 100) }));
  return { ...page, q: query.q, visibility: query.visibility as ProductVisibility };
}

export const headers = privatePageHeaders;

export const meta = privateMeta("Products", "The staff's list of products.");

/** Hide or show one product (the row's button). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireStaffPage(request, context, "/admin/products");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const hidden = form.get("intent") === "hide";
  try {
    const product = await context.services.staff.updateProduct(id, { hidden }, user);
    return { ok: true as const, hidden: product.hidden };
  } catch (error) {
    const failure = staffFailure(error);
    return data({ ok: false as const, message: failure.message }, { status: failure.status });
  }
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, total, page, totalPages, q, visibility } = loaderData;
  const searchParams = new URLSearchParams({ ...(q ? { q } : {}), ...(visibility !== "all" ? { visibility } : {}) });
  return (
    <StaffPage>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Products</h1>
          <p className="mt-1 text-sm text-muted" data-testid="product-total">
            {total === 1 ? "1 product" : `${formatCount(total)} products`}
            {q ? ` matching “${q}”` : ""}
          </p>
        </div>
        <IconLink
          icon={PackagePlus}
          to="/AddProduct"
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-dark"
        >
          Add product
        </IconLink>
      </header>

      <StaffFilters button="Search">
        <FilterSearch id="staff-product-q" label="Name or SKU" defaultValue={q} />
        <FilterSelect
          id="staff-product-visibility"
          name="visibility"
          label="Show"
          defaultValue={visibility}
          options={PRODUCT_VISIBILITY.map((v) => [v, VISIBILITY_LABELS[v]] as const)}
        />
      </StaffFilters>

      {products.length ? (
        <ul
          className="flex flex-col divide-y divide-line rounded-lg border border-line bg-white"
          data-testid="staff-products"
        >
          {products.map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      ) : (
        <EmptyList>
          No products match. Try another name, or{" "}
          <StoreLink to="/admin/products" className="font-semibold text-ink underline">
            show them all
          </StoreLink>
          .
        </EmptyList>
      )}

      <Pager look="staff" page={page} totalPages={totalPages} path="/admin/products" params={searchParams} />
    </StaffPage>
  );
}

/** The product's picture; a picture that fails to load shows as missing, so the staff can fix it. */
function Thumbnail({ src, dim }: { src: string; dim: boolean }) {
  const [failed, setFailed] = useState(false);
  const watch = useFailedImage(() => setFailed(true));
  const frame = `flex size-16 items-center justify-center overflow-hidden rounded-md border border-line bg-canvas ${dim ? "opacity-50" : ""}`;
  if (failed) {
    return (
      <span className={frame} title="The image could not be loaded">
        <ImageOff aria-label="Image missing" size={20} className="text-muted" />
      </span>
    );
  }
  return (
    <span className={frame}>
      <img src={src} alt="" loading="lazy" className="size-full object-cover" {...watch} />
    </span>
  );
}

function ProductRow({ product }: { product: StaffProductView }) {
  const fetcher = useFetcher<typeof action>();
  // Shown at once while the change is on its way; a refusal puts it back.
  const pending = fetcher.formData ? fetcher.formData.get("intent") === "hide" : undefined;
  const hidden = pending ?? product.hidden;
  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[4rem_minmax(0,1fr)_9rem_auto] sm:items-center"
      data-testid="staff-product"
    >
      <Thumbnail src={product.image} dim={hidden} />
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {hidden ? (
            product.name
          ) : (
            <StoreLink to={`/product/${product.id}`} className="hover:underline">
              {product.name}
            </StoreLink>
          )}
        </p>
        <p className="mt-0.5 text-sm text-muted">
          {product.sku} · {product.category}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
          <span
            className={`rounded-full px-2 py-0.5 ${hidden ? "bg-stone-200 text-stone-700" : "bg-emerald-50 text-emerald-800"}`}
          >
            {hidden ? "Hidden" : "In the catalogue"}
          </span>
          {product.finalSale ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-accent-dark">Final sale</span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 ${product.stock > 0 ? "bg-stone-100 text-stone-700" : "bg-accent-soft text-accent-dark"}`}
          >
            {product.stock > 0 ? `${product.stock} in stock` : "Out of stock"}
          </span>
        </p>
      </div>
      <div className="col-start-2 text-sm sm:col-start-auto sm:text-right">
        <p className="font-bold tabular-nums">{formatRupees(product.basePrice)}</p>
        <p className="text-muted tabular-nums">{formatRupees(product.price)} to shoppers</p>
      </div>
      <div className="col-start-2 flex flex-wrap gap-2 sm:col-start-auto sm:justify-end">
        <IconLink
          icon={Pencil}
          iconSize={16}
          to={`/admin/products/${product.id}`}
          aria-label={`Edit ${product.name}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-ink"
        >
          Edit
        </IconLink>
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="intent" value={hidden ? "show" : "hide"} />
          <button
            type="submit"
            aria-label={`${hidden ? "Unhide" : "Hide"} ${product.name}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-white px-3 text-sm font-semibold hover:border-ink"
          >
            {hidden ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
            {hidden ? "Unhide" : "Hide"}
          </button>
        </fetcher.Form>
      </div>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="col-span-full text-sm font-medium text-accent-dark">
          {fetcher.data.message}
        </p>
      ) : null}
    </li>
  );
}

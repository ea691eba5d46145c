import { Info } from "lucide-react";
import { Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigation, useNavigationType } from "react-router";
import type { ProductCardView, ProductView } from "@rules/catalog-types";
import { CardActions } from "~/components/cart/CardActions";
import { ProductCard, ProductGrid } from "../ProductCard";
import { useHydrated } from "~/components/use-hydrated";
import { Pager } from "~/components/ui/Pager";
import { StickySortFilterBar } from "~/components/products/StickySortFilterBar";
import { StoreLink } from "~/components/ui/StoreLink";
import { later } from "~/lib/later";

export interface BrowserItem {
  product: ProductView;
  rulesKey: string;
  related: ProductCardView[];
}

/**
 * A grid page whose cards open an in-page detail via ?item=<id> (the collections and New Arrivals):
 * the grid when nothing is open; the detail and its related products when something is. The open
 * product lives in the URL, so the view can be shared and reloaded, and Back is a plain link.
 */
export function ProductBrowser({
  title,
  description,
  products,
  total,
  page = 1,
  totalPages = 1,
  listParams = new URLSearchParams(),
  filters,
  open,
  notice,
  basePath,
  wide = true,
}: {
  title: string;
  description: string;
  products: ProductCardView[];
  total: number;
  /** This page of the grid and how many there are (Previous / Next links below the cards). */
  page?: number;
  totalPages?: number;
  /** The list's filters in the URL, kept by the pages' links and a card's detail (and its Back). */
  listParams?: URLSearchParams;
  /** The sort and filter form, over the grid. */
  filters?: ReactNode;
  open: BrowserItem | null;
  notice: string | null;
  /** The page's path (as the shopper typed it), without ?item. */
  basePath: string;
  /** Five columns on wide screens (no sidebar beside the page). */
  wide?: boolean;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  // Dim the current view while another product of this page loads (the URL changes only in ?item).
  const switching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const hydrated = useHydrated();
  // The detail's script, asked for once the grid has hydrated, so that a card opens at once.
  useEffect(() => {
    if (hydrated && !open) void loadOpenDetail().catch(() => {});
  }, [hydrated, open]);

  return (
    // data-hydrated: browser tests wait for it before relying on client-side behaviour.
    <div className="flex flex-col gap-6" data-hydrated={hydrated ? "" : undefined}>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-3xl text-muted">{description}</p> : null}
        {!open ? (
          <p className="text-sm text-muted">
            {total} {total === 1 ? "product" : "products"}
          </p>
        ) : null}
      </header>

      {notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
          {notice}
        </p>
      ) : null}

      <div aria-busy={switching} className={`transition-opacity ${switching ? "opacity-60" : ""}`}>
        {open ? (
          <Suspense fallback={<DetailOnItsWay />}>
            <OpenDetail open={open} basePath={`${basePath}${queryOf(withPage(listParams, page))}`} wide={wide} />
          </Suspense>
        ) : (
          <>
            {filters ? <div className="mb-6">{filters}</div> : null}
            <Grid products={products} wide={wide} listParams={withPage(listParams, page)} />
            <Pager look="shop" path={basePath} params={listParams} page={page} totalPages={totalPages} />
            {filters ? <StickySortFilterBar sortId="collection-sort" /> : null}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * An open card's detail (the product's gallery, sizes, buttons and related products): most of the pages'
 * script, though the grid shows none of it, so fetched apart (app/lib/later.tsx).
 */
const loadOpenDetail = () => import("./OpenDetail");
const OpenDetail = later(() => loadOpenDetail().then((module) => ({ default: module.OpenDetail })), DetailOnItsWay);

/** Where the detail goes while its script is on its way. */
function DetailOnItsWay() {
  return <div aria-busy="true" className="min-h-[60vh]" />;
}

const queryOf = (params: URLSearchParams) => (params.size ? `?${params}` : "");

/** The list's parameters on this page (page 1 left out). */
function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  return next;
}

/** A card's detail, on the grid's own page and filters, so that Back returns there. */
function itemLink(id: number, listParams: URLSearchParams): string {
  const next = new URLSearchParams(listParams);
  next.set("item", String(id));
  return `?${next}`;
}

function Grid({
  products,
  wide,
  listParams,
}: {
  products: ProductCardView[];
  wide: boolean;
  listParams: URLSearchParams;
}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromItem = (location.state as { fromItem?: unknown } | null)?.fromItem;

  // Back from a detail: return to the card that was open, so the shopper keeps their place.
  useEffect(() => {
    if (navigationType === "POP" || typeof fromItem !== "number") return;
    const card = document.querySelector<HTMLElement>(`[data-product-id="${fromItem}"]`);
    if (!card) return;
    card.scrollIntoView({ block: "center" });
    card.querySelector<HTMLElement>("a")?.focus({ preventScroll: true });
  }, [fromItem, location.key, navigationType]);

  if (!products.length && [...listParams.keys()].some((key) => key !== "page")) {
    return (
      <div className="rounded-lg border border-dashed border-line bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-ink">No products match these filters.</p>
        <p className="mt-1 text-muted">Try another size or colour, or a smaller discount.</p>
        <StoreLink
          to={location.pathname}
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
        >
          Clear filters
        </StoreLink>
      </div>
    );
  }
  if (!products.length) {
    return (
      <div className="rounded-lg border border-dashed border-line bg-white px-6 py-12 text-center">
        <p className="text-lg font-semibold text-ink">Nothing here yet</p>
        <p className="mt-1 text-muted">New pieces arrive every week. Meanwhile, browse the whole store.</p>
        <StoreLink
          to="/products"
          className="mt-5 inline-flex min-h-11 items-center rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
        >
          Browse all products
        </StoreLink>
      </div>
    );
  }

  return (
    <section aria-labelledby="grid-heading">
      {/* The cards' names are h3: a heading between them and the page's h1 keeps the outline whole. */}
      <h2 id="grid-heading" className="sr-only">
        Products
      </h2>
      <ProductGrid wide={wide}>
        {products.map((product, index) => (
          <div key={product.id} data-product-id={product.id} className="flex [&>article]:flex-1">
            <ProductCard
              product={product}
              to={itemLink(product.id, listParams)}
              eager={index < 4}
              first={index < 2}
              actions={<CardActions product={product} detailTo={itemLink(product.id, listParams)} />}
            />
          </div>
        ))}
      </ProductGrid>
    </section>
  );
}

import { Search } from "lucide-react";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/product-detail";
import { ProductCard, ProductGrid } from "~/components/ProductCard";
import { toCardView } from "@rules/catalog-types";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";
import { StoreLink } from "~/components/ui/StoreLink";
import { IconButton } from "~/components/ui/IconLabel";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

/**
 * /product-detail: the older client's detail screen had no product of its own. Here it is a chooser:
 * ?id=<n> goes to /product/<n>; otherwise it explains and offers popular products and a number box.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("id");
  let error: string | null = null;
  if (raw !== null) {
    const id = raw.trim();
    if (/^\d{1,9}$/.test(id) && Number(id) >= 1) throw redirect(`/product/${Number(id)}`);
    error = "Please enter a product number, such as 12.";
  }
  const popular = await context.services.catalog.list({ sort: "featured", page: 1, limit: 12 });
  return { popular: popular.products.map(toCardView), error, value: raw ?? "" };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Product Details",
    description: "Open any product by its number, or start with our most popular picks.",
    matches,
    canonical: "/product-detail",
  });
}

export default function ProductDetailChooser({ loaderData }: Route.ComponentProps) {
  const { popular, error, value } = loaderData;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex max-w-2xl flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Product Details</h1>
        <p className="text-muted">
          Every product has its own page with sizes, prices and related picks. Open one by its product number, pick one
          of the popular products below, or{" "}
          <StoreLink to="/products" className="font-semibold text-accent underline-offset-2 hover:underline">
            browse the whole store
          </StoreLink>
          .
        </p>
      </header>

      <Form method="get" className="flex max-w-md flex-col gap-2" noValidate>
        <label htmlFor="product-number" className="text-sm font-semibold">
          Product number
        </label>
        <div className="flex gap-2">
          <input
            id="product-number"
            name="id"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            defaultValue={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "product-number-error" : undefined}
            className="min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 text-base focus:border-ink"
          />
          <IconButton
            icon={Search}
            type="submit"
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md bg-ink px-4 font-semibold text-white hover:bg-stone-700"
          >
            View product
          </IconButton>
        </div>
        {error ? (
          <p id="product-number-error" role="alert" className="text-sm font-medium text-accent">
            {error}
          </p>
        ) : null}
      </Form>

      <section aria-labelledby="popular-heading" className="flex flex-col gap-4">
        <h2 id="popular-heading" className="text-xl font-bold">
          Popular products
        </h2>
        <ProductGrid>
          {popular.map((product, index) => (
            <ProductCard key={product.id} product={product} to={`/product/${product.id}`} eager={index < 4} />
          ))}
        </ProductGrid>
      </section>
    </div>
  );
}

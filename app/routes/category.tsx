import type { Route } from "./+types/category";
import { CategoryCard } from "~/components/products/CategoryCard";
import { canonicalPath, collectionByPath, COLLECTIONS, SIDEBAR_LINKS } from "@rules/collections";
import { pageMeta, SHARED_PAGE } from "~/lib/seo";

// The same for every visitor without cookies: shared caches may keep it (decision 024).
export const handle = SHARED_PAGE;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Shop by Category",
    description:
      "Browse the store by category: shirts and t-shirts, loafers, shoes, jeans and trousers, handbags, watches, perfumes, tracksuits, sandals and sunglasses.",
    matches,
    canonical: "/category",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = context.services;
  // Each card counts and pictures what its page shows (the collection behind the path), newest first.
  const summary = (page: { total: number; products: { image: string }[] }) => ({
    total: page.total,
    image: page.products[0]?.image ?? null,
  });
  const summarise = async (collection: (typeof COLLECTIONS)[number]) =>
    summary(await catalog.collection(collection, { limit: 1 }));
  const categories = await Promise.all(
    SIDEBAR_LINKS.map(async (link) => {
      const found = collectionByPath(link.path);
      const counted = found
        ? await summarise(found.collection)
        : summary(await catalog.list({ category: link.category, limit: 1 }));
      return { label: link.label, path: link.path, ...counted };
    }),
  );
  const more = await Promise.all(
    COLLECTIONS.filter((c) => c.sidebarPaths.length === 0 && c.featuredPaths.length > 0).map(async (collection) => ({
      label: collection.title.replace(/ Collection$/, ""),
      path: canonicalPath(collection),
      ...(await summarise(collection)),
    })),
  );
  return { categories, more };
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const { categories, more } = loaderData;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Shop by Category</h1>
      <p className="mt-1 text-muted">Pick a category to see everything in it.</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        {categories.map((entry, index) => (
          <li key={entry.path}>
            <CategoryCard {...entry} eager={index < 4} />
          </li>
        ))}
      </ul>

      {more.length > 0 ? (
        <>
          <h2 className="mt-12 text-xl font-bold tracking-tight text-ink">More collections</h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {more.map((entry) => (
              <li key={entry.path}>
                <CategoryCard {...entry} heading="h3" />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

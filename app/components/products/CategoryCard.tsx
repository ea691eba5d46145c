import { ArrowRight } from "lucide-react";
import { StoreLink } from "~/components/ui/StoreLink";
import { formatCount } from "@rules/money";

/**
 * A category tile: a picture of one of its products, its name and how many products it holds. The name
 * is the link (so a screen reader hears just the name); the link's area stretches over the whole tile.
 */
export function CategoryCard({
  label,
  path,
  image,
  total,
  eager = false,
  heading: Heading = "h2",
}: {
  label: string;
  path: string;
  image: string | null;
  total: number;
  eager?: boolean;
  /** The tile's heading level, under the page's headings. */
  heading?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white transition-shadow hover:shadow-md has-[a:focus-visible]:shadow-md">
      <div className="aspect-[4/5] overflow-hidden bg-stone-100">
        {image ? (
          <img
            src={image}
            alt=""
            width={600}
            height={750}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 items-end justify-between gap-2 p-3">
        <div>
          <Heading className="text-sm font-semibold leading-snug text-ink sm:text-[15px]">
            <StoreLink to={path} className="after:absolute after:inset-0 after:content-[''] group-hover:text-accent">
              {label}
            </StoreLink>
          </Heading>
          <p className="mt-0.5 text-xs text-muted sm:text-sm">
            {formatCount(total)} {total === 1 ? "product" : "products"}
          </p>
        </div>
        <ArrowRight
          aria-hidden="true"
          size={18}
          className="mb-0.5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-accent"
        />
      </div>
    </article>
  );
}

import { ArrowRight } from "lucide-react";
import { Thumbnail } from "~/components/ui/Thumbnail";
import { StoreLink } from "~/components/ui/StoreLink";

// The featured tiles as they are before the carousel's script has come (FeaturedCarousel.tsx), and in it.

export interface FeaturedTile {
  name: string;
  path: string;
  image: string;
}

const SLIDE_WIDTHS = "basis-full min-[481px]:basis-1/2 min-[769px]:basis-1/3 min-[1201px]:basis-1/2";

/** The row without its script: a plain sideways-scrolling strip of the tiles, as the server sends it. */
export function StillCarousel({ tiles, title = "Featured Products" }: { tiles: FeaturedTile[]; title?: string }) {
  return (
    <div data-carousel="" data-autoplay="stopped" role="region" aria-roledescription="carousel" aria-label={title}>
      <div className="flex items-end justify-between gap-4">
        <CarouselHeading title={title} />
      </div>
      <div className="mt-6 snap-x snap-mandatory overflow-x-auto">
        <div className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          <Slides tiles={tiles} />
        </div>
      </div>
      <div className="@container mt-5 flex min-h-11 items-center justify-center gap-2" />
    </div>
  );
}

export function CarouselHeading({ title }: { title: string }) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">Shop by category</p>
      <h2 className="mt-1 text-[22px] font-extrabold tracking-tight sm:text-3xl">{title}</h2>
    </div>
  );
}

export function Slides({ tiles }: { tiles: FeaturedTile[] }) {
  return tiles.map((tile, index) => (
    <div
      key={tile.path}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${tiles.length}`}
      className={`min-w-0 shrink-0 grow-0 snap-start pl-4 ${SLIDE_WIDTHS}`}
    >
      <FeaturedTileCard tile={tile} />
    </div>
  ));
}

function FeaturedTileCard({ tile }: { tile: FeaturedTile }) {
  return (
    <StoreLink
      to={tile.path}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow duration-300 hover:shadow-lg"
    >
      {/* Two wide tiles on large screens: the whole picture is kept (contain) on the catalogue's own
          backdrop gradient, so nothing of the product is cropped away. */}
      <span className="relative block aspect-[4/5] overflow-hidden bg-gradient-to-b from-[#f8f5f0] to-[#ebe5dc] min-[1201px]:aspect-[4/3]">
        {/* Lazy: an eager image would make React preload it ahead of the banner's poster. */}
        <Thumbnail
          src={tile.image}
          width={600}
          height={750}
          decoding="async"
          draggable={false}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 min-[1201px]:object-contain"
        />
      </span>
      <span className="flex items-center justify-between gap-3 px-4 py-3.5">
        <span className="text-base font-semibold text-ink group-hover:text-accent">{tile.name}</span>
        <span
          aria-hidden="true"
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-stone-100 text-ink transition-colors group-hover:bg-accent group-hover:text-white"
        >
          <ArrowRight size={16} />
        </span>
      </span>
    </StoreLink>
  );
}

import { pictureSources, type ProductImage } from "@rules/images";

/** A card's picture: 2 across on phones, 3, 4 and 5 across as the grid widens (max 1280 px wide). */
export const CARD_SIZES = "(min-width: 1280px) 240px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * A product photo: an upload the pipeline processed is offered as AVIF and WebP at each width (the
 * browser picks by `sizes`), with the original as the fallback; any other picture is a plain image. The
 * width and height reserve its box before it loads.
 */
export function ProductPicture({
  image,
  alt,
  sizes,
  className,
  style,
  loading,
  fetchPriority,
  defaultSize = { width: 600, height: 750 },
}: {
  image: ProductImage;
  alt: string;
  sizes: string;
  className?: string;
  style?: React.CSSProperties;
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
  /** For pictures whose size the store does not know (the seeded drawings are 4:5). */
  defaultSize?: { width: number; height: number };
}) {
  const sources = pictureSources(image);
  const img = (
    <img
      src={image.src}
      alt={alt}
      width={image.width ?? defaultSize.width}
      height={image.height ?? defaultSize.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
      style={style}
    />
  );
  if (!sources) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcset.webp} sizes={sizes} />
      {img}
    </picture>
  );
}

import type { ImgHTMLAttributes } from "react";

/**
 * A product's picture beside its name (search suggestions, cart and order lines, the home page's tiles):
 * decorative, since the name says what it is; loaded as it nears the screen; its box kept by its width and
 * height before it loads.
 */
export function Thumbnail({
  src,
  width,
  height,
  className,
  ...rest
}: { src: string; width: number; height: number; className: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "alt" | "loading"
>) {
  return <img src={src} alt="" width={width} height={height} loading="lazy" className={className} {...rest} />;
}

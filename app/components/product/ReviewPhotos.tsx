import type { ProductImage } from "@rules/images";
import { ProductPicture } from "~/components/ProductPicture";

/**
 * A review's photos as a row of square thumbnails, each a link to the photo at full size: it opens without
 * JavaScript, and a phone's browser zooms it.
 */
export function ReviewPhotos({ photos }: { photos: ProductImage[] }) {
  if (!photos.length) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Buyer's photos">
      {photos.map((photo, i) => (
        <li key={photo.src}>
          <a
            href={photo.src}
            className="block size-20 overflow-hidden rounded-md border border-line focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <ProductPicture
              image={photo}
              alt={`Buyer's photo ${i + 1} of ${photos.length}`}
              sizes="80px"
              loading="lazy"
              className="size-20 object-cover"
              defaultSize={{ width: 80, height: 80 }}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

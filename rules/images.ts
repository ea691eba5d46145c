// Product photos and their renditions (docs/decisions/016-image-pipeline.md). Client-safe: no server imports.

/** One photo of a product: its address, and its size in pixels when the store knows it (its own uploads). */
export interface ProductImage {
  src: string;
  width: number | null;
  height: number | null;
}

/** The widths an upload is resized to (never above its own width, which is then kept as the largest). */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;
export const RENDITION_FORMATS = ["avif", "webp"] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** A photo gallery holds at most this many photos. */
export const MAX_GALLERY_PHOTOS = 8;

/** Where an uploaded image is served: a random name the server chose, with the extension of its type. */
export const UPLOADED_IMAGE = /^\/uploads\/[a-f0-9]{32}\.(?:jpg|png|webp|gif)$/;
/** Where one of its renditions is served: `/uploads/<name>-640w.avif`. */
export const RENDITION = /^\/uploads\/([a-f0-9]{32})-(\d{1,5})w\.(avif|webp)$/;

/** The widths an upload of this width has renditions at. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w < width);
  if (width <= RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!) widths.push(width);
  return widths;
}

export const renditionAddress = (upload: string, width: number, format: RenditionFormat) =>
  `${upload.replace(/\.[a-z]+$/, "")}-${width}w.${format}`;

export interface PictureSources {
  /** `srcset` per format, smallest first. */
  srcset: Record<RenditionFormat, string>;
  /** The largest rendition (WebP): what a "larger view" opens. */
  largest: string;
}

/** The renditions of an uploaded photo the pipeline has processed; null for any other picture. */
export function pictureSources(image: ProductImage): PictureSources | null {
  if (!UPLOADED_IMAGE.test(image.src) || !image.width) return null;
  const widths = renditionWidths(image.width);
  const srcsetOf = (format: RenditionFormat) =>
    widths.map((w) => `${renditionAddress(image.src, w, format)} ${w}w`).join(", ");
  return {
    srcset: { avif: srcsetOf("avif"), webp: srcsetOf("webp") },
    largest: renditionAddress(image.src, widths[widths.length - 1]!, "webp"),
  };
}

/** At most 2 MB an image. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  missing: 'Choose an image file to upload (the form field "image")',
  type: "Image must be a JPEG, PNG, WebP or GIF file",
  size: "Image must be at most 2 MB",
  notFound: "That uploaded image was not found: upload it again",
} as const;

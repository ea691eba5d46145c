import sharp, { type Sharp } from "sharp";
import { badRequest } from "../http/errors";
import { RENDITION_FORMATS, renditionWidths, type RenditionFormat } from "@rules/images";

/*
 * The image pipeline (docs/decisions/016-image-pipeline.md): an upload is decoded once, turned upright by
 * its EXIF orientation, and written again without any metadata (EXIF, GPS, XMP, comments) as the original,
 * plus AVIF and WebP at a few widths, never wider than itself.
 */

/** Larger images are refused before they are decoded (a 2 MB file can hold a billion pixels). */
export const MAX_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  pixels: "Image must be at most 50 megapixels",
  unreadable: "This image could not be read: the file may be damaged. Please upload another",
} as const;

export type ImageType = "jpg" | "png" | "webp" | "gif";

export interface Rendition {
  width: number;
  height: number;
  format: RenditionFormat;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The original, upright and without metadata, in its own type. */
  original: { bytes: Buffer; width: number; height: number };
  renditions: Rendition[];
}

const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<RenditionFormat, (image: Sharp) => Sharp>;

const ORIGINAL: Record<ImageType, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 86, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 86 }),
  // The first frame: a product photo is a still.
  gif: (image) => image.gif(),
};

/** Runs the pipeline over an image already known (by its first bytes) to be of `type`. */
export async function processImage(bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  try {
    // failOn "error": a truncated or corrupt file is refused rather than half-decoded.
    const decoded = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const original = await ORIGINAL[type](decoded.clone()).toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    const renditions: Rendition[] = [];
    for (const w of renditionWidths(width)) {
      for (const format of RENDITION_FORMATS) {
        const out = await ENCODE[format](decoded.clone().resize({ width: w, withoutEnlargement: true })).toBuffer({
          resolveWithObject: true,
        });
        renditions.push({
          width: w,
          height: out.info.height,
          format,
          contentType: `image/${format}`,
          bytes: out.data,
        });
      }
    }
    return { original: { bytes: original.data, width, height }, renditions };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw badRequest(/pixel limit/i.test(message) ? IMAGE_MESSAGES.pixels : IMAGE_MESSAGES.unreadable);
  }
}

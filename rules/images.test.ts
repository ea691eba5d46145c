import { describe, expect, it } from "vitest";
import { pictureSources, renditionWidths } from "./images";

const upload = `/uploads/${"b".repeat(32)}.png`;

describe("renditions", () => {
  it("are the standard widths below the photo's, plus its own width up to 1280, never wider", () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(200)).toEqual([200]);
  });

  it("exist only for uploads the pipeline has processed", () => {
    expect(pictureSources({ src: upload, width: 700, height: 875 })).toEqual({
      srcset: {
        avif: `/uploads/${"b".repeat(32)}-320w.avif 320w, /uploads/${"b".repeat(32)}-640w.avif 640w, /uploads/${"b".repeat(32)}-700w.avif 700w`,
        webp: `/uploads/${"b".repeat(32)}-320w.webp 320w, /uploads/${"b".repeat(32)}-640w.webp 640w, /uploads/${"b".repeat(32)}-700w.webp 700w`,
      },
      largest: `/uploads/${"b".repeat(32)}-700w.webp`,
    });
    expect(pictureSources({ src: upload, width: null, height: null })).toBeNull();
    expect(pictureSources({ src: "/images/products/loaf-001.svg", width: null, height: null })).toBeNull();
    expect(pictureSources({ src: "https://cdn.example.com/a.jpg", width: 800, height: 1000 })).toBeNull();
  });
});

/** Colour maths and SVG pieces shared by every picture: the 600 x 750 frame, gradients, fabric patterns. */
import { type Art } from "../drafts";

// ---------------------------------------------------------------------------
// Colour maths for the pictures
// ---------------------------------------------------------------------------

export function rgb(h: string): [number, number, number] {
  const v = parseInt(h.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

export const dk = (h: string, t = 0.25): string => mix(h, "#14110f", t);
export const lt = (h: string, t = 0.25): string => mix(h, "#ffffff", t);
export const lum = (h: string): number => {
  const [r, g, b] = rgb(h);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};
/** A visible stitch/line colour on top of a fill. */
export const ink = (h: string, t = 0.35): string => (lum(h) < 0.22 ? lt(h, t) : dk(h, t));

export const METAL: Record<string, [string, string, string]> = {
  gold: ["#f3dc93", "#c9a13f", "#8a6a1f"],
  silver: ["#f2f4f6", "#b9bec5", "#7b8189"],
  steel: ["#f2f4f6", "#b9bec5", "#7b8189"],
  rose: ["#f4d2c4", "#cf9683", "#95604f"],
  black: ["#6a6d73", "#34363b", "#18191c"],
  wood: ["#b07a4d", "#7a4b2b", "#4a2c18"],
  two: ["#f2f4f6", "#b9bec5", "#7b8189"],
};
export const metal = (k: string | undefined): [string, string, string] => METAL[k ?? "gold"] ?? METAL.gold!;

// ---------------------------------------------------------------------------
// SVG pieces
// ---------------------------------------------------------------------------

type Stop = [number, string, number?];

const stopTags = (stops: Stop[]): string =>
  stops
    .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? "" : ` stop-opacity="${op}"`}/>`)
    .join("");

export function lin(id: string, stops: Stop[], x2 = 0, y2 = 1, x1 = 0, y1 = 0): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`;
}

export function rad(id: string, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopTags(stops)}</radialGradient>`;
}

/** A two-colour linear gradient, top to bottom unless x2, y2 say otherwise. */
export const lin2 = (id: string, from: string, to: string, x2 = 0, y2 = 1): string =>
  lin(
    id,
    [
      [0, from],
      [1, to],
    ],
    x2,
    y2,
  );

/** A three-colour linear gradient: `from` at the start, `via` at `at`, `to` at the end (a metal's light, mid, dark). */
export const lin3 = (
  id: string,
  [from, via, to]: readonly [string, string, string],
  at: number,
  x2 = 0,
  y2 = 1,
): string =>
  lin(
    id,
    [
      [0, from],
      [at, via],
      [1, to],
    ],
    x2,
    y2,
  );

/**
 * A colour's own linear gradient, top to bottom unless x2, y2 say otherwise: lightened by `light` at the start,
 * darkened by `dark` at the end and, with `at`, the colour itself at `at` between them.
 */
export function ramp(
  id: string,
  c: string,
  light: number,
  dark: number,
  { at, x2 = 0, y2 = 1 }: { at?: number; x2?: number; y2?: number } = {},
): string {
  if (at !== undefined) return lin3(id, [lt(c, light), c, dk(c, dark)], at, x2, y2);
  return lin2(id, lt(c, light), dk(c, dark), x2, y2);
}

/** Standard body shading: light top-left to darker bottom-right. */
export const shade = (id: string, c: string, x2 = 1, y2 = 1): string =>
  ramp(id, c, lum(c) < 0.2 ? 0.16 : 0.14, lum(c) > 0.85 ? 0.12 : 0.2, { at: 0.55, x2, y2 });

/** Mirror an x coordinate around the centre line. */
export const m = (x: number): number => 600 - x;

/** A drawing scaled across by sx about the centre line (a product's proportions, details()); as drawn at 1. */
export const acrossCentre = (body: string, sx: number): string =>
  sx === 1 ? body : `<g transform="translate(300 0) scale(${sx} 1) translate(-300 0)">${body}</g>`;

export interface Pic {
  defs: string;
  body: string;
  floor?: [number, number, number]; // cx, cy, rx of the floor shadow
}

export function svgDoc(p: Pic): string {
  const [fx, fy, frx] = p.floor ?? [300, 680, 220];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">` +
    `<defs>${lin2("bg", "#f8f5f0", "#ebe5dc")}` +
    rad("fl", [
      [0, "#4d3f33", 0.26],
      [1, "#4d3f33", 0],
    ]) +
    `<filter id="ds" x="-15%" y="-15%" width="130%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#3b2f25" flood-opacity=".16"/></filter>` +
    `${p.defs}</defs>` +
    `<rect width="600" height="750" fill="url(#bg)"/>` +
    `<ellipse cx="${fx}" cy="${fy}" rx="${frx}" ry="${Math.round(frx * 0.11)}" fill="url(#fl)"/>` +
    `<g filter="url(#ds)">${p.body}</g></svg>\n`
  );
}

/** Surface patterns for fabrics. Returns a <pattern> with id `id`, or "" for plain. */
/**
 * The details that make one product's picture its own, read from its position among the products a collection
 * page shows beside it (Art.k, set by pictureSlots() in assemble.ts):
 * digit j is k mod radices[j]. The radices 3, 4 and 5 are pairwise coprime, so every k below their
 * product (60, the largest collection) gets its own combination (the Chinese remainder theorem), and
 * neighbours differ in every detail at once. Each picture maps the three digits onto details that fit
 * its kind (a shoe's heel tab, quarter and toe; a bottle's cap, label and proportions).
 */
export const DETAIL_RADICES = [3, 4, 5] as const;
export const DETAIL_COMBINATIONS = DETAIL_RADICES.reduce((a, b) => a * b, 1);
export function details(a: Art): [number, number, number] {
  const k = a.k ?? 0;
  return [k % 3, k % 4, k % 5];
}

export function fabricPattern(id: string, p: string | undefined, c: string, a: string | undefined): string {
  const acc = a ?? ink(c, 0.45);
  const u = `id="${id}" patternUnits="userSpaceOnUse"`;
  switch (p) {
    case "stripe":
      return `<pattern ${u} width="16" height="16"><rect width="4" height="16" fill="${acc}" opacity=".75"/></pattern>`;
    case "breton":
      return `<pattern ${u} width="30" height="30"><rect y="18" width="30" height="10" fill="${acc}"/></pattern>`;
    case "check":
      return `<pattern ${u} width="48" height="48"><rect width="18" height="48" fill="${acc}" opacity=".45"/><rect width="48" height="18" fill="${acc}" opacity=".45"/><rect x="30" width="3" height="48" fill="${lt(c, 0.5)}" opacity=".5"/><rect y="30" width="48" height="3" fill="${lt(c, 0.5)}" opacity=".5"/></pattern>`;
    case "gingham":
      return `<pattern ${u} width="24" height="24"><rect width="12" height="24" fill="${acc}" opacity=".45"/><rect width="24" height="12" fill="${acc}" opacity=".45"/></pattern>`;
    case "dots":
      return `<pattern ${u} width="34" height="34"><circle cx="8" cy="8" r="4.5" fill="${acc}"/><circle cx="25" cy="25" r="4.5" fill="${acc}"/><path d="M22 6q4 3 8 0M5 23q4 3 8 0" stroke="${acc}" stroke-width="2" fill="none" opacity=".7"/></pattern>`;
    case "cord":
      return `<pattern ${u} width="9" height="10"><rect width="3" height="10" fill="${dk(c, 0.25)}" opacity=".6"/></pattern>`;
    case "denim":
    case "linen":
      return `<pattern ${u} width="7" height="7"><path d="M0 7L7 0" stroke="${lt(c, 0.35)}" stroke-width="1.2" opacity=".35"/><path d="M0 3h7" stroke="${dk(c, 0.2)}" stroke-width=".8" opacity=".25"/></pattern>`;
    case "knit":
    case "rib":
      return `<pattern ${u} width="10" height="12"><path d="M0 0l5 6l5-6M0 6l5 6l5-6" stroke="${dk(c, 0.2)}" stroke-width="1.3" fill="none" opacity=".35"/></pattern>`;
    case "waffle":
      return `<pattern ${u} width="14" height="14"><rect x="2" y="2" width="10" height="10" rx="2" fill="${dk(c, 0.18)}" opacity=".35"/></pattern>`;
    case "slub":
      return `<pattern ${u} width="40" height="9"><path d="M0 4h14M20 7h12" stroke="${lt(c, 0.3)}" stroke-width="1.4" opacity=".35"/></pattern>`;
    default:
      return "";
  }
}

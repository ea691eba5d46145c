/** Garments: flat-lay front views of shirts, tees, trousers, joggers, tracksuits and co-ords. */
import { type Art } from "../drafts";
import { type Pic, details, dk, fabricPattern, ink, lin, lt, m, rad, shade } from "./svg";

// ---------------------------------------------------------------------------
// Garments (flat-lay, front view, centre line x = 300)
// ---------------------------------------------------------------------------

export type Pt = [number, number];
export const P = (p: Pt): string => `${Math.round(p[0] * 10) / 10} ${Math.round(p[1] * 10) / 10}`;
export const mp = (p: Pt): Pt => [m(p[0]), p[1]];
/** Point moved from p towards q by distance d. */
export function toward(p: Pt, q: Pt, d: number): Pt {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const l = Math.hypot(dx, dy) || 1;
  return [p[0] + (dx / l) * d, p[1] + (dy / l) * d];
}

export const buttons = (ys: number[], c: string, x = 300, r = 5): string =>
  ys
    .map(
      (y) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${lt(c, 0.55)}" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`,
    )
    .join("");

/** Soft fold hints drawn over a garment. */
export const folds = (c: string, paths: string[]): string =>
  `<g fill="none" stroke="${dk(c, 0.5)}" stroke-linecap="round" opacity=".09" stroke-width="9">${paths
    .map((d) => `<path d="${d}"/>`)
    .join("")}</g>`;

export interface Top {
  defs: string;
  body: string;
}

/**
 * T-shirts, polos and henleys. Variant: crew, vneck, polo, henley, oversized. n=1 → full sleeves.
 */
export function teeArt(id: string, c: string, v: string, pattern?: string, accent?: string, full = false): Top {
  const over = v === "oversized";
  const N: Pt = over ? [244, 128] : [248, 126];
  const S: Pt = over ? [148, 166] : [170, 150];
  const SO: Pt = full ? [90, 588] : over ? [82, 326] : [94, 266];
  const SI: Pt = full ? [146, 598] : over ? [152, 348] : [152, 302];
  const A: Pt = full ? [188, 264] : over ? [162, 304] : [188, 258];
  const H: Pt = over ? [162, 640] : [188, 642];
  const ctrl: Pt = [S[0] - 40, S[1] + 18];
  const d =
    `M${P(N)}L${P(S)}Q${P(ctrl)} ${P(SO)}L${P(SI)}L${P(A)}L${P(H)}Q300 ${H[1] + 6} ${P(mp(H))}` +
    `L${P(mp(A))}L${P(mp(SI))}L${P(mp(SO))}Q${P(mp(ctrl))} ${P(mp(S))}L${P(mp(N))}Q300 142 ${P(N)}Z`;
  const pat = fabricPattern(`${id}p`, pattern, c, accent);
  const rib = dk(c, 0.12);
  let neck = "";
  const inside = dk(c, 0.42);
  if (v === "vneck") {
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}L300 218Z" fill="${inside}"/>` +
      `<path d="M${P(N)}L300 218L${P(mp(N))}" fill="none" stroke="${rib}" stroke-width="14" stroke-linejoin="miter"/>`;
  } else if (v === "polo") {
    const tip = accent ?? rib;
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}L314 170L286 170Z" fill="${inside}"/>` +
      `<rect x="286" y="168" width="28" height="96" rx="3" fill="${c}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      buttons([194, 232], c) +
      `<path d="M${P(N)}Q300 108 ${P(mp(N))}" fill="none" stroke="${dk(c, 0.06)}" stroke-width="14"/>` +
      `<path d="M298 178L250 120L218 134L256 214Z" fill="${lt(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<path d="M302 178L350 120L382 134L344 214Z" fill="${lt(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5" stroke-linejoin="round"/>` +
      (accent ? `<path d="M226 140L259 204M374 140L341 204" stroke="${tip}" stroke-width="4"/>` : "");
  } else {
    neck =
      `<path d="M${P(N)}Q300 142 ${P(mp(N))}Q300 ${over ? 200 : 194} ${P(N)}Z" fill="${inside}"/>` +
      `<path d="M${P(N)}Q300 ${over ? 200 : 194} ${P(mp(N))}" fill="none" stroke="${rib}" stroke-width="${over ? 18 : 13}"/>`;
    if (v === "henley") {
      neck +=
        `<rect x="289" y="168" width="22" height="104" rx="3" fill="${c}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        buttons([188, 220, 252], c, 300, 4.5);
    }
  }
  // sleeve hem stitching or rib cuffs
  const a1 = toward(SO, S, full ? 40 : 16);
  const a2 = toward(SI, A, full ? 40 : 16);
  const cuffs = [
    [SO, SI, a2, a1],
    [mp(SO), mp(SI), mp(a2), mp(a1)],
  ]
    .map(
      (q) =>
        `<path d="M${q.map((p) => P(p as Pt)).join("L")}Z" fill="${v === "polo" || full ? rib : c}" opacity="${v === "polo" || full ? 1 : 0}"/>` +
        `<path d="M${P(q[3] as Pt)}L${P(q[2] as Pt)}" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`,
    )
    .join("");
  const seams = `<path d="M${P(S)}Q${S[0] + 12} ${(S[1] + A[1]) / 2} ${P(A)}M${P(mp(S))}Q${m(S[0] + 12)} ${(S[1] + A[1]) / 2} ${P(mp(A))}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".5"/>`;
  const hem = `<path d="M${H[0] + 2} ${H[1] - 16}Q300 ${H[1] - 10} ${m(H[0] + 2)} ${H[1] - 16}" fill="none" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`;
  return {
    defs: shade(`${id}g`, c) + pat + `<path id="${id}b" d="${d}"/>`,
    body:
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, ["M236 330Q250 450 236 600", "M372 300Q358 430 372 560", "M214 190Q250 226 262 280"]) +
      cuffs +
      seams +
      hem +
      neck,
  };
}

/** Long-sleeve shirts; short sleeves for "resort". Also used as jacket base. */
export function shirtArt(
  id: string,
  c: string,
  v: string,
  pattern?: string,
  accent?: string,
  opts: { jacket?: boolean } = {},
): Top {
  const short = v === "resort";
  const jacket = !!opts.jacket;
  const sleeveL = short
    ? "M172 150Q130 158 116 206L98 318L164 336L188 262Z"
    : "M172 150Q128 158 120 204L96 556L154 564L188 262Z";
  const sleeveR = short
    ? "M428 150Q470 158 484 206L502 318L436 336L412 262Z"
    : "M428 150Q472 158 480 204L504 556L446 564L412 262Z";
  const hemPath = jacket
    ? "L188 640L412 640"
    : "L186 626Q188 662 236 664Q270 652 300 652Q330 652 364 664Q412 662 414 626";
  const body = `M248 122L172 150Q184 200 188 262${hemPath}L412 262Q416 200 428 150L352 122Q300 110 248 122Z`;
  const pat = fabricPattern(`${id}p`, pattern, c, accent);
  const cuffC = dk(c, jacket ? 0.14 : 0.04);
  const cuffs = short
    ? `<path d="M104 300L166 318M496 300L434 318" stroke="${ink(c)}" stroke-width="1.6" stroke-dasharray="5 4"/>`
    : `<path d="M96 556L154 564L151 610L92 602Z" fill="${cuffC}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M504 556L446 564L449 610L508 602Z" fill="${cuffC}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      (jacket
        ? `<path d="M106 566l-3 36M118 568l-3 36M130 569l-2 36M142 571l-2 36M494 566l3 36M482 568l3 36M470 569l2 36M458 571l2 36" stroke="${dk(c, 0.3)}" stroke-width="1.4"/>`
        : buttons([590], c, 124, 4) + buttons([590], c, 476, 4));
  let front = "";
  const inside = dk(c, 0.45);
  if (jacket) {
    const acc = accent ?? lt(c, 0.6);
    front =
      `<path d="M130 190L104 552M140 200L115 553M470 190L496 552M460 200L485 553" stroke="${acc}" stroke-width="6" fill="none"/>` +
      `<path d="M188 612L412 612L412 640L188 640Z" fill="${dk(c, 0.14)}"/>` +
      `<path d="M200 613v26M214 613v26M228 613v26M242 613v26M256 613v26M270 613v26M284 613v26M316 613v26M330 613v26M344 613v26M358 613v26M372 613v26M386 613v26M400 613v26" stroke="${dk(c, 0.3)}" stroke-width="1.3"/>` +
      `<path d="M246 124L242 92Q300 78 358 92L354 124Q300 112 246 124Z" fill="${lt(c, 0.04)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M300 86V640" stroke="${dk(c, 0.45)}" stroke-width="5"/>` +
      `<path d="M300 88V638" stroke="${lt(c, 0.45)}" stroke-width="7" stroke-dasharray="2 3" opacity=".7"/>` +
      `<rect x="294" y="104" width="12" height="30" rx="4" fill="#c9ccd1" stroke="#7b8189"/>` +
      `<path d="M222 520L240 590M378 520L360 590" stroke="${dk(c, 0.4)}" stroke-width="3" stroke-linecap="round"/>`;
  } else {
    const camp = short;
    const pocket =
      v === "formal" && pattern !== "stripe"
        ? ""
        : `<path d="M330 246H384V302L357 312L330 302Z" fill="none" stroke="${ink(c)}" stroke-width="1.6"/>`;
    const bd = v === "oxford" ? buttons([196], c, 264, 3.5) + buttons([196], c, 336, 3.5) : "";
    front = camp
      ? `<path d="M250 122Q300 138 350 122L300 262Z" fill="${inside}"/>` +
        `<path d="M300 262V652" stroke="${ink(c)}" stroke-width="1.5"/>` +
        buttons([300, 370, 440, 510, 580], c) +
        `<path d="M250 122L300 262L266 222L226 204L208 198Q222 150 250 122Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        `<path d="M350 122L300 262L334 222L374 204L392 198Q378 150 350 122Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        (pat
          ? `<path d="M250 122L300 262L266 222L226 204L208 198Q222 150 250 122ZM350 122L300 262L334 222L374 204L392 198Q378 150 350 122Z" fill="url(#${id}p)"/>`
          : "") +
        pocket
      : `<path d="M248 122Q300 104 352 122L348 142Q300 126 252 142Z" fill="${dk(c, 0.12)}"/>` +
        `<path d="M252 142Q300 126 348 142L300 174Z" fill="${inside}"/>` +
        `<rect x="291" y="172" width="18" height="480" fill="${c}" stroke="${ink(c)}" stroke-width="1.4"/>` +
        (pat ? `<rect x="291" y="172" width="18" height="480" fill="url(#${id}p)"/>` : "") +
        buttons([206, 272, 338, 404, 470, 536, 602], c) +
        `<path d="M300 174L250 120Q234 140 240 162L260 210Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        `<path d="M300 174L350 120Q366 140 360 162L340 210Z" fill="${lt(c, 0.05)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
        (pat
          ? `<path d="M300 174L250 120Q234 140 240 162L260 210ZM300 174L350 120Q366 140 360 162L340 210Z" fill="url(#${id}p)"/>`
          : "") +
        bd +
        pocket;
  }
  const seams = `<path d="M172 150Q184 200 188 262M428 150Q416 200 412 262" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".55"/>`;
  const hem = jacket
    ? ""
    : `<path d="M188 614Q190 648 236 650Q270 640 300 640Q330 640 364 650Q410 648 412 614" fill="none" stroke="${ink(c)}" stroke-width="1.4" stroke-dasharray="5 4" opacity=".8"/>`;
  const sleeves = `<path id="${id}l" d="${sleeveL}"/><path id="${id}r" d="${sleeveR}"/>`;
  return {
    defs: shade(`${id}g`, c) + pat + sleeves + `<path id="${id}b" d="${body}"/>`,
    body:
      `<use href="#${id}l" fill="url(#${id}g)"/><use href="#${id}r" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}l" fill="url(#${id}p)"/><use href="#${id}r" fill="url(#${id}p)"/>` : "") +
      cuffs +
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, [
        "M236 330Q250 450 236 600",
        "M372 300Q358 430 372 560",
        ...(short ? [] : ["M150 300Q140 400 128 500"]),
      ]) +
      seams +
      hem +
      front,
  };
}

export const PANT_FITS: Record<string, [number, number]> = {
  skinny: [206, 274],
  slim: [196, 276],
  straight: [184, 280],
  relaxed: [172, 284],
  wide: [150, 290],
  formal: [190, 278],
  pleated: [180, 282],
  linen: [174, 284],
  jogger: [202, 276],
  track: [190, 280],
  cargo: [178, 284],
  cwide: [156, 290],
};

/** Jeans, chinos, trousers, joggers, trackpants. */
export function pantsArt(id: string, c: string, v: string, pattern?: string, accent?: string): Top {
  const [ho, hi] = PANT_FITS[v] ?? PANT_FITS.slim!;
  const Y = 668;
  const denim = pattern === "denim";
  const elastic = v === "jogger" || v === "track" || v === "cargo" || v === "linen" || v === "cwide";
  const d = `M192 150L408 150Q418 220 420 300L${m(ho)} ${Y}L${m(hi)} ${Y}L303 330L297 330L${hi} ${Y}L${ho} ${Y}L180 300Q182 220 192 150Z`;
  const grad = lin(
    `${id}g`,
    [
      [0, dk(c, 0.2)],
      [0.2, lt(c, 0.1)],
      [0.42, c],
      [0.5, dk(c, 0.16)],
      [0.58, c],
      [0.8, lt(c, 0.1)],
      [1, dk(c, 0.2)],
    ],
    1,
    0,
  );
  const pat = fabricPattern(
    `${id}p`,
    denim ? "denim" : pattern === "dots" || pattern === "stripe" ? pattern : undefined,
    c,
    accent,
  );
  const st = denim ? "#d9a441" : ink(c, 0.3);
  const stitch = `stroke="${st}" stroke-width="${denim ? 2 : 1.5}" stroke-dasharray="${denim ? "5 3" : "4 4"}" fill="none"`;
  let parts = "";
  // fades for denim
  if (denim) {
    parts +=
      `<ellipse cx="236" cy="340" rx="40" ry="150" fill="url(#${id}f)"/><ellipse cx="364" cy="340" rx="40" ry="150" fill="url(#${id}f)"/>` +
      `<path d="M262 300l24 8M258 316l26 6M264 286l20 10M338 300l-24 8M342 316l-26 6M336 286l-20 10" stroke="${lt(c, 0.5)}" stroke-width="3" stroke-linecap="round" opacity=".35"/>`;
  }
  // waistband
  const wb = `<path d="M190 116H410V152H190Z" fill="${dk(c, elastic ? 0.1 : 0.06)}" stroke="${ink(c)}" stroke-width="1.4"/>`;
  parts += wb;
  if (elastic) {
    const g: string[] = [];
    for (let x = 198; x <= 402; x += 10) g.push(`M${x} 118v32`);
    parts += `<path d="${g.join("")}" stroke="${dk(c, 0.3)}" stroke-width="1.3"/>`;
    parts += `<path d="M292 136Q284 180 284 214M308 136Q318 180 318 216" stroke="${accent ?? lt(c, 0.6)}" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="280" y="210" width="8" height="14" rx="2" fill="${dk(c, 0.4)}"/><rect x="314" y="212" width="8" height="14" rx="2" fill="${dk(c, 0.4)}"/>`;
  } else {
    parts += `<path d="M190 146H410" ${stitch}/>`;
    for (const x of [206, 262, 338, 394]) {
      parts += `<rect x="${x - 5}" y="110" width="10" height="46" rx="2" fill="${dk(c, 0.04)}" stroke="${ink(c)}" stroke-width="1.2"/>`;
    }
    parts += denim
      ? `<circle cx="300" cy="134" r="9" fill="#b8894f" stroke="#6d4327" stroke-width="2"/>`
      : `<rect x="292" y="128" width="16" height="10" rx="2" fill="${dk(c, 0.35)}"/>`;
    parts += `<path d="M318 154V284Q318 302 300 308" ${stitch}/><path d="M300 152V312" stroke="${dk(c, 0.3)}" stroke-width="1.6"/>`;
  }
  // pockets
  if (denim) {
    parts += `<path d="M214 152Q224 206 182 224M386 152Q376 206 418 224" stroke="${dk(c, 0.35)}" stroke-width="2" fill="none"/><path d="M206 152Q216 200 181 214M394 152Q384 200 419 214" ${stitch}/>`;
  } else if (v === "cwide") {
    parts += "";
  } else {
    parts += `<path d="M224 154L186 246M376 154L414 246" stroke="${dk(c, 0.35)}" stroke-width="2" fill="none"/>`;
  }
  if (v === "formal" || v === "pleated" || v === "linen") {
    const mid = (ho + hi) / 2;
    parts += `<path d="M238 156L${mid} ${Y}M362 156L${m(mid)} ${Y}" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".6"/>`;
  }
  if (v === "pleated") {
    parts += `<path d="M258 152L252 226M274 152L270 204M342 152L348 226M326 152L330 204" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  if (v === "track" && accent) {
    parts += `<path d="M186 156Q182 230 181 300L${ho + 7} ${Y}M414 156Q418 230 419 300L${m(ho + 7)} ${Y}" stroke="${accent}" stroke-width="10" fill="none"/>`;
  }
  if (v === "cargo") {
    parts +=
      `<path d="M182 390H236V470Q236 478 228 478H190Q182 478 182 470Z" fill="${dk(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5"/><path d="M180 378H238V404H180Z" fill="${dk(c, 0.1)}" stroke="${ink(c)}" stroke-width="1.5"/>` +
      `<path d="M418 390H364V470Q364 478 372 478H410Q418 478 418 470Z" fill="${dk(c, 0.06)}" stroke="${ink(c)}" stroke-width="1.5"/><path d="M420 378H362V404H420Z" fill="${dk(c, 0.1)}" stroke="${ink(c)}" stroke-width="1.5"/>`;
  }
  if (v === "jogger") {
    parts += `<path d="M${ho + 1} ${Y - 40}L${hi - 1} ${Y - 40}L${hi} ${Y}L${ho} ${Y}Z" fill="${dk(c, 0.12)}"/><path d="M${m(ho + 1)} ${Y - 40}L${m(hi - 1)} ${Y - 40}L${m(hi)} ${Y}L${m(ho)} ${Y}Z" fill="${dk(c, 0.12)}"/>`;
    const rb: string[] = [];
    for (let x = ho + 8; x < hi - 2; x += 9) rb.push(`M${x} ${Y - 38}v36M${m(x)} ${Y - 38}v36`);
    parts += `<path d="${rb.join("")}" stroke="${dk(c, 0.3)}" stroke-width="1.2"/>`;
  } else {
    parts += `<path d="M${ho + 1} ${Y - 14}H${hi - 1}M${m(ho + 1)} ${Y - 14}H${m(hi - 1)}" ${stitch}/>`;
  }
  const fade = denim
    ? rad(`${id}f`, [
        [0, "#ffffff", 0.3],
        [1, "#ffffff", 0],
      ])
    : "";
  return {
    defs: grad + pat + fade + `<path id="${id}b" d="${d}"/>`,
    body:
      `<use href="#${id}b" fill="url(#${id}g)"/>` +
      (pat ? `<use href="#${id}b" fill="url(#${id}p)"/>` : "") +
      folds(c, [
        `M${ho + 30} 420Q${ho + 40} 520 ${ho + 28} 640`,
        `M${m(ho + 30)} 420Q${m(ho + 40)} 520 ${m(ho + 28)} 640`,
      ]) +
      parts,
  };
}

/**
 * One product's details on a top (details(); the garment's own coordinates, centre line x = 300): a
 * second chest pocket (plain or flapped), a hem finish (tipping, side vents, a curved tail) and a small
 * touch (an embroidered emblem, a hem label, a yoke seam, side seams). Drawn over the fabric's pattern.
 */
function topDetails(a: Art): string {
  const [dp, dh, de] = details(a);
  const c = a.c;
  const line = ink(c, 0.4);
  let s = "";
  if (dp === 1) s += `<path d="M216 248H268V300L242 310L216 300Z" fill="none" stroke="${line}" stroke-width="1.6"/>`;
  else if (dp === 2)
    s += `<path d="M216 250H268V304H216Z" fill="none" stroke="${line}" stroke-width="1.6"/><path d="M214 246H270V270L242 280L214 270Z" fill="${lt(c, 0.06)}" stroke="${line}" stroke-width="1.6"/><circle cx="242" cy="268" r="3.5" fill="${line}"/>`;
  if (dh === 1) s += `<path d="M196 628Q300 640 404 628" fill="none" stroke="${dk(c, 0.3)}" stroke-width="6"/>`;
  else if (dh === 2) s += `<path d="M192 642L204 606M408 642L396 606" stroke="${dk(c, 0.4)}" stroke-width="3"/>`;
  else if (dh === 3)
    s += `<path d="M196 610Q250 640 300 626Q350 640 404 610" fill="none" stroke="${line}" stroke-width="1.6" stroke-dasharray="5 4"/>`;
  if (de === 1)
    s += `<g transform="translate(244 300)"><circle r="9" fill="none" stroke="${line}" stroke-width="2.5"/><path d="M-5 0H5M0 -5V5" stroke="${line}" stroke-width="2"/></g>`;
  else if (de === 2) s += `<rect x="372" y="598" width="22" height="14" rx="2" fill="${dk(c, 0.35)}"/>`;
  else if (de === 3)
    s += `<path d="M206 196Q300 214 394 196" fill="none" stroke="${line}" stroke-width="1.8" opacity=".8"/>`;
  else if (de === 4)
    s += `<path d="M196 280L194 624M404 280L406 624" stroke="${line}" stroke-width="1.5" stroke-dasharray="5 4" opacity=".8"/>`;
  return s;
}

/**
 * One product's details on trousers (details(); pantsArt's coordinates): a coin pocket or a welt, a leg
 * finish (pressed creases, knee darts, turn-ups) and a waist touch (a back label, rivets, a tab, a loop).
 */
function pantsDetails(a: Art, fit: string): string {
  const [dp, dk2, dw] = details(a);
  const c = a.c;
  const line = ink(c, 0.4);
  const [ho, hi] = PANT_FITS[fit] ?? PANT_FITS.slim!;
  const knee = (((180 + 297) / 2 + (ho + hi) / 2) / 2) | 0;
  let s = "";
  if (dp === 1) s += `<path d="M354 196H386L384 226H356Z" fill="none" stroke="${line}" stroke-width="1.6"/>`;
  else if (dp === 2) s += `<path d="M214 200L254 196" stroke="${line}" stroke-width="4" stroke-linecap="round"/>`;
  if (dk2 === 1)
    s += `<path d="M${knee} 340V660M${m(knee)} 340V660" stroke="${lt(c, 0.25)}" stroke-width="2" opacity=".8"/>`;
  else if (dk2 === 2)
    s += `<path d="M${knee - 24} 470Q${knee} 480 ${knee + 24} 470M${m(knee - 24)} 470Q${m(knee)} 480 ${m(knee + 24)} 470" fill="none" stroke="${line}" stroke-width="1.6"/>`;
  else if (dk2 === 3) s += `<path d="M${ho} 646H${hi}M${m(ho)} 646H${m(hi)}" stroke="${dk(c, 0.3)}" stroke-width="3"/>`;
  if (dw === 1) s += `<rect x="360" y="160" width="30" height="18" rx="2" fill="${dk(c, 0.35)}"/>`;
  else if (dw === 2)
    s += `<g fill="#c9a13f"><circle cx="216" cy="206" r="3.5"/><circle cx="384" cy="206" r="3.5"/></g>`;
  else if (dw === 3) s += `<path d="M300 152H330V170H300" fill="${dk(c, 0.12)}" stroke="${line}" stroke-width="1.5"/>`;
  else if (dw === 4) s += `<path d="M404 156V184" stroke="${dk(c, 0.3)}" stroke-width="6"/>`;
  return s;
}

export function garmentPic(a: Art): Pic {
  const c = a.c;
  switch (a.t) {
    case "tee": {
      const t = teeArt("t", c, a.v ?? "crew", a.p, a.a, a.n === 1);
      return { defs: t.defs, body: t.body + topDetails(a), floor: [300, 700, 0] };
    }
    case "shirt": {
      const p = a.p ?? (a.v === "linen" ? "slub" : a.v === "oxford" ? "linen" : undefined);
      const t = shirtArt("s", c, a.v ?? "formal", p, a.a);
      return { defs: t.defs, body: t.body + topDetails(a), floor: [300, 700, 0] };
    }
    case "pants": {
      const t = pantsArt("p", c, a.v ?? "slim", a.p, a.a);
      const body = t.body + pantsDetails(a, a.v ?? "slim");
      return { defs: t.defs, body: `<g transform="translate(0 -14)">${body}</g>`, floor: [300, 700, 0] };
    }
    case "track": {
      const top = shirtArt("j", c, "formal", undefined, a.a, { jacket: true });
      const bot = pantsArt("q", c, "track", undefined, a.a);
      return {
        defs: top.defs + bot.defs,
        body:
          `<g transform="translate(90 252) scale(.7)">${bot.body}${pantsDetails(a, "track")}</g>` +
          `<g transform="translate(96 -24) scale(.68)">${top.body}${topDetails(a)}</g>`,
        floor: [300, 700, 0],
      };
    }
    default: {
      // co-ord set
      const knit = a.p === "rib" || a.p === "knit";
      const top = knit && a.v === "w" ? teeArt("k", c, "crew", a.p, undefined) : shirtArt("k", c, "resort", a.p, a.a);
      const bot = pantsArt(
        "q",
        c,
        a.v === "w" ? "cwide" : "linen",
        a.p === "rib" || a.p === "knit" ? undefined : a.p,
        a.a,
      );
      return {
        defs: top.defs + bot.defs,
        body:
          `<g transform="translate(90 252) scale(.7)">${bot.body}${pantsDetails(a, a.v === "w" ? "cwide" : "linen")}</g>` +
          `<g transform="translate(96 -24) scale(.68)">${top.body}${topDetails(a)}</g>`,
        floor: [300, 700, 0],
      };
    }
  }
}

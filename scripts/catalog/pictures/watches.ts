/** Watches, front view. */
import { type Art } from "../drafts";
import { type Pic, details, dk, lin, lin3, lt, lum, metal, rad } from "./svg";

// ---------------------------------------------------------------------------
// Watches (front view)
// ---------------------------------------------------------------------------

export function watchPic(a: Art): Pic {
  const dial = a.c;
  const v = a.v ?? "analog";
  const lady = v.startsWith("lady");
  const square = v === "ladysq";
  const strap = a.p ?? "steel";
  const [ml, mm, md] = metal(a.a === "two" ? "steel" : a.a);
  const cx = 300;
  const cy = 372;
  const R = lady ? 92 : 128;
  const W = lady ? 74 : 112;
  const darkDial = lum(dial) < 0.45;
  const mark = darkDial ? (a.a === "gold" || a.a === "rose" ? lt(mm, 0.3) : "#eceef0") : "#2b2c30";
  let defs =
    lin3("wm", [ml, mm, md], 0.5, 1, 1) +
    lin(
      "ws",
      [
        [0, md],
        [0.25, ml],
        [0.5, mm],
        [0.8, ml],
        [1, md],
      ],
      1,
      0,
    ) +
    rad(
      "wd",
      [
        [0, lt(dial, a.n === 2 ? 0 : 0.18)],
        [0.75, dial],
        [1, dk(dial, 0.3)],
      ],
      0.42,
      0.38,
      0.7,
    );
  let b = "";
  // strap
  const x0 = cx - W / 2;
  if (strap === "leather" || strap === "silicone") {
    const sc = a.b ?? "#3b2a20";
    defs += lin3("wl", [dk(sc, 0.25), lt(sc, 0.12), dk(sc, 0.25)], 0.5, 1, 0);
    b += `<path d="M${x0} 60Q${x0} 40 ${x0 + 12} 40H${x0 + W - 12}Q${x0 + W} 40 ${x0 + W} 60V${cy}H${x0}Z" fill="url(#wl)"/>`;
    b += `<path d="M${x0} ${cy}H${x0 + W}V670Q${cx} 712 ${x0} 670Z" fill="url(#wl)"/>`;
    if (strap === "leather") {
      b += `<path d="M${x0 + 7} 52V${cy}M${x0 + W - 7} 52V${cy}M${x0 + 7} ${cy}V664M${x0 + W - 7} ${cy}V664" stroke="${lt(sc, 0.45)}" stroke-width="1.6" stroke-dasharray="5 4"/>`;
      b += `<g fill="${dk(sc, 0.5)}"><ellipse cx="${cx}" cy="580" rx="5" ry="4"/><ellipse cx="${cx}" cy="608" rx="5" ry="4"/><ellipse cx="${cx}" cy="636" rx="5" ry="4"/></g>`;
      b += `<rect x="${x0 - 6}" y="66" width="${W + 12}" height="${lady ? 22 : 30}" rx="6" fill="none" stroke="url(#wm)" stroke-width="6"/><path d="M${cx} 68V${lady ? 92 : 102}" stroke="${mm}" stroke-width="5"/>`;
      b += `<rect x="${x0 - 3}" y="${cy + R + 34}" width="${W + 6}" height="16" rx="4" fill="${dk(sc, 0.15)}"/>`;
    } else {
      const g: string[] = [];
      for (let y = 70; y < 680; y += 34) if (Math.abs(y - cy) > R + 20) g.push(`M${x0 + 14} ${y}H${x0 + W - 14}`);
      b += `<path d="${g.join("")}" stroke="${dk(sc, 0.45)}" stroke-width="5" stroke-linecap="round"/>`;
    }
  } else if (strap === "mesh") {
    defs += `<pattern id="wh" patternUnits="userSpaceOnUse" width="5" height="5"><path d="M0 5L5 0M0 0L5 5" stroke="${md}" stroke-width=".8" opacity=".55"/></pattern>`;
    b += `<rect x="${x0}" y="40" width="${W}" height="${650}" rx="10" fill="url(#ws)"/><rect x="${x0}" y="40" width="${W}" height="650" rx="10" fill="url(#wh)"/>`;
    b += `<rect x="${x0 - 4}" y="600" width="${W + 8}" height="40" rx="6" fill="url(#wm)" stroke="${md}"/>`;
  } else {
    // link bracelet, tiled as a pattern
    const center = a.a === "two" ? "#d6b25a" : ml;
    const cw = Math.round(W * 0.36);
    const side = (W - cw) / 2 - 2;
    defs +=
      `<pattern id="wk" patternUnits="userSpaceOnUse" x="${x0}" y="36" width="${W}" height="30">` +
      `<g stroke="${md}" stroke-width=".8"><rect width="${side}" height="27" rx="5" fill="url(#ws)"/>` +
      `<rect x="${W - side}" width="${side}" height="27" rx="5" fill="url(#ws)"/>` +
      `<rect x="${(W - cw) / 2}" width="${cw}" height="27" rx="5" fill="${center}"/></g></pattern>`;
    b += `<rect x="${x0}" y="36" width="${W}" height="${cy - 36}" fill="url(#wk)"/><rect x="${x0}" y="${cy}" width="${W}" height="${696 - cy}" fill="url(#wk)"/>`;
  }
  // lugs + case
  b += `<rect x="${cx - W / 2 - 8}" y="${cy - R - 30}" width="${W + 16}" height="${2 * R + 60}" rx="16" fill="url(#wm)" stroke="${md}"/>`;
  if (square) {
    const s = R;
    b += `<rect x="${cx - s}" y="${cy - s}" width="${2 * s}" height="${2 * s}" rx="26" fill="url(#wm)" stroke="${md}" stroke-width="2"/>`;
    b += `<rect x="${cx - s + 14}" y="${cy - s + 14}" width="${2 * s - 28}" height="${2 * s - 28}" rx="16" fill="url(#wd)"/>`;
  } else {
    b += `<circle cx="${cx + R + 4}" cy="${cy}" r="0"/>`;
    b += `<rect x="${cx + R - 6}" y="${cy - 14}" width="${lady ? 14 : 22}" height="28" rx="5" fill="url(#wm)" stroke="${md}"/>`;
    if (v === "chrono") {
      b += `<rect x="${cx + R - 16}" y="${cy - 94}" width="20" height="24" rx="4" fill="url(#wm)" stroke="${md}" transform="rotate(40 ${cx} ${cy})"/><rect x="${cx + R - 16}" y="${cy + 70}" width="20" height="24" rx="4" fill="url(#wm)" stroke="${md}" transform="rotate(-40 ${cx} ${cy})"/>`;
    }
    b += `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#wm)" stroke="${md}" stroke-width="2"/>`;
    const bez = v === "diver" ? dk(dial, 0.35) : a.a === "black" ? "#232427" : null;
    if (bez) {
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 12}" fill="none" stroke="${bez}" stroke-width="18"/>`;
      const circ = 2 * Math.PI * (R - 12);
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 12}" fill="none" stroke="#e9eaec" stroke-width="8" stroke-dasharray="2 ${(circ / 12 - 2).toFixed(2)}" transform="rotate(-90.5 ${cx} ${cy})"/>`;
      b += `<path d="M${cx - 7} ${cy - R + 4}H${cx + 7}L${cx} ${cy - R + 16}Z" fill="#e9eaec"/>`;
    }
    if (a.n === 1) {
      const circ = 2 * Math.PI * (R - 6);
      b += `<circle cx="${cx}" cy="${cy}" r="${R - 6}" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 ${(circ / 36).toFixed(2)}"/>`;
    }
    b += `<circle cx="${cx}" cy="${cy}" r="${R - (bez ? 22 : 12)}" fill="url(#wd)" stroke="${md}" stroke-width="1.5"/>`;
  }
  const Rd = square ? R - 14 : R - 12;
  const Ri = Rd - 10;
  if (!square) {
    const c1 = 2 * Math.PI * (Ri + 4);
    b += `<circle cx="${cx}" cy="${cy}" r="${Ri + 4}" fill="none" stroke="${mark}" stroke-width="4" opacity=".45" stroke-dasharray="1 ${(c1 / 60 - 1).toFixed(2)}"/>`;
  }
  // hour markers
  // The product's own details (details()): the hands, the hour markers and a case finish.
  const [dh, dm, dc] = details(a);
  const mk: string[] = [];
  for (let i = 0; i < 12; i++) {
    const big = i % 3 === 0;
    const len = big ? (lady ? 16 : 24) : lady ? 10 : 15;
    const w = big ? (lady ? 5 : 8) : lady ? 3 : 5;
    const rr = square ? Ri - 6 : Ri - 4;
    const rot = `transform="rotate(${i * 30} ${cx} ${cy})"`;
    if (dm === 1 && !big) mk.push(`<circle cx="${cx}" cy="${cy - rr + len / 2}" r="${w * 0.7}" ${rot}/>`);
    else if (dm === 2 && i === 0)
      mk.push(
        `<rect x="${cx - w * 1.3}" y="${cy - rr}" width="${w * 0.8}" height="${len}" rx="1.5"/><rect x="${cx + w * 0.5}" y="${cy - rr}" width="${w * 0.8}" height="${len}" rx="1.5"/>`,
      );
    else if (dm === 3 && big) mk.push(`<path d="M${cx - w} ${cy - rr}H${cx + w}L${cx} ${cy - rr + len}Z" ${rot}/>`);
    else mk.push(`<rect x="${cx - w / 2}" y="${cy - rr}" width="${w}" height="${len}" rx="1.5" ${rot}/>`);
  }
  if (dc === 1)
    b += square
      ? `<rect x="${cx - R + 4}" y="${cy - R + 4}" width="${2 * R - 8}" height="${2 * R - 8}" rx="22" fill="none" stroke="${md}" stroke-width="3" stroke-dasharray="2 3"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${R - 3}" fill="none" stroke="${md}" stroke-width="4" stroke-dasharray="2 3"/>`;
  else if (dc === 2 && !square)
    b += `<path d="M${cx + R - 8} ${cy - 26}L${cx + R + (lady ? 10 : 16)} ${cy - 18}V${cy - 14}M${cx + R - 8} ${cy + 26}L${cx + R + (lady ? 10 : 16)} ${cy + 18}V${cy + 14}" fill="none" stroke="url(#wm)" stroke-width="6" stroke-linecap="round"/>`;
  else if (dc === 3)
    b += square
      ? `<rect x="${cx - Ri - 2}" y="${cy - Ri - 2}" width="${2 * Ri + 4}" height="${2 * Ri + 4}" rx="12" fill="none" stroke="${mark}" stroke-width="1.5" opacity=".5"/>`
      : `<circle cx="${cx}" cy="${cy}" r="${Ri * 0.62}" fill="none" stroke="${mark}" stroke-width="1.2" opacity=".45"/>`;
  else if (dc === 4 || (dc === 2 && square))
    b += `<rect x="${cx - Ri * 0.22}" y="${cy - Ri * 0.5}" width="${Ri * 0.44}" height="${lady ? 5 : 7}" rx="2" fill="${mark}" opacity=".8"/><rect x="${cx - Ri * 0.14}" y="${cy - Ri * 0.5 + (lady ? 9 : 12)}" width="${Ri * 0.28}" height="3" rx="1.5" fill="${mark}" opacity=".6"/>`;
  b += `<g fill="${mark}">${mk.join("")}</g>`;
  const sub = (x: number, y: number, r: number): string =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${darkDial ? lt(dial, 0.12) : dk(dial, 0.1)}" stroke="${mark}" stroke-width="1.5" opacity=".95"/><path d="M${x} ${y}L${x + r * 0.5} ${y - r * 0.6}" stroke="${mark}" stroke-width="2"/>`;
  if (v === "chrono") {
    const r = R * 0.2;
    b += sub(cx - R * 0.44, cy, r) + sub(cx + R * 0.44, cy, r) + sub(cx, cy + R * 0.44, r);
  } else if (v === "auto") {
    const r = R * 0.24;
    const y = cy + R * 0.42;
    b += `<circle cx="${cx}" cy="${y}" r="${r}" fill="#141416" stroke="${mm}" stroke-width="3"/>`;
    b += `<circle cx="${cx}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#c9a13f" stroke-width="5" stroke-dasharray="3 3"/><path d="M${cx - r * 0.6} ${y}H${cx + r * 0.6}M${cx} ${y - r * 0.6}V${y + r * 0.6}" stroke="#c9a13f" stroke-width="2"/><circle cx="${cx}" cy="${y}" r="4" fill="#d7403a"/>`;
  } else if (v === "analog" || v === "diver") {
    b += `<rect x="${cx + Ri * 0.58}" y="${cy - 9}" width="24" height="18" rx="2" fill="#f6f5f0" stroke="${md}"/>`;
  }
  // hands at 10:10
  const hand = (angle: number, len: number, w: number, col: string, tail = 0): string => {
    const rot = `transform="rotate(${angle} ${cx} ${cy})"`;
    if (dh === 1)
      return `<rect x="${cx - w * 0.3}" y="${cy - len}" width="${w * 0.6}" height="${len + tail}" rx="${w * 0.3}" fill="${col}" stroke="${dk(col, 0.3)}" stroke-width=".8" ${rot}/>`;
    const sword = `<path d="M${cx - w / 2} ${cy + tail}L${cx - w / 2} ${cy - len + w}L${cx} ${cy - len}L${cx + w / 2} ${cy - len + w}L${cx + w / 2} ${cy + tail}Z" fill="${col}" stroke="${dk(col, 0.3)}" stroke-width=".8" ${rot}/>`;
    if (dh === 2)
      return `${sword}<path d="M${cx} ${cy - 14}V${cy - len + w * 1.5}" stroke="#f4f6ee" stroke-width="${w * 0.35}" stroke-linecap="round" ${rot}/>`;
    return sword;
  };
  const hc = darkDial ? (a.a === "gold" || a.a === "rose" ? ml : "#f2f3f5") : "#26272b";
  b += hand(-60, Ri * 0.55, lady ? 6 : 10, hc, 10) + hand(60, Ri * 0.85, lady ? 4.5 : 7, hc, 12);
  if (!lady || a.n !== 2)
    b += `<path d="M${cx} ${cy + 24}V${cy - Ri * 0.9}" stroke="#d7403a" stroke-width="2" transform="rotate(160 ${cx} ${cy})"/>`;
  b += `<circle cx="${cx}" cy="${cy}" r="${lady ? 5 : 7}" fill="${mm}" stroke="${md}"/>`;
  // glass highlight
  b += `<path d="M${cx - Rd * 0.8} ${cy - Rd * 0.3}A${Rd * 0.9} ${Rd * 0.9} 0 0 1 ${cx + Rd * 0.2} ${cy - Rd * 0.86}" fill="none" stroke="#fff" stroke-width="${lady ? 6 : 9}" stroke-linecap="round" opacity=".28"/>`;
  return { defs, body: b, floor: [300, 712, 120] };
}

/** Handbags, front view. */
import { type Art } from "../drafts";
import { type Pic, acrossCentre, details, dk, ink, lin3, lt, metal, ramp } from "./svg";

// ---------------------------------------------------------------------------
// Handbags (front view)
// ---------------------------------------------------------------------------

/** The front panel a bag's own details go on: left, right, top, bottom. */
type Box = [number, number, number, number];

/**
 * One product's details on a bag's front (details()): a charm or tag, and a front finish (a zip pocket,
 * piping, a band or corner patches). The first digit sets the bag's proportions (bagPic).
 */
function bagDetails(a: Art, [x0, x1, y0, y1]: Box): string {
  const [, dt, df] = details(a);
  const c = a.c;
  const [ml, mm, md] = metal(a.a);
  const line = ink(c, 0.4);
  const w = x1 - x0;
  const h = y1 - y0;
  let s = "";
  if (df === 1)
    s += `<path d="M${x0 + w * 0.18} ${y0 + h * 0.3}H${x1 - w * 0.18}" stroke="${dk(c, 0.45)}" stroke-width="5" stroke-linecap="round"/><path d="M${x0 + w * 0.18} ${y0 + h * 0.3}H${x1 - w * 0.18}" stroke="${ml}" stroke-width="2" stroke-dasharray="2 3"/><rect x="${x1 - w * 0.2}" y="${y0 + h * 0.3 - 4}" width="8" height="22" rx="2" fill="${mm}" stroke="${md}"/>`;
  else if (df === 2)
    s += `<path d="M${x0 + w * 0.28} ${y0 + 6}V${y1 - 6}M${x1 - w * 0.28} ${y0 + 6}V${y1 - 6}" stroke="${dk(c, 0.25)}" stroke-width="5" opacity=".7"/>`;
  else if (df === 3)
    s += `<rect x="${x0 + 6}" y="${y0 + h * 0.55}" width="${w - 12}" height="${Math.max(14, h * 0.12)}" fill="${lt(c, 0.14)}" stroke="${line}" stroke-width="1.2"/>`;
  else if (df === 4)
    s += `<path d="M${x0 + 4} ${y1 - 40}V${y1 - 4}H${x0 + 40}ZM${x1 - 4} ${y1 - 40}V${y1 - 4}H${x1 - 40}Z" fill="${dk(c, 0.2)}" stroke="${line}" stroke-width="1.2"/>`;
  if (dt === 1)
    s += `<rect x="${(x0 + x1) / 2 - 26}" y="${y0 + 10}" width="52" height="14" rx="3" fill="${mm}" stroke="${md}"/>`;
  else if (dt === 2)
    s += `<path d="M${x0 + 22} ${y0 - 6}V${y0 + 34}" stroke="${mm}" stroke-width="3"/><circle cx="${x0 + 22}" cy="${y0 - 6}" r="6" fill="none" stroke="${mm}" stroke-width="3"/><path d="M${x0 + 14} ${y0 + 34}H${x0 + 30}L${x0 + 36} ${y0 + 92}H${x0 + 8}Z" fill="${dk(c, 0.3)}"/><path d="M${x0 + 14} ${y0 + 44}V${y0 + 90}M${x0 + 22} ${y0 + 44}V${y0 + 90}M${x0 + 30} ${y0 + 44}V${y0 + 90}" stroke="${lt(c, 0.2)}" stroke-width="1.2"/>`;
  else if (dt === 3)
    s += `<path d="M${x1 - 30} ${y0 - 4}V${y0 + 30}" stroke="${mm}" stroke-width="3"/><circle cx="${x1 - 30}" cy="${y0 + 48}" r="20" fill="${lt(c, 0.25)}" stroke="${line}" stroke-width="2"/><circle cx="${x1 - 30}" cy="${y0 + 48}" r="7" fill="none" stroke="${line}" stroke-width="2"/>`;
  return s;
}

export function bagPic(a: Art): Pic {
  const c = a.c;
  const [ml, mm, md] = metal(a.a);
  const edge = dk(c, 0.35);
  const stitch = `fill="none" stroke="${ink(c, 0.3)}" stroke-width="1.6" stroke-dasharray="5 4"`;
  const defs =
    ramp("bg1", c, 0.2, 0.22, { at: 0.55, x2: 1, y2: 1 }) +
    lin3("bm", [ml, mm, md], 0.5, 1, 1) +
    (a.p === "quilt"
      ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="36" height="36"><path d="M0 0L36 36M36 0L0 36" stroke="${dk(c, 0.3)}" stroke-width="1.6"/></pattern>`
      : a.p === "sequin"
        ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="14" height="12"><circle cx="4" cy="4" r="3" fill="${lt(c, 0.5)}"/><circle cx="11" cy="10" r="3" fill="${dk(c, 0.2)}"/></pattern>`
        : a.p === "canvas"
          ? `<pattern id="bq" patternUnits="userSpaceOnUse" width="6" height="6"><path d="M0 3h6M3 0v6" stroke="${dk(c, 0.2)}" stroke-width=".8" opacity=".4"/></pattern>`
          : "");
  /** A piece of the bag, outlined: the body (in its gradient), a flap or a pocket. */
  const panel = (d: string, fill = "url(#bg1)"): string =>
    `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="2"/>`;
  const over = (d: string): string => (a.p ? `<path d="${d}" fill="url(#bq)"/>` : "");
  let b = "";
  let floor: [number, number, number] = [300, 650, 220];
  switch (a.t) {
    case "tote": {
      const body = "M150 300H450L432 626Q430 644 412 644H188Q170 644 168 626Z";
      b += `<path d="M232 304C232 178 368 178 368 304" fill="none" stroke="${dk(c, 0.4)}" stroke-width="18"/>`;
      b += panel(body) + over(body);
      b += `<path d="M150 300H450L448 336H152Z" fill="${dk(c, 0.1)}"/><path d="M154 322H446" ${stitch}/><path d="M170 612H430" ${stitch}/>`;
      b += `<path d="M212 306C212 150 388 150 388 306" fill="none" stroke="${dk(c, 0.2)}" stroke-width="18"/><path d="M212 306C212 150 388 150 388 306" fill="none" stroke="${lt(c, 0.2)}" stroke-width="4" opacity=".5"/>`;
      b += `<rect x="200" y="296" width="24" height="44" rx="4" fill="${dk(c, 0.15)}"/><rect x="376" y="296" width="24" height="44" rx="4" fill="${dk(c, 0.15)}"/><circle cx="212" cy="326" r="4" fill="url(#bm)"/><circle cx="388" cy="326" r="4" fill="url(#bm)"/>`;
      b += `<path d="M176 360L168 620M424 360L432 620" stroke="${dk(c, 0.3)}" stroke-width="2" opacity=".5"/>`;
      b += bagDetails(a, [168, 432, 336, 612]);
      floor = [300, 648, 210];
      break;
    }
    case "sling": {
      const body = "M164 390H436Q454 390 454 408V586Q454 630 410 630H190Q146 630 146 586V408Q146 390 164 390Z";
      const flap = "M146 396H454V510Q300 556 146 510Z";
      b += `<path d="M160 398C150 120 450 120 440 398" fill="none" stroke="${a.p === "quilt" ? "url(#bm)" : dk(c, 0.2)}" stroke-width="${a.p === "quilt" ? 8 : 12}" stroke-dasharray="${a.p === "quilt" ? "14 4" : "none"}"/>`;
      b += `<circle cx="160" cy="400" r="9" fill="none" stroke="url(#bm)" stroke-width="5"/><circle cx="440" cy="400" r="9" fill="none" stroke="url(#bm)" stroke-width="5"/>`;
      b += panel(body);
      b += panel(flap, lt(c, 0.06)) + over(flap) + `<path d="M154 404H446V506Q300 548 154 506Z" ${stitch}/>`;
      b += `<rect x="278" y="508" width="44" height="30" rx="8" fill="url(#bm)" stroke="${md}"/><rect x="290" y="516" width="20" height="14" rx="4" fill="${mm}" stroke="${md}"/>`;
      b += bagDetails(a, [150, 450, 514, 626]);
      floor = [300, 634, 190];
      break;
    }
    case "clutch": {
      const body = "M124 360H476Q492 360 492 376V574Q492 590 476 590H124Q108 590 108 574V376Q108 360 124 360Z";
      const flap = "M108 368Q108 360 124 360H476Q492 360 492 368L316 496Q300 506 284 496Z";
      b += `<path d="M130 366C150 190 450 190 470 366" fill="none" stroke="url(#bm)" stroke-width="6" stroke-dasharray="12 5"/>`;
      b += panel(body) + over(body);
      b += panel(flap, lt(c, 0.1)) + over(flap);
      b += `<circle cx="300" cy="486" r="15" fill="url(#bm)" stroke="${md}"/><circle cx="300" cy="486" r="6" fill="${ml}"/>`;
      b += bagDetails(a, [112, 488, 364, 586]);
      floor = [300, 594, 220];
      break;
    }
    case "satchel": {
      const body = "M150 330H450Q470 330 472 352L484 618Q486 640 462 640H138Q114 640 116 618L128 352Q130 330 150 330Z";
      const flap = "M128 338H472L476 476Q300 494 124 476Z";
      b += `<path d="M236 334C236 236 364 236 364 334" fill="none" stroke="${dk(c, 0.3)}" stroke-width="20"/><path d="M236 334C236 236 364 236 364 334" fill="none" stroke="${dk(c, 0.05)}" stroke-width="14"/>`;
      b += `<rect x="222" y="322" width="28" height="22" rx="4" fill="url(#bm)"/><rect x="350" y="322" width="28" height="22" rx="4" fill="url(#bm)"/>`;
      b += panel(body);
      b += panel(flap, lt(c, 0.08)) + `<path d="M136 348H464L466 466Q300 482 134 466Z" ${stitch}/>`;
      for (const x of [214, 386]) {
        b += `<path d="M${x - 14} 340H${x + 14}V538Q${x} 550 ${x - 14} 538Z" fill="${dk(c, 0.12)}" stroke="${edge}" stroke-width="1.5"/>`;
        b += `<rect x="${x - 20}" y="470" width="40" height="30" rx="4" fill="none" stroke="url(#bm)" stroke-width="6"/><path d="M${x} 472V498" stroke="${mm}" stroke-width="4"/>`;
      }
      b += `<path d="M140 620H460" ${stitch}/>`;
      b += bagDetails(a, [130, 470, 478, 636]);
      floor = [300, 644, 210];
      break;
    }
    case "backpack": {
      const body = "M196 196Q196 150 250 146H350Q404 150 404 196L420 614Q420 646 388 646H212Q180 646 180 614Z";
      b += `<path d="M272 150C272 104 328 104 328 150" fill="none" stroke="${dk(c, 0.3)}" stroke-width="12"/>`;
      b += `<path d="M186 230L170 600M414 230L430 600" stroke="${dk(c, 0.4)}" stroke-width="18" stroke-linecap="round"/>`;
      b += panel(body);
      b += `<path d="M202 214Q210 176 252 172H348Q390 176 398 214" fill="none" stroke="${dk(c, 0.45)}" stroke-width="4"/><path d="M202 214Q210 176 252 172H348Q390 176 398 214" fill="none" stroke="${ml}" stroke-width="3" stroke-dasharray="2 3"/>`;
      b += `<rect x="376" y="202" width="10" height="26" rx="3" fill="url(#bm)"/>`;
      b += panel(
        "M222 392H378Q396 392 398 410L402 586Q402 606 382 606H218Q198 606 198 586L202 410Q204 392 222 392Z",
        dk(c, 0.08),
      );
      b += `<path d="M206 420H394" stroke="${dk(c, 0.45)}" stroke-width="4"/><rect x="360" y="416" width="8" height="22" rx="2" fill="url(#bm)"/><path d="M212 590H388" ${stitch}/>`;
      b += `<rect x="258" y="250" width="84" height="14" rx="7" fill="${dk(c, 0.18)}"/>`;
      b += bagDetails(a, [198, 402, 420, 606]);
      floor = [300, 650, 170];
      break;
    }
    case "laptop": {
      const body = "M124 318H476Q498 318 498 340V590Q498 612 476 612H124Q102 612 102 590V340Q102 318 124 318Z";
      b += `<path d="M112 330C90 120 510 120 488 330" fill="none" stroke="${dk(c, 0.4)}" stroke-width="10"/>`;
      b += `<path d="M244 322C244 252 356 252 356 322" fill="none" stroke="${dk(c, 0.3)}" stroke-width="18"/>`;
      b += panel(body);
      b += `<path d="M108 340H492" stroke="${dk(c, 0.45)}" stroke-width="4"/><rect x="420" y="334" width="10" height="24" rx="3" fill="url(#bm)"/>`;
      b += `<path d="M152 410H448V574Q448 586 436 586H164Q152 586 152 574Z" fill="${dk(c, 0.07)}" stroke="${edge}" stroke-width="1.6"/><path d="M150 402H450V448Q300 462 150 448Z" fill="${lt(c, 0.06)}" stroke="${edge}" stroke-width="1.6"/>`;
      b += `<rect x="286" y="440" width="28" height="18" rx="4" fill="url(#bm)"/><path d="M112 600H488" ${stitch}/>`;
      b += `<rect x="232" y="312" width="24" height="20" rx="3" fill="url(#bm)"/><rect x="344" y="312" width="24" height="20" rx="3" fill="url(#bm)"/>`;
      b += bagDetails(a, [152, 448, 458, 586]);
      floor = [300, 616, 230];
      break;
    }
    default: {
      const body = "M146 340Q300 396 454 340Q488 500 420 620Q300 660 180 620Q112 500 146 340Z";
      b += `<path d="M164 350C170 110 430 110 436 350" fill="none" stroke="${dk(c, 0.3)}" stroke-width="28"/><path d="M164 350C170 110 430 110 436 350" fill="none" stroke="${c}" stroke-width="22"/>`;
      b += panel(body);
      b += `<path d="M156 352Q300 406 444 352" fill="none" stroke="${dk(c, 0.4)}" stroke-width="3"/><path d="M220 440Q240 540 214 610M380 440Q360 540 386 610" stroke="${dk(c, 0.3)}" stroke-width="3" fill="none" opacity=".4"/>`;
      b += `<circle cx="300" cy="372" r="7" fill="url(#bm)"/>`;
      b += bagDetails(a, [184, 416, 400, 610]);
      floor = [300, 630, 200];
    }
  }
  // The bag's proportions (details()): as drawn, narrower or broader about the centre line.
  const sx = [1, 0.9, 1.08][details(a)[0]] ?? 1;
  return { defs, body: acrossCentre(b, sx), floor: [floor[0], floor[1], Math.round(floor[2] * sx)] };
}

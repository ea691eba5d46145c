/** Footwear: side views of a staggered pair (loafers, formal shoes, boots, sneakers, heels) and top views. */
import { at } from "../random";
import { type Art } from "../drafts";
import { type Pic, details, dk, ink, lin2, lt, lum, metal, mix, ramp } from "./svg";
import { type Pt } from "./garments";

// ---------------------------------------------------------------------------
// Footwear. Side views: toe to the right, ground at y = 520, drawn as a staggered pair.
// ---------------------------------------------------------------------------

export interface Side {
  defs: string;
  shoe: string;
  top: number; // highest point of the shoe in local coordinates
}

/** Shared leather-shoe base: feather line, sole with toe spring and a stacked heel (ground y = 520). */
export const FEATHER = "C540 498 512 506 470 506C430 506 380 502 300 500Z";

/** Where a side view's own details go (local coordinates): the top of the heel, the quarter, the toe box. */
interface SideAnchors {
  heel: Pt;
  quarter: Pt;
  toe: Pt;
}

/**
 * One product's details on a side view (details()): a pull loop or heel tab, a mark on the quarter
 * (perforations, a badge, a stitched seam) and a toe finish (medallion, stitched cap, double stitch,
 * polish). Drawn in the upper's own darker or lighter shade, so they read in every colour.
 */
function sideDetails(a: Art, at: SideAnchors): string {
  const [dh, dq, dt] = details(a);
  const c = a.c;
  const line = ink(c, 0.45);
  const soft = lum(c) < 0.22 ? lt(c, 0.2) : dk(c, 0.15);
  const [hx, hy] = at.heel;
  const [qx, qy] = at.quarter;
  const [tx, ty] = at.toe;
  let s = "";
  if (dh === 1)
    s += `<path d="M${hx + 2} ${hy + 6}Q${hx - 6} ${hy - 24} ${hx + 12} ${hy - 26}Q${hx + 26} ${hy - 22} ${hx + 20} ${hy + 4}" fill="none" stroke="${line}" stroke-width="6" stroke-linecap="round"/>`;
  else if (dh === 2)
    s += `<rect x="${hx - 8}" y="${hy - 4}" width="20" height="46" rx="7" fill="${soft}" stroke="${line}" stroke-width="1.5"/><path d="M${hx - 3} ${hy + 2}V${hy + 36}M${hx + 7} ${hy + 2}V${hy + 36}" stroke="${lt(soft, 0.35)}" stroke-width="1.2" stroke-dasharray="3 3"/>`;
  if (dq === 1)
    s += `<g fill="${line}"><circle cx="${qx - 18}" cy="${qy - 8}" r="3"/><circle cx="${qx}" cy="${qy - 2}" r="3"/><circle cx="${qx + 18}" cy="${qy + 4}" r="3"/><circle cx="${qx - 9}" cy="${qy + 8}" r="3"/><circle cx="${qx + 9}" cy="${qy + 14}" r="3"/></g>`;
  else if (dq === 2)
    s += `<circle cx="${qx}" cy="${qy}" r="12" fill="${soft}" stroke="${line}" stroke-width="2"/><circle cx="${qx}" cy="${qy}" r="5" fill="${line}"/>`;
  else if (dq === 3)
    s += `<path d="M${qx - 44} ${qy + 22}Q${qx} ${qy - 30} ${qx + 48} ${qy - 6}" fill="none" stroke="${line}" stroke-width="2.5"/><path d="M${qx - 44} ${qy + 30}Q${qx} ${qy - 22} ${qx + 48} ${qy + 2}" fill="none" stroke="${lt(c, 0.4)}" stroke-width="1.4" stroke-dasharray="3 3"/>`;
  if (a.p === "plain" || a.p === "whole" || a.p === "cap" || a.p === "brogue") {
    // the name says what the toe looks like: the fifth detail is the welt stitch instead
    const dash = ["none", "5 3", "2 4", "8 3", "1 5"][dt];
    if (dt > 0)
      s += `<path d="M${tx - 300} ${ty + 50}C${tx - 140} ${ty + 56} ${tx - 40} ${ty + 58} ${tx + 44} ${ty + 40}" fill="none" stroke="${lt(c, 0.45)}" stroke-width="${dt === 4 ? 3 : 1.8}" stroke-dasharray="${dash}"/>`;
  } else if (dt === 1) {
    const d: string[] = [`<circle cx="${tx}" cy="${ty}" r="3"/>`];
    for (let i = 0; i < 6; i++) {
      const ang = (i * Math.PI) / 3;
      d.push(
        `<circle cx="${(tx + 11 * Math.cos(ang)).toFixed(1)}" cy="${(ty + 7 * Math.sin(ang)).toFixed(1)}" r="2.4"/>`,
      );
    }
    s += `<g fill="${line}">${d.join("")}</g>`;
  } else if (dt === 2)
    s += `<path d="M${tx - 34} ${ty - 26}Q${tx - 8} ${ty + 4} ${tx - 12} ${ty + 44}" fill="none" stroke="${line}" stroke-width="2.5"/><path d="M${tx - 42} ${ty - 24}Q${tx - 16} ${ty + 6} ${tx - 20} ${ty + 46}" fill="none" stroke="${lt(c, 0.4)}" stroke-width="1.4" stroke-dasharray="3 3"/>`;
  else if (dt === 3)
    s += `<path d="M${tx - 70} ${ty - 14}Q${tx} ${ty - 22} ${tx + 44} ${ty + 8}M${tx - 70} ${ty - 4}Q${tx} ${ty - 12} ${tx + 40} ${ty + 16}" fill="none" stroke="${line}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  else if (dt === 4)
    s += `<ellipse cx="${tx}" cy="${ty - 4}" rx="26" ry="8" fill="#fff" opacity=".3" transform="rotate(14 ${tx} ${ty})"/>`;
  return s;
}

/**
 * The product's own sole height on a leather shoe (details()): single, or a double sole of 5 or 9 px. The
 * sole at the ground stays, and everything from `from` on (the sole again and the upper) is raised.
 */
function doubleSole(a: Art, s: string, from: number): { shoe: string; lift: number } {
  const lift = [0, 9, 0, 5][details(a)[1]] ?? 0;
  return lift ? { shoe: `${s.slice(0, from)}<g transform="translate(0 -${lift})">${s}</g>`, lift } : { shoe: s, lift };
}

/** A leather shoe's sole: dark under dark uppers, else one of four leathers (the product's own, details()). */
function leatherSoleColour(a: Art): string {
  if (lum(a.c) < 0.2) return at(["#17171a", "#1a1a1c", "#3a2a20", "#17171a"], details(a)[1]);
  return at(["#2f221a", "#3a2a20", "#8a5a32", "#b88a58"], details(a)[1]);
}

export function leatherSole(soleC: string, lug = false): string {
  if (lug) {
    const t: string[] = [];
    for (let x = 100; x < 500; x += 24) t.push(`M${x} 524v-9h12v9`);
    return (
      `<path d="M86 490L300 494C380 496 430 500 470 500C512 500 540 492 552 478Q568 490 560 506C542 524 510 526 470 526H96Q84 526 84 510Z" fill="${soleC}"/>` +
      `<path d="${t.join("")}" fill="#0e0e10"/>`
    );
  }
  return (
    `<path d="M176 496L300 500C380 502 430 506 470 506C512 506 540 498 552 484Q562 490 557 500C540 516 510 520 470 520L300 518L176 512Z" fill="${soleC}"/>` +
    `<path d="M88 492H182V520H96Q88 520 88 512Z" fill="${soleC}"/>` +
    `<path d="M90 503H180M90 511H180" stroke="${lt(soleC, 0.22)}" stroke-width="1.3"/>` +
    `<path d="M178 502L300 506C380 508 430 511 470 511C508 511 534 504 548 494" fill="none" stroke="${lt(soleC, 0.35)}" stroke-width="1.4" stroke-dasharray="3 3"/>`
  );
}

export function loaferSide(a: Art): Side {
  const c = a.c;
  const v = a.v ?? "penny";
  const driving = v === "driving";
  const soleC = driving ? dk(c, 0.45) : leatherSoleColour(a);
  const upper = `M90 496C80 456 84 420 98 394Q104 384 116 385C168 396 226 410 282 410C340 390 440 392 500 420C536 436 556 460 552 484${FEATHER}`;
  let s = "";
  if (driving) {
    s += `<path d="M90 496L300 500C380 502 430 506 470 506C512 506 540 498 552 484Q562 490 557 500C540 514 510 516 470 516H100Q88 514 88 504Z" fill="${soleC}"/>`;
    const nubs: string[] = [];
    for (let x = 110; x <= 500; x += 26)
      nubs.push(`<circle cx="${x}" cy="${x > 470 ? 516 - (x - 470) * 0.3 : 516}" r="7"/>`);
    s += `<g fill="${soleC}">${nubs.join("")}<circle cx="92" cy="480" r="8"/><circle cx="88" cy="456" r="7"/><circle cx="90" cy="432" r="6"/></g>`;
  } else {
    s += leatherSole(soleC);
  }
  const soleEnd = driving ? 0 : s.length;
  s += `<path d="${upper}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
  if (a.p === "croc") s += `<path d="${upper}" fill="url(#uc)"/>`;
  s += `<path d="M116 385C168 396 226 410 282 410C226 402 168 390 122 377Q114 379 116 385Z" fill="${mix(c, "#d8c2a0", 0.6)}" stroke="${dk(c, 0.3)}"/>`;
  s += `<path d="M98 394Q104 384 116 385C168 396 226 410 282 410" fill="none" stroke="${dk(c, 0.3)}" stroke-width="3"/>`;
  // apron / moc seam
  s += `<path d="M284 418C336 404 430 408 486 434C512 446 532 462 540 478" fill="none" stroke="${dk(c, 0.3)}" stroke-width="2.5"/>`;
  s += `<path d="M286 425C336 412 428 416 482 441C506 452 524 466 532 480" fill="none" stroke="${lt(c, 0.35)}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  s += `<path d="M148 392C150 430 148 466 150 494" fill="none" stroke="${dk(c, 0.25)}" stroke-width="1.6"/>`;
  if (v === "penny") {
    s += `<path d="M262 416C300 406 344 400 380 400L388 434C350 434 306 442 270 450Z" fill="${lt(c, 0.06)}" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
    s += `<path d="M308 429Q328 419 350 423" stroke="${dk(c, 0.55)}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
    s += `<path d="M266 444C304 436 344 430 382 428" stroke="${lt(c, 0.3)}" stroke-width="1.3" stroke-dasharray="3 3" fill="none"/>`;
  } else if (v === "tassel") {
    s += `<path d="M116 389C168 400 226 414 306 413" fill="none" stroke="${dk(c, 0.4)}" stroke-width="4"/>`;
    s += `<g fill="${dk(c, 0.18)}" stroke="${dk(c, 0.45)}" stroke-width="1.2"><path d="M306 421L296 467Q310 475 322 465L318 421Z"/><path d="M326 417L322 463Q336 471 346 459L338 417Z"/><circle cx="312" cy="417" r="7"/><circle cx="332" cy="413" r="7"/></g>`;
    s += `<path d="M302 437l-3 24M310 437v26M316 437l2 24M328 433l-2 24M334 433v24M340 433l2 22" stroke="${dk(c, 0.45)}" stroke-width="1"/>`;
  } else if (v === "horsebit") {
    const [hl, hm, hd] = metal("gold");
    s += `<path d="M292 417C322 407 354 403 386 405" stroke="${hd}" stroke-width="9" stroke-linecap="round" fill="none"/><path d="M292 415C322 405 354 401 386 403" stroke="${hm}" stroke-width="5" stroke-linecap="round" fill="none"/>`;
    s += `<circle cx="284" cy="423" r="12" fill="none" stroke="${hm}" stroke-width="6"/><circle cx="394" cy="411" r="12" fill="none" stroke="${hm}" stroke-width="6"/><path d="M276 415a12 12 0 0 1 12-4M386 403a12 12 0 0 1 12-4" stroke="${hl}" stroke-width="2" fill="none"/>`;
  } else {
    s += `<path d="M282 414C300 402 320 398 336 400" stroke="${dk(c, 0.4)}" stroke-width="3" fill="none"/><ellipse cx="318" cy="408" rx="8" ry="5" fill="${dk(c, 0.3)}"/><path d="M318 412l-8 22M320 412l6 22" stroke="${dk(c, 0.4)}" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  s += `<path d="M340 404C410 402 466 418 506 440" stroke="#fff" stroke-width="${a.p === "patent" ? 7 : 5}" stroke-linecap="round" opacity="${a.p === "patent" ? 0.5 : a.p === "suede" ? 0.08 : 0.2}" fill="none"/>`;
  const suede = a.p === "suede";
  const defs =
    ramp("ug", c, suede ? 0.1 : 0.22, suede ? 0.12 : 0.25, { at: 0.6 }) +
    (a.p === "croc"
      ? `<pattern id="uc" patternUnits="userSpaceOnUse" width="18" height="14"><rect x="1" y="1" width="16" height="12" rx="4" fill="none" stroke="${dk(c, 0.35)}" stroke-width="1.2" opacity=".6"/></pattern>`
      : "");
  s += sideDetails(a, { heel: [100, 396], quarter: [196, 450], toe: [500, 452] });
  const sole = doubleSole(a, s, soleEnd);
  return { defs, shoe: sole.shoe, top: 384 - sole.lift };
}

export function formalSide(a: Art): Side {
  const c = a.c;
  const boot = a.t === "boot";
  const lug = a.p === "lug";
  const soleC = leatherSoleColour(a);
  let s = leatherSole(soleC, lug);
  const soleEnd = s.length;
  const foot = lug ? "C540 492 512 500 470 500C430 500 380 496 300 494Z" : FEATHER;
  const base = lug ? 490 : 496;
  if (boot) {
    const up = `M90 ${base}C82 430 92 330 104 258L118 250H262L268 258C266 330 276 382 306 406C380 414 460 424 510 446C540 460 556 470 552 484${foot}`;
    s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
    const gc = lum(c) < 0.2 ? "#3f4045" : dk(c, 0.5);
    s += `<path d="M150 254H226C218 320 206 360 188 396C170 360 158 320 150 254Z" fill="${gc}" stroke="${dk(c, 0.4)}" stroke-width="1.5"/>`;
    const r: string[] = [];
    for (let x = 158; x <= 218; x += 8) r.push(`M${x} 258L${188 + (x - 188) * 0.25} 386`);
    s += `<path d="${r.join("")}" stroke="${lt(gc, 0.18)}" stroke-width="1.3"/>`;
    s += `<path d="M98 262Q92 218 112 214Q128 216 124 256" fill="none" stroke="${dk(c, 0.25)}" stroke-width="9" stroke-linecap="round"/>`;
    s += `<path d="M118 252H262" stroke="${dk(c, 0.3)}" stroke-width="4"/><path d="M98 440C150 446 190 470 216 ${base + 2}" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.8"/>`;
    s += `<path d="M312 416C390 422 466 436 512 460" stroke="${lt(c, 0.5)}" stroke-width="5" stroke-linecap="round" opacity=".25" fill="none"/>`;
    s += sideDetails(a, { heel: [236, 262], quarter: [140, 432], toe: [496, 452] });
    return {
      defs: ramp("ug", c, 0.2, 0.25, { at: 0.6 }),
      ...((sole) => ({ shoe: sole.shoe, top: 214 - sole.lift }))(doubleSole(a, s, soleEnd)),
    };
  }
  const v = a.v ?? "derby";
  const up = `M90 ${base}C82 456 86 416 100 388Q108 380 120 382C170 394 212 404 244 404L258 398C300 392 400 398 472 420C528 436 558 460 552 484${foot}`;
  s += `<path d="M244 404Q250 380 272 378L290 394Z" fill="${dk(c, 0.2)}"/>`;
  s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.5"/>`;
  s += `<path d="M100 388Q108 380 120 382C170 394 212 404 244 404" fill="none" stroke="${dk(c, 0.35)}" stroke-width="3"/>`;
  if (v === "derby") {
    s += `<path d="M246 404C262 420 266 448 252 470C240 488 218 496 196 499" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  } else {
    s += `<path d="M250 406C272 430 290 436 320 436" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  s += `<path d="M110 420C150 424 196 446 220 498" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.6"/>`;
  if (a.p === "cap" || a.p === "brogue") {
    s += `<path d="M452 416Q478 452 470 505" fill="none" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
  }
  if (a.p === "brogue") {
    const dots: string[] = [];
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      dots.push(
        `<circle cx="${(444 + 20 * t + 12 * Math.sin(Math.PI * t)).toFixed(1)}" cy="${(420 + 80 * t).toFixed(1)}" r="2.2"/>`,
      );
    }
    for (let i = 0; i < 7; i++) dots.push(`<circle cx="${126 + i * 14}" cy="${428 + i * 9 + i * i}" r="2.2"/>`);
    s += `<g fill="${dk(c, 0.5)}">${dots.join("")}</g>`;
  }
  const laceC = lum(c) < 0.2 ? "#55565c" : dk(c, 0.55);
  const l: string[] = [];
  const rows = [4, 3, 5][details(a)[0]] ?? 4; // the product's own lacing
  for (let i = 0; i < rows; i++) {
    const x = 262 + i * 18;
    l.push(`M${x - 6} ${402 - i}L${x + 10} ${395 - i}`);
  }
  s += `<path d="${l.join("")}" stroke="${laceC}" stroke-width="4" stroke-linecap="round"/>`;
  s += `<path d="M300 388q-18-20-28-4q10 10 28 4q10-22 26-8q-10 14-26 8l-8 22M300 388l14 20" fill="none" stroke="${laceC}" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M330 404C400 404 466 420 510 446" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="${a.p === "patent" ? 0.5 : 0.22}" fill="none"/>`;
  s += sideDetails(a, { heel: [102, 392], quarter: [176, 452], toe: [492, 446] });
  return {
    defs: ramp("ug", c, 0.22, 0.25, { at: 0.6 }),
    ...((sole) => ({ shoe: sole.shoe, top: 378 - sole.lift }))(doubleSole(a, s, soleEnd)),
  };
}

export function sneakerSide(a: Art): Side {
  const c = a.c;
  const v = a.v ?? "sneaker";
  const high = v.endsWith("-high");
  const kind = v.replace("-high", "");
  const canvas = kind === "canvas";
  const acc = a.a ?? "#f4f4f1";
  const light = lum(c) > 0.75;
  const soleC = canvas ? "#f3f1ea" : at(["#f4f3ef", "#efe3c8", "#d5d7da", "#c98d4f"], details(a)[1]);
  const laceC = light ? "#e9e7e1" : lum(c) < 0.2 ? "#f4f4f1" : lt(c, 0.7);
  const lift =
    (kind === "running" || a.p === "chunky" ? 18 : kind === "sports" ? 8 : 0) +
    (canvas ? 0 : ([0, 6, 12, 4][details(a)[1]] ?? 0));
  const y = (n: number): number => n - lift;
  let s = "";
  let up: string;
  let heelOverlay = "";
  let toeCap: string;
  if (canvas) {
    s += `<path d="M84 474L540 474Q558 478 558 492Q556 514 530 518H100Q84 516 82 498Z" fill="url(#sg)" stroke="#c9c6bd" stroke-width="1.2"/>`;
    s += `<path d="M86 490H556" stroke="${acc === "#f4f4f1" ? "#1f2b48" : acc}" stroke-width="4"/><path d="M90 510H546" stroke="#bdb8ad" stroke-width="2"/>`;
    up = high
      ? "M92 476C78 400 84 300 100 252Q140 244 180 250Q196 300 214 350L240 360C300 392 380 420 440 432C500 440 546 452 558 474Z"
      : "M92 476C82 436 86 396 100 370Q112 356 130 358Q176 362 216 376L240 374C300 398 380 422 440 432C500 440 546 452 558 474Z";
    toeCap = `<path d="M476 438C520 444 552 456 558 474H478C474 462 472 450 476 438Z" fill="#f3f1ea" stroke="#c9c6bd"/><path d="M488 442v30M500 444v29M512 447v26M524 450v23" stroke="#d4d0c6" stroke-width="1.5"/>`;
  } else {
    s += `<path d="M84 ${y(452)}L300 ${y(458)}C380 ${y(461)} 440 ${y(464)} 480 ${y(462)}C520 ${y(460)} 546 ${y(452)} 558 ${y(440)}C566 456 560 480 540 494C512 512 470 518 430 518H118Q86 518 80 496Q76 ${y(470)} 84 ${y(452)}Z" fill="url(#sg)" stroke="#cfccc4" stroke-width="1.2"/>`;
    s += `<path d="M92 510Q100 517 118 517H430C470 517 510 511 538 496" fill="none" stroke="${light ? "#cfcac0" : "#3b3c40"}" stroke-width="6" stroke-linecap="round"/>`;
    if (kind === "running" || kind === "sports") {
      s += `<path d="M104 ${y(478)}C200 ${y(462)} 300 ${y(494)} 400 ${y(478)}C450 ${y(470)} 500 ${y(472)} 548 ${y(466)}" stroke="${acc}" stroke-width="5" fill="none" opacity=".9"/>`;
    } else {
      s += `<path d="M90 ${y(464)}L300 ${y(470)}C380 ${y(473)} 440 ${y(476)} 480 ${y(474)}C516 ${y(472)} 540 ${y(466)} 552 ${y(456)}" fill="none" stroke="#bdb8ad" stroke-width="1.5" stroke-dasharray="4 3"/>`;
    }
    const back = high
      ? `M92 ${y(454)}C78 400 84 300 100 252Q140 244 180 250Q196 300 214 352L242 ${y(360)}`
      : `M92 ${y(454)}C80 ${y(420)} 82 ${y(380)} 98 ${y(354)}Q104 ${y(340)} 122 ${y(340)}Q150 ${y(342)} 168 ${y(360)}Q196 ${y(376)} 226 ${y(362)}L242 ${y(360)}`;
    up = `${back}C300 ${y(382)} 360 ${y(400)} 420 ${y(408)}C488 ${y(412)} 540 ${y(420)} 556 ${y(442)}C552 ${y(454)} 524 ${y(460)} 480 ${y(462)}C440 ${y(464)} 380 ${y(461)} 300 ${y(458)}Z`;
    heelOverlay = high
      ? `<path d="M92 ${y(454)}C78 400 84 300 100 252Q110 250 122 250C126 340 140 420 176 ${y(456)}Z" fill="${kind === "sneaker" && !a.p ? dk(c, 0.12) : acc}" opacity=".9"/>`
      : `<path d="M92 ${y(454)}C80 ${y(420)} 82 ${y(380)} 98 ${y(354)}Q104 ${y(342)} 118 ${y(341)}C126 ${y(380)} 140 ${y(424)} 176 ${y(456)}Z" fill="${kind === "sneaker" && !a.p ? dk(c, 0.12) : acc}" opacity=".9"/>`;
    toeCap = `<path d="M464 ${y(410)}C512 ${y(414)} 546 ${y(424)} 556 ${y(442)}C552 ${y(454)} 524 ${y(460)} 480 ${y(462)}C462 ${y(448)} 456 ${y(428)} 464 ${y(410)}Z" fill="${lt(c, 0.12)}" stroke="${dk(c, 0.25)}" stroke-width="1.2"/>`;
  }
  // tongue
  s += high
    ? `<path d="M176 ${canvas ? 256 : 254}Q178 228 200 226Q220 228 222 250L232 356Z" fill="${dk(c, 0.15)}"/>`
    : canvas
      ? `<path d="M210 380Q206 340 232 336Q254 334 260 350L268 384Z" fill="${dk(c, 0.12)}" stroke="${dk(c, 0.3)}"/>`
      : `<path d="M220 ${y(366)}Q214 ${y(320)} 242 ${y(314)}Q266 ${y(312)} 272 ${y(332)}L280 ${y(372)}Z" fill="${dk(c, 0.12)}" stroke="${dk(c, 0.3)}"/>`;
  s += `<path d="${up}" fill="url(#ug)" stroke="${dk(c, 0.3)}" stroke-width="1.5"/>`;
  if (kind === "running" || kind === "sports") s += `<path d="${up}" fill="url(#um)"/>`;
  s += heelOverlay + toeCap;
  if (!canvas) {
    s += `<path d="M190 ${y(446)}C250 ${y(418)} 330 ${y(404)} 410 ${y(424)}C340 ${y(424)} 270 ${y(438)} 226 ${y(458)}L196 ${y(457)}Z" fill="${acc}"/>`;
    if (a.p === "suede")
      s += `<path d="M300 ${y(458)}C300 ${y(430)} 330 ${y(404)} 380 ${y(410)}L440 ${y(418)}C460 ${y(424)} 466 ${y(440)} 470 ${y(462)}Z" fill="${dk(c, 0.12)}" opacity=".8"/>`;
    if (!high)
      s += `<path d="M98 ${y(354)}Q104 ${y(340)} 122 ${y(340)}Q150 ${y(342)} 168 ${y(360)}Q196 ${y(376)} 226 ${y(362)}" fill="none" stroke="${dk(c, 0.2)}" stroke-width="7" stroke-linecap="round"/>`;
    if (kind === "running")
      s += `<path d="M100 ${y(352)}Q92 ${y(318)} 114 ${y(314)}L124 ${y(338)}" fill="none" stroke="${acc}" stroke-width="6" stroke-linecap="round"/>`;
  } else {
    s += `<path d="M150 ${high ? 256 : 364}C148 410 156 446 172 476" fill="none" stroke="${dk(c, 0.3)}" stroke-width="1.6" stroke-dasharray="4 3"/>`;
  }
  const st: Pt = high ? [196, 268] : canvas ? [238, 380] : [244, y(366)];
  const en: Pt = canvas ? [420, 430] : [420, y(410)];
  const n = high ? 8 : 5;
  s += `<path d="M${st[0] - 10} ${st[1] + 2}L${en[0]} ${en[1] - 6}L${en[0] - 6} ${en[1] + 12}L${st[0] - 8} ${st[1] + 22}Z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.3)}" stroke-width="1.2"/>`;
  const l: string[] = [];
  const e: string[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = st[0] + (en[0] - st[0]) * t;
    const yy = st[1] + (en[1] - st[1]) * t;
    l.push(`M${(x - 9).toFixed(1)} ${(yy - 6).toFixed(1)}L${(x + 13).toFixed(1)} ${(yy + 6).toFixed(1)}`);
    e.push(`<circle cx="${(x + 2).toFixed(1)}" cy="${(yy + 12).toFixed(1)}" r="3"/>`);
  }
  s += `<g fill="${canvas ? "#c4c8cd" : dk(c, 0.4)}">${e.join("")}</g>`;
  s += `<path d="${l.join("")}" stroke="${laceC}" stroke-width="5" stroke-linecap="round"/>`;
  const defs =
    ramp("ug", c, 0.2, 0.22, { at: 0.65 }) +
    lin2("sg", soleC, "#d9d5cb") +
    (kind === "running" || kind === "sports"
      ? `<pattern id="um" patternUnits="userSpaceOnUse" width="8" height="8"><circle cx="4" cy="4" r="1.6" fill="${dk(c, 0.4)}" opacity=".35"/></pattern>`
      : "");
  s += sideDetails(a, {
    heel: high ? [100, 258] : canvas ? [102, 372] : [102, y(356)],
    quarter: high ? [140, 340] : canvas ? [160, 420] : [150, y(412)],
    toe: canvas ? [520, 458] : [506, y(440)],
  });
  return { defs, shoe: s, top: high ? 226 : canvas ? 336 : y(312) };
}

export function heelSide(a: Art): Side {
  const c = a.c;
  const emb = a.v === "emb";
  const soleC = lum(c) < 0.2 ? "#2a2a2d" : dk(c, 0.3);
  let s = "";
  s += `<path d="M100 418L176 432L170 520H112Z" fill="url(#hg)" stroke="${dk(c, 0.4)}" stroke-width="1.2"/>`;
  s += `<path d="M92 404C200 420 300 492 386 504H534Q552 506 550 514Q548 520 534 520H384C300 510 200 440 100 420Q90 414 92 404Z" fill="${soleC}"/>`;
  s += `<path d="M92 404C200 420 300 492 386 504H534V509H384C300 498 200 426 96 410Z" fill="#e2cfb2"/>`;
  s += `<path d="M96 406C92 370 100 340 110 318L138 322C130 350 132 380 148 414Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  s += `<ellipse cx="158" cy="316" rx="52" ry="15" fill="none" stroke="${dk(c, 0.3)}" stroke-width="15"/><ellipse cx="158" cy="316" rx="52" ry="15" fill="none" stroke="url(#ug)" stroke-width="11"/>`;
  s += `<rect x="202" y="306" width="14" height="18" rx="2" fill="none" stroke="#c9a13f" stroke-width="3"/>`;
  s += `<path d="M300 490C310 440 346 420 374 428L380 446C356 442 330 458 320 496Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  s += `<path d="M380 504C384 452 430 428 482 436C518 442 540 476 536 504Z" fill="url(#ug)" stroke="${dk(c, 0.35)}" stroke-width="1.2"/>`;
  if (emb) {
    const cols = [a.a ?? "#c9a13f", "#c9a13f", "#f4f4f1"];
    const d: string[] = [];
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      const x = 396 + t * 128;
      const y = 478 - Math.sin(Math.PI * t) * 30;
      d.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${i % 2 ? 3 : 5}" fill="${at(cols, i)}"/>`);
    }
    s +=
      d.join("") +
      `<path d="M404 466Q460 436 522 470" fill="none" stroke="#c9a13f" stroke-width="2" stroke-dasharray="2 4"/>`;
  } else {
    s += `<path d="M396 470Q460 442 526 480" fill="none" stroke="${lt(c, 0.4)}" stroke-width="2" stroke-dasharray="3 3"/>`;
  }
  s += sideDetails(a, { heel: [112, 324], quarter: [340, 452], toe: [470, 470] });
  return {
    defs: ramp("ug", c, 0.25, 0.25, { at: 0.6 }) + lin2("hg", dk(c, 0.1), dk(c, 0.35), 1, 0),
    shoe: s,
    top: 300,
  };
}

/**
 * A staggered pair of one side view. The product's first detail digit (details()) also sets the shoe's
 * length: as drawn, a shorter toe or a longer, sleeker one.
 */
export function sidePair(side: Side, a: Art): Pic {
  const h = 520 - side.top;
  const fs = 1.04; // front scale
  const rs = 0.95; // rear scale
  const sx = [1, 0.95, 1.05][details(a)[0]] ?? 1;
  const dy = Math.min(175, Math.max(86, 0.56 * h * fs));
  const span = dy + h * rs;
  const ground = Math.round(Math.min(640, 392 + span / 2));
  const rearGround = ground - dy;
  const ftx = 18 - 82 * fs * sx;
  const rtx = 586 - 552 * rs * sx;
  const scale = (k: number): string => (sx === 1 ? `scale(${k})` : `scale(${+(k * sx).toFixed(4)} ${k})`);
  return {
    defs:
      side.defs +
      `<filter id="dim"><feColorMatrix type="matrix" values=".82 0 0 0 0 0 .82 0 0 0 0 0 .82 0 0 0 0 0 1 0"/></filter>` +
      `<g id="sh">${side.shoe}</g>`,
    body:
      `<ellipse cx="${Math.round(rtx + 317 * rs * sx)}" cy="${Math.round(rearGround + 2)}" rx="${Math.round(230 * sx)}" ry="20" fill="url(#fl)"/>` +
      `<use href="#sh" transform="translate(${rtx.toFixed(1)} ${(rearGround - 520 * rs).toFixed(1)}) ${scale(rs)}" filter="url(#dim)"/>` +
      `<use href="#sh" transform="translate(${ftx.toFixed(1)} ${(ground - 520 * fs).toFixed(1)}) ${scale(fs)}"/>`,
    floor: [Math.round(ftx + 317 * fs * sx), ground + 2, Math.round(260 * sx)],
  };
}

// ---------------------------------------------------------------------------
// Footwear, top views of a pair (flip-flops, sliders, kolhapuri, jutti, flat sandals)
// ---------------------------------------------------------------------------

export const FOOT =
  "M-14 -252C36 -254 78 -220 82 -158C86 -100 72 -40 68 20C64 90 74 150 66 200C58 238 34 254 4 254C-28 254 -54 240 -60 204C-66 168 -52 120 -50 60C-48 10 -70 -40 -74 -110C-78 -190 -58 -250 -14 -252Z";
export const POINTED =
  "M-6 -268C26 -236 76 -196 80 -124C82 -60 70 0 66 60C62 130 74 180 64 214C54 244 30 256 2 256C-26 256 -52 244 -60 212C-68 176 -56 130 -58 60C-60 0 -80 -60 -78 -124C-76 -196 -36 -236 -6 -268Z";

/**
 * One product's details on a top view, on the footbed's heel half (details()): a heel stamp, grooves or a
 * texture on the insole, and an edge stitch. Drawn over the footbed and under the straps.
 */
function footbedDetails(a: Art, bed: string): string {
  const [ds, dg, de] = details(a);
  const line = ink(bed, 0.4);
  let s = "";
  if (ds === 1) s += `<ellipse cx="0" cy="176" rx="26" ry="16" fill="none" stroke="${line}" stroke-width="3"/>`;
  else if (ds === 2)
    s += `<rect x="-18" y="162" width="36" height="28" rx="4" fill="${line}" opacity=".5"/><path d="M-10 176H10" stroke="${bed}" stroke-width="3"/>`;
  if (dg === 1) s += `<path d="M-50 100H56M-52 122H58M-52 144H58" stroke="${line}" stroke-width="3" opacity=".55"/>`;
  else if (dg === 2) {
    const d: string[] = [];
    for (let y = 96; y <= 150; y += 18)
      for (let x = -44; x <= 50; x += 18) d.push(`<circle cx="${x}" cy="${y}" r="3.2"/>`);
    s += `<g fill="${line}" opacity=".5">${d.join("")}</g>`;
  } else if (dg === 3)
    s += `<path d="M-52 110Q-34 96 -16 110T20 110T56 110M-52 138Q-34 124 -16 138T20 138T56 138" fill="none" stroke="${line}" stroke-width="3" opacity=".55"/>`;
  const edge = (scale: number, dash: string, w: number): string =>
    `<use href="#f" transform="scale(${scale})" fill="none" stroke="${line}" stroke-width="${w}" stroke-dasharray="${dash}"/>`;
  if (de === 1) s += edge(0.93, "6 5", 2.5);
  else if (de === 2) s += edge(0.9, "none", 2);
  else if (de === 3) s += edge(0.95, "4 4", 2) + edge(0.88, "4 4", 2);
  else if (de === 4) s += edge(0.92, "1 7", 4);
  return s;
}

export function topPair(a: Art): Pic {
  const c = a.c;
  const t = a.t;
  const acc = a.a ?? "#26272b";
  let defs = `<path id="f" d="${t === "jutti" ? POINTED : FOOT}"/>`;
  let one = "";
  if (t === "flip" || t === "slide") {
    const bed = t === "flip" ? c : acc;
    const strap = t === "flip" ? acc : c;
    const same = Math.abs(lum(bed) - lum(strap)) < 0.08;
    const strapC = same ? (lum(strap) < 0.3 ? lt(strap, 0.22) : dk(strap, 0.22)) : strap;
    defs += ramp("fb", bed, 0.12, 0.12) + ramp("fs", strapC, 0.2, 0.15);
    defs += `<pattern id="tx" patternUnits="userSpaceOnUse" width="12" height="12"><circle cx="6" cy="6" r="1.6" fill="${dk(bed, 0.3)}" opacity=".5"/></pattern>`;
    one += `<use href="#f" transform="translate(0 12)" fill="${dk(bed, lum(bed) < 0.2 ? 0 : 0.35)}" stroke="${lum(bed) < 0.2 ? "#55565c" : "none"}"/><use href="#f" fill="url(#fb)" stroke="${dk(bed, 0.3)}" stroke-width="2"/><use href="#f" fill="url(#tx)" transform="scale(.9)"/>`;
    one += footbedDetails(a, bed);
    if (t === "flip") {
      one += `<path d="M-28 -168Q-58 -112 -62 -28M-28 -168Q30 -122 68 -30" fill="none" stroke="${dk(strapC, 0.35)}" stroke-width="26" stroke-linecap="round"/>`;
      one += `<path d="M-28 -168Q-58 -112 -62 -28M-28 -168Q30 -122 68 -30" fill="none" stroke="url(#fs)" stroke-width="20" stroke-linecap="round"/>`;
      one += `<circle cx="-28" cy="-170" r="12" fill="${dk(strapC, 0.2)}" stroke="${dk(strapC, 0.45)}"/>`;
    } else if (a.v === "double") {
      for (const y of [-150, -60]) {
        one += `<path d="M-76 ${y}Q2 ${y - 26} 84 ${y}L82 ${y + 52}Q2 ${y + 40} -74 ${y + 52}Z" fill="url(#fs)" stroke="${dk(strapC, 0.35)}" stroke-width="2"/>`;
        one += `<rect x="26" y="${y - 6}" width="24" height="56" rx="5" fill="none" stroke="#c9a13f" stroke-width="5"/>`;
      }
    } else {
      one += `<path d="M-78 -150Q2 -186 86 -150L82 -20Q2 -4 -72 -20Z" fill="url(#fs)" stroke="${dk(strapC, 0.35)}" stroke-width="2"/>`;
      if (a.v === "rib") {
        one += `<path d="M-74 -128Q2 -160 84 -128M-73 -104Q2 -134 83 -104M-72 -80Q2 -108 83 -80M-72 -56Q2 -82 82 -56" stroke="${dk(strapC, 0.3)}" stroke-width="3" fill="none"/>`;
      } else {
        one += `<path d="M-66 -140Q2 -170 76 -140" stroke="${lt(strapC, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="5 4"/><path d="M-60 -40Q2 -26 72 -40" stroke="${lt(strapC, 0.35)}" stroke-width="3" fill="none" stroke-dasharray="5 4"/>`;
      }
    }
  } else if (t === "kolhapuri") {
    defs += ramp("fb", c, 0.18, 0.1);
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.4)}"/><use href="#f" fill="url(#fb)" stroke="${dk(c, 0.35)}" stroke-width="2"/>`;
    one += footbedDetails(a, c);
    one += `<use href="#f" transform="scale(.92)" fill="none" stroke="${dk(c, 0.4)}" stroke-width="2" stroke-dasharray="5 4"/>`;
    one += `<path d="M-24 -186L-10 -120" stroke="${dk(c, 0.15)}" stroke-width="12" stroke-linecap="round"/><circle cx="-26" cy="-192" r="13" fill="none" stroke="${dk(c, 0.2)}" stroke-width="8"/>`;
    one += `<path d="M-80 -116Q2 -146 86 -116L84 -58Q2 -80 -76 -58Z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.45)}" stroke-width="2"/>`;
    const b: string[] = [];
    for (let x = -70; x <= 76; x += 12)
      b.push(`M${x} ${-118 + Math.abs(x) * 0.08 - 6}l6 12l6 -12M${x} ${-96 + Math.abs(x) * 0.08 - 6}l6 12l6 -12`);
    one += `<path d="${b.join("")}" stroke="${lt(c, 0.35)}" stroke-width="2" fill="none"/>`;
  } else if (t === "jutti") {
    defs += ramp("fb", c, 0.2, 0.15);
    defs += `<clipPath id="vc"><use href="#f"/></clipPath>`;
    const gold = "#d8b04a";
    const dotC = a.v === "pearl" ? "#fbf7ee" : a.v === "zari" ? gold : (a.a ?? gold);
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.45)}"/><use href="#f" fill="#e6d3b3" stroke="url(#fb)" stroke-width="14"/>`;
    one += footbedDetails(a, "#e6d3b3");
    one += `<g clip-path="url(#vc)"><path d="M-100 -290H100V80Q2 -50 -100 80Z" fill="url(#fb)"/>`;
    one += `<path d="M-100 70Q2 -60 100 70" fill="none" stroke="${gold}" stroke-width="5"/>`;
    one += `<path d="M-100 58Q2 -72 100 58" fill="none" stroke="${dotC}" stroke-width="4" stroke-dasharray="1 9" stroke-linecap="round"/></g>`;
    one += `<g transform="translate(2 -110)"><circle r="16" fill="${gold}"/><circle r="7" fill="${a.v === "pearl" ? "#fbf7ee" : dk(c, 0.2)}"/>`;
    for (let i = 0; i < 8; i++) {
      one += `<ellipse cx="0" cy="-26" rx="6" ry="11" fill="${dotC}" transform="rotate(${i * 45})"/>`;
    }
    one += `</g><path d="M-40 -190Q2 -150 44 -190M-52 -40Q2 -10 56 -40" fill="none" stroke="${gold}" stroke-width="3" stroke-dasharray="6 4"/>`;
    one += `<path d="M-54 -60l0 0M-40 -66l0 0M58 -60l0 0M44 -66l0 0M2 -200l0 0M-20 -190l0 0M24 -190l0 0" stroke="${dotC}" stroke-width="8" stroke-linecap="round"/>`;
  } else {
    // flat sandal
    defs += lin2("fb", "#efe2cb", "#d6c2a2") + ramp("fs", c, 0.2, 0.15);
    one += `<use href="#f" transform="translate(0 10)" fill="${dk(c, 0.35)}"/><use href="#f" fill="url(#fb)" stroke="${dk(c, 0.3)}" stroke-width="4"/>`;
    one += footbedDetails(a, "#e2d2b6");
    const sc = `stroke="url(#fs)" stroke-width="24" stroke-linecap="round" fill="none"`;
    const sh = `stroke="${dk(c, 0.35)}" stroke-width="28" stroke-linecap="round" fill="none"`;
    const straps =
      a.v === "gladiator"
        ? ["M-70 -150Q2 -172 80 -150", "M-64 -80Q2 -100 74 -80", "M-56 -10Q2 -26 66 -10", "M2 -166V60"]
        : ["M-72 -160Q2 -80 70 -40", "M76 -160Q2 -80 -64 -40", "M-62 -206Q-30 -216 -10 -214"];
    one += straps.map((d) => `<path d="${d}" ${sh}/><path d="${d}" ${sc}/>`).join("");
    one += `<path d="M-62 150Q-70 70 2 70Q70 70 64 150" stroke="${dk(c, 0.35)}" stroke-width="18" fill="none"/><path d="M-62 150Q-70 70 2 70Q70 70 64 150" stroke="url(#fs)" stroke-width="13" fill="none"/><rect x="48" y="88" width="18" height="20" rx="3" fill="none" stroke="#c9a13f" stroke-width="4"/>`;
    if (a.v === "bow") {
      one += `<path d="M2 -108l-30 -16v34zM2 -108l30 -16v34z" fill="${dk(c, 0.1)}" stroke="${dk(c, 0.4)}" stroke-width="2"/><circle cx="2" cy="-108" r="7" fill="${dk(c, 0.2)}"/>`;
    }
    if (a.v === "glitter") {
      defs += `<pattern id="gl" patternUnits="userSpaceOnUse" width="10" height="10"><circle cx="3" cy="3" r="1.6" fill="#fff"/><circle cx="8" cy="7" r="1.2" fill="#8a8e93"/></pattern>`;
      one += straps
        .map((d) => `<path d="${d}" stroke="url(#gl)" stroke-width="22" fill="none" opacity=".7"/>`)
        .join("");
    }
  }
  defs += `<g id="one">${one}</g>`;
  return {
    defs,
    body:
      `<use href="#one" transform="translate(206 372) rotate(-5) scale(-.96 .96)"/>` +
      `<use href="#one" transform="translate(394 378) rotate(5) scale(.96)"/>`,
    floor: [300, 640, 0],
  };
}

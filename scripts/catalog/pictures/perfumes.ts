/** Perfume bottles. */
import { type Art } from "../drafts";
import { type Pic, acrossCentre, details, dk, lin, lin3, metal, mix, ramp } from "./svg";

// ---------------------------------------------------------------------------
// Perfume bottles
// ---------------------------------------------------------------------------

/** The flask's outlines for glassPath: the glass, and the scent inside it. */
const FLASK_GLASS = [
  "M196 354Q196 316 240 312H360Q404 316 404 354L416 612Q416 644 384 644H216Q184 644 184 612Z",
  "M214 370Q214 340 248 338H352Q386 340 386 370L396 604Q396 626 374 626H226Q204 626 204 604Z",
] as const;

/** The hexagonal bottle's outlines for glassPath: the glass, and the scent inside it. */
const HEX_GLASS = [
  "M236 306H364L428 380V570L364 644H236L172 570V380Z",
  "M246 330H354L406 390V560L354 622H246L194 560V390Z",
] as const;

export function perfumePic(a: Art): Pic {
  const c = a.c;
  const shape = a.v ?? "rect";
  const [cl, cm, cd] = metal(a.a);
  const glass = mix(c, "#ffffff", 0.72);
  const defs =
    ramp("pl", c, 0.25, 0.3, { at: 0.5, x2: 1, y2: 0.3 }) +
    lin(
      "pg",
      [
        [0, "#ffffff", 0.75],
        [0.5, glass, 0.55],
        [1, dk(glass, 0.25), 0.8],
      ],
      1,
      0.2,
    ) +
    lin3("pc", [cl, cm, cd], 0.45, 1, 0);
  let b = "";
  const hi = (x: number, y1: number, y2: number): string =>
    `<path d="M${x} ${y1}V${y2}" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".55"/><path d="M${x + 16} ${y1 + 10}V${y1 + 60}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".4"/>`;
  // The product's own details (details()): the bottle's proportions, a cap finish and the label's shape.
  const [dw, dc, dl] = details(a);
  const labelFill = a.a === "black" ? "#1f1f22" : "url(#pc)";
  const labelLine = a.a === "black" ? "#c9a13f" : cd;
  const plate = (y: number, w: number): string => {
    const h = Math.round(w * 0.42);
    const text = `<path d="M${300 - w * 0.3} ${y + w * 0.2}H${300 + w * 0.3}" stroke="${labelLine}" stroke-width="3"/>`;
    switch (dl) {
      case 1:
        return `<ellipse cx="300" cy="${y + h / 2}" rx="${w / 2}" ry="${h * 0.62}" fill="${labelFill}" opacity=".9"/><ellipse cx="300" cy="${y + h / 2}" rx="${w / 2 - 6}" ry="${h * 0.62 - 6}" fill="none" stroke="${labelLine}" stroke-width="1.5"/>${text}`;
      case 2:
        return `<rect x="${300 - w * 0.82}" y="${y + 4}" width="${w * 1.64}" height="${h - 8}" fill="${labelFill}" opacity=".85"/>${text}`;
      case 3:
        return `<path d="M${300 - w / 2} ${y + h}V${y + h * 0.45}A${w / 2} ${h * 0.6} 0 0 1 ${300 + w / 2} ${y + h * 0.45}V${y + h}Z" fill="${labelFill}" opacity=".9"/><path d="M${300 - w * 0.25} ${y + h * 0.7}H${300 + w * 0.25}" stroke="${labelLine}" stroke-width="3"/>`;
      case 4:
        return `<path d="M300 ${y - h * 0.3}L${300 + w * 0.45} ${y + h / 2}L300 ${y + h * 1.3}L${300 - w * 0.45} ${y + h / 2}Z" fill="${labelFill}" opacity=".9"/><path d="M${300 - w * 0.18} ${y + h / 2}H${300 + w * 0.18}" stroke="${labelLine}" stroke-width="3"/>`;
      default:
        return `<rect x="${300 - w / 2}" y="${y}" width="${w}" height="${h}" rx="4" fill="${labelFill}" opacity=".9"/>${text}`;
    }
  };
  /** A finish on the cap whose top is at y and width w: a metal band, a ball finial or ribs. */
  const capFinish = (y: number, w: number, h: number): string => {
    if (dc === 1)
      return `<rect x="${300 - w / 2}" y="${y + h - 22}" width="${w}" height="10" fill="${cd}" opacity=".7"/>`;
    if (dc === 2)
      return `<circle cx="300" cy="${y - 12}" r="15" fill="url(#pc)" stroke="${cd}" stroke-width="1.5"/><rect x="292" y="${y - 2}" width="16" height="6" fill="${cd}"/>`;
    if (dc === 3) {
      const r: string[] = [];
      for (let x = 300 - w / 2 + 14; x < 300 + w / 2 - 6; x += 14) r.push(`M${x} ${y + 8}V${y + h - 8}`);
      return `<path d="${r.join("")}" stroke="${cd}" stroke-width="2" opacity=".55"/>`;
    }
    return "";
  };
  /** The neck between the glass and the cap, in the cap's metal. */
  const neck = (x: number, y: number, w: number, h: number): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#pc)"/>`;
  /** The glass's paint: clear glass with a darker rim. */
  const inGlass = `fill="url(#pg)" stroke="${dk(glass, 0.3)}" stroke-width="2"`;
  /** A glass body of outline d and the scent inside it, of outline scent. */
  const glassPath = (d: string, scent: string): string =>
    `<path d="${d}" ${inGlass}/><path d="${scent}" fill="url(#pl)"/>`;
  /** A light band across the top of a flat cap at x, y and w wide. */
  const capBand = (x: number, y: number, w: number): string =>
    `<rect x="${x}" y="${y}" width="${w}" height="14" rx="6" fill="${cl}" opacity=".6"/>`;
  let floor: [number, number, number] = [300, 646, 170];
  switch (shape) {
    case "round": {
      b += neck(276, 300, 48, 42);
      b += `<circle cx="300" cy="488" r="152" ${inGlass}/><circle cx="300" cy="492" r="128" fill="url(#pl)"/>`;
      b += `<rect x="244" y="204" width="112" height="104" rx="14" fill="url(#pc)"/><ellipse cx="300" cy="206" rx="56" ry="10" fill="${cl}"/>`;
      b += capFinish(204, 112, 104);
      b +=
        `<path d="M200 430A110 110 0 0 1 260 376" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none" opacity=".5"/>` +
        plate(520, 96);
      floor = [300, 642, 180];
      break;
    }
    case "tall": {
      b += neck(278, 248, 44, 24);
      b += `<rect x="218" y="266" width="164" height="378" rx="16" ${inGlass}/><rect x="232" y="300" width="136" height="330" rx="8" fill="url(#pl)"/>`;
      b += `<rect x="246" y="120" width="108" height="136" rx="10" fill="url(#pc)"/>` + capBand(246, 120, 108);
      b += capFinish(120, 108, 136) + hi(246, 316, 560) + plate(420, 84);
      break;
    }
    case "flask": {
      b += neck(274, 276, 52, 40) + glassPath(...FLASK_GLASS);
      b += `<path d="M252 284Q252 186 300 180Q348 186 348 284Z" fill="url(#pc)"/>`;
      b += capFinish(182, 80, 100) + hi(232, 380, 580) + plate(450, 100);
      break;
    }
    case "hex": {
      b += neck(272, 272, 56, 40) + glassPath(...HEX_GLASS);
      b += `<path d="M246 332L300 380L354 332M300 380V600" stroke="#fff" stroke-width="2" opacity=".3" fill="none"/>`;
      b += `<path d="M252 282L236 228L264 184H336L364 228L348 282Z" fill="url(#pc)"/><path d="M264 184L300 228L336 184M236 228H364M300 228V282" stroke="${cd}" stroke-width="1.5" fill="none" opacity=".6"/>`;
      b += capFinish(184, 80, 98) + hi(214, 400, 540) + plate(470, 84);
      break;
    }
    case "square": {
      b += neck(270, 308, 60, 32);
      b += `<rect x="168" y="334" width="264" height="310" rx="30" ${inGlass}/><rect x="192" y="360" width="216" height="262" rx="18" fill="url(#pl)"/>`;
      b += `<rect x="230" y="224" width="140" height="92" rx="46" fill="url(#pc)"/>`;
      b += capFinish(224, 110, 92) + hi(198, 380, 600) + plate(470, 110);
      break;
    }
    case "attar": {
      b += `<path d="M300 150Q306 170 314 186H286Q294 170 300 150Z" fill="url(#pc)"/><circle cx="300" cy="148" r="8" fill="url(#pc)"/>`;
      b += `<path d="M260 262Q260 190 300 184Q340 190 340 262Z" fill="url(#pc)"/><rect x="254" y="258" width="92" height="18" rx="6" fill="${cd}"/>`;
      b += `<path d="M280 276H320V396H280Z" fill="url(#pg)" stroke="${dk(glass, 0.3)}"/><rect x="284" y="300" width="32" height="96" fill="url(#pl)"/>`;
      b += glassPath(
        "M280 396Q160 426 168 530Q176 640 300 644Q424 640 432 530Q440 426 320 396Z",
        "M292 414Q184 440 190 530Q196 620 300 624Q404 620 410 530Q416 440 308 414Z",
      );
      b += `<path d="M300 420V620M236 440Q220 530 246 612M364 440Q380 530 354 612" stroke="#fff" stroke-width="2" opacity=".3" fill="none"/>`;
      b += `<rect x="274" y="322" width="52" height="10" rx="4" fill="url(#pc)"/><rect x="274" y="372" width="52" height="10" rx="4" fill="url(#pc)"/><path d="M210 520A92 92 0 0 1 250 450" stroke="#fff" stroke-width="10" stroke-linecap="round" fill="none" opacity=".5"/>`;
      b += capFinish(184, 60, 76);
      if (dl > 0) b += plate(500, 76);
      floor = [300, 646, 150];
      break;
    }
    default: {
      b += neck(270, 298, 60, 36);
      b += `<rect x="184" y="328" width="232" height="316" rx="22" ${inGlass}/><rect x="202" y="366" width="196" height="260" rx="10" fill="url(#pl)"/>`;
      b += `<rect x="224" y="178" width="152" height="126" rx="10" fill="url(#pc)"/>` + capBand(224, 178, 152);
      b += capFinish(178, 152, 126) + hi(214, 384, 600) + plate(470, 104);
    }
  }
  // The bottle's proportions: as drawn, slimmer or broader about the centre line.
  const sx = [1, 0.88, 1.12][dw] ?? 1;
  return { defs, body: acrossCentre(b, sx), floor: [floor[0], floor[1], Math.round(floor[2] * sx)] };
}

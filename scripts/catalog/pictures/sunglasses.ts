/** Sunglasses. */
import { type Art } from "../drafts";
import { type Pic, acrossCentre, details, dk, lin, lin2, lt, mix, ramp } from "./svg";

// ---------------------------------------------------------------------------
// Sunglasses
// ---------------------------------------------------------------------------

export function glassesPic(a: Art): Pic {
  const c = a.c;
  const v = a.v ?? "wayfarer";
  const lens = a.b ?? "#3c3f44";
  const metalFrame = a.a === "metal";
  const tort = a.a === "tortoise";
  const fw = metalFrame ? 6 : v === "sport" ? 10 : 14;
  let defs =
    (a.p === "mirror"
      ? lin(
          "ln",
          [
            [0, dk(lens, 0.3)],
            [0.45, lens],
            [0.7, lt(lens, 0.35)],
            [1, mix(lens, "#b56fd1", 0.4)],
          ],
          0.3,
          1,
        )
      : a.p === "grad"
        ? lin(
            "ln",
            [
              [0, dk(lens, 0.35)],
              [1, lt(lens, 0.55), 0.85],
            ],
            0,
            1,
          )
        : lin2("ln", dk(lens, 0.25), lt(lens, 0.12))) +
    (tort
      ? `<pattern id="fr" patternUnits="userSpaceOnUse" width="40" height="30"><rect width="40" height="30" fill="#7a4a22"/><ellipse cx="10" cy="8" rx="9" ry="5" fill="#3b2010"/><ellipse cx="30" cy="20" rx="10" ry="6" fill="#b07a3a"/><ellipse cx="28" cy="6" rx="4" ry="3" fill="#2a1608"/><ellipse cx="8" cy="24" rx="6" ry="3" fill="#c28a45"/></pattern>`
      : ramp("fr", c, metalFrame ? 0.35 : 0.2, 0.3, { at: 0.5 }));
  const frame = "url(#fr)";
  const lensPath: Record<string, string> = {
    wayfarer: "M86 348L282 342Q292 343 290 356L278 432Q270 474 226 474L140 470Q104 466 98 432L84 362Q84 348 86 348Z",
    aviator: "M98 352Q190 330 282 350Q294 358 288 400Q272 484 196 486Q118 486 100 420Q88 380 98 352Z",
    round: "M190 314A90 90 0 1 1 189.9 314Z",
    cateye: "M80 340Q82 328 104 334L278 352Q292 356 288 378L276 432Q264 468 222 470L150 466Q108 460 98 420Z",
    browline: "M94 352H280Q292 352 290 366L282 424Q272 468 228 470H152Q108 468 100 424L90 368Q90 352 94 352Z",
    sport: "",
  };
  // The product's own details (details()): the frame's width, the lens highlight, a temple or hinge finish.
  const [dw, dl, dd] = details(a);
  const shine = (lx: number): string => {
    if (dl === 1)
      return `<path d="M${lx} 372L${lx + 22} 370L${lx - 12} 446L${lx - 30} 446ZM${lx + 34} 370L${lx + 44} 370L${lx + 8} 446L${lx - 2} 446Z" fill="#fff" opacity=".18"/>`;
    if (dl === 2)
      return `<path d="M${lx - 16} 440Q${lx - 20} 384 ${lx + 40} 372" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".22"/>`;
    if (dl === 3)
      return `<circle cx="${lx + 30}" cy="388" r="9" fill="#fff" opacity=".3"/><circle cx="${lx + 48}" cy="402" r="4" fill="#fff" opacity=".3"/>`;
    return `<path d="M${lx} 374L${lx + 54} 368L${lx + 10} 440Z" fill="#fff" opacity=".16"/>`;
  };
  const finish = (): string => {
    const tc = tort ? "#5a3418" : dk(c, 0.25);
    if (dd === 1)
      return `<g fill="#d9dadd" stroke="#8a8e93"><circle cx="100" cy="352" r="5"/><circle cx="500" cy="352" r="5"/></g>`;
    if (dd === 2)
      return `<path d="M146 200Q150 188 164 192M454 200Q450 188 436 192" fill="none" stroke="${lt(tc, 0.5)}" stroke-width="${tw + 4}" stroke-linecap="round"/>`;
    if (dd === 3)
      return `<path d="M112 300L124 268M488 300L476 268" stroke="#d9dadd" stroke-width="${Math.max(3, tw - 5)}" stroke-linecap="round"/>`;
    if (dd === 4)
      return `<path d="M244 334Q300 326 356 334" fill="none" stroke="${frame}" stroke-width="5" stroke-linecap="round"/>`;
    return "";
  };
  const scaled = (body: string): string => {
    const sx = [1, 0.93, 1.06][dw] ?? 1;
    return acrossCentre(body, sx);
  };
  let b = "";
  // temples receding behind
  const tw = metalFrame ? 5 : 11;
  b += `<path d="M${v === "sport" ? 84 : 92} 362L140 206Q146 190 160 194M${v === "sport" ? 516 : 508} 362L460 206Q454 190 440 194" fill="none" stroke="${tort ? "#5a3418" : dk(c, 0.25)}" stroke-width="${tw}" stroke-linecap="round"/>`;
  if (v === "sport") {
    const d =
      "M80 352Q300 318 520 352L512 414Q492 470 424 470Q356 470 330 428Q300 404 270 428Q244 470 176 470Q108 470 88 414Z";
    b += `<path d="${d}" fill="url(#ln)" stroke="${frame}" stroke-width="6"/>`;
    b += `<path d="M78 354Q300 316 522 354" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
    b += `<path d="M274 432Q300 416 326 432" fill="none" stroke="#2b2c30" stroke-width="8" stroke-linecap="round"/>`;
    b += shine(130) + shine(410) + finish();
    return { defs, body: scaled(b), floor: [300, 560, 230] };
  }
  const lp = lensPath[v] ?? lensPath.wayfarer!;
  defs += `<path id="lp" d="${lp}"/>`;
  const L = `<use href="#lp" fill="url(#ln)" stroke="${frame}" stroke-width="${fw}" stroke-linejoin="round"/>`;
  const R = `<use href="#lp" transform="translate(600 0) scale(-1 1)" fill="url(#ln)" stroke="${frame}" stroke-width="${fw}" stroke-linejoin="round"/>`;
  // bridge
  if (v === "aviator") {
    b += `<path d="M284 372Q300 360 316 372M232 338H368" fill="none" stroke="${frame}" stroke-width="6" stroke-linecap="round"/>`;
  } else if (v === "round") {
    b += `<path d="M278 382Q300 360 322 382" fill="none" stroke="${frame}" stroke-width="${fw}"/>`;
  } else if (v === "browline") {
    b += `<path d="M286 380Q300 368 314 380" fill="none" stroke="#b9bec5" stroke-width="6"/>`;
  } else {
    b += `<path d="M284 356Q300 346 316 356" fill="none" stroke="${frame}" stroke-width="${fw + 4}"/>`;
  }
  b += L + R;
  if (v === "browline") {
    b += `<path d="M90 372Q88 350 108 350H278Q294 350 292 370M510 372Q512 350 492 350H322Q306 350 308 370" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
    b += `<use href="#lp" fill="none" stroke="#b9bec5" stroke-width="3"/><use href="#lp" transform="translate(600 0) scale(-1 1)" fill="none" stroke="#b9bec5" stroke-width="3"/>`;
    b += `<path d="M90 372Q88 350 108 350H278Q294 350 292 370M510 372Q512 350 492 350H322Q306 350 308 370" fill="none" stroke="${frame}" stroke-width="18" stroke-linecap="round"/>`;
  }
  if (v === "wayfarer" || v === "cateye") {
    b += `<circle cx="106" cy="360" r="4" fill="#d9dadd"/><circle cx="494" cy="360" r="4" fill="#d9dadd"/>`;
  }
  if (metalFrame || v === "aviator" || v === "round") {
    b += `<ellipse cx="272" cy="408" rx="6" ry="10" fill="#ffffff" opacity=".55" stroke="#b9bec5"/><ellipse cx="328" cy="408" rx="6" ry="10" fill="#ffffff" opacity=".55" stroke="#b9bec5"/>`;
  }
  b += shine(126) + shine(374) + finish();
  return { defs, body: scaled(b), floor: [300, 560, 230] };
}

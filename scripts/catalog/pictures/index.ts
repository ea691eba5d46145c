/** One SVG document per picture recipe. */
import { type Art } from "../drafts";
import { svgDoc } from "./svg";
import { garmentPic } from "./garments";
import { formalSide, heelSide, loaferSide, sidePair, sneakerSide, topPair } from "./footwear";
import { bagPic } from "./bags";
import { watchPic } from "./watches";
import { perfumePic } from "./perfumes";
import { glassesPic } from "./sunglasses";

// ---------------------------------------------------------------------------
// Picture dispatch
// ---------------------------------------------------------------------------

export function renderSvg(a: Art): string {
  switch (a.t) {
    case "shirt":
    case "tee":
    case "pants":
    case "track":
    case "coord":
      return svgDoc(garmentPic(a));
    case "loafer":
      return svgDoc(sidePair(loaferSide(a), a));
    case "formal":
    case "boot":
      return svgDoc(sidePair(formalSide(a), a));
    case "sneaker":
      return svgDoc(sidePair(sneakerSide(a), a));
    case "heel":
      return svgDoc(sidePair(heelSide(a), a));
    case "flip":
    case "slide":
    case "kolhapuri":
    case "jutti":
    case "flat":
      return svgDoc(topPair(a));
    case "watch":
      return svgDoc(watchPic(a));
    case "perfume":
      return svgDoc(perfumePic(a));
    case "glasses":
      return svgDoc(glassesPic(a));
    default:
      return svgDoc(bagPic(a));
  }
}

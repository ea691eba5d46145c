/** Loafers, men's shoes, girls' sandals and juttis, flip-flops: names, descriptions, details and picture recipes. */
import { at, pick, rngFor } from "../random";
import {
  type ArtType,
  CAT,
  type Draft,
  SIZES,
  cap,
  colourCycler,
  desc,
  hex,
  lc,
  uniqueName,
  usedNames,
} from "../drafts";

// ----- loafers --------------------------------------------------------------

export function buildLoafers(): Draft[] {
  const r = rngFor("loafers");
  type L = [string, string, string, string]; // style, colour, material, extra
  const rows: L[] = [
    ["penny", "Tan", "Suede", ""],
    ["penny", "Black", "Leather", ""],
    ["penny", "Cognac", "Burnished Leather", ""],
    ["penny", "Burgundy", "Polished Leather", ""],
    ["penny", "Navy", "Suede", ""],
    ["penny", "Coffee", "Textured Leather", ""],
    ["tassel", "Brown", "Leather", ""],
    ["tassel", "Black", "Patent Leather", ""],
    ["tassel", "Taupe", "Suede", ""],
    ["tassel", "Dark Brown", "Croc-Textured", ""],
    ["horsebit", "Black", "Leather", ""],
    ["horsebit", "Tan", "Leather", ""],
    ["horsebit", "Beige", "Suede", ""],
    ["horsebit", "Olive", "Suede", ""],
    ["driving", "Brown", "Suede", ""],
    ["driving", "Navy", "Suede", ""],
    ["driving", "Tan", "Leather", "Moccasin "],
    ["driving", "Grey", "Suede", ""],
    ["driving", "Camel", "Nubuck", ""],
  ];
  const styleName: Record<string, string> = {
    penny: "Penny Loafers",
    tassel: "Tassel Loafers",
    horsebit: "Horsebit Detail Loafers",
    driving: "Driving Loafers",
  };
  const price: Record<string, [number, number]> = {
    penny: [1699, 3999],
    tassel: [1899, 4299],
    horsebit: [2299, 4499],
    driving: [1499, 3299],
  };
  return rows.map(([style, colour, mat, extra]) => {
    const c = lc(colour);
    const m = mat === "Croc-Textured" ? "croc-textured leather" : lc(mat);
    const suede = /suede|nubuck/i.test(mat);
    const lead: Record<string, string> = {
      penny: `Classic penny loafers in ${c} ${m} with a saddle strap across the vamp and hand-finished moc-toe stitching.`,
      tassel: `Slip-on tassel loafers in ${c} ${m}, trimmed with a leather lace around the collar and twin tassels on the vamp.`,
      horsebit: `Sleek ${c} ${m} loafers with a polished gold-tone metal bit across the vamp and a slim stacked heel.`,
      driving: `Soft ${c} ${m} ${lc(extra)}driving loafers with a flexible rubber-pebble sole that wraps up the heel for grip behind the wheel.`,
    };
    const occasion = pick(r, [
      "Pair them with chinos for office days or with kurta-pyjama for festive evenings.",
      "A smart-casual pick for weddings, brunches and long office days.",
      "Cushioned footbed keeps you comfortable through long workdays.",
      "Goes easily from office trousers to weekend denim.",
    ]);
    return {
      name: uniqueName([
        `Men ${colour} ${mat} ${extra}${styleName[style]}`,
        `Men ${colour} ${mat} Slip-On ${styleName[style]}`,
      ]),
      description: desc(lead[style] ?? "", occasion),
      category: CAT.loafers,
      sizes: SIZES.loafers,
      details: [
        `Upper: ${m}`,
        style === "driving" ? "Sole: flexible rubber pebble sole" : "Sole: TPR with stacked heel",
        "Cushioned leather-lined footbed",
        suede ? "Care: brush with a suede brush; avoid water" : "Care: wipe clean and polish regularly",
      ],
      price: price[style] ?? [1499, 3999],
      color: colour,
      art: {
        t: "loafer",
        c: hex(colour),
        v: style,
        p: suede ? "suede" : mat.includes("Patent") ? "patent" : mat.includes("Croc") ? "croc" : "",
      },
    };
  });
}

// ----- men's shoes ------------------------------------------------------------

export interface ShoeKind {
  key: ArtType;
  v: string;
  count: number;
  colours: string[];
  names: string[];
  price: [number, number];
  lead: (c: string, q: string) => string;
  more: string[];
  details: (q: string) => string[];
}

export function buildMenShoes(): Draft[] {
  const r = rngFor("menshoes");
  const kinds: ShoeKind[] = [
    {
      key: "sneaker",
      v: "sneaker",
      count: 14,
      colours: ["White", "Off-White", "Black", "Navy", "Grey", "Beige", "Olive", "Tan", "Light Grey", "Cream"],
      names: [
        "Low-Top Leather Sneakers",
        "Perforated Leather Sneakers",
        "Chunky Sneakers",
        "Colourblocked Sneakers",
        "Suede Panel Sneakers",
        "Court Sneakers",
        "High-Top Sneakers",
      ],
      price: [1999, 4499],
      lead: (c, q) =>
        `${cap(c)} ${lc(q)} with a padded collar, tonal lacing and a cushioned rubber cupsole that keeps every step light.`,
      more: [
        "Wear them with denim, chinos or shorts for an easy weekend look.",
        "A clean everyday pair that works with joggers as well as smart jeans.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: synthetic leather with suede panels" : "Upper: synthetic leather",
        "Sole: lightweight rubber cupsole",
        "Closure: lace-up",
        "Care: wipe with a damp cloth",
      ],
    },
    {
      key: "sneaker",
      v: "running",
      count: 10,
      colours: ["Black", "Grey", "Navy", "Royal Blue", "Red", "Teal", "Charcoal", "Olive", "White", "Light Grey"],
      names: [
        "Mesh Running Shoes",
        "Lightweight Running Shoes",
        "Cushioned Running Shoes",
        "Knit Running Shoes",
        "Road Running Shoes",
      ],
      price: [1799, 3999],
      lead: (c, q) =>
        `Breathable ${c} ${lc(q)} with an engineered mesh upper, a responsive foam midsole and a grippy rubber outsole.`,
      more: [
        "Built for daily runs, gym sessions and long walks on city roads.",
        "The padded heel tab and collar lock your foot in for steady strides.",
      ],
      details: () => [
        "Upper: breathable engineered mesh",
        "Midsole: responsive EVA foam",
        "Outsole: high-abrasion rubber",
        "Closure: lace-up with pull tab",
      ],
    },
    {
      key: "formal",
      v: "derby",
      count: 8,
      colours: ["Black", "Brown", "Tan", "Dark Brown", "Burgundy", "Cognac"],
      names: [
        "Leather Derby Shoes",
        "Plain-Toe Derby Shoes",
        "Formal Derby Shoes",
        "Textured Leather Derby Shoes",
        "Suede Derby Shoes",
      ],
      price: [1999, 4999],
      lead: (c, q) =>
        `Open-laced ${c} ${lc(q)} with a rounded toe, a smooth lining and a stacked heel for a polished office look.`,
      more: [
        "Pair with formal trousers and a crisp shirt for meetings and weddings.",
        "The cushioned insole keeps you comfortable through long workdays.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: suede" : "Upper: genuine leather",
        "Sole: TPR with stacked heel",
        "Closure: lace-up derby",
        "Care: polish regularly with shoe cream",
      ],
    },
    {
      key: "formal",
      v: "oxford",
      count: 8,
      colours: ["Black", "Brown", "Tan", "Dark Brown", "Burgundy", "Cognac"],
      names: [
        "Cap-Toe Oxford Shoes",
        "Brogue Oxford Shoes",
        "Leather Oxford Shoes",
        "Wholecut Oxford Shoes",
        "Patent Oxford Shoes",
      ],
      price: [2299, 5999],
      lead: (c, q) =>
        `Closed-laced ${c} ${lc(q)} with a sleek almond toe, a leather-lined interior and a low stacked heel.`,
      more: [
        "Made for suits, sherwanis and formal evenings.",
        "A sharp pair for boardrooms, receptions and black-tie dinners.",
      ],
      details: (q) => [
        q.includes("Patent") ? "Upper: patent leather" : "Upper: genuine leather",
        q.includes("Brogue") ? "Brogue perforations along the toe cap" : "Sleek almond toe",
        "Sole: TPR with stacked heel",
        "Closure: lace-up oxford",
      ],
    },
    {
      key: "boot",
      v: "chelsea",
      count: 7,
      colours: ["Tan", "Black", "Brown", "Dark Brown", "Taupe", "Cognac", "Olive"],
      names: ["Suede Chelsea Boots", "Leather Chelsea Boots", "Lug-Sole Chelsea Boots"],
      price: [2999, 5999],
      lead: (c, q) =>
        `Ankle-high ${c} ${lc(q)} with stretch elastic side gussets and a rear pull tab so they slip on and off easily.`,
      more: [
        "Wear them with slim jeans in winter or with chinos for evenings out.",
        "A versatile boot for cooler months, travel and smart-casual dinners.",
      ],
      details: (q) => [
        q.includes("Suede") ? "Upper: suede" : "Upper: genuine leather",
        q.includes("Lug") ? "Sole: chunky lug rubber sole" : "Sole: TPR with stacked heel",
        "Elastic side gussets with pull tab",
        "Ankle-high shaft",
      ],
    },
    {
      key: "sneaker",
      v: "canvas",
      count: 7,
      colours: ["White", "Navy", "Black", "Olive", "Red", "Maroon", "Khaki", "Grey", "Mustard"],
      names: ["Canvas Casual Sneakers", "Canvas Low-Top Sneakers", "Canvas High-Top Sneakers"],
      price: [1299, 2499],
      lead: (c, q) =>
        `Everyday ${c} ${lc(q)} with a breathable cotton canvas upper, metal eyelets and a vulcanised rubber sole with toe cap.`,
      more: [
        "Easy to pair with cuffed jeans, shorts and tees.",
        "Light, washable and made for college days and casual outings.",
      ],
      details: () => [
        "Upper: cotton canvas",
        "Sole: vulcanised rubber",
        "Closure: lace-up with metal eyelets",
        "Care: hand wash gently, air dry",
      ],
    },
    {
      key: "sneaker",
      v: "sports",
      count: 6,
      colours: ["Black", "Grey", "Navy", "Blue", "Red", "Olive", "Charcoal"],
      names: [
        "Training Sports Shoes",
        "Walking Shoes",
        "Court Sports Shoes",
        "Gym Training Shoes",
        "Trail Sports Shoes",
      ],
      price: [1499, 3499],
      lead: (c, q) =>
        `Supportive ${c} ${lc(q)} with a breathable knit-and-mesh upper, a stable wide base and a cushioned midsole.`,
      more: [
        "Ideal for gym workouts, badminton and brisk morning walks.",
        "The textured outsole grips well on indoor floors and outdoor tracks.",
      ],
      details: () => [
        "Upper: knit and mesh",
        "Midsole: cushioned EVA",
        "Outsole: non-marking rubber",
        "Closure: lace-up",
      ],
    },
  ];
  const out: Draft[] = [];
  for (const k of kinds) {
    const nextColour = colourCycler(r, k.colours);
    for (let i = 0; i < k.count; i++) {
      const q = at(k.names, i);
      let colour = nextColour();
      let name = `Men ${colour} ${q}`;
      let guard = 0;
      while (usedNames.has(name) && guard++ < 40) {
        colour = nextColour();
        name = `Men ${colour} ${q}`;
      }
      name = uniqueName([name]);
      const accent = pick(r, ["#f4f4f1", "#26272b", "#c0392f", "#2a49a0", "#e6c23c", "#3daead", "#e27b2c"]);
      out.push({
        name,
        description: desc(k.lead(lc(colour), q), pick(r, k.more)),
        category: CAT.shoes,
        sizes: SIZES.shoes,
        details: k.details(q),
        price: k.price,
        color: colour,
        art: {
          t: k.key,
          c: hex(colour),
          v: q.includes("High-Top") ? `${k.v}-high` : k.v,
          a: accent === hex(colour) ? "#8a8e93" : accent,
          p: q.includes("Brogue")
            ? "brogue"
            : q.includes("Cap-Toe")
              ? "cap"
              : q.includes("Wholecut")
                ? "whole"
                : q.includes("Plain-Toe")
                  ? "plain"
                  : q.includes("Lug")
                    ? "lug"
                    : q.includes("Suede")
                      ? "suede"
                      : q.includes("Chunky")
                        ? "chunky"
                        : "",
        },
      });
    }
  }
  return out;
}

// ----- sandals and jutti ----------------------------------------------------------------

export function buildSandals(): Draft[] {
  const r = rngFor("sandals");
  type S = [ArtType, string, string, string]; // art, colour, name, variant
  const rows: S[] = [
    ["heel", "Black", "Women Black Embroidered Block Heel Sandals", "emb"],
    ["heel", "Gold", "Women Gold Block Heel Party Sandals", ""],
    ["heel", "Tan", "Women Tan Ankle Strap Block Heels", ""],
    ["heel", "Nude", "", ""],
    ["heel", "Maroon", "Women Maroon Embroidered Block Heel Sandals", "emb"],
    ["heel", "Silver", "Women Silver Shimmer Block Heels", ""],
    ["kolhapuri", "Tan", "Women Tan Leather Kolhapuri Flats", ""],
    ["kolhapuri", "Brown", "Women Brown Braided Kolhapuri Flats", ""],
    ["kolhapuri", "Gold", "Girls Gold Kolhapuri Flats", ""],
    ["kolhapuri", "Black", "Women Black Kolhapuri Flats", ""],
    ["kolhapuri", "Cognac", "Women Cognac Toe-Ring Kolhapuri Flats", ""],
    ["jutti", "Red", "Women Red Embroidered Punjabi Jutti", "emb"],
    ["jutti", "Gold", "Women Gold Zari Mojari", "zari"],
    ["jutti", "Rani Pink", "Women Rani Pink Embroidered Jutti", "emb"],
    ["jutti", "Bottle Green", "Women Bottle Green Zari Jutti", "zari"],
    ["jutti", "Ivory", "Women Ivory Pearl Embellished Jutti", "pearl"],
    ["jutti", "Navy", "Women Navy Thread Work Mojari", "emb"],
    ["jutti", "Maroon", "Girls Maroon Embroidered Jutti", "emb"],
    ["flat", "Pink", "Girls Pink Strappy Flat Sandals", ""],
    ["flat", "White", "Girls White Cross-Strap Flat Sandals", ""],
    ["flat", "Tan", "Women Tan Gladiator Flat Sandals", "gladiator"],
    ["flat", "Black", "Women Black Comfort Flat Sandals", ""],
    ["flat", "Peach", "Girls Peach Bow Flat Sandals", "bow"],
    ["flat", "Silver", "Girls Silver Glitter Flat Sandals", "glitter"],
  ];
  return rows.map(([t, colourIn, nameIn, v]) => {
    const colour = colourIn === "Nude" ? "Beige" : colourIn;
    const name = nameIn || "Women Beige Cushioned Block Heel Sandals";
    const c = lc(colour);
    const lead: Record<string, string> = {
      heel: `${v === "emb" ? "Thread-embroidered" : "Elegant"} ${c} sandals on a steady 2.5-inch block heel, with a wide toe band and an adjustable buckled ankle strap.`,
      kolhapuri: `Handcrafted ${c} kolhapuri-style flats with a braided leather T-strap, a toe loop and a stitched flat sole that moulds to your feet.`,
      jutti: `A ${c} ${name.includes("Mojari") ? "mojari" : "jutti"} with a gently pointed toe and ${v === "zari" ? "rich zari work" : v === "pearl" ? "faux pearls and beads" : "colourful thread embroidery"} on the vamp, on a soft cushioned sole.`,
      flat: `Comfortable ${c} flat sandals with ${name.includes("Gladiator") ? "gladiator straps" : "soft crossover straps"}, a padded footbed and an ankle strap with a buckle.`,
    };
    const tail: Record<string, string[]> = {
      heel: ["Perfect for weddings, parties and festive dinners.", "Pairs with lehengas, sarees and dresses."],
      kolhapuri: [
        "Great with kurtas, palazzos and summer dresses.",
        "An everyday ethnic staple for college and festivals.",
      ],
      jutti: ["Made for mehendi, sangeet and festive days.", "Pairs beautifully with salwar suits and lehengas."],
      flat: ["Light and easy for school, college and outings.", "A comfy everyday pair for summer."],
    };
    return {
      name: uniqueName([name]),
      description: desc(lead[t] ?? "", pick(r, tail[t] ?? [""])),
      category: CAT.sandals,
      sizes: SIZES.sandals,
      details: [
        t === "kolhapuri"
          ? "Upper: genuine leather"
          : t === "jutti"
            ? "Upper: fabric with embroidery"
            : "Upper: synthetic",
        t === "heel" ? "Heel: 2.5-inch block heel" : "Flat sole",
        t === "heel" || t === "flat" ? "Closure: buckled ankle strap" : "Slip-on",
        "Cushioned footbed",
        "Care: wipe with a dry cloth",
      ].slice(0, t === "flat" ? 4 : 5),
      price: t === "heel" ? [1499, 2999] : t === "jutti" ? [1199, 2499] : [1099, 1999],
      color: colour,
      art: { t, c: hex(colour), v, a: pick(r, ["#c9a13f", "#e5735a", "#3daead", "#f4f4f1", "#df8fa3"]) },
    };
  });
}

// ----- flip-flops ------------------------------------------------------------------------

export function buildFlipflops(): Draft[] {
  const r = rngFor("flipflops");
  type F = [ArtType, string, string, string]; // art, colour, name, strap/sole accent colour
  const rows: F[] = [
    ["flip", "Black", "Men Black Textured Flip-Flops", "Black"],
    ["flip", "Navy", "Men Navy Cushioned Flip-Flops", "White"],
    ["flip", "Olive", "Men Olive Rubber Flip-Flops", "Black"],
    ["flip", "Grey", "Men Grey Colourblocked Flip-Flops", "Orange"],
    ["flip", "Brown", "Men Brown Faux Leather Flip-Flops", "Tan"],
    ["flip", "Blue", "Unisex Blue Everyday Flip-Flops", "White"],
    ["slide", "Black", "Men Black Cushioned Sliders", "White"],
    ["slide", "Navy", "Men Navy Moulded Sliders", "Navy"],
    ["slide", "White", "Unisex White Comfort Sliders", "Black"],
    ["slide", "Olive", "Men Olive Textured Sliders", "Black"],
    ["slide", "Tan", "Men Tan Double-Strap Sliders", "Brown"],
    ["slide", "Charcoal", "Men Charcoal Ribbed Sliders", "Red"],
  ];
  return rows.map(([t, colour, name, acc]) => {
    const c = lc(colour);
    const lead =
      t === "flip"
        ? `Lightweight ${c} flip-flops with a ${name.includes("Leather") ? "faux leather" : "soft rubber"} V-strap, a textured anti-skid footbed and a flexible EVA sole.`
        : `Easy ${c} sliders with a ${name.includes("Double") ? "double buckled strap" : "wide moulded strap"}, a contoured cushioned footbed and a slip-resistant sole.`;
    return {
      name: uniqueName([name]),
      description: desc(
        lead,
        pick(r, [
          "Made for the beach, the pool and quick errands.",
          "Water-friendly and quick to dry for monsoon days.",
        ]),
      ),
      category: CAT.shoes,
      sizes: SIZES.flipflops,
      details: [
        t === "flip" ? "Strap: V-strap with toe post" : "Strap: wide upper strap",
        "Sole: lightweight EVA with anti-skid grip",
        "Water-friendly, quick to dry",
        "Sizes: UK 6-9 (EURO 40-43)",
      ],
      price: [1099, 1699],
      color: colour,
      art: {
        t,
        c: hex(colour),
        a: hex(acc),
        v: name.includes("Double") ? "double" : name.includes("Ribbed") ? "rib" : "",
      },
    };
  });
}

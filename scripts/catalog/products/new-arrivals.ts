/** The new arrivals: a mix of every kind, dated in the last fortnight. */
import { type Rng, pick, rngFor } from "../random";
import { type Art, type ArtType, CAT, type Draft, SIZES, desc, hex, uniqueName } from "../drafts";
import { type TopRow, topDraft } from "./clothing";

// ----- new arrivals ----------------------------------------------------------------------

/** The detail every new arrival carries. */
const NEW_DROP = "New season drop";

/** What sets one new co-ord, tracksuit or bottom apart; arrival() adds what they all share. */
interface ArrivalRow {
  name: string;
  lead: string;
  /** The description's second sentence is one of these. */
  tails: string[];
  category: string;
  /** The fabric and the cut; the drop and the care line follow. */
  details: [string, string];
  price: [number, number];
  colour: string;
  art: Art;
}

/** A new co-ord, tracksuit or bottom: in the clothing sizes, machine-washable and always discounted. */
function arrival(r: Rng, row: ArrivalRow): Draft {
  return {
    name: uniqueName([row.name]),
    description: desc(row.lead, pick(r, row.tails)),
    category: row.category,
    sizes: SIZES.clothing,
    details: [...row.details, NEW_DROP, "Care: machine wash cold"],
    price: row.price,
    color: row.colour,
    art: row.art,
    discounted: true,
  };
}

export function buildNewArrivals(): Draft[] {
  const r = rngFor("new-arrivals");
  const out: Draft[] = [];
  const tops: TopRow[] = [
    {
      art: "shirt",
      v: "resort",
      colour: "Teal",
      name: "Men Teal Printed Cuban Collar Resort Shirt",
      p: "dots",
      a: "Cream",
    },
    { art: "shirt", v: "resort", colour: "Cream", name: "Men Cream Striped Camp Collar Shirt", p: "stripe", a: "Rust" },
    { art: "shirt", v: "linen", colour: "Sage", name: "Men Sage Linen-Blend Relaxed Shirt" },
    { art: "shirt", v: "casual", colour: "Brown", name: "Men Brown Corduroy Overshirt", p: "cord" },
    { art: "shirt", v: "casual", colour: "Mid Blue", name: "Men Mid Blue Denim Shirt", p: "denim" },
    { art: "tee", v: "polo", colour: "Cream", name: "Men Cream Textured Knit Polo", p: "knit" },
    { art: "tee", v: "oversized", colour: "Charcoal", name: "Men Charcoal Heavyweight Oversized T-shirt" },
    { art: "tee", v: "henley", colour: "Rust", name: "Men Rust Waffle Knit Full Sleeve Henley", p: "waffle" },
  ];
  for (const row of tops) {
    const d = topDraft(r, row, NEW_DROP);
    out.push({ ...d, discounted: true });
  }
  const sets: [ArtType, string, string, string, string, string][] = [
    [
      "coord",
      "Mauve",
      "Women Mauve Ribbed Knit Co-ord Set",
      "rib",
      "w",
      "A mauve ribbed-knit co-ord set: a fitted crew-neck top with matching flared trousers in soft stretch viscose.",
    ],
    [
      "coord",
      "Champagne",
      "Women Champagne Satin Co-ord Set",
      "",
      "w",
      "A champagne satin co-ord set with a relaxed camp-collar shirt and wide-leg trousers that catch the light beautifully.",
    ],
    [
      "coord",
      "Navy",
      "Men Navy Knit Shirt and Trousers Co-ord Set",
      "knit",
      "m",
      "A navy textured-knit co-ord for men: a short-sleeve knit shirt with matching drawstring trousers in breathable cotton.",
    ],
    [
      "coord",
      "Terracotta",
      "Women Terracotta Linen Blend Co-ord Set",
      "",
      "w",
      "A terracotta linen-blend co-ord set with a boxy button-front shirt and easy wide-leg trousers with an elasticated waist.",
    ],
    [
      "track",
      "Black",
      "Men Black Nylon Windcheater Tracksuit",
      "",
      "m",
      "A black lightweight nylon tracksuit with a windcheater jacket, reflective piping, zip pockets and matching tapered joggers.",
    ],
    [
      "track",
      "Sage",
      "Women Sage Fleece Zip Tracksuit",
      "",
      "w",
      "A sage brushed-fleece tracksuit with a cropped zip jacket, ribbed cuffs and relaxed joggers with an elasticated waist.",
    ],
  ];
  for (const [t, colour, name, p, v, lead] of sets) {
    out.push(
      arrival(r, {
        name,
        lead,
        tails: ["New this season and made for easy dressing.", "Wear it together or split the pieces up."],
        category: CAT.cordset,
        details: [
          t === "track" ? "Fabric: polyester" : "Fabric: viscose blend",
          t === "track" ? "Full-zip jacket with matching joggers" : "Top with matching trousers",
        ],
        price: t === "track" ? [2499, 4499] : [1999, 3999],
        colour,
        art: { t, c: hex(colour), p, v, a: t === "track" ? "#f4f4f1" : undefined },
      }),
    );
  }
  const bottoms: [string, string, string, string, string][] = [
    [
      "Men Baggy Fit Light Blue Jeans",
      "Light Blue",
      "wide",
      "denim",
      "Roomy light blue jeans in a baggy fit, cut from soft rigid cotton denim with a mid-rise waist and a gently stacked hem.",
    ],
    [
      "Men Black Parachute Cargo Trackpants",
      "Black",
      "cargo",
      "",
      "Lightweight black parachute trackpants in crinkled nylon with cargo flap pockets, toggle hems and an elasticated waist.",
    ],
    [
      "Men Stone Korean Pleated Trousers",
      "Stone",
      "pleated",
      "",
      "Wide stone-coloured trousers with deep double pleats, a clean straight leg and a comfortable half-elastic waistband.",
    ],
    [
      "Women Indigo Wide Leg Carpenter Jeans",
      "Indigo",
      "wide",
      "denim",
      "Indigo wide-leg carpenter jeans in sturdy cotton denim, with a hammer loop, utility pockets and a high-rise waist.",
    ],
    [
      "Men Olive Relaxed Fit Cargo Pants",
      "Olive",
      "cargo",
      "",
      "Relaxed olive cargo pants in cotton twill with roomy flap pockets on both thighs and a drawcord at the hem.",
    ],
    [
      "Men Grey Melange Straight Fit Joggers",
      "Grey Melange",
      "jogger",
      "",
      "Grey melange straight joggers in heavyweight cotton-blend terry, with an open hem, side pockets and a drawstring waistband.",
    ],
  ];
  for (const [name, colour, v, p, lead] of bottoms) {
    out.push(
      arrival(r, {
        name,
        lead,
        tails: ["A fresh shape for this season's street style.", "Pair with an oversized tee and chunky sneakers."],
        category: CAT.jeans,
        details: [
          p === "denim" ? "Denim: 100% cotton" : v === "jogger" ? "Fabric: cotton-blend terry" : "Fabric: cotton blend",
          v === "wide" ? "Wide, relaxed leg" : v === "pleated" ? "Double pleats, straight leg" : "Flap cargo pockets",
        ],
        price: [1499, 2999],
        colour,
        art: { t: "pants", c: hex(colour), v, p },
      }),
    );
  }
  return out;
}

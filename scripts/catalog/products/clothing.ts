/** Jeans, trousers, tracksuits and co-ords, shirts and t-shirts: names, descriptions, details and picture recipes. */
import { type Rng, pick, rngFor } from "../random";
import { type ArtType, CAT, type Draft, SIZES, cap, desc, hex, lc, uniqueName } from "../drafts";

// ----- jeans, chinos, joggers -------------------------------------------------

export function buildJeans(): Draft[] {
  const r = rngFor("jeans");
  type J = [string, string, string, string, string]; // gender, fit, colour, kind, qualifier
  const rows: J[] = [
    ["Men", "Slim Fit", "Indigo", "jeans", "Stretch Jeans"],
    ["Men", "Slim Fit", "Mid Blue", "jeans", "Clean Look Jeans"],
    ["Men", "Slim Fit", "Black", "jeans", "Stretch Jeans"],
    ["Men", "Slim Fit", "Light Blue", "jeans", "Mildly Faded Jeans"],
    ["Men", "Slim Fit", "Dark Indigo", "jeans", "Rigid Denim Jeans"],
    ["Men", "Slim Fit", "Charcoal Grey", "jeans", "Stretch Jeans"],
    ["Men", "Skinny Fit", "Ice Blue", "jeans", "Heavy Fade Jeans"],
    ["Men", "Straight Fit", "Indigo", "jeans", "Denim Jeans"],
    ["Men", "Straight Fit", "Mid Blue", "jeans", "Mildly Faded Jeans"],
    ["Men", "Straight Fit", "Grey", "jeans", "Clean Look Jeans"],
    ["Men", "Relaxed Fit", "Light Blue", "jeans", "Denim Jeans"],
    ["Men", "Relaxed Fit", "Dark Indigo", "jeans", "Stretch Jeans"],
    ["Men", "Tapered Fit", "Black", "jeans", "Clean Look Jeans"],
    ["Women", "High-Rise Straight Fit", "Mid Blue", "jeans", "Jeans"],
    ["Women", "Wide Leg", "Light Blue", "jeans", "Jeans"],
    ["Women", "Mom Fit", "Ice Blue", "jeans", "Jeans"],
    ["Men", "Slim Fit", "Beige", "chinos", "Cotton Chinos"],
    ["Men", "Slim Fit", "Olive", "chinos", "Stretch Chinos"],
    ["Men", "Slim Fit", "Navy", "chinos", "Cotton Chinos"],
    ["Men", "Tapered Fit", "Khaki", "chinos", "Chinos"],
    ["Men", "Regular Fit", "Stone", "chinos", "Cotton Chinos"],
    ["Men", "Slim Fit", "Rust", "chinos", "Stretch Chinos"],
    ["Men", "", "Black", "jogger", "Cuffed Joggers"],
    ["Men", "", "Charcoal", "track", "Side-Stripe Trackpants"],
    ["Men", "", "Navy", "track", "Side-Stripe Trackpants"],
    ["Men", "", "Olive", "cargo", "Cargo Joggers"],
    ["Women", "", "Grey Melange", "jogger", "Relaxed Joggers"],
    ["Men", "", "Sage", "jogger", "Cuffed Joggers"],
  ];
  return rows.map(([g, fit, colour, kind, q]) => {
    const c = lc(colour);
    const f = lc(fit);
    const name = uniqueName([[g, fit, colour, q].filter(Boolean).join(" ")]);
    let d: string;
    let details: string[];
    let price: [number, number];
    let v: string;
    if (kind === "jeans") {
      const rigid = q.includes("Rigid");
      d = desc(
        `${f.startsWith("high") || f.startsWith("wide") || f.startsWith("mom") ? "Five-pocket" : cap(f)} ${c} ${g === "Women" ? "women's " : ""}jeans cut from ${rigid ? "sturdy 100% cotton rigid denim" : "soft cotton-stretch denim"}${fit && (f.startsWith("high") || f.startsWith("wide") || f.startsWith("mom")) ? ` in a ${f} shape` : ""}, with ${q.includes("Fade") || q.includes("Faded") ? "a lived-in fade on the thighs" : "a clean, even wash"}.`,
        pick(r, [
          "Pair with a crisp tee or a linen shirt for everyday wear.",
          "A wardrobe staple that works for college, travel and weekends.",
          "Holds its shape wash after wash and moves with you all day.",
        ]),
      );
      details = [
        rigid ? "Denim: 100% cotton" : "Denim: 98% cotton, 2% elastane",
        `${cap(f) || "Regular fit"}${f.startsWith("high") ? "" : ", mid-rise"}`,
        "5-pocket styling with zip fly and button closure",
        "Care: machine wash cold, inside out",
      ];
      price = [1299, 2999];
      v =
        f.includes("skinny") || f.includes("tapered")
          ? "skinny"
          : f.includes("slim")
            ? "slim"
            : f.includes("straight") || f.includes("mom")
              ? "straight"
              : f.includes("wide")
                ? "wide"
                : "relaxed";
    } else if (kind === "chinos") {
      d = desc(
        `${cap(f)} ${c} chinos in breathable cotton twill${q.includes("Stretch") ? " with a touch of stretch" : ""}, finished with slant pockets and a neat turn-up-ready hem.`,
        pick(r, [
          "Smart enough for the office, relaxed enough for weekends.",
          "Team with a polo or an oxford shirt and loafers.",
        ]),
      );
      details = [
        q.includes("Stretch") ? "Fabric: 97% cotton, 3% elastane" : "Fabric: 100% cotton twill",
        `${cap(f)}, mid-rise`,
        "Slant front pockets, welt back pockets",
        "Care: machine wash cold",
      ];
      price = [1199, 2499];
      v = f.includes("tapered") ? "skinny" : f.includes("regular") ? "straight" : "slim";
    } else {
      const track = kind === "track";
      d = desc(
        track
          ? `Lightweight ${c} trackpants in quick-dry polyester knit with contrast side stripes, zip pockets and an elasticated drawstring waist.`
          : kind === "cargo"
            ? `Relaxed ${c} cargo joggers in soft cotton twill with flap side pockets, ribbed cuffs and a drawstring waistband.`
            : `Soft ${c} joggers in brushed cotton-blend fleece with ribbed ankle cuffs, side pockets and an elasticated drawstring waist.`,
        pick(r, [
          "Great for the gym, travel days and lounging at home.",
          "Pair with a tee and sneakers for an easy athleisure look.",
        ]),
      );
      details = [
        track
          ? "Fabric: polyester knit"
          : kind === "cargo"
            ? "Fabric: cotton twill"
            : "Fabric: 60% cotton, 40% polyester",
        "Elasticated waist with drawstring",
        track ? "Zip side pockets" : "Ribbed ankle cuffs",
        "Care: machine wash cold",
      ];
      price = [1099, 1999];
      v = kind;
    }
    const wash = kind === "jeans" ? "denim" : "";
    return {
      name,
      description: d,
      category: CAT.jeans,
      sizes: SIZES.clothing,
      details,
      price,
      color: colour,
      art: { t: "pants", c: hex(colour), v, p: wash, a: kind === "track" ? "#f4f4f1" : undefined },
    };
  });
}

export function buildTrousers(): Draft[] {
  const r = rngFor("trousers");
  type T = [string, string, string]; // kind, colour, name
  const rows: T[] = [
    ["formal", "Charcoal", "Men Charcoal Slim Fit Formal Trousers"],
    ["formal", "Black", "Men Black Flat-Front Formal Trousers"],
    ["formal", "Navy", "Men Navy Slim Fit Formal Trousers"],
    ["formal", "Grey", "Men Grey Regular Fit Formal Trousers"],
    ["formal", "Light Grey", "Men Light Grey Tapered Formal Trousers"],
    ["formal", "Brown", "Men Brown Slim Fit Formal Trousers"],
    ["pleated", "Beige", "Men Beige Pleated Relaxed Trousers"],
    ["pleated", "Charcoal", "Men Charcoal Double-Pleated Trousers"],
    ["pleated", "Olive", "Men Olive Pleated Tapered Trousers"],
    ["linen", "Off-White", "Men Off-White Linen Blend Trousers"],
    ["linen", "Sand", "Men Sand Linen Blend Drawstring Trousers"],
    ["linen", "Sage", "Men Sage Linen Blend Relaxed Trousers"],
    ["blend", "Navy", "Men Navy Polyester-Cotton Smart Trousers"],
    ["blend", "Khaki", "Men Khaki Polyester-Cotton Regular Trousers"],
    ["blend", "Stone", "Men Stone Polyester-Cotton Slim Trousers"],
  ];
  return rows.map(([kind, colour, name]) => {
    const c = lc(colour);
    const lead: Record<string, string> = {
      formal: `Sharp ${c} formal trousers in a wrinkle-resistant polyester and cotton blend with a pressed crease, hook-and-bar closure and slant pockets.`,
      pleated: `Relaxed ${c} trousers with front pleats for extra room through the thigh, tapering to a clean hem; polyester and cotton blend.`,
      linen: `Breezy ${c} trousers in a linen-cotton blend that stays cool in Indian summers, with a comfortable waistband and side pockets.`,
      blend: `Easy-care ${c} trousers in a polyester and cotton blend that resists creasing, with a flat front and a neat mid-rise fit.`,
    };
    return {
      name: uniqueName([name]),
      description: desc(
        lead[kind] ?? "",
        pick(r, [
          "Dress them up with a blazer or down with a polo.",
          "Made for workdays, travel and family functions.",
        ]),
      ),
      category: CAT.jeans,
      sizes: SIZES.clothing,
      details: [
        kind === "linen" ? "Fabric: 55% linen, 45% cotton" : "Fabric: polyester and cotton blend",
        kind === "pleated"
          ? "Double front pleats, tapered leg"
          : kind === "linen"
            ? "Partially elasticated waist"
            : "Flat front with pressed crease",
        "Free delivery; 14-day return or replacement",
        "Care: machine wash cold",
      ],
      price: kind === "linen" ? [1499, 2799] : [1299, 2999],
      color: colour,
      art: {
        t: "pants",
        c: hex(colour),
        v: kind === "pleated" ? "pleated" : kind === "linen" ? "linen" : "formal",
      },
    };
  });
}

// ----- tracksuits and co-ords -------------------------------------------------------

export function buildTracksuits(): Draft[] {
  const r = rngFor("tracksuit");
  type T = [string, string, string, string, string]; // art, colour, name, pattern, accent colour name
  const rows: T[] = [
    ["track", "Navy", "Men Navy Zip-Up Tracksuit with Contrast Taping", "", "White"],
    ["track", "Black", "Men Black Slim Fit Solid Tracksuit", "", "Grey"],
    ["track", "Charcoal", "Men Charcoal Colourblocked Tracksuit", "", "Orange"],
    ["track", "Olive", "Men Olive Training Tracksuit", "", "Black"],
    ["track", "Maroon", "Men Maroon Striped Sleeve Tracksuit", "", "White"],
    ["track", "Royal Blue", "Men Royal Blue Polyester Tracksuit", "", "Navy"],
    ["track", "Grey Melange", "Men Grey Melange Fleece Tracksuit", "", "Navy"],
    ["track", "Bottle Green", "Men Bottle Green Funnel Neck Tracksuit", "", "White"],
    ["track", "Black", "Women Black Zip-Through Tracksuit", "", "Pink"],
    ["track", "Lavender", "Women Lavender Fleece Tracksuit", "", "White"],
    ["track", "Pink", "Women Pink Slim Fit Tracksuit", "", "White"],
    ["coord", "Lilac", "Women Lilac Shirt and Trousers Co-ord Set", "", ""],
    ["coord", "Sage", "Women Sage Linen Blend Co-ord Set", "", ""],
    ["coord", "Mustard", "Women Mustard Striped Co-ord Set", "stripe", "Off-White"],
    ["coord", "Blush Pink", "Women Blush Pink Printed Co-ord Set", "dots", "White"],
    ["coord", "Beige", "Men Beige Textured Shirt and Trousers Co-ord Set", "", ""],
  ];
  return rows.map(([t, colour, name, pat, accent]) => {
    const c = lc(colour);
    const women = name.startsWith("Women");
    const d =
      t === "track"
        ? desc(
            `A ${c} ${name.includes("Fleece") ? "brushed fleece" : "soft polyester knit"} tracksuit with a full-zip jacket, ${accent ? `${lc(accent)} contrast detailing, ` : ""}ribbed cuffs and matching joggers with an elasticated waist.`,
            pick(r, [
              "Perfect for workouts, travel days and winter mornings.",
              "Looks sharp on the move and feels easy at home.",
            ]),
          )
        : desc(
            `A ${c} ${women ? "two-piece" : "men's two-piece"} co-ord set: a relaxed ${pat === "stripe" ? "striped " : pat === "dots" ? "printed " : ""}camp-collar shirt with matching ${women ? "wide-leg trousers" : "drawstring trousers"} in ${name.includes("Linen") ? "a linen blend" : "breathable viscose-cotton"}.`,
            pick(r, [
              "Wear it together or style the pieces separately.",
              "An easy, put-together outfit for holidays and brunches.",
            ]),
          );
    return {
      name: uniqueName([name]),
      description: d,
      category: CAT.cordset,
      sizes: SIZES.clothing,
      details:
        t === "track"
          ? [
              name.includes("Fleece") ? "Fabric: cotton-poly fleece" : "Fabric: polyester knit",
              "Full-zip jacket with zip pockets",
              "Joggers with elasticated drawstring waist",
              "14-day return; free delivery",
              "Care: machine wash cold",
            ]
          : [
              name.includes("Linen") ? "Fabric: linen blend" : "Fabric: viscose-cotton blend",
              "Shirt with camp collar and button front",
              "Trousers with elasticated waist and pockets",
              "Care: gentle machine wash",
            ],
      price: t === "track" ? [1999, 4499] : [1799, 3999],
      color: colour,
      art: { t: t as ArtType, c: hex(colour), a: accent ? hex(accent) : undefined, p: pat, v: women ? "w" : "m" },
    };
  });
}

// ----- shirts and t-shirts ---------------------------------------------------------------

export interface TopRow {
  art: "shirt" | "tee";
  v: string;
  colour: string;
  name: string;
  p?: string;
  a?: string;
}

export function topDraft(r: Rng, row: TopRow, extra?: string): Draft {
  const c = lc(row.colour);
  const leads: Record<string, string> = {
    formal: `A crisp ${c} formal shirt in ${row.p === "stripe" ? "fine-striped " : ""}cotton poplin with a spread collar, curved hem and single-button cuffs.`,
    casual: `A ${c} ${row.p === "check" ? "checked" : row.p === "gingham" ? "gingham" : row.p === "stripe" ? "striped" : "solid"} casual shirt in soft-washed cotton with a button-down front, patch pocket and a relaxed curved hem.`,
    linen: `A breathable ${c} shirt in pure linen with a spread collar and a slightly slubbed texture that softens with every wash.`,
    oxford: `A ${c} oxford shirt woven from soft, textured oxford cotton, with a button-down collar and a chest pocket.`,
    resort: `A ${c} ${row.p === "dots" ? "printed " : row.p === "stripe" ? "striped " : ""}short-sleeve shirt in fluid viscose with an open camp collar and a boxy, relaxed fit.`,
    polo: `A ${c} polo T-shirt in breathable cotton pique with a ribbed collar, a two-button placket and ribbed sleeve hems.`,
    crew: `A ${c} ${row.p === "breton" ? "striped " : ""}crew neck T-shirt in 180 GSM combed cotton with a ribbed neckline and a regular fit.`,
    vneck: `A ${c} V-neck T-shirt in soft cotton-modal jersey that drapes well and keeps its shape through the day.`,
    oversized: `An oversized ${c} T-shirt in heavyweight 240 GSM cotton with dropped shoulders, a thick ribbed neck and a boxy fit.`,
    henley: `A ${c} henley T-shirt in slub cotton with a three-button placket and ${row.name.includes("Full") ? "full sleeves" : "short sleeves"}.`,
  };
  const tails: Record<string, string[]> = {
    formal: ["Made for office days, interviews and formal dinners.", "Tuck it into trousers for a sharp workday look."],
    casual: [
      "Wear it open over a tee or buttoned up with chinos.",
      "An easy pick for weekends, travel and casual Fridays.",
    ],
    linen: [
      "Keeps you cool through humid summers and beach holidays.",
      "Great for summer weddings, holidays and mehendi.",
    ],
    oxford: ["Smart enough for work and relaxed enough for weekends.", "Pairs well with chinos, jeans and loafers."],
    resort: [
      "Made for holidays, beach days and summer evenings.",
      "Wear it over a tee or buttoned with linen trousers.",
    ],
    polo: ["A smart-casual staple for office Fridays and golf days.", "Pairs with chinos and sneakers for weekends."],
    crew: ["An everyday essential that layers under shirts and jackets.", "Soft and breathable for daily wear."],
    vneck: ["Looks great on its own or layered under a blazer.", "A light, comfortable pick for hot days."],
    oversized: ["Style it with cargo joggers and chunky sneakers.", "A streetwear staple for college and weekends."],
    henley: [
      "Smarter than a tee and easier than a shirt, for relaxed days out.",
      "Pairs well with dark jeans, chinos and suede boots.",
    ],
  };
  const fabric: Record<string, string> = {
    formal: "Fabric: 100% cotton poplin",
    casual: "Fabric: 100% cotton",
    linen: "Fabric: 100% linen",
    oxford: "Fabric: 100% cotton oxford",
    resort: "Fabric: 100% viscose",
    polo: "Fabric: cotton pique",
    crew: "Fabric: 100% combed cotton, 180 GSM",
    vneck: "Fabric: cotton-modal jersey",
    oversized: "Fabric: 100% cotton, 240 GSM",
    henley: "Fabric: slub cotton",
  };
  const fit: Record<string, string> = {
    formal: "Slim fit, spread collar, full sleeves",
    casual: "Regular fit, button-down front, full sleeves",
    linen: "Regular fit, spread collar, full sleeves",
    oxford: "Regular fit, button-down collar, full sleeves",
    resort: "Relaxed fit, camp collar, short sleeves",
    polo: "Regular fit, polo collar, short sleeves",
    crew: "Regular fit, crew neck, short sleeves",
    vneck: "Slim fit, V-neck, short sleeves",
    oversized: "Oversized fit, drop shoulders",
    henley: "Regular fit, henley neck",
  };
  const special: Record<string, [string, string]> = {
    cord: [
      `A ${c} overshirt in soft cotton corduroy with two flap chest pockets, a button front and a relaxed cut for layering over tees.`,
      "Fabric: cotton corduroy",
    ],
    denim: [
      `A ${c} denim shirt in washed cotton denim with two chest pockets, a spread collar and a regular fit that softens with every wash.`,
      "Fabric: 100% cotton denim",
    ],
    knit: [
      `A ${c} polo in textured open-knit cotton yarn with a ribbed collar, a two-button placket and a relaxed, breathable fit.`,
      "Fabric: cotton knit",
    ],
    waffle: [
      `A ${c} henley in waffle-knit cotton with a three-button placket, full sleeves and ribbed cuffs that hold their shape.`,
      "Fabric: waffle-knit cotton",
    ],
  };
  const sp = row.p ? special[row.p] : undefined;
  return {
    name: uniqueName([row.name]),
    description: desc(sp?.[0] ?? leads[row.v] ?? "", pick(r, tails[row.v] ?? [""])),
    category: CAT.shirts,
    sizes: SIZES.clothing,
    details: [
      sp?.[1] ?? fabric[row.v] ?? "Fabric: cotton",
      fit[row.v] ?? "Regular fit",
      ...(extra ? [extra] : []),
      row.v === "linen" ? "Care: gentle machine wash, iron while damp" : "Care: machine wash cold",
    ],
    price: row.art === "tee" ? [1099, 1999] : row.v === "linen" ? [1799, 2999] : [1299, 2799],
    color: row.colour,
    art: {
      t: row.art,
      c: hex(row.colour),
      v: row.v,
      p: row.p,
      a: row.a ? hex(row.a) : undefined,
      n: row.name.includes("Full") ? 1 : 0,
    },
  };
}

export function buildShirts(): Draft[] {
  const r = rngFor("shirts");
  const rows: TopRow[] = [
    { art: "shirt", v: "formal", colour: "White", name: "Men Slim Fit White Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Light Blue", name: "Men Slim Fit Light Blue Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Blue", name: "Men Blue Pinstriped Formal Shirt", p: "stripe", a: "White" },
    { art: "shirt", v: "formal", colour: "Pink", name: "Men Pink Slim Fit Formal Shirt" },
    { art: "shirt", v: "formal", colour: "Black", name: "Men Black Satin-Finish Party Shirt" },
    { art: "shirt", v: "formal", colour: "Lavender", name: "Men Lavender Formal Shirt" },
    { art: "shirt", v: "formal", colour: "White", name: "Men White Striped Formal Shirt", p: "stripe", a: "Navy" },
    { art: "shirt", v: "casual", colour: "Red", name: "Men Red Checked Casual Shirt", p: "check", a: "Navy" },
    { art: "shirt", v: "casual", colour: "Navy", name: "Men Navy Gingham Casual Shirt", p: "gingham", a: "White" },
    { art: "shirt", v: "casual", colour: "Olive", name: "Men Olive Cotton Casual Shirt" },
    { art: "shirt", v: "casual", colour: "Mustard", name: "Men Mustard Checked Flannel Shirt", p: "check", a: "Brown" },
    {
      art: "shirt",
      v: "casual",
      colour: "Sky Blue",
      name: "Men Sky Blue Striped Casual Shirt",
      p: "stripe",
      a: "White",
    },
    { art: "shirt", v: "linen", colour: "Olive", name: "Men Olive Pure Linen Shirt" },
    { art: "shirt", v: "linen", colour: "Off-White", name: "Men Off-White Linen Shirt" },
    { art: "shirt", v: "linen", colour: "Sky Blue", name: "Men Sky Blue Relaxed Linen Shirt" },
    { art: "shirt", v: "oxford", colour: "Light Blue", name: "Men Light Blue Oxford Shirt" },
    { art: "shirt", v: "oxford", colour: "White", name: "Men White Button-Down Oxford Shirt" },
    { art: "tee", v: "polo", colour: "Navy", name: "Men Navy Pique Polo T-shirt" },
    { art: "tee", v: "polo", colour: "White", name: "Men White Pique Polo T-shirt" },
    { art: "tee", v: "polo", colour: "Bottle Green", name: "Men Bottle Green Polo T-shirt" },
    { art: "tee", v: "polo", colour: "Maroon", name: "Men Maroon Tipped Collar Polo T-shirt", a: "White" },
    { art: "tee", v: "polo", colour: "Sky Blue", name: "Men Sky Blue Cotton Polo T-shirt" },
    { art: "tee", v: "crew", colour: "Black", name: "Men Black Crew Neck Cotton T-shirt" },
    { art: "tee", v: "crew", colour: "White", name: "Men White Crew Neck Cotton T-shirt" },
    { art: "tee", v: "crew", colour: "Navy", name: "Men Navy Striped Crew Neck T-shirt", p: "breton", a: "White" },
    { art: "tee", v: "crew", colour: "Mustard", name: "Men Mustard Crew Neck T-shirt" },
    { art: "tee", v: "vneck", colour: "Grey Melange", name: "Men Grey Melange V-Neck T-shirt" },
    { art: "tee", v: "vneck", colour: "Teal", name: "Men Teal V-Neck T-shirt" },
    { art: "tee", v: "oversized", colour: "Beige", name: "Men Beige Oversized Drop-Shoulder T-shirt" },
    { art: "tee", v: "oversized", colour: "Lilac", name: "Women Lilac Oversized T-shirt" },
    { art: "tee", v: "henley", colour: "Maroon", name: "Men Maroon Henley T-shirt" },
    { art: "tee", v: "henley", colour: "Olive", name: "Men Olive Full Sleeve Henley T-shirt" },
  ];
  return rows.map((row) => topDraft(r, row));
}

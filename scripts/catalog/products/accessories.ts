/** Watches, handbags, perfumes and sunglasses: names, descriptions, details and picture recipes. */
import { at, pick, rngFor } from "../random";
import { type ArtType, CAT, type Draft, SIZES, cap, colourCycler, desc, hex, lc, uniqueName } from "../drafts";

// ----- watches --------------------------------------------------------------

export function buildLuxuryWatches(): Draft[] {
  const r = rngFor("luxury-watch");
  const lines = ["Exclusive", "Premium", "Luxury"] as const;
  const styles = [
    { v: "chrono", name: "Chronograph", movement: "Quartz chronograph movement" },
    { v: "analog", name: "Analog", movement: "Japanese quartz movement with date window" },
    { v: "auto", name: "Automatic-Look Open Heart", movement: "Quartz movement with open-heart dial" },
    { v: "diver", name: "Diver Style Analog", movement: "Quartz movement, unidirectional-look bezel" },
    { v: "dress", name: "Slim Dress", movement: "Ultra-slim quartz movement" },
  ];
  const dials = ["Black", "Blue", "Navy", "Green", "Silver", "White", "Grey", "Champagne", "Brown", "Gunmetal"];
  const straps = [
    { v: "steel", name: "Stainless Steel Bracelet", metal: "steel" },
    { v: "gold", name: "Gold-Toned Steel Bracelet", metal: "gold" },
    { v: "two", name: "Two-Tone Steel Bracelet", metal: "two" },
    { v: "leather", name: "Brown Leather Strap", metal: "steel", b: "#6d4327" },
    { v: "leather", name: "Black Leather Strap", metal: "steel", b: "#26272b" },
    { v: "leather", name: "Tan Leather Strap", metal: "gold", b: "#b4773e" },
    { v: "mesh", name: "Steel Mesh Strap", metal: "steel" },
    { v: "silicone", name: "Black Silicone Strap", metal: "black", b: "#26272b" },
    { v: "silicone", name: "Navy Silicone Strap", metal: "steel", b: "#1f2b48" },
    { v: "steel", name: "Black Steel Bracelet", metal: "black" },
  ];
  const dialHex: Record<string, string> = {
    Black: "#1b1c1f",
    Blue: "#1f4690",
    Navy: "#16244a",
    Green: "#1d5a43",
    Silver: "#d3d6da",
    White: "#f2f1ec",
    Grey: "#6c7077",
    Champagne: "#dcc48f",
    Brown: "#573722",
    Gunmetal: "#43474e",
  };
  const out: Draft[] = [];
  const nextDial = colourCycler(r, dials);
  for (let i = 0; i < 23; i++) {
    const line = at(lines, i);
    const style = at(styles, Math.floor(i / 3) + i);
    const strap = pick(r, straps);
    let dial = nextDial();
    if (strap.v === "silicone" && style.v === "dress") dial = "Black";
    const sizeMm = style.v === "dress" ? 40 : style.v === "chrono" || style.v === "diver" ? 44 : 42;
    const name = uniqueName([
      `Men ${line} ${dial} Dial ${style.name} Watch`,
      `Men ${line} ${dial} Dial ${style.name} Watch with ${strap.name}`,
      `Men ${line} ${dial} Dial ${strap.name.replace(/ (Bracelet|Strap)$/, "")} ${style.name} Watch`,
    ]);
    const price: [number, number] =
      line === "Exclusive" ? [2999, 5999] : line === "Premium" ? [4999, 8999] : [7999, 12599];
    const feature: Record<string, string> = {
      chrono: "three working-look sub-dials and twin pushers",
      analog: "baton indices, luminous hands and a neat date window",
      auto: "an open-heart window that shows the balance wheel at work",
      diver: "a bold rotating-look bezel and luminous markers",
      dress: "a razor-thin case and minimal baton markers",
    };
    out.push({
      name,
      description: desc(
        `A ${sizeMm} mm ${line.toLowerCase()}-line watch with a ${lc(dial)} sunray dial, ${feature[style.v]}, on a ${lc(strap.name)}.`,
        pick(r, [
          "Made for boardrooms, weddings and evenings out.",
          "Water resistant to 50 m and backed by a 2-year warranty.",
          "A gift-ready piece that comes in a premium box.",
        ]),
      ),
      category: CAT.watch,
      sizes: SIZES.none,
      details: [
        `Line: ${line}`,
        `Case: ${sizeMm} mm stainless steel, mineral crystal`,
        style.movement,
        `Strap: ${strap.name.toLowerCase()}`,
        "Water resistance: 50 m; 2-year warranty",
      ],
      price,
      color: dial,
      art: { t: "watch", c: dialHex[dial] ?? "#1b1c1f", v: style.v, p: strap.v, a: strap.metal, b: strap.b },
    });
  }
  return out;
}

export function buildGirlsWatches(): Draft[] {
  const r = rngFor("girls-watch");
  type W = [string, string, string, string, string, string, string]; // name, colour, dial hex, strap, metal, extra, line
  const rows: W[] = [
    ["Women Rose Gold Mesh Strap Analog Watch", "Rose Gold", "#f1e6e2", "mesh", "rose", "", "Premium"],
    ["Women Gold-Toned Bracelet Watch with Crystal Bezel", "Gold", "#f4efe3", "steel", "gold", "crystal", "Luxury"],
    ["Women Silver Crystal Studded Bracelet Watch", "Silver", "#dfe3e8", "steel", "steel", "crystal", "Exclusive"],
    ["Women Blush Pink Leather Strap Analog Watch", "Blush Pink", "#f6ecec", "leather", "rose", "", "Exclusive"],
    ["Women White Dial Slim Steel Watch", "White", "#f7f6f2", "steel", "steel", "", "Premium"],
    ["Women Black Dial Slim Leather Strap Watch", "Black", "#1d1e22", "leather", "gold", "", "Exclusive"],
    ["Women Rose Gold Mother-of-Pearl Dial Watch", "Rose Gold", "#efe7ef", "steel", "rose", "pearl", "Luxury"],
    ["Women Two-Tone Square Dial Bracelet Watch", "Silver", "#f3f1ec", "steel", "two", "square", "Premium"],
    ["Women Gold Square Dial Mesh Watch", "Gold", "#e9dcc0", "mesh", "gold", "square", "Premium"],
    ["Women Silver Mesh Minimal Watch", "Silver", "#eef0f2", "mesh", "steel", "", "Exclusive"],
    ["Women Green Dial Gold-Toned Bracelet Watch", "Green", "#1d5a43", "steel", "gold", "crystal", "Luxury"],
    ["Women Lavender Leather Strap Analog Watch", "Lavender", "#f3eff8", "leather", "rose", "", "Exclusive"],
  ];
  return rows.map(([name, colour, dial, strap, metal, extra, line]) => {
    const strapText =
      strap === "mesh"
        ? `${metal === "rose" ? "rose gold-toned" : metal === "gold" ? "gold-toned" : "silver-toned"} mesh strap with slide clasp`
        : strap === "leather"
          ? `${lc(colour === "Black" ? "Black" : colour)} genuine leather strap`
          : `${metal === "two" ? "two-tone" : metal === "gold" ? "gold-toned" : metal === "rose" ? "rose gold-toned" : "stainless"} steel bracelet`;
    const dialText =
      extra === "pearl"
        ? "mother-of-pearl"
        : extra === "square"
          ? "square"
          : colour === "Green"
            ? "deep green"
            : "soft";
    return {
      name: uniqueName([name]),
      description: desc(
        `A ${extra === "square" ? "26 mm square" : "32 mm"} ladies' watch with a ${dialText} dial${extra === "crystal" ? ", a crystal-studded bezel" : ""} and a ${strapText}.`,
        pick(r, [
          "Elegant enough for parties and light enough for everyday office wear.",
          "Makes a thoughtful gift for birthdays and anniversaries.",
          "Pairs beautifully with ethnic wear as well as western outfits.",
        ]),
      ),
      category: CAT.watch,
      sizes: SIZES.none,
      details: [
        `Line: ${line}`,
        `Strap: ${strapText}`,
        "Japanese quartz movement, mineral crystal",
        "Water resistance: 50 m; 2-year warranty",
      ],
      price: line === "Luxury" ? [5999, 8999] : line === "Premium" ? [3999, 6499] : [2999, 4499],
      color: colour,
      art: {
        t: "watch",
        c: dial,
        v: extra === "square" ? "ladysq" : "lady",
        p: strap,
        a: metal,
        b: strap === "leather" ? hex(colour === "Black" ? "Black" : colour) : undefined,
        n: extra === "crystal" ? 1 : extra === "pearl" ? 2 : 0,
      },
    };
  });
}

// ----- handbags ---------------------------------------------------------------

export function buildHandbags(): Draft[] {
  const r = rngFor("handbags");
  type H = [ArtType, string, string, string, string]; // art, colour, name, variant, hardware
  const rows: H[] = [
    ["tote", "Tan", "Women Tan Structured Tote Bag", "", "gold"],
    ["tote", "Black", "Women Black Oversized Tote Bag", "", "gold"],
    ["tote", "Beige", "Women Beige Textured Shopper Tote", "", "gold"],
    ["tote", "Olive", "Women Olive Canvas Tote Bag", "canvas", "silver"],
    ["sling", "Black", "Women Black Quilted Sling Bag", "quilt", "gold"],
    ["sling", "Maroon", "Women Maroon Flap Sling Bag", "", "gold"],
    ["sling", "Blush Pink", "Women Blush Pink Mini Sling Bag", "", "gold"],
    ["sling", "Cream", "Women Cream Quilted Chain Sling Bag", "quilt", "gold"],
    ["clutch", "Gold", "Women Gold Embellished Envelope Clutch", "sequin", "gold"],
    ["clutch", "Silver", "Women Silver Shimmer Envelope Clutch", "sequin", "silver"],
    ["clutch", "Rani Pink", "Women Rani Pink Satin Envelope Clutch", "", "gold"],
    ["satchel", "Cognac", "Women Cognac Satchel with Buckle Flap", "", "gold"],
    ["satchel", "Navy", "Women Navy Structured Satchel Bag", "", "gold"],
    ["satchel", "Mustard", "Women Mustard Twin-Buckle Satchel", "", "gold"],
    ["backpack", "Navy", "Unisex Navy Laptop Backpack", "", "silver"],
    ["backpack", "Black", "Unisex Black Anti-Theft Backpack", "", "silver"],
    ["laptop", "Brown", "Men Brown Faux Leather Laptop Bag", "", "gold"],
    ["laptop", "Charcoal", "Men Charcoal Nylon Laptop Messenger Bag", "", "silver"],
    ["hobo", "Taupe", "Women Taupe Slouchy Hobo Bag", "", "gold"],
  ];
  const lead: Record<string, (c: string, v: string) => string> = {
    tote: (c, v) =>
      `A roomy ${c} ${v === "canvas" ? "heavy cotton canvas" : "faux leather"} tote with sturdy double handles, a magnetic snap closure and an inner zip pocket for your phone and keys.`,
    sling: (c, v) =>
      `A compact ${c} ${v === "quilt" ? "quilted " : ""}sling bag with a fold-over flap, a metal turn-lock and an adjustable crossbody strap.`,
    clutch: (c, v) =>
      `A festive ${c} envelope clutch ${v === "sequin" ? "covered in hand-set sequins and beads" : "in soft satin"}, with a magnetic flap and a detachable chain strap.`,
    satchel: (c) =>
      `A structured ${c} satchel in textured faux leather with a top handle, a buckled front flap and a detachable shoulder strap.`,
    backpack: (c) =>
      `A ${c} everyday backpack in water-resistant polyester with a padded 15.6-inch laptop sleeve, organiser pockets and cushioned straps.`,
    laptop: (c) =>
      `A ${c} laptop bag with a padded compartment for 15.6-inch laptops, a zip front pocket, twin grab handles and a detachable shoulder strap.`,
    hobo: (c) =>
      `A slouchy ${c} hobo bag in buttery faux leather with a wide shoulder strap, a zip top and two inner slip pockets.`,
  };
  const price: Record<string, [number, number]> = {
    tote: [1499, 3999],
    sling: [1299, 2999],
    clutch: [1299, 2799],
    satchel: [2299, 4999],
    backpack: [1799, 3499],
    laptop: [2499, 6999],
    hobo: [1999, 3999],
  };
  const use: Record<string, string[]> = {
    tote: ["Fits a tablet, a water bottle and daily essentials.", "Ideal for office commutes and shopping trips."],
    sling: ["Hands-free and just right for brunches and travel.", "Holds a phone, cards, keys and a lipstick."],
    clutch: ["Made for weddings, sangeet nights and parties.", "A glamorous finish for sarees and lehengas."],
    satchel: ["A polished work bag with room for files.", "Carry it by hand or across the shoulder."],
    backpack: ["Built for college, office and weekend trips.", "The trolley sleeve slides over luggage handles."],
    laptop: ["A smart choice for work trips and daily commutes.", "Keeps chargers and files neatly organised."],
    hobo: ["Easy to carry all day from work to dinner.", "Soft, spacious and light on the shoulder."],
  };
  return rows.map(([t, colour, name, v, metal]) => ({
    name: uniqueName([name]),
    description: desc((lead[t] ?? lead.tote!)(lc(colour), v), pick(r, use[t] ?? [""])),
    category: CAT.bags,
    sizes: SIZES.none,
    details: [
      t === "backpack" || t === "laptop"
        ? colour === "Brown"
          ? "Material: faux leather"
          : "Material: water-resistant polyester"
        : v === "canvas"
          ? "Material: cotton canvas"
          : v === "sequin"
            ? "Material: embellished fabric"
            : "Material: faux leather",
      t === "clutch" ? "Closure: magnetic flap" : t === "sling" ? "Closure: turn-lock flap" : "Closure: zip",
      `${metal === "gold" ? "Gold" : "Silver"}-toned hardware`,
      t === "clutch" ? "Detachable chain strap" : "Inner zip pocket and phone slip",
      "Care: wipe with a soft dry cloth",
    ].slice(0, t === "tote" || t === "hobo" ? 4 : 5),
    price: price[t] ?? [1299, 3999],
    color: colour,
    art: { t, c: hex(colour), v, a: metal, p: v },
  }));
}

// ----- perfume ------------------------------------------------------------------

export function buildPerfumes(): Draft[] {
  const r = rngFor("perfume");
  type P = [string, "EDP" | "EDT" | "Attar", number, string, string, string, string, string];
  // name, type, ml, for, top, heart, base, colour
  const rows: P[] = [
    ["Oud Royale", "EDP", 100, "Men", "saffron", "Turkish rose", "smoky oud", "Amber"],
    ["Velvet Rose", "EDP", 100, "Women", "pink pepper", "Damask rose", "white musk", "Rose Pink"],
    ["Sandal Noir", "EDP", 100, "Men", "green cardamom", "Mysore sandalwood", "soft leather", "Cognac"],
    ["Citrus Breeze", "EDT", 100, "Unisex", "bergamot", "lemon zest", "neroli and musk", "Yellow"],
    ["Vetiver Road", "EDT", 100, "Men", "grapefruit", "earthy vetiver", "cedarwood", "Olive Green"],
    ["Amber Nights", "EDP", 50, "Unisex", "cinnamon", "warm amber", "bourbon vanilla", "Amber"],
    ["Mogra Bloom", "EDP", 50, "Women", "mandarin", "mogra jasmine", "white musk", "Ivory"],
    ["Monsoon Mitti", "EDT", 100, "Unisex", "rain-soaked earth", "vetiver", "patchouli", "Smoky Grey"],
    ["Kesar Oud", "Attar", 50, "Unisex", "saffron", "agarwood", "sandalwood", "Gold"],
    ["Gulab", "Attar", 50, "Women", "fresh rose petals", "kannauj rose", "sandalwood", "Rose Pink"],
    ["Ocean Drift", "EDT", 100, "Men", "sea salt", "clary sage", "driftwood", "Aqua Blue"],
    ["Midnight Saffron", "EDP", 100, "Men", "saffron", "frankincense", "dark leather", "Wine"],
    ["White Musk Cloud", "EDP", 50, "Women", "juicy pear", "white musk", "cashmere wood", "Blush Pink"],
    ["Lavender Fields", "EDT", 50, "Unisex", "lavender", "geranium", "tonka bean", "Lavender"],
    ["Neroli Sun", "EDT", 100, "Unisex", "neroli", "orange blossom", "amber", "Peach"],
    ["Fig & Cedar", "EDP", 100, "Unisex", "green fig", "fig leaf", "cedarwood and musk", "Sage"],
    ["Spiced Cardamom", "EDP", 50, "Men", "cardamom", "clove", "tonka bean", "Honey"],
    ["Smoked Oud", "EDP", 100, "Men", "birch smoke", "oud", "vanilla", "Charcoal"],
    ["Chandan", "Attar", 50, "Unisex", "soft spice", "Mysore sandalwood", "creamy musk", "Champagne"],
    ["Khus", "Attar", 50, "Unisex", "cool green notes", "khus roots", "earthy moss", "Bottle Green"],
    ["Shamama", "Attar", 50, "Men", "saffron", "herbal spices", "oakmoss and amber", "Brown"],
    ["Musk Kasturi", "Attar", 50, "Unisex", "powdery notes", "white musk", "ambergris", "Cream"],
    ["Majmua", "Attar", 50, "Unisex", "kewda", "khus and rose", "sandalwood", "Olive"],
    ["Motia", "Attar", 50, "Women", "green leaves", "motia jasmine", "sandalwood", "Champagne"],
    ["Blue Tide", "EDT", 100, "Men", "mint", "marine notes", "ambergris", "Blue"],
    ["Pink Peony Bloom", "EDP", 50, "Women", "lychee", "peony", "rose and musk", "Pink"],
    ["Velvet Oud", "EDP", 50, "Unisex", "rose", "oud", "patchouli", "Burgundy"],
    ["Green Tea Mist", "EDT", 50, "Unisex", "green tea", "bergamot", "white musk", "Mint"],
    ["Noir Leather", "EDP", 100, "Men", "black pepper", "leather", "tobacco leaf", "Black"],
    ["Goa Sunset", "EDT", 100, "Women", "coconut water", "frangipani", "vanilla", "Coral"],
    ["Himalayan Cedar", "EDP", 100, "Men", "juniper", "cedar", "oakmoss", "Emerald"],
    ["Rajnigandha Royale", "EDP", 100, "Women", "tuberose", "jasmine", "sandalwood", "Cream"],
    ["Iris Silk", "EDP", 50, "Women", "violet leaf", "iris", "soft musk", "Lilac"],
    ["Aqua Sport", "EDT", 100, "Men", "grapefruit", "aquatic notes", "vetiver", "Turquoise"],
    ["Pepper Wood", "EDP", 50, "Men", "black pepper", "cedarwood", "amber", "Rust"],
    ["Chai Spice", "EDP", 50, "Unisex", "ginger", "cardamom and black tea", "vanilla", "Tan"],
    ["Mandarin Fizz", "EDT", 50, "Women", "mandarin", "pink grapefruit", "musk", "Orange"],
    ["Royal Agarwood", "EDP", 100, "Unisex", "saffron", "agarwood", "amber", "Maroon"],
    ["Midnight Orchid", "EDP", 100, "Women", "plum", "orchid", "vanilla", "Purple"],
    ["Fresh Linen", "EDT", 50, "Unisex", "aldehydes", "cotton flower", "clean musk", "Powder Blue"],
  ];
  const typeName = { EDP: "Eau de Parfum", EDT: "Eau de Toilette", Attar: "Attar" } as const;
  const edpShapes = ["rect", "round", "hex", "flask", "rect", "square"];
  const edtShapes = ["tall", "flask", "tall", "rect", "round"];
  const caps = ["gold", "black", "silver", "wood", "gold", "black"];
  return rows.map(([nm, type, ml, forWhom, top, heart, base, colour], i) => {
    const who = forWhom === "Men" ? "for men" : forWhom === "Women" ? "for women" : "for everyone";
    const lasting = type === "EDT" ? "5-6 hours" : type === "Attar" ? "10-12 hours" : "8-10 hours";
    const body =
      type === "Attar"
        ? `A concentrated, alcohol-free ${nm.toLowerCase()} attar ${who}, blending ${top} with ${heart} over a base of ${base}.`
        : `An ${lc(typeName[type])} ${who} that opens with ${top}, settles into ${heart} and dries down to ${base}.`;
    const tail =
      type === "Attar"
        ? pick(r, [
            "Dab a drop on the wrists for festive days and prayers.",
            "Long-lasting and skin-friendly, in a traditional cut-glass bottle.",
          ])
        : type === "EDT"
          ? pick(r, [
              "Light and fresh for office days and hot afternoons.",
              "A bright everyday spray for college, gym and travel.",
            ])
          : pick(r, [
              "Rich and long-lasting for evenings, weddings and dates.",
              "A signature scent that lingers well into the night.",
            ]);
    const shape = type === "Attar" ? "attar" : type === "EDT" ? at(edtShapes, i) : at(edpShapes, i);
    const price: [number, number] =
      type === "Attar"
        ? [1299, 3999]
        : type === "EDP"
          ? ml === 100
            ? [2499, 4999]
            : [1699, 2999]
          : ml === 100
            ? [1499, 2999]
            : [1099, 1999];
    return {
      name: uniqueName([`${nm} ${typeName[type]} ${ml} ml`]),
      description: desc(body, tail),
      category: CAT.perfume,
      sizes: SIZES.none,
      details: [
        `Type: ${typeName[type]}, ${ml} ml`,
        `Notes: ${top} (top), ${heart} (heart), ${base} (base)`,
        `For: ${forWhom}`,
        `Lasts up to ${lasting}`,
        "Easy 15-day exchange; 100% original",
      ],
      price,
      color: colour,
      art: { t: "perfume", c: hex(colour), v: shape, a: type === "Attar" ? "gold" : at(caps, i * 7 + 3), n: i },
    };
  });
}

// ----- sunglasses -----------------------------------------------------------------

export function buildSunglasses(): Draft[] {
  const r = rngFor("sunglasses");
  const lensHex: Record<string, string> = {
    Green: "#2f4a33",
    Grey: "#3c3f44",
    Brown: "#6b4529",
    "Blue Mirror": "#2d5fb8",
    "Silver Mirror": "#9aa3ad",
    "Pink Gradient": "#c96d8e",
    Yellow: "#d9b33a",
    "Smoke Gradient": "#44464c",
    "Gold Mirror": "#c89a3a",
  };
  type S = [string, string, string, string]; // shape, gender, frame colour, lens
  const rows: S[] = [
    ["aviator", "Unisex", "Gold", "Green"],
    ["aviator", "Men", "Gunmetal", "Grey"],
    ["aviator", "Unisex", "Silver", "Blue Mirror"],
    ["aviator", "Women", "Rose Gold", "Pink Gradient"],
    ["aviator", "Men", "Black", "Smoke Gradient"],
    ["aviator", "Unisex", "Gold", "Brown"],
    ["wayfarer", "Unisex", "Black", "Green"],
    ["wayfarer", "Men", "Tortoise", "Brown"],
    ["wayfarer", "Unisex", "Matte Black", "Blue Mirror"],
    ["wayfarer", "Men", "Navy", "Grey"],
    ["wayfarer", "Unisex", "Olive", "Smoke Gradient"],
    ["wayfarer", "Women", "Red", "Grey"],
    ["round", "Unisex", "Gold", "Green"],
    ["round", "Unisex", "Black", "Grey"],
    ["round", "Unisex", "Silver", "Yellow"],
    ["round", "Women", "Tortoise", "Brown"],
    ["round", "Men", "Gunmetal", "Silver Mirror"],
    ["cateye", "Women", "Black", "Smoke Gradient"],
    ["cateye", "Women", "Tortoise", "Brown"],
    ["cateye", "Women", "White", "Pink Gradient"],
    ["cateye", "Women", "Burgundy", "Grey"],
    ["cateye", "Women", "Rose Gold", "Gold Mirror"],
    ["sport", "Men", "Matte Black", "Blue Mirror"],
    ["sport", "Men", "Red", "Silver Mirror"],
    ["sport", "Unisex", "White", "Gold Mirror"],
    ["sport", "Men", "Navy", "Grey"],
    ["browline", "Men", "Black", "Green"],
    ["browline", "Unisex", "Tortoise", "Brown"],
    ["browline", "Men", "Brown", "Grey"],
    ["browline", "Unisex", "Navy", "Smoke Gradient"],
  ];
  const shapeName: Record<string, string> = {
    aviator: "Aviator",
    wayfarer: "Square Wayfarer",
    round: "Round",
    cateye: "Cat-Eye",
    sport: "Sports Wrap",
    browline: "Browline",
  };
  const metal = new Set(["Gold", "Gunmetal", "Silver", "Rose Gold"]);
  return rows.map(([shape, g, frame, lens], i) => {
    const polar = i % 3 !== 2;
    const sn = shapeName[shape] ?? shape;
    const tone = metal.has(frame) ? `${frame}-Toned` : frame;
    const name = uniqueName([
      `${g} ${tone} ${polar ? "Polarised " : ""}${sn} Sunglasses`,
      `${g} ${tone} ${sn} Sunglasses with ${lens} Lens`,
      `${g} ${tone} ${polar ? "Polarised " : "UV Protected "}${sn} Sunglasses with ${lens} Lens`,
    ]);
    const frameMat = metal.has(frame)
      ? "lightweight metal"
      : shape === "sport"
        ? "flexible TR90"
        : "hand-polished acetate";
    const lead = `${cap(sn.toLowerCase())} sunglasses with a ${lc(frame)} ${frameMat} frame and ${lc(lens)}${polar ? " polarised" : ""} lenses that block 100% of UVA and UVB rays.`;
    const tail: Record<string, string[]> = {
      aviator: ["A timeless pilot shape for road trips and beach days."],
      wayfarer: ["A bold everyday shape that suits most face types."],
      round: ["A retro look that pairs well with kurtas and linen shirts."],
      cateye: ["A flattering upswept shape for brunches and holidays."],
      sport: ["Wraparound coverage for cycling, cricket and running."],
      browline: ["A smart retro browline for office and weekends alike."],
    };
    return {
      name,
      description: desc(lead, pick(r, tail[shape] ?? [""])),
      category: CAT.sunglasses,
      sizes: SIZES.none,
      details: [
        `Lens: ${lens}${polar ? ", polarised" : ""}, UV400 protection`,
        `Frame: ${frame} ${frameMat}`,
        shape === "sport" ? "Rubberised nose pads and temple tips" : "Spring hinges for a comfortable fit",
        "Comes with a hard case and microfibre cloth",
      ],
      price: shape === "sport" ? [1299, 2999] : metal.has(frame) ? [1499, 3499] : [1099, 2999],
      color: frame,
      art: {
        t: "glasses",
        c: hex(frame),
        v: shape,
        b: lensHex[lens] ?? "#3c3f44",
        p: lens.includes("Mirror") ? "mirror" : lens.includes("Gradient") ? "grad" : frame === "Tortoise" ? "" : "",
        a: frame === "Tortoise" ? "tortoise" : metal.has(frame) ? "metal" : "acetate",
      },
    };
  });
}

/**
 * The paint of a colour's dot on a card, from its name. A card shows a product's colours as dots, not as
 * photos: 40 cards of three colours would be 120 more pictures for a phone to fetch; the photo of a colour
 * is fetched when it is tapped. Names the store's catalogue uses are known; another is painted by its first
 * known word ("Petrol Blue" as blue, "Dark Brown" as a darker brown), else left as a neutral dot (its name
 * is still read and shown). Paints are classes, not inline styles: the store's content security policy
 * refuses style attributes, and the stylesheet is built from the classes written out here.
 */
const PAINT: Record<string, string> = {
  amber: "bg-[#ffbf00]",
  aqua: "bg-[#3fc1c9]",
  beige: "bg-[#e8d9b5]",
  black: "bg-[#111111]",
  blue: "bg-[#2f5fb3]",
  blush: "bg-[#f4c2c2]",
  bottle: "bg-[#0b4d2c]",
  brown: "bg-[#6b4226]",
  burgundy: "bg-[#800020]",
  camel: "bg-[#c19a6b]",
  champagne: "bg-[#f1ddb0]",
  charcoal: "bg-[#36454f]",
  coffee: "bg-[#4b3621]",
  cognac: "bg-[#9a463d]",
  coral: "bg-[#ff7f50]",
  cream: "bg-[#fff5d6]",
  emerald: "bg-[#1f8a5b]",
  gold: "bg-[#d4af37]",
  green: "bg-[#2e7d32]",
  grey: "bg-[#8a8d91]",
  gray: "bg-[#8a8d91]",
  gunmetal: "bg-[#53565b]",
  honey: "bg-[#e3a857]",
  ice: "bg-[#cfe8f3]",
  indigo: "bg-[#2e2f6e]",
  ivory: "bg-[#fffff0]",
  khaki: "bg-[#c3b091]",
  lavender: "bg-[#b8a6d9]",
  lilac: "bg-[#c8a2c8]",
  maroon: "bg-[#6d1a2b]",
  mauve: "bg-[#b784a7]",
  melange: "bg-[#9ea3a8]",
  mint: "bg-[#98d8b9]",
  mustard: "bg-[#d8a51d]",
  navy: "bg-[#1f2a44]",
  "off-white": "bg-[#f6f3ea]",
  olive: "bg-[#6b7a2a]",
  orange: "bg-[#f07b1e]",
  peach: "bg-[#ffcba4]",
  pink: "bg-[#f08cae]",
  powder: "bg-[#b0d0ec]",
  purple: "bg-[#6a3d9a]",
  rani: "bg-[#e0218a]",
  red: "bg-[#c62828]",
  rose: "bg-[#e8a0a8]",
  "rose gold": "bg-[#b76e79]",
  royal: "bg-[#2148c0]",
  rust: "bg-[#b7410e]",
  sage: "bg-[#9caf88]",
  sand: "bg-[#d8c59c]",
  silver: "bg-[#c0c0c0]",
  sky: "bg-[#87ceeb]",
  smoky: "bg-[#6f7479]",
  stone: "bg-[#b5ad9e]",
  tan: "bg-[#c68e5a]",
  taupe: "bg-[#8b7d6b]",
  teal: "bg-[#127c7c]",
  terracotta: "bg-[#c8643b]",
  tortoise: "bg-[#7a4a24]",
  turquoise: "bg-[#30d5c8]",
  white: "bg-[#ffffff]",
  wine: "bg-[#722f37]",
  yellow: "bg-[#f4d03f]",
};

/** Shades a leading word darkens or lightens (as classes, like the paints: see above). */
const SHADE: Record<string, string> = {
  dark: "brightness-75",
  light: "brightness-125",
  mid: "",
  matte: "",
};

/** The classes that paint a colour's dot, or undefined when no word of its name is known. */
export function dotPaint(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  if (PAINT[key]) return PAINT[key];
  const words = key.split(/\s+/);
  const known = words.find((word) => PAINT[word] && !(word in SHADE));
  if (!known) return undefined;
  const shade = SHADE[words[0]!];
  return shade ? `${PAINT[known]} ${shade}` : PAINT[known];
}

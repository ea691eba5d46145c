/*
 * The forms of one word that the search reads as the same word (docs/decisions/003-typo-forgiving-search.md).
 * `stem` is the only place this is decided: the catalogue's words go through it when the search's
 * vocabulary is built from the index, and the shopper's words when they are matched, so both sides
 * always agree ("checks" finds "Checked", "embroidery" finds "Embroidered").
 */

/** The same word for singular and plural: shoes/shoe, watches/watch, accessories/accessory. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

const VOWEL = /[aeiou]/;

/**
 * The stem a word shares with its plural, past and -ing forms: checks, checked, checking -> check;
 * embroidery, embroidered -> embroider; texture, textured -> textur; lace, laced, lacing -> lace;
 * shopping, shopped -> shop. Light on purpose (a handful of English suffixes, no dictionary): a stem
 * only has to be the same on both sides, never a real word, and a suffix is left alone when what is
 * left would have no vowel ("sling", "string", "red") or when it belongs to the word ("tweed", "speed").
 * Words in other scripts are kept as they are.
 */
export function stem(word: string): string {
  let w = singular(word);
  // embroidery -> embroider, jewellery -> jeweller, powdery -> powder ("every", "very" are too short).
  if (w.length >= 6 && w.endsWith("ery")) return w.slice(0, -1);
  const suffix = w.endsWith("ing") ? 3 : w.endsWith("ed") && !w.endsWith("eed") ? 2 : 0;
  if (suffix) {
    const base = w.slice(0, -suffix);
    if (base.length >= 2 && VOWEL.test(base)) {
      // shopped -> shop, fitted -> fit; but dressed -> dress, frilled -> frill.
      if (/([^aeiouylsz])\1$/.test(base)) return base.slice(0, -1);
      // A short stem lost its "e" to the suffix: laced -> lace, lined -> line, toned -> tone.
      if (base.length <= 3 && /[aeiou][^aeiouwxy]$/.test(base)) return `${base}e`;
      w = base;
    }
  }
  // texture/textured, close/closed, stripe/striped: the "e" that -ed and -ing take away, dropped from
  // longer words (not from "lace", "tone": "lac" and "ton" would meet other words).
  if (w.length >= 5 && /[^aeiou]e$/.test(w)) w = w.slice(0, -1);
  return w;
}

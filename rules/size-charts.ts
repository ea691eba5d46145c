/**
 * Size charts, as data: one per kind of sizing, named by the collections that use it (`sizeChart` in
 * rules/collections.ts). Body measurements, in the units Indian shoppers measure with: inches for
 * clothing, centimetres of foot length for footwear. Each row starts with the size as the store stores it.
 */
export interface SizeChart {
  title: string;
  /** How to measure, in one sentence. */
  howTo: string;
  columns: string[];
  rows: string[][];
}

/** How to measure a foot, for every footwear chart. */
const MEASURE_FOOT = "Stand on a sheet of paper and measure from the heel to the tip of the longest toe.";

export const SIZE_CHARTS = {
  tops: {
    title: "Shirts, t-shirts and tracksuits",
    howTo: "Measure around the fullest part of your chest, under the arms; length is from the shoulder down.",
    columns: ["Size", "Chest (in)", "Length (in)", "Shoulder (in)"],
    rows: [
      ["S", "38", "27", "17"],
      ["M", "40", "28", "17.5"],
      ["L", "42", "29", "18"],
      ["XL", "44", "30", "18.5"],
    ],
  },
  bottoms: {
    title: "Jeans, trousers and trackpants",
    howTo: "Measure around your natural waist, and the inside leg from the crotch to the ankle.",
    columns: ["Size", "Waist (in)", "Hip (in)", "Inseam (in)"],
    rows: [
      ["S", "28–30", "36–38", "30"],
      ["M", "32", "40", "31"],
      ["L", "34", "42", "31.5"],
      ["XL", "36", "44", "32"],
    ],
  },
  menFootwear: {
    title: "Men's shoes and loafers",
    howTo: MEASURE_FOOT,
    columns: ["UK size", "EURO", "US", "Foot length (cm)"],
    rows: [
      ["6", "40", "7", "24.5"],
      ["7", "41", "8", "25.4"],
      ["8", "42", "9", "26.2"],
      ["9", "43", "10", "27.1"],
      ["10", "44", "11", "27.9"],
      ["11", "45", "12", "28.8"],
    ],
  },
  flipflops: {
    title: "Flip-flops and sliders",
    howTo: MEASURE_FOOT,
    columns: ["Size", "EURO", "Foot length (cm)"],
    rows: [
      ["UK 6", "40", "24.5"],
      ["UK 7", "41", "25.4"],
      ["UK 8", "42", "26.2"],
      ["UK 9", "43", "27.1"],
    ],
  },
  womenFootwear: {
    title: "Sandals and juttis",
    howTo: MEASURE_FOOT,
    columns: ["EURO size", "UK", "Foot length (cm)"],
    rows: [
      ["36", "3", "23.0"],
      ["37", "4", "23.7"],
      ["38", "5", "24.4"],
      ["39", "6", "25.1"],
      ["40", "7", "25.7"],
    ],
  },
} as const satisfies Record<string, SizeChart>;

export type SizeChartKey = keyof typeof SIZE_CHARTS;

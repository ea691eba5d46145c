// The staff's exports and the catalogue import, bound to the database and the settings.
import type { Config } from "../config";
import type { Db } from "../db/client";
import { exportOrderLines, ordersCsv, ordersFilename } from "./orders-export";
import { gstr1Csv, gstr1Filename, gstr1ForMonth, gstr1Json, parseGstr1Query, type Gstr1File } from "./gstr1-files";
import { catalogueCsv } from "./catalogue-csv";
import { applyImport, dryRunImport } from "./catalogue-import";
import type { Actor } from "../audit/audit";

/** A file to download: its name, type and text. */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

const CSV = "text/csv; charset=utf-8";

export function createExportServices(db: Db, config: Config) {
  const seller = config.contact;
  return {
    /** Every line of the orders of a range of Indian days (and a status), with its GST. Throws 400 for bad input. */
    orderLines: (query: unknown) => exportOrderLines(db, query, seller.gstin),
    ordersFile: async (query: unknown): Promise<ExportFile> => ({
      filename: ordersFilename(query),
      contentType: CSV,
      body: ordersCsv(await exportOrderLines(db, query, seller.gstin)),
    }),
    /** A month's GSTR-1, in paise, and as the offline tool's JSON. */
    gstr1: async (query: unknown) => {
      const { month } = parseGstr1Query(query);
      const gstr1 = await gstr1ForMonth(db, month, seller);
      return { gstr1, offline: gstr1Json(gstr1) };
    },
    gstr1File: async (query: unknown): Promise<ExportFile> => {
      const { month, file = "gstr1.json" } = parseGstr1Query(query);
      const gstr1 = await gstr1ForMonth(db, month, seller);
      return file === "gstr1.json"
        ? {
            filename: gstr1Filename(month, file),
            contentType: "application/json; charset=utf-8",
            body: `${JSON.stringify(gstr1Json(gstr1), null, 2)}\n`,
          }
        : {
            filename: gstr1Filename(month, file as Exclude<Gstr1File, "gstr1.json">),
            contentType: CSV,
            body: gstr1Csv(gstr1, file),
          };
    },
    catalogueFile: async (): Promise<ExportFile> => ({
      filename: "products.csv",
      contentType: CSV,
      body: await catalogueCsv(db, { markupPaise: config.priceMarkupPaise, vendor: config.storeName }),
    }),
    /** A dry run of a catalogue file, or (apply) its changes in one transaction: 400 with the problems if any. */
    importCatalogue: (text: string, apply: boolean, actor: Actor) => {
      // New products' photos come from where the staff's may (checkImageOrigins).
      const origins = [config.publicUrl, ...config.imageHosts];
      return apply
        ? applyImport(db, text, config.priceMarkupPaise, origins, actor)
        : dryRunImport(db, text, config.priceMarkupPaise, origins);
    },
  };
}

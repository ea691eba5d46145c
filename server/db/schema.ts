/**
 * The database's tables, one file per part of the store; drizzle-kit reads them all from here
 * (drizzle.config.ts), and the code imports every table from this one module.
 */
export * from "./schema/catalog";
export * from "./schema/lists";
export * from "./schema/orders";
export * from "./schema/accounts";
export * from "./schema/addresses";
export * from "./schema/uploads";
export * from "./schema/tax";

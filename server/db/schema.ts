/**
 * The database's tables, in two files: the orders and all that follows them, and the rest of the store; drizzle-kit reads them all from here
 * (drizzle.config.ts), and the code imports every table from this one module.
 */
export * from "./schema/shop";
export * from "./schema/orders";
export * from "./schema/reviews";
export * from "./schema/coupons";
export * from "./schema/offers";
export * from "./schema/staff-changes";

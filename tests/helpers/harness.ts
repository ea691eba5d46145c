import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "../../server/db/client";
import type { OrderSettings } from "../../server/orders/orders";
import type { Config } from "../../server/config";
import { createTestDatabase } from "./db";
import { startTestServer, testConfig, type TestServer } from "./app";

/** What setUpTestDatabase gives a test file: read it inside tests and hooks (it is set in beforeAll). */
export interface TestDatabase {
  readonly database: Database;
  readonly db: Db;
}

/** What setUpTestServer gives a test file: the database and the real app over it. */
export interface TestShop extends TestDatabase {
  readonly server: TestServer;
  readonly url: string;
}

/** A private copy of the seeded database for this file, closed after its tests. */
export function setUpTestDatabase(): TestDatabase {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get database() {
      return database!;
    },
    get db() {
      return database!.db;
    },
  };
}

type ServerOptions = Parameters<typeof startTestServer>[1];

/**
 * The real app over a database of setUpTestDatabase (another over the same one stands for a second instance,
 * or one with other settings), closed after the file's tests. Options that must be awaited (builtPages())
 * come as a function, called in beforeAll like the rest of the setup.
 */
export function setUpServerOn(store: TestDatabase, options?: ServerOptions | (() => Promise<ServerOptions>)): TestShop {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(store.database, typeof options === "function" ? await options() : options);
  });
  // vitest runs afterAll hooks last-registered first: the server closes before its database.
  afterAll(async () => {
    await server?.close();
  });
  return {
    get database() {
      return store.database;
    },
    get db() {
      return store.db;
    },
    get server() {
      return server!;
    },
    get url() {
      return server!.url;
    },
  };
}

/** A private copy of the seeded database and the real app over it, for one test file (or describe block). */
export function setUpTestServer(options?: ServerOptions | (() => Promise<ServerOptions>)): TestShop {
  return setUpServerOn(setUpTestDatabase(), options);
}

/** The order rules a config sets, as the services build them (server/services.ts). */
export function orderSettingsOf(config: Config): OrderSettings {
  return {
    markupPaise: config.priceMarkupPaise,
    freeShippingThresholdPaise: config.freeShippingThresholdPaise,
    shippingFeePaise: config.shippingFeePaise,
    storeName: config.storeName,
    supportEmail: config.supportEmail,
    delivery: config.delivery,
  };
}

/** The default order rules without holidays or cash-on-delivery exclusions, so that no date or method moves. */
export const plainOrderSettings: OrderSettings = {
  ...orderSettingsOf(testConfig()),
  delivery: { holidays: [], codUnavailableStates: [] },
};

/**
 * Migrates (and seeds) one template database per test run; every test file then gets its own copy
 * (tests/helpers/db.ts). PGlite by default; a PostgreSQL server when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, pgliteExtensions, wrapPglite } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { seedCatalogIfEmpty } from "../../server/db/seed";
import { loadPinCodesIfEmpty } from "../../server/delivery/pin-codes";

declare module "vitest" {
  export interface ProvidedContext {
    testDb:
      { kind: "pglite"; templateFile: string } | { kind: "postgres"; url: string; template: string; prefix: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(project, url);

  const dir = await mkdtemp(path.join(os.tmpdir(), "stylehub-test-"));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await migrateDatabase(database, async () => {
    await seedCatalogIfEmpty(database.db);
    await loadPinCodesIfEmpty(database.db);
  });
  const templateFile = path.join(dir, "template.tar");
  await writeFile(templateFile, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("testDb", { kind: "pglite", templateFile });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject, url: string) {
  const prefix = `stylehub_t${process.pid}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropDatabases(admin, prefix);
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = openPostgres(templateUrl, { max: 2 });
  await migrateDatabase(database, async () => {
    await seedCatalogIfEmpty(database.db);
    await loadPinCodesIfEmpty(database.db);
  });
  await database.close();
  project.provide("testDb", { kind: "postgres", url, template, prefix });
  return async () => {
    await dropDatabases(admin, prefix);
    await admin.end();
  };
}

async function dropDatabases(admin: pg.Client, prefix: string) {
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [
    `${prefix}%`,
  ]);
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

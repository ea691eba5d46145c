/**
 * `npm run admin -- create --email <e-mail> [--password <password>]`: makes an account an admin (an owner).
 * `npm run admin -- set-role --email <e-mail> --role <owner|catalogue|orders|customer>`: a staff role.
 * `npm run admin -- remove-sample-reviews`: deletes the seeded catalogue's sample reviews. It opens the
 * database as the server does (settings, database, migrations).
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { ensureAdmin } from "../server/auth/accounts";
import { describeAdminFailure, describeEnsureAdmin } from "../server/auth/admin";
import { emailSchema } from "@rules/account-schema";
import { removeSampleReviews } from "../server/reviews/moderation";
import { setStaffRole } from "../server/auth/staff-accounts";
import { COMMAND_LINE } from "../server/audit/audit";
import { ROLE_LABELS, type UserRole } from "@rules/staff-roles";

/** The role names the command takes ("owner" is the role the store stores as "admin"). */
const ROLE_NAMES: Record<string, UserRole> = {
  owner: "admin",
  catalogue: "catalogue",
  orders: "orders",
  customer: "customer",
};

export const USAGE = `Usage: npm run admin -- create --email <e-mail> [--password <password>]
       npm run admin -- set-role --email <e-mail> --role <owner|catalogue|orders|customer>
       npm run admin -- remove-sample-reviews

create: creates an admin account, or makes an existing account an admin.
  --email       the account's e-mail address
  --password    needed to create an account; for an existing account it replaces the password.
                May come from ADMIN_PASSWORD instead (keeps it out of the shell history).
set-role: gives an existing account a staff role: owner (everything), catalogue (products, stock, the
  catalogue's import and export) or orders (orders, returns, reviews); customer takes the role away. The
  last owner keeps the role.
remove-sample-reviews: deletes the sample reviews the seeded catalogue came with (shoppers' reviews stay).
With the embedded database (no DATABASE_URL), stop the store first: only one process can open it.`;

export class UsageError extends Error {}

export type AdminCommand =
  | {
      command: "create";
      email: string;
      password: string | undefined;
    }
  | { command: "set-role"; email: string; role: UserRole }
  | { command: "remove-sample-reviews" };

/** The command line, checked: "help" or the create command; anything else is a UsageError. */
export function parseAdminArgs(argv: string[], env: NodeJS.ProcessEnv): AdminCommand | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [command, ...extra] = positionals;
  if (!command) throw new UsageError("Say what to do: create, set-role or remove-sample-reviews");
  if (command !== "create" && command !== "set-role" && command !== "remove-sample-reviews") {
    throw new UsageError(`Unknown command "${command}": the commands are create, set-role and remove-sample-reviews`);
  }
  if (extra.length) throw new UsageError(`Unexpected argument "${extra[0]}"`);
  if (command === "remove-sample-reviews") {
    if (values.email || values.password || values.role) throw new UsageError("remove-sample-reviews takes no options");
    return { command };
  }
  if (command === "set-role") {
    if (values.password) throw new UsageError("set-role takes no --password");
    if (!values.email) throw new UsageError("--email is required");
    const email = emailSchema.safeParse(values.email);
    if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]!.message}`);
    const role = ROLE_NAMES[values.role ?? ""];
    if (!role) throw new UsageError("--role must be owner, catalogue, orders or customer");
    return { command, email: email.data, role };
  }
  if (values.role) throw new UsageError("create takes no --role: it makes an owner");
  if (!values.email) throw new UsageError("--email is required");
  const email = emailSchema.safeParse(values.email);
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]!.message}`);
  const password = values.password ?? (env.ADMIN_PASSWORD || undefined);
  if (password !== undefined && !password) throw new UsageError("--password must not be empty");
  return { command, email: email.data, password };
}

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

const openMigrated = async (config: Config): Promise<Database> => {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  return database;
};

/** Runs the command; answers the exit code (0 done, 1 refused or failed, 2 usage). */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: AdminIo = { out: console.log, err: console.error },
  open: (config: Config) => Promise<Database> = openMigrated,
): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command === "help") {
    io.out(USAGE);
    return 0;
  }

  let config;
  try {
    // ADMIN_EMAIL/ADMIN_PASSWORD are the start-up bootstrap's; here ADMIN_PASSWORD is only the password.
    config = loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 1;
  }
  const database = await open(config);
  try {
    if (command.command === "remove-sample-reviews") {
      const removed = await removeSampleReviews(database.db);
      io.out(removed ? `Removed ${removed} sample reviews.` : "There were no sample reviews; nothing changed.");
      return 0;
    }
    if (command.command === "set-role") {
      const member = await setStaffRole(database.db, COMMAND_LINE, command);
      io.out(`${member.email} is now ${ROLE_LABELS[member.role]}.`);
      return 0;
    }
    io.out(describeEnsureAdmin(await ensureAdmin(database.db, command)));
    return 0;
  } catch (error) {
    io.err(`Nothing changed. ${describeAdminFailure(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runAdminCommand(process.argv.slice(2), process.env);
}

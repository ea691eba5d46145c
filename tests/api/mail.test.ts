import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createLogger } from "../../server/logger";
import type { Database } from "../../server/db/client";
import { emailOutbox } from "../../server/db/schema";
import { deliverOutbox } from "../../server/mail/outbox";
import { mailTransportFor, startJobs } from "../../server/jobs";
import { createTestDatabase } from "../helpers/db";
import { testConfig } from "../helpers/app";
import { startSmtpSink } from "../helpers/smtp-sink";

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const logger = createLogger("silent");

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
  await database?.close();
});

const queue = (to: string, subject: string) =>
  database.db.insert(emailOutbox).values({ toAddress: to, subject, body: "Order SH-ABCDEF\nTotal ₹3,799" }).returning();

describe("e-mail delivery", () => {
  it("sends the outbox through SMTP when SMTP_URL is set, once", async () => {
    const [mail] = await queue("asha@example.com", "Your order SH-ABCDEF");
    const transport = mailTransportFor(testConfig({ SMTP_URL: sink.url, STORE_NAME: "StyleHub" }), logger);

    expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 0, failed: 0 });
    transport.close?.();

    const delivered = sink.received.filter((m) => m.to.some((to) => to.includes("asha@example.com")));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.from).toContain("support@stylehub.example");
    expect(delivered[0]!.data).toContain("Subject: Your order SH-ABCDEF");
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id));
    expect(row!.sentAt).not.toBeNull();
  });

  it("records a refused delivery and backs off instead of losing the e-mail", async () => {
    const [mail] = await queue("ravi@example.com", "Your order SH-GHJKMN");
    // Nothing listens on port 9 (discard) of the loopback: the connection is refused.
    const transport = mailTransportFor(testConfig({ SMTP_URL: "smtp://127.0.0.1:9" }), logger);

    expect(await deliverOutbox(database.db, transport)).toEqual({ sent: 0, failed: 1 });
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id));
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it("logs the e-mail when no SMTP_URL is set", async () => {
    const lines: string[] = [];
    const { pino } = await import("pino");
    const captured = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    await queue("meera@example.com", "Your order SH-PQRSTU");
    expect(await deliverOutbox(database.db, mailTransportFor(testConfig(), captured))).toEqual({ sent: 1, failed: 0 });
    expect(lines.join("")).toContain("meera@example.com");
  });
});

describe("background jobs", () => {
  it("run every job each round, log a failing one and keep going", async () => {
    const runs: string[] = [];
    const errors: string[] = [];
    const { pino } = await import("pino");
    const captured = pino({ level: "error" }, { write: (line: string) => void errors.push(line) });
    const jobs = startJobs(
      [
        { name: "broken", run: () => Promise.reject(new Error("database away")) },
        { name: "fine", run: async () => void runs.push("fine") },
      ],
      captured,
      10,
    );
    await expect.poll(() => runs.length, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    await jobs.stop();
    const after = runs.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(runs.length).toBe(after);
    expect(errors.join("")).toContain("database away");
  });
});

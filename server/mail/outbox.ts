import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { MailTransport } from "./transports";

export interface DeliverOptions {
  /** At most this many e-mails per call. */
  limit?: number;
  /** An e-mail that failed this many times is left alone (its last_error says why). */
  maxAttempts?: number;
  /** How long a claimed e-mail is kept from other senders while it is being sent. */
  leaseSeconds?: number;
}

/** Retry after 1, 2, 4, 8 ... minutes, at most an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/**
 * Sends the e-mails that are due, oldest first. Each is claimed with one statement (its next attempt
 * pushed past the lease, `skip locked`), so several instances may run this at once without sending an
 * e-mail twice; a sender that dies mid-way leaves the e-mail to be retried when the lease ends. A failed
 * send records the error and backs off.
 */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport,
  options: DeliverOptions = {},
): Promise<{ sent: number; failed: number }> {
  const { limit = 50, maxAttempts = 8, leaseSeconds = 300 } = options;
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < limit; i++) {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          sql`${emailOutbox.attempts} < ${maxAttempts}`,
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    const [mail] = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(eq(emailOutbox.id, sql`(${due})`))
      .returning();
    if (!mail) break;
    try {
      await transport.send({ to: mail.toAddress, subject: mail.subject, text: mail.body });
      await db
        .update(emailOutbox)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, mail.id));
      sent++;
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(mail.attempts)})`,
        })
        .where(eq(emailOutbox.id, mail.id));
      failed++;
    }
  }
  return { sent, failed };
}

import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { emailOutbox } from "../../server/db/schema";

/** The subjects of the e-mails queued that name the order, oldest first as the outbox keeps them. */
export async function mailSubjectsAbout(db: Db, orderNumber: string): Promise<string[]> {
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.subject} like ${`%${orderNumber}%`}`);
  return mails.map((mail) => mail.subject);
}

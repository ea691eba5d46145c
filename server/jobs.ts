import type { Logger } from "pino";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { deliverOutbox } from "./mail/outbox";
import { loggingTransport, smtpTransport, type MailTransport } from "./mail/transports";
import { deleteExpiredSessions } from "./auth/sessions";
import { expireStalePayments } from "./payments/payments";
import { deletePassedWindows } from "./auth/rate-limit";
import { deleteExpiredResetLinks } from "./auth/password-reset";
import { deleteExpiredClearedCarts } from "./cart/cart";
import { remindAwaitingDetails } from "./orders/orders";
import { requestReviews } from "./reviews/review-request";

/** An online payment not completed within this window gives its stock back (a later capture retakes it if it can). */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** An order paid before its delivery details (SPEC's older flow) is reminded once after this long. */
export const DETAILS_REMINDER_AFTER_MS = 30 * 60 * 1000;

export interface BackgroundJob {
  name: string;
  run(): Promise<unknown>;
}

/** The mail transport of the settings: SMTP when SMTP_URL is set, else the log. */
export function mailTransportFor(config: Config, logger: Logger): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, `"${config.storeName}" <${config.supportEmail}>`)
    : loggingTransport(logger);
}

/** The store's periodic work. Each job is safe to run on every instance at once. */
export function storeJobs(
  db: Db,
  config: Config,
  logger: Logger,
  payments?: { refundOwed(): Promise<number> },
): BackgroundJob[] {
  const mail = mailTransportFor(config, logger);
  return [
    { name: "send e-mails", run: () => deliverOutbox(db, mail) },
    { name: "delete expired sessions", run: () => deleteExpiredSessions(db) },
    { name: "delete passed rate-limit windows", run: () => deletePassedWindows(db) },
    { name: "delete expired password reset links", run: () => deleteExpiredResetLinks(db) },
    { name: "delete emptied carts past their day", run: () => deleteExpiredClearedCarts(db) },
    { name: "expire abandoned payments", run: () => expireStalePayments(db, PAYMENT_WINDOW_MS) },
    ...(payments ? [{ name: "refund payments their orders could not take", run: () => payments.refundOwed() }] : []),
    {
      name: "remind paid orders awaiting their delivery details",
      run: () => remindAwaitingDetails(db, config, DETAILS_REMINDER_AFTER_MS),
    },
    { name: "ask delivered orders' buyers for reviews", run: () => requestReviews(db, config) },
  ];
}

/**
 * Runs the jobs every `intervalMs`, one round at a time (a slow round delays the next instead of
 * overlapping it). A failing job is logged and retried next round; the others still run.
 */
export function startJobs(jobs: BackgroundJob[], logger: Logger, intervalMs = 15_000): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  const runRound = async () => {
    for (const job of jobs) {
      try {
        await job.run();
      } catch (error) {
        logger.error({ err: error, job: job.name }, "background job failed");
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runRound().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  round = runRound().finally(schedule);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

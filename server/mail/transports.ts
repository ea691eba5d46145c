import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** How mail leaves the store (SMTP, or the log). `send` throws when the mail was not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close?(): void;
}

/** Writes each mail to the log instead of sending it: for development and when no SMTP_URL is set. */
export function loggingTransport(logger: Logger): MailTransport {
  return {
    async send(mail) {
      logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, "e-mail (logged, not sent)");
    },
  };
}

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps:// for TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

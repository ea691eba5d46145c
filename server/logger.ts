import { pino, type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never write secrets or session tokens into logs.
    redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
  });
}

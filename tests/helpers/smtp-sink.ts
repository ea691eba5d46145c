import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

const RESPONSES: Record<string, string> = {
  EHLO: "250 sink",
  HELO: "250 sink",
  MAIL: "250 OK",
  RCPT: "250 OK",
  DATA: "354 End data with <CR><LF>.<CR><LF>",
  QUIT: "221 Bye",
  RSET: "250 OK",
  NOOP: "250 OK",
};

/**
 * A minimal SMTP server on a loopback port that accepts every message and keeps it: enough of RFC 5321
 * (EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) for nodemailer to deliver to it without TLS or auth.
 */
export async function startSmtpSink(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(mail);
            mail = { from: "", to: [], data: "" };
            reply("250 OK queued");
          } else mail.data += (line.startsWith("..") ? line.slice(1) : line) + "\n";
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") mail.from = line.slice(10).trim();
        if (verb === "RCPT") mail.to.push(line.slice(8).trim());
        if (verb === "DATA") inData = true;
        reply(RESPONSES[verb] ?? "502 Command not implemented");
        if (verb === "QUIT") socket.end();
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

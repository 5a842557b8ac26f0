/**
 * The real SMTP adapter against a minimal SMTP server on 127.0.0.1: the message arrives with its
 * Message-ID and Reply-To, and a 5xx refusal is a permanent failure (dead letter, no retry) while
 * a 4xx one is retried.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailTransport } from "./transports";
import { ServiceError } from "../../platform/errors";

interface FakeSmtp {
  port: number;
  messages: Array<{ from: string; to: string[]; data: string }>;
  rcptReply: string;
  close(): Promise<void>;
}

async function startFakeSmtp(): Promise<FakeSmtp> {
  const state: FakeSmtp = { port: 0, messages: [], rcptReply: "250 OK", close: async () => {} };
  const server = net.createServer((socket) => {
    let from = "";
    let to: string[] = [];
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            state.messages.push({ from, to, data });
            socket.write("250 queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\r\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (cmd === "MAIL") {
          from = line;
          to = [];
          data = "";
          socket.write("250 OK\r\n");
        } else if (cmd === "RCPT") {
          to.push(line);
          socket.write(`${state.rcptReply}\r\n`);
        } else if (cmd === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.end("221 bye\r\n");
        } else if (cmd === "RSET" || cmd === "NOOP") socket.write("250 OK\r\n");
        else socket.write("502 not implemented\r\n");
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  state.port = (server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}

describe("SMTP adapter (nodemailer)", () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const message = {
    messageId: "<lead-1-1@forecourt>",
    from: "Leads <leads@forecourt.example>",
    to: "sales@dealer.example",
    replyTo: "ada@example.com",
    subject: "New enquiry — 2021 Mazda CX-5 — Ada Lovelace",
    text: "Hello dealer",
    html: "<p>Hello dealer</p>",
    headers: { "X-Forecourt-Lead": "lead-1" },
  };

  it("sends the message with its Message-ID, Reply-To and headers", async () => {
    const mail = await smtpMailTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`);
    await mail.send(message, { siteId: 1, leadId: 1 });
    expect(smtp.messages).toHaveLength(1);
    const got = smtp.messages[0]!;
    expect(got.to.join()).toContain("sales@dealer.example");
    expect(got.data).toContain("Message-ID: <lead-1-1@forecourt>");
    expect(got.data).toContain("Reply-To: ada@example.com");
    expect(got.data).toContain("X-Forecourt-Lead: lead-1");
    expect(got.data).toMatch(/Subject: .*Mazda/);
  });

  it("treats a 5xx refusal as permanent and a 4xx one as worth retrying", async () => {
    const mail = await smtpMailTransport(`smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`);
    smtp.rcptReply = "550 5.1.1 No such mailbox";
    const permanent = await mail.send(message, { siteId: 1, leadId: 1 }).catch((e: unknown) => e);
    expect(permanent).toBeInstanceOf(ServiceError);
    expect((permanent as ServiceError).permanent).toBe(true);
    smtp.rcptReply = "451 4.3.0 Try again later";
    const temporary = await mail.send(message, { siteId: 1, leadId: 1 }).catch((e: unknown) => e);
    expect(temporary).toBeInstanceOf(ServiceError);
    expect((temporary as ServiceError).permanent).toBe(false);
    smtp.rcptReply = "250 OK";
  });

  it("a server that is not there is a temporary failure", async () => {
    const mail = await smtpMailTransport("smtp://127.0.0.1:1?ignoreTLS=true&connectionTimeout=500");
    const err = await mail.send(message, { siteId: 1, leadId: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).permanent).toBe(false);
  });
});

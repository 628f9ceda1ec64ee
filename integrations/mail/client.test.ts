import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MailPermanentError,
  MailSendError,
  MailTemporaryError,
  SmtpMailClient,
  classifyMailError,
  createMailTransport,
} from "./client.ts";
import { type SmtpPeer, startSmtpPeer } from "./smtp-peer.ts";

let peer: SmtpPeer;
let client: SmtpMailClient;

beforeAll(async () => {
  peer = await startSmtpPeer();
  client = new SmtpMailClient({ url: peer.url, from: "Fabrico Test <shop@fabrico.example>" });
});

afterAll(async () => {
  client?.close();
  await peer?.close();
});

const mail = {
  to: "ana@example.com",
  subject: "Olá, Ana — teste",
  html: "<p>Olá <strong>Ana</strong></p>",
  text: "Olá Ana",
  headers: { "Auto-Submitted": "auto-generated" },
};

async function sendError(promise: Promise<unknown>): Promise<MailSendError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailSendError);
  return error as MailSendError;
}

describe("SmtpMailClient (real SMTP peer)", () => {
  it("sends subject, both bodies, headers and the From address", async () => {
    const receipt = await client.send(mail);
    expect(receipt.messageId).toMatch(/^<.+@.+>$/);
    expect(receipt.response).toMatch(/^250/);
    const got = await peer.waitForMail((m) => m.parsed.messageId === receipt.messageId);
    expect(got.envelope).toEqual({ from: "shop@fabrico.example", to: ["ana@example.com"] });
    expect(got.parsed.subject).toBe(mail.subject);
    expect(got.parsed.from?.text).toBe('"Fabrico Test" <shop@fabrico.example>');
    expect(got.parsed.html).toContain("<strong>Ana</strong>");
    expect(got.parsed.text?.trim()).toBe("Olá Ana");
    expect(got.parsed.headers.get("auto-submitted")).toBe("auto-generated");
  });

  it("reports a 4xx reply after the data as temporary", async () => {
    peer.rejectNext({ code: 451, message: "Local error, try again later" });
    const error = await sendError(client.send(mail));
    expect(error).toBeInstanceOf(MailTemporaryError);
    expect(error.temporary).toBe(true);
    expect(error.responseCode).toBe(451);
    expect(error.message).toMatch(/451/);
  });

  it("reports a 4xx reply to RCPT TO (greylisting) as temporary", async () => {
    peer.rejectNext({ code: 450, message: "Greylisted, come back later", stage: "rcpt" });
    const error = await sendError(client.send(mail));
    expect(error).toBeInstanceOf(MailTemporaryError);
    expect(error.responseCode).toBe(450);
  });

  it("reports a 5xx reply as permanent", async () => {
    peer.rejectNext({ code: 550, message: "Mailbox unavailable", stage: "rcpt" });
    const rcpt = await sendError(client.send(mail));
    expect(rcpt).toBeInstanceOf(MailPermanentError);
    expect(rcpt.temporary).toBe(false);
    expect(rcpt.responseCode).toBe(550);

    peer.rejectNext({ code: 554, message: "Message refused as spam" });
    const data = await sendError(client.send(mail));
    expect(data).toBeInstanceOf(MailPermanentError);
    expect(data.responseCode).toBe(554);
    expect(data.message).toMatch(/refused as spam/);
  });

  it("reports a refused connection as temporary", async () => {
    // a port that was free a moment ago: nothing listens there
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const offline = new SmtpMailClient({ url: `smtp://127.0.0.1:${port}`, connectTimeoutMs: 2_000 });
    const error = await sendError(offline.send(mail));
    expect(error).toBeInstanceOf(MailTemporaryError);
    expect(error.responseCode).toBeUndefined();
    offline.close();
  });
});

describe("classifyMailError", () => {
  const withReply = (responseCode: number, code = "EENVELOPE") =>
    Object.assign(new Error(`${responseCode} reply`), { responseCode, code });

  it("follows the reply class: 4xx temporary, 5xx permanent, 503 temporary", () => {
    expect(classifyMailError(withReply(421, "EPROTOCOL")).temporary).toBe(true);
    expect(classifyMailError(withReply(452)).temporary).toBe(true);
    expect(classifyMailError(withReply(535, "EAUTH")).temporary).toBe(false);
    expect(classifyMailError(withReply(552, "EMESSAGE")).temporary).toBe(false);
    expect(classifyMailError(withReply(503, "EPROTOCOL")).temporary).toBe(true);
  });

  it("without a reply: network trouble is temporary, a bad message or setup permanent", () => {
    for (const code of ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", undefined]) {
      expect(classifyMailError(Object.assign(new Error("x"), { code })).temporary, String(code)).toBe(true);
    }
    for (const code of ["EENVELOPE", "EMESSAGE", "ECONFIG", "ENOAUTH"]) {
      expect(classifyMailError(Object.assign(new Error("x"), { code })).temporary, code).toBe(false);
    }
    expect(classifyMailError("boom")).toBeInstanceOf(MailTemporaryError);
  });
});

describe("createMailTransport", () => {
  it("is the SMTP client with SMTP_URL and null without", () => {
    expect(createMailTransport({})).toBeNull();
    const transport = createMailTransport({ SMTP_URL: "smtps://u:p@mail.example.com:465", MAIL_FROM: "a@b.example" });
    expect(transport).toBeInstanceOf(SmtpMailClient);
    expect((transport as SmtpMailClient).from).toBe("a@b.example");
    transport?.close();
    expect(() => new SmtpMailClient({ url: "http://mail.example.com" })).toThrow(TypeError);
  });
});

import { describe, expect, it } from "vitest";
import {
  WebhookDecryptionError,
  decryptNotification,
  encryptNotification,
  generateWebhookSecret,
  webhookAck,
} from "./webhook.ts";

/**
 * Known-answer vector: public documentation data (not code) from SIBS's "Handling notifications"
 * page, www.docs.pay.sibs.com/pl/powiadomienia/webhooki/obsluga-powiadomien/ (the same example in
 * its C#, Java, PHP and Python snippets; integrations.md §1 gives key, IV and tag). It decrypts to a
 * Success/CARD notification of 2.00 EUR.
 */
const KAT = {
  secret: "6fNDiYU0T0/evFpmfycNai/AqF24i+rT0OmuVw0/sGQ=",
  iv: "RYjpCMtUmK54T6Lk",
  tag: "FUajWHmZjP4A5qaa1G0kxw==",
  body:
    "9bIjURJIcwoKvQr+ifOTH3HbMX+IqmsRqHuG/I1GfbSX89JE5DcWh/p8QROC5pRAuYZ7" +
    "ln7RSkHXJdZpVz1LFQ2859WsetvHHui7qYmfxATOO1j0AQuPdAD3FeRH0kR4s/v3c2nV8" +
    "1DnUXFCnQER/+VWrYdbu5vn8gm+diSE6CHvkK+ODy0ebVi5O6VBnWVjgBUG33VwWiAyIl" +
    "7Ik435V55WnZgynH3GfbVYoGwZ5UhYtn3yw2yruiLAKu6VTBvnh/ZJP21cHCJSF6NPSd+8" +
    "1gzWFU/+ECm3cf3uBbCkmKmL7HxRhRxhG0lMtX6ELZOXuw3eDJ1BTu+sSMkV/5Xk+5XX48" +
    "XmP6CGZ7KmP7Q3Fw1kZmhn0unFyv0Gw8PjT1Ohny/HMgNl16I=",
};

function flip(base64: string, index = 0): string {
  const bytes = Buffer.from(base64, "base64");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("base64");
}

function failure(fn: () => unknown): WebhookDecryptionError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookDecryptionError);
    return error as WebhookDecryptionError;
  }
  throw new Error("expected a WebhookDecryptionError");
}

const sample = {
  returnStatus: { statusMsg: "Success", statusCode: "000" },
  paymentStatus: "Success",
  paymentMethod: "MBWAY",
  transactionID: "s2efgrtgn456477",
  transactionDateTime: "2022-11-11T16:18:53.127Z",
  amount: { currency: "EUR", value: "16.20" },
  merchant: { transactionId: "pay_abc", terminalId: "99978", merchantName: "Shop" },
  paymentType: "PURS",
  token: { tokenType: "MobilePhone", value: "351#912345678" },
  notificationID: "839ca363-8581-4b9f-8041-a6dfgrtyu643",
};

describe("decryptNotification", () => {
  it("decrypts SIBS's documented example (known answer)", () => {
    const n = decryptNotification(KAT);
    expect(n).toMatchObject({
      returnStatus: { statusMsg: "Success", statusCode: "000" },
      paymentStatus: "Success",
      paymentMethod: "CARD",
      transactionID: "8vfDedn6RvmEC3WNZTRm",
      amount: { currency: "EUR", value: 200 },
      merchant: { terminalId: 50994 },
      paymentType: "PURS",
      notificationID: "de64fbe2-0e6e-4d94-b50c-3dac491e76ff",
    });
    expect(n.merchant.merchantTransactionId).toBeUndefined();
  });

  it("round-trips with encryptNotification and normalises documented variants", () => {
    const secret = generateWebhookSecret();
    const encrypted = encryptNotification(sample, secret);
    expect(Buffer.from(encrypted.iv, "base64")).toHaveLength(12);
    expect(Buffer.from(encrypted.tag, "base64")).toHaveLength(16);
    const n = decryptNotification({ ...encrypted, secret });
    expect(n).toMatchObject({
      paymentStatus: "Success",
      amount: { value: 1620, currency: "EUR" },
      merchant: { transactionId: "pay_abc", merchantTransactionId: "pay_abc", terminalId: "99978" },
      token: { value: "351#912345678" },
    });
  });

  it("rejects a tampered body, tag or IV, and another key", () => {
    expect(failure(() => decryptNotification({ ...KAT, body: flip(KAT.body, 10) })).reason).toBe("decrypt");
    expect(failure(() => decryptNotification({ ...KAT, tag: flip(KAT.tag) })).reason).toBe("decrypt");
    expect(failure(() => decryptNotification({ ...KAT, iv: flip(KAT.iv) })).reason).toBe("decrypt");
    expect(failure(() => decryptNotification({ ...KAT, secret: generateWebhookSecret() })).reason).toBe("decrypt");
    const error = failure(() => decryptNotification({ ...KAT, body: flip(KAT.body) }));
    expect(error).toMatchObject({ status: 400, code: "SIBS_WEBHOOK_INVALID" });
  });

  it("rejects malformed inputs: key length, IV and tag length, non-Base64", () => {
    expect(failure(() => decryptNotification({ ...KAT, secret: Buffer.alloc(16).toString("base64") })).reason).toBe(
      "key",
    );
    expect(failure(() => decryptNotification({ ...KAT, iv: Buffer.alloc(16).toString("base64") })).reason).toBe("iv");
    expect(failure(() => decryptNotification({ ...KAT, tag: "AAAA" })).reason).toBe("tag");
    expect(failure(() => decryptNotification({ ...KAT, tag: "" })).reason).toBe("tag");
    expect(failure(() => decryptNotification({ ...KAT, iv: undefined })).reason).toBe("iv");
    expect(failure(() => decryptNotification({ ...KAT, body: "not base64!" })).reason).toBe("body");
    expect(() => encryptNotification(sample, "short")).toThrow(WebhookDecryptionError);
  });

  it("rejects plaintext that is not JSON or not a notification", () => {
    const secret = generateWebhookSecret();
    const notJson = encryptNotification("hello", secret);
    expect(failure(() => decryptNotification({ ...notJson, secret })).reason).toBe("json");
    const { notificationID: _id, ...noId } = sample;
    expect(failure(() => decryptNotification({ ...encryptNotification(noId, secret), secret })).reason).toBe("shape");
    const oddStatus = encryptNotification({ ...sample, paymentStatus: "Refunded" }, secret);
    expect(failure(() => decryptNotification({ ...oddStatus, secret })).reason).toBe("shape");
    const oddAmount = encryptNotification({ ...sample, amount: { currency: "EUR", value: 1.005 } }, secret);
    expect(failure(() => decryptNotification({ ...oddAmount, secret })).reason).toBe("shape");
  });
});

describe("webhookAck", () => {
  it("is the documented acknowledgement body", () => {
    expect(JSON.stringify(webhookAck("2533e456-5e36-42c8-9eea-7961902f185e"))).toBe(
      '{"statusCode":"200","statusMsg":"Success","notificationID":"2533e456-5e36-42c8-9eea-7961902f185e"}',
    );
  });
});

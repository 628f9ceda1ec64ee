import { queueEmail } from "../../core/mail/queue-email.ts";
import type { Ctx } from "../../core/shared/ctx.ts";
import type { AuthEmail } from "./better-auth.ts";

/**
 * Queues one of Better Auth's account e-mails (verify, reset, password changed, sign-in locked) in the
 * outbox like every other e-mail (ADR 0005), with the template data each one needs: how long the link
 * works (verification 24 h, reset 1 h: server/auth/better-auth.ts) and, when sign-in is locked, the wait.
 * @throws Invalid from queueEmail: a missing link (field `data.url`), a bad address or locale
 */
export async function queueAccountEmail(ctx: Ctx, email: AuthEmail): Promise<void> {
  const common = { to: email.to, locale: email.locale };
  if (email.template === "password-changed") {
    await queueEmail(ctx, { ...common, template: email.template, data: { name: email.data.name } });
  } else if (email.template === "sign-in-locked") {
    await queueEmail(ctx, {
      ...common,
      template: email.template,
      data: { name: email.data.name, minutes: email.data.waitMinutes ?? 1, resetUrl: email.data.url ?? "" },
    });
  } else {
    await queueEmail(ctx, {
      ...common,
      template: email.template,
      data: {
        name: email.data.name,
        url: email.data.url ?? "",
        expiresInMinutes: email.template === "verify-email" ? 24 * 60 : 60,
      },
    });
  }
}

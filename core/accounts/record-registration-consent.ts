import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { updateProfile } from "../customers/update-profile.ts";

/**
 * Keeps what the registration form asked besides the login (spec §3 profile): first and last name
 * and the marketing opt-in with its consent time (GDPR art. 7(1)). Only for a new account: when
 * the address already had one, registration answered with a stand-in user that does not exist, and
 * nothing is written. `userId` is the account the identity provider just made (not a posted value);
 * the profile fields are checked by `updateProfile`'s schema.
 */
export async function recordRegistrationConsent(
  ctx: Ctx,
  input: { userId: string; firstName: string; lastName: string; acceptsMarketing: boolean },
): Promise<void> {
  const { userId } = input;
  const self: Ctx = { ...ctx, actor: { userId, roles: ["customer"] } };
  try {
    await updateProfile(self, {
      firstName: input.firstName,
      lastName: input.lastName,
      acceptsMarketing: input.acceptsMarketing,
    });
  } catch (error) {
    if (error instanceof NotFound) return;
    ctx.log.warn({ err: error }, "registration profile not saved");
  }
}

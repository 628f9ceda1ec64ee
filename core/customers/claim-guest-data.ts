import { mergeGuestCart } from "../cart/merge-carts.ts";
import { adoptGuestDesigns } from "../customization/designs.ts";
import type { Ctx } from "../shared/ctx.ts";

/**
 * What a guest made before signing in becomes the account's (issues 4 and 5): the guest cart is
 * merged into the account's cart and the guest's designs and uploads move to the account. Called
 * by the first request that carries both a session and the guest's cart cookie; the caller then
 * clears the cookie. Safe to repeat (a second call finds nothing left).
 */
export async function claimGuestData(ctx: Ctx, input: { userId: string; guestToken: string }): Promise<void> {
  await mergeGuestCart(ctx, input);
  await adoptGuestDesigns(ctx, input);
}

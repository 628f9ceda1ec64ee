import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Shop routes of spec §2. Content pages share one CMS route module, each under its own id
 * (the id names the CMS key, see app/routes/cms-page.tsx).
 */
export default [
  index("routes/home.tsx"),
  route("product/search", "routes/product-search.tsx"),
  route("product/:id", "routes/product.tsx"),
  route("size-guide", "routes/size-guide.tsx"),
  route("about", "routes/cms-page.tsx", { id: "cms-about" }),
  route("faqs", "routes/cms-page.tsx", { id: "cms-faq" }),
  route("faq", "routes/cms-page.tsx", { id: "cms-faq-alias" }),
  route("community", "routes/cms-page.tsx", { id: "cms-community" }),
  route("promo", "routes/cms-page.tsx", { id: "cms-promo" }),
  route("privacy", "routes/cms-page.tsx", { id: "cms-privacy" }),
  route("shipping-policy", "routes/cms-page.tsx", { id: "cms-shipping" }),
  route("terms-of-use", "routes/cms-page.tsx", { id: "cms-terms" }),
  route("contact", "routes/cms-page.tsx", { id: "cms-contact" }),
  route("complaints-book", "routes/cms-page.tsx", { id: "cms-complaints" }),
  route("disputeresolution", "routes/cms-page.tsx", { id: "cms-disputeResolution" }),
  // Buying (issue 4, spec §2 /checkout, /payment): the cart, checkout, payment and the card form's return.
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("payment", "routes/payment.tsx"),
  route("payment/return", "routes/payment-return.tsx"),
  route("customize/:id", "routes/customize/customize.tsx"),
  route("customize/:id/edit", "routes/customize/edit.tsx"),
  route("customize/:id/review", "routes/customize/review.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("quote", "routes/quote.tsx"),
  // Order pages (spec §2 /user/order/{id}, /track): the owner, or a guest with the e-mailed signed link.
  route("user/order/:id", "routes/user/order-detail.tsx"),
  route("user/order/:id/track", "routes/user/order-track.tsx"),
  // Accounts (spec §2 /auth/*): sign-in, two-step, registration, recovery, verification, sign-out.
  route("auth/auth", "routes/auth/sign-in.tsx"),
  route("auth/two-factor", "routes/auth/two-factor.tsx"),
  route("auth/register", "routes/auth/register.tsx"),
  route("auth/forgot", "routes/auth/forgot.tsx"),
  route("auth/reset", "routes/auth/reset.tsx"),
  route("auth/verify", "routes/auth/verify.tsx"),
  route("auth/signout", "routes/auth/sign-out.tsx"),
  // The customer area (spec §2 /user/*): sign-in required, account navigation in the layout.
  route("user/deleted", "routes/user/deleted.tsx"),
  route("user", "routes/user/layout.tsx", [
    index("routes/user/overview.tsx"),
    route("profile", "routes/user/profile.tsx"),
    route("order", "routes/user/order-list.tsx"),
    route("address", "routes/user/address-list.tsx"),
    route("designs", "routes/user/designs.tsx"),
    route("quotes", "routes/user/quotes.tsx"),
    route("quotes/:id", "routes/user/quote-detail.tsx"),
    route("address/create", "routes/user/address-create.tsx"),
    route("address/:id", "routes/user/address-edit.tsx"),
    route("privacy", "routes/user/privacy.tsx"),
    route("privacy/export", "routes/user/export.ts"),
  ]),
  // Administration (issue 3): the dev e-mail outbox; admins with two-step verification only.
  ...prefix("admin", [
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

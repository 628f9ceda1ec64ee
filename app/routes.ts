import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  // Contact (spec §2 /contact, §3 form; issue 8): the CMS contact text with the form that opens a ticket.
  route("contact", "routes/contact.tsx"),
  route("contact/ticket/:id", "routes/contact-ticket.tsx"),
  // Newsletter (spec §2 /newsletter; issue 8): double opt-in sign-up, confirmation, unsubscribe.
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("complaints-book", "routes/cms-page.tsx", { id: "cms-complaints" }),
  route("disputeresolution", "routes/cms-page.tsx", { id: "cms-disputeResolution" }),
  // Buying (issue 4, spec §2 /checkout, /payment): the cart, checkout, payment and the card form's return.
  route("cart", "routes/cart.tsx"),
  route("cart/size-run", "routes/cart-size-run.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("payment", "routes/payment.tsx"),
  route("payment/return", "routes/payment-return.tsx"),
  // The configurator's front door (issue 15): pick a garment type, then its editor.
  route("customize", "routes/customize/index.tsx"),
  route("customize/:id", "routes/customize/customize.tsx"),
  route("customize/:id/edit", "routes/customize/edit.tsx"),
  route("customize/:id/review", "routes/customize/review.tsx"),
  route("gallery", "routes/gallery.tsx"),
  // A design shared by its owner's signed link (issue 20): read-only, "Customise a copy".
  route("shared/:id", "routes/shared-design.tsx"),
  route("quote", "routes/quote.tsx"),
  // Returns and refunds (issue 8, spec §1 portal, §3 return request): lookup, return form, the EU withdrawal function, a request.
  route("refund", "routes/refund/lookup.tsx"),
  route("refund/withdraw", "routes/refund/withdraw-lookup.tsx"),
  route("refund/:orderId", "routes/refund/order.tsx"),
  route("refund/:orderId/withdraw", "routes/refund/withdraw.tsx"),
  route("refund/:orderId/:returnId", "routes/refund/request.tsx"),
  // Wholesale (issue 7, spec §2 /wholesale): terms and the B2B application.
  route("wholesale", "routes/wholesale.tsx"),
  // Order pages (spec §2 /user/order/{id}, /track): the owner, or a guest with the e-mailed signed link.
  route("user/order/:id", "routes/user/order-detail.tsx"),
  route("user/order/:id/track", "routes/user/order-track.tsx"),
  // An issued invoice or credit note as PDF (issue 19): owner, staff, or a guest with the order link token.
  route("invoice/:id/pdf", "routes/invoice-pdf.ts"),
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
    route("feedback", "routes/user/feedback.tsx"),
    route("feedback/:id", "routes/user/feedback-rate.tsx"),
    route("wholesale", "routes/user/wholesale.tsx"),
    route("address/create", "routes/user/address-create.tsx"),
    route("address/:id", "routes/user/address-edit.tsx"),
    route("privacy", "routes/user/privacy.tsx"),
    route("privacy/export", "routes/user/export.ts"),
  ]),
  // The back office (issue 6, spec §2 admin area, ADR 0012): staff sign-in outside the frame, every
  // admin page nested in the layout (staff only, navigation by permission). A new admin page must
  // also be classified in tests/admin-authorization.test.ts.
  route("admin/auth", "routes/admin/auth.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    // Support and reviews (issue 6 /admin/ticket, /admin/review) and newsletter subscribers (issue 8).
    route("ticket", "routes/admin/tickets.tsx"),
    route("ticket/create", "routes/admin/ticket-create.tsx"),
    route("ticket/:id", "routes/admin/ticket-detail.tsx"),
    route("review", "routes/admin/reviews.tsx", { id: "admin-review" }),
    route("review/list", "routes/admin/reviews.tsx", { id: "admin-review-list" }),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("customer", "routes/admin/customer-index.tsx"),
    route("customer/list", "routes/admin/customer-list.tsx"),
    route("customer/create", "routes/admin/customer-create.tsx"),
    route("customer/:id/edit", "routes/admin/customer-edit.tsx"),
    // Wholesale applications (issue 7, ADR 0015)
    route("wholesale", "routes/admin/wholesale-list.tsx"),
    route("wholesale/:id", "routes/admin/wholesale-detail.tsx"),
    // Catalogue (issue 6, spec §2 /categories, /attributes, /product; ADR 0013)
    route("categories", "routes/admin/categories.tsx", { id: "admin-categories" }),
    route("categories/list", "routes/admin/categories.tsx", { id: "admin-categories-list" }),
    route("categories/sub", "routes/admin/categories.tsx", { id: "admin-categories-sub" }),
    route("categories/:id", "routes/admin/category-edit.tsx"),
    route("attributes", "routes/admin/attributes.tsx"),
    route("attributes/:type", "routes/admin/attribute-list.tsx"),
    route("product", "routes/admin/product-index.tsx"),
    route("product/list", "routes/admin/product-list.tsx"),
    route("product/create", "routes/admin/product-edit.tsx", { id: "admin-product-create" }),
    route("product/:id/edit", "routes/admin/product-edit.tsx"),
    route("product/:id", "routes/admin/product-view.tsx"),
    // Orders and quotes (issue 6, spec §2 /order, /order/list, /order/{id}; ADR 0014)
    route("order", "routes/admin/order-list.tsx", { id: "admin-order" }),
    route("order/list", "routes/admin/order-list.tsx", { id: "admin-order-list" }),
    route("order/:id", "routes/admin/order-detail.tsx"),
    // Returns and refunds (spec §2 /admin/refund with /list and /setting; issue 8)
    route("refund", "routes/admin/refund-list.tsx", { id: "admin-refund" }),
    route("refund/list", "routes/admin/refund-list.tsx", { id: "admin-refund-list" }),
    route("refund/setting", "routes/admin/refund-setting.tsx"),
    route("refund/:id", "routes/admin/refund-detail.tsx"),
    // Legal invoices and credit notes (issue 19)
    route("invoices", "routes/admin/invoice-list.tsx"),
    route("quote", "routes/admin/quote-list.tsx", { id: "admin-quote" }),
    route("quote/list", "routes/admin/quote-list.tsx", { id: "admin-quote-list" }),
    route("quote/:id", "routes/admin/quote-detail.tsx"),
    route("coupon", "routes/admin/coupon-list.tsx", { id: "admin-coupon" }),
    route("coupon/list", "routes/admin/coupon-list.tsx", { id: "admin-coupon-list" }),
    route("coupon/create", "routes/admin/coupon-edit.tsx", { id: "admin-coupon-create" }),
    route("coupon/:id", "routes/admin/coupon-edit.tsx"),
    route("giftcard", "routes/admin/giftcard.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("content/:page", "routes/admin/content-page.tsx"),
    // Shipping methods (issue 6; API /api/admin/shippingmethod)
    route("shipping", "routes/admin/shipping-list.tsx"),
    route("shipping/create", "routes/admin/shipping-edit.tsx", { id: "admin-shipping-create" }),
    route("shipping/:id", "routes/admin/shipping-edit.tsx"),
    // the dev e-mail outbox (issue 3): admins only
    route("outbox", "routes/admin/outbox.tsx"),
    route("outbox/:id", "routes/admin/outbox-message.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

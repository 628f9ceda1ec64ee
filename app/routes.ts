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
  route("contact", "routes/cms-page.tsx", { id: "cms-contact" }),
  route("complaints-book", "routes/cms-page.tsx", { id: "cms-complaints" }),
  route("disputeresolution", "routes/cms-page.tsx", { id: "cms-disputeResolution" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

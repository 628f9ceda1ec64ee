import { describe, expect, it } from "vitest";
import { pagePath, pageUrl } from "./request-path.ts";

const req = (url: string) => new Request(`http://shop.test${url}`);

describe("pagePath / pageUrl", () => {
  it("drops React Router's data suffix and params from client-side navigations", () => {
    const data = req("/admin/shipping.data?carrier=ups&_routes=routes%2Fadmin%2Flayout&sort=priceCents");
    expect(pagePath(data)).toBe("/admin/shipping");
    expect(pageUrl(data)).toBe("/admin/shipping?carrier=ups&sort=priceCents");
    expect(pagePath(req("/_root.data"))).toBe("/");
  });

  it("keeps document requests as they are, trailing slash removed", () => {
    expect(pagePath(req("/about/"))).toBe("/about");
    expect(pagePath(req("/"))).toBe("/");
    expect(pageUrl(req("/user/orders?page=2"))).toBe("/user/orders?page=2");
    expect(pageUrl(req("/admin/dashboard"))).toBe("/admin/dashboard");
  });
});

import { describe, expect, it } from "vitest";
import { bodyLimitOf, bodyLimitRules } from "../../src/http/body-limit";

const declared = bodyLimitRules([
  { method: "post", path: "/v1/webhooks/{webhook_id}/rotate", "x-body-limit": "ADMIN_MAX_BODY_BYTES" },
  { method: "post", path: "/v1/webhooks/{webhook_id}/turns", "x-body-limit": "MAX_BODY_BYTES" },
  { method: "post", path: "/v1/memories/search", "x-body-limit": "MAX_BODY_BYTES" },
  { method: "post", path: "/v1/memories/{key}", "x-body-limit": "ADMIN_MAX_BODY_BYTES" },
  { method: "post", path: "/v1/memories", "x-body-limit": "MEMORY_MAX_BODY_BYTES" },
  { method: "get", path: "/v1/memories/{key}" },
]);

describe("body limits taken from the route declarations", () => {
  it("gives a request the limit its route declares, matching any id in a templated path", () => {
    expect(bodyLimitOf(declared, "POST", "/v1/memories")).toBe("MEMORY_MAX_BODY_BYTES");
    expect(bodyLimitOf(declared, "POST", "/v1/webhooks/whk_1/rotate")).toBe("ADMIN_MAX_BODY_BYTES");
    expect(bodyLimitOf(declared, "POST", "/v1/webhooks/whk_1/turns")).toBe("MAX_BODY_BYTES");
  });

  it("prefers a literal path to a templated one that also matches", () => {
    expect(bodyLimitOf(declared, "POST", "/v1/memories/search")).toBe("MAX_BODY_BYTES");
    expect(bodyLimitOf(declared, "POST", "/v1/memories/mem_1")).toBe("ADMIN_MAX_BODY_BYTES");
  });

  it("matches the method and tolerates a trailing slash", () => {
    expect(bodyLimitOf(declared, "POST", "/v1/memories/")).toBe("MEMORY_MAX_BODY_BYTES");
    expect(bodyLimitOf(declared, "PUT", "/v1/memories")).toBe("MAX_BODY_BYTES");
  });

  it("falls back to the admin limit under /admin/ and MAX_BODY_BYTES elsewhere for undeclared paths", () => {
    expect(bodyLimitOf(declared, "POST", "/admin/anything")).toBe("ADMIN_MAX_BODY_BYTES");
    expect(bodyLimitOf(declared, "POST", "/v1/unknown")).toBe("MAX_BODY_BYTES");
  });

  it("ignores routes that declare no limit or an unknown one", () => {
    const rules = bodyLimitRules([{ method: "post", path: "/v1/x", "x-body-limit": "HUGE" }, { method: "post", path: "/v1/y" }, "junk"]);
    expect(rules).toEqual([]);
  });
});

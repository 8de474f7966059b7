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
  // Each case: the limit each request ("METHOD path") must get.
  it.each<[string, Record<string, string>]>([
    [
      "gives a request the limit its route declares, matching any id in a templated path",
      {
        "POST /v1/memories": "MEMORY_MAX_BODY_BYTES",
        "POST /v1/webhooks/whk_1/rotate": "ADMIN_MAX_BODY_BYTES",
        "POST /v1/webhooks/whk_1/turns": "MAX_BODY_BYTES",
      },
    ],
    [
      "prefers a literal path to a templated one that also matches",
      { "POST /v1/memories/search": "MAX_BODY_BYTES", "POST /v1/memories/mem_1": "ADMIN_MAX_BODY_BYTES" },
    ],
    [
      "matches the method and tolerates a trailing slash",
      { "POST /v1/memories/": "MEMORY_MAX_BODY_BYTES", "PUT /v1/memories": "MAX_BODY_BYTES" },
    ],
    [
      "falls back to the admin limit under /admin/ and MAX_BODY_BYTES elsewhere for undeclared paths",
      { "POST /admin/anything": "ADMIN_MAX_BODY_BYTES", "POST /v1/unknown": "MAX_BODY_BYTES" },
    ],
  ])("%s", (_name, limits) => {
    for (const [request, limit] of Object.entries(limits)) {
      const [method = "", path = ""] = request.split(" ");
      expect(bodyLimitOf(declared, method, path), request).toBe(limit);
    }
  });

  it("ignores routes that declare no limit or an unknown one", () => {
    const rules = bodyLimitRules([{ method: "post", path: "/v1/x", "x-body-limit": "HUGE" }, { method: "post", path: "/v1/y" }, "junk"]);
    expect(rules).toEqual([]);
  });
});

import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const fetchPath = (path: string) => SELF.fetch(`https://engram.test${path}`);

describe("the /inspect page as served", () => {
  it("is public HTML holding no data, loading only its own script and stylesheet", async () => {
    const res = await fetchPath("/inspect");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await res.text();
    expect(html).toContain('<script src="/inspect/app.js" defer></script>');
    expect(html).toContain('<input id="api-key" name="api-key" type="password"');
    // No inline script: the CSP below would refuse it anyway.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("forbids inline and foreign scripts, foreign connections and framing by its CSP", async () => {
    for (const path of ["/inspect", "/inspect/app.js", "/inspect/app.css"]) {
      const res = await fetchPath(path);
      expect(res.status).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("serves a script that never hands API text to an HTML parser", async () => {
    const res = await fetchPath("/inspect/app.js");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const script = await res.text();
    expect(script).toContain("textContent");
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
    // The key lives in sessionStorage and travels as the bearer header, never in a URL.
    expect(script).toContain('authorization: "Bearer " + token');
    expect(script).not.toMatch(/localStorage/);
  });
});

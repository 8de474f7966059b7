import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BIG_OUTPUT, http, listedWith, seedLong, seedSupport, summaryCompleted, XSS_IMG, XSS_SCRIPT } from "./seed";

const base = inject("engramUrl");
const key = inject("engramKey");
const adminToken = inject("engramAdminToken");
const api = http(base, key);
const admin = http(base, adminToken);
/**
 * Where the run's screenshots and page timing go: outside the tree, so a test run never rewrites
 * committed files. To refresh the README's screenshots, name the folder:
 * INSPECTOR_OUTPUT=docs/inspector npm run test:browser (then copy inspector.json to bench/results/).
 */
const SHOTS = process.env.INSPECTOR_OUTPUT ?? mkdtempSync(join(tmpdir(), "engram-inspector-shots-"));
const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let profile: string;
let context: BrowserContext;
let page: Page;

async function open(hash: string): Promise<void> {
  // A hash-only navigation renders on a later task, so the old view must not pass for the new one.
  await page.evaluate(() => document.querySelector("main")?.setAttribute("data-ready", "stale"));
  const url = `${base}/inspect${hash}`;
  if (page.url() === url) await page.reload();
  else await page.goto(url);
  await page.waitForSelector("main[data-ready='true'], main[data-ready='error']");
}
async function useKey(token: string): Promise<void> {
  await page.fill("#api-key", token);
  await page.click("#key-form button[type=submit]");
}
const mainText = () => page.innerText("main");
const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

beforeAll(async () => {
  await seedSupport(api);
  // Before the long conversation, whose summary jobs would queue ahead of this one's.
  await summaryCompleted(api, "support-42");
  await seedLong(api, "long-1000");
  // The list's count is as of the registry's last write; wait for the one after the last batch.
  await listedWith(api, "long-1000", "bob", 1000);
  // One context read, so the cost views have a read to count (and the sweep one to roll up).
  await api("GET", "/v1/conversations/support-42/context?budget_tokens=400");
  // One cron sweep, so operations has a run to show (wrangler's test-scheduled route).
  const sweep = await fetch(`${base}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  if (!sweep.ok) throw new Error(`the scheduled sweep failed: ${sweep.status}`);
  mkdirSync(SHOTS, { recursive: true });
  profile = mkdtempSync(join(tmpdir(), "engram-chromium-"));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: LAUNCH_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  page = context.pages()[0] ?? (await context.newPage());
  page.on("pageerror", (error) => {
    throw error;
  });
});

afterAll(async () => {
  console.log(`inspector screenshots and timing: ${SHOTS}`);
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe("the /inspect page in chromium", () => {
  it("asks for a key first, and a wrong key shows a clear error and no data", async () => {
    await page.goto(`${base}/inspect`);
    await page.waitForSelector("main[data-ready='true']");
    expect(await mainText()).toContain("Enter a tenant API key");
    await useKey("eng_wrong_key_0000000000");
    await page.waitForSelector("#status:not(:empty)");
    expect(await page.innerText("#status")).toContain("The API key was refused");
    expect(await page.locator("main table").count()).toBe(0);
    await shot("wrong-key");
  });

  it("lists the tenant's conversations, searchable by id and user", async () => {
    await useKey(key);
    await page.waitForSelector("#conversations tbody tr");
    const rows = page.locator("#conversations tbody tr");
    // support-42 and ann's two coffee conversations (the facts to review), then long-1000.
    expect(await rows.count()).toBe(4);
    expect(await rows.nth(0).innerText()).toMatch(/long-1000\s+bob\s+1000/);
    expect(await page.locator("#conversations").innerText()).toMatch(/support-42\s+ann\s+8/);
    await shot("conversations");
    await page.fill("#conv-search", "support");
    expect(await page.locator("#conversations tbody tr:visible").count()).toBe(1);
    expect(await page.locator("#conversations tbody tr:visible").innerText()).toContain("support-42");
    await page.fill("#conv-search", "ann");
    expect(await page.locator("#conversations tbody tr:visible").count()).toBe(3);
    await page.fill("#conv-search", "long");
    expect(await page.locator("#conversations tbody tr:visible").innerText()).toContain("long-1000");
    expect(await page.innerText("#conv-count")).toBe("1 of 4 loaded conversations");
  });

  it("shows a conversation: hostile text as text, offloaded output range by range, summary chain, job, cache, working memory", async () => {
    // Keyboard: the list's link is a real link, reached and followed with the keyboard.
    await page.fill("#conv-search", "support");
    await page.focus("#conversations a[href='#/c/support-42']");
    await page.keyboard.press("Enter");
    await page.waitForSelector("main[data-ready='true'] #messages");
    const messages = await page.innerText("#messages");
    expect(messages).toContain(XSS_SCRIPT);
    expect(messages).toContain(XSS_IMG);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator("main img, main script").count()).toBe(0);
    expect(await page.innerText("#seq-1")).toContain('→ npm_build({"dir":"web"})');
    expect(await page.innerText("#seq-2")).toMatch(/\[MemoryRef: mem_\S+ - /);
    const expand = page.locator("#seq-2 button");
    await expand.click();
    await page.waitForFunction(() => document.querySelector("#seq-2 .expansion pre") !== null);
    expect(await page.innerText("#seq-2 .expansion")).toContain("line 1: npm notice");
    expect(await expand.innerText()).toMatch(/^Next range of mem_/);
    await shot("conversation");
    for (let i = 0; i < 10 && !(await expand.isDisabled()); i += 1) {
      const before = await page.locator("#seq-2 .expansion pre").count();
      await expand.click();
      await page.waitForFunction((n) => document.querySelectorAll("#seq-2 .expansion pre").length > n, before);
    }
    expect(await expand.isDisabled()).toBe(true);
    const ranges = await page.locator("#seq-2 .expansion pre").allInnerTexts();
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.join("")).toBe(BIG_OUTPUT);
    const text = await mainText();
    expect(text).toMatch(/Summary chain[\s\S]*0–5[\s\S]*completed/);
    expect(text).toMatch(/breaker\s+closed/);
    expect(text).toMatch(/get_weather\s+3\s+3\s+0\s+Sunny, 21°C/);
    expect(text).toContain('"goal": "ship the inspector"');
  });

  it("shows what the agent receives for a chosen budget: layers with token bars and what was left out", async () => {
    await page.click("a:text('What the agent receives →')");
    await page.waitForSelector("main[data-ready='true'] #layers");
    await page.fill("#ctx-budget", "120");
    await page.fill("#ctx-query", "deploy");
    // The hash changes at once but the page renders on the next task: until then the old
    // view is still ready, so mark it and wait for a view that is not the marked one.
    await page.evaluate(() => document.querySelector("#layers")?.setAttribute("data-stale", ""));
    await page.click("main form button[type=submit]");
    await page.waitForFunction(
      () => location.hash.includes("budget=120") && document.querySelector("main[data-ready='true'] #layers:not([data-stale])") !== null,
    );
    const card = await page.innerText("#ctx-summary");
    expect(card).toMatch(/tokens\s+\d+ of 120/);
    expect(card).toMatch(/left out\s+[1-9]\d* messages/);
    expect(await page.innerText("#ctx-retrieval")).toMatch(/intent\s+(concrete|vague)/);
    const layers = page.locator("#layers .layer");
    expect(await layers.count()).toBeGreaterThan(0);
    const recent = page.locator("#layers .layer[data-kind='recent']");
    expect(await recent.innerText()).toMatch(/recent\s+\d+ tok/);
    const width = await recent.locator(".fill").evaluate((node) => (node as HTMLElement).style.width);
    expect(parseFloat(width)).toBeGreaterThan(0);
    await shot("context");
  });

  it("shows what the conversation and the tenant cost: live counts, billed beside the whole history, days from the sweep", async () => {
    await open("#/c/support-42");
    await page.click("a:text('What it costs →')");
    await page.waitForSelector("main[data-ready='true'] #usage-billed");
    const live = await api<{ totals: { appends: number; reads: number } }>("GET", "/v1/conversations/support-42/usage");
    expect(live.totals.reads).toBeGreaterThan(0);
    const traffic = await page.innerText("#usage-traffic");
    expect(traffic).toMatch(new RegExp(`appends\\s+${live.totals.appends} \\(`));
    expect(traffic).toMatch(new RegExp(`context reads\\s+${live.totals.reads}\\b`));
    expect(await page.innerText("#usage-billed")).toMatch(/Engram costs\s+\d+\.\d % of the whole history's/);
    await shot("usage");
    await page.click("a[href='#/usage']:text('cost by day')");
    await page.waitForSelector("main[data-ready='true'] #usage-traffic");
    const tenant = await api<{ days: Array<{ day: string; usage: { appends: number } }> }>("GET", "/v1/usage");
    expect(tenant.days.length).toBeGreaterThan(0);
    const days = await page.innerText("section[aria-label='By day (UTC)']");
    for (const day of tenant.days) expect(days).toMatch(new RegExp(`${day.day}\\s+${day.usage.appends}\\b`));
  });

  it("shows a user: current facts and their history, memories as text, search with scores and sources", async () => {
    await open("#/u/ann?q=deploy");
    const text = await mainText();
    expect(text).toMatch(/Current facts[\s\S]*home_city\s+profile\s+Ann lives in Paris\s+current/);
    expect(text).toMatch(/Fact history[\s\S]*Ann lives in Lyon\s+superseded/);
    expect(text).toMatch(/Facts to review[\s\S]*Loves coffee[\s\S]*Needs review: contradicts "Does not like coffee"/);
    expect(text).toMatch(/Current facts[\s\S]*Loves coffee\s+current[\s\S]*user\s+“I love coffee\.”/);
    expect(text).toMatch(/Long-term memories[\s\S]*deployment notes/);
    expect(text).toContain(XSS_IMG);
    expect(await page.locator("main img").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    const results = await page.innerText("section[aria-label='Search results']");
    expect(results).toMatch(/\d\.\d{3}\s+(message|memory|summary)/);
    expect(results).toContain("support-42 #");
    await shot("user");
  });

  it("shows operations with the admin token: the last sweeps and the search index status", async () => {
    await open("#/ops");
    expect(await mainText()).toContain("Enter the admin token");
    await page.fill("#admin-token", adminToken);
    await page.click("main form button[type=submit]");
    await page.waitForSelector("main[data-ready='true'] section[aria-label='Cron sweeps'] table");
    expect(await page.locator("section[aria-label='Cron sweeps'] tbody tr").count()).toBeGreaterThan(0);
    expect(await mainText()).toMatch(/long-1000\s+999\s+\S+/);
    await shot("operations");
  });

  it("never shows another tenant's data with that tenant's key", async () => {
    const tenant = await admin<{ id: string }>("POST", "/admin/tenants", { name: "other" });
    const other = await admin<{ key: string }>("POST", `/admin/tenants/${tenant.id}/keys`, { user_id: null });
    await open("#/");
    await useKey(other.key);
    await page.waitForSelector("main[data-ready='true'] #conversations");
    expect(await page.locator("#conversations tbody tr").count()).toBe(0);
    await open("#/c/support-42");
    expect(await page.getAttribute("main", "data-ready")).toBe("error");
    expect(await page.innerText("#status")).toContain("Not found");
    expect(await mainText()).not.toContain("Please render this");
  });

  it("fits a phone's width, and loads a 1,000-message conversation (time reported, not asserted)", async () => {
    await open("#/");
    await useKey(key);
    await page.waitForSelector("main[data-ready='true'] #conversations");
    const started = Date.now();
    await open("#/c/long-1000");
    const loadMs = Date.now() - started;
    expect(await page.locator("#messages tbody tr").count()).toBe(200);
    await page.click("text=Load older messages");
    await page.waitForFunction(() => document.querySelectorAll("#messages tbody tr").length === 400);
    writeFileSync(
      join(SHOTS, "inspector.json"),
      `${JSON.stringify({ measured_at: new Date().toISOString(), conversation_messages: 1000, rows_rendered_first: 200, page_load_ms: loadMs, note: "page.goto to the conversation view rendered (status, 200 newest messages, chain, cache, working memory), local service, headless chromium" }, null, 2)}\n`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await open("#/c/support-42");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/conversation-phone.png` });
  });
});

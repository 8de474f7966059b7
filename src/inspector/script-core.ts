/**
 * The inspector's browser script, part 1: DOM building, the API client, the router. Plain
 * JavaScript (no build step), kept free of backticks so it can live in a String.raw literal.
 * Every stored text reaches the page through textContent: nothing from the API is ever parsed
 * as HTML, and hrefs are only ever "#/..." fragments built with encodeURIComponent.
 */
export const SCRIPT_CORE = String.raw`
"use strict";
const KEY = "engram.inspector.key";
const ADMIN = "engram.inspector.admin";
const main = document.getElementById("main");
const statusBox = document.getElementById("status");
let renderToken = 0;

function el(tag, props, children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") node.textContent = String(value);
    else if (name === "class") node.className = value;
    else if (name === "on") for (const [event, handler] of Object.entries(value)) node.addEventListener(event, handler);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  add(node, children);
  return node;
}
function add(node, children) {
  for (const child of [].concat(children === undefined ? [] : children)) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }
  return node;
}
function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }
const link = (href, text, extra) => el("a", Object.assign({ href: href, text: text }, extra || {}));
const convHref = (id) => "#/c/" + encodeURIComponent(id);
const userHref = (id) => "#/u/" + encodeURIComponent(id);
const text = (value) => el("pre", { class: "text", text: value });
const num = (value) => el("td", { class: "num", text: value === null || value === undefined ? "–" : value });
const cell = (value) => el("td", {}, value === null || value === undefined ? "–" : value);
const pill = (value, tone) => el("span", { class: "pill" + (tone ? " " + tone : ""), text: value });
function table(headers, rows, label) {
  const head = el("tr", {}, headers.map((h) => el("th", { scope: "col", class: h.endsWith("#") ? "num" : null, text: h.replace(/#$/, "") })));
  return el("div", { class: "table-wrap", role: "region", "aria-label": label, tabindex: "0" }, el("table", {}, [el("thead", {}, head), el("tbody", {}, rows)]));
}
function facts(pairs) {
  return el("dl", { class: "facts" }, pairs.flatMap(([k, v]) => [el("dt", { text: k }), el("dd", {}, v === null || v === undefined ? "–" : v)]));
}
const section = (title, body) => el("section", { "aria-label": title }, [el("h2", { text: title })].concat(body));
const json = (value) => text(JSON.stringify(value, null, 2));
const when = (iso) => (iso ? new Date(iso).toLocaleString() : "–");

class UiError extends Error {}
function explain(status, body) {
  const detail = body && body.error ? body.error.message : "no details";
  if (status === 401) return "The API key was refused (" + detail + "). Enter a valid key above.";
  if (status === 403) return "This key may not see that (" + detail + ").";
  if (status === 404) return "Not found (" + detail + ").";
  if (status === 429) return "Rate limited (" + detail + "); try again shortly.";
  return "The request failed with status " + status + " (" + detail + ").";
}
async function call(path, options) {
  const opts = options || {};
  const token = opts.admin ? sessionStorage.getItem(ADMIN) : sessionStorage.getItem(KEY);
  if (!token) throw new UiError(opts.admin ? "Enter the admin token to see the sweeps." : "Enter an API key above to start.");
  const headers = { authorization: "Bearer " + token };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(path, { method: opts.method || "GET", headers: headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new UiError(explain(res.status, body));
  return body;
}
const enc = encodeURIComponent;
function showError(error) {
  statusBox.textContent = error instanceof UiError ? error.message : "Something went wrong: " + String(error && error.message ? error.message : error);
}
/** A part of a view that fails alone: its message replaces it, the rest of the view stays. */
async function part(title, load) {
  try { return await load(); } catch (error) {
    return section(title, el("p", { class: "error", role: "status", text: error instanceof UiError ? error.message : String(error) }));
  }
}

function parseHash() {
  const raw = location.hash.replace(/^#/, "") || "/";
  const [path, query] = raw.split("?");
  return { parts: path.split("/").filter(Boolean).map(decodeURIComponent), params: new URLSearchParams(query || "") };
}
async function render() {
  const token = ++renderToken;
  main.dataset.ready = "false";
  statusBox.textContent = "";
  clear(main);
  main.appendChild(el("p", { class: "muted", text: "Loading…" }));
  showKeyState();
  const { parts, params } = parseHash();
  let view;
  try {
    if (!sessionStorage.getItem(KEY)) view = viewWelcome();
    else if (parts[0] === "c" && parts[2] === "context") view = await viewContext(parts[1], params);
    else if (parts[0] === "c" && parts[2] === "usage") view = await viewUsage(parts[1]);
    else if (parts[0] === "usage") view = await viewTenantUsage(params);
    else if (parts[0] === "c" && parts[1]) view = await viewConversation(parts[1]);
    else if (parts[0] === "u" && parts[1]) view = await viewUser(parts[1], params);
    else if (parts[0] === "ops") view = await viewOps();
    else view = await viewList(params);
  } catch (error) {
    if (token !== renderToken) return;
    clear(main);
    showError(error);
    main.dataset.ready = "error";
    return;
  }
  if (token !== renderToken) return;
  clear(main);
  main.appendChild(view);
  document.title = (main.querySelector("h1") || { textContent: "" }).textContent + " · Engram inspector";
  main.dataset.ready = "true";
}
function showKeyState() {
  const key = sessionStorage.getItem(KEY);
  document.getElementById("key-state").textContent = key ? "key " + key.slice(0, 8) + "… in use" : "no key";
}
function viewWelcome() {
  return el("div", {}, [
    el("h1", { text: "Engram inspector" }),
    el("p", { text: "Enter a tenant API key above. It stays in this tab (sessionStorage) and is sent only as the Authorization header." }),
  ]);
}
document.getElementById("key-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = document.getElementById("api-key");
  const key = input.value.trim();
  if (!key) { statusBox.textContent = "The API key field is empty."; input.focus(); return; }
  sessionStorage.setItem(KEY, key);
  input.value = "";
  render().then(() => main.focus());
});
document.getElementById("forget-key").addEventListener("click", () => {
  sessionStorage.removeItem(KEY);
  sessionStorage.removeItem(ADMIN);
  render();
});
window.addEventListener("hashchange", () => render().then(() => main.focus()));
`;

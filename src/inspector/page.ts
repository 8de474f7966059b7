/**
 * The /inspect page's HTML shell and stylesheet. The shell holds no data: the script fills
 * <main> from the JSON API with the key typed into the form.
 */
export const INSPECTOR_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Engram inspector</title>
<link rel="stylesheet" href="/inspect/app.css">
<script src="/inspect/app.js" defer></script>
</head>
<body>
<header class="bar">
  <a class="brand" href="#/">Engram inspector</a>
  <nav aria-label="Views">
    <a href="#/">Conversations</a>
    <a href="#/usage">Cost</a>
    <a href="#/ops">Operations</a>
  </nav>
  <form id="key-form" class="key-form" autocomplete="off">
    <label for="api-key">API key</label>
    <input id="api-key" name="api-key" type="password" placeholder="eng_..." spellcheck="false">
    <button type="submit">Use key</button>
    <button type="button" id="forget-key">Forget key</button>
    <span id="key-state" class="muted"></span>
  </form>
</header>
<div id="status" role="alert" aria-live="assertive"></div>
<main id="main" tabindex="-1"><p>Loading…</p></main>
<noscript>The inspector needs JavaScript.</noscript>
</body>
</html>
`;

export const INSPECTOR_CSS = `
:root { color-scheme: light dark; --fg: #1d2330; --bg: #fbfbfd; --muted: #5b6475; --line: #d7dbe3; --accent: #2454c5;
  --panel: #ffffff; --bad: #b3261e; --ok: #1f7a3a; --bar: #2f6fe4; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e9ef; --bg: #12151b; --muted: #9aa3b4; --line: #2c3340; --accent: #8ab0ff;
  --panel: #1a1f28; --bad: #ff8a80; --ok: #7bd88f; --bar: #5b8def; } }
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible, summary:focus-visible, main:focus-visible {
  outline: 3px solid var(--accent); outline-offset: 2px; }
.bar { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; align-items: center; padding: .6rem 1rem; border-bottom: 1px solid var(--line); background: var(--panel); }
.brand { font-weight: 700; text-decoration: none; color: var(--fg); }
nav { display: flex; gap: 1rem; }
.key-form { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin-left: auto; }
input, button { font: inherit; color: inherit; }
input { padding: .35rem .5rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); min-width: 0; }
button { padding: .35rem .7rem; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); cursor: pointer; }
button:hover { border-color: var(--accent); }
main { padding: 1rem; max-width: 1200px; margin: 0 auto; }
h1 { font-size: 1.35rem; margin: .2rem 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 1.6rem 0 .6rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
.muted { color: var(--muted); }
#status:empty { display: none; }
#status { margin: .75rem 1rem 0; padding: .6rem .8rem; border-radius: 6px; border: 1px solid var(--bad); color: var(--bad); background: var(--panel); }
.table-wrap { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; background: var(--panel); }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid var(--line); }
th { font-weight: 600; white-space: nowrap; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.review { color: var(--bad); font-weight: 600; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 1rem; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: .7rem .9rem; background: var(--panel); }
.card h3 { margin: 0 0 .5rem; font-size: 1rem; }
.row { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
.pill { display: inline-block; padding: 0 .45rem; border-radius: 999px; border: 1px solid var(--line); font-size: 12px; }
.pill.bad { color: var(--bad); border-color: var(--bad); }
.pill.ok { color: var(--ok); border-color: var(--ok); }
.layer { display: grid; grid-template-columns: 9rem 1fr 6rem; gap: .6rem; align-items: center; margin: .35rem 0; }
.track { background: var(--line); border-radius: 4px; height: .9rem; overflow: hidden; }
.layer details { grid-column: 1 / -1; margin: -.2rem 0 .2rem; }
.fill { background: var(--bar); height: 100%; min-width: 2px; }
.expansion { margin-top: .4rem; border-left: 3px solid var(--accent); padding-left: .6rem; }
details > summary { cursor: pointer; }
@media (max-width: 640px) {
  main { padding: .6rem; }
  .key-form { margin-left: 0; width: 100%; }
  .key-form input { flex: 1 1 10rem; }
  .layer { grid-template-columns: 1fr 5rem; }
  .layer .track { grid-column: 1 / -1; grid-row: 2; }
  .facts { grid-template-columns: 1fr; }
  .facts dd { margin-bottom: .3rem; }
  th, td { padding: .35rem .4rem; }
}
`;

// Paixue odds lab: draws the `view` state that OddsLab (Python) computes — the outcome chart,
// the convergence chart, the exact values and the simulation's progress — as SVG and HTML.
// Every click or edit becomes an intent {kind, ...} handled by OddsLab.handle. No rules and
// no numbers of its own live here: it only maps Python's numbers onto the page.
// (tiles.js is joined in front of this file by Python: h, PX_SVG, PX_FONT, mount come from there.)

function svgEl(tag, attrs, ...children) {
  const el = document.createElementNS(PX_SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

function svgText(x, y, text, cls, extra = {}) {
  return svgEl("text", { x, y, class: cls, "font-family": PX_FONT, ...extra }, text);
}

function fmt(x, digits = 3) {
  if (x === null || x === undefined || !Number.isFinite(x)) return "—";
  return Number(x.toFixed(digits)).toString();
}

// Bars: each outcome's exact chance; a tick across the bar: its simulated frequency.
function barChart(view) {
  const W = 480, H = 230, left = 44, right = 8, top = 10, bottom = 82;
  const plotW = W - left - right, plotH = H - top - bottom;
  const bars = view.bars;
  const step = plotW / Math.max(bars.length, 1);
  const y = (p) => top + plotH - (p / view.ymax) * plotH;
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "px-odds-svg", role: "img",
    "aria-label": view.labels.distribution, "data-role": "chart" });
  for (const t of view.y_ticks) { // round ticks and their labels come from Python
    svg.append(svgEl("line", { x1: left, x2: W - right, y1: y(t.value), y2: y(t.value),
      class: "px-odds-grid" }));
    svg.append(svgText(left - 4, y(t.value) + 3, t.label, "px-odds-tick",
      { "text-anchor": "end", "data-role": "tick" }));
  }
  bars.forEach((b, i) => {
    const x = left + i * step + step * 0.15;
    const w = step * 0.7;
    const g = svgEl("g", { class: "px-odds-bar", "data-outcome": b.key, "data-p": b.p,
      "data-freq": b.freq == null ? "" : b.freq });
    g.append(svgEl("title", {}, `${b.label} (${b.value}): ${b.p_text}` +
      (b.freq == null ? "" : ` · ${view.labels.freq} ${fmt(b.freq, 4)}`)));
    g.append(svgEl("rect", { x, y: y(b.p), width: w, height: Math.max(top + plotH - y(b.p), 0.5),
      class: "px-odds-rect" }));
    if (b.freq != null) {
      g.append(svgEl("line", { x1: x - 2, x2: x + w + 2, y1: y(b.freq), y2: y(b.freq),
        class: "px-odds-freq" }));
    }
    const lx = x + w / 2, ly = top + plotH + 10;
    g.append(svgText(lx, ly, b.label, "px-odds-label",
      { "text-anchor": "end", transform: `rotate(-35 ${lx} ${ly})` }));
    g.append(svgText(lx, top + plotH - 3 > y(b.p) - 3 ? y(b.p) - 3 : top + plotH - 3, b.value,
      "px-odds-value", { "text-anchor": "middle" }));
    svg.append(g);
  });
  svg.append(svgEl("line", { x1: left, x2: W - right, y1: top + plotH, y2: top + plotH,
    class: "px-odds-axis" }));
  return svg;
}

// The running mean against the number of rounds (log scale), its interval as a band, and the
// exact expected value as a dashed line.
function convergenceChart(view) {
  const W = 480, H = 200, left = 52, right = 10, top = 10, bottom = 26;
  const plotW = W - left - right, plotH = H - top - bottom;
  const sim = view.sim;
  const [x0, x1] = sim.x;
  const [y0, y1] = sim.y;
  const clampY = (v) => Math.min(Math.max(v, y0), y1);
  const X = (n) => left + ((Math.log10(Math.max(n, 1)) - x0) / (x1 - x0)) * plotW;
  const Y = (v) => top + plotH - ((clampY(v) - y0) / (y1 - y0)) * plotH;
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "px-odds-svg", role: "img",
    "aria-label": view.labels.convergence, "data-role": "convergence",
    "data-points": sim.history.length });
  for (const t of sim.y_ticks) {
    svg.append(svgEl("line", { x1: left, x2: W - right, y1: Y(t.value), y2: Y(t.value),
      class: "px-odds-grid" }));
    svg.append(svgText(left - 4, Y(t.value) + 3, t.label, "px-odds-tick",
      { "text-anchor": "end", "data-role": "tick" }));
  }
  for (let k = Math.ceil(x0); k <= Math.floor(x1); k++) {
    svg.append(svgText(X(10 ** k), H - 8, (10 ** k).toLocaleString("en"), "px-odds-tick",
      { "text-anchor": "middle" }));
  }
  const pts = sim.history.filter((p) => p[0] >= 10 ** x0 && p[2] !== null && p[3] !== null &&
    Number.isFinite(p[2]) && Number.isFinite(p[3]));
  if (pts.length > 1) {
    const upper = pts.map((p) => `${X(p[0])},${Y(p[3])}`);
    const lower = pts.slice().reverse().map((p) => `${X(p[0])},${Y(p[2])}`);
    svg.append(svgEl("polygon", { points: upper.concat(lower).join(" "), class: "px-odds-band",
      "data-role": "band" }));
    svg.append(svgEl("polyline", { points: pts.map((p) => `${X(p[0])},${Y(p[1])}`).join(" "),
      class: "px-odds-mean", "data-role": "mean-line" }));
  }
  const ev = view.exact.ev_float;
  svg.append(svgEl("line", { x1: left, x2: W - right, y1: Y(ev), y2: Y(ev), class: "px-odds-ev",
    "data-role": "ev-line", "data-ev": view.exact.ev }));
  svg.append(svgText(W - right - 2, Y(ev) - 4, `${view.labels.ev} ${fmt(ev, 4)}`,
    "px-odds-evlabel", { "text-anchor": "end" }));
  svg.append(svgEl("line", { x1: left, x2: left, y1: top, y2: top + plotH, class: "px-odds-axis" }));
  return svg;
}

function oddsHeader(view, send) {
  const L = view.labels;
  return h("div", { class: "px-header" },
    h("span", { class: "px-title" }, `${L.oddslab} · ${view.title}`),
    h("span", { class: "px-spacer" }),
    h("button", { type: "button", class: "px-btn", "data-role": "undo", "data-key": "b:undo",
      disabled: !view.history.undo, onclick: () => send({ kind: "undo" }) }, L.undo),
    h("button", { type: "button", class: "px-btn", "data-role": "redo", "data-key": "b:redo",
      disabled: !view.history.redo, onclick: () => send({ kind: "redo" }) }, L.redo),
    displayButtons(view, L, send));
}

// A text or number box applies on Enter as well as when it loses focus, once per value.
function oddsApply(apply) {
  let sent = null;
  const go = (e) => {
    if (e.target.value === sent) return;
    sent = e.target.value;
    apply(e.target.value);
  };
  return { onchange: go, onkeydown: (e) => { if (e.key === "Enter") go(e); } };
}

// Widen a chart's viewBox to hold everything drawn in it (a long rotated label, a wide
// tick), so that nothing is cut off at its edges. A first draw may come before the widget is
// on the page (nothing to measure yet): it tries again on the next frames.
function fitChart(svg, tries = 0) {
  if (!svg.isConnected) {
    if (tries < 30) requestAnimationFrame(() => fitChart(svg, tries + 1));
    return;
  }
  const box = svg.getBBox();
  const [x0, y0, w, h] = svg.getAttribute("viewBox").split(" ").map(Number);
  const left = Math.min(x0, Math.floor(box.x) - 2);
  const top = Math.min(y0, Math.floor(box.y) - 2);
  const right = Math.max(x0 + w, Math.ceil(box.x + box.width) + 2);
  const bottom = Math.max(y0 + h, Math.ceil(box.y + box.height) + 2);
  svg.setAttribute("viewBox", `${left} ${top} ${right - left} ${bottom - top}`);
}

function oddsField(f, send) {
  const key = `f:${f.name}`;
  let control;
  if (f.type === "select") {
    control = h("select", { "data-field": f.name, "data-key": key, "aria-label": f.label,
      onchange: (e) => send({ kind: "param", name: f.name, value: e.target.value }) },
    f.choices.map((c) => h("option", { value: String(c.value),
      selected: String(c.value) === String(f.value) ? true : null }, c.label)));
  } else {
    control = h("input", { type: f.type === "number" ? "number" : "text", "data-field": f.name,
      "data-key": key, "aria-label": f.label, value: f.value, min: f.type === "number" ? 0 : null,
      class: f.type === "number" ? "px-number" : "px-text px-odds-text", spellcheck: "false",
      ...oddsApply((value) => send({ kind: "param", name: f.name,
        value: f.type === "number" ? Number(value) : value })) });
  }
  return h("label", { class: "px-field px-odds-field" }, `${f.label} `, control);
}

// The game's rule options (for 大丰收 the table itself: targets, return, weights), drawn by the
// shared optionRow; open for 大丰收, whose lesson is about that table, or once one is changed.
function oddsOptions(view, send) {
  const open = view.game === "dafengshou" || view.options.some((o) => o.changed);
  return h("details", { class: "px-section", "data-role": "options", "data-key": "options",
    open: open ? true : null },
  h("summary", {}, view.labels.options), view.options.map((o) => optionRow(o, send)));
}

function oddsControls(view, send) {
  const L = view.labels;
  const sim = view.sim;
  const running = sim.status === "running";
  const game = h("select", { "data-role": "game", "data-key": "s:game", "aria-label": L.game,
    onchange: (e) => send({ kind: "game", value: e.target.value }) },
  view.games.map((g) => h("option", { value: g.value, selected: g.value === view.game ? true : null },
    g.label)));
  const num = (role, label, value, kind) => h("label", { class: "px-field" }, `${label} `,
    h("input", { type: "number", min: kind === "rounds" ? 1 : 0, class: "px-number",
      "data-role": role, "data-key": `n:${role}`, value, "aria-label": label,
      ...oddsApply((v) => send({ kind, value: Number(v) })) }));
  return [
    h("div", { class: "px-row" }, h("label", { class: "px-field" }, `${L.game} `, game)),
    h("div", { class: "px-row px-odds-fields", "data-role": "fields" },
      view.fields.map((f) => oddsField(f, send))),
    h("div", { class: "px-note px-odds-bet", "data-role": "bet" }, view.bet),
    h("div", { class: "px-row" },
      num("seed", L.seed, sim.seed, "seed"), num("rounds", L.rounds, sim.target, "rounds"),
      h("button", { type: "button", class: "px-btn", "data-role": "start", "data-key": "b:start",
        disabled: running, onclick: () => send({ kind: "start" }) }, L.start),
      h("button", { type: "button", class: "px-btn", "data-role": "stop", "data-key": "b:stop",
        disabled: !running, onclick: () => send({ kind: "stop" }) }, L.stop),
      h("button", { type: "button", class: "px-btn", "data-role": "reset", "data-key": "b:reset",
        onclick: () => send({ kind: "reset" }) }, L.reset)),
    h("div", { class: "px-row" },
      h("progress", { max: sim.target, value: sim.rounds, "data-role": "progress",
        "aria-label": L.sim }),
      h("span", { class: "px-note", "data-role": "progress-text" },
        `${sim.progress} · ${sim.status_text}`)),
  ];
}

// The answer: the exact expected value and the simulation's estimate against it.
function oddsExact(view) {
  const L = view.labels;
  const sim = view.sim;
  return h("section", { class: "px-panel", "data-role": "exact", "aria-label": L.exact },
    h("h4", { class: "px-heading" }, `${L.exact} · ${view.exact.unit}`),
    h("div", { class: "px-odds-ev-text", "data-role": "ev" }, `${L.ev}: ${view.exact.ev_text}`),
    view.exact.lines.map((line) => h("div", { class: "px-odds-line" }, line)),
    h("h4", { class: "px-heading" }, L.sim),
    h("div", { "data-role": "estimate", "data-inside": sim.inside === null ? "" : String(sim.inside) },
      sim.text),
    sim.verdict ? h("div", { class: `px-note px-odds-${sim.inside ? "inside" : "outside"}` },
      sim.verdict) : null);
}

// Folded below the charts: each outcome's chance as a table, and the assumptions made.
function oddsMore(view, keep) {
  const L = view.labels;
  if (!view.exact.tables.length && !view.notes.length) return null;
  const fold = h("details", { class: "px-section px-odds-more", "data-role": "more",
    "data-key": "more", open: keep.more ? true : null },
  h("summary", {}, L.more),
  view.exact.tables.map((t) => h("table", { class: "px-table", "data-table": t.name },
    h("thead", {}, h("tr", {}, t.head.map((c) => h("th", {}, c)))),
    h("tbody", {}, t.rows.map((r) => h("tr", {}, r.map((c) => h("td", {}, c))))))),
  view.notes.length ? h("div", { class: "px-odds-notes", "data-role": "notes" },
    h("h4", { class: "px-heading" }, L.notes),
    view.notes.map((n) => h("div", { class: "px-note" }, rulingBadge(n.id), " ", n.text))) : null);
  fold.addEventListener("toggle", () => { keep.more = fold.open; });
  return fold;
}

const oddsKeep = new WeakMap(); // per root: which folds the learner opened, across redraws

function drawOdds(root, view, message, send) {
  const sim = view.sim;
  if (!oddsKeep.has(root)) oddsKeep.set(root, { more: false });
  const keep = oddsKeep.get(root);
  root.className = `paixue-odds px-root px-size-${view.size}`;
  const data = { game: view.game, lang: view.lang, size: view.size, status: sim.status,
    rounds: sim.rounds, target: sim.target, ev: view.exact.ev,
    mean: sim.mean === null ? "" : sim.mean, low: sim.low === null ? "" : sim.low,
    high: sim.high === null ? "" : sim.high, inside: sim.inside === null ? "" : sim.inside,
    method: sim.method };
  for (const [k, v] of Object.entries(data)) root.dataset[k] = String(v);
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(
    oddsHeader(view, send),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    // one screen: the controls and the answer beside the charts (one column when narrow);
    // the rule options and the tables folded below
    h("div", { class: "px-odds-main" },
      h("div", { class: "px-odds-side", "data-role": "controls" },
        ...oddsControls(view, send), oddsExact(view)),
      h("div", { class: "px-odds-charts", "data-role": "charts" },
        h("h4", { class: "px-heading" }, view.labels.distribution), barChart(view),
        h("h4", { class: "px-heading" }, view.labels.convergence), convergenceChart(view))),
    oddsOptions(view, send),
    oddsMore(view, keep),
    view.code ? codeRow(view.code, view.labels, send, message) : null);
  root.querySelectorAll(".px-odds-svg").forEach((svg) => fitChart(svg));
}

function render({ model, el }) {
  return mount(model, el, "paixue-odds", drawOdds);
}

export default { render };

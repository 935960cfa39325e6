
// "Review my hand" (widgets/ui/tables/table_review.py): a fold under the board once a hand a learner
// played is over. Python works the review out when the fold opens; each mistake's button steps
// the table to just before that decision. (Joined after table.js: h and tbBtn come from there.)
function drawReview(view, send) {
  const r = view.review;
  if (!r) return null;
  const fold = h("details", { class: "px-section px-tb-review", "data-role": "review",
    "data-key": "review", open: r.open ? true : null },
  h("summary", { title: r.hint }, r.label),
  r.open ? h("div", { class: "px-doc" }, r.hint) : null,
  r.summary ? h("p", { class: "px-tb-review-summary", "data-role": "review-summary" }, r.summary)
    : null,
  r.items.length ? h("ol", { class: "px-tb-review-list" }, r.items.map((it) => h("li", {
    "data-step": it.step, "data-kind": it.kind, "data-cost-shanten": it.cost_shanten,
    "data-cost-tiles": it.cost_tiles, "data-cost-expected": it.cost_expected,
    class: it.current ? "px-tb-now" : "",
  }, h("span", { class: "px-tb-review-cost" }, it.cost), " ", it.text, " ",
  h("button", { type: "button", class: "px-btn", "data-role": "review-replay",
    "data-key": `r:${it.step}`, onclick: () => send({ kind: "step", to: it.step }) },
  it.button)))) : null,
  r.more ? h("p", { class: "px-doc", "data-role": "review-more" }, r.more) : null,
  r.chart ? drawChart(r.chart, send) : null,
  r.points ? drawPoints(r.points, send) : null);
  // the fold asks Python for the review when it opens (a redraw that keeps it open is no ask)
  fold.addEventListener("toggle", () => {
    if (fold.open !== r.open) send({ kind: "review", open: fold.open });
  });
  return fold;
}

// The review in points: Python measures one decision per "next" message, so the bar moves and
// Stop is heard between two. The JS asks for the next step once per view it draws.
let pointsAsked = "";
function drawPoints(p, send) {
  const box = h("div", { class: "px-tb-points", "data-role": "points", "data-state": p.stage },
    h("h4", { class: "px-tb-points-title" }, p.title),
    h("p", { class: "px-doc" }, p.hint));
  if (p.stage === "ready") {
    pointsAsked = "";
    box.append(h("button", { type: "button", class: "px-btn", "data-role": "points-start",
      onclick: () => send({ kind: "review_points", action: "start" }) }, p.start));
  } else if (p.stage === "running") {
    box.append(h("p", { "data-role": "points-progress" },
      h("progress", { max: p.total, value: p.done }), " ", p.text, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "points-stop",
        onclick: () => send({ kind: "review_points", action: "stop" }) }, p.stop)));
    const ask = `${p.round}/${p.total}`;
    if (pointsAsked !== ask) {
      pointsAsked = ask;
      setTimeout(() => send({ kind: "review_points", action: "next" }), 0);
    }
  } else if (p.stage === "refused") {
    box.append(h("p", { class: "px-error", "data-role": "points-refused" }, p.text));
  } else {
    pointsAsked = "";  // a review taken up again after Stop asks from where it stopped
    box.append(h("p", { class: "px-tb-review-summary", "data-role": "points-summary" },
      p.summary));
    if (p.none) box.append(h("p", { "data-role": "points-none" }, p.none));
    if (p.items.length) {
      box.append(h("ol", { class: "px-tb-review-list" }, p.items.map((it) => h("li", {
        "data-step": it.step, "data-loss": it.mean, "data-half": it.half },
      h("span", { class: "px-tb-review-cost" }, it.loss), " ", it.text, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "points-retry",
        onclick: () => send({ kind: "review_points", action: "retry", step: it.step }) },
      it.retry), " ",
      h("button", { type: "button", class: "px-btn", "data-role": "points-replay",
        onclick: () => send({ kind: "step", to: it.step }) }, it.button)))));
    }
    if (p.more) box.append(h("p", { class: "px-doc", "data-role": "points-more" }, p.more));
    if (p.retry) box.append(drawRetry(p.retry, send));
    for (const note of p.notes) box.append(h("p", { class: "px-doc" }, note));
    if (p.go_on) {
      box.append(h("p", {}, h("button", { type: "button", class: "px-btn",
        "data-role": "points-go-on",
        onclick: () => send({ kind: "review_points", action: "go_on" }) }, p.go_on)));
    }
    box.append(h("p", { class: "px-doc", "data-role": "points-meaning" }, p.meaning));
  }
  return box;
}

// Retry before reveal: the hand at that decision, each tile a discard to try, the other options
// as buttons; Python says whether a try is the strong move, or as good; the answer shows only
// when asked. A try Python must work out first comes back 'measuring': asked for once.
let retryAsked = "";
function drawRetry(r, send) {
  const tryIt = (index) => send({ kind: "review_points", action: "try", index });
  if (r.measure && retryAsked !== r.measure) {
    retryAsked = r.measure;
    setTimeout(() => send({ kind: "review_points", action: "measure" }), 0);
  }
  return h("div", { class: "px-tb-retry", "data-role": "retry", "data-step": r.step,
    "data-verdict": r.verdict },
  h("p", { class: "px-tb-retry-prompt" }, r.prompt),
  h("div", { class: "px-tb-retry-hand" }, r.hand.map((t, i) => tileButton(t.tile, {
    key: `retry:${i}`, disabled: t.index < 0, data: { role: "retry-tile" },
    onClick: () => tryIt(t.index) }))),
  r.buttons.length ? h("p", {}, r.buttons.map((b) => h("button", { type: "button",
    class: "px-btn", "data-role": "retry-option", onclick: () => tryIt(b.index) }, b.label)))
    : null,
  r.feedback ? h("p", { class: `px-tb-retry-${r.verdict}`, "data-role": "retry-feedback" },
    r.feedback) : null,
  r.revealed ? h("p", { "data-role": "retry-answer" }, r.revealed) : null,
  h("p", {},
    r.reveal ? h("button", { type: "button", class: "px-btn", "data-role": "retry-reveal",
      onclick: () => send({ kind: "review_points", action: "reveal" }) }, r.reveal) : null,
    " ",
    h("button", { type: "button", class: "px-btn", "data-role": "retry-close",
      onclick: () => send({ kind: "review_points", action: "close" }) }, r.close)));
}

// The chart over the hand (Python sends the numbers): the shanten after each of the learner's
// discards as a line (0 = ready at the bottom), the improving tiles as bars under it, the
// mistakes ringed in red; a click on a turn steps the table there. Plain SVG, no library.
function drawChart(c, send) {
  return h("div", { class: "px-tb-charts" }, c.series.map((s) => drawSeatChart(c, s, send)));
}

function drawSeatChart(c, series, send) {
  const NS = "http://www.w3.org/2000/svg";
  const el = (tag, attrs, text) => {
    const e = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const turns = series.turns;
  const W = 640, top = 22, mid = 112, bottom = 206, left = 58, right = 12;
  const n = turns.length;
  const barW = Math.max(3, (W - left - right) / Math.max(n, 1) * 0.5);
  const pad = barW / 2 + 8;  // the first bar and ring clear of the numbers on the left
  const x = (i) => left + pad + (W - left - right - 2 * pad) * (n === 1 ? 0.5 : i / (n - 1));
  const maxS = Math.max(1, ...turns.map((t) => t.shanten ?? 0));
  // the 进张 scale: at most three round steps (5, 10, 20 …) up to the most, each numbered,
  // readable from the back of a room
  const mostT = Math.max(...turns.map((t) => t.improving), 1);
  const stepT = [1, 2, 5, 10, 20, 50, 100].find((k) => k * 3 >= mostT) || 100;
  const maxT = stepT * Math.ceil(mostT / stepT);
  const yT = (k) => bottom - (bottom - mid - 20) * (k / maxT);  // apart from the 0 above
  const yS = (s) => mid - 8 - (mid - 8 - top) * (Math.max(s, 0) / maxS);
  const svg = el("svg", { viewBox: `0 0 ${W} ${bottom + 18}`, class: "px-tb-chart-svg",
    role: "img", "aria-label": series.name ? `${c.title}: ${series.name}` : c.title,
    "data-seat": series.seat });
  svg.append(el("text", { x: W - right, y: top - 8, "text-anchor": "end",
    class: "px-tb-chart-axis px-tb-chart-axis-name" }, c.axis_shanten));
  for (let s = 0; s <= maxS; s++) {
    svg.append(el("line", { x1: left, x2: W - right, y1: yS(s), y2: yS(s),
      class: "px-tb-chart-grid" }));
    svg.append(el("text", { x: left - 8, y: yS(s) + 4, "text-anchor": "end",
      class: "px-tb-chart-axis" }, String(s)));
  }
  svg.append(el("text", { x: W - right, y: mid + 14, "text-anchor": "end",
    class: "px-tb-chart-axis px-tb-chart-axis-name" }, c.axis_tiles));
  for (let k = 0; k <= maxT; k += stepT) {
    svg.append(el("line", { x1: left, x2: W - right, y1: yT(k), y2: yT(k),
      class: "px-tb-chart-grid px-tb-chart-grid-tiles" }));
    svg.append(el("text", { x: left - 8, y: yT(k) + 4, "text-anchor": "end",
      class: "px-tb-chart-axis px-tb-chart-axis-tiles", "data-tick": k }, String(k)));
  }
  turns.forEach((t, i) => {
    const hgt = bottom - yT(t.improving);
    const bar = el("rect", { x: x(i) - barW / 2, y: bottom - hgt, width: barW, height: hgt,
      class: "px-tb-chart-bar", "data-step": t.step });
    bar.append(el("title", {}, `${t.label}: ${t.improving}`));
    svg.append(bar);
  });
  const pts = turns.map((t, i) => (t.shanten === null ? null : `${x(i)},${yS(t.shanten)}`))
    .filter((p) => p);
  svg.append(el("polyline", { points: pts.join(" "), class: "px-tb-chart-line" }));
  turns.forEach((t, i) => {
    if (t.shanten === null) return;
    const dot = el("circle", { cx: x(i), cy: yS(t.shanten), r: t.mistake ? 7 : 3.5,
      class: t.mistake ? `px-tb-chart-mistake px-tb-chart-${t.mistake}` : "px-tb-chart-dot",
      "data-step": t.step, "data-mistake": t.mistake, tabindex: 0 });
    dot.append(el("title", {}, `${t.label}: ${t.shanten}`));
    dot.addEventListener("click", () => send({ kind: "step", to: t.step }));
    svg.append(dot);
  });
  return h("figure", { class: "px-tb-chart", "data-role": "review-chart",
    "data-seat": series.seat },
  h("figcaption", {}, series.name ? `${c.title} · ${series.name}` : c.title), svg,
    h("p", { class: "px-doc" }, h("span", { class: "px-tb-chart-key-line" }, "—"), " ",
      c.shanten, " · ", h("span", { class: "px-tb-chart-key-bar" }, "▮"), " ", c.tiles,
      " · ", c.mistake));
}


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
  const box = h("div", { class: "px-tb-points", "data-role": "points", "data-state": p.state },
    h("h4", { class: "px-tb-points-title" }, p.title),
    h("p", { class: "px-doc" }, p.hint));
  if (p.state === "ready") {
    pointsAsked = "";
    box.append(h("button", { type: "button", class: "px-btn", "data-role": "points-start",
      onclick: () => send({ kind: "review_points", action: "start" }) }, p.start));
  } else if (p.state === "running") {
    box.append(h("p", { "data-role": "points-progress" },
      h("progress", { max: p.total, value: p.done }), " ", p.text, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "points-stop",
        onclick: () => send({ kind: "review_points", action: "stop" }) }, p.stop)));
    const ask = `${p.done}/${p.total}`;
    if (pointsAsked !== ask) {
      pointsAsked = ask;
      setTimeout(() => send({ kind: "review_points", action: "next" }), 0);
    }
  } else if (p.state === "refused") {
    box.append(h("p", { class: "px-error", "data-role": "points-refused" }, p.text));
  } else {
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
    if (p.retry) box.append(drawRetry(p.retry, send));
    for (const note of p.notes) box.append(h("p", { class: "px-doc" }, note));
    box.append(h("p", { class: "px-doc", "data-role": "points-meaning" }, p.meaning));
  }
  return box;
}

// Retry before reveal: the hand at that decision, each tile a discard to try, the other options
// as buttons; Python says whether a try is the strong move; the answer shows only when asked.
function drawRetry(r, send) {
  const tryIt = (index) => send({ kind: "review_points", action: "try", index });
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

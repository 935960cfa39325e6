
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
  r.more ? h("p", { class: "px-doc", "data-role": "review-more" }, r.more) : null);
  // the fold asks Python for the review when it opens (a redraw that keeps it open is no ask)
  fold.addEventListener("toggle", () => {
    if (fold.open !== r.open) send({ kind: "review", open: fold.open });
  });
  return fold;
}

// Paixue 二八杠 table: draws the `view` that TuitongziTable (Python) builds; every click is an
// intent {kind, ...} for TuitongziTable.handle. No rules and no strings live here: every text
// comes in the view. (tiles.js, cards.js's drawing and card_table.js's frame are joined in
// front of this file by Python.)
// @cards.js

function tttPlace(p, L) {
  const tiles = p.tiles.length
    ? h("div", { class: "px-ttt-tiles", "data-role": `tiles-${p.position}` },
      p.tiles.map((t) => pieceButton(t, { key: `tiles-${p.position}:${t.id}` })))
    : h("div", { class: "px-ttt-tiles", "data-role": `tiles-${p.position}` },
      Array.from({ length: p.hidden }, () => h("span", { class: "px-ttt-back", "aria-hidden": "true" })),
      p.hidden ? h("span", { class: "px-sr" }, L.ttt_hidden) : null);
  return h("div", { class: `px-ttt-place${p.banker ? " px-ttt-banker" : ""}`, "data-position": p.position,
    "data-won": p.won === null ? null : p.won ? "true" : "false" },
  h("div", { class: "px-ttt-head" }, h("b", {}, p.name)),
  tiles,
  p.hand ? h("div", { class: "px-note", "data-role": "hand-type" }, p.hand) : null,
  p.banker ? null : h("div", { class: "px-note", "data-role": "bets" },
    `${L.ttt_bets_here}: ${p.bets.length ? p.bets.join(" · ") : L.ttt_no_bets}`),
  p.result ? h("div", { class: "px-ttt-result", "data-role": "result" }, p.won ? `✓ ${p.result}` : `✗ ${p.result}`) : null);
}

function tttDecision(view, send) {
  const d = view.decision;
  return h("div", { class: "px-ttt-decision", "data-role": "decision", "data-stage": d.stage },
    h("div", { class: "px-ttt-prompt" }, d.prompt),
    d.groups.length ? h("div", { class: "px-row" },
      d.groups.map((g) => h("span", { class: "px-ttt-group" }, h("b", {}, `${g.name} `),
        g.buttons.map((b) => h("button", {
          type: "button", class: "px-btn", "data-kind": "bet", "data-position": b.position, "data-amount": b.amount,
          disabled: b.disabled, onclick: () => send({ kind: "bet", position: b.position, amount: b.amount }),
        }, b.label)))),
      h("button", { type: "button", class: "px-btn", "data-kind": "bet", "data-position": -1,
        onclick: () => send({ kind: "bet", position: -1, amount: 0 }) }, d.skip),
      h("button", { type: "button", class: "px-btn", "data-kind": "hint",
        onclick: () => send({ kind: "hint" }) }, d.hint)) : null,
    adviceLine(view.advice),
    d.why ? h("div", { class: "px-note" }, d.why) : null);
}

function tttDraw(root, view, message, send) {
  const L = view.labels;
  ctbRoot(root, view, "paixue-tuitongzi", view.decision.stage);
  const banker = view.places.find((p) => p.banker);
  root.replaceChildren(...[
    ctbHeader(view, send, L.ttt_title, { faces: true }),
    ctbMessage(message),
    ctbSteps(root, view, send, "ttt"),
    h("div", { class: "px-ttt-main" },
      h("div", { class: "px-ttt-board" },
        h("div", { class: "px-ttt-top" }, tttPlace(banker, L)),
        tttDecision(view, send),
        h("div", { class: "px-ttt-places" }, view.places.filter((p) => !p.banker).map((p) => tttPlace(p, L)))),
      h("div", { class: "px-ttt-side" },
        ...ctbHistory(view, "ttt", send),
        h("h4", { class: "px-heading" }, L.ttt_pool_heading),
        h("ul", { class: "px-ttt-pool", "data-role": "pool" }, view.pool.map((line) => h("li", {}, line))),
        ...ctbLedger(view, view.ledger))),
    levelsStrip(view.levels, send),
    ctbReview(view, send),
    ctbBelow(view, send, "ttt")].filter(Boolean));
  ctbAfterDraw(root, view, send);
}

function render({ model, el }) {
  return mount(model, el, "paixue-tuitongzi", tttDraw, ctbRead, CTB_TRAITS);
}

export default { render };

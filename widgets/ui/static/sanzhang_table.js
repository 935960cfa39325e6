// Paixue 欢乐三张 table: draws the `view` that SanzhangTable (Python) builds; every click is an
// intent {kind, ...} for SanzhangTable.handle. No rules and no strings live here: every text
// comes in the view. (tiles.js, cards.js's drawing and card_table.js's frame are joined in
// front of this file by Python.)
// @cards.js

function sztCards(s, L) {
  if (s.cards.length) {
    return h("div", { class: "px-szt-cards", "data-role": `hand-${s.seat}` },
      s.cards.map((c) => pieceButton(c, { key: `hand-${s.seat}:${c.id}` })));
  }
  return h("div", { class: "px-szt-backs", "data-role": `hand-${s.seat}`, title: `${s.hidden}` },
    Array.from({ length: s.hidden }, () => h("span", { class: "px-szt-back", "aria-hidden": "true" })),
    h("span", { class: "px-sr" }, L.szt_hidden));
}

function sztSeat(s, L) {
  const marks = [
    s.turn ? h("span", { class: "px-szt-mark px-szt-turn" }, L.szt_turn) : null,
    s.you ? h("span", { class: "px-szt-mark" }, L.szt_you) : null,
    h("span", { class: "px-szt-mark", "data-role": "seen" }, s.mark),
    s.out ? h("span", { class: "px-szt-mark px-szt-out", "data-role": "out" }, s.out) : null,
    s.winner ? h("span", { class: "px-szt-mark px-szt-win" }, `★ ${L.szt_winner}`) : null,
    s.shown_all ? h("span", { class: "px-szt-mark" }, L.szt_shown_all) : null,
  ];
  return h("div", { class: "px-szt-seat", "data-seat": s.seat, "data-state": s.state,
    "data-turn": s.turn ? "true" : null, "data-seen": s.seen ? "true" : "false" },
  h("div", { class: "px-szt-seat-head" }, h("b", {}, s.name), " ", marks),
  sztCards(s, L),
  s.hand ? h("div", { class: "px-note", "data-role": "hand-type" }, s.hand) : null,
  h("div", { class: "px-note" }, `${s.bets} · ${s.paid}`));
}

function sztDecision(view, send) {
  const d = view.decision;
  return h("div", { class: "px-szt-decision", "data-role": "decision", "data-stage": d.stage },
    h("div", { class: "px-szt-prompt" }, d.prompt),
    h("div", { class: "px-row" }, d.buttons.map((b) => h("button", {
      type: "button", class: "px-btn", "data-kind": b.kind, "data-value": b.value, "data-action": b.action,
      onclick: () => send({ kind: b.kind, value: b.value }),
    }, b.label)),
    d.hint ? h("button", { type: "button", class: "px-btn", "data-kind": "hint",
      onclick: () => send({ kind: "hint" }) }, d.hint) : null),
    adviceLine(view.advice));
}

function sztDraw(root, view, message, send) {
  const L = view.labels;
  ctbRoot(root, view, "paixue-sanzhang", view.decision.stage);
  root.replaceChildren(...[
    ctbHeader(view, send, L.szt_title),
    ctbMessage(message),
    ctbSteps(root, view, send, "szt"),
    h("div", { class: "px-szt-main" },
      h("div", { class: "px-szt-board" },
        h("div", { class: "px-szt-centre" },
          h("div", { class: "px-szt-pot", "data-role": "pot" }, view.pot),
          h("div", { class: "px-note", "data-role": "stake" }, view.stake),
          h("div", { class: "px-note" }, view.rules),
          sztDecision(view, send)),
        h("div", { class: "px-szt-seats" }, view.seats.map((s) => sztSeat(s, L)))),
      h("div", { class: "px-szt-side" },
        ...ctbHistory(view, "szt", send),
        ...ctbLedger(view, view.ledger))),
    levelsStrip(view.levels, send),
    ctbReview(view, send),
    ctbBelow(view, send, "szt")].filter(Boolean));
  ctbAfterDraw(root, view, send);
}

function render({ model, el }) {
  return mount(model, el, "paixue-sanzhang", sztDraw, ctbRead, CTB_TRAITS);
}

export default { render };

// Paixue 斗地主 table: draws the `view` that DoudizhuTable (Python) builds; every click is an
// intent {kind, ...} for DoudizhuTable.handle. No rules and no strings live here: the labels
// come in view.labels, every text in the view. (tiles.js and cards.js's drawing are joined
// in front of this file by Python, and card_table.js's frame: ctbSteps, ctbBelow ….)
// @cards.js

function ddzCards(cards, opts = {}) {
  return h("div", { class: `px-ddz-cards ${opts.cls || ""}`, "data-role": opts.role },
    cards.map((c) => pieceButton(c, {
      cls: c.selected ? "px-ddz-selected" : "",
      key: `${opts.role}:${c.id}`,
      data: { selected: c.selected ? "true" : null },
      onClick: opts.send ? () => opts.send({ kind: "select", card: c.id }) : null,
    })));
}

function ddzBacks(n, L) {
  return h("div", { class: "px-ddz-backs", title: `${n}` },
    Array.from({ length: n }, () => h("span", { class: "px-ddz-back", "aria-hidden": "true" })),
    h("span", { class: "px-sr" }, L.ddz_hidden));
}

function ddzSeat(s, view, send) {
  const L = view.labels;
  const marks = [
    s.turn ? h("span", { class: "px-ddz-mark px-ddz-turn" }, L.ddz_turn) : null,
    s.role ? h("span", { class: "px-ddz-mark px-ddz-role", "data-role": "role" }, s.role) : null,
    s.you ? h("span", { class: "px-ddz-mark" }, L.ddz_you) : null,
    s.shown ? h("span", { class: "px-ddz-mark" }, L.ddz_shown) : null,
    s.doubled ? h("span", { class: "px-ddz-mark" }, L.ddz_doubled) : null,
  ];
  const last = s.last ? (s.last.pass ? h("span", { class: "px-ddz-pass" }, L.ddz_passed)
    : ddzCards(s.last.cards, { role: `last-${s.seat}`, cls: "px-ddz-small" })) : null;
  const hand = s.cards.length
    ? ddzCards(s.cards, { role: `hand-${s.seat}`, cls: s.pos === "bottom" ? "" : "px-ddz-small",
      send: s.clickable ? send : null })
    : ddzBacks(s.hidden, L);
  return h("div", { class: `px-ddz-seat px-ddz-pos-${s.pos}`, "data-seat": s.seat,
    "data-turn": s.turn ? "true" : null, "data-landlord": s.role === L.ddz_landlord ? "true" : null },
  h("div", { class: "px-ddz-seat-head" }, h("b", {}, s.name), " ", marks,
    h("span", { class: "px-note" }, s.count)),
  h("div", { class: "px-ddz-last", "data-role": `last-${s.seat}` }, last),
  hand);
}

function ddzDecision(view, send) {
  const d = view.decision;
  if (!d) return null;
  return h("div", { class: "px-ddz-decision", "data-role": "decision", "data-stage": d.stage },
    h("div", { class: "px-ddz-prompt" }, d.prompt),
    h("div", { class: "px-row" }, d.buttons.map((b) => h("button", {
      type: "button", class: "px-btn", "data-kind": b.kind, "data-value": b.value,
      disabled: b.disabled, title: b.why || null,
      onclick: () => send({ kind: b.kind, value: b.value }),
    }, b.label)),
    d.hint ? h("button", { type: "button", class: "px-btn", "data-kind": "hint",
      onclick: () => send({ kind: "hint" }) }, d.hint) : null),
    adviceLine(view.advice),
    d.buttons.filter((b) => b.disabled && b.why).map((b) => h("div", { class: "px-note px-ddz-why" }, b.why)));
}

function ddzSide(view, send) {
  const L = view.labels;
  return h("div", { class: "px-ddz-side" },
    ...ctbHistory(view, "ddz", send),
    h("h4", { class: "px-heading" }, `${L.ddz_multiplier}: ${view.multiplier.total}`),
    h("div", { class: "px-note", "data-role": "multiplier" }, view.multiplier.lines.join(" · ")),
    // 加倍 is per seat: each farmer's stake with the landlord, where a ×2 applies
    (view.multiplier.stakes || []).map((t) => h("div", { class: "px-note", "data-role": "stake" }, t)),
    ...ctbLedger(view, view.ledger));
}

function ddzDraw(root, view, message, send) {
  const L = view.labels;
  ctbRoot(root, view, "paixue-doudizhu", view.decision ? view.decision.stage : "");
  const seat = (pos) => ddzSeat(view.seats.find((s) => s.pos === pos), view, send);
  root.replaceChildren(...[
    ctbHeader(view, send, L.ddz_title),
    ctbMessage(message),
    ctbSteps(root, view, send, "ddz"),
    h("div", { class: "px-ddz-main" },
      h("div", { class: "px-ddz-board" },
        seat("left"),
        h("div", { class: "px-ddz-centre" },
          h("div", { class: "px-ddz-bottom-cards", "data-role": "bottom" },
            h("span", { class: "px-note" }, `${L.ddz_bottom}: `),
            view.bottom.length ? ddzCards(view.bottom, { role: "bottom-cards", cls: "px-ddz-small" })
              : ddzBacks(view.bottom_hidden, L)),
          ddzDecision(view, send)),
        seat("right"),
        seat("bottom")),
      ddzSide(view, send)),
    levelsStrip(view.levels, send),
    ctbReview(view, send),
    ctbBelow(view, send, "ddz")].filter(Boolean));
  ctbAfterDraw(root, view, send);
}

function render({ model, el }) {
  return mount(model, el, "paixue-doudizhu", ddzDraw, ctbRead, CTB_TRAITS);
}

export default { render };

// Paixue 跑胡子 table: draws the `view` that PaohuziTable (Python) builds; every click is an
// intent {kind, ...} for PaohuziTable.handle. No rules and no strings live here: the labels
// come in view.labels, every text in the view. (tiles.js and cards.js's drawing are joined
// in front of this file by Python, and card_table.js's frame: ctbSteps, ctbBelow ….)
// @cards.js

function ptblCard(c, opts = {}) {
  if (c.kind === "back") return h("span", { class: "px-ptbl-back", "aria-hidden": "true" });
  return pieceButton(c, {
    cls: c.playable ? "px-ptbl-playable" : "",
    key: opts.key,
    data: { playable: c.playable ? "true" : null },
    onClick: opts.onClick ? () => opts.onClick(c) : null,
  });
}

function ptblCards(cards, opts = {}) {
  return h("div", { class: `px-ptbl-cards ${opts.cls || ""}`, "data-role": opts.role },
    cards.map((c, i) => ptblCard(c, { key: `${opts.role}:${i}:${c.id || "back"}`, onClick: opts.onClick })));
}

function ptblBacks(n, L) {
  return h("div", { class: "px-ptbl-backs", title: `${n}` },
    Array.from({ length: n }, () => h("span", { class: "px-ptbl-back", "aria-hidden": "true" })),
    h("span", { class: "px-sr" }, L.ptbl_hidden));
}

function ptblGroups(groups, role, L) {
  if (!groups.length) return h("span", { class: "px-note" }, L.ptbl_no_groups);
  return h("div", { class: "px-ptbl-groups", "data-role": role },
    groups.map((g, i) => h("div", { class: "px-ptbl-group", "data-group": i },
      ptblCards(g.cards, { role: `${role}-${i}`, cls: "px-ptbl-small" }),
      h("div", { class: "px-note px-ptbl-group-label" }, `${g.kind} · ${g.huxi}`))));
}

function ptblSeat(s, view, send) {
  const L = view.labels;
  const marks = [
    s.turn ? h("span", { class: "px-ptbl-mark px-ptbl-turn" }, L.ptbl_turn) : null,
    s.banker ? h("span", { class: "px-ptbl-mark", "data-role": "banker" }, L.ptbl_banker) : null,
    s.you ? h("span", { class: "px-ptbl-mark" }, L.ptbl_you) : null,
    s.wang ? h("span", { class: "px-ptbl-mark" }, s.wang) : null,
  ];
  const hand = s.cards.length
    ? ptblCards(s.cards, { role: `hand-${s.seat}`, cls: s.pos === "bottom" ? "" : "px-ptbl-small",
      onClick: s.clickable ? (c) => send({ kind: "discard", card: c.id }) : null })
    : ptblBacks(s.hidden, L);
  return h("div", { class: `px-ptbl-seat px-ptbl-pos-${s.pos}`, "data-seat": s.seat,
    "data-turn": s.turn ? "true" : null, "data-clickable": s.clickable ? "true" : null },
  h("div", { class: "px-ptbl-seat-head" }, h("b", {}, s.name), " ", marks,
    h("span", { class: "px-note" }, `${s.count} · ${s.huxi}`)),
  ptblGroups(s.groups, `groups-${s.seat}`, L),
  s.laid.length ? h("div", { class: "px-ptbl-laid" }, h("span", { class: "px-note" }, `${L.ptbl_laid}: `),
    ptblCards(s.laid, { role: `laid-${s.seat}`, cls: "px-ptbl-tiny" })) : null,
  s.memory ? h("div", { class: "px-note", "data-role": `memory-${s.seat}` }, s.memory) : null,
  hand);
}

function ptblDecision(view, send) {
  const d = view.decision;
  if (!d) return null;
  return h("div", { class: "px-ptbl-decision", "data-role": "decision", "data-stage": d.stage },
    h("div", { class: "px-ptbl-prompt" }, d.prompt),
    h("div", { class: "px-row" }, d.buttons.map((b) => h("button", {
      type: "button", class: "px-btn", "data-kind": b.kind, "data-value": b.value,
      "data-index": b.index, onclick: () => send({ kind: b.kind, index: b.index }),
    }, b.label))),
    adviceLine(view.advice),
    d.refused.map((r) => h("div", { class: "px-note px-ptbl-why" }, r)));
}

// which deck: the 82 cards with 王, or the 80-card game without (a new hand, the same seed)
function ptblDeck(view, send) {
  const L = view.labels;
  return h("label", { class: "px-note px-ptbl-deck" }, L.ptbl_deck, " ",
    h("select", { "data-role": "deck", "data-key": "deck", "aria-label": L.ptbl_deck,
      onchange: (e) => send({ kind: "deck", value: Number(e.currentTarget.value) }) },
    view.deck.choices.map((c) => h("option", { value: String(c.value),
      selected: c.value === view.deck.value ? true : null }, c.label))));
}

function ptblSide(view, send) {
  return h("div", { class: "px-ptbl-side" }, ...ctbHistory(view, "ptbl", send), ...ctbLedger(view, view.ledger));
}

// the winning grouping, under the seats: each group with its kind and 胡息, then the 番
function ptblWin(view) {
  const win = view.win;
  if (!win) return null;
  const L = view.labels;
  return h("div", { class: "px-ptbl-win", "data-role": "win" },
    h("b", {}, `${L.ptbl_win_groups}: `),
    h("div", { class: "px-ptbl-groups" }, win.groups.map((g, i) => h("div", { class: "px-ptbl-group", "data-group": i },
      ptblCards(g.cards, { role: `win-${i}`, cls: "px-ptbl-small" }),
      h("div", { class: "px-note px-ptbl-group-label" }, `${g.kind} · ${g.huxi}`)))),
    win.factors.length ? h("div", { class: "px-note" }, win.factors.join(" · ")) : null);
}

function ptblDraw(root, view, message, send) {
  const L = view.labels;
  ctbRoot(root, view, "paixue-paohuzi-table", view.decision ? view.decision.stage : "");
  const seat = (pos) => ptblSeat(view.seats.find((s) => s.pos === pos), view, send);
  root.replaceChildren(...[
    ctbHeader(view, send, L.ptbl_title),
    ctbMessage(message),
    ctbSteps(root, view, send, "ptbl"),
    h("div", { class: "px-ptbl-main" },
      h("div", { class: "px-ptbl-board" },
        seat("left"),
        h("div", { class: "px-ptbl-centre" },
          ptblDeck(view, send),
          h("div", { class: "px-note", "data-role": "pile" }, view.pile),
          h("div", { class: "px-ptbl-offer", "data-role": "offer" },
            h("div", { class: "px-note" }, L.ptbl_shown),
            view.offer ? [ptblCards([view.offer.card], { role: "offer-card" }),
              h("div", { class: "px-note" }, view.offer.text)] : h("div", { class: "px-note" }, L.ptbl_none_shown)),
          ptblDecision(view, send)),
        seat("right"),
        seat("bottom"),
        ptblWin(view)),
      ptblSide(view, send)),
    levelsStrip(view.levels, send),
    ctbReview(view, send),
    ctbBelow(view, send, "ptbl")].filter(Boolean));
  ctbAfterDraw(root, view, send);
}

function render({ model, el }) {
  return mount(model, el, "paixue-paohuzi-table", ptblDraw, ctbRead, CTB_TRAITS);
}

export default { render };

// Paixue 跑胡子 table: draws the `view` that PaohuziTable (Python) builds; every click is an
// intent {kind, ...} for PaohuziTable.handle. No rules and no strings live here: the labels
// come in view.labels, every text in the view. (tiles.js and cards.js's drawing are joined
// in front of this file by Python.)
// @cards.js

const PTBL_PACE_MS = 700;

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
    view.hint ? h("div", { class: "px-note", "data-role": "hint" }, view.hint) : null,
    d.refused.map((r) => h("div", { class: "px-note px-ptbl-why" }, r)));
}

function ptblSteps(root, view, send) {
  const L = view.labels;
  const auto = root.dataset.auto === "on";
  const go = (to) => () => send({ kind: "step", to });
  return h("div", { class: "px-row px-ptbl-steps" },
    h("button", { type: "button", class: "px-btn", "data-step": "start", onclick: go("start") }, L.ptbl_start),
    h("button", { type: "button", class: "px-btn", "data-step": "back", onclick: go("back") }, L.ptbl_back),
    h("button", { type: "button", class: "px-btn", "data-step": "forward", onclick: go("forward"),
      disabled: !view.step.can_forward }, L.ptbl_forward),
    h("button", { type: "button", class: "px-btn", "data-step": "end", onclick: go("end") }, L.ptbl_end),
    h("button", { type: "button", class: "px-btn", "data-step": "auto", "aria-pressed": auto ? "true" : "false",
      onclick: (e) => {
        const on = root.dataset.auto !== "on";
        root.dataset.auto = on ? "on" : "off";
        clearTimeout(root._ptblTimer);
        e.currentTarget.textContent = on ? L.ptbl_stop : L.ptbl_auto;
        e.currentTarget.setAttribute("aria-pressed", on ? "true" : "false");
        if (on) send({ kind: "step", to: "forward" }); // the first step now, then at the pace
      },
    }, auto ? L.ptbl_stop : L.ptbl_auto),
    h("span", { class: "px-ptbl-step", "data-role": "step" }, view.step.text));
}

function ptblSide(view) {
  const L = view.labels;
  return h("div", { class: "px-ptbl-side" },
    h("h4", { class: "px-heading" }, L.ptbl_history),
    h("ol", { class: "px-ptbl-history", "data-role": "history", start: view.history_all - view.history.length + 1 },
      view.history.map((line) => h("li", {}, line))),
    h("h4", { class: "px-heading" }, L.ptbl_ledger),
    h("table", { class: "px-table", "data-role": "ledger" },
      view.ledger.map((r) => h("tr", {}, h("td", {}, r.name), h("td", {}, r.delta > 0 ? `+${r.delta}` : `${r.delta}`)))));
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

function ptblBelow(view, send) {
  const L = view.labels;
  const seed = h("input", { type: "number", class: "px-number", value: view.seed, "data-key": "seed", "aria-label": L.ptbl_new });
  const text = h("textarea", { class: "px-ptbl-json", "data-role": "json", rows: 2, "aria-label": L.ptbl_replay }, view.json);
  return h("div", { class: "px-row px-ptbl-below" },
    seed, h("button", { type: "button", class: "px-btn", "data-kind": "new",
      onclick: () => send({ kind: "new", seed: Number(seed.value) }) }, L.ptbl_new),
    h("button", { type: "button", class: "px-btn", "data-kind": "save", onclick: () => send({ kind: "save" }) }, L.ptbl_save),
    text,
    h("button", { type: "button", class: "px-btn", "data-kind": "load", onclick: () => send({ kind: "load", text: text.value }) }, L.ptbl_load));
}

function ptblDraw(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-paohuzi-table px-root px-size-${view.size}`;
  root.dataset.lang = view.lang;
  root.dataset.size = view.size;
  root.dataset.stage = view.decision ? view.decision.stage : "";
  root.dataset.over = view.step.over ? "true" : "false";
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const seat = (pos) => ptblSeat(view.seats.find((s) => s.pos === pos), view, send);
  root.replaceChildren(...[
    h("div", { class: "px-row px-header" },
      h("span", { class: "px-title" }, L.ptbl_title),
      h("span", { class: "px-spacer" }),
      h("label", {}, h("input", { type: "checkbox", checked: view.open, "data-key": "open",
        onchange: (e) => send({ kind: "open", value: e.target.checked }) }), " ", L.ptbl_open),
      h("button", { type: "button", class: "px-btn", "data-kind": "lang",
        onclick: () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" }) }, view.lang === "zh" ? "English" : "中文"),
      h("button", { type: "button", class: "px-btn", "data-kind": "size",
        onclick: () => send({ kind: "size", value: view.size === "large" ? "normal" : "large" }) }, view.size === "large" ? "A−" : "A+")),
    message && message.text ? h("div", { class: `px-message px-message-${message.level || "info"}`, role: "status",
      "data-role": "message" }, message.title ? h("b", {}, `${message.title}: `) : null, message.text) : null,
    ptblSteps(root, view, send),
    h("div", { class: "px-ptbl-main" },
      h("div", { class: "px-ptbl-board" },
        seat("left"),
        h("div", { class: "px-ptbl-centre" },
          h("div", { class: "px-note", "data-role": "pile" }, view.pile),
          h("div", { class: "px-ptbl-offer", "data-role": "offer" },
            h("div", { class: "px-note" }, L.ptbl_shown),
            view.offer ? [ptblCards([view.offer.card], { role: "offer-card" }),
              h("div", { class: "px-note" }, view.offer.text)] : h("div", { class: "px-note" }, L.ptbl_none_shown)),
          ptblDecision(view, send)),
        seat("right"),
        seat("bottom"),
        ptblWin(view)),
      ptblSide(view)),
    ptblBelow(view, send)].filter(Boolean));
  const history = root.querySelector('[data-role="history"]');
  if (history) history.scrollTop = history.scrollHeight; // the latest line in view
  clearTimeout(root._ptblTimer);
  if (root.dataset.auto === "on") {
    if (view.step.can_forward) root._ptblTimer = setTimeout(() => send({ kind: "step", to: "forward" }), PTBL_PACE_MS);
    else root.dataset.auto = "off";
  }
}

function render({ model, el }) {
  return mount(model, el, "paixue-paohuzi-table", ptblDraw);
}

export default { render };

// Paixue 斗地主 table: draws the `view` that DoudizhuTable (Python) builds; every click is an
// intent {kind, ...} for DoudizhuTable.handle. No rules and no strings live here: the labels
// come in view.labels, every text in the view. (tiles.js and cards.js's drawing are joined
// in front of this file by Python.)
// @cards.js

const DDZ_PACE_MS = 700;

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
    }, b.label))),
    d.buttons.filter((b) => b.disabled && b.why).map((b) => h("div", { class: "px-note px-ddz-why" }, b.why)));
}

function ddzSteps(root, view, send) {
  const L = view.labels;
  const auto = root.dataset.auto === "on";
  const go = (to) => () => send({ kind: "step", to });
  return h("div", { class: "px-row px-ddz-steps" },
    h("button", { type: "button", class: "px-btn", "data-step": "start", onclick: go("start") }, L.ddz_start),
    h("button", { type: "button", class: "px-btn", "data-step": "back", onclick: go("back") }, L.ddz_back),
    h("button", { type: "button", class: "px-btn", "data-step": "forward", onclick: go("forward"),
      disabled: !view.step.can_forward }, L.ddz_forward),
    h("button", { type: "button", class: "px-btn", "data-step": "end", onclick: go("end") }, L.ddz_end),
    h("button", { type: "button", class: "px-btn", "data-step": "auto", "aria-pressed": auto ? "true" : "false",
      onclick: (e) => {
        const on = root.dataset.auto !== "on";
        root.dataset.auto = on ? "on" : "off";
        clearTimeout(root._ddzTimer);
        e.currentTarget.textContent = on ? L.ddz_stop : L.ddz_auto; // the view itself is unchanged
        e.currentTarget.setAttribute("aria-pressed", on ? "true" : "false");
        if (on) send({ kind: "step", to: "forward" }); // the first step now, then at the pace
      },
    }, auto ? L.ddz_stop : L.ddz_auto),
    h("span", { class: "px-ddz-step", "data-role": "step" }, view.step.text));
}

function ddzSide(view) {
  const L = view.labels;
  return h("div", { class: "px-ddz-side" },
    h("h4", { class: "px-heading" }, L.ddz_history),
    h("ol", { class: "px-ddz-history", "data-role": "history", start: view.history_all - view.history.length + 1 },
      view.history.map((line) => h("li", {}, line))),
    h("h4", { class: "px-heading" }, `${L.ddz_multiplier}: ${view.multiplier.total}`),
    h("div", { class: "px-note", "data-role": "multiplier" }, view.multiplier.lines.join(" · ")),
    h("h4", { class: "px-heading" }, L.ddz_ledger),
    h("table", { class: "px-table", "data-role": "ledger" },
      view.ledger.map((r) => h("tr", {}, h("td", {}, r.name), h("td", {}, r.delta > 0 ? `+${r.delta}` : `${r.delta}`)))));
}

function ddzBelow(view, send) {
  const L = view.labels;
  const seed = h("input", { type: "number", class: "px-number", value: view.seed, "data-key": "seed", "aria-label": L.ddz_new });
  const text = h("textarea", { class: "px-ddz-json", "data-role": "json", rows: 2, "aria-label": L.ddz_replay }, view.json);
  return h("div", { class: "px-row px-ddz-below" },
    seed, h("button", { type: "button", class: "px-btn", "data-kind": "new",
      onclick: () => send({ kind: "new", seed: Number(seed.value) }) }, L.ddz_new),
    h("button", { type: "button", class: "px-btn", "data-kind": "save", onclick: () => send({ kind: "save" }) }, L.ddz_save),
    text,
    h("button", { type: "button", class: "px-btn", "data-kind": "load", onclick: () => send({ kind: "load", text: text.value }) }, L.ddz_load));
}

function ddzDraw(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-doudizhu px-root px-size-${view.size}`;
  root.dataset.lang = view.lang;
  root.dataset.size = view.size;
  root.dataset.stage = view.decision ? view.decision.stage : "";
  root.dataset.over = view.step.over ? "true" : "false";
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const seat = (pos) => ddzSeat(view.seats.find((s) => s.pos === pos), view, send);
  root.replaceChildren(...[
    h("div", { class: "px-row px-header" },
      h("span", { class: "px-title" }, L.ddz_title),
      h("span", { class: "px-spacer" }),
      h("label", {}, h("input", { type: "checkbox", checked: view.open, "data-key": "open",
        onchange: (e) => send({ kind: "open", value: e.target.checked }) }), " ", L.ddz_open),
      h("button", { type: "button", class: "px-btn", "data-kind": "lang",
        onclick: () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" }) }, view.lang === "zh" ? "English" : "中文"),
      h("button", { type: "button", class: "px-btn", "data-kind": "size",
        onclick: () => send({ kind: "size", value: view.size === "large" ? "normal" : "large" }) }, view.size === "large" ? "A−" : "A+")),
    message && message.text ? h("div", { class: `px-message px-message-${message.level || "info"}`, role: "status",
      "data-role": "message" }, message.title ? h("b", {}, `${message.title}: `) : null, message.text) : null,
    ddzSteps(root, view, send),
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
      ddzSide(view)),
    ddzBelow(view, send)].filter(Boolean));
  const history = root.querySelector('[data-role="history"]');
  if (history) history.scrollTop = history.scrollHeight; // the latest line in view
  clearTimeout(root._ddzTimer);
  if (root.dataset.auto === "on") {
    if (view.step.can_forward) root._ddzTimer = setTimeout(() => send({ kind: "step", to: "forward" }), DDZ_PACE_MS);
    else root.dataset.auto = "off";
  }
}

function render({ model, el }) {
  return mount(model, el, "paixue-doudizhu", ddzDraw);
}

export default { render };

// Paixue card table: draws the `view` state that CardTable (Python) computes; every click
// becomes an intent {kind, ...} handled by CardTable.handle. No rules live here.
// (tiles.js is joined in front of this file by Python: h, PX_SVG, pxSvgText, tileButton,
// tileImg, keepFocus come from there.)

// A playing card: rank and suit symbol in the corner, a big symbol (or rank) in the middle.
// Red cards are also told apart by their symbol (♥ ♦), jokers by 大/小, never colour alone.
function cardSvg(card) {
  const svg = blankFace("px-card", 56, 4);
  if (card.joker) {
    svg.append(pxSvgText(20, 22, 15, card.rank.slice(0, 1), "px-glyph px-card-rank"));
    svg.append(pxSvgText(20, 44, 19, card.rank.slice(1), "px-glyph px-card-rank"));
    return svg;
  }
  const small = card.rank.length > 1 ? 10 : 12;
  svg.append(pxSvgText(10, 14, small, card.rank, "px-glyph px-card-rank"));
  if (card.suit) {
    svg.append(pxSvgText(10, 26, 11, card.suit, "px-glyph px-card-suit"));
    svg.append(pxSvgText(24, 44, 20, card.suit, "px-glyph px-card-suit"));
  } else {
    svg.append(pxSvgText(22, 42, card.rank.length > 1 ? 17 : 21, card.rank,
      "px-glyph px-card-rank"));
  }
  return svg;
}

// A 跑胡子 paper card: tall and narrow, its numeral (一…十 small, 壹…拾 big) large in the
// middle, the case (小/大) at the top, big enough to read (≥ 11 px at the normal size); a red
// card (二七十) also carries a ● mark, a 王 a ★ and a dashed edge, so colour is never the only
// signal. A 王 standing for a card shows it below.
function phCardSvg(card) {
  const svg = blankFace("px-card", 56, 3);
  svg.append(pxSvgText(20, 16, 14, card.case === "王" ? "★" : card.case, "px-glyph px-ph-case"));
  svg.append(pxSvgText(20, 38, 22, card.rank, "px-glyph px-card-rank"));
  // what a 王 stands for: as large as the case mark, so it reads (≥ 11 px) at the normal size
  if (card.joker && card.as) svg.append(pxSvgText(20, 53, 14, `=${card.as}`, "px-glyph px-ph-as"));
  else if (card.mark) svg.append(pxSvgText(20, 52, 10, card.mark, "px-glyph px-ph-mark"));
  return svg;
}

function cardClass(card, extra) {
  const cls = ["px-card", card.red ? "px-card-red" : "px-card-black"];
  if (card.joker) cls.push("px-card-joker");
  if (extra) cls.push(extra);
  return cls.join(" ");
}

// A card (or an 二八杠 tile) as a button; tiles are drawn by tiles.js.
function pieceButton(card, opts = {}) {
  if (card.kind === "tile") return tileButton(card, { ...opts, data: { card: card.id, ...(opts.data || {}) } });
  const label = opts.hint ? `${card.label} (${opts.hint})` : card.label;
  const ph = card.kind === "ph";
  const attrs = {
    type: "button", class: cardClass(card, ph ? `px-ph ${opts.cls || ""}` : opts.cls),
    "aria-label": label, title: label, "data-card": card.id, "data-key": opts.key,
    "data-red": ph && card.red ? "true" : null, onclick: opts.onClick,
    disabled: opts.disabled ? true : null,  // shown, not a choice (a retry's card of a bid)
  };
  for (const [k, v] of Object.entries(opts.data || {})) attrs[`data-${k}`] = v;
  return h("button", attrs, ph ? phCardSvg(card) : cardSvg(card));
}

function ctSection(role, title, ...children) {
  return h("section", { class: `px-section px-${role}`, "data-role": role, "aria-label": title },
    h("h4", { class: "px-heading" }, title), ...children);
}

function ctHeader(view, send) {
  const L = view.labels;
  return h("div", { class: "px-header" },
    h("span", { class: "px-title" }, `${L.cardtable} · ${view.title}`),
    h("span", { class: "px-spacer" }),
    displayButtons(view, L, send),
    view.game === "tuitongzi" ? facesButton(view.lang, send) : null);  // its tiles are 筒
}

function ctMessage(message) {
  return h("div", {
    class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
    "data-level": message.level || "", role: "status", "aria-live": "polite",
  }, message.text || "");
}

function ctTextRow(view, message, send) {
  const L = view.labels;
  const active = view.slots.find((s) => s.active);
  const hint = view.text_hint || L.text_hint;
  const input = h("input", {
    type: "text", class: "px-text", "data-role": "text", "data-key": "i:text",
    "aria-label": `${L.load}: ${active.label}`, title: hint, placeholder: hint,
    spellcheck: "false", value: message.input !== undefined ? message.input : active.text,
    onkeydown: (e) => { if (e.key === "Enter") send({ kind: "text", text: input.value }); },
  });
  const btn = (role, label, onclick, disabled) => h("button", {
    type: "button", class: "px-btn", "data-role": role, "data-key": `b:${role}`, onclick, disabled,
  }, label);
  return h("div", { class: "px-row px-textrow" }, input,
    btn("load", L.load, () => send({ kind: "text", text: input.value })),
    btn("undo", L.undo, () => send({ kind: "undo" }), !view.history.undo),
    btn("redo", L.redo, () => send({ kind: "redo" }), !view.history.redo),
    btn("clear", L.clear, () => send({ kind: "clear" })));
}

// The slots: a slot that holds a few cards (a winning card, a 三张 hand, an 二八杠 pair) sits
// beside the next one, and the situation switches (跑胡子's 自摸) beside those, so the hand
// and the palette stay on one screen with the answer.
function ctSlots(view, send) {
  const L = view.labels;
  return h("div", { class: "px-slots" }, view.slots.map((s) => h("section", {
    class: `px-section px-slot${s.active ? " px-slot-active" : ""}${s.most <= 3 ? " px-slot-small" : ""}`,
    "data-role": "slot", "data-slot": s.name, "data-cards": s.text,
    "data-active": s.active ? "true" : "false", "aria-label": s.label,
  },
  h("div", { class: "px-row" },
    h("button", { type: "button", class: "px-btn px-slot-btn", "data-role": "slot-select",
      "data-key": `slot:${s.name}`, "aria-pressed": s.active ? "true" : "false",
      title: s.active ? L.active_hint : L.make_active,
      onclick: () => send({ kind: "slot", slot: s.name }) }, s.label),
    h("span", { class: "px-note" }, s.count, s.active && s.most > 3 ? ` · ${L.active_hint}` : ""),
    s.melds ? meldPicker(s, send) : null),
  h("div", { class: "px-tiles px-cards" }, s.cards.length
    ? s.cards.map((c) => pieceButton(c, {
      key: `${s.name}:${c.index}`, hint: L.remove_hint, cls: c.pending ? "px-pending" : "",
      data: { index: c.index, slot: s.name, pending: c.pending ? "true" : null },
      onClick: () => send({ kind: "remove", slot: s.name, index: c.index }),
    }))
    : h("span", { class: "px-empty" }, s.melds ? `${L.empty} ${s.meld_hint}` : L.empty),
  s.pending ? h("span", { class: "px-note", "data-role": "pending" }, s.pending) : null))),
  ctToggles(view, send));
}

// 跑胡子's table slot: which group a clicked card makes (碰 跑 偎 提, or 吃 from three clicks).
function meldPicker(s, send) {
  return h("span", { class: "px-row px-meld-picker", "data-role": "meld-picker", title: s.meld_hint },
    s.melds.map((m) => h("button", {
      type: "button", class: "px-btn", "data-meld": m.value, "data-key": `meld:${m.value}`,
      "aria-pressed": m.active ? "true" : "false", title: m.title,
      onclick: () => send({ kind: "meld", value: m.value }),
    }, m.label)));
}

function ctPalette(view, send) {
  const L = view.labels;
  const title = { tuitongzi: L.palette_tiles, paohuzi: L.palette_ph }[view.game] || L.palette;
  return ctSection("palette", title,
    view.palette.map((row) => h("div", { class: "px-tiles px-palette-row" },
      row.map((c) => pieceButton(c, {
        key: `p:${c.id}`, hint: L.add_hint, data: { palette: "true" },
        onClick: () => send({ kind: "add", card: c.id }),
      })))));
}

// The situation switches (跑胡子's 自摸) sit with the slots: they change the answer.
function ctToggles(view, send) {
  if (!view.toggles || !view.toggles.length) return null;
  return h("div", { class: "px-row px-toggles" }, view.toggles.map((t) => h("label", {
    class: "px-field" }, h("input", { type: "checkbox", checked: t.value, "data-toggle": t.name,
    "data-key": `t:${t.name}`, onchange: (e) => send({ kind: "toggle", name: t.name,
      value: e.target.checked }),
    onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); e.target.click(); } } }),
  ` ${t.label}`)));
}

// Rule options fold below the table; a text or number field applies on Enter as on leaving it.
function ctOptions(view, send) {
  const L = view.labels;
  return h("details", { class: "px-section px-options", "data-role": "options", "data-key": "options" },
    h("summary", {}, L.options), view.options.map((o) => enterApplies(optionRow(o, send))));
}

// Enter in a field commits it as leaving the field does (a change event); the browser's own
// change for the same value afterwards (on Enter or on leaving) is dropped, so it applies once.
function enterApplies(node) {
  for (const input of node.querySelectorAll("input:not([type=checkbox])")) {
    let sent = input.defaultValue;
    input.addEventListener("change", (e) => {
      if (input.value === sent) e.stopImmediatePropagation();
      else sent = input.value;
    }, { capture: true });
    input.addEventListener("keydown", (e) => {
      if (e.key !== "Enter") return;
      e.preventDefault();
      input.dispatchEvent(new Event("change"));
    });
  }
  return node;
}

function ctBlock(block, view, send) {
  const L = view.labels;
  const data = {};
  for (const [k, v] of Object.entries(block.data || {})) data[`data-${k}`] = v;
  if (block.kind === "text") {
    return h("div", { class: `px-card-line px-line-${block.level || "plain"}`,
      "data-level": block.level || "", ...data }, block.text);
  }
  if (block.kind === "note") return h("div", { class: "px-note px-why" }, block.text);
  if (block.kind === "seed") {
    return block.text ? h("blockquote", { class: "px-seed", lang: "zh-Hant" },
      h("span", { class: "px-tag" }, `${L.seed}: `), block.text) : null;
  }
  if (block.kind === "groups") {
    return h("div", { class: "px-groups", title: block.hint }, block.groups.map((g) =>
      h("div", { class: "px-group", "data-type": g.type, "data-count": g.count },
        h("div", { class: "px-group-label" }, `${g.label} (${g.count})`),
        h("div", { class: "px-row" }, g.patterns.map((p) => h("button", {
          type: "button", class: "px-btn px-pattern", "data-pattern": p.pattern,
          "data-key": `pat:${g.type}:${p.pattern}`, title: block.hint,
          onclick: () => send({ kind: "pick", pattern: p.pattern }),
        }, p.text)), g.more ? h("span", { class: "px-note" }, `… ${g.more}`) : null))));
  }
  if (block.kind === "melds") {
    // a grouping: each group's cards (a 王 shows what it stands for), kind and 胡息
    return h("div", { class: "px-melds" }, block.groups.map((g) => h("div", {
      class: `px-meld${g.win ? " px-meld-win" : ""}`, "data-kind": g.kind, "data-huxi": g.huxi,
      "data-where": g.where,
    }, h("div", { class: "px-tiles" }, g.cards.map((c) => h("span", {
      class: `${cardClass(c, "px-ph px-card-static")}${c.joker ? " px-wild" : ""}`, role: "img",
      "aria-label": c.label, title: c.label, "data-card": c.id,
      "data-wild": c.joker ? "true" : null }, phCardSvg(c)))),
    h("div", { class: "px-meld-label" }, `${g.label} · ${g.huxi}`))));
  }
  if (block.kind === "table") {
    return h("table", { class: "px-table" },
      h("thead", {}, h("tr", {}, block.head.map((c) => h("th", {}, c)))),
      h("tbody", {}, block.rows.map((r) => {
        const attrs = {};
        for (const [k, v] of Object.entries(r.data || {})) attrs[`data-${k}`] = v;
        return h("tr", attrs, r.cells.map((c) => h("td", {}, c)));
      })));
  }
  if (block.kind === "inputs") {
    const bets = view.bets.map((b, n) => h("label", { class: "px-field" }, `${view.labels[`p${n + 1}`]} `,
      h("input", { type: "number", min: 0, class: "px-number", value: b, "data-bet": n,
        "data-key": `bet:${n}`, "aria-label": `${L.bet} ${view.labels[`p${n + 1}`]}`,
        onchange: (e) => send({ kind: "bet", position: n, value: Number(e.target.value) }) })));
    return enterApplies(h("div", { class: "px-row" }, h("span", { class: "px-label" }, `${L.bet}:`), bets,
      h("label", { class: "px-field" }, `${L.pool} `, h("input", {
        type: "number", min: 0, class: "px-number", value: view.pool, "data-role": "pool",
        "data-key": "pool", "aria-label": L.pool,
        onchange: (e) => send({ kind: "pool", value: Number(e.target.value) }) }))));
  }
  return null;
}

// The answer panels; a secondary one (Python marks it `fold`) is folded under its title.
function ctPanels(view, send) {
  return view.panels.map((p) => {
    const body = [h("h4", { class: "px-heading" }, p.title), p.blocks.map((b) => ctBlock(b, view, send))];
    if (!p.fold) return h("section", { class: "px-panel", "data-panel": p.name, "aria-label": p.title }, body);
    return h("details", { class: "px-panel px-fold", "data-panel": p.name, "data-key": `fold:${p.name}`,
      "aria-label": p.title }, h("summary", {}, p.title), p.blocks.map((b) => ctBlock(b, view, send)));
  });
}

function drawTable(root, view, message, send) {
  root.className = `paixue-cards px-root px-size-${view.size}`;
  root.dataset.game = view.game;
  root.dataset.lang = view.lang;
  root.dataset.size = view.size;
  root.dataset.active = view.active;
  for (const [k, v] of Object.entries(view.data)) root.dataset[k.replace(/-(\w)/g, (_m, c) => c.toUpperCase())] = v;
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(
    ctHeader(view, send),
    ctMessage(message),
    ctTextRow(view, message, send),
    h("div", { class: "px-columns px-ct-columns" },
      h("div", { class: "px-col" }, ctSlots(view, send), ctPalette(view, send)),
      h("div", { class: "px-col px-panels", "data-role": "answer" }, ctPanels(view, send))),
    ctOptions(view, send),
    view.code ? codeRow(view.code, view.labels, send, message) : null);
}

function render({ model, el }) {
  return mount(model, el, "paixue-cards", drawTable);
}

export default { render };

// Paixue rule comparison (Compare): draws the `view` Python computes — one hand, one column per
// rule set (fan lines and total, or why it does not win), and each difference with the rule
// that makes it. Every click is an intent {kind, ...} for Compare.handle; no rules live here.
// (tiles.js is joined in front: h, tileButton, tileImg, mount, codeRow come from there.)

function cmpSection(role, title, ...children) {
  return h("section", { class: `px-section px-cmp-${role}`, "data-role": role, "aria-label": title },
    h("h4", { class: "px-heading" }, title), ...children);
}

function cmpHand(view, send) {
  const W = view.words;
  const hand = view.hand;
  const tiles = hand.tiles.map((t) => tileButton(t, {
    key: `hand:${t.index}`, cls: t.winning ? "px-winning" : (t.flower ? "px-flower" : ""),
    data: { index: t.index, role: "hand-tile" },
    onClick: () => send({ kind: "remove", index: t.index }) }));
  const melds = hand.melds.map((m) => h("span", { class: "px-meld", "data-meld": m.text },
    h("span", { class: "px-meld-tiles" }, m.tiles.map((t) => tileImg(t))),
    h("span", { class: "px-meld-label" }, m.label)));
  const input = h("input", {
    type: "text", class: "px-text", "data-role": "text", "data-key": "i:text",
    "aria-label": W.text, title: W.text_hint, placeholder: W.text_hint, spellcheck: "false",
    value: view.text,
    onkeydown: (e) => { if (e.key === "Enter") send({ kind: "text", text: input.value }); },
  });
  const btn = (role, label, msg, disabled) => h("button", { type: "button", class: "px-btn",
    "data-role": role, "data-key": `b:${role}`, disabled,
    onclick: () => send(msg || { kind: "text", text: input.value }) }, label);
  return cmpSection("hand", `${W.hand} · ${hand.size_label}`,
    h("div", { class: "px-tiles", "data-role": "hand-tiles" }, tiles, melds),
    h("div", { class: "px-row" }, input, btn("load", W.load, null),
      btn("undo", W.undo, { kind: "undo" }, !view.history.undo),
      btn("redo", W.redo, { kind: "redo" }, !view.history.redo),
      btn("clear", W.clear, { kind: "clear" }, hand.size === 0)),
    view.note ? h("div", { class: "px-note", "data-role": "note" }, view.note) : null);
}

// Every tile in one wrapping row (a gap between suits): the columns stay on the screen.
function cmpPalette(view, send) {
  return h("details", { class: "px-cmp-palette", "data-key": "palette", open: true },
    h("summary", {}, view.words.palette),
    h("div", { class: "px-tiles px-cmp-palette-tiles" },
      view.palette.map((row, i) => h("span", { class: "px-cmp-suit", "data-suit": i },
        row.map((t) => tileButton(t, { key: `pal:${t.id}`, disabled: !!t.used, hint: t.used,
          data: { role: "palette-tile" }, onClick: () => send({ kind: "add", tile: t.id }) }))))));
}

function cmpControls(view, send) {
  const W = view.words;
  const flags = view.situation.map((f) => h("label", { class: "px-check", title: f.hint },
    h("input", { type: "checkbox", checked: f.value, "data-flag": f.key, "data-key": `f:${f.key}`,
      onchange: () => send({ kind: "toggle", key: f.key }) }), ` ${f.label}`));
  const variants = view.variants.length ? h("div", { class: "px-row", "data-role": "variants",
    title: W.compare_columns_hint },
  h("b", {}, `${W.compare_columns}:`),
  view.variants.map((x) => h("label", { class: "px-check" },
    h("input", { type: "checkbox", checked: x.shown, "data-variant": x.id,
      "data-key": `v:${x.id}`, onchange: () => send({ kind: "column", variant: x.id }) }),
    ` ${x.label}`))) : null;
  return h("div", { class: "px-section" },
    h("div", { class: "px-row", "data-role": "situation" }, h("b", {}, `${W.compare_situation}:`), flags),
    variants);
}

function cmpColumn(col, view, send) {
  const W = view.words;
  const head = h("div", { class: "px-cmp-head" },
    h("div", { class: "px-cmp-name" }, col.label),
    col.reference ? h("span", { class: "px-tag", "data-role": "reference" }, W.compare_reference)
      : h("button", { type: "button", class: "px-btn px-small-btn", "data-role": "make-reference",
        "data-key": `ref:${col.index}`, title: W.compare_make_reference_hint,
        onclick: () => send({ kind: "reference", index: col.index }) }, W.compare_make_reference));
  let body;
  if (col.total === null) {
    body = h("div", { class: "px-cmp-refusal", "data-role": "refusal" },
      h("div", { class: "px-big" }, col.held ? W.compare_refused : W.compare_no_tiles),
      h("div", { class: "px-why" }, col.refusal));
  } else {
    body = h("div", {},
      h("table", { class: "px-table px-fans" }, h("tbody", {},
        col.lines.map((ln) => h("tr", { class: ln.differs ? "px-cmp-differs" : "",
          "data-fan": ln.key, "data-differs": ln.differs ? "true" : null },
        h("td", { title: ln.differs ? W.compare_differs_hint : null },
          ln.differs ? "◆ " : "", ln.label), h("td", { class: "px-num" }, ln.text))))),
      h("div", { class: "px-big px-cmp-total", "data-role": "total", "data-total": col.total },
        col.total_label),
      col.excluded.length ? h("details", { "data-key": `ex:${col.index}` },
        h("summary", {}, W.compare_excluded),
        h("ul", { class: "px-excluded" }, col.excluded.map((e) => h("li", {}, `${e.label} — ${e.why}`))))
        : null,
      col.notes.map((n) => h("div", { class: "px-note" }, n)));
  }
  return h("div", { class: `px-cmp-col${col.reference ? " px-cmp-ref" : ""}`,
    "data-role": "column", "data-index": col.index, "data-variant": col.variant }, head, body,
  col.differences ? cmpDifferences(col.differences, view) : null);
}

// This column against the reference: each difference, the rule that makes it first.
function cmpDifferences(g, view) {
  return h("div", { class: "px-cmp-group", "data-role": "difference-group", "data-column": g.column },
    h("div", { class: "px-cmp-against" }, g.title),
    g.same ? h("div", { class: "px-note", "data-role": "same" }, g.same) : null,
    h("ul", {}, g.items.map((d) => h("li", { "data-role": "difference", "data-kind": d.kind },
      h("span", { class: "px-tag" }, `${d.kind_label}: `), h("b", {}, d.text),
      d.effect ? h("span", {}, ` — ${d.effect}`) : null))));
}

function drawCompare(root, view, message, send) {
  const W = view.words;
  root.className = `paixue-compare px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(...[  // (replaceChildren, unlike h, would write a null as "null")
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, W.compare_title),
      h("span", { class: "px-spacer" }),
      displayButtons(view, view.labels, send),
      facesButton(view.lang, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    cmpHand(view, send),
    cmpPalette(view, send),
    cmpControls(view, send),
    h("div", { class: "px-cmp-columns", "data-role": "columns" },
      view.columns.map((c) => cmpColumn(c, view, send))),
    view.left_out.length ? h("div", { class: "px-note", "data-role": "left-out" },
      `${W.compare_left_out}: ${view.left_out.join("; ")}`) : null,
    codeRow(view.code, view.labels, send, message)].filter(Boolean));
}

export default { render: ({ model, el }) => mount(model, el, "paixue-compare", drawCompare) };

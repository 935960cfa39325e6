// Paixue: the fan book (FanBook) — a searchable list of a variant's fans; the chosen fan's
// names, value, 不计 list, example hand (the tiles that make the fan marked), its "what if"
// near miss, and the variant's rule options each shown on a hand. Python sends every word,
// hand, mark and score; this only draws them.
// Intents: {kind: select, key} {kind: search, text} {kind: show, which: example|miss}
// {kind: lab} {kind: undo|redo|lang|size|faces}.

function fbTile(t) {
  const img = tileImg(t, false);
  if (t.marked) {
    img.classList.add("px-fb-marked");
    img.dataset.marked = "true";
  }
  return img;
}

function fbHand(hand, L, role) {
  return h("div", { class: "px-fb-hand", "data-role": role },
    h("div", { class: "px-fb-tiles" }, hand.groups.map((g) =>
      h("span", { class: `px-fb-group px-fb-${g.kind}`, "data-group": g.kind, title: g.text || null },
        g.tiles.map(fbTile)))),
    h("code", { class: "px-fb-text", "data-role": `${role}-text` }, hand.text),
    hand.options ? h("div", { class: "px-fb-needs" }, hand.options) : null,
    h("div", { class: "px-fb-events", "data-role": `${role}-events` },
      h("span", { class: "px-fb-label" }, L.fb_events + ": "),
      hand.events.length ? hand.events.map((e) => h("span", { class: "px-fb-event",
        "data-event": e.key, title: e.hint || null }, e.label)) :
        h("span", { class: "px-fb-event", "data-event": "discard" }, L.fb_no_events)),
    h("table", { class: "px-fb-lines", "data-role": `${role}-lines` },
      hand.score.lines.map((l) => h("tr", { class: l.this ? "px-fb-this" : null,
        "data-line": l.key },
        h("td", {}, l.name + (l.count > 1 ? ` ×${l.count}` : "")), h("td", {}, l.value))),
      h("tr", { class: "px-fb-total" }, h("td", {}, hand.total_label || L.fb_lines),
        h("td", { "data-role": `${role}-total` }, hand.score.total))),
    hand.score.excluded.map((x) => h("div", { class: "px-fb-excluded" }, x)),
    (hand.score.notes || []).map((x) => h("div", { class: "px-fb-note" }, x)));
}

function fbFan(f, L, view, send) {
  if (!f) return h("div", { class: "px-fb-detail px-fb-empty", "data-role": "detail" }, L.fb_pick);
  const showMiss = f.showing === "miss" && f.miss;
  return h("div", { class: "px-fb-detail", "data-role": "detail", "data-fan": f.key },
    h("h3", { class: "px-fb-name" },
      h("span", { lang: "zh-Hans", class: "px-fb-zh" }, f.zh), " ",
      h("span", { lang: "en", class: "px-fb-en" }, f.en), rulingBadge(f.ruling)),
    h("div", { class: "px-fb-facts" },
      h("span", {}, `${L.fb_value}: `, h("b", { "data-role": "value" }, f.value)),
      h("span", {}, `${L.fb_pinyin}: `, h("i", {}, f.pinyin))),
    h("div", { class: "px-fb-bujis", "data-role": "exclusion" },
      h("b", {}, (f.exclusion_label || L.fb_bujis) + ": "), f.exclusion),
    f.example ? [
      h("h4", { class: "px-heading", title: L.fb_example_hint },
        showMiss ? L.fb_miss : L.fb_example),
      showMiss ? h("div", { class: "px-fb-why", "data-role": "why" },
        h("b", {}, f.miss.change), " → ", f.miss.why) : null,
      showMiss && f.miss.nearer ? h("div", { class: "px-fb-nearer", "data-role": "nearer" },
        h("b", {}, L.fb_nearer + ": "), f.miss.nearer) : null,
      fbHand(showMiss ? f.miss : f.example, L, showMiss ? "miss" : "example"),
      h("div", { class: "px-fb-buttons" },
        h("button", { type: "button", class: "px-btn", "data-role": "whatif",
          "data-key": "b:whatif", title: f.has_miss ? L.fb_whatif_hint : L.fb_no_miss,
          disabled: !f.has_miss && !showMiss,
          onclick: () => send({ kind: "show", which: showMiss ? "example" : "miss" }) },
          showMiss ? L.fb_back : L.fb_whatif),
        h("button", { type: "button", class: "px-btn", "data-role": "lab", "data-key": "b:lab",
          title: L.fb_lab_hint, onclick: () => send({ kind: "lab" }) }, L.fb_lab),
        view.at_table && !showMiss ? h("button", { type: "button", class: "px-btn",
          "data-role": "table", "data-key": "b:table", title: L.fb_table_hint,
          onclick: () => send({ kind: "table" }) }, L.fb_table) : null),
      view.at_table_not && !showMiss ? h("div", { class: "px-fb-nomiss",
        "data-role": "no-table" }, view.at_table_not) : null,
      view.lab_code ? h("input", { type: "text", class: "px-fb-code", "data-role": "lab-code",
        readonly: true, value: view.lab_code, "aria-label": L.fb_lab,
        onfocus: (e) => e.target.select() }) : null,
      f.has_miss ? null : h("div", { class: "px-fb-nomiss", "data-role": "no-miss" }, L.fb_no_miss,
        f.no_miss ? [": ", h("span", { "data-role": "no-miss-why" }, f.no_miss)] : null),
    ] : h("div", { class: "px-fb-noexample" }, f.no_example || L.fb_no_example));
}

function fbOptions(rows, L) {
  return h("details", { class: "px-fb-options", "data-role": "options", "data-key": "d:options" },
    h("summary", {}, L.fb_options),
    h("table", {}, rows.map((o) => h("tr", { "data-option": o.name, "data-kind": o.kind || "" },
      h("th", { title: o.doc }, o.label),
      h("td", {}, o.doc),
      o.kind ? h("td", { class: "px-fb-shown", "data-role": "option-example" },
        h("div", { class: "px-fb-kind" }, o.kind_label),
        h("div", { class: "px-fb-setting", "data-role": "option-setting" }, o.setting),
        h("div", { class: "px-fb-sides" },
          fbSide(o.before_head, o.before, o.mark, "before"),
          fbSide(o.after_head, o.after, o.mark, "after")))
        : h("td", { class: "px-fb-effect" }, o.value ? `${o.default} → ${o.value}: ` : "",
          o.effect)))));
}

// one value's outcome: its lines, those that differ from the other value marked (≠, not
// only a colour)
function fbSide(head, lines, mark, role) {
  return h("div", { class: "px-fb-side", "data-role": `option-${role}` },
    h("div", { class: "px-fb-sidehead" }, head),
    h("ul", {}, lines.map((ln) => h("li", ln.changed ? { class: "px-fb-changed",
      "data-changed": "1", title: mark } : {}, ln.changed ? [h("b", {}, "≠ "), ln.text] : ln.text))));
}

function drawFanBook(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-fanbook px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size, variant: view.variant });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.title),
      h("span", { class: "px-spacer" }),
      h("button", { type: "button", class: "px-btn", "data-role": "undo", "data-key": "b:undo",
        disabled: !view.can_undo, onclick: () => send({ kind: "undo" }) }, L.undo),
      h("button", { type: "button", class: "px-btn", "data-role": "redo", "data-key": "b:redo",
        disabled: !view.can_redo, onclick: () => send({ kind: "redo" }) }, L.redo),
      displayButtons(view, L, send),
      facesButton(view.lang, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    h("div", { class: "px-fb-body" },
      h("div", { class: "px-fb-side" },
        h("input", { type: "text", class: "px-fb-search", "data-role": "search",
          "data-key": "i:search", placeholder: L.fb_search, title: L.fb_search_hint,
          "aria-label": L.fb_search, value: view.query,
          ...applyOnEnter((text) => send({ kind: "search", text })) }),
        h("div", { class: "px-fb-count", "data-role": "count" }, view.count),
        h("ul", { class: "px-fb-list", "data-role": "list" }, view.list.map((r) =>
          h("li", {}, h("button", { type: "button", class: "px-fb-item" +
            (r.selected ? " px-fb-selected" : ""), "data-fan": r.key, "data-key": `f:${r.key}`,
            "aria-pressed": r.selected ? "true" : "false", title: r.other,
            onclick: () => send({ kind: "select", key: r.key }) },
            h("span", { class: "px-fb-item-name" }, r.name),
            r.situational ? h("span", { class: "px-fb-sit", "aria-hidden": "true" }, "◆") : null,
            h("span", { class: "px-fb-item-value" }, r.value)))))),
      fbFan(view.fan, L, view, send)),
    fbOptions(view.options, L));
}

export default { render: ({ model, el }) => mount(model, el, "paixue-fanbook", drawFanBook) };

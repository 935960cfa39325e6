// Paixue: the hand types book (FanBook("doudizhu") …) — a card game's hand types in a
// searchable list; the chosen type's names, rank, how it compares, what its example beats, the
// example as cards (the cards that make the type marked) and its "what if" near miss. Python
// sends every word, card, mark and verdict; this only draws them. The card faces come from
// cards.js, joined in below by Python (cards_esm).
// Intents: {kind: select, key} {kind: search, text} {kind: show, which: example|miss}
// {kind: lab} {kind: undo|redo|lang|size|faces}.

// @cards.js

// A card shown, not a choice: its face (cards.js / tiles.js) in a span, named for screen readers.
// A 大丰收 round's piece: the coin's target or the lamp lit, in words (no face to draw).
function htLamp(c) {
  return h("span", { class: `px-ht-lamp px-ht-lamp-${c.role}`, role: "img", "aria-label": c.label,
    title: c.label, "data-card": c.id },
  h("small", {}, c.head), h("b", { lang: "zh-Hans" }, c.name), c.sub ? h("small", {}, c.sub) : null);
}

function htCard(c) {
  const piece = c.kind === "lamp" ? htLamp(c) : c.kind === "tile" ? tileImg(c, false) :
    h("span", { class: cardClass(c, c.kind === "ph" ? "px-ph px-card-static" : "px-card-static"),
      role: "img", "aria-label": c.label, title: c.label, "data-card": c.id,
      "data-red": c.kind === "ph" && c.red ? "true" : null },
    c.kind === "ph" ? phCardSvg(c) : cardSvg(c));
  piece.classList.add("px-ht-card");
  if (c.marked) {
    piece.classList.add("px-fb-marked");
    piece.dataset.marked = "true";
  }
  return piece;
}

function htHand(hand, L, role) {
  return h("div", { class: "px-fb-hand px-ht-hand", "data-role": role },
    h("div", { class: "px-ht-cards", "data-role": `${role}-cards` }, hand.cards.map(htCard)),
    h("code", { class: "px-fb-text", "data-role": `${role}-text` }, hand.text),
    h("div", { class: "px-ht-is", "data-role": `${role}-is` }, h("b", {}, L.ht_is + ": "), hand.is));
}

function htType(t, L, view, send) {
  if (!t) return h("div", { class: "px-fb-detail px-fb-empty", "data-role": "detail" }, L.ht_pick);
  const showMiss = t.showing === "miss" && t.miss;
  return h("div", { class: "px-fb-detail", "data-role": "detail", "data-type": t.key },
    h("h3", { class: "px-fb-name" },
      h("span", { lang: "zh-Hans", class: "px-fb-zh" }, t.zh), " ",
      h("span", { lang: "en", class: "px-fb-en" }, t.en)),
    h("div", { class: "px-fb-facts" },
      h("span", {}, `${L.ht_rank}: `, h("b", { "data-role": "rank" }, t.rank)),
      h("span", {}, `${L.fb_pinyin}: `, h("i", {}, t.pinyin))),
    h("div", { class: "px-fb-bujis", "data-role": "compares" }, h("b", {}, L.ht_compares + ": "),
      t.compares),
    h("div", { class: "px-ht-beats", "data-role": "beats" },
      h("b", {}, (t.beats_label || L.ht_beats) + ": "),
      t.beats.length ? t.beats.map((b) => h("span", { class: "px-fb-event", "data-beats": b.key,
        title: b.why }, b.name)) : (t.beats_none || L.ht_beats_none)),
    t.example ? [
      h("h4", { class: "px-heading", title: L.ht_example_hint }, showMiss ? L.fb_miss : L.fb_example),
      showMiss ? h("div", { class: "px-fb-why", "data-role": "why" },
        h("b", {}, t.miss.change), " → ", t.miss.why) : null,
      htHand(showMiss ? t.miss : t.example, L, showMiss ? "miss" : "example"),
      h("div", { class: "px-fb-buttons" },
        h("button", { type: "button", class: "px-btn", "data-role": "whatif", "data-key": "b:whatif",
          title: t.has_miss ? L.ht_whatif_hint : L.ht_no_miss, disabled: !t.has_miss && !showMiss,
          onclick: () => send({ kind: "show", which: showMiss ? "example" : "miss" }) },
          showMiss ? L.fb_back : L.fb_whatif),
        h("button", { type: "button", class: "px-btn", "data-role": "lab", "data-key": "b:lab",
          title: L.ht_lab_hint, onclick: () => send({ kind: "lab" }) }, L.fb_lab)),
      view.lab_code ? h("input", { type: "text", class: "px-fb-code", "data-role": "lab-code",
        readonly: true, value: view.lab_code, "aria-label": L.fb_lab,
        onfocus: (e) => e.target.select() }) : null,
      t.has_miss ? null : h("div", { class: "px-fb-nomiss", "data-role": "no-miss" }, L.ht_no_miss),
    ] : h("div", { class: "px-fb-noexample" }, L.ht_no_example));
}

function drawHandTypes(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-handtypes paixue-fanbook px-root px-size-${view.size}`;
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
          "data-key": "i:search", placeholder: L.ht_search, title: L.ht_search_hint,
          "aria-label": L.ht_search, value: view.query,
          ...applyOnEnter((text) => send({ kind: "search", text })) }),
        h("div", { class: "px-fb-count", "data-role": "count" }, view.count),
        h("ul", { class: "px-fb-list", "data-role": "list" }, view.list.map((r) => [
          r.head ? h("li", { class: "px-ht-part", "data-role": "part" }, r.head) : null,
          h("li", {}, h("button", { type: "button", class: "px-fb-item" +
            (r.selected ? " px-fb-selected" : ""), "data-fan": r.key, "data-key": `f:${r.key}`,
            "aria-pressed": r.selected ? "true" : "false", title: r.other,
            onclick: () => send({ kind: "select", key: r.key }) },
            h("span", { class: "px-fb-item-name" }, r.name),
            h("span", { class: "px-fb-item-value" }, r.value)))]))),
      htType(view.type, L, view, send)));
}

export default { render: ({ model, el }) => mount(model, el, "paixue-handtypes", drawHandTypes) };

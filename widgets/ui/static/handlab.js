// Paixue hand lab: draws the `view` state that Python computes; every click becomes an
// intent message {kind, ...} handled by HandLab.handle in Python. No rules live here.
// (tiles.js is joined in front of this file by Python: h, tileButton, tileImg, keepFocus,
// copyText come from there.) The panels name a tile by its id ("5m"); `view.faces[id]` is
// what it is drawn from (label, glyphs, colour, 赖子 mark), sent once by Python.

function labSection(role, title, ...children) {
  return h("section", { class: `px-section px-${role}`, "data-role": role, "aria-label": title },
    h("h4", { class: "px-heading" }, title), ...children);
}

function labPanel(name, title, ...children) {
  return h("section", { class: "px-panel", "data-panel": name, "aria-label": title },
    h("h4", { class: "px-heading" }, title), ...children);
}

// A wait's score: a multiplier (×16) or, where fans add up (双人), the points (28).
function scoreText(value, L, mode) {
  if (value === null || value === undefined) return L.cannot;
  return mode === "multiply" ? `×${value}` : String(value);
}

function drawHeader(view, send) {
  const L = view.labels;
  return h("div", { class: "px-header" },
    h("span", { class: "px-title" }, `${L.handlab} · ${view.variant.name}`),
    h("span", { class: "px-spacer" }),
    displayButtons(view, L, send),
    facesButton(view.lang, send));
}

function drawMessage(message) {
  return h("div", {
    class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
    "data-level": message.level || "", role: "status", "aria-live": "polite",
  }, message.text || "");
}

function drawTextRow(view, message, send) {
  const L = view.labels;
  const input = h("input", {
    type: "text", class: "px-text", "data-role": "text", "data-key": "i:text",
    "aria-label": L.text, title: L.text_hint, placeholder: L.text_hint, spellcheck: "false",
    value: message.input !== undefined ? message.input : view.hand.text,
    onkeydown: (e) => {
      if (e.key === "Enter") send({ kind: "text", text: input.value });
    },
  });
  const fallback = h("input", {
    type: "text", readonly: true, hidden: true, class: "px-copy-fallback",
    "data-role": "copy-fallback", "aria-label": L.copy,
  });
  const note = h("span", { class: "px-note", "data-role": "copy-note", "aria-live": "polite" });
  const btn = (role, label, onclick, disabled, title) => h("button", {
    type: "button", class: "px-btn", "data-role": role, "data-key": `b:${role}`, onclick,
    disabled, title,
  }, label);
  return h("div", { class: "px-row px-textrow" },
    input,
    btn("load", L.load, () => send({ kind: "text", text: input.value })),
    btn("copy", L.copy, () => copyText(view.copy_text, fallback,
      (key) => { note.textContent = L[key]; }), false, L.copy_hint),
    btn("undo", L.undo, () => send({ kind: "undo" }), !view.history.undo),
    btn("redo", L.redo, () => send({ kind: "redo" }), !view.history.redo),
    btn("clear", L.clear, () => send({ kind: "clear" })),
    btn("draw", L.draw, () => send({ kind: "draw" }), !view.play_on.can_draw, L.draw_hint),
    note, fallback);
}

// A slot's redraw takes back, as it is, an element it drew last time from the same data
// (`key`: everything the element is drawn from, its click's data included) instead of building
// it again: adding a tile builds one button of the hand, not fourteen (issue 26). The key
// carries `keep.facesN` (the faces' version) and the language of the labels it uses.
function reuser(keep, slot) {
  const last = keep.drawn[slot] || new Map();
  const now = new Map();
  keep.drawn[slot] = now;
  return (key, make) => {
    const k = JSON.stringify([keep.facesN, ...key]);
    const el = (!now.has(k) && last.get(k)) || make();
    now.set(k, el);
    return el;
  };
}

function drawHand(view, send, memo) {
  const L = view.labels;
  const F = view.faces;
  const tiles = view.hand.tiles.map((t) => memo([view.lang, t], () => tileButton(F[t.id], {
    key: `h:${t.index}`, hint: t.winning ? `${L.winning}; ${L.remove_hint}` : L.remove_hint,
    cls: t.winning ? "px-winning" : t.flower ? "px-flower" : "",
    data: { index: t.index, winning: t.winning ? "true" : null },
    onClick: () => send({ kind: "remove", index: t.index }),
  })));
  const melds = view.hand.melds.map((m) => h("button", {
    type: "button", class: "px-meld", "data-role": "meld", "data-meld": m.text,
    "data-index": m.index, "data-key": `m:${m.index}`,
    "aria-label": `${m.label} ${m.text} ${m.source_label} (${L.unmeld_hint})`,
    title: `${m.label} ${m.source_label} (${L.unmeld_hint})`,
    onclick: () => send({ kind: "unmeld", index: m.index }),
  }, h("span", { class: "px-meld-label" }, `${m.label}${m.source_label ? " · " + m.source_label : ""}`),
  h("span", { class: "px-meld-tiles" }, m.tiles.map((t) => tileImg(F[t], false)))));
  const p = view.play_on;  // play on: the draw seed and the last draws and discards
  const log = p.log.length ? ` · ${L.draw_seed} ${p.seed}: ${p.log.join(" ")}` : "";
  return labSection("hand", `${L.hand} · ${view.hand.size_label}${log}`,
    h("div", { class: "px-tiles", "data-role": "hand-tiles", "data-hand": view.hand.text },
      tiles.length || melds.length ? [tiles, melds] : h("span", { class: "px-empty" }, L.empty)));
}

function drawPalette(view, send, memo) {
  const L = view.labels;
  const seenMode = view.mode === "seen";
  const modeBtn = (value, label) => h("button", {
    type: "button", class: "px-btn", "data-role": "mode", "data-mode": value,
    "data-key": `b:mode-${value}`, "aria-pressed": view.mode === value ? "true" : "false",
    onclick: () => send({ kind: "mode", value }),
  }, label);
  const used = view.palette.used; // a tile whose every copy is used: off, and why
  const F = view.faces;
  const rows = view.palette.rows.map((row) => h("div", { class: "px-tiles px-palette-row" },
    row.map((id) => memo([view.lang, id, used[id] ?? null, seenMode], () => tileButton(F[id], {
      key: `p:${id}`, hint: used[id] || (seenMode ? L.mode_seen : L.add_hint),
      disabled: id in used, data: { used: id in used ? "true" : null },
      onClick: () => send({ kind: seenMode ? "seen_add" : "add", tile: id }),
    })))));
  return labSection("palette", L.palette,
    h("div", { class: "px-row", role: "group", "aria-label": L.mode },
      h("span", { class: "px-label" }, `${L.mode}:`),
      modeBtn("hand", L.mode_hand), modeBtn("seen", L.mode_seen)),
    rows);
}

function drawSeen(view, send) {
  const L = view.labels;
  const tiles = view.seen.tiles.map((t) => tileButton(view.faces[t.id], {
    key: `s:${t.index}`, hint: L.remove_hint, cls: "px-small",
    data: { index: t.index },
    onClick: () => send({ kind: "seen_remove", index: t.index }),
  }));
  return labSection("seen", L.seen,
    h("div", { class: "px-tiles", title: L.seen_hint, "data-seen": view.seen.text },
      tiles.length ? tiles : h("span", { class: "px-empty" }, L.none)));
}

function drawMeldBuilder(view, send, keep) {
  // `keep` remembers the learner's picks across redraws (UI chrome only, no rules)
  const L = view.labels;
  const firstAllowed = (view.meld_kinds.find((k) => k.allowed) || view.meld_kinds[0]).kind;
  const pick = (name, fallback) => keep[name] ?? String(fallback);
  const kind = h("select", { "data-role": "meld-kind", "data-key": "i:meld-kind",
    "aria-label": L.meld_kind, onchange: () => { keep.kind = kind.value; } },
  view.meld_kinds.map((k) => h("option", {
    value: k.kind, title: k.reason || null, "data-allowed": k.allowed ? "true" : "false",
    selected: k.kind === pick("kind", firstAllowed),
  }, k.allowed ? k.label : `${k.label} ✗`)));
  // 吃 picks a whole run (Python lists them: "345m", sent as its lowest tile); the others a tile
  const tileText = h("span", {});
  const tile = h("select", { "data-role": "meld-tile", "data-key": "i:meld-tile",
    onchange: () => { keep.tile = tile.value; } });
  const fillTiles = () => {
    const k = view.meld_kinds.find((m) => m.kind === kind.value);
    const runs = k && k.runs;
    tileText.textContent = `${runs ? L.meld_run : L.meld_tile} `;
    tile.setAttribute("aria-label", runs ? L.meld_run : L.meld_tile);
    tile.title = runs ? L.meld_run_hint : L.meld_tile_hint;
    tile.replaceChildren(...(runs || view.claims.tiles.map((id) => ({ value: id,
      label: view.faces[id].label })))
      .map((c) => h("option", { value: c.value, selected: c.value === keep.tile }, c.label)));
  };
  kind.addEventListener("change", fillTiles);
  fillTiles();
  const source = h("select", { "data-role": "meld-source", "data-key": "i:meld-source",
    "aria-label": L.source, onchange: () => { keep.source = source.value; } },
  view.seats.map((s) => h("option", { value: s.value,
    selected: String(s.value) === pick("source", 2) }, s.label)));
  const reason = view.meld_kinds.find((k) => k.kind === kind.value);
  return labSection("meld-builder", L.meld_builder,
    h("div", { class: "px-row" },
      h("label", {}, `${L.meld_kind} `, kind),
      h("label", {}, tileText, tile),
      h("label", {}, `${L.source} `, source),
      h("button", {
        type: "button", class: "px-btn", "data-role": "declare", "data-key": "b:declare",
        title: reason && reason.reason ? reason.reason : null,
        onclick: () => send({ kind: "meld", meld_kind: kind.value, tile: tile.value,
          source: Number(source.value) }),
      }, L.declare)));
}

let situationIds = 0; // unique ids for aria-describedby (two labs can share a page)

function drawSituation(view, send) {
  const L = view.labels;
  const uid = ++situationIds;
  const offs = []; // the boxes that are off, each with its reason
  const items = view.situation.map((s) => {
    const common = { "data-situation": s.key, "data-key": `sit:${s.key}`, title: s.hint };
    let control;
    if (s.type === "bool") {
      // a flip that would contradict the hand or the other flags: off, with Python's reason
      // in a line under the row (a projector shows no tooltip), read with the box
      const why = s.disabled ? `${s.hint} — ${s.reason}` : s.hint;
      const note = s.disabled ? h("span", { id: `px-why-${s.key}-${uid}`,
        "data-role": "situation-reason" }, s.reason) : null;
      if (note) offs.push(h("div", { class: "px-sit-off", "data-off": s.key },
        h("span", { class: "px-sit-off-label" }, s.off_label), note));
      control = h("input", { ...common, type: "checkbox", checked: s.value, title: why,
        disabled: s.disabled || null, "data-disabled-reason": s.disabled ? s.reason : null,
        "aria-describedby": note ? note.id : null,
        onchange: () => send({ kind: "toggle", key: s.key }) });
      return h("label", { class: `px-check${s.disabled ? " px-disabled" : ""}`, title: why },
        control, ` ${s.label}`);
    }
    if (s.type === "int") {
      control = h("input", { ...common, type: "number", min: 0, class: "px-number",
        value: s.value === null ? "" : s.value, placeholder: L.unknown,
        ...applyOnEnter((value) => send({ kind: "set_situation", key: s.key,
          value: value === "" ? null : Number(value) })) });
    } else {
      const choices = s.type === "tile"
        ? [{ value: "", label: L.none },
          ...s.choices.map((id) => ({ value: id, label: view.faces[id].label }))]
        : s.choices;
      control = h("select", { ...common,
        onchange: (e) => send({ kind: "set_situation", key: s.key,
          value: s.type === "tile" ? e.target.value || null : Number(e.target.value) }) },
      choices.map((c) => h("option", { value: c.value,
        selected: String(c.value) === String(s.value ?? "") }, c.label)));
    }
    return h("label", { class: "px-field", title: s.hint }, `${s.label} `, control);
  });
  return labSection("situation", L.situation, h("div", { class: "px-row px-wrap" }, items),
    offs.length ? h("div", { class: "px-sit-offs", "data-role": "situation-offs" }, offs) : null);
}

function drawOptions(view, send) {
  const L = view.labels;
  const items = view.options.map((o) => optionRow(o, send));
  return labSection("options", L.options, items.length ? items : h("span", {}, L.none));
}

function drawProblems(view) {
  const L = view.labels;
  const list = view.analysis.problems;
  return list.length
    ? labPanel("problems", L.problems,
      h("ul", {}, list.map((p) => h("li", { "data-problem": p.code }, p.message))))
    : inlinePanel("problems", L.problems, h("span", { class: "px-empty" }, L.none));
}

function drawShanten(view) {
  const L = view.labels;
  const a = view.analysis;
  const panel = a.blockers.length ? labPanel : inlinePanel;
  return panel("shanten", L.shanten,
    h("span", { class: "px-big", "data-shanten": a.shanten === null ? "none" : a.shanten },
      a.shanten_label),
    a.blockers.length ? h("div", {}, `${L.blockers}:`,
      h("ul", {}, a.blockers.map((b) => h("li", { "data-blocker": "" }, b)))) : null);
}

// A panel whose heading and one-line body share a line (the answer column stays short).
function inlinePanel(name, title, ...children) {
  const panel = labPanel(name, title, ...children);
  panel.classList.add("px-inline");
  return panel;
}

// "{n} tiles" style templates from labels.py (the JS only fills the number in).
function fill(template, fields) {
  return template.replace(/\{(\w+)\}/g, (m, k) => (k in fields ? String(fields[k]) : m));
}

const WAITS_SHOWN = { normal: 10, large: 12 }; // one row of waits before "show all"

function drawWaits(view, keep, memo) {
  const L = view.labels;
  const all = view.analysis.waits;
  const cap = WAITS_SHOWN[view.size] || WAITS_SHOWN.normal;
  const waits = keep.allWaits || all.length <= cap ? all : all.slice(0, cap);
  if (view.hand.size !== 13 || view.hand.tiles.some((t) => t.winning)) {
    return inlinePanel("waits", L.waits, h("span", { class: "px-empty" }, L.waits_need_13));
  }
  if (!all.length) return inlinePanel("waits", L.waits, h("span", {}, L.no_waits));
  const toggle = all.length > cap ? h("button", {
    type: "button", class: "px-btn px-small-btn", "data-role": "waits-all",
    "data-key": "b:waits-all", "aria-expanded": keep.allWaits ? "true" : "false",
    onclick: () => { keep.allWaits = !keep.allWaits; keep.refresh(); },
  }, keep.allWaits ? L.show_fewer : fill(L.waits_all, { n: all.length })) : null;
  const mode = view.analysis.score_mode;
  // one column per wait: its tile, how many are unseen, what it scores on a discard and drawn
  const legend = h("div", { class: "px-wait px-wait-legend", "aria-hidden": "true" },
    h("span", { class: "px-wait-head" }, L.tile), h("span", {}, L.unseen),
    h("span", {}, L.discard_win), h("span", {}, L.self_draw));
  const panel = labPanel("waits", `${L.waits} (${all.length})`, h("div", { class: "px-waits" }, legend,
    waits.map((w) => memo([view.lang, mode, w], () => h("div", {
      class: `px-wait${w.dead ? " px-dead" : ""}`, "data-wait": w.tile,
      "data-unseen": w.unseen, "data-dead": w.dead ? "true" : "false",
    },
    h("span", { class: "px-wait-head" }, tileImg(view.faces[w.tile])),
    h("span", { title: w.dead ? L.dead : L.unseen, "aria-label": `${L.unseen} ${w.unseen}` },
      String(w.unseen), w.dead ? h("span", { class: "px-tag", title: L.dead }, "✗") : null),
    h("span", { "data-score": "discard", title: L.discard_win },
      scoreText(w.discard_score, L, mode)),
    h("span", { "data-score": "self-draw", title: L.self_draw },
      scoreText(w.self_draw_score, L, mode)))))), toggle);
  panel.dataset.count = all.length;
  return panel;
}

const DISCARDS_SHOWN = 4; // rows of discard advice before "show all"
const IMPROVING_SHOWN = { normal: 5, large: 8 }; // improving tiles per row before "+N more"

// Discard advice, under the score and only for a hand that is not complete: the best few
// rows, each with its improving tiles drawn compactly; "show all (N)" opens every row.
function drawDiscards(view, send, keep, memo) {
  const L = view.labels;
  const F = view.faces;
  const list = view.analysis.discards;
  if (!list.length || view.analysis.score) {
    return h("section", { class: "px-panel", "data-panel": "discards", hidden: true });
  }
  const all = keep.allDiscards;
  const cap = IMPROVING_SHOWN[view.size] || IMPROVING_SHOWN.normal;
  const long = list.length > DISCARDS_SHOWN || list.some((d) => d.effective.length > cap);
  const rows = all ? list : list.slice(0, DISCARDS_SHOWN);
  const toggle = long ? h("button", {
    type: "button", class: "px-btn px-small-btn", "data-role": "discards-all",
    "data-key": "b:discards-all", "aria-expanded": all ? "true" : "false",
    onclick: () => { keep.allDiscards = !all; keep.refresh(); },
  }, all ? L.discards_best : fill(L.discards_all, { n: list.length })) : null;
  // the same improving tiles on every row (a 赖子): said once above, not on each row
  const same = view.analysis.discards_same;
  const head = same ? [L.discard, L.after] : [L.discard, L.after, L.effective];
  const panel = labPanel("discards", L.discards, same ? h("div", {
    class: "px-note", "data-role": "discards-same" }, same) : null,
  h("table", { class: "px-table px-discards" },
    h("thead", {}, h("tr", {}, head.map((c) => h("th", {}, c)))),
    h("tbody", {}, rows.map((d) => memo([view.lang, cap, all, d], () => {
      const shown = all ? d.effective : d.effective.slice(0, cap);
      const more = d.effective.length - shown.length;
      return h("tr", {
        "data-discard": d.tile, "data-shanten-after": d.shanten === null ? "none" : d.shanten,
        "data-effective": d.count, class: d.best ? "px-best" : "",
      },
      h("td", { class: "px-nowrap" }, memo(["img", d.tile], () => tileImg(F[d.tile])),
        d.best ? h("span", { class: "px-tag", title: L.best, "aria-label": L.best }, " ★")
          : null),
      h("td", { class: "px-after" }, d.shanten_label),
      same ? null : h("td", { class: "px-effs" }, h("strong", {}, String(d.count)), " ",
        shown.map((e) => memo(["eff", e], () => h("span", { class: "px-eff" },
          tileImg(F[e.tile]), `×${e.unseen}`))),
        more > 0 ? h("span", { class: "px-tag" }, fill(L.more_kinds, { n: more })) : null));
    })))), toggle);
  panel.dataset.count = list.length;
  return panel;
}

function drawClaims(view, send, memo) {
  const L = view.labels;
  const c = view.claims;
  // the picker (a select of every tile) stays as it is while the pick does: a click that
  // changes the hand changes the panel's note, not it
  const picker = memo([view.lang, c.tile, c.from_seat, c.tiles, c.seats, c.passed], () => {
    const tile = h("select", { "data-role": "claim-tile", "data-key": "c:tile",
      "aria-label": L.claim_tile,
      onchange: () => send({ kind: "claim_tile", tile: tile.value, from_seat: Number(seat.value) }) },
    h("option", { value: "", selected: c.tile === null }, `— ${L.claim_pick} —`),
    c.tiles.map((id) => h("option", { value: id, selected: id === c.tile }, view.faces[id].label)));
    const seat = h("select", { "data-role": "claim-seat", "data-key": "c:seat",
      "aria-label": L.source,
      onchange: () => send({ kind: "claim_tile", tile: tile.value, from_seat: Number(seat.value) }) },
    c.seats.map((s) => h("option", { value: s.value, selected: s.value === c.from_seat }, s.label)));
    // 漏胡 (永州 only): "I passed on a win on this tile" — Python re-asks the claims with it
    const passed = c.passed ? h("label", { class: "px-check", title: c.passed.hint },
      h("input", { type: "checkbox", checked: c.passed.value, "data-role": "claim-passed",
        "data-key": "c:passed", onchange: (e) => send({ kind: "passed", value: e.target.checked }) }),
      ` ${c.passed.label}`) : null;
    return h("div", { class: "px-row" }, h("label", {}, `${L.claim_tile} `, tile),
      h("label", {}, `${L.source} `, seat), passed);
  });
  const body = [];
  if (c.note) body.push(h("div", { class: "px-empty" }, c.note));
  if (c.pass) body.push(claimChoices(c, L, view.faces, send));
  if (c.options.length || c.refused.length) {
    body.push(h("ul", { class: "px-refused" }, c.refused.map((r) => h("li", {
      "data-refused": r.kind, "data-ruling": r.ruling || null,
    }, h("strong", {}, `${r.label} ✗ `), r.reason, " ", rulingBadge(r.ruling)))));
  }
  return labPanel("claims", L.claims, picker, body);
}

// Each allowed claim as a button that takes it (Python applies it, undoably), and passing,
// each with the hand after it: the discard that must follow, shanten, improving tiles or
// waits, and what a win would be worth — all computed in Python (view_claims.py).
function claimRow(o, F, send) {
  const tiles = o.claim_tiles.join(" ");
  const btn = h("button", {
    type: "button", class: "px-btn px-claim-btn", "data-claim": o.kind,
    // keyed in the hand's focus group: once the claim is taken the button is gone and focus
    // falls to the hand's last tile, where the discard that follows is made (keepFocus)
    "data-claim-tiles": tiles, "data-key": `h:claim-${o.kind}-${tiles}`, title: o.hint,
    "aria-label": `${o.label} ${tiles} (${o.hint})`,
    onclick: () => send({ kind: "claim", claim: o.kind, tiles: o.claim_tiles }),
  }, o.label, o.tiles.length ? " " : "", o.tiles.map((t) => tileImg(F[t])));
  return h("tr", {
    "data-claim-row": o.kind, "data-claim-tiles": tiles,
    "data-shanten-after": o.shanten === null ? "none" : o.shanten,
    "data-improving": o.improving, "data-value": o.value ?? "none",
    "data-discard": o.discard,
  },
  h("td", {}, btn),
  h("td", {}, o.then, o.discard ? [" ", tileImg(F[o.discard])] : null),
  h("td", { "data-role": "claim-summary" }, o.summary,
    o.waits.length ? h("span", { class: "px-claim-waits" }, " ", o.waits.map((t) => tileImg(F[t]))) : null),
  h("td", { "data-role": "claim-value" }, o.value_label));
}

function claimChoices(c, L, F, send) {
  return h("div", { class: "px-claim-choices", "data-role": "claim-choices" },
    h("div", { class: "px-label" }, `${L.claim_compare}: `,
      h("strong", { "data-role": "claim-compare" }, c.compare)),
    h("table", { class: "px-table px-claims" },
      h("tbody", {}, c.options.map((o) => claimRow(o, F, send)), claimRow(c.pass, F, send))));
}

function fanTable(score, L, key) {
  return h("table", { class: "px-table px-fans", "data-total": score.total },
    h("thead", {}, h("tr", { class: "px-total" }, h("th", {}, L.total),
      h("th", { "data-role": `total-${key}` }, String(score.total)),
      h("td", { class: "px-reading" }, `${L.reading}: ${score.reading}`))),
    h("tbody", {},
      score.lines.map((l) => h("tr", { "data-fan": l.key },
        h("td", {}, l.label),
        h("td", {}, `${score.mode === "multiply" && !l.adds ? "×" : "+"}${l.value}`),
        h("td", {}, l.count > 1 ? `×${l.count}` : ""))),
      score.excluded.map((e) => h("tr", { class: "px-excluded", "data-excluded": e.key,
        "data-by": e.by },
      h("td", {}, h("s", {}, e.label)),
      h("td", {}, h("s", {}, String(e.value) + (e.count ? ` ×${e.count}` : ""))),
      h("td", { class: "px-why" }, e.why)))));
}

function drawScore(view) {
  const L = view.labels;
  const s = view.analysis.score;
  if (!s) {  // after a 吃/碰 the note says why there is no score: the hand discards first
    return inlinePanel("score", L.score, h("span", { class: "px-empty", "data-role": "score-note" },
      view.analysis.score_note || L.score_need_win));
  }
  return labPanel("score", L.score, fanTable(s, L, "best"),
    s.notes.length ? h("ul", { class: "px-notes" }, s.notes.map((n) => h("li", {}, n))) : null,
    s.alternatives.length ? h("details", { "data-key": "alternatives", "data-role": "alternatives" },
      h("summary", {}, `${L.alternatives} (${s.alternatives.length})`),
      s.alternatives.map((a, i) => fanTable(a, L, `alt-${i}`))) : null);
}

function drawNotWinning(view) {
  const L = view.labels;
  const why = view.analysis.not_winning;
  return why ? labPanel("not-winning", L.not_winning, h("div", { class: "px-warn" }, why)) : null;
}

// The side-by-side view: one column per value of a rule option (永州: cap 3 / 5). In each,
// a bar of the fan lines, one cell per 番, with the cap drawn as a line: ordinary fans stop
// at it (cells beyond are struck out), a special hand's cells run through it.
function fanBarCells(col, L) {
  const cells = [];
  let n = 0;
  const capLine = () => h("span", { class: "px-cap-line", "data-role": "cap-line",
    title: col.cap_label, "aria-label": col.cap_label });
  for (const seg of col.bar) {
    const label = seg.zh; // the Chinese term, its English name in the hover title
    for (let i = 0; i < seg.value; i++) {
      if (col.cap !== null && n === col.cap) cells.push(capLine());
      const lost = i >= seg.kept;
      cells.push(h("span", {
        class: `px-fan-cell px-fan-${seg.kind}${lost ? " px-fan-lost" : ""}`,
        "data-fan-cell": seg.key, "data-kind": seg.kind, "data-lost": lost ? "true" : "false",
        title: `${seg.en} ${seg.zh}${lost ? ` — ${L.lost_to_cap}` : seg.kind === "special" ? ` — ${L.breaks_cap}` : seg.kind === "raise" ? ` — ${L.raised}` : ""}`,
      }, lost ? h("s", {}, label) : label));
      n += 1;
    }
  }
  if (col.cap !== null && n <= col.cap) {
    while (n < col.cap) { cells.push(h("span", { class: "px-fan-cell px-fan-empty" }, "")); n += 1; }
    cells.push(capLine());
  }
  return cells;
}

function drawCompare(view, send) {
  const c = view.compare;
  if (!c) return null;
  const L = view.labels;
  const pick = h("select", { "data-role": "compare-option", "data-key": "c:compare",
    "aria-label": L.compare_pick,
    onchange: () => send({ kind: "compare", option: pick.value }) },
  h("option", { value: "", selected: !c.option }, `— ${L.compare_off} —`),
  c.choices.map((name) => h("option", { value: name, selected: name === c.option },
    (c.choice_labels || []).find((x) => x.value === name)?.label || name)));
  const columns = c.columns.map((col) => h("div", {
    class: `px-compare-col${col.current ? " px-current" : ""}`, "data-role": "compare-col",
    "data-value": String(col.value), "data-total": col.total ?? "none",
    "data-fan": col.fan ?? "none", "data-cap": col.cap ?? "none",
    "data-capped": col.capped ? "true" : "false", "data-special": col.special ? "true" : "false",
  },
  h("h5", { class: "px-heading" }, col.label, col.cap_label ? ` · ${col.cap_label}` : ""),
  col.score ? [
    h("div", { class: "px-big" }, [col.fan_label, col.points_label].filter(Boolean).join(" = ")),
    col.bar.length ? h("div", { class: "px-fan-bar", "data-role": "fan-bar" }, fanBarCells(col, L)) : null,
    col.not_winning ? h("div", { class: "px-warn", "data-role": "compare-not-winning" },
      col.not_winning) : null,
    fanTable(col.score, L, `compare-${col.value}`),
    col.score.notes.length ? h("ul", { class: "px-notes" }, col.score.notes.map((n) => h("li", {}, n))) : null,
  ] : h("div", { class: col.not_winning ? "px-warn" : "px-empty", "data-role": "compare-none" },
    col.not_winning || c.note || L.score_need_win)));
  return labPanel("compare", L.compare, h("div", { class: "px-row" },
    h("label", {}, `${L.compare_pick} `, pick)),
  c.note && !c.columns.some((col) => col.score) ? h("div", { class: "px-empty" }, c.note) : null,
  h("div", { class: "px-compare" }, columns));
}

// The lab's layout: the header and text box; the hand across the top; then the palette (and
// the tiles seen) beside the answer (problems, shanten, waits, score with its total first,
// discard advice, claims), so one click shows its whole answer on one screen; below, folded,
// the meld builder, the situation and the rule options.
// Each slot is redrawn only when what it draws changed (`sig`): a click redraws the hand
// and the answer panels, not the palette, situation or options (issue 26). A slot that draws
// tiles lists `v.faces` (new only when the language or the 赖子 changes).
// the answer panels, held back while a class question is open in the lab (Python sends them
// blank and says so in `held`): they come back with the teacher's reveal
const HELD = ["problems", "shanten", "not-winning", "waits", "score", "discards", "claims",
  "compare"];

const SLOTS = [
  ["header", (v) => [v.lang, v.size, v.variant], (v, m, send) => drawHeader(v, send)],
  ["message", (v, m) => [m.text, m.level], (v, m) => drawMessage(m)],
  ["textrow", (v, m) => [v.lang, v.hand.text, v.copy_text, v.history, m.input,
    v.play_on.can_draw],
    (v, m, send) => drawTextRow(v, m, send)],
  ["hand", (v) => [v.lang, v.faces, v.hand, v.play_on],
    (v, m, send, k) => drawHand(v, send, reuser(k, "hand"))],
  ["palette", (v) => [v.lang, v.faces, v.palette, v.mode],
    (v, m, send, k) => drawPalette(v, send, reuser(k, "palette"))],
  ["seen", (v, m, k) => [v.lang, v.faces, v.seen, k.open.seen],
    (v, m, send, k) => fold("seen", v.labels.seen, k, drawSeen(v, send))],
  ["problems", (v) => [v.lang, v.analysis.problems], (v) => drawProblems(v)],
  ["shanten", (v) => [v.lang, v.analysis.shanten, v.analysis.shanten_label, v.analysis.blockers],
    (v) => drawShanten(v)],
  ["not-winning", (v) => [v.lang, v.analysis.not_winning], (v) => drawNotWinning(v)],
  ["waits", (v, m, k) => [v.lang, v.faces, v.size, v.analysis.waits, v.analysis.score_mode, v.hand.size,
    v.hand.tiles.some((t) => t.winning), k.allWaits],
    (v, m, send, k) => drawWaits(v, k, reuser(k, "waits"))],
  ["score", (v) => [v.lang, v.analysis.score, v.analysis.score_note], (v) => drawScore(v)],
  ["discards", (v, m, k) => [v.lang, v.faces, v.size, v.analysis.discards,
    v.analysis.discards_same, !v.analysis.score,
    k.allDiscards],
    (v, m, send, k) => drawDiscards(v, send, k, reuser(k, "discards"))],
  ["claims", (v) => [v.lang, v.faces, v.claims],
    (v, m, send, k) => drawClaims(v, send, reuser(k, "claims"))],
  ["compare", (v) => [v.lang, v.compare], (v, m, send) => drawCompare(v, send)],
  ["meld-builder", (v, m, k) => [v.lang, v.faces, v.meld_kinds, v.claims.tiles, v.seats,
    k.open["meld-builder"]],
  (v, m, send, k) => fold("meld-builder", v.labels.meld_builder, k, drawMeldBuilder(v, send, k.meld))],
  ["situation", (v, m, k) => [v.lang, v.faces, v.situation, k.open.situation],
    (v, m, send, k) => fold("situation", v.labels.situation, k, drawSituation(v, send))],
  ["options", (v, m, k) => [v.lang, v.options, k.open.options],
    (v, m, send, k) => fold("options", v.labels.options, k, drawOptions(v, send))],
  ["code", (v, m) => [v.lang, v.code, m.about, m.text],
    (v, m, send) => codeRow(v.code, v.labels, send, m)],
];

// A section folded under a summary line; open or closed as the learner left it (`keep.open`
// survives every redraw).
function fold(name, title, keep, section) {
  const details = h("details", { class: "px-fold", "data-fold": name, open: keep.open[name] },
    h("summary", { class: "px-heading", "data-key": `fold:${name}` }, title), section);
  details.addEventListener("toggle", () => { keep.open[name] = details.open; });
  return details;
}

function skeleton(root, keep) {
  const slot = (name) => {
    keep.slots[name] = h("div", { class: "px-slot", "data-slot": name });
    return keep.slots[name];
  };
  keep.sigs = {};
  root.replaceChildren(
    slot("header"), slot("message"), slot("textrow"), slot("hand"),
    h("div", { class: "px-work" },
      h("div", { class: "px-col px-tools" }, slot("palette"), slot("seen")),
      h("div", { class: "px-col px-panels px-answer", "data-role": "answer" },
        slot("problems"), slot("shanten"), slot("not-winning"), slot("waits"), slot("score"),
        slot("discards"), slot("claims"), slot("compare"))),
    h("div", { class: "px-folds" }, slot("meld-builder"), slot("situation"), slot("options")),
    slot("code"));
}

// Whether a slot's data is what it drew last time: the same object (a trait Python did not
// send again) is the same without a look inside; anything else is compared as JSON.
function sameSig(old, now) {
  if (!old || old.length !== now.length) return false;
  return now.every((x, i) => x === old[i] || (typeof x === "object" && x !== null &&
    JSON.stringify(x) === JSON.stringify(old[i])));
}

function drawLab(root, view, message, send, keep) {
  root.className = `paixue-handlab px-root px-size-${view.size}`;
  const a = view.analysis;
  Object.assign(root.dataset, {
    variant: view.variant.id, lang: view.lang, size: view.size, mode: view.mode,
    hand: view.hand.text, shanten: a.shanten === null ? "none" : String(a.shanten),
    ready: a.ready ? "true" : "false",
  });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  if (!root.querySelector(":scope > [data-slot]")) skeleton(root, keep);
  if (view.faces !== keep.faces || pxStyle() !== keep.style) {
    // new faces (language, 赖子) or a new face style: no element is taken back
    if (pxStyle() !== keep.style) keep.sigs = {};  // every slot: tiles and the faces button
    keep.faces = view.faces;
    keep.style = pxStyle();
    keep.facesN += 1;
  }
  keep.refresh = () => keepFocus(root, () => drawLab(root, view, message, send, keep));
  for (const [name, sig, draw] of SLOTS) {
    const held = Boolean(view.held) && HELD.includes(name);  // a class question open here
    const now = [held, ...sig(view, message, keep)];
    if (sameSig(keep.sigs[name], now)) continue;
    keep.sigs[name] = now;
    const el = !held ? draw(view, message, send, keep) : name === "problems"
      ? h("p", { class: "px-empty", "data-role": "held" }, view.held.text) : null;
    keep.slots[name].replaceChildren(...(el ? [el] : []));
  }
}

// The view arrives as one synced trait per top-level key (v_hand, v_analysis, …): Python
// sends only those that changed. This puts it back together (the claims with their picker's
// tiles made once per claims Python sent, so an unchanged one stays the same object).
const withTiles = new WeakMap();
function readView(model) {
  const view = { ...(model.get("v_more") || {}) };
  for (const key of model.get("view_keys") || []) view[key] = model.get(`v_${key}`);
  const tiles = model.get("v_claim_tiles"); // sent apart: it never changes with a click
  if (tiles && view.claims && !view.claims.tiles) {
    let claims = withTiles.get(view.claims);
    if (!claims || claims.tiles !== tiles) {
      claims = { ...view.claims, tiles };
      withTiles.set(view.claims, claims);
    }
    view.claims = claims;
  }
  return view;
}

function render({ model, el }) {
  const keep = { // UI chrome only, no rules: what the learner opened or picked survives redraws
    meld: {}, slots: {}, sigs: {}, allDiscards: false, allWaits: false,
    drawn: {}, faces: null, facesN: 0, style: null, // elements a redraw may take back (reuser)
    open: { seen: true, "meld-builder": true, situation: true, options: false },
  };
  const traits = [...(model.get("view_keys") || []).map((k) => `v_${k}`), "v_more",
    "v_claim_tiles"];
  return mount(model, el, "paixue-handlab",
    (root, view, message, send) => drawLab(root, view, message, send, keep),
    readView, traits);
}

export default { render };

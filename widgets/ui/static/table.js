// Paixue hand table: draws the `view` that Python computes from the engine's TableState (four
// seats, the wall, the dice, the exchange, the ledger, the learner's decision). Every click
// becomes an intent {kind, ...} handled by HandTable.handle in Python. No rules live here.
// (tiles.js is joined in front of this file by Python: h, tileButton, tileImg, blankFace,
// mount, copyText come from there.)

const TB_SVG = "http://www.w3.org/2000/svg";

function tbSection(role, title, ...children) {
  return h("section", { class: `px-section px-tb-${role}`, "data-role": role, "aria-label": title },
    title ? h("h4", { class: "px-heading" }, title) : null, ...children);
}

function tbBtn(role, label, onclick, opts = {}) {
  return h("button", {
    type: "button", class: "px-btn", "data-role": role, "data-key": `b:${role}`, onclick,
    disabled: opts.disabled, title: opts.title, "aria-pressed": opts.pressed,
  }, label);
}

// A tile face down: a blank face (hidden hands, and nothing about the tile in the DOM).
function tileBack(small) {
  const span = h("span", {
    class: `px-tile px-tile-static px-tb-back${small ? " px-small" : ""}`,
    role: "img", "aria-label": "?", "data-tile": "back",
  });
  span.append(blankFace("px-tile", 54, 6));
  return span;
}

function drawHeader(view, send) {
  const L = view.labels;
  const large = view.size === "large";
  return h("div", { class: "px-header" },
    h("span", { class: "px-title", title: `${L.table} · ${view.variant.name}` },
      `${L.table} · ${view.variant.name}`),
    h("span", { class: "px-spacer" }),
    view.can_help ? tbBtn("help", L.help, () => send({ kind: "help" }),
      { pressed: view.help_on ? "true" : "false", title: L.help_hint }) : null,
    tbBtn("lang", L.lang, () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" })),
    tbBtn("size", L.size, () => send({ kind: "size", value: large ? "normal" : "large" }),
      { pressed: large ? "true" : "false" }),
    facesButton(view.lang, send));
}

function drawMessage(message) {
  return h("div", {
    class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
    "data-level": message.level || "", role: "status", "aria-live": "polite",
  }, message.text || "");
}

// The step buttons: in the main area, beside the board they move.
function drawSteps(view, send) {
  const L = view.labels;
  const st = view.step;
  const nextRole = view.human === null ? "next_key" : "next_decision";
  return h("div", { class: "px-row px-tb-steps", role: "group", "aria-label": st.label },
    tbBtn("to-start", L.to_start, () => send({ kind: "step", to: "start" }),
      { disabled: st.at === 0 }),
    tbBtn("back", L.back, () => send({ kind: "step", to: "back" }), { disabled: st.at === 0 }),
    tbBtn("forward", L.forward, () => send({ kind: "step", to: "forward" }),
      { disabled: st.at === st.total }),
    tbBtn("to-end", L.to_end, () => send({ kind: "step", to: "end" }),
      { disabled: st.at === st.total }),
    tbBtn(nextRole, view.human === null ? L.next_key : L.next_decision,
      () => send({ kind: nextRole }),
      { disabled: view.human === null ? st.at === st.total : view.finished && st.at === st.total }),
    drawAutoplay(view, send),
    h("span", { class: "px-tb-step", "data-role": "step-label" }, st.label));
}

// Autoplay: a toggle and a pace. Its state is the page's (the root's data-auto and
// data-pace, kept across redraws); each redraw schedules the next step (tbAutoStep).
function drawAutoplay(view, send) {
  const L = view.labels;
  const pace = h("select", { "data-role": "pace", "data-key": "i:pace", "aria-label": L.pace,
    title: L.pace, onchange: (e) => { e.currentTarget.closest(".paixue-table").dataset.pace = e.currentTarget.value; } },
  view.paces.map((p) => h("option", { value: String(p.ms) }, p.label)));
  const button = tbBtn("autoplay", L.autoplay, (e) => {
    const r = e.currentTarget.closest(".paixue-table");
    const on = r.dataset.auto !== "on";
    r.dataset.auto = on ? "on" : "off";
    e.currentTarget.textContent = on ? L.autoplay_stop : L.autoplay;
    e.currentTarget.setAttribute("aria-pressed", on ? "true" : "false");
    clearTimeout(r._tbTimer);
    if (on) tbAutoStep(r, view, send);
  }, { disabled: view.step.at === view.step.total, pressed: "false" });
  return h("span", { class: "px-tb-auto", "data-role": "autoplay-group" }, button, pace);
}

// The next autoplay step at the pace, while steps remain; at the end (a person's decision
// or the hand over) autoplay stops by itself.
function tbAutoStep(root, view, send) {
  clearTimeout(root._tbTimer);
  if (root.dataset.auto !== "on") return;
  if (view.step.at >= view.step.total) { root.dataset.auto = "off"; return; }
  const ms = Number(root.dataset.pace) || view.paces[1].ms;
  root._tbTimer = setTimeout(() => send({ kind: "step", to: "forward" }), ms);
}

// Seed, new deal, the learner's seat, hiding the others: set once, so below the main area.
function drawControls(view, send) {
  const L = view.labels;
  const seed = h("input", {
    type: "number", class: "px-number", "data-role": "seed", "data-key": "i:seed", min: 0,
    value: view.seed, "aria-label": L.seed, title: L.seed_hint,
    onkeydown: (e) => { if (e.key === "Enter") send({ kind: "new_deal", seed: seed.value }); },
  });
  const seat = h("select", {
    "data-role": "human", "data-key": "i:human", "aria-label": L.you_play,
    onchange: () => send({ kind: "human", seat: seat.value === "" ? null : Number(seat.value) }),
  }, view.seat_choices.map((c) => h("option", {
    value: c.value, selected: (view.human === null ? "" : view.human) === c.value,
  }, c.label)));
  return h("div", { class: "px-row px-tb-controls", "data-role": "setup", "aria-label": L.setup },
    h("label", { title: L.seed_hint }, `${L.seed} `, seed),
    tbBtn("new-deal", L.new_deal, () => send({ kind: "new_deal", seed: seed.value })),
    h("label", {}, `${L.you_play} `, seat),
    h("label", { class: "px-check" }, h("input", {
      type: "checkbox", "data-role": "hide", "data-key": "i:hide", checked: view.hide,
      onchange: () => send({ kind: "hide" }),
    }), ` ${L.hide_others}`));
}

function tileOf(view, id, small, opts) {
  const face = view.faces[id];
  if (!face) return h("span", { class: "px-tag" }, id);
  return opts ? tileButton(face, opts) : tileImg(face, small);
}

function drawSeat(view, seat, send) {
  const L = view.labels;
  const marks = [];
  if (seat.dealer) marks.push(h("span", { class: "px-tb-mark px-tb-dealer", "data-mark": "dealer" }, L.dealer_mark));
  if (seat.human) marks.push(h("span", { class: "px-tb-mark px-tb-you", "data-mark": "you" }, L.you));
  if (seat.turn) marks.push(h("span", { class: "px-tb-mark px-tb-turn", "data-mark": "turn" }, `▶ ${L.turn_mark}`));
  if (seat.void) marks.push(h("span", { class: "px-tb-mark px-tb-void", "data-mark": "void", "data-suit": seat.void.suit }, seat.void.label));
  if (seat.out) marks.push(h("span", { class: "px-tb-mark", "data-mark": "out" }, seat.out_label));
  const decision = view.decision;
  // the seat at the bottom (the learner's) is drawn full size, the others small
  const small = seat.position !== "bottom";
  const concealed = seat.concealed.map((t) => {
    let tile;
    if (seat.hidden) tile = tileBack(small);
    else if (!seat.clickable) tile = tileOf(view, t.id, small);
    else {
      const pickMode = decision && decision.pick;
      tile = tileOf(view, t.id, false, {
        key: `h:${t.index}`, cls: t.discard ? "px-tb-can" : "",
        pressed: pickMode ? t.picked : undefined,
        data: { index: t.index, role: "hand-tile" },
        onClick: () => send({ kind: "pick", index: t.index }),
      });
    }
    if (t.drawn) {  // the tile just drawn, apart from the hand as at a real table
      tile.classList.add("px-tb-drawn");
      tile.dataset.drawn = "true";
      if (!seat.hidden) tile.title = `${tile.title} · ${L.drawn}`;
    }
    return tile;
  });
  const melds = seat.melds.map((m) => h("span", {
    class: "px-meld px-tb-meld", "data-role": "meld", "data-meld": m.text, title: m.label,
  }, h("span", { class: "px-meld-label" }, m.label),
  h("span", { class: "px-meld-tiles" }, m.tiles.map((id) => tileOf(view, id, true)))));
  const line = (ids, role, label) => (ids.length ? h("span", {
    class: "px-tb-line", "data-role": role, "data-tiles": ids.join(" "),
  }, h("span", { class: "px-label" }, `${label}: `), ids.map((id) => tileOf(view, id, true))) : null);
  const extras = [line(seat.flowers, "flowers", L.flowers), line(seat.wins, "wins", L.wins),
    line(seat.waits, "waits", L.ready_waits)];
  if (view.exchanging) {
    extras.push(line(seat.given, "given", L.gave), line(seat.received, "received", L.received));
  }
  const shown = extras.filter((x) => x);
  const help = seat.human && view.help ? drawHelp(view, send) : null;
  return h("div", {
    class: `px-tb-seat px-tb-pos-${seat.position}${seat.turn ? " px-tb-active" : ""}`,
    "data-seat": seat.seat, "data-position": seat.position, "data-net": seat.net,
    "data-wins": seat.wins.join(" "), "data-void": seat.void ? seat.void.suit : "",
    "data-hidden": seat.hidden ? "true" : "false", "data-turn": seat.turn ? "true" : "false",
    "aria-label": seat.name,
  },
  h("div", { class: "px-tb-handblock" },
    h("div", { class: "px-tb-seat-head" },
      h("strong", { class: "px-tb-name" }, seat.name), ...marks,
      h("span", { class: "px-spacer" }),
      h("span", { class: `px-tb-net${seat.net < 0 ? " px-tb-neg" : ""}`, "data-role": "net" },
        `${L.net} ${seat.net > 0 ? "+" : ""}${seat.net}`)),
    h("div", { class: "px-tiles px-tb-hand", "data-role": "concealed",
      "data-hand": seat.hidden ? "" : seat.concealed.map((t) => t.id).join(" ") },
    concealed, melds),
    shown.length ? h("div", { class: "px-tb-extras" }, shown) : null),
  h("div", { class: "px-tiles px-tb-pond", "data-role": "discards",
    "data-tiles": seat.discards.join(" "), "aria-label": L.discards_pond, title: L.discards_pond },
  seat.discards.filter((_id, i) => !seat.pond_kongs[i]).map((id) => tileOf(view, id, true)),
  // 武汉's 红中杠 and 赖子杠: kongs, set apart after the discards and marked as such
  seat.pond_kongs.some((k) => k) ? h("span", { class: "px-tb-pond-kongs", "data-role": "pond-kongs",
    title: seat.pond_kong_label },
  h("span", { class: "px-label" }, `${seat.pond_kong_label}: `),
  seat.discards.filter((_id, i) => seat.pond_kongs[i]).map((id) => tileOf(view, id, true))) : null),
  help);
}

// The learner's own analysis, on demand (Help): shanten, waits, the best few discards, and
// every discard with the tiles that improve the hand behind "All".
function drawHelp(view, send) {
  const L = view.labels;
  const hp = view.help;
  const waits = hp.waits.length ? h("span", { class: "px-tb-line", "data-role": "help-waits" },
    h("span", { class: "px-label" }, `${L.help_waits}: `),
    hp.waits.map((w) => h("span", { class: "px-tb-wait", title: w.label, "data-unseen": w.unseen },
      tileOf(view, w.id, true), h("small", {}, `×${w.unseen}`)))) : null;
  const advice = (d) => h("span", { class: `px-tb-advice${d.allowed ? "" : " px-tb-notnow"}`,
    "data-role": "help-discard", "data-tile": d.id, "data-count": d.count,
    "data-shanten": d.shanten, title: `${d.shanten_label}, ${d.count_label}` },
  tileOf(view, d.id, true), h("small", {}, d.allowed ? `${d.count}` : `${d.count} (${L.help_not_now})`));
  const best = hp.discards.filter((d) => d.best);
  const all = hp.discards.length > best.length ? h("details", { class: "px-tb-advice-all",
    "data-key": "help-all", "data-role": "help-all" },
  h("summary", {}, hp.all_label),
  h("ul", {}, hp.discards.map((d) => h("li", { "data-tile": d.id },
    tileOf(view, d.id, true), ` ${d.shanten_label} · ${d.count_label}${d.allowed ? "" : ` (${L.help_not_now})`} `,
    d.effective.map((id) => tileOf(view, id, true)))))) : null;
  return h("div", { class: "px-tb-help", "data-role": "help-panel", "data-shanten": hp.shanten,
    "aria-label": L.help_title },
  adviceLine(hp.advice), // what the strong level would do now, and why
  h("strong", { "data-role": "help-shanten" }, hp.shanten_label),
  waits, hp.no_waits ? h("span", { class: "px-note" }, hp.no_waits) : null,
  hp.claims.length ? h("span", { class: "px-tb-line", "data-role": "help-claims" },
    h("span", { class: "px-label" }, `${L.help_claims}: `),
    hp.claims.map((c, i) => h("span", { class: "px-tb-claim", "data-kind": c.kind,
      "data-shanten": c.shanten, "data-improving": c.improving },
    `${i ? " · " : ""}${c.label} → ${c.text}`))) : null,
  best.length ? h("span", { class: "px-tb-line", "data-role": "help-best" },
    h("span", { class: "px-label" }, `${L.help_discards}: `), best.map(advice)) : null,
  all);
}

// The wall: one row (or column) of stacks per side, each stack showing 0, 1 or 2 tiles left.
function drawWallSide(side) {
  return h("div", {
    class: `px-tb-wall-side px-tb-wall-${side.position}`, "data-role": "wall-side",
    "data-seat": side.seat, "data-position": side.position, "aria-label": side.label,
  }, side.stacks.map((s) => h("span", {
    class: "px-tb-stack" + (s.front ? " px-tb-front" : "") + (s.back ? " px-tb-back-end" : "")
      + (s.break ? " px-tb-break" : ""),
    "data-stack": s.k, "data-left": s.left, "data-front": s.front ? "true" : null,
    "data-back": s.back ? "true" : null, "data-break": s.break ? "true" : null,
    title: s.title || null,
  }, s.front ? "▼" : s.back ? "◆" : "")));
}

const TB_ANCHOR = { bottom: [50, 90], right: [90, 50], top: [50, 10], left: [10, 50] };

// Arrows giver → receiver, each shifted a little to its right so a swap shows two arrows.
function drawArrows(arrows) {
  const svg = document.createElementNS(TB_SVG, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("class", "px-tb-arrows");
  svg.setAttribute("aria-hidden", "true");
  const defs = document.createElementNS(TB_SVG, "defs");
  const marker = document.createElementNS(TB_SVG, "marker");
  for (const [k, v] of Object.entries({ id: "px-tb-head", viewBox: "0 0 10 10", refX: 9,
    refY: 5, markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse" })) {
    marker.setAttribute(k, v);
  }
  const path = document.createElementNS(TB_SVG, "path");
  path.setAttribute("d", "M 0 0 L 10 5 L 0 10 z");
  path.setAttribute("class", "px-tb-arrowhead");
  marker.append(path);
  defs.append(marker);
  svg.append(defs);
  for (const a of arrows) {
    const [x1, y1] = TB_ANCHOR[a.from_pos];
    const [x2, y2] = TB_ANCHOR[a.to_pos];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [nx, ny] = [(y2 - y1) / len * 4, -(x2 - x1) / len * 4];
    const line = document.createElementNS(TB_SVG, "line");
    const pts = { x1: x1 + nx, y1: y1 + ny, x2: x2 + nx, y2: y2 + ny };
    for (const [k, v] of Object.entries(pts)) line.setAttribute(k, v.toFixed(1));
    line.setAttribute("class", "px-tb-arrow");
    line.setAttribute("marker-end", "url(#px-tb-head)");
    line.dataset.from = a.from;
    line.dataset.to = a.to;
    svg.append(line);
  }
  return svg;
}

function drawCentre(view) {
  const L = view.labels;
  const w = view.wall;
  const sides = Object.fromEntries(w.sides.map((s) => [s.position, drawWallSide(s)]));
  const dice = view.dice.map((d) => h("div", { class: "px-tb-dice", "data-dice": d.kind,
    "data-values": d.values.join(" ") }, `${d.label}: `,
  d.values.map((x) => h("span", { class: "px-tb-die", "aria-label": String(x) }, "⚀⚁⚂⚃⚄⚅"[x - 1] || x))));
  // the middle of the square: the exchange arrows behind what the wall says (the words of
  // the exchange are in the log and under the ledger)
  const middle = h("div", { class: "px-tb-middle" },
    view.exchange.length ? drawArrows(view.exchange) : null,
    h("div", { class: "px-tb-info" },
      h("div", { class: "px-tb-remaining", "data-role": "wall-remaining", "data-remaining": w.remaining }, w.label),
      w.break_label ? h("div", { class: "px-tb-breakinfo", "data-role": "wall-break" }, w.break_label) : null,
      dice,
      view.wild ? h("div", { class: "px-tb-wild", "data-role": "wild", "data-indicator": view.wild.indicator,
        "data-wild": view.wild.wild, title: view.wild.hint }, `${view.wild.indicator_label} `,
      tileOf(view, view.wild.indicator, true), ` → ${view.wild.wild_label} `, tileOf(view, view.wild.wild, true)) : null,
      view.winds ? h("div", { class: "px-tb-winds", "data-role": "winds", "data-round": view.winds.round_wind,
        title: view.winds.hint }, h("strong", {}, view.winds.round), ...view.winds.seats.map((t) => h("span", {}, t))) : null));
  return h("div", { class: "px-tb-centre", "data-role": "wall", "aria-label": L.wall },
    h("div", { class: "px-tb-square" }, sides.top || h("span"), sides.left || h("span"), middle,
      sides.right || h("span"), sides.bottom || h("span")));
}

function drawExchange(view) {
  const L = view.labels;
  return view.exchange.length ? tbSection("exchange", L.exchange, h("ul", {
    class: "px-tb-exchange", "data-role": "exchange", "aria-label": L.exchange },
  view.exchange.map((a) => {
    const given = view.seats[a.from].given;
    return h("li", { "data-from": a.from, "data-to": a.to }, `${a.label} `,
      given.map((id) => tileOf(view, id, true)));
  }))) : null;
}

// several people at one screen: whose turn it is and whose hand is shown (Python's words)
function drawPlayers(view) {
  const p = view.players;
  if (!p) return null;
  return h("div", { class: "px-tb-players", "data-role": "players",
    "data-now": p.now === null ? "" : String(p.now), "data-seats": p.seats.join(" ") }, p.text);
}

function drawDecision(view, send) {
  const L = view.labels;
  const d = view.decision;
  if (!d) {
    const text = view.live ? L.waiting : view.human !== null && view.finished ? L.finished : null;
    return text ? tbSection("decision", null, h("div", { class: "px-empty" }, text)) : null;
  }
  const buttons = d.options.map((o) => h("button", {
    type: "button", class: "px-btn px-tb-option", "data-role": "option", "data-option": o.kind,
    "data-index": o.index, "data-tiles": o.tiles.join(" "), "data-key": `o:${o.index}`,
    onclick: () => send({ kind: "act", index: o.index }),
  }, o.label, " ", o.tiles.map((id) => tileOf(view, id, true))));
  if (d.pick) {
    buttons.push(h("span", { class: "px-note", "data-role": "picked", "data-picked": d.picked }, d.pick_label));
    buttons.push(tbBtn("give", L.give, () => send({ kind: "give" }), { disabled: d.picked !== 3 }));
  }
  return tbSection("decision", `${L.decision}: ${d.prompt}`,
    d.note ? h("div", { class: "px-note", "data-role": "decision-note" }, d.note) : null,
    h("div", { class: "px-row", "data-decision": d.kind }, buttons),
    d.refused.length ? h("ul", { class: "px-refused" }, d.refused.map((r) => h("li", {
      "data-refused": r.kind,
    }, h("button", { type: "button", class: "px-btn px-tb-option", disabled: true,
      "data-role": "refused-option", "data-option": r.kind, title: r.reason }, `${r.label} ✗`),
    " ", h("span", { class: "px-tb-why" }, r.reason)))) : null);
}

// The latest lines of the log, in words, beside the decision (the whole log is below).
function drawRecent(view, send) {
  const L = view.labels;
  if (!view.recent.length) return null;
  return tbSection("recent", L.recent, h("ul", { class: "px-tb-log" },
    view.recent.map((e) => h("li", { "data-step": e.step, "data-type": e.type,
      class: e.step === view.step.at ? "px-tb-now" : "" }, e.text))));
}

function drawLedger(view) {
  const L = view.labels;
  const rd = view.round; // a round: this hand's net, then the round's total (table_round.js)
  return tbSection("ledger", L.ledger, h("table", { class: "px-table" },
    rd ? h("thead", {}, h("tr", {}, h("th", {}, rd.title), h("th", {}, rd.hand_label),
      h("th", {}, rd.total_label))) : null,
    h("tbody", {}, view.ledger.map((r) => h("tr", { "data-seat": r.seat, "data-net": r.net },
      h("td", {}, r.name), h("td", { class: r.net < 0 ? "px-tb-neg" : "" },
        `${r.net > 0 ? "+" : ""}${r.net}`), roundColumn(view, r))))),
  view.payments.length ? h("div", { class: "px-tb-payments" }, h("h4", { class: "px-heading" }, L.payments),
    h("ul", {}, view.payments.map((p) => h("li", {
      "data-step": p.step, "data-payer": p.payer, "data-payee": p.payee,
      class: p.step === view.step.at ? "px-tb-now" : "",
    }, `${p.text} · ${p.reason} `, rulingBadge(p.ruling))))) : null);
}

function drawLog(view, send) {
  const L = view.labels;
  return tbSection("log", L.log,
    view.last ? h("div", { class: "px-tb-last", "data-role": "last" }, view.last) : null,
    h("ul", { class: "px-tb-log" }, view.log.map((e) => h("li", {
      "data-step": e.step, "data-type": e.type,
      class: e.step === view.step.at ? "px-tb-now" : "",
    }, h("button", { type: "button", class: "px-tb-logbtn", "data-key": `l:${e.step}`,
      onclick: () => send({ kind: "step", to: e.step }) }, e.text)))));
}

function drawSaveLoad(view, message, send) {
  const L = view.labels;
  const out = [];
  out.push(h("div", { class: "px-row" },
    tbBtn("save", L.save, () => send({ kind: "save" }), { pressed: view.save ? "true" : "false",
      title: L.save_hint }),
    view.save ? tbBtn("download", L.download, () => {
      const blob = new Blob([view.saved], { type: "application/json" });
      const a = h("a", { href: URL.createObjectURL(blob),
        download: `paixue-${view.variant.id}-${view.seed ?? "replay"}.json` });
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    }) : null));
  if (view.save) {
    out.push(h("textarea", { class: "px-tb-json", "data-role": "save-text", readonly: true,
      rows: 4, "aria-label": L.save_hint }, view.saved));
  }
  const load = h("textarea", { class: "px-tb-json", "data-role": "load-text", "data-key": "i:load",
    rows: 3, placeholder: L.load_hint, "aria-label": L.load_hint, spellcheck: "false" },
  message.input !== undefined && message.about !== "scenario" ? message.input : "");
  out.push(load, h("div", { class: "px-row" },
    tbBtn("load", L.load, () => send({ kind: "load", text: load.value }))));
  return h("details", { class: "px-tb-saveload", "data-key": "saveload", "data-role": "saveload", open: view.save || (message.input !== undefined && message.about !== "scenario") },
    h("summary", {}, `${L.save} / ${L.load}`), out);
}

// A teacher's scenario (folded): paste its JSON, Enter (Shift+Enter: a new line) or the button
// deals it; a refused one keeps the pasted text and shows the reason here.
function drawScenario(view, message, send) {
  const sc = view.scenario;
  const L = sc.labels;
  const mine = message.about === "scenario";
  const box = h("textarea", { class: "px-tb-json", "data-role": "scenario-text",
    "data-key": "i:scenario", rows: 4, placeholder: sc.json_example, "aria-label": L.scenario_hint,
    spellcheck: "false",
    onkeydown: (e) => {
      if (e.key === "Enter" && !e.shiftKey) {
        e.preventDefault();
        send({ kind: "scenario", text: box.value });
      }
    } },
  mine && message.input !== undefined ? message.input : sc.json);
  const refused = mine && message.level === "warning"
    ? h("div", { class: "px-warn", "data-role": "scenario-refused" }, message.text) : null;
  return h("details", { class: "px-section px-tb-scenario", "data-role": "scenario",
    "data-key": "scenario", "data-active": sc.active ? "true" : "false", open: mine ? true : null },
  h("summary", { title: L.scenario_hint }, L.scenario),
  h("div", { class: "px-doc" }, L.scenario_hint),
  sc.active ? h("div", { class: "px-note", "data-role": "scenario-now" }, L.scenario_now) : null,
  box,
  h("div", { class: "px-row" },
    tbBtn("scenario-deal", L.scenario_deal, () => send({ kind: "scenario", text: box.value }))),
  refused);
}

// The variant's rule options (杠进杠出, R-M3's redeal, R-M19 …) with their ruling ids and
// docs, drawn by the shared optionRow; a change deals the same seed again under the new rules.
function drawOptions(view, send) {
  const L = view.labels;
  const open = view.options.some((o) => o.changed);
  return h("details", { class: "px-section px-tb-options", "data-role": "options",
    "data-key": "options", open: open ? true : null },
  h("summary", { title: L.options_hint }, L.options),
  h("div", { class: "px-doc" }, L.options_hint),
  view.options.map((o) => optionRow(o, send)));
}

function drawTable(root, view, message, send) {
  if (!view.variant || !view.step || !view.seats) return; // not a whole view: keep the last drawn
  root.className = `paixue-table px-root px-size-${view.size}`;
  Object.assign(root.dataset, {
    variant: view.variant.id, lang: view.lang, size: view.size, seed: String(view.seed),
    step: String(view.step.at), steps: String(view.step.total),
    human: view.human === null ? "" : String(view.human),
    finished: view.finished ? "true" : "false", decision: view.decision ? view.decision.kind : "",
    seats: String(view.seat_count),
    wall: String(view.wall.remaining), hide: view.hide ? "true" : "false",
  });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const seats = Object.fromEntries(view.seats.map((s) => [s.position, drawSeat(view, s, send)]));
  // the main area (one screen: the steps, the board, the decision and the latest lines),
  // then what is set once or read at leisure: the deal and seat, the log, the ledger
  root.replaceChildren(...[
    drawHeader(view, send),
    drawMessage(message),
    h("div", { class: "px-tb-main", "data-role": "main" },
      drawSteps(view, send),
      drawPlayers(view),
      h("div", { class: "px-tb-board" },
        seats.top, drawRecent(view, send), seats.left, drawCentre(view), seats.right,
        seats.bottom),
      drawDecision(view, send),
      drawRound(view, send)), // table_round.js: hand n of the round, Next hand at its end
    drawReview(view, send), // table_review.js: "Review my hand", once a played hand is over
    drawControls(view, send),
    levelsStrip(view.levels, send), // the opponents: each automatic seat's level
    h("div", { class: "px-columns" },
      h("div", { class: "px-col" }, drawLog(view, send)),
      h("div", { class: "px-col" }, drawLedger(view), drawExchange(view),
        drawSaveLoad(view, message, send), drawScenario(view, message, send),
        drawOptions(view, send))),
    view.code ? codeRow(view.code, view.labels, send, message) : null,
  ].filter((x) => x)); // a part with nothing to show is null
  // autoplay's state outlives the redraw: the button and pace show it, the next step is due
  const auto = root.dataset.auto === "on" && view.step.at < view.step.total;
  const button = root.querySelector('[data-role="autoplay"]');
  if (button && auto) { button.textContent = view.labels.autoplay_stop; button.setAttribute("aria-pressed", "true"); }
  const pace = root.querySelector('[data-role="pace"]');
  if (pace) pace.value = root.dataset.pace || String(view.paces[1].ms);
  tbAutoStep(root, view, send);
}

// The view with the replay text of the open Save panel (its own trait, "saved": sent when it
// changes, not with every click's view).
function tbRead(model) {
  const view = model.get("view");
  return view && Object.keys(view).length ? { ...view, saved: model.get("saved") || "" } : view;
}

function render({ model, el }) {
  return mount(model, el, "paixue-table", drawTable, tbRead, ["view", "saved"]);
}

export default { render };

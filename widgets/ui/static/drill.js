// Paixue drill: draws the `view` state of Drill (Python) and sends intents
// {kind: pick|total|submit|next|restart|settings|option|lang|size}. Questions, answers and
// grades come from Python; nothing here knows them. (tiles.js is joined in front by Python.)

function drBtn(role, label, onclick, extra = {}) {
  return h("button", { type: "button", class: "px-btn", "data-role": role,
    "data-key": `b:${role}`, onclick, ...extra }, label);
}

function drSettings(view, send) {
  const L = view.labels;
  const s = view.settings;
  const variant = h("select", { "data-role": "variant", "data-key": "s:variant",
    "aria-label": L.drill_variant,
    onchange: (e) => send({ kind: "settings", variant: e.target.value }) },
  view.variants.map((o) => h("option", { value: o.id, selected: o.id === s.variant }, o.label)));
  variant.value = s.variant;
  const level = h("select", { "data-role": "level", "data-key": "s:level",
    "aria-label": L.drill_level,
    onchange: (e) => send({ kind: "settings", level: e.target.value }) },
  view.levels.map((o) => h("option", { value: o.value }, o.label)));
  level.value = s.level;
  const kinds = view.kinds.map((k) => h("label", { class: "px-check" },
    h("input", { type: "checkbox", checked: k.on, "data-drill-kind": k.kind,
      "data-key": `k:${k.kind}`,
      onchange: (e) => {
        const on = view.kinds.filter((x) => (x.kind === k.kind ? e.target.checked : x.on));
        send({ kind: "settings", kinds: on.map((x) => x.kind) });
      } }), ` ${k.label}`));
  const seed = h("input", { type: "text", class: "px-short", "data-role": "seed",
    "data-key": "s:seed", value: s.seed, "aria-label": L.drill_seed, title: L.drill_seed_hint,
    ...drApply((value) => send({ kind: "settings", seed: value })) });
  const n = h("input", { type: "number", class: "px-number", min: 1, max: 500,
    "data-role": "n", "data-key": "s:n", value: s.n, "aria-label": L.drill_n,
    ...drApply((value) => send({ kind: "settings", n: Number(value) })) });
  return h("details", { class: "px-section px-drill-settings", "data-role": "settings",
    "data-key": "d:settings" },
  h("summary", {}, L.drill_settings),
    h("div", { class: "px-row" },
      h("label", { class: "px-field" }, `${L.drill_variant} `, variant),
      h("label", { class: "px-field" }, `${L.drill_level} `, level),
      h("label", { class: "px-field", title: L.drill_seed_hint }, `${L.drill_seed} `, seed),
      h("label", { class: "px-field" }, `${L.drill_n} `, n)),
    h("div", { class: "px-row", "data-role": "kinds", role: "group",
      "aria-label": L.drill_kinds }, `${L.drill_kinds}: `, kinds),
    view.options.length ? h("details", { "data-key": "d:options" },
      h("summary", {}, L.options),
      view.options.map((o) => optionRow(o, send))) : null,
    drPerKind(view));
}

// A text or number box applies on Enter as well as when it loses focus, once per value.
function drApply(apply) {
  let sent = null;
  const go = (e) => {
    if (e.target.value === sent) return;
    sent = e.target.value;
    apply(e.target.value);
  };
  return { onchange: go, onkeydown: (e) => { if (e.key === "Enter") go(e); } };
}

function drProgress(view) {
  const p = view.progress;
  return h("span", { class: "px-drill-progress", "data-role": "progress",
    "data-number": p.number, "data-of": p.of, "data-answered": p.answered,
    "data-streak": p.streak, "data-accuracy": p.accuracy === null ? "" : p.accuracy },
  h("span", { class: "px-big" }, p.label),
  p.streak_label ? [" · ", h("span", {}, p.streak_label)] : null,
  p.credit_label ? [" · ", h("span", {}, p.credit_label)] : null);
}

function drPerKind(view) {
  return h("div", { class: "px-row px-tag", "data-role": "per-kind" },
    view.progress.per_kind.map((k) => h("span", {
      class: "px-drill-kind", "data-kind": k.kind, "data-answered": k.answered,
      "data-correct": k.correct }, `${k.label}: ${k.count_label}`)));
}

function drChoices(view, send) {
  const q = view.question;
  const done = view.answered;
  const pick = (c) => () => send({ kind: "pick", index: c.index });
  if (q.tile_choices) {
    return h("div", { class: "px-tiles", "data-role": "choices", role: "group",
      "aria-label": q.prompt },
    q.choices.map((c) => h("span", { class: "px-drill-choice", "data-mark": c.mark || null },
      tileButton(c.tile, { key: `c:${c.index}`, pressed: c.selected, disabled: done,
        hint: c.mark_label || null, onClick: pick(c),
        data: { index: c.index, selected: c.selected ? "true" : "false",
          mark: c.mark || null } }),
      c.mark ? h("span", { class: "px-drill-mark" }, c.mark_label) : null)));
  }
  return h("div", { class: "px-row", "data-role": "choices", role: "group",
    "aria-label": q.prompt },
  q.choices.map((c) => h("button", {
    type: "button", class: "px-btn px-choice", "data-choice": c.value, "data-index": c.index,
    "data-key": `c:${c.index}`, "aria-pressed": c.selected ? "true" : "false",
    "data-mark": c.mark || null, disabled: done, onclick: pick(c),
  }, c.label, c.mark ? ` (${c.mark_label})` : "")));
}

function drHand(view) {
  const q = view.question;
  const hand = q.hand;
  const melds = hand.melds.map((m) => h("span", { class: "px-meld", title: m.label,
    "data-meld": m.text },
  h("span", { class: "px-meld-label" },
    `${m.label}${m.source_label ? " · " + m.source_label : ""}`),
  h("span", { class: "px-meld-tiles" }, m.tiles.map((t) => tileImg(t, false)))));
  const tiles = q.hand_is_choices ? [] : hand.tiles.map((t) => h("span", {
    class: t.winning ? "px-winning" : null }, tileImg(t, false)));
  if (!tiles.length && !melds.length) return null;
  return h("div", { class: "px-tiles", "data-role": "hand", "data-hand": hand.text,
    "aria-label": hand.text }, tiles, melds);
}

function drQuestion(view, send) {
  const q = view.question;
  const L = view.labels;
  const total = q.asks_total ? h("label", { class: "px-row" }, `${L.drill_total}: `,
    h("input", { type: "text", inputmode: "numeric", class: "px-number",
      "data-role": "total", "data-key": "i:total", value: q.total, disabled: view.answered,
      "aria-label": L.drill_total, placeholder: L.number_hint,
      onchange: (e) => send({ kind: "total", value: e.target.value }),
      onkeydown: (e) => {
        if (e.key === "Enter") {
          send({ kind: "total", value: e.target.value });
          send({ kind: "submit" });
        }
      } })) : null;
  return h("div", { class: "px-section px-drill-question", "data-role": "question",
    "data-kind": q.kind, "data-number": q.number, "data-pick": q.pick },
  h("div", { class: "px-heading" }, q.kind_label),
  h("div", { class: "px-question", "data-role": "prompt" }, q.prompt),
  q.situation ? h("div", { class: "px-note", "data-role": "situation" }, q.situation) : null,
  drHand(view),
  q.focus ? h("div", { class: "px-row", "data-role": "focus" }, q.focus.label,
    tileImg(q.focus.tile, false)) : null,
  drChoices(view, send),
  total,
  h("div", { class: "px-row" },
    // the keyboard's place moves from Submit to Next once answered (key "b:go"): Enter, Enter
    drBtn("submit", L.drill_submit, () => send({ kind: "submit" }),
      { disabled: view.answered, "data-key": view.answered ? "b:submit" : "b:go" }),
    drBtn("next", L.drill_next, () => send({ kind: "next" }),
      { disabled: !view.can_next, "data-key": view.answered ? "b:go" : "b:next" }),
    view.hints.can_hint ? drBtn("hint", view.hints.button, () => send({ kind: "hint" })) : null,
    // a round is restarted where it is answered, not in the folded settings
    h("span", { class: "px-spacer" }),
    drBtn("restart", L.drill_start, () => send({ kind: "restart" }))),
  drHints(view),
  view.test.kept ? h("div", { class: "px-note", "data-role": "test-kept" }, view.test.kept) : null);
}

// The hint ladder's steps shown so far, each named, and what they cost.
function drHints(view) {
  const hs = view.hints;
  if (!hs.used) return null;
  return h("div", { class: "px-drill-hints", "data-role": "hints", "data-used": hs.used },
    hs.steps.map((st) => h("div", { class: "px-drill-hint", "data-step": st.step },
      h("strong", {}, `${st.label}: `), st.text)),
    h("div", { class: "px-note", "data-role": "hint-cost" }, hs.cost));
}

// The graded answer: the verdict with the count and the credit apart, the deciding rule,
// the reasons, tiles as tiles, the hand's readings, and the engine's table folded.
function drFeedback(view) {
  const fb = view.feedback;
  const L = view.labels;
  if (!fb) return null;
  const counted = (t) => h("span", { class: "px-drill-counted", "data-tile": t.id,
    "data-count": t.count }, tileImg(t), h("span", { class: "px-drill-count" }, `×${t.count}`));
  return h("div", { class: "px-feedback px-drill-feedback", "data-role": "feedback",
    role: "status", "data-correct": fb.correct ? "true" : "false", "data-credit": fb.credit },
  h("div", { class: "px-drill-head" },
    h("span", { "data-role": "verdict" }, fb.head),
    fb.count_label ? h("span", { "data-role": "count" }, fb.count_label) : null,
    h("span", { "data-role": "credit" }, fb.credit_label)),
  fb.rule ? h("div", { class: "px-drill-rule", "data-role": "rule" },
    h("strong", {}, `${L.drill_rule}: `), fb.rule) : null,
  h("div", { class: "px-drill-explain", "data-role": "explain" },
    fb.lines.map((line) => h("div", {}, line))),
  fb.tiles.map((g) => h("div", { class: "px-drill-group", "data-role": "tile-group" },
    h("span", { class: "px-drill-group-label" }, g.label),
    h("span", { class: "px-drill-group-tiles" }, g.tiles.map(counted)))),
  fb.readings.length ? h("details", { class: "px-drill-readings", "data-role": "readings",
    "data-key": "d:readings" }, h("summary", {}, L.drill_readings),
    fb.readings.map((r) => h("div", { class: "px-drill-reading", "data-role": "reading" },
      r.label ? h("span", { class: "px-drill-group-label" }, `${r.label} · ${r.form}`)
        : h("span", { class: "px-drill-group-label" }, r.form),
      r.blocks.map((b) => h("span", { class: "px-drill-block", "data-block": b.kind,
        title: b.label }, b.tiles.map((t) => tileImg(t))))))) : null,
  fb.table ? h("details", { class: "px-drill-table", "data-role": "table",
    "data-key": "d:table" }, h("summary", {}, L.drill_table),
  h("div", { class: "px-drill-explain" }, fb.table)) : null);
}

// The learner's record: accuracy per question type over days, the mistakes deck, export and
// a reset that asks first. Every word and number comes from Python (view.record).
function drRecord(view, send) {
  const L = view.labels;
  const r = view.record;
  if (!r.on) {
    return r.label ? h("div", { class: "px-note", "data-role": "record", "data-on": "false" },
      r.label) : null;
  }
  const table = r.rows.length ? h("table", { class: "px-drill-record-table", "data-role": "record-table" },
    h("thead", {}, h("tr", {}, h("th", {}, ""), r.days.map((d) => h("th", { title: d.day }, d.label)))),
    h("tbody", {}, r.rows.map((row) => h("tr", { "data-kind": row.kind },
      h("th", { scope: "row" }, row.label),
      row.cells.map((c) => h("td", { title: c.title, "data-day": c.day,
        "data-credit": c.credit === null ? "" : c.credit,
        style: c.credit === null ? null : `--px-credit: ${c.credit}` }, c.text))))))
    : h("div", { class: "px-note" }, r.empty);
  let download = null;
  if (r.data.export) {
    const url = URL.createObjectURL(new Blob([r.data.export], { type: "text/plain" }));
    download = h("a", { href: url, download: r.data.export_name, class: "px-btn",
      "data-role": "record-download" }, L.drill_record_download);
  }
  const fold = h("details", { class: "px-section px-drill-record", "data-role": "record",
    "data-key": "d:record", "data-on": "true", "data-count": r.count ?? 0,
    "data-lasting": r.fleeting ? "false" : "true", "data-kept": r.mode },
  h("summary", {}, r.title, r.count ? ` (${r.count})` : ""),
    h("div", { class: "px-note", "data-role": "record-file" }, `${r.file} ${r.data.path}`),
    r.problem ? h("div", { class: "px-message px-level-warning", "data-role": "record-problem" },
      r.problem) : null,
    r.deck ? h("div", { class: "px-row", "data-role": "deck" }, r.deck) : null,
    table,
    h("div", { class: "px-row" },
      drBtn("record-csv", L.drill_record_csv, () => send({ kind: "record_export", format: "csv" })),
      drBtn("record-json", L.drill_record_json,
        () => send({ kind: "record_export", format: "json" })),
      drBtn("record-reset", L.drill_record_reset, () => send({ kind: "record_reset" }))),
    r.confirm ? h("div", { class: "px-row px-drill-confirm", "data-role": "record-confirm" },
      h("span", {}, r.confirm),
      drBtn("record-yes", L.drill_record_yes, () => send({ kind: "record_reset", confirm: true })),
      drBtn("record-no", L.drill_record_no, () => send({ kind: "record_reset", confirm: false })))
      : null,
    r.reset_done ? h("div", { class: "px-note", "data-role": "record-reset-done" }, r.reset_done)
      : null,
    r.data.export ? h("div", { class: "px-drill-export" },
      h("div", { class: "px-note" }, L.drill_record_export, " ", download),
      h("textarea", { readonly: true, rows: 6, "data-role": "record-export",
        "aria-label": L.drill_record_export }, r.data.export)) : null);
  // the site over plain http: where the record is kept (this browser), or that it is not,
  // said above the fold, open
  if (!r.fleeting && !r.where) return fold;
  return h("div", { class: "px-drill-record-wrap" },
    r.fleeting ? h("div", { class: "px-message px-level-warning", "data-role": "record-fleeting" },
      r.fleeting) : h("div", { class: "px-note", "data-role": "record-where" }, r.where), fold);
}

function drawDrill(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-drill px-root px-size-${view.size}`;
  Object.assign(root.dataset, {
    variant: view.settings.variant, level: view.settings.level, seed: view.settings.seed,
    lang: view.lang, size: view.size, kind: view.question.kind,
    number: String(view.question.number), answered: view.answered ? "true" : "false",
    finished: view.finished ? "true" : "false",
  });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(...[
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.drill),
      drProgress(view),
      h("span", { class: "px-spacer" }),
      drBtn("lang", L.lang, () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" })),
      drBtn("size", L.size, () => send({ kind: "size",
        value: view.size === "large" ? "normal" : "large" }),
      { "aria-pressed": view.size === "large" ? "true" : "false" }),
      facesButton(view.lang, send)),
    h("div", { class: "px-drill-main" },
      drQuestion(view, send),
      h("div", { class: "px-drill-side" },
        h("div", {
          class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
          "data-level": message.level || "", role: "status", "aria-live": "polite",
        }, message.text || ""),
        drFeedback(view))),
    view.note ? h("div", { class: "px-note", "data-role": "note" }, view.note) : null,
    view.test.on ? h("div", { class: "px-note", "data-role": "test", "data-testing":
      view.test.testing ? "true" : "false" }, view.test.score || view.test.label) : null,
    drSettings(view, send),
    drRecord(view, send),
    view.code ? codeRow(view.code, L, send, message) : null,

    view.finished ? h("div", { class: "px-note", "data-role": "finished" }, L.drill_finished)
      : null,
  ].flat().filter(Boolean));
}

function render({ model, el }) {
  return mount(model, el, "paixue-drill", drawDrill);
}

// once per model: the record in the browser's storage where no file lasts (record_store.js)
export default { initialize: ({ model }) => recordStore(model), render };

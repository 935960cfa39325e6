// Paixue exercise: draws the `view` state of Exercise (Python) and sends intents
// {kind: select|choose|answer|check|hint|reveal|reset|lang|size}. The answer is checked in
// Python; nothing here knows it. (tiles.js is joined in front of this file by Python, and
// cards.js's drawing where the next line stands.)
// @cards.js

function exAnswer(view, send) {
  const L = view.labels;
  if (view.answer_kind === "tiles") {
    return [h("div", { class: "px-note" }, view.pick === "one" ? L.pick_one : L.pick_tiles),
      h("div", { class: "px-tiles", "data-role": "pick", role: "group",
      "aria-label": view.pick === "one" ? L.pick_one : L.pick_tiles,
      title: view.pick === "one" ? L.pick_one : L.pick_tiles },
    view.tiles.map((t) => tileButton(t, {
      key: `t:${t.index}`, pressed: t.selected, data: { selected: t.selected ? "true" : "false" },
      onClick: () => send({ kind: "select", tile: t.id }),
    })))];
  }
  if (view.answer_kind === "choice") {
    return h("div", { class: "px-row", "data-role": "choices", role: "group",
      "aria-label": L.your_answer },
    view.choices.map((c) => h("button", {
      type: "button", class: "px-btn px-choice", "data-choice": c.index,
      "data-key": `c:${c.index}`, "aria-pressed": c.selected ? "true" : "false",
      onclick: () => send({ kind: "choose", index: c.index }),
    }, c.label)));
  }
  const input = h("input", {
    type: "text",
    inputmode: view.answer_kind === "number" ? "numeric" : null,
    class: view.answer_kind === "number" ? "px-number" : "px-text",
    "data-role": "answer", "data-key": "i:answer", value: view.value,
    "aria-label": L.your_answer,
    placeholder: view.answer_kind === "number" ? L.number_hint : L.text_answer,
    onchange: () => send({ kind: "answer", value: input.value }),
    onkeydown: (e) => {
      if (e.key === "Enter") {
        send({ kind: "answer", value: input.value });
        send({ kind: "check" });
      }
    },
  });
  return h("label", { class: "px-row" }, `${L.your_answer}: `, input);
}

// Rows of a card game's cards shown with the question, each with its label (drawn, not clicked).
function exCards(view) {
  return (view.cards || []).map((row, i) => h("div", { class: "px-row px-ex-cards",
    "data-role": "cards", "data-row": i }, row.label ? h("span", { class: "px-ex-label" }, row.label) : null,
  row.cards.map((c) => c.kind === "tile" ? tileImg(c, false) : h("span", {
    class: cardClass(c, c.kind === "ph" ? "px-ph px-card-static" : "px-card-static"), role: "img",
    "aria-label": c.label, title: c.label, "data-card": c.id, "data-red": c.red ? "true" : null,
  }, c.kind === "ph" ? phCardSvg(c) : cardSvg(c)))));
}

// What Reveal draws besides the words: tile groups (each tile with its copies left) and the
// hand's readings as sets and a pair, each set boxed.
function exReveal(view) {
  const r = view.reveal;
  if (!r || (!r.tiles.length && !r.readings.length)) return null;
  return h("div", { class: "px-solution px-ex-reveal", "data-role": "reveal" },
    r.tiles.map((g) => h("div", { class: "px-ex-group", "data-role": "tile-group" },
      h("span", { class: "px-ex-label" }, g.label),
      g.tiles.map((t) => h("span", { class: "px-ex-counted", "data-tile": t.id,
        "data-count": t.count }, tileImg(t), h("span", { class: "px-ex-count" }, `×${t.count}`))))),
    r.readings.length ? h("div", { class: "px-ex-label" }, view.labels.drill_readings) : null,
    r.readings.map((x) => h("div", { class: "px-ex-group", "data-role": "reading" },
      h("span", { class: "px-ex-label" }, x.label ? `${x.label} · ${x.form}` : x.form),
      x.blocks.map((b) => h("span", { class: "px-ex-block", "data-block": b.kind,
        title: b.label }, b.tiles.map((t) => tileImg(t)))))));
}

function drawExercise(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-exercise px-root px-size-${view.size}`;
  Object.assign(root.dataset, {
    answerKind: view.answer_kind, lang: view.lang, size: view.size,
    solved: view.solved ? "true" : "false", attempts: String(view.attempts),
  });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const btn = (role, label, onclick) => h("button", {
    type: "button", class: "px-btn", "data-role": role, "data-key": `b:${role}`, onclick,
  }, label);
  const handTiles = view.hand
    ? h("div", { class: "px-tiles", "data-role": "hand", "data-hand": view.hand.text,
      "aria-label": view.hand.text },
    view.hand.tiles.map((t) => tileImg(t, false)),
    view.hand.melds.map((m) => h("span", { class: "px-meld", title: m.label },
      h("span", { class: "px-meld-label" }, m.label),
      h("span", { class: "px-meld-tiles" }, m.tiles.map((t) => tileImg(t, false))))))
    : null;
  const focus = view.focus
    ? h("div", { class: "px-row", "data-role": "focus" }, view.focus.label,
      tileImg(view.focus.tile, false))
    : null;
  const feedback = view.feedback
    ? h("div", { class: "px-feedback", "data-role": "feedback", role: "status",
      "data-correct": view.feedback.correct ? "true" : "false" }, view.feedback.text)
    : null;
  root.replaceChildren(...[
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.exercise),
      h("span", { class: "px-spacer" }),
      displayButtons(view, L, send),
      facesButton(view.lang, send)),
    h("div", { class: "px-question", "data-role": "question" }, view.question),
    handTiles, focus, exCards(view),
    exAnswer(view, send),
    h("div", { class: "px-row" },
      btn("check", L.check, () => send({ kind: "check" })),
      view.has_hint ? btn("hint", L.hint, () => send({ kind: "hint" })) : null,
      btn("reveal", L.reveal, () => send({ kind: "reveal" })),
      btn("reset", L.reset, () => send({ kind: "reset" }))),
    h("div", {
      class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite",
    }, message.text || ""),
    feedback,
    view.hint ? h("div", { class: "px-hint", "data-role": "hint" }, `${L.hint}: ${view.hint}`)
      : null,
    view.solution ? h("div", { class: "px-solution", "data-role": "solution" }, view.solution)
      : null,
    exReveal(view),
    view.code ? codeRow(view.code, L, send, message) : null,
  ].flat().filter(Boolean)); // replaceChildren would write "null" for an absent part
}

function render({ model, el }) {
  return mount(model, el, "paixue-exercise", drawExercise);
}

// once per model: the record in the browser's storage where no file lasts (record_store.js)
export default { initialize: ({ model }) => recordStore(model), render };

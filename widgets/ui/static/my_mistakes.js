// Paixue: My mistakes (MyMistakes) — the played hands' mistakes back from the deck, one at a
// time. Python sends the hand (tile_view dicts, each with the option it tries) and the words;
// this draws them with the shared tiles.js. Intents: {kind: try (index) | reveal | next |
// lang | size | faces}.

function drawMistake(q, L, send) {
  return h("section", { class: "px-mm-q", "data-role": "mistake", "data-verdict": q.verdict },
    h("p", { class: "px-mm-where", "data-role": "mistake-where" }, q.where),
    h("p", { class: "px-mm-prompt" }, q.prompt),
    h("div", { class: "px-mm-hand" }, q.hand.map((t, i) => tileButton(t.tile, {
      key: `mm:${i}`, disabled: t.index < 0, data: { role: "mistake-tile" },
      onClick: () => send({ kind: "try", index: t.index }) }))),
    q.buttons.length ? h("p", {}, q.buttons.map((b) => h("button", { type: "button",
      class: "px-btn", "data-role": "mistake-option", onclick: () => send({ kind: "try",
        index: b.index }) }, b.label))) : null,
    q.feedback ? h("p", { class: `px-mm-${q.verdict}`, "data-role": "mistake-feedback" },
      q.feedback) : null,
    q.revealed ? h("p", { "data-role": "mistake-answer" }, q.revealed) : null,
    h("p", {},
      q.can_reveal ? h("button", { type: "button", class: "px-btn",
        "data-role": "mistake-reveal", onclick: () => send({ kind: "reveal" }) },
      L.retry_reveal) : null, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "mistake-next",
        onclick: () => send({ kind: "next" }) }, L.mistakes_next)));
}

function drawMistakes(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-mymistakes px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(...[
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.mistakes_title),
      h("span", { class: "px-spacer" }),
      displayButtons(view, L, send),
      facesButton(view.lang, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    view.problem ? h("p", { class: "px-mm-problem", "data-role": "problem" }, view.problem)
      : null,
    view.count ? h("p", { "data-role": "mistakes-count" }, view.count) : null,
    view.empty ? h("p", { "data-role": "mistakes-empty" }, view.empty) : null,
    view.q ? (view.q.cards ? drawCardMistake(view.q, L, send) : drawMistake(view.q, L, send))
      : null].filter((x) => x));
}

export default { render: ({ model, el }) => mount(model, el, "paixue-mymistakes",
  drawMistakes) };

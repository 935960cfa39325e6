// Paixue: My mistakes' card question (Python: widgets/ui/tables/card_mistakes.py), joined after
// my_mistakes.js with cards.js's drawing: the seat's cards at the mistake as cards — picked,
// then played (mode "pick", 斗地主), or each a discard to try (mode "click", 跑胡子) — and the
// other choices as buttons. Intents: {kind: pick (card) | try (index | picked) | reveal | next}.
function drawCardMistake(q, L, send) {
  const cards = q.hand.map((c, i) => pieceButton(c.card, {
    key: `mmc:${i}`, cls: c.picked ? "px-ddz-selected" : "",
    disabled: q.mode !== "pick" && c.index < 0,
    data: { role: "mistake-card", picked: c.picked ? "true" : null },
    onClick: q.mode === "pick" ? () => send({ kind: "pick", card: c.id })
      : c.index >= 0 ? () => send({ kind: "try", index: c.index }) : null }));
  return h("section", { class: "px-mm-q", "data-role": "mistake", "data-verdict": q.verdict,
    "data-cards": q.cards },
  h("p", { class: "px-mm-where", "data-role": "mistake-where" }, q.where),
  h("p", { class: "px-mm-prompt" }, q.prompt),
  cards.length ? h("div", { class: "px-ctb-retry-cards" }, cards) : null,
  h("p", {},
    q.play ? h("button", { type: "button", class: "px-btn", "data-role": "mistake-play",
      onclick: () => send({ kind: "try", picked: true }) }, q.play) : null, " ",
    q.buttons.map((b) => h("button", { type: "button", class: "px-btn",
      "data-role": "mistake-option", onclick: () => send({ kind: "try", index: b.index }) },
    b.label))),
  q.feedback ? h("p", { class: `px-mm-${q.verdict === "good" ? "best" : q.verdict}`,
    "data-role": "mistake-feedback" }, q.feedback) : null,
  q.revealed ? h("p", { "data-role": "mistake-answer" }, q.revealed) : null,
  h("p", {},
    q.can_reveal ? h("button", { type: "button", class: "px-btn",
      "data-role": "mistake-reveal", onclick: () => send({ kind: "reveal" }) },
    L.retry_reveal) : null, " ",
    h("button", { type: "button", class: "px-btn", "data-role": "mistake-next",
      onclick: () => send({ kind: "next" }) }, L.mistakes_next)));
}

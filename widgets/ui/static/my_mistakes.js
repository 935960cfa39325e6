// Paixue: My mistakes (MyMistakes) — the played hands' mistakes back from the deck, one at a
// time. Python sends the hand (tile_view dicts, each with the option it tries) and the words;
// this draws them with the shared tiles.js. Intents: {kind: try (index) | reveal | next |
// measure | stop | go_on | lang | size | faces}. A mahjong try Python must play out first
// comes with ``measure``: its progress, Stop or Go on, and an ``ask`` key — this asks for the
// next few play-outs once per key, so the bar moves and Stop is heard between two.

function drawMistake(q, L, send) {
  return h("section", { class: "px-mm-q", "data-role": "mistake", "data-verdict": q.verdict },
    h("p", { class: "px-mm-where", "data-role": "mistake-where" }, q.where),
    q.position ? drawPosition(q.position) : null,
    h("p", { class: "px-mm-prompt" }, q.prompt),
    h("div", { class: "px-mm-hand" }, q.hand.map((t, i) => tileButton(t.tile, {
      key: `mm:${i}`, disabled: t.index < 0, data: { role: "mistake-tile" },
      onClick: () => send({ kind: "try", index: t.index }) }))),
    q.buttons.length ? h("p", {}, q.buttons.map((b) => h("button", { type: "button",
      class: "px-btn", "data-role": "mistake-option", onclick: () => send({ kind: "try",
        index: b.index }) }, b.label))) : null,
    q.feedback ? h("p", { class: `px-mm-${q.verdict}`, "data-role": "mistake-feedback" },
      q.feedback) : null,
    q.measure ? drawMeasure(q.measure, send) : null,
    q.revealed ? h("p", { "data-role": "mistake-answer" }, q.revealed) : null,
    h("p", {},
      q.can_reveal ? h("button", { type: "button", class: "px-btn",
        "data-role": "mistake-reveal", onclick: () => send({ kind: "reveal" }) },
      L.retry_reveal) : null, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "mistake-next",
        onclick: () => send({ kind: "next" }) }, L.mistakes_next)));
}

// The new move being played out against the strong move: how far, and Stop (or Go on).
function drawMeasure(m, send) {
  return h("p", { class: "px-mm-measure", "data-role": "mistake-measure",
    "data-done": m.done, "data-total": m.total },
  h("progress", { max: m.total, value: m.done }), " ",
  h("span", { "data-role": "mistake-measure-text" }, m.text), " ",
  m.stop ? h("button", { type: "button", class: "px-btn", "data-role": "mistake-stop",
    onclick: () => send({ kind: "stop" }) }, m.stop) : null,
  m.go_on ? h("button", { type: "button", class: "px-btn", "data-role": "mistake-go-on",
    onclick: () => send({ kind: "go_on" }) }, m.go_on) : null);
}

// A mahjong mistake's table then (mistake_position.py): each seat's melds, river, 缺 and wins,
// the 赖子; the learner's seat first. For reading only: the tiles to try are the hand below.
function drawPosition(p) {
  const row = (label, tiles, role) => (tiles.length ? h("span", { class: "px-mm-row",
    "data-role": role }, h("span", { class: "px-label" }, `${label}: `),
  tiles.map((t) => tileImg(t))) : null);
  return h("div", { class: "px-mm-position", "data-role": "mistake-position" },
    h("p", { class: "px-mm-position-title" }, p.title,
      p.wild ? h("span", { class: "px-mm-wild", "data-role": "mistake-wild" }, ` · ${p.wild}`)
        : null,
      p.wall ? h("span", {}, ` · ${p.wall}`) : null),
    p.seats.map((s) => h("div", { class: `px-mm-seat${s.me ? " px-mm-me" : ""}`,
      "data-role": "mistake-seat", "data-seat": s.seat },
    h("span", { class: "px-mm-seat-name" }, s.name),
    s.void ? h("span", { class: "px-mm-void", "data-role": "mistake-void" }, s.void) : null,
    s.melds.length ? h("span", { class: "px-mm-row", "data-role": "mistake-melds" },
      h("span", { class: "px-label" }, `${p.labels.melds}: `),
      s.melds.map((m) => h("span", { class: "px-meld", title: m.label },
        h("span", { class: "px-meld-label" }, m.label),
        h("span", { class: "px-meld-tiles" }, m.tiles.map((t) => tileImg(t))))))
      : null,
    row(p.labels.wins, s.wins, "mistake-wins"),
    row(p.labels.kongs, s.kongs, "mistake-kongs"),
    h("span", { class: "px-mm-row", "data-role": "mistake-river" },
      h("span", { class: "px-label" }, `${p.labels.river}: `),
      s.river.length ? s.river.map((t) => tileImg(t)) : p.labels.empty))));
}

function drawMistakes(root, view, message, send) {
  const L = view.labels;
  const ask = view.q && view.q.measure ? view.q.measure.ask : "";
  if (ask && root.dataset.measureAsked !== ask) {  // once per piece (a redraw is no ask)
    root.dataset.measureAsked = ask;
    setTimeout(() => send({ kind: "measure" }), 0);
  }
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

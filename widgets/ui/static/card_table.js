// Paixue card table frame, shared by the card-game tables (DoudizhuTable, SanzhangTable …):
// the header (language, size, show every hand), the message, the steps and autoplay, the
// history, the ledger, and New deal / Save / Load. Every word comes from view.ctb (Python,
// CardHandTable.common); every click is an intent {kind, ...}. `p` is the table's class prefix
// (px-<p>-steps …), so each table keeps its own CSS hooks.

const CTB_PACE_MS = 700;

function ctbHeader(view, send, title, opts = {}) {
  const W = view.ctb;
  return h("div", { class: "px-row px-header" },
    h("span", { class: "px-title" }, title),
    h("span", { class: "px-spacer" }),
    opts.open === false ? null : h("label", {}, h("input", { type: "checkbox", checked: view.open, "data-key": "open",
      onchange: (e) => send({ kind: "open", value: e.target.checked }) }), " ", W.open),
    h("button", { type: "button", class: "px-btn", "data-kind": "lang",
      onclick: () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" }) }, view.lang === "zh" ? "English" : "中文"),
    h("button", { type: "button", class: "px-btn", "data-kind": "size",
      onclick: () => send({ kind: "size", value: view.size === "large" ? "normal" : "large" }) }, view.size === "large" ? "A−" : "A+"),
    opts.faces ? facesButton(view.lang, send) : null);  // a table of tiles (二八杠)
}

function ctbMessage(message) {
  return message && message.text ? h("div", { class: `px-message px-message-${message.level || "info"}`, role: "status",
    "data-role": "message" }, message.title ? h("b", {}, `${message.title}: `) : null, message.text) : null;
}

function ctbSteps(root, view, send, p) {
  const W = view.ctb;
  const auto = root.dataset.auto === "on";
  const go = (to) => () => send({ kind: "step", to });
  return h("div", { class: `px-row px-ctb-steps px-${p}-steps` },
    h("button", { type: "button", class: "px-btn", "data-step": "start", onclick: go("start") }, W.start),
    h("button", { type: "button", class: "px-btn", "data-step": "back", onclick: go("back") }, W.back),
    h("button", { type: "button", class: "px-btn", "data-step": "forward", onclick: go("forward"),
      disabled: !view.step.can_forward }, W.forward),
    h("button", { type: "button", class: "px-btn", "data-step": "end", onclick: go("end") }, W.end),
    h("button", { type: "button", class: "px-btn", "data-step": "auto", "aria-pressed": auto ? "true" : "false",
      onclick: (e) => {
        const on = root.dataset.auto !== "on";
        root.dataset.auto = on ? "on" : "off";
        clearTimeout(root._ctbTimer);
        e.currentTarget.textContent = on ? W.stop : W.auto; // the view itself is unchanged
        e.currentTarget.setAttribute("aria-pressed", on ? "true" : "false");
        if (on) send({ kind: "step", to: "forward" }); // the first step now, then at the pace
      },
    }, auto ? W.stop : W.auto),
    ctbPace(root, view),
    h("span", { class: `px-ctb-step px-${p}-step`, "data-role": "step" }, view.step.text));
}

// Autoplay's pace (Python names the paces); the choice is the page's, kept on the root.
function ctbPace(root, view) {
  const chosen = root.dataset.pace || String(view.paces[1].ms);
  return h("select", { class: "px-ctb-pace", "data-role": "pace", "aria-label": view.ctb.pace, title: view.ctb.pace,
    onchange: (e) => { root.dataset.pace = e.currentTarget.value; } },
  view.paces.map((pc) => h("option", { value: String(pc.ms), selected: String(pc.ms) === chosen ? true : null }, pc.label)));
}

// One item a step: its number (a click goes to that step), then its lines; the step the table
// is at marked (Python says which).
function ctbHistory(view, p, send) {
  return [h("h4", { class: "px-heading" }, view.ctb.history),
    h("ol", { class: `px-ctb-history px-${p}-history`, "data-role": "history" },
      view.history.map((g) => h("li", { "data-step": g.step, class: g.now ? "px-ctb-now" : null,
        "aria-current": g.now ? "step" : null },
        h("button", { type: "button", class: "px-ctb-at", "data-role": "history-step",
          onclick: send ? () => send({ kind: "step", to: g.step }) : null }, String(g.step)),
        h("span", { class: "px-ctb-dot", "aria-hidden": "true" }, "·"),
        h("span", { class: "px-ctb-lines" }, g.lines.map((line) => h("span", { class: "px-ctb-line" }, line))))))];
}

function ctbLedger(view, rows) {
  return [h("h4", { class: "px-heading" }, view.ctb.ledger),
    h("table", { class: "px-table", "data-role": "ledger" },
      rows.map((r) => h("tr", {}, h("td", {}, r.name), h("td", {}, r.text || (r.delta > 0 ? `+${r.delta}` : `${r.delta}`)))))];
}

// The view to draw: the kernel's, with the replay text Save wrote (its own trait "saved", sent
// once, not with every click's view) for the replay box.
function ctbRead(model) {
  const view = model.get("view");
  return view && Object.keys(view).length ? { ...view, json: model.get("saved") || "" } : view;
}
const CTB_TRAITS = ["view", "saved"];

function ctbBelow(view, send, p) {
  const W = view.ctb;
  const seed = h("input", { type: "number", class: "px-number", value: view.seed, "data-key": "seed", "aria-label": W.new });
  const text = h("textarea", { class: `px-ctb-json px-${p}-json`, "data-role": "json", rows: 2, "aria-label": W.replay }, view.json);
  return h("div", { class: `px-row px-ctb-below px-${p}-below` },
    seed, h("button", { type: "button", class: "px-btn", "data-kind": "new",
      onclick: () => send({ kind: "new", seed: Number(seed.value) }) }, W.new),
    h("button", { type: "button", class: "px-btn", "data-kind": "save", onclick: () => send({ kind: "save" }) }, W.save),
    text,
    h("button", { type: "button", class: "px-btn", "data-kind": "load", onclick: () => send({ kind: "load", text: text.value }) }, W.load));
}

// After a draw: the latest history line in view, and the next autoplay step at the pace
// (autoplay stops by itself where a human must decide or the hand is over).
function ctbAfterDraw(root, view, send) {
  const history = root.querySelector('[data-role="history"]');
  if (history) {
    const now = history.querySelector(".px-ctb-now");
    // the step the table is at in the middle (the list is its items' offsetParent)
    history.scrollTop = now ? now.offsetTop + now.offsetHeight / 2 - history.clientHeight / 2 : history.scrollHeight;
  }
  clearTimeout(root._ctbTimer);
  if (root.dataset.auto === "on") {
    if (view.step.can_forward) root._ctbTimer = setTimeout(() => send({ kind: "step", to: "forward" }),
      Number(root.dataset.pace) || CTB_PACE_MS);
    else root.dataset.auto = "off";
  }
}

function ctbRoot(root, view, cls, stage) {
  root.className = `${cls} px-root px-size-${view.size}`;
  root.dataset.lang = view.lang;
  root.dataset.size = view.size;
  root.dataset.stage = stage || "";
  root.dataset.over = view.step.over ? "true" : "false";
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
}

// "Review my hand" once a hand one person played is over (Python: card_review_view.py): a
// button starts it; Python measures one decision per "next" message, so the bar moves and Stop
// is heard between two; then the mistakes, each with its loss, why, and a step button.
let ctbReviewAsked = "";
function ctbReview(view, send) {
  const r = view.review;
  if (!r) return null;
  const box = h("section", { class: "px-section px-ctb-review", "data-role": "review",
    "data-state": r.stage },
  h("h4", { class: "px-heading" }, r.title),
  h("p", { class: "px-doc" }, r.hint));
  if (r.stage === "ready") {
    ctbReviewAsked = "";
    box.append(h("button", { type: "button", class: "px-btn", "data-role": "review-start",
      onclick: () => send({ kind: "review", action: "start" }) }, r.start));
  } else if (r.stage === "running") {
    box.append(h("p", { "data-role": "review-progress" },
      h("progress", { max: r.total, value: r.done }), " ", r.text, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "review-stop",
        onclick: () => send({ kind: "review", action: "stop" }) }, r.stop)));
    const ask = `${r.round}/${r.total}`;
    if (ctbReviewAsked !== ask) {
      ctbReviewAsked = ask;
      setTimeout(() => send({ kind: "review", action: "next" }), 0);
    }
  } else {
    ctbReviewAsked = "";  // a review taken up again after Stop asks from where it stopped
    box.append(h("p", { "data-role": "review-summary" }, r.summary));
    if (r.none) box.append(h("p", { "data-role": "review-none" }, r.none));
    if (r.items.length) {
      box.append(h("ol", { class: "px-ctb-review-list" }, r.items.map((it) => h("li", {
        "data-step": it.step, "data-loss": it.mean },
      h("span", { class: "px-ctb-review-cost" }, it.loss), " ", it.text, " ",
      h("button", { type: "button", class: "px-btn", "data-role": "review-retry",
        onclick: () => send({ kind: "review", action: "retry", step: it.step }) }, it.retry), " ",
      h("button", { type: "button", class: "px-btn", "data-role": "review-step",
        onclick: () => send({ kind: "step", to: it.step }) }, it.button)))));
    }
    if (r.more) box.append(h("p", { class: "px-doc", "data-role": "review-more" }, r.more));
    if (r.retry) box.append(ctbRetry(r.retry, send));
    for (const note of r.notes) box.append(h("p", { class: "px-doc" }, note));
    if (r.go_on) {
      box.append(h("p", {}, h("button", { type: "button", class: "px-btn",
        "data-role": "review-go-on",
        onclick: () => send({ kind: "review", action: "go_on" }) }, r.go_on)));
    }
    box.append(h("p", { class: "px-doc", "data-role": "review-meaning" }, r.meaning));
  }
  return box;
}

// Retry before reveal (Python: card_retry.py): the seat's cards at the mistake — picked, then
// played (mode "pick", 斗地主), or each a discard to try (mode "click", 跑胡子) — and the other
// choices as buttons; Python says whether a try is right; the answer shows only when asked.
function ctbRetry(t, send) {
  const ask = (extra) => send({ kind: "review", ...extra });
  const cards = t.cards.map((c, i) => pieceButton(c.card, {
    key: `retry:${i}`, cls: c.picked ? "px-ddz-selected" : "",
    disabled: t.mode !== "pick" && c.index < 0,
    data: { role: "retry-card", picked: c.picked ? "true" : null },
    onClick: t.mode === "pick" ? () => ask({ action: "pick", card: c.id })
      : c.index >= 0 ? () => ask({ action: "try", index: c.index }) : null }));
  return h("div", { class: "px-ctb-retry", "data-role": "retry", "data-step": t.step,
    "data-verdict": t.verdict, "data-mode": t.mode },
  h("p", { class: "px-ctb-retry-prompt" }, t.prompt),
  cards.length ? h("div", { class: "px-ctb-retry-cards" }, cards) : null,
  h("p", {},
    t.play ? h("button", { type: "button", class: "px-btn", "data-role": "retry-play",
      onclick: () => ask({ action: "try", picked: true }) }, t.play) : null, " ",
    t.buttons.map((b) => h("button", { type: "button", class: "px-btn",
      "data-role": "retry-option", onclick: () => ask({ action: "try", index: b.index }) },
    b.label))),
  t.feedback ? h("p", { class: `px-ctb-retry-${t.verdict}`, "data-role": "retry-feedback" },
    t.feedback) : null,
  t.revealed ? h("p", { "data-role": "retry-answer" }, t.revealed) : null,
  h("p", {},
    t.reveal ? h("button", { type: "button", class: "px-btn", "data-role": "retry-reveal",
      onclick: () => ask({ action: "reveal" }) }, t.reveal) : null, " ",
    h("button", { type: "button", class: "px-btn", "data-role": "retry-close",
      onclick: () => ask({ action: "close" }) }, t.close)));
}

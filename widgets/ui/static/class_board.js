// Paixue: the teacher's class board (Class) — the class code, the open question, its answers
// as bars (Python leaves them out while the counts are hidden), who has not answered, and
// Reveal / Next / Hide / Export. It draws what Python sends; every second it asks Python to
// look at the class again ({kind: "tick"}). Intents: tick, reveal, next, hide, lock, remove,
// export, lang, size.

// the students in the class, each with a button that takes them out (inside a closed box:
// a click on the projector does not remove anyone by chance)
function classStudents(view, L, send, keep) {
  return h("details", { class: "px-class-students", "data-role": "students",
    open: keep.studentsOpen ? "" : undefined,
    ontoggle: (ev) => { keep.studentsOpen = ev.target.open; } },
    h("summary", {}, `${L.students} (${view.students.length})`),
    h("ul", { class: "px-class-names" }, view.students.map((s) =>
      h("li", { "data-name": s.name }, h("span", {}, s.name), " ",
        h("button", { type: "button", class: "px-btn px-class-remove", "data-role": "remove",
          title: s.hint, "aria-label": s.hint,
          onclick: () => send({ kind: "remove", value: s.name }) }, L.remove)))));
}

function classBar(b) {
  return h("div", { class: `px-class-bar${b.right ? " px-right" : ""}`, "data-option": b.option,
    "data-count": String(b.count) },
    h("span", { class: "px-class-bar-label" }, (b.right ? "✓ " : "") + b.label),
    h("span", { class: "px-class-bar-track" },
      h("span", { class: "px-class-bar-fill", style: `width: ${Math.round(b.share * 100)}%` })),
    h("span", { class: "px-class-bar-count" }, String(b.count)));
}

function drawClass(root, view, message, send, keep) {
  const L = view.labels;
  root.className = `paixue-class-board px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size, state: view.state,
    countsShown: String(Boolean(view.counts_shown)) });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const q = view.state === "question" || view.state === "revealed";
  root.replaceChildren(
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.title),
      h("span", { class: "px-spacer" }),
      displayButtons(view, L, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || view.offline || ""),
    h("div", { class: "px-class-join" },
      h("span", {}, `${L.address} `, h("b", { "data-role": "address" }, view.address)),
      view.code ? h("span", {}, `${L.code} `, h("b", { class: "px-class-code", "data-role": "code" }, view.code)) : "",
      view.code ? h("span", {}, `${L.joined} `, h("b", { "data-role": "joined" }, String(view.joined))) : ""),
    view.state === "idle" ? h("p", { class: "px-class-idle" }, L.idle) : "",
    ...(q ? [
      h("h4", { class: "px-heading" }, view.title),
      h("p", { class: "px-class-prompt" }, view.prompt),
      view.hand ? h("p", {}, `${L.hand}: `, h("code", { "data-role": "hand" }, view.hand)) : "",
      h("p", {}, `${L.position}: `, h("code", {}, view.position)),
      h("p", { "data-role": "answered" }, view.answered),
      view.counts_shown ? h("div", { class: "px-class-bars" }, view.bars.map(classBar))
        : h("p", { class: "px-class-hidden" }, L.hidden),
      view.state === "revealed" ? h("div", { class: "px-class-result" },
        h("p", {}, `${L.answer}: `, h("b", { "data-role": "answer" }, view.answer)),
        h("p", { class: "px-class-reason" }, view.reason)) : "",
      h("p", { class: "px-class-missing" }, `${L.missing} (${view.missing.length}): `,
        view.missing.join(", ")),
    ] : []),
    h("div", { class: "px-class-actions" },
      q ? h("button", { type: "button", class: "px-btn", "data-role": "reveal",
        disabled: view.state === "revealed" ? "" : undefined,
        onclick: () => send({ kind: "reveal" }) }, L.reveal) : "",
      q ? h("button", { type: "button", class: "px-btn", "data-role": "next",
        onclick: () => send({ kind: "next" }) }, L.next) : "",
      view.code ? h("label", { class: "px-class-hide" },
        h("input", { type: "checkbox", "data-role": "hide", checked: view.hide ? "" : undefined,
          onchange: (ev) => send({ kind: "hide", value: ev.target.checked }) }), ` ${L.hide}`) : "",
      view.code ? h("label", { class: "px-class-hide" },
        h("input", { type: "checkbox", "data-role": "lock", checked: view.locked ? "" : undefined,
          onchange: (ev) => send({ kind: "lock", value: ev.target.checked }) }), ` ${L.lock}`) : "",
      view.code ? h("button", { type: "button", class: "px-btn", "data-role": "export",
        onclick: () => send({ kind: "export" }) }, L.export) : ""),
    view.code ? classStudents(view, L, send, keep) : "");
}

export default {
  render: ({ model, el }) => {
    const keep = { studentsOpen: false };  // what the teacher opened survives the redraws
    const stop = mount(model, el, "paixue-class-board",
      (root, view, message, send) => drawClass(root, view, message, send, keep));
    const timer = setInterval(() => model.send({ kind: "tick" }), 1000);
    return () => { clearInterval(timer); if (typeof stop === "function") stop(); };
  },
};

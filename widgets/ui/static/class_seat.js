// Paixue: a student's place in the class (Student) — who I am, the open question's number,
// my answer, and after the reveal whether it was right and why. The question itself opens in
// the lesson's own widget (Python does that); this draws what Python sends and every two
// seconds asks Python to look at the class again ({kind: "tick"}). When no lesson widget answers
// the question by its clicks (a claim, a score), its options are buttons here.
// Intents: tick, answer, lang, size.

function drawSeat(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-class-seat px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size, state: view.state,
    right: view.state === "revealed" ? String(view.right) : "" });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.title),
      h("span", {}, `${L.me} `, h("b", { "data-role": "name" }, view.name)),
      h("span", { class: "px-spacer" }),
      displayButtons(view, L, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || view.offline || ""),
    h("p", { class: `px-class-status px-level-${view.level || "none"}`, "data-role": "status" },
      view.status),
    // the question's options as buttons, when no lesson widget answers it by its own clicks
    view.options ? h("div", { class: "px-class-options", role: "group",
      "aria-label": view.labels.options },
      h("span", {}, view.labels.options),
      view.options.map((o) => h("button", { type: "button", class: "px-btn px-class-option",
        "data-choice": o.value, "aria-pressed": String(o.chosen),
        onclick: () => send({ kind: "answer", value: o.value }) }, o.label))) : "",
    !view.mine ? "" : h("p", {}, `${L.mine}: `,
      h("b", { "data-role": "mine" }, view.mine)));
}

export default {
  render: ({ model, el }) => {
    const stop = mount(model, el, "paixue-class-seat", drawSeat);
    const timer = setInterval(() => model.send({ kind: "tick" }), 2000);
    return () => { clearInterval(timer); if (typeof stop === "function") stop(); };
  },
};

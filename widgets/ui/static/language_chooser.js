// Paixue: lesson 00's language chooser (LanguageChooser). Python sends the two choices and,
// once one is chosen, the link to lesson 00 in it; this draws them. A click sends
// {kind: "choose", lang} and keeps the choice in the browser's storage too (the offline site's
// front page reads it); a choice the browser remembers and Python's file lacks is sent as
// {kind: "remembered", lang}. The link opens the lesson in JupyterLab (its command linker:
// docmanager:open with the path Python names); elsewhere it is a plain relative link.

function storeGet(key) {
  try { return window.localStorage.getItem(key) || ""; } catch (e) { return ""; }
}
function storeSet(key, value) {
  try { window.localStorage.setItem(key, value); } catch (e) { /* storage off: Python keeps it */ }
}

function drawLanguage(root, view, message, send) {
  root.className = `paixue-language px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, chosen: view.chosen || "" });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  const choose = (lang) => {
    storeSet(view.store_key, lang);
    send({ kind: "choose", lang });
  };
  const link = view.link;
  root.replaceChildren(...[
    h("div", { class: "px-header" }, h("span", { class: "px-title" }, view.labels.title)),
    h("div", { class: "px-lang-choices", role: "group", "aria-label": view.labels.title },
      h("span", {}, view.labels.prompt),
      view.choices.map((c) => h("button", {
        class: "px-lang-choice", "data-choice": c.lang, lang: c.lang === "zh" ? "zh-Hans" : "en",
        "aria-pressed": String(view.chosen === c.lang), onclick: () => choose(c.lang),
      }, c.label))),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    view.said ? h("div", { "data-role": "said" }, view.said) : null,
    link ? h("a", {
      class: "px-lang-link", "data-role": "open", "data-path": link.path, href: link.href,
      lang: link.lang === "zh" ? "zh-Hans" : "en",
      "data-commandlinker-command": "docmanager:open",
      "data-commandlinker-args": JSON.stringify({ path: link.path }),
    }, link.text) : null].filter((x) => x)); // replaceChildren would write a null as "null"
}

function render({ model, el }) {
  const remembered = storeGet((model.get("view") || {}).store_key || "paixue-language");
  if (remembered && !(model.get("view") || {}).chosen) {
    model.send({ kind: "remembered", lang: remembered });
  }
  return mount(model, el, "paixue-language", drawLanguage);
}

export default { render };

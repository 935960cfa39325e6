// Paixue: the tile drawing and DOM helpers every widget shares.
// Python joins this file in front of each widget's module (anywidget loads a module from a
// blob: URL, where relative imports cannot resolve), so it has no imports and no exports.
// It holds no rules and no game strings: a tile arrives from Python as
// {id, label, top, bottom, suit, face} and is drawn as it is.

const PX_SVG = "http://www.w3.org/2000/svg";
const PX_FONT = '"Noto Sans CJK SC", "Noto Serif CJK SC", sans-serif';

// h("button", {class: "x", "data-tile": "5m", onclick: f}, child, "text", ...)
function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else if (key === "value") el.defaultValue = el.value = value; // default: as rendered
    else if (key === "checked") el.checked = true;
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

function pxSvgText(x, y, size, text, cls) {
  const t = document.createElementNS(PX_SVG, "text");
  t.setAttribute("x", x);
  t.setAttribute("y", y);
  t.setAttribute("font-size", size);
  t.setAttribute("text-anchor", "middle");
  t.setAttribute("font-family", PX_FONT);
  t.setAttribute("class", cls);
  t.textContent = text;
  return t;
}

// A blank face 40 wide and `height` tall: an svg (hidden from screen readers: the button
// carries the label) holding one rounded rectangle. Classes: `${kind}-svg`, `${kind}-rect`.
function blankFace(kind, height, rx) {
  const svg = document.createElementNS(PX_SVG, "svg");
  svg.setAttribute("viewBox", `0 0 40 ${height}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.setAttribute("class", `${kind}-svg`);
  const rect = document.createElementNS(PX_SVG, "rect");
  for (const [k, v] of Object.entries({ x: 1.5, y: 1.5, width: 37, height: height - 3, rx })) {
    rect.setAttribute(k, v);
  }
  rect.setAttribute("class", `${kind}-rect`);
  svg.append(rect);
  return svg;
}

// The tile face: a rounded rectangle and its character(s): 五 over 万, or one 中. Each face
// is built once and cloned after (a redraw draws dozens of tiles: one native deep copy each).
const pxFaces = new Map();
function tileSvg(tile) {
  const key = `${tile.suit}|${tile.top}|${tile.bottom}|${tile.mark || ""}`;
  let face = pxFaces.get(key);
  if (!face) {
    face = buildTileSvg(tile);
    pxFaces.set(key, face);
  }
  return face.cloneNode(true);
}

function buildTileSvg(tile) {
  const svg = blankFace("px-tile", 54, 6);
  if (tile.suit === "f") {
    svg.append(pxSvgText(20, 33, 22, tile.top, "px-glyph px-glyph-suit"));
    svg.append(pxSvgText(32, 14, 10, tile.bottom, "px-glyph px-glyph-num"));
  } else if (tile.bottom) {
    svg.append(pxSvgText(20, 24, 19, tile.top, "px-glyph px-glyph-num"));
    svg.append(pxSvgText(20, 46, 17, tile.bottom, "px-glyph px-glyph-suit"));
  } else {
    svg.append(pxSvgText(20, 36, 26, tile.top, "px-glyph px-glyph-suit"));
  }
  // a wildcard (赖子) carries a corner mark from Python, so colour is never the only signal
  if (tile.mark) svg.append(pxSvgText(8, 11, 9, tile.mark, "px-glyph px-glyph-mark"));
  return svg;
}

// A tile as a button: keyboard operable (Enter/Space), labelled "五万 5m" for screen readers.
function tileButton(tile, opts = {}) {
  const cls = ["px-tile", `px-face-${tile.face}`, `px-suit-${tile.suit}`];
  if (tile.wild) cls.push("px-wild");
  if (opts.cls) cls.push(opts.cls);
  const label = opts.hint ? `${tile.label} (${opts.hint})` : tile.label;
  const attrs = {
    type: "button",
    class: cls.join(" "),
    "aria-label": label,
    title: label,
    "data-tile": tile.id,
    "data-wild": tile.wild ? "true" : null,
    "data-key": opts.key,
    onclick: opts.onClick,
    disabled: opts.disabled,
  };
  if (opts.pressed !== undefined) attrs["aria-pressed"] = opts.pressed ? "true" : "false";
  for (const [k, v] of Object.entries(opts.data || {})) attrs[`data-${k}`] = v;
  return h("button", attrs, tileSvg(tile));
}

// A tile drawn for reading only (inside a table or a sentence).
function tileImg(tile, small = true) {
  const span = h("span", {
    class: `px-tile px-tile-static px-face-${tile.face} px-suit-${tile.suit}` +
      (small ? " px-small" : "") + (tile.wild ? " px-wild" : ""),
    "data-wild": tile.wild ? "true" : null,
    role: "img",
    "aria-label": tile.label,
    title: tile.label,
    "data-tile": tile.id,
  });
  span.append(tileSvg(tile));
  return span;
}

// Redraw `root` with `draw()`, keeping keyboard focus (by data-key), open <details>, and
// what is being typed in the focused text box (a reply to an earlier click must not wipe it).
function keepFocus(root, draw) {
  const active = root.contains(document.activeElement) ? document.activeElement : null;
  const key = active && active.dataset ? active.dataset.key : null;
  const typing = active && active.tagName === "INPUT" && active.type === "text" ? active.value
    : null;
  const open = [...root.querySelectorAll("details[open]")].map((d) => d.dataset.key);
  draw();
  for (const k of open) {
    const d = root.querySelector(`details[data-key="${CSS.escape(k || "")}"]`);
    if (d) d.open = true;
  }
  if (!key) return;
  let target = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!target) {
    // the element is gone (a removed tile): focus the last one of its group instead
    const group = key.split(":")[0];
    const same = root.querySelectorAll(`[data-key^="${CSS.escape(group)}:"]`);
    target = same.length ? same[same.length - 1] : null;
  }
  if (!target) return;
  // keep the typing unless Python changed the box's own value (e.g. a loaded hand's text)
  if (typing !== null && target.tagName === "INPUT" && target.defaultValue === active.defaultValue) {
    target.value = typing;
  }
  target.focus();
}

// Mount a widget: a root div of `rootClass` in `el`, redrawn by `draw(root, view, message,
// send)` whenever the view or the message changes (both change together: draw once).
// `read(model)` gives the view and `traits` the synced traits it comes from (the hand lab
// splits its view into one trait per key, so a click sends only what changed).
// While a pointer is down in the widget the redraw waits until just after the click: a reply
// to an earlier intent (e.g. the typed answer sent when the box loses focus) must not replace
// the button being clicked, or the click is lost. Returns anywidget's cleanup function.
function mount(model, el, rootClass, draw, read = (m) => m.get("view"), traits = ["view"]) {
  const root = h("div", { class: `${rootClass} px-root` });
  el.append(root);
  const send = (msg) => model.send(msg);
  let queued = false;
  let pressing = false;
  let waiting = false;
  const redraw = () => {
    if (pressing) {
      waiting = true;
      return;
    }
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      const view = read(model);
      // a model drawn before its view is set (the trait's empty default) waits for change:view
      if (!view || (typeof view === "object" && Object.keys(view).length === 0)) return;
      keepFocus(root, () => draw(root, view, model.get("message") || {}, send));
    });
  };
  const press = () => { pressing = true; };
  const release = () => {
    if (!pressing) return;
    pressing = false;
    setTimeout(() => { // after the click event that follows this pointerup
      if (waiting) {
        waiting = false;
        redraw();
      }
    }, 0);
  };
  root.addEventListener("pointerdown", press);
  document.addEventListener("pointerup", release, true);
  document.addEventListener("pointercancel", release, true);
  redraw();
  const events = [...traits, "message"].map((t) => `change:${t}`);
  for (const e of events) model.on(e, redraw);
  return () => {
    for (const e of events) model.off(e, redraw);
    document.removeEventListener("pointerup", release, true);
    document.removeEventListener("pointercancel", release, true);
    root.remove();
  };
}

// A ruling the learner may look up: its id is in the tooltip, never in the text (a learner has
// no ruling file; the text says the rule in words).
function rulingBadge(ruling) {
  return ruling ? h("span", { class: "px-ruling", "data-ruling": ruling, title: ruling,
    "aria-label": ruling }, "ⓘ") : null;
}

// A text or number field applies on Enter as well as when it loses focus, once per value
// (Enter then Tab sends one intent). Spread into the input's attributes.
function applyOnEnter(apply) {
  let sent = null;
  const go = (e) => {
    if (e.target.value === sent) return;
    sent = e.target.value;
    apply(e.target.value);
  };
  return {
    onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); go(e); } },
    onchange: go,
  };
}

// One rule option: a checkbox, a number or a text box, its name and doc line. The ruling id
// is for the curious reader: in the tooltip (of the row, and of the small mark after the doc).
function optionRow(o, send) {
  // the option's name and description in the widget's language; its key and ruling id are
  // kept in the tooltip, where a curious reader finds them
  const doc = o.doc;
  const ids = [o.label && o.label !== o.name ? o.name : "", o.ruling].filter(Boolean).join(" · ");
  const hint = ids ? `${doc} (${ids})` : doc;
  const common = { "data-option": o.name, "data-key": `opt:${o.name}`, title: hint };
  let control;
  if (o.type === "bool") {
    control = h("input", { ...common, type: "checkbox", checked: o.value,
      onchange: (e) => send({ kind: "option", name: o.name, value: e.target.checked }) });
  } else if (o.choices) {
    control = h("select", { ...common, class: "px-short",
      onchange: (e) => send({ kind: "option", name: o.name, value: e.target.value }) },
    o.choices.map((c) => h("option", { value: c.value, selected: c.value === o.value }, c.label)));
  } else {
    control = h("input", { ...common, type: o.type === "int" ? "number" : "text",
      class: o.type === "int" ? "px-number" : "px-short", value: o.value,
      ...applyOnEnter((value) => send({ kind: "option", name: o.name,
        value: o.type === "int" ? Number(value) : value })) });
  }
  return h("div", { class: `px-option${o.changed ? " px-changed" : ""}`, title: hint },
    h("label", {}, control, ` ${o.label || o.name} `),
    h("span", { class: "px-doc" }, doc, o.ruling ? h("small", {
      class: "px-ruling-id", "data-ruling": o.ruling, title: o.ruling }, "ⓘ") : null));
}

// Copy text: the clipboard API, else select it in a read-only input for Ctrl+C.
async function copyText(text, input, say) {
  try {
    await navigator.clipboard.writeText(text);
    say("copied");
  } catch (_err) {
    input.hidden = false;
    input.value = text;
    input.focus();
    input.select();
    say("copy_select");
  }
}

// A link carrying a position code (`…?paixue=hl1.….…`, in the query or after `#`) opens it
// in the first widget of its kind on the page, once per page load: a teacher's link to a
// lesson in the site opens the position (the code's kind is Python's, sent in the view).
function takeLinkCode(code, send) {
  if (!code.kind || window.paixueLinkTaken) return;
  let link = null;
  try {  // the address as opened: JupyterLab's router rewrites location.href before we run
    const nav = performance.getEntriesByType("navigation")[0];
    const url = new URL(nav ? nav.name : window.location.href);
    const look = (s) => new URLSearchParams(s).get("paixue");
    link = look(url.search) || look(url.hash.slice(1));
  } catch (_err) { return; }
  if (!link || !link.trim().startsWith(code.kind)) return;  // a code for another kind
  window.paixueLinkTaken = true;
  send({ kind: "code", code: link });
}

// The position code, in every widget (issue 25): the code of what is shown, to copy into a
// chat; a pasted code and Enter (or Open) asks Python to open its position. A refused code
// stays in the box beside the widget's message saying why.
function codeRow(code, _labels, send, message) {
  const L = code.labels;  // the row's own labels (a widget's label table may not hold them)
  takeLinkCode(code, send);
  const input = h("input", {
    type: "text", class: "px-text px-code-text", "data-role": "code", "data-key": "i:code",
    "aria-label": L.code, title: L.code_hint, placeholder: L.code_hint, spellcheck: "false",
    autocomplete: "off", value: code.text,
    onkeydown: (e) => { if (e.key === "Enter") send({ kind: "code", code: input.value }); },
  });
  const note = h("span", { class: "px-note", "data-role": "code-note", "aria-live": "polite" });
  const btn = (role, label, onclick) => h("button", {
    type: "button", class: "px-btn", "data-role": role, "data-key": `b:${role}`, onclick,
    title: L.code_hint,
  }, label);
  // a refused code's reason, here where the code was pasted (the widget's message says it too)
  const refused = message && message.about === "code" && message.level === "warning"
    ? h("div", { class: "px-warn px-code-refused", "data-role": "code-refused" }, message.text)
    : null;
  return h("div", { class: "px-row px-coderow", "data-role": "code-row", "data-code": code.text },
    h("label", { class: "px-code-label" }, L.code), input,
    btn("copy-code", L.copy_code, () => copyText(code.text, input,
      (key) => { note.textContent = L[key]; })),
    btn("open-code", L.load, () => send({ kind: "code", code: input.value })),
    note, refused);
}

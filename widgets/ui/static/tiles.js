// Paixue: the tile drawing and DOM helpers every widget shares.
// Python joins this file in front of each widget's module (anywidget loads a module from a
// blob: URL, where relative imports cannot resolve), so it has no imports and no exports.
// It holds no rules and no game strings: a tile arrives from Python as
// {id, label, top, bottom, suit, face, pic, n, glyph} and is drawn as it is, in the style of
// the learner's display setting (pictures or characters).

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

// The tile face. Two styles, the learner's display setting (Python's shared/display.py sends
// it to every widget as the `px_display` trait; mount() keeps it in pxDisplay before a draw):
// "pictures", the faces of real tiles (筒 circles, 条 sticks and the 一条 bird, a numeral over
// 萬, honours, flowers with a picture), or "characters" (五 over 筒). What a face shows comes
// from Python (tile.pic, tile.n, tile.glyph, tile.top/bottom); the layouts are drawing only.
// Each face is built once and cloned after (a redraw draws dozens of tiles: one native deep
// copy each).
let pxDisplay = {};
const pxFaces = new Map();
function pxStyle() {
  return pxDisplay.faces === "characters" ? "characters" : "pictures";
}
function tileSvg(tile) {
  const style = tile.pic ? pxStyle() : "characters";
  const key = `${style}|${tile.suit}|${tile.top}|${tile.bottom}|${tile.mark || ""}`;
  let face = pxFaces.get(key);
  if (!face) {
    face = style === "pictures" ? buildPictureSvg(tile) : buildTileSvg(tile);
    pxFaces.set(key, face);
  }
  return face.cloneNode(true);
}

// The faces button of every widget's settings row (its words come with the setting).
// The language and size buttons every widget's header shows (labels L.lang and L.size).
function displayButtons(view, L, send) {
  const large = view.size === "large";
  return [
    h("button", { type: "button", class: "px-btn", "data-role": "lang", "data-key": "b:lang",
      onclick: () => send({ kind: "lang", value: view.lang === "zh" ? "en" : "zh" }) }, L.lang),
    h("button", { type: "button", class: "px-btn", "data-role": "size", "data-key": "b:size",
      "aria-pressed": large ? "true" : "false",
      onclick: () => send({ kind: "size", value: large ? "normal" : "large" }) }, L.size),
  ];
}

function facesButton(lang, send) {
  const L = (pxDisplay.labels || {})[lang] || {};
  const on = pxStyle() === "characters";
  return h("button", {
    type: "button", class: "px-btn", "data-role": "faces", "data-key": "b:faces",
    "aria-pressed": on ? "true" : "false", title: L.faces_hint,
    onclick: () => send({ kind: "faces", value: on ? "pictures" : "characters" }),
  }, L.faces || "");
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

// ---- the picture faces: an ivory tile (as real tiles are, in a dark theme too), inks by
// class (px-ink-red …, paixue.css). Suits differ by shape first: circles, sticks, characters.

function pxEl(parent, tag, attrs) {
  const el = document.createElementNS(PX_SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.append(el);
  return el;
}

// 筒: [x, y, r, ink] per circle, the traditional arrangements (5's centre red, 6 and 7 with
// their green heads over four red, 9 in rows of blue, red, green)
const PX_DOTS = {
  2: [[20, 15, 7.5, "green"], [20, 39, 7.5, "blue"]],
  3: [[10.5, 12, 6.2, "blue"], [20, 27, 6.2, "red"], [29.5, 42, 6.2, "green"]],
  4: [[11, 15, 6.6, "blue"], [29, 15, 6.6, "green"], [11, 39, 6.6, "green"], [29, 39, 6.6, "blue"]],
  5: [[10.5, 12.5, 6, "blue"], [29.5, 12.5, 6, "green"], [20, 27, 6, "red"],
    [10.5, 41.5, 6, "green"], [29.5, 41.5, 6, "blue"]],
  6: [[12, 11.5, 5.6, "green"], [28, 11.5, 5.6, "green"], [12, 29, 5.6, "red"],
    [28, 29, 5.6, "red"], [12, 42.5, 5.6, "red"], [28, 42.5, 5.6, "red"]],
  7: [[10, 9, 4.6, "green"], [20, 14, 4.6, "green"], [30, 19, 4.6, "green"], [12, 31, 5.2, "red"],
    [28, 31, 5.2, "red"], [12, 43, 5.2, "red"], [28, 43, 5.2, "red"]],
  8: [10.5, 21.5, 32.5, 43.5].flatMap((y) => [[12, y, 5, "blue"], [28, y, 5, "blue"]]),
  9: [[12, "blue"], [27, "red"], [42, "green"]].flatMap(([y, ink]) =>
    [10, 20, 30].map((x) => [x, y, 5.2, ink])),
};

function drawDots(svg, n) {
  if (n === 1) { // one large decorated circle: a ring, a wreath, a red heart
    pxEl(svg, "circle", { cx: 20, cy: 27, r: 13, class: "px-dot px-ink-green", "stroke-width": 2.4 });
    pxEl(svg, "circle", { cx: 20, cy: 27, r: 8.8, class: "px-wreath px-ink-blue" });
    pxEl(svg, "circle", { cx: 20, cy: 27, r: 4.6, class: "px-fill px-ink-red" });
    pxEl(svg, "circle", { cx: 20, cy: 27, r: 1.6, class: "px-fill px-ink-ivory" });
    return;
  }
  for (const [cx, cy, r, ink] of PX_DOTS[n] || []) {
    pxEl(svg, "circle", { cx, cy, r: r * 0.8, class: `px-dot px-ink-${ink}`,
      "stroke-width": r * 0.4 });
    pxEl(svg, "circle", { cx, cy, r: r * 0.32, class: `px-fill px-ink-${ink}` });
  }
}

// 条: [x, y, length, ink, tilt°] per stick; 8 is an M over a W
const PX_STICKS = {
  2: [[20, 15, 17, "green"], [20, 39, 17, "blue"]],
  3: [[20, 15, 17, "green"], [13, 39, 17, "blue"], [27, 39, 17, "blue"]],
  4: [[13, 15, 17, "green"], [27, 15, 17, "blue"], [13, 39, 17, "blue"], [27, 39, 17, "green"]],
  5: [[11, 15, 17, "green"], [29, 15, 17, "blue"], [20, 27, 17, "red"], [11, 39, 17, "blue"],
    [29, 39, 17, "green"]],
  6: [15, 39].flatMap((y) => [10, 20, 30].map((x) => [x, y, 17, "green"])),
  7: [[20, 11, 12, "red"], ...[27, 42].flatMap((y) => [10, 20, 30].map((x) => [x, y, 12, "green"]))],
  8: [[15, 1], [39, -1]].flatMap(([y, s]) => [[9, y, 17, "green", 0], [16, y, 17, "green", 22 * s],
    [24, y, 17, "green", -22 * s], [31, y, 17, "green", 0]]),
  9: [11, 27, 43].flatMap((y) => [[10, y, 13, "green"], [20, y, 13, "red"], [30, y, 13, "blue"]]),
};

function drawSticks(svg, n) {
  for (const [x, y, len, ink, tilt] of PX_STICKS[n] || []) {
    const half = len / 2;
    const w = 2.3;  // half the width; the gap in the middle is the bamboo's node
    const d = `M${x - w} ${y - half + 1}q${w} -1.6 ${2 * w} 0V${y - 0.7}H${x - w}Z` +
      `M${x - w} ${y + 0.7}H${x + w}V${y + half - 1}q${-w} 1.6 ${-2 * w} 0Z`;
    const attrs = { d, class: `px-stick px-ink-${ink}` };
    if (tilt) attrs.transform = `rotate(${tilt} ${x} ${y})`;
    pxEl(svg, "path", attrs);
  }
}

// 一条: a bird on a bamboo twig (body, wing, tail, head, beak, eye, twig)
function drawBird(svg) {
  const g = pxEl(svg, "g", { class: "px-bird" });
  pxEl(g, "path", { d: "M6 42C10 38 26 38 34 41", class: "px-line px-ink-brown" });
  pxEl(g, "path", { d: "M13 31L4 40M14 33L7 44M16 34L12 46", class: "px-line px-ink-blue" });
  pxEl(g, "ellipse", { cx: 20, cy: 28, rx: 9, ry: 7, class: "px-fill px-ink-green" });
  pxEl(g, "path", { d: "M15 25Q21 20 26 27Q20 31 15 25Z", class: "px-fill px-ink-blue" });
  pxEl(g, "circle", { cx: 28, cy: 18, r: 5, class: "px-fill px-ink-red" });
  pxEl(g, "path", { d: "M32.5 16.5L37 18.5L32.5 20Z", class: "px-fill px-ink-gold" });
  pxEl(g, "circle", { cx: 29.3, cy: 17, r: 1.1, class: "px-fill px-ink-dark" });
  pxEl(g, "path", { d: "M19 35V39M23 35V39", class: "px-line px-ink-brown" });
}

// the flowers' pictures, drawn in the upper part of the face (the character below)
const PX_FLOWERS = {
  plum: (g) => {
    pxEl(g, "path", { d: "M6 34Q12 30 15 24", class: "px-line px-ink-brown" });
    for (let i = 0; i < 5; i++) {
      const a = (i * 72 - 90) * Math.PI / 180;
      pxEl(g, "circle", { cx: 21 + 5 * Math.cos(a), cy: 19 + 5 * Math.sin(a), r: 3.6,
        class: "px-fill px-ink-pink" });
    }
    pxEl(g, "circle", { cx: 21, cy: 19, r: 2.2, class: "px-fill px-ink-gold" });
  },
  orchid: (g) => {
    pxEl(g, "path", { d: "M20 34Q12 24 7 16M20 34Q22 22 31 12M20 34Q18 26 21 18",
      class: "px-line px-ink-green" });
    pxEl(g, "ellipse", { cx: 23, cy: 15, rx: 4, ry: 2.6, class: "px-fill px-ink-purple" });
    pxEl(g, "ellipse", { cx: 19, cy: 12, rx: 2.4, ry: 3.6, class: "px-fill px-ink-purple" });
  },
  cane: (g) => {  // 竹: a bamboo cane and its leaves
    pxEl(g, "path", { d: "M17 35V24.7M17 23.3V15.7M17 14.3V7", class: "px-stalk px-ink-green" });
    pxEl(g, "path", { d: "M18 16Q25 10 32 12Q25 16 18 16ZM18 25Q26 22 31 27Q24 28 18 25Z",
      class: "px-fill px-ink-green" });
  },
  mum: (g) => {
    pxEl(g, "circle", { cx: 20, cy: 20, r: 7.5, class: "px-petals px-ink-gold" });
    pxEl(g, "circle", { cx: 20, cy: 20, r: 3.2, class: "px-fill px-ink-red" });
  },
  spring: (g) => {
    pxEl(g, "path", { d: "M20 35V16", class: "px-line px-ink-green" });
    pxEl(g, "path", { d: "M20 27Q10 27 8 19Q17 19 20 27ZM20 23Q29 22 32 14Q23 14 20 23Z",
      class: "px-fill px-ink-green" });
    pxEl(g, "circle", { cx: 20, cy: 13, r: 3.4, class: "px-fill px-ink-pink" });
  },
  summer: (g) => {
    pxEl(g, "circle", { cx: 20, cy: 20, r: 11, class: "px-rays px-ink-red" });
    pxEl(g, "circle", { cx: 20, cy: 20, r: 6.5, class: "px-fill px-ink-red" });
  },
  autumn: (g) => {
    pxEl(g, "path", { d: "M20 6L23 14L30 11L27 19L34 21L26 25L28 32L20 28L12 32L14 25L6 21" +
      "L13 19L10 11L17 14Z", class: "px-fill px-ink-orange" });
    pxEl(g, "path", { d: "M20 14V36", class: "px-line px-ink-brown" });
  },
  winter: (g) => {
    pxEl(g, "path", { d: "M20 7V33M9 13.5L31 26.5M9 26.5L31 13.5M16.5 8.5L20 12L23.5 8.5" +
      "M16.5 31.5L20 28L23.5 31.5", class: "px-line px-ink-blue" });
  },
};

// the honours: [character ink] (白 is a frame, no character)
const PX_HONOUR_INK = { wind: "dark", red: "red", green: "green" };

function buildPictureSvg(tile) {
  const svg = blankFace("px-tile", 54, 6);
  svg.classList.add("px-pic");
  svg.dataset.pic = tile.pic;
  const text = (x, y, size, t, ink) => svg.append(pxSvgText(x, y, size, t,
    `px-glyph px-ink-${ink}`));
  if (tile.pic === "dots") drawDots(svg, tile.n);
  else if (tile.pic === "bamboo") drawSticks(svg, tile.n);
  else if (tile.pic === "bird") drawBird(svg);
  else if (tile.pic === "numeral") {
    text(20, 23, 19, tile.top, "red");
    text(20, 47, 19, tile.glyph, "dark");
  } else if (tile.pic === "white") {
    pxEl(svg, "rect", { x: 8, y: 8, width: 24, height: 38, rx: 2, class: "px-frame px-ink-blue",
      "stroke-width": 2.6 });
    pxEl(svg, "rect", { x: 12, y: 12, width: 16, height: 30, rx: 1, class: "px-frame px-ink-blue",
      "stroke-width": 1 });
  } else if (tile.pic in PX_HONOUR_INK) {
    text(20, 37, 27, tile.top, PX_HONOUR_INK[tile.pic]);
  } else if (tile.pic in PX_FLOWERS) {
    PX_FLOWERS[tile.pic](pxEl(svg, "g", { class: "px-flower-pic" }));
    text(20, 49, 13, tile.top, "dark");
    text(34, 11, 8, String(tile.n), "red");
  }
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
      pxDisplay = model.get("px_display") || {};  // the learner's display settings
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
  const events = [...traits, "message", "px_display"].map((t) => `change:${t}`);
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

// The opponents' levels (issue 37), the same at every played table: for each automatic seat
// its name, a selector of the levels its game has (新手 / 熟手 / 高手) and, always shown, what
// the chosen level plays for. Python sends every word (view.levels: title, hint, and seats
// [{seat, name, level, aria, choices: [{value, label}], text}]); a choice is the intent
// {kind: "level", seat, level}.
function levelsStrip(levels, send) {
  if (!levels || !levels.seats.length) return null;
  return h("div", { class: "px-levels", "data-role": "levels", role: "group", "aria-label": levels.title },
    h("span", { class: "px-levels-title", title: levels.hint }, levels.title),
    levels.seats.map((s) => h("div", { class: "px-level", "data-seat": s.seat, "data-level": s.level },
      h("label", { class: "px-level-pick" }, h("b", {}, s.name), " ",
        h("select", { "data-role": "level", "data-seat": s.seat, "data-key": `level:${s.seat}`,
          "aria-label": s.aria, title: levels.hint,
          onchange: (e) => send({ kind: "level", seat: s.seat, level: e.currentTarget.value }) },
        s.choices.map((c) => h("option", { value: c.level, selected: c.level === s.level ? true : null }, c.label)))),
      h("span", { class: "px-note px-level-text", "data-role": "level-text" }, s.text))));
}

// Help's advice (issue 37): what the strong level would do and why, naming the level; a note
// when the game has no strong level yet and a weaker one advised.
function adviceLine(advice) {
  if (!advice) return null;
  return h("div", { class: "px-advice", "data-role": "advice", "data-level": advice.level },
    h("span", { class: "px-advice-text" }, advice.text),
    advice.note ? h("span", { class: "px-note px-advice-note" }, ` ${advice.note}`) : null);
}

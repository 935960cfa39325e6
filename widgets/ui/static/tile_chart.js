// Paixue: the tile chart (TileChart) — every tile's face with its notation, Chinese and
// English name under it, read only. Python sends the rows (tile_view dicts); this draws them
// with the shared tiles.js (tileImg, facesButton, mount). Intents: {kind: lang|size|faces}.

function chartTile(t) {
  return h("figure", { class: "px-chart-tile", "data-tile": t.id },
    tileImg(t, false),
    h("figcaption", { class: "px-chart-caption" },
      h("code", { class: "px-chart-id" }, t.id),
      h("span", { class: "px-chart-zh", lang: "zh-Hans" }, t.zh),
      h("span", { class: "px-chart-en", lang: "en" }, t.name_en)));
}

function drawChart(root, view, message, send) {
  const L = view.labels;
  root.className = `paixue-tilechart px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, L.chart_title),
      h("span", { class: "px-spacer" }),
      displayButtons(view, L, send),
      facesButton(view.lang, send)),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    ...view.rows.map((r) => h("section", { class: "px-chart-row", "data-row": r.key },
      h("h4", { class: "px-heading" }, r.title),
      h("div", { class: "px-chart-tiles" }, r.tiles.map(chartTile)))));
}

export default { render: ({ model, el }) => mount(model, el, "paixue-tilechart", drawChart) };

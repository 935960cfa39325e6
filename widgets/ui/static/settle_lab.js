// Paixue settlement lab (SettleLab): draws the `view` Python computes — each seat's part (its
// kong, its ending, whether it left, its coins) as pickers, what each came to, the hand as
// steps and every payment with the seed's sentence behind it. Every change is an intent
// {kind, ...} for SettleLab.handle; no rules and no sums live here.
// (tiles.js is joined in front: h, mount, displayButtons, rulingBadge, applyOnEnter.)

function slSelect(role, seat, value, options, send, label) {
  return h("select", { class: "px-select", "data-role": role, "data-seat": seat,
    "data-key": `s:${role}:${seat}`, "aria-label": label,
    onchange: (e) => {
      const raw = e.target.value;
      e.target.value = String(value);  // the view's choice until Python answers (a refusal
      // that repeats the same message brings no redraw: the menu must not keep a refused pick)
      send({ kind: "seat", seat, field: role, value: /^-?\d+$/.test(raw) ? Number(raw) : raw });
    } },
  options.map((o) => h("option", { value: o.value, selected: String(o.value) === String(value) },
    o.label)));
}

// One seat as a card: its name and net, then a labelled line per choice, then what it came to.
// A checkbox that shows the view's state until Python answers (as slSelect's menu).
function slBox(attrs, on, intent, send) {
  return h("input", { type: "checkbox", checked: on, ...attrs, onchange: (e) => {
    const want = e.target.checked;
    e.target.checked = on;
    send(intent(want));
  } });
}

function slSeat(s, view, send) {
  const W = view.words;
  const line = (label, ...controls) => h("label", { class: "px-sl-line" },
    h("span", { class: "px-sl-label" }, label), controls);
  const net = s.net === null ? "" : (s.net > 0 ? `+${s.net}` : String(s.net));
  return h("div", { class: "px-sl-seat", "data-role": "seat", "data-seat": s.seat },
    h("div", { class: "px-sl-seat-head" }, h("b", {}, s.name),
      h("span", { class: "px-sl-net", "data-role": "net", "data-net": s.net,
        title: W.net }, net)),
    line(W.kong, slSelect("kong", s.seat, s.kong, view.kongs, send, `${s.name} ${W.kong}`)),
    s.kong === "direct" ? line(W.fed_by,
      slSelect("fed_by", s.seat, s.fed_by, s.others, send, `${s.name} ${W.fed_by}`)) : null,
    line(W.end, slSelect("end", s.seat, s.end, view.ends, send, `${s.name} ${W.end}`)),
    s.end === "dianpao" ? line(W.from_seat,
      slSelect("from_seat", s.seat, s.from_seat, s.others, send, `${s.name} ${W.from_seat}`))
      : null,
    h("label", { class: "px-check px-sl-line" }, slBox({ "data-role": "left", "data-seat": s.seat,
      "data-key": `s:left:${s.seat}` }, s.left,
    (v) => ({ kind: "seat", seat: s.seat, field: "left", value: v }), send), ` ${W.left}`),
    view.limited ? line(W.coins, h("input", { type: "number", min: 0, class: "px-sl-num",
      "data-role": "coins", "data-seat": s.seat, "data-key": `s:coins:${s.seat}`, value: s.coins,
      "aria-label": `${s.name} ${W.coins}`,
      ...applyOnEnter((v) => send({ kind: "seat", seat: s.seat, field: "coins", value: Number(v) })) }))
      : null,
    h("div", { class: "px-sl-came", "data-role": "came-to" }, s.came_to));
}

function slSeats(view, send) {
  const W = view.words;
  return h("section", { class: "px-section", "data-role": "seats" },
    h("h4", { class: "px-heading" }, W.seats),
    h("div", { class: "px-sl-seats" }, view.seats.map((s) => slSeat(s, view, send))),
    h("div", { class: "px-row" },
      h("label", {}, `${W.base} `, h("input", { type: "number", min: 1, class: "px-sl-num",
        "data-role": "base", "data-key": "i:base", value: view.base,
        ...applyOnEnter((v) => send({ kind: "base", value: Number(v) })) })),
      h("label", { class: "px-check" }, slBox({ "data-role": "after-kong", "data-key": "c:after" },
        view.after_kong, (v) => ({ kind: "after_kong", value: v }), send), ` ${W.after_kong}`),
      h("label", { class: "px-check" }, slBox({ "data-role": "limited", "data-key": "c:limited" },
        view.limited, (v) => ({ kind: "limited", value: v }), send), ` ${W.limited}`)));
}

function slPayments(view) {
  const W = view.words;
  const rows = view.payments.map((p, i) => h("tr", { "data-role": "payment", "data-index": i,
    "data-payer": p.payer, "data-payee": p.payee, "data-paid": p.paid },
  h("td", { class: "px-num" }, p.step),
  h("td", {}, p.who),
  h("td", { class: "px-num" }, p.paid),
  h("td", {}, h("b", {}, p.reason), rulingBadge(p.ruling),
    p.short ? h("div", { class: "px-sl-short" }, p.short) : null,
    p.rule ? h("div", { class: "px-sl-rule", lang: "zh-Hans" }, `“${p.rule}”`) : null)));
  const facts = [`${W.net}: ${view.net.map((n) => `${n.name} ${n.value > 0 ? "+" : ""}${n.value}`).join(" · ")}`];
  if (view.final.length) facts.push(`${W.final}: ${view.final.map((n) => `${n.name} ${n.value}`).join(" · ")}`);
  if (view.next_dealer) facts.push(`${W.next_dealer}: ${view.next_dealer}`);
  return h("section", { class: "px-section", "data-role": "ledger" },
    h("h4", { class: "px-heading" }, W.ledger),
    rows.length ? h("table", { class: "px-table px-sl-ledger" },
      h("thead", {}, h("tr", {}, [W.step, "", W.pays, W.rule].map((x) => h("th", {}, x)))),
      h("tbody", {}, rows))
      : h("div", { class: "px-note", "data-role": "no-payments" }, W.no_payments),
    facts.map((f) => h("div", { class: "px-sl-fact" }, f)));
}

function slSteps(view) {
  return h("details", { class: "px-section", "data-role": "steps", "data-key": "steps" },
    h("summary", {}, view.words.steps),
    h("ol", {}, view.steps.map((s) => h("li", { value: s.step }, s.text))));
}

function drawSettle(root, view, message, send) {
  const W = view.words;
  root.className = `paixue-settle px-root px-size-${view.size}`;
  Object.assign(root.dataset, { lang: view.lang, size: view.size });
  root.lang = view.lang === "zh" ? "zh-Hans" : "en";
  root.replaceChildren(...[
    h("div", { class: "px-header" },
      h("span", { class: "px-title" }, W.title),
      h("span", { class: "px-spacer" }),
      h("button", { type: "button", class: "px-btn", "data-role": "undo", "data-key": "b:undo",
        disabled: !view.history.undo, onclick: () => send({ kind: "undo" }) }, view.labels.undo),
      h("button", { type: "button", class: "px-btn", "data-role": "redo", "data-key": "b:redo",
        disabled: !view.history.redo, onclick: () => send({ kind: "redo" }) }, view.labels.redo),
      displayButtons(view, view.labels, send)),
    h("div", { class: "px-note" }, W.intro),
    h("div", { class: `px-message px-level-${message.level || "none"}`, "data-role": "message",
      "data-level": message.level || "", role: "status", "aria-live": "polite" },
    message.text || ""),
    slSeats(view, send),
    slPayments(view),
    slSteps(view)]);
}

export default { render: ({ model, el }) => mount(model, el, "paixue-settle", drawSettle) };

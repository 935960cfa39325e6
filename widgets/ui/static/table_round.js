
// A round of hands (widgets/ui/tables/table_round.py): at the end of a hand, under the board, hand n
// of the round, each seat's total, who deals next and why, and Next hand (during the hand the
// round's totals are beside the ledger, below). Python's words only. (Joined after table.js:
// h and tbBtn come from there.)
function drawRound(view, send) {
  const r = view.round;
  const n = r && r.next;
  if (!n) return null;
  const totals = h("span", { class: "px-tb-round-totals", "data-role": "round-totals" },
    `${r.total_label}: `, r.totals.map((t, i) => h("span", {
      class: `px-tb-round-total${t.total < 0 ? " px-tb-neg" : ""}`, "data-seat": t.seat,
      "data-total": t.total,
    }, `${i ? " · " : ""}${t.name} ${t.total > 0 ? "+" : ""}${t.total}`)));
  return h("div", { class: "px-tb-round", "data-role": "round", "data-hand": r.hand,
    "data-round-wind": r.round_wind === null ? "" : String(r.round_wind),
    "data-next-dealer": String(n.dealer), "data-case": n.kind },
  tbBtn("next-hand", r.button, () => send({ kind: "next_hand" }), { title: r.button_hint }),
  h("strong", { "data-role": "round-hand" }, r.title), totals,
  h("span", { class: "px-tb-round-next", "data-role": "next-dealer",
    "data-ruling": n.ruling || null, title: n.ruling || null }, n.text));
}

// The round's totals beside the hand's ledger: a column of the ledger's table.
function roundColumn(view, row) {
  const r = view.round;
  if (!r) return null;
  const t = r.totals.find((x) => x.seat === row.seat);
  return t ? h("td", { class: t.total < 0 ? "px-tb-neg" : "", "data-role": "round-total",
    title: r.total_label }, `${t.total > 0 ? "+" : ""}${t.total}`) : null;
}

// The teacher's page (the one on the projector): the class code, the open question with its
// answers counted live as bars (hidden until the reveal if the teacher chooses), who has not
// answered, reveal, next, export. The teacher's key comes in the address's #key=… once (the
// link in classroom/teacher-link.txt); it is then kept for this tab only and taken out of the
// address bar, so the projector never shows it.
import { api, drawPosition, every, label, local, prompt, setupLanguage, showError, t } from "./class.js";

const root = document.querySelector(".paixue-class-teacher");
const $ = (sel) => root.querySelector(sel);
const KEY = "paixue-class-teacher-key";
let last = null;

const fromHash = new URLSearchParams(location.hash.slice(1)).get("key");
if (fromHash) {
  sessionStorage.setItem(KEY, fromHash);
  history.replaceState(null, "", location.pathname + location.search);
}
const key = () => sessionStorage.getItem(KEY) || "";
const asTeacher = (path, opts = {}) => api(path, { ...opts, headers: { "X-Paixue-Teacher": key() } });

const EXAMPLE = {
  kind: "best-discard", variant: "sichuan-xuezhan", code: "example", hand: "123m456m789m11p23p5s",
  prompt: { en: "Which tile do you discard?", zh: "打哪张？" },
  options: ["5s", "1p", "2p", "3p"], answer: "5s",
  reason: { en: "Discarding 5s leaves a ready hand waiting on 1p and 4p (and drops the third suit).",
            zh: "打 5s 后听 1p、4p，也去掉了第三门花色。" },
};

// past this many options (more than a hand has tiles: a 斗地主 play's), only the chosen
// (and right) ones get a bar
const MANY = 20;

function sameSet(a, b) {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function drawBars(q) {
  const hidden = last.hide_counts && !q.revealed;
  $(".px-hidden-note").hidden = !hidden;
  const bars = $(".px-bars");
  bars.hidden = hidden;
  root.dataset.countsShown = String(!hidden);
  const most = Math.max(1, ...Object.values(last.counts));
  // a set question: one bar per set answered (the right set, unchosen, only once revealed);
  // many options: only those chosen, and the right ones once revealed
  const many = q.pick === "set";
  const isRight = (o) => q.revealed && (many ? sameSet(o.split(" "), q.answer) : q.answer.includes(o));
  const shown = many ? Object.keys(last.counts).filter((o) => last.counts[o] || isRight(o))
    : q.options.filter((o) =>
    q.options.length <= MANY || last.counts[o] || (q.revealed && q.answer.includes(o)));
  bars.replaceChildren(...shown.map((opt) => {
    const n = last.counts[opt] ?? 0;
    const row = document.createElement("div");
    row.className = "px-bar-row";
    row.dataset.option = opt;
    row.dataset.count = String(n);
    const right = isRight(opt);
    row.classList.toggle("px-right", right);
    const name = document.createElement("span");
    name.className = "px-bar-label";
    name.textContent = (right ? "✓ " : "") + (many ? opt.split(" ").map((o) => label(q, o)).join(" ")
      : label(q, opt));
    const track = document.createElement("span");
    track.className = "px-bar-track";
    const bar = document.createElement("span");
    bar.className = "px-bar";
    bar.style.width = `${(100 * n) / most}%`;
    track.append(bar);
    const count = document.createElement("span");
    count.className = "px-bar-count";
    count.textContent = String(n);
    row.append(name, track, count);
    return row;
  }));
}

function draw() {
  if (!key()) { root.dataset.state = "key"; $(".px-key").hidden = false; $(".px-board").hidden = true; return; }
  $(".px-key").hidden = true;
  if (!last) return;
  $(".px-board").hidden = false;
  $(".px-address").textContent = location.origin + "/class/";
  $(".px-class-code").textContent = last.class_code;
  $(".px-joined").textContent = String(last.students.length);
  $(".px-hide").checked = last.hide_counts;
  $(".px-lock").checked = last.locked;
  drawStudents(last.students);
  const q = last.question;
  root.dataset.state = q ? (q.revealed ? "revealed" : "question") : "idle";
  $(".px-question").hidden = !q;
  if (!q) { showStatus(t("no-question")); return; }
  showStatus("");
  root.dataset.answered = String(last.answered);
  $(".px-title").textContent = t("question-n", q.number);
  $(".px-prompt").textContent = prompt(q);
  drawPosition(root, q);
  $(".px-answered").textContent = t("answered", last.answered, last.students.length);
  drawBars(q);
  $(".px-result").hidden = !q.revealed;
  $(".px-answer").textContent = q.answer.map((a) => label(q, a)).join(q.pick === "set" ? " " : " / ");
  $(".px-reason").textContent = local(q.reason);
  $(".px-missing-title").textContent = t("not-answered", last.not_answered.length);
  $(".px-missing").textContent = last.not_answered.join(", ");
  $(".px-reveal").disabled = q.revealed;
}

// the students, each with a Remove button (in a closed box: nobody is removed by chance);
// redrawn only when the names change, so a click is not lost to a redraw
function drawStudents(names) {
  const list = $(".px-students");
  const sig = JSON.stringify([names, document.documentElement.lang]);
  if (list.dataset.sig === sig) return;
  list.dataset.sig = sig;
  $(".px-students-n").textContent = String(names.length);
  list.replaceChildren(...names.map((name) => {
    const li = document.createElement("li");
    li.dataset.name = name;
    const who = document.createElement("span");
    who.textContent = name;
    const b = document.createElement("button");
    b.type = "button";
    b.className = "px-remove";
    b.textContent = t("remove");
    b.title = t("remove-hint", name);
    b.setAttribute("aria-label", t("remove-hint", name));
    b.addEventListener("click", () => act("remove", { name }));
    li.append(who, " ", b);
    return li;
  }));
}

function showStatus(text) {
  const p = $(".px-start-box > p");
  p.textContent = text || t("start-help");
}

async function poll() {
  if (!key()) { draw(); return; }
  try {
    last = await asTeacher("teacher");
    showError(root, null);
  } catch (e) {
    if (e.code === "not-teacher") sessionStorage.removeItem(KEY);
    showError(root, e);
  }
  draw();
}

async function act(path, body) {
  try {
    await asTeacher(path, { method: "POST", body: body ?? {} });
    showError(root, null);
  } catch (e) {
    showError(root, e);
  }
  await poll();
}

$(".px-key").addEventListener("submit", (ev) => {
  ev.preventDefault();
  sessionStorage.setItem(KEY, new FormData(ev.target).get("key").trim());
  poll();
});
$(".px-example").addEventListener("click", () => {
  $(".px-payload").value = JSON.stringify(EXAMPLE, null, 1);
});
$(".px-start").addEventListener("click", () => {
  let payload;
  try {
    payload = JSON.parse($(".px-payload").value);
  } catch (e) {
    showError(root, t("bad-payload", e.message));
    return;
  }
  act("question", payload);
});
$(".px-reveal").addEventListener("click", () => act("reveal"));
$(".px-next").addEventListener("click", () => act("next"));
$(".px-hide").addEventListener("change", (ev) => act("hide", { hide: ev.target.checked }));
$(".px-lock").addEventListener("change", (ev) => act("lock", { lock: ev.target.checked }));
$(".px-export").addEventListener("click", async () => {
  const res = await fetch("/class/api/export.csv", { headers: { "X-Paixue-Teacher": key() } });
  if (!res.ok) { showError(root, t("offline")); return; }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `class-${last?.class_code ?? ""}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});

setupLanguage(root, draw);
draw();
every(500, poll);

// The student's page: join with the class code and a name, answer the open question (changeable
// until the reveal), then see whether it was right and why. The token the server returns at
// join is kept in this browser (localStorage), so a reload or a lost connection keeps the seat.
import { api, ApiError, drawPosition, every, label, local, prompt, setupLanguage, showError, t }
  from "./class.js";

const root = document.querySelector(".paixue-class-student");
const $ = (sel) => root.querySelector(sel);
const TOKEN = "paixue-class-token";
let last = null;        // the last state the server sent
let sending = false;

function token() { return localStorage.getItem(TOKEN) || ""; }

function show(state) {
  root.dataset.state = state;
  $(".px-join").hidden = state !== "join";
  $(".px-wait").hidden = state !== "waiting";
  $(".px-question").hidden = !(state === "question" || state === "revealed");
}

function drawQuestion(q) {
  $(".px-title").textContent = t("question-n", q.number);
  $(".px-prompt").textContent = prompt(q);
  drawPosition(root, q);
  const box = $(".px-options");
  if (box.dataset.question !== `${q.id}/${document.documentElement.lang}`) {
    box.replaceChildren(...q.options.map((opt) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "px-option";
      b.dataset.choice = opt;
      b.textContent = label(q, opt);
      b.addEventListener("click", () => choose(q, opt));
      return b;
    }));
    box.dataset.question = `${q.id}/${document.documentElement.lang}`;
  }
  const many = q.pick === "set";  // a set question: each click adds an option or takes it out
  const mySet = new Set(many ? (q.my_answer || "").split(" ").filter(Boolean) : [q.my_answer]);
  for (const b of box.querySelectorAll(".px-option")) {
    const mine = mySet.has(b.dataset.choice);
    b.setAttribute("aria-pressed", String(mine));
    b.disabled = q.revealed;
    b.classList.toggle("px-right", q.revealed && q.answer.includes(b.dataset.choice));
  }
  root.dataset.myAnswer = q.my_answer ?? "";
  const named = many ? [...mySet].map((o) => label(q, o)).join(" ") : label(q, q.my_answer);
  $(".px-note").textContent = q.revealed ? "" : q.my_answer ? t("chosen", named)
    : t(many ? "choose-set" : "choose");
  $(".px-result").hidden = !q.revealed;
  if (q.revealed) {
    root.dataset.right = q.right === null ? "none" : String(q.right);
    $(".px-verdict").textContent = q.right === null ? t("no-answer") : q.right ? t("right") : t("wrong");
    $(".px-answer").textContent = q.answer.map((a) => label(q, a)).join(many ? " " : " / ");
    $(".px-reason").textContent = local(q.reason);
  } else {
    delete root.dataset.right;
  }
}

function draw() {
  if (!last) { show(token() ? "loading" : "join"); return; }
  $(".px-me").textContent = last.name;
  root.dataset.name = last.name;
  if (!last.question) { show("waiting"); return; }
  show(last.question.revealed ? "revealed" : "question");
  drawQuestion(last.question);
}

async function poll() {
  if (!token()) { draw(); return; }
  try {
    last = await api("state", { headers: { "X-Paixue-Student": token() } });
    showError(root, null);
  } catch (e) {
    if (e instanceof ApiError && (e.code === "unknown-student" || e.code === "removed")) {
      localStorage.removeItem(TOKEN);
      last = null;
    }
    showError(root, e);
  }
  draw();
}

async function choose(q, option) {
  if (sending) return;
  let choice = option;
  if (q.pick === "set") {  // the set sent so far, with this option added or taken out
    const mine = (last?.question?.my_answer || "").split(" ").filter(Boolean);
    choice = mine.includes(option) ? mine.filter((o) => o !== option) : [...mine, option];
    if (!choice.length) { showError(root, t("one-at-least")); return; }
  }
  sending = true;
  try {
    await api("answer", { method: "POST", body: { question: q.id, choice },
                          headers: { "X-Paixue-Student": token() } });
    showError(root, null);
  } catch (e) {
    showError(root, e);
  } finally {
    sending = false;
  }
  await poll();
}

$(".px-join").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const form = new FormData(ev.target);
  try {
    const r = await api("join", { method: "POST", body: { code: form.get("code"), name: form.get("name") } });
    localStorage.setItem(TOKEN, r.token);
    showError(root, null);
    await poll();
  } catch (e) {
    showError(root, e);
  }
});

const code = new URLSearchParams(location.search).get("code");
if (code) $(".px-join input[name=code]").value = code;
setupLanguage(root, draw);
draw();
every(1000, poll);

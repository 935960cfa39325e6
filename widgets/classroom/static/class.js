// What both class pages share: their words in en and zh, the language switch, and the API
// call. Everything the server or a student sends is drawn with textContent, never as HTML.

export const TEXT = {
  en: {
    "other-lang": "中文", "student-title": "Paixue class", "teacher-title": "Paixue class · teacher",
    "class-code": "Class code", "your-name": "Your name", "join": "Join", "hello": "Hello,",
    "waiting": "Waiting for the teacher's question…", "position": "Position code",
    "answer-is": "The answer:", "right": "Right!", "wrong": "Not this time.",
    "no-answer": "You did not answer this one.", "chosen": "Your answer: {0} (you can change it until the reveal)",
    "choose": "Choose one answer.", "question-n": "Question {0}",
    "choose-set": "Choose every right one (again to take one out).",
    "one-at-least": "Keep at least one: choose another before taking this one out.",
    "teacher-key": "Teacher's key (in classroom/teacher.key)", "open": "Open",
    "students-open": "Students open", "joined": "Students joined:",
    "answered": "{0} of {1} answered", "counts-hidden": "The counts are hidden until the answer is revealed.",
    "not-answered": "Not answered yet ({0})", "reveal": "Reveal the answer", "next": "Next question",
    "hide": "Hide the counts until the reveal", "start-title": "Start a question",
    "lock": "Lock the class (no new joins)", "students": "Students", "remove": "Remove",
    "remove-hint": "Remove {0} from the class",
    "start-help": "Paste a question from a widget (JSON), or try the example.",
    "hand": "Hand", "example": "Example", "start": "Start the question", "export": "Export the answers (CSV)",
    "no-question": "No question is open: start one below.", "offline": "Cannot reach the class server: retrying…",
    "bad-payload": "The question is not valid JSON: {0}",
    "kind:best-discard": "Which tile do you discard?", "kind:claim": "Which claim do you make?",
    "kind:waits": "Which tiles does the hand wait on?", "kind:score": "How much is the hand worth?",
    "kind:card-play": "Which cards do you play?", "kind:shanten": "How far is the hand from ready?",
    "kind:dingque": "Which suit do you drop (定缺)?",
  },
  zh: {
    "other-lang": "English", "student-title": "牌学课堂", "teacher-title": "牌学课堂 · 老师",
    "class-code": "班级代码", "your-name": "你的名字", "join": "加入", "hello": "你好，",
    "waiting": "等待老师出题……", "position": "局面代码",
    "answer-is": "答案：", "right": "答对了！", "wrong": "这次没答对。",
    "no-answer": "这题你没有作答。", "chosen": "你的答案：{0}（公布答案前可以修改）",
    "choose": "请选择一个答案。", "question-n": "第 {0} 题",
    "choose-set": "选出所有对的（再点一次取消）。",
    "one-at-least": "至少要选一个：先选别的，再取消这个。",
    "teacher-key": "老师密钥（在 classroom/teacher.key 里）", "open": "打开",
    "students-open": "学生打开", "joined": "已加入的学生：",
    "answered": "{1} 人中已有 {0} 人作答", "counts-hidden": "公布答案前不显示各选项人数。",
    "not-answered": "还没作答（{0}）", "reveal": "公布答案", "next": "下一题",
    "hide": "公布答案前隐藏人数", "start-title": "出题",
    "lock": "锁定班级（不再让新学生加入）", "students": "学生", "remove": "移出",
    "remove-hint": "把 {0} 移出课堂",
    "start-help": "粘贴小部件给出的题目（JSON），或者先试试示例。",
    "hand": "手牌", "example": "示例", "start": "开始这道题", "export": "导出答案（CSV）",
    "no-question": "现在没有题目：在下面出一道题。", "offline": "连不上课堂服务器，正在重试……",
    "bad-payload": "题目不是有效的 JSON：{0}",
    "kind:best-discard": "打哪张牌？", "kind:claim": "吃、碰、杠还是胡？",
    "kind:waits": "这手牌听哪些牌？", "kind:score": "这手牌多少番？",
    "kind:card-play": "出哪些牌？", "kind:shanten": "这手牌离听牌还差几步（向听）？",
    "kind:dingque": "定缺哪一门？",
  },
};

// ?lang=zh in the address, else the last choice on this browser, else the browser's language
const asked = new URLSearchParams(location.search).get("lang");
export let lang = ["en", "zh"].includes(asked) ? asked
  : localStorage.getItem("paixue-class-lang") ||
    ((navigator.language || "").toLowerCase().startsWith("zh") ? "zh" : "en");

export function t(key, ...args) {
  const s = TEXT[lang][key] ?? TEXT.en[key] ?? key;
  return s.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)]));
}

export function applyLanguage(root) {
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  root.dataset.lang = lang;
  for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
}

export function setupLanguage(root, redraw) {
  applyLanguage(root);
  root.querySelector(".px-lang").addEventListener("click", () => {
    lang = lang === "zh" ? "en" : "zh";
    localStorage.setItem("paixue-class-lang", lang);
    applyLanguage(root);
    redraw();
  });
}

// a question's text in the page's language ({en, zh} from the server), or the kind's question
export function local(texts) {
  if (!texts) return "";
  return texts[lang] || texts.en || texts.zh || "";
}

// what an option is called in the page's language (a widget may send labels), else itself
export function label(q, option) {
  return local(q.labels?.[option]) || option;
}

// the question's hand and position code rows (a student gets the code at the reveal)
export function drawPosition(root, q) {
  root.querySelector(".px-hand-row").hidden = !q.hand;
  root.querySelector(".px-hand").textContent = q.hand || "";
  root.querySelector(".px-code-row").hidden = !q.code;
  root.querySelector(".px-code").textContent = q.code || "";
}

export function prompt(q) {
  return local(q.prompt) || t("kind:" + q.kind);
}

export class ApiError extends Error {
  constructor(status, body) {
    super(body?.message?.en || `HTTP ${status}`);
    this.status = status;
    this.code = body?.error || "server";
    this.body = body;
  }
  text() {
    return this.body?.message ? local(this.body.message) : t("offline");
  }
}

export async function api(path, { method = "GET", body, headers = {} } = {}) {
  let res;
  try {
    res = await fetch("/class/api/" + path, {
      method, headers: { "Content-Type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store",
    });
  } catch (e) {
    throw new ApiError(0, null);
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export function showError(root, err) {
  const box = root.querySelector(".px-error");
  if (!err) { box.hidden = true; box.textContent = ""; return; }
  box.hidden = false;
  box.textContent = err instanceof ApiError ? err.text() : String(err);
}

// a polling loop that never overlaps itself and survives any error
export function every(ms, step) {
  const run = async () => {
    try { await step(); } finally { setTimeout(run, ms); }
  };
  run();
}

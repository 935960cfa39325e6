// The learner's record in this browser's storage, where the site can keep no file (served over
// plain http). Python owns the text (widgets/ui/shared/record_bridge.py): this only hands back what is
// stored under the key Python names and appends what Python sends. Once per widget model.
function recordStore(model) {
  const keyOf = () => model.get("record_store") || "";
  const hello = () => {
    const key = keyOf();
    if (!key) return;
    try {
      model.send({ kind: "record_browser", key, text: window.localStorage.getItem(key) || "" });
    } catch (e) { // storage turned off or refused: Python says the record is not kept
      model.send({ kind: "record_browser", key, ok: false });
    }
  };
  const onMsg = (msg) => {
    const key = msg && msg.record_browser;
    if (!key || key !== keyOf()) return;
    try {
      if (msg.reset) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, (window.localStorage.getItem(key) || "") + msg.append);
    } catch (e) { // full, or turned off
      model.send({ kind: "record_browser", key, failed: true });
    }
  };
  model.on("msg:custom", onMsg);
  model.on("change:record_store", hello);
  hello();
  return () => {
    model.off("msg:custom", onMsg);
    model.off("change:record_store", hello);
  };
}

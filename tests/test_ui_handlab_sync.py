"""What a hand lab click sends to the page (issue 26): the view goes as one synced trait per
top-level key (``v_<key>``), and a click sends only the traits whose value changed, in one
message. No browser: ``send_state`` is what ipywidgets calls to send, so a test records it."""

from __future__ import annotations

import json

from widgets.ui import HandLab
from widgets.ui.hand_lab.handlab import VIEW_KEYS

READY = "1112345678999m"


def recording(w: HandLab) -> list[list[str]]:
    """The trait names of each state message the widget sends from now on."""
    sent: list[list[str]] = []
    def send_state(key=None):
        sent.append(["*"] if key is None else [key] if isinstance(key, str) else sorted(key))

    w.send_state = send_state
    return sent


def page_view(w: HandLab) -> dict:
    """The view as the page puts it back together from the synced traits (readView)."""
    view = dict(w.v_more)
    for key in w.view_keys:
        view[key] = getattr(w, f"v_{key}")
    if w.v_claim_tiles is not None and "tiles" not in view["claims"]:
        view["claims"] = view["claims"] | {"tiles": w.v_claim_tiles}
    return view


def test_every_view_key_is_a_synced_trait_and_the_whole_view_is_not():
    w = HandLab("sichuan-xuezhan", READY, lang="en")
    synced = set(w.keys)  # ipywidgets' list of synced traits
    assert "view" not in synced, "the whole view is not sent; its keys are"
    assert {f"v_{k}" for k in VIEW_KEYS} | {"v_more", "view_keys", "message"} <= synced
    assert set(w.view) <= set(VIEW_KEYS), "every key of today's view has its own trait"
    assert page_view(w) == {k: x for k, x in w.view.items()} | {
        k: None for k in VIEW_KEYS if k not in w.view}


def test_a_tile_click_sends_only_what_changed_in_one_message():
    w = HandLab("sichuan-xuezhan", READY, lang="en")
    before = json.dumps(w.view)
    old = dict(w.view)
    sent = recording(w)
    w.handle({"kind": "add", "tile": "5m"})
    assert len(sent) == 1, sent
    changed = {f"v_{k}" for k in VIEW_KEYS if old.get(k) != w.view.get(k)}
    # the situation too when a box's disabled state follows the new hand (P-X constraints)
    assert {"v_hand", "v_analysis", "v_claims", "v_copy_text", "v_history"} <= changed
    assert set(sent[0]) == changed
    assert "tiles" not in w.v_claims and w.v_claim_tiles == w.view["claims"]["tiles"], \
        "the claim picker's tile list is not sent again"
    assert not {"v_labels", "v_palette", "v_options"} & set(sent[0])
    size = sum(len(json.dumps(getattr(w, k))) for k in sent[0])
    assert size < len(json.dumps(w.view)) * 0.8 and len(before) > 0
    assert page_view(w)["hand"]["text"] == "1112345678999m +5m"


def test_a_language_change_sends_the_labels_and_an_option_sends_the_options():
    w = HandLab("sichuan-xuezhan", READY, lang="en")
    sent = recording(w)
    w.handle({"kind": "lang", "value": "zh"})
    assert {"v_labels", "v_lang"} <= set(sent[-1])
    assert page_view(w)["labels"]["handlab"] == "手牌实验室"
    w.handle({"kind": "option", "name": "zimo_double", "value": False})
    assert "v_options" in sent[-1] and "v_labels" not in sent[-1]


def test_a_refused_click_sends_the_message_only():
    w = HandLab("sichuan-xuezhan", "1111m", lang="en")
    sent = recording(w)
    w.handle({"kind": "add", "tile": "1m"})  # a fifth copy
    assert w.message["level"] == "warning"
    assert sent == [["message"]]


def test_a_key_without_a_trait_still_reaches_the_page():
    w = HandLab("sichuan-xuezhan", READY, lang="en")
    w.view = w.view | {"extra": {"x": 1}}
    assert w.v_more == {"extra": {"x": 1}} and page_view(w)["extra"] == {"x": 1}


def tile_ids(node, path=()):
    """Every tile id the view names outside ``faces``, and any dict that still carries a
    tile's face (a 'face' colour) there."""
    ids, faces = [], []
    if isinstance(node, dict):
        if "face" in node:
            faces.append(path)
        for k, x in node.items():
            if path == () and k in ("faces", "labels", "variant"):
                continue
            if k in ("tile", "id", "discard") and isinstance(x, str):
                ids.append(x)
            elif k in ("tiles", "waits", "choices", "rows") and isinstance(x, list):
                ids += [t for t in x if isinstance(t, str)]
            sub = tile_ids(x, (*path, k))
            ids += sub[0]
            faces += sub[1]
    elif isinstance(node, list):
        for i, x in enumerate(node):
            sub = tile_ids(x, (*path, i))
            ids += sub[0]
            faces += sub[1]
    return ids, faces


def test_tiles_go_by_id_and_every_face_once():
    """Issue 26: the panels name tiles by id; what a tile is drawn from (its label, glyphs,
    colour) is in ``faces`` alone, which a click does not send again."""
    w = HandLab("sichuan-xuezhan", "123m456m789m11p23p", lang="en")
    w.handle({"kind": "claim_tile", "tile": "4p", "from_seat": 1})
    ids, faces = tile_ids(w.view)
    assert faces == [], f"a tile's face outside view['faces']: {faces[:3]}"
    assert {"1m", "4p", "1p"} <= set(ids) and set(ids) <= set(w.view["faces"])
    assert w.view["faces"]["4p"]["label"] == "4 of dots"
    sent = recording(w)
    w.handle({"kind": "add", "tile": "5m"})  # 14 tiles: the discard advice fills
    assert "v_faces" not in sent[0] and not {"v_labels", "v_options", "v_meld_kinds"} & set(
        sent[0])
    size = sum(len(json.dumps(getattr(w, k), ensure_ascii=False).encode()) for k in sent[0])
    assert size < 10_000, f"{size} bytes for one click (22 KB when every tile was a dict)"
    assert tile_ids(w.view)[1] == [] and len(w.view["analysis"]["discards"]) == 12
    w.handle({"kind": "lang", "value": "zh"})
    # a tile is named in the widget's language (issue 35): the faces go again, once
    assert {"v_labels", "v_faces"} <= set(sent[-1]) and w.v_faces["4p"]["label"] == "四筒"
    w.handle({"kind": "add", "tile": "6m"})
    assert "v_faces" not in sent[-1]


def test_a_new_laizi_sends_the_faces_marked():
    """武汉: picking the indicator changes which tile is the 赖子: the faces go again, the 赖子
    marked (a flag and words in its label, never colour alone)."""
    w = HandLab("wuhan", "234m5p678s [123m,1] [789p,1]", lang="en")
    sent = recording(w)
    w.handle({"kind": "set_situation", "key": "indicator", "value": "4p"})
    assert "v_faces" in sent[-1]
    assert w.v_faces["5p"]["wild"] and "赖子" in w.v_faces["5p"]["label"]
    assert not any(f.get("wild") for t, f in w.v_faces.items() if t != "5p")
    w.handle({"kind": "add", "tile": "1m"})
    assert "v_faces" not in sent[-1]
    w.handle({"kind": "lang", "value": "zh"})
    assert "v_faces" in sent[-1] and w.v_faces["5p"]["label"] == "五筒 (赖子)"

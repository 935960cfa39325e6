"""The hand table's view pieces: where each seat sits, every string the table shows (zh and
en), what the table shows (:class:`TableCursor`), and the JSON for a seat, the wall, the
decision a learner faces and its refused options, the log and the ledger. Pure functions of
the engine's :class:`~widgets.practice.table.play.TableState`;
:class:`widgets.ui.tables.table.HandTable`
builds its ``view`` from them."""

import dataclasses
from collections.abc import Sequence
from typing import Any

from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import tile_name
from widgets.mahjong.xueliu import Why
from widgets.practice.table import play
from widgets.practice.table.advice import SeatHelp
from widgets.practice.table.play import describe, seat_name, tiles_text, word

from ..shared import view as v

# P-T1: where each seat sits on the screen, counted from the seat at the bottom (the
# learner's, else seat 0). Play runs counter-clockwise (seed 002: "打牌和抓牌順序都是逆時針方向
# 依次進行"), so the 下家 (seat + 1) sits on the right, the 上家 on the left.
POSITIONS = ("bottom", "right", "top", "left")
# 双人: two seats face each other (bottom and top), their walls in front of them; the two
# walls between them (sides 2 and 3) sit left and right
TWO_POSITIONS = ("bottom", "top")


def position(seat: int, bottom: int, seats: Sequence[int] = range(4)) -> str:
    """Where ``seat`` (or the wall side in front of it) sits on the screen.

    >>> position(1, 0), position(1, 0, (0, 1)), position(0, 1, (0, 1)), position(3, 1, (0, 1))
    ('right', 'top', 'top', 'right')
    """
    if len(seats) == 2:
        if seat in seats:
            return TWO_POSITIONS[(seat - bottom) % 2]
        return ("left", "right")[seat - 2]
    return POSITIONS[(seat - bottom) % 4]
# The steps "next key step" stops at in a replay: where a hand changes course.
KEY_EVENTS = (ev.Exchange, ev.Void, ev.Indicator, ev.Declare, ev.Claim, ev.Kong, ev.Win, ev.End)


def is_key(game: Any, event: ev.Event) -> bool:
    """Does "next key step" stop after ``event``? The :data:`KEY_EVENTS`, and what a variant's
    game calls a kong though its record holds another event (武汉's 红中杠 and 赖子杠 are
    Discards: ``special_kong``)."""
    special = getattr(game, "special_kong", None)
    return isinstance(event, KEY_EVENTS) or bool(special and special(event))


LOG_SHOWN = 14  # events listed in the log, ending at the current step
PACES = (("slow", 1500), ("normal", 800), ("fast", 300))  # Autoplay: ms between steps
RECENT_SHOWN = 3  # the latest lines, shown beside the board (the whole log folds below)
ADVICE_SHOWN = 3  # the best discards the help lists before "all"
PAYMENTS_SHOWN = 12  # the latest payments listed under the ledger
MAX_SEED = 2**31 - 1

# Every string the table shows, zh and en (the JS holds none).
TABLE_LABELS: dict[str, tuple[str, str]] = {
    "table": ("牌桌", "Hand table"),
    "seed": ("种子", "Seed"),
    "seed_hint": ("同一个种子发同样的牌：全班可以重放同一手牌",
                  "The same seed deals the same tiles: a class can replay one hand"),
    "new_deal": ("新的一局", "New deal"),
    "you_play": ("你来打", "You play"),
    "nobody": ("旁观", "nobody (watch)"),
    "to_start": ("|◀ 开始", "|◀ Start"),
    "back": ("◀ 上一步", "◀ Back"),
    "forward": ("下一步 ▶", "Forward ▶"),
    "to_end": ("结束 ▶|", "End ▶|"),
    "next_key": ("下一个关键步 ▶▶", "Next key step ▶▶"),
    # autoplay: the JS steps forward at the chosen pace until a person must decide or the end
    "autoplay": ("自动播放 ▶", "Autoplay ▶"),
    "autoplay_stop": ("停 ■", "Stop ■"),
    "pace": ("速度", "Pace"),
    "pace_slow": ("慢", "slow"),
    "pace_normal": ("中", "normal"),
    "pace_fast": ("快", "fast"),
    "next_decision": ("打到我决定 ▶▶", "Play to my decision ▶▶"),
    "step_of": ("第 {at} / {total} 步", "step {at} of {total}"),
    "hide_others": ("遮住别家的牌", "Hide the other hands"),
    "save": ("保存", "Save"),
    "save_hint": ("这一局的事件记录（JSON）：复制或下载",
                  "This hand's event record (JSON): copy or download it"),
    "download": ("下载", "Download"),
    "load": ("载入", "Load"),
    "load_hint": ("粘贴保存过的 JSON，再按载入", "Paste a saved JSON record, then Load"),
    "load_refused": ("没有载入，当前这局保留：", "Not loaded; the current hand is kept:"),
    "loaded": ("已载入 {n} 个事件", "Loaded {n} events"),
    "loaded_1": ("已载入 1 个事件", "Loaded 1 event"),
    "redealt": ("四家换出和换入的花色都相同：这一局作废，重新洗牌发牌（R-M3）",
                "Every seat gave and got the same suit: the hand is void and dealt again "
                "(R-M3)"),
    "no_seed": ("这是载入的一局，没有种子：先输入种子，再按“新的一局”",
                "A loaded hand has no seed: type a seed, then New deal"),
    "dealer_mark": ("庄", "dealer"),
    "you": ("你", "you"),
    "turn_mark": ("轮到", "to play"),
    "void_mark": ("缺{suit}", "void {suit}"),
    "wins": ("胡", "Wins"),
    "out": ("已离场", "out"),
    "won": ("胡了", "won"),
    "flowers": ("花", "Flowers"),
    "pond_kong": ("杠", "kongs played out"),
    "discards_pond": ("牌河", "Discards"),
    "ready_waits": ("听", "Waits"),
    "gave": ("换出", "Gave"),
    "received": ("换入", "Got"),
    "wall": ("牌墙", "Wall"),
    "wall_left": ("牌墙剩 {n} 张", "{n} tiles left in the wall"),
    "wall_left_1": ("牌墙剩 1 张", "1 tile left in the wall"),
    "wall_break": ("开牌：{seat} 面前跳过 {n} 墩", "the break: {seat}'s wall, {n} skipped"),
    "front": ("摸牌处", "next draw"),
    "kong_end": ("杠后补牌处", "kong replacements"),
    "dice": ("骰子", "Dice"),
    "exchange": ("换三张", "The exchange (换三张)"),
    "ledger": ("输赢", "Ledger"),
    "net": ("净得", "net"),
    "payments": ("付款", "Payments"),
    "log": ("经过", "What happened"),
    "decision": ("轮到你", "Your decision"),
    "refused_options": ("不可以", "Not allowed"),
    "options": ("规则选项", "Rule options"),
    "options_hint": ("改一个选项，同一个种子按新规则重新发这一局",
                     "Change an option: the same seed is dealt again under the new rules"),
    "pick_three": ("点三张同花色的牌，再按“换出”", "Click three tiles of one suit, then Give"),
    "give": ("换出", "Give"),
    "use_buttons": ("请用下面的按钮回答", "Answer with the buttons below the table"),
    "click_discard": ("点手里的一张牌打出（加粗边框的牌现在可以打）",
                      "Click a tile of your hand to discard it (the outlined ones may go now)"),
    "picked": ("已选 {n} 张", "{n} picked"),
    "waiting": ("等待别家……", "the others play…"),
    "finished": ("这一局结束了", "The hand is over"),
    "not_at_end": ("先走到最后一步（结束 ▶|）才能做决定", "Step to the end (End ▶|) to decide"),
    "error": ("出错了（牌桌没有改变）：", "Something went wrong (the table is unchanged):"),
    "recent": ("刚才", "Just now"),
    "setup": ("发牌和座位", "Deal and seat"),
    "help": ("提示", "Help"),
    "help_hint": ("显示你的向听、听牌和打哪张好（引擎的分析，只算你看得见的牌）",
                  "Show your shanten, waits and best discards (the engine's analysis, "
                  "counting only the tiles you can see)"),
    "help_title": ("你的牌", "Your hand"),
    "help_waits": ("听", "Waits"),
    "help_discards": ("打哪张（进张）", "Best discards (improving tiles)"),
    "help_all": ("全部 {n} 种打法", "All {n} discards"),
    "help_unseen": ("还剩 {n} 张", "{n} unseen"),
    "help_improve": ("进张 {n} 张", "{n} tiles improve it"),
    "help_improve_1": ("进张 1 张", "1 tile improves it"),
    "help_not_now": ("现在不能打", "not allowed now"),
    "help_none": ("没有听牌", "no waits"),
    "help_claims": ("要不要", "Claim or pass"),
    "help_claim": ("{shanten}，进张 {n} 张", "{shanten}, {n} tiles improve it"),
    "help_claim_1": ("{shanten}，进张 1 张", "{shanten}, 1 tile improves it"),
    "drawn": ("刚摸的牌", "just drawn"),
    "players": ("几个人一起打：{seats}", "Played by people: {seats}"),
    "players_now": ("几个人一起打（{seats}）：现在轮到{seat}家。",
                    "Played by people ({seats}): {seat} to play now."),
    "players_hidden": ("只亮出{seat}家的牌，别家的牌盖着。",
                       "Only {seat}'s hand is shown; the others are face down."),
    "players_all": ("所有的牌都亮着。", "Every hand is shown."),
    "lang": ("English", "中文"),
    "size": ("大号", "Large"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    """A table string in ``lang``, formatted with ``fields``.

    >>> say("wall_left", "en", n=55)
    '55 tiles left in the wall'
    >>> say("wall_left", "en", n=1)
    '1 tile left in the wall'
    """
    # a count of one has its own entry ("1 tile", not "1 tiles"): key + "_1"
    if fields.get("n") == 1 and f"{key}_1" in TABLE_LABELS:
        key = f"{key}_1"
    zh, en = TABLE_LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def refusal_text(why: str, lang: str) -> str:
    """A refusal's reason in ``lang`` (the engine's carry both:
    :class:`~widgets.engine.results.Why`)."""
    return why.say(lang) if isinstance(why, Why) else str(why)


def log_line(event: ev.Event, lang: str, hide: bool, human: int | None, game: Any = None) -> str:
    """A log line; with the other hands hidden (P-T2) another seat's drawn tile and the tiles
    two other seats exchange are left out, as at a real table. A variant's game may word its
    own events (``describe_event``: 武汉's 红中杠 is a Discard)."""
    mine = human in (getattr(event, "seat", None), getattr(event, "to_seat", None))
    say_it = getattr(game, "describe_event", describe)
    return say_it(event, lang, secret=hide and not mine)


def action_label(action: play.Action, lang: str) -> str:
    """An option's words in ``lang``, as the engine labels it (e.g. '碰 五筒', 'pon 5p')."""
    return action.label_zh if lang == "zh" else action.label_en


def _button(text: str, lang: str) -> str:
    """A button's words: capitalised in English ('Win', 'Pass'; the engine says 'win')."""
    return text[:1].upper() + text[1:] if lang == "en" else text


@dataclasses.dataclass(frozen=True)
class TableCursor:
    """What the table shows: the game (``deal`` counts New deals and Loads), how many of its
    events (``step``), and the tiles picked for a 换三张 (indices into the hand). A new game
    becomes the table's only once its view is built (a failure leaves the old one)."""

    deal: int
    step: int
    picked: tuple[int, ...] = ()
    game: play.Game | None = dataclasses.field(default=None, compare=False, repr=False)
    # the hand's place in a round (widgets/practice/table/round.py); None: the first hand of one
    round: Any = dataclasses.field(default=None, compare=False, repr=False)


def seat_view(table: play.TableState, seat: int, bottom: int,
           decision: play.Decision | None, state: TableCursor, ui: dict[str, Any],
           drawn: str | None = None) -> dict[str, Any]:
    """One seat's JSON; ``drawn`` the tile it just drew, kept last and apart (a gap before
    it, as a player holds it at a real table) until it discards."""
    lang, sv = ui["lang"], table.seats[seat]
    hand = parse_hand(sv.hand)
    concealed = [tile_name(t) for t in hand.closed]
    order, apart = list(range(len(concealed))), drawn in concealed
    if apart and drawn is not None:  # the last copy goes to the end; its index stays its place
        last = len(concealed) - 1 - concealed[::-1].index(drawn)
        order = [i for i in order if i != last] + [last]
    # P-T2: what a player would not see at a real table hides (concealed tiles, the tiles
    # passed between others, the waits); melds, ponds and wins are public
    game = state.game
    human = game.human if game is not None else None
    seats = getattr(game, "seat_ids", range(4))
    hidden = ui["hide"] and seat != human and not sv.out
    kongs = game.played_out(table) if game is not None and hasattr(game, "played_out") else ()
    mine = decision is not None and seat == human and decision.stage in ("turn", "exchange")
    discards = {a.tiles[0] for a in decision.options
            if a.kind == "discard" and a.tiles} if mine and decision else set()
    return {
        "seat": seat, "name": seat_name(seat, lang), "position": position(seat, bottom, seats),
        "dealer": seat == table.dealer, "turn": seat == table.turn,
        "human": seat == human, "hidden": hidden,
        "concealed": [{"id": concealed[i], "index": i, "picked": i in state.picked,
                       "discard": concealed[i] in discards,
                       "drawn": apart and k == len(order) - 1}
                      for k, i in enumerate(order)]
        if not hidden else [{"index": i, "drawn": apart and i == len(order) - 1}
                            for i in range(len(concealed))],
        "drawn": apart,
        "clickable": mine,
        "melds": [{"text": str(m), "label": v.meld_label(m.kong_kind or m.kind or "", lang)
               if (m.kong_kind or m.kind) in v.MELD_KINDS else str(m),
               "tiles": [tile_name(t) for t in m.tiles], "concealed": m.concealed}
              for m in hand.melds],
        "discards": list(sv.discards),
        # 武汉: a 红中杠 or 赖子杠 lies in the river but is a kong, not a discard: the JS sets
        # these apart, marked 杠 (the game says which tiles, :meth:`WuhanGame.played_out`)
        "pond_kongs": [d in kongs for d in sv.discards],
        "pond_kong_label": say("pond_kong", lang),
        "void": None if not sv.void else {
            "suit": sv.void, "label": say("void_mark", lang,
                                      suit=word(sv.void, lang))},
        "flowers": [tile_name(t) for t in hand.flowers],  # 双人: shown beside the hand
        "wins": list(sv.wins), "out": bool(sv.out),
        # one win ends a 武汉 or 双人 hand: its winner has won, not left (血战's 已离场)
        "out_label": say("won" if getattr(game, "one_winner", False) else "out", lang),
        "given": [] if hidden else list(sv.given),
        "received": [] if hidden else list(sv.received),
        "waits": list(sv.ready_waits) if not hidden else [],
        "net": table.net.get(seat, 0),
    }


def payments_view(ledger: Any, lang: str) -> list[dict[str, Any]]:
    """The last payments (newest last), each with the step that caused it and its reason."""
    return [{"step": p.event + 1, "payer": p.payer, "payee": p.payee,
             "text": f"{seat_name(p.payer, lang)} → {seat_name(p.payee, lang)} {p.paid}"
             + (f" ({p.owed})" if p.paid != p.owed else ""),
             "reason": p.reason_zh if lang == "zh" else f"{p.reason_zh} {p.reason_en}",
             "ruling": p.ruling}
            for p in ledger.payments[-PAYMENTS_SHOWN:]]


def concealed_names(hand_text: str) -> list[str]:
    return [tile_name(t) for t in parse_hand(hand_text).closed]


def check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed is a whole number 0-{MAX_SEED}, not {seed!r}")
    return seed


def check_human(seat: Any) -> int | None:
    if seat is None:
        return None
    if isinstance(seat, bool) or seat not in range(4):
        raise ValueError(f"human is a seat 0-3 or None (watch), not {seat!r}")
    return seat


def decision_view(decision: play.Decision | None, picked: tuple[int, ...], lang: str
                   ) -> dict[str, Any] | None:
    if decision is None:
        return None
    prompt = decision.prompt_zh if lang == "zh" else decision.prompt_en
    # an option with tiles shows them drawn, after the kind's name
    options = [{"index": i, "kind": a.kind, "tiles": list(a.tiles),
                "label": _button(word(a.kind, lang) if a.tiles else action_label(a, lang), lang)}
               for i, a in enumerate(decision.options)]
    if decision.stage == "turn":  # a discard is a click on the tile itself
        options = [o for o in options if o["kind"] != "discard"]
    return {"kind": decision.stage, "prompt": prompt or decision.stage, "options": options,
            "refused": _refused_view([(a, why) for a, why in decision.refused
                                      if isinstance(a, play.Action)], lang),  # all, in mahjong
            "note": say("click_discard", lang) if decision.stage == "turn"
            else say("pick_three", lang) if decision.stage == "exchange" else "",
            "picked": len(picked), "pick": decision.stage == "exchange",
            "pick_label": say("picked", lang, n=len(picked))}


def _refused_view(refused: Sequence[tuple[play.Action, str]], lang: str
                  ) -> list[dict[str, Any]]:
    """The refused options, those with the same kind and reason on one line (under 定缺 every
    other tile's discard is refused for one reason: one line, its tiles listed)."""
    lines: dict[tuple[str, str], list[play.Action]] = {}
    for action, why in refused:
        lines.setdefault((action.kind, why), []).append(action)
    out = []
    for (kind, why), actions in lines.items():
        tiles = [t for a in actions for t in a.tiles]
        label = action_label(actions[0], lang) if len(actions) == 1 \
            else f"{word(kind, lang)} {tiles_text(tiles, lang)}"
        out.append({"kind": kind, "reason": refusal_text(why, lang), "label": _button(label, lang),
                    "tiles": tiles})
    return out


def wall_view(table: play.TableState, bottom: int, lang: str,
               seats: Sequence[int] = range(4)) -> dict[str, Any]:
    """The wall as the JS draws it: four sides of stacks, each with the tiles it still holds
    (0-2), the break, the drawing front and the kong end marked; ``k`` counts a side's stacks
    from its owner's right-hand end (R-M14), which the CSS lays out per side."""
    out: dict[str, Any] = {"remaining": table.wall_remaining, "sides": [],
                           "label": say("wall_left", lang, n=table.wall_remaining),
                           "break_label": ""}
    wall = table.wall
    if wall is None:
        return out
    front_title, back_title = say("front", lang), say("kong_end", lang)
    sides = []
    for seat, stacks in enumerate(wall.stacks):
        rows = []
        for k, left in enumerate(stacks):
            here = (seat, k)
            rows.append({"k": k, "left": left, "front": here == wall.front,
                         "back": here == wall.back,
                         "break": seat == wall.break_seat and k == wall.break_stack,
                         "title": front_title if here == wall.front
                         else back_title if here == wall.back else ""})
        sides.append({"seat": seat, "position": position(seat, bottom, seats),
                      "label": f"{say('wall', lang)} · {seat_name(seat, lang)}"
                      if seat in seats else say("wall", lang),
                      "stacks": rows})
    return out | {"sides": sides, "break_label": say(
        "wall_break", lang, seat=seat_name(wall.break_seat, lang), n=wall.break_stack)}


def help_view(found: SeatHelp, lang: str) -> dict[str, Any]:
    """The learner's help (:func:`~widgets.practice.table.advice.seat_help`): shanten, waits with
    their unseen copies, and every discard best first, the first :data:`ADVICE_SHOWN` that the
    table allows now marked ``best`` (the rest are behind "all")."""
    allowed = found.allowed
    best = [d for d in found.discards if not allowed or d.tile in allowed][:ADVICE_SHOWN]
    return {
        "seat": found.seat, "shanten": found.shanten,
        "shanten_label": v.shanten_label(found.shanten, lang),
        "waits": [{"id": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                   "label": say("help_unseen", lang, n=w.unseen)} for w in found.waits],
        # ready in shape but every wait dead (all four held): say so, not an empty line
        "no_waits": say("help_none", lang) if found.shanten == 0
        and not found.discards and not any(not w.dead for w in found.waits) else "",
        "discards": [{"id": tile_name(d.tile), "shanten": d.shanten, "best": d in best,
                      "allowed": not allowed or d.tile in allowed,
                      "shanten_label": v.shanten_label(d.shanten, lang),
                      "count": d.effective_count,
                      "count_label": say("help_improve", lang, n=d.effective_count),
                      "effective": [tile_name(t) for t, _n in d.effective]}
                     for d in found.discards],
        "all_label": say("help_all", lang, n=len(found.discards)),
        "claims": [{"kind": c.kind, "label": _button(word(c.kind, lang), lang),
                    "shanten": c.shanten, "improving": c.improving,
                    "text": say("help_claim", lang,
                                shanten=v.shanten_label(c.shanten, lang),
                                n=c.improving)} for c in found.claims],
    }

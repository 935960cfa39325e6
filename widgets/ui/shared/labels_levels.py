"""The words of the opponents' levels at every played table (the selector, Help's advice), in
Chinese and English; :data:`widgets.ui.shared.labels.LABELS` holds them with every other
widget's. The levels' own names and one-line descriptions come from the registry
(:mod:`widgets.practice.levels`).
"""

from __future__ import annotations

# key: (zh, en). Templates use str.format fields.
LEVEL_LABELS: dict[str, tuple[str, str]] = {
    "levels_title": ("对手等级", "Opponents' levels"),
    "levels_hint": ("每个电脑座位选一个等级：新手、熟手或高手；改了就用同一个种子重新发这一手",
                    "Choose each automatic seat's level (beginner, club player or strong); "
                    "a change deals this hand again from the same seed"),
    "level_of": ("{seat}的等级", "{seat}'s level"),
    "level_now": ("{seat}现在是{level}：同一个种子重新发了这一手",
                  "{seat} now plays at the {level} level: the hand is dealt again from the "
                  "same seed"),
    "level_same": ("{seat}本来就是{level}", "{seat} already plays at the {level} level"),
    "level_human": ("{seat}是你（或同桌的人）在打：只有电脑座位有等级",
                    "{seat} is played by a person: only automatic seats have a level"),
    "level_seat": ("选等级的电脑座位是 {seats}，不是 {seat}",
                   "level: the automatic seats are {seats}, not {seat}"),
    "level_replay": ("载入的牌谱没有种子，不能重新发牌；先发一手新牌再选等级",
                     "a loaded replay has no seed to deal again from: deal a new hand first"),
    # Help: the strong level's choice and its reason (the club's while a game has no strong)
    "level_who_beginner": ("新手", "A beginner"),
    "level_who_club": ("熟手", "A club player"),
    "level_who_strong": ("高手", "A strong player"),
    "advice": ("{who}会{action}", "{who} would {action}"),
    "advice_why": ("{who}会{action}：{why}", "{who} would {action}: {why}"),
    "ctb_hint": ("提示", "Help"),
    "ddz_advice_play": ("出 {play}", "play {play}"),
    "ptbl_advice_discard": ("打 {card}", "discard {card}"),
    "ttt_advice_bet": ("在{where}下 {n}", "bet {n} on {where}"),
    "advice_fallback": ("（这个游戏还没有高手：这是{level}的选择）",
                        "(no strong level for this game yet: this is the {level}'s choice)"),
}

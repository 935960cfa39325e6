"""The fan book's words (:class:`~widgets.ui.fan_book.FanBook`), in Chinese and English;
:data:`widgets.ui.shared.labels.LABELS` holds them with every other widget's."""

from __future__ import annotations

# key: (zh, en). Templates use str.format fields.
FAN_BOOK_LABELS: dict[str, tuple[str, str]] = {
    "fb_title": ("{variant} 番种书", "Fan book: {variant}"),
    "fb_search": ("搜索番种", "Find a fan"),
    "fb_search_hint": ("输入中文名、英文名或拼音（如 清一色、'one suit'、'qingyise'）",
                       "Type a Chinese or English name or its pinyin (清一色, one suit, "
                       "qingyise)"),
    "fb_found": ("{n} 个番种", "{n} fans"),
    "fb_found_1": ("1 个番种", "1 fan"),
    "fb_none_found": ("没有名字含“{query}”的番种", "No fan's name holds “{query}”"),
    "fb_pick": ("点左边的番种看它的例牌", "Click a fan on the left to see its example"),
    "fb_value": ("番值", "Value"),
    "fb_pinyin": ("拼音", "Pinyin"),
    "fb_bujis": ("不计", "Not counted with it (不计)"),
    "fb_example": ("例牌", "Example"),
    "fb_example_hint": ("引擎搜索出的、计这个番的最简单的一手牌；标出的牌构成这个番",
                        "The simplest hand the engine's search found that scores this fan; "
                        "the marked tiles make it"),
    "fb_no_example": ("搜索没有找到计这个番的牌", "The search found no hand that scores this fan"),
    "fb_events": ("和牌时的情况", "How it was won"),
    "fb_no_events": ("点炮和（别人打出的牌）", "Won on a discard"),
    "fb_needs_option": ("需要规则选项：{options}", "Needs the rule option: {options}"),
    "fb_lines": ("计分", "Score"),
    "fb_total": ("合计 {total}", "Total {total}"),
    "fb_excluded": ("不计：{name}（{reason}）", "Not counted: {name} ({reason})"),
    "fb_whatif": ("假如…", "What if…"),
    "fb_whatif_hint": ("看最接近的、不计这个番的一手牌，以及原因", "Show the nearest hand that "
                       "does not score this fan, and why"),
    "fb_back": ("回到例牌", "Back to the example"),
    "fb_miss": ("差一点", "Near miss"),
    "fb_no_miss": ("没有差一点的牌", "No near miss"),
    "fb_lab": ("在实验室打开", "Open in the lab"),
    "fb_lab_hint": ("把这手牌放进手牌实验室", "Put this hand in a hand lab"),
    "fb_lab_opened": ("已在下面的手牌实验室打开", "Opened in the hand lab below"),
    "fb_lab_code": ("把下面的位置码复制到手牌实验室的“位置码”里",
                    "Copy the code below into a hand lab's Code field (or HandLab(code=…))"),
    "fb_options": ("规则选项", "Rule options"),
    "fb_option_change": ("改成 {value}：", "Set to {value}:"),
    "fb_option_no_hand": ("本书的例牌，和搜索找到的几百手别的胡牌（在各种情况下），"
                          "得分都不受它影响：它管的是结算或牌局（谁付、付多少、怎么打），"
                          "或者只改变搜索没遇到的牌的得分",
                          "No hand scores otherwise with it, neither this book's nor the hundreds "
                          "of other winning hands the search found (in every situation it "
                          "knows): it is about the settlement or the play (who pays, how much, "
                          "how the hand goes), or it changes only hands the search did not meet"),
    "fb_option_hand": ("{hand}：{before} → {after}", "{hand}: {before} → {after}"),
    "fb_cannot_win": ("不能和", "cannot win"),
    # what an option's example is (issue 39: every option shown on one)
    "fb_kind_score": ("一手牌的得分", "a hand's score"),
    "fb_kind_pay": ("一局的结算：谁付谁多少", "one hand's settlement: who pays whom how much"),
    "fb_kind_play": ("打牌时能不能这样做", "whether a move is allowed in play"),
    "fb_kind_deal": ("开局的步骤（换三张、定缺）", "the steps before play (换三张, 定缺)"),
    "fb_changed": ("不同", "differs"),
    "fb_option_as_is": ("现在 {value}：", "As set, {value}:"),
    "fb_on": ("开", "on"),
    "fb_off": ("关", "off"),
    "fb_mult": ("×{v}", "×{v}"),
    "fb_add": ("+{v}", "+{v}"),
    "fb_base": ("底分 {v}", "base {v}"),
    "fb_double": ("{v} 番", "{v} fan"),
    "fb_change_situation_off": ("去掉“{what}”", "without “{what}”"),
    "fb_change_situation_on": ("加上“{what}”", "with “{what}”"),
    "fb_change_tile": ("一张 {from_} 换成 {to}", "one {from_} changed to {to}"),
    "fb_change_winning": ("和 {to}，不和 {from_}", "won on {to}, not {from_}"),
    "fb_change_flower": ("少一张花 {from_}", "one flower fewer ({from_})"),
    "fb_change_kong": ("{from_} 只碰不杠：{to}", "{from_} as a 碰, not a kong: {to}"),
    "fb_change_meld": ("{from_} 留在手里，不亮出", "{from_} kept in the hand, not shown"),
    "fb_change_shown": ("{from_} 亮出：{to}", "{from_} shown as a meld: {to}"),
    "fb_change_set": ("{from_} 换成 {to}", "{from_} changed to {to}"),
    "fb_unknown_fan": ("没有这个番种：{key}", "no such fan: {key}"),
    "fb_nearer": ("为什么不是只差一张", "Why not one tile away"),
    "fb_table": ("在牌桌上打", "Play it at the table"),
    "fb_table_hint": ("按这手例牌发牌：在牌桌上亲手打出这个番",
                      "Deal this example at a hand table and make the fan yourself in play"),
    "fb_no_table": ("这个番不能在牌桌上按例牌发出来（这本书里写着为什么）",
                    "this fan's example cannot be dealt at a table (the book says why)"),
    "fb_table_dealt": ("已在下面的牌桌上按例牌发好牌。{tell}", "Dealt at the hand table below. "
                       "{tell}"),
    "fb_table_line": ("在代码单元里输入下面这一行（或把其中的场景粘贴到牌桌的“场景”框）。{tell}",
                      "Type the line below in a code cell (or paste its scenario into a hand "
                      "table's Scenario box). {tell}"),
    # the card games' hand types book (FanBook("doudizhu") …)
    "ht_title": ("{game} 牌型书", "Hand types: {game}"),
    "ht_search": ("搜索牌型", "Find a hand type"),
    "ht_search_hint": ("输入中文名、英文名或拼音（如 王炸、'bomb'、'feiji'）",
                       "Type a Chinese or English name or its pinyin (王炸, bomb, feiji)"),
    "ht_found": ("{n} 种牌型", "{n} hand types"),
    "ht_found_1": ("1 种牌型", "1 hand type"),
    "ht_none_found": ("没有名字含“{query}”的牌型", "No hand type's name holds “{query}”"),
    "ht_pick": ("点左边的牌型看它的例牌", "Click a hand type on the left to see its example"),
    "ht_rank": ("大小", "Rank"),
    "ht_rank_n": ("第 {n} 大（共 {of} 级）", "tier {n} of {of} (1 is the highest)"),
    "ht_compares": ("怎么比", "How it compares"),
    "ht_beats": ("例牌打得过", "The example beats"),
    "ht_beats_none": ("别的牌型的例牌它都打不过（只能比同一牌型）",
                      "none of the other types' examples (it only meets its own type)"),
    "ht_beats_huxi": ("比它们胡息多", "Worth more 胡息 than"),
    "ht_beats_none_huxi": ("没有比它胡息少的组", "no group is worth less 胡息"),
    "ht_example_hint": ("引擎搜索出的、属于这个牌型的最小的一手牌；标出的牌构成这个牌型",
                        "The smallest hand of this type the engine's search found; the marked "
                        "cards make the type"),
    "ht_no_example": ("搜索没有找到这个牌型的牌", "The search found no hand of this type"),
    "ht_whatif_hint": ("看差一张牌的、别的牌型（或不成牌型）的一手牌，以及原因",
                       "Show the nearest hand, one card away, that is another type (or none), "
                       "and why"),
    "ht_no_miss": ("没有差一张牌的别的牌型", "No hand one card away is of another type"),
    "ht_is": ("引擎的判断", "The engine says"),
    "ht_lab_hint": ("把这手牌放进牌桌", "Put these cards in a card table "
                    "(CardTable)"),
    "ht_lab_opened": ("已在下面的牌桌打开", "Opened in the card table below"),
    "ht_lab_code": ("把下面的位置码粘贴到牌桌的“位置码”里",
                    "Paste the code below into a card table's Code field (or "
                    "CardTable(code=…))"),
    "ht_unknown": ("没有这个牌型：{key}", "no such hand type: {key}"),
    # 跑胡子's 胡 types and 大丰收's lamps in the hand types book
    "ht_part_groups": ("组和它的胡息", "Groups, by 胡息"),
    "ht_part_wins": ("胡牌和它的番", "胡 types, by 番"),
    "ht_beats_fan": ("番比它们大", "Multiplies 子 by more than"),
    "ht_beats_none_fan": ("没有番比它小的胡", "no 胡 type multiplies by less"),
    "ht_beats_lamp": ("押 1 个金币，赢得比这些灯多", "With 1 coin on it, wins more than"),
    "ht_beats_none_lamp": ("没有比它赢得少的灯", "no lamp pays less"),
    "ht_lamp_bet": ("押注", "1 coin on"),
    "ht_lamp_lit": ("亮灯", "lamp lit"),
    "ht_odds_hint": ("把这 1 个金币的押注放进赔率实验室", "Put this 1-coin bet in an odds lab "
                     "(OddsLab)"),
    "ht_odds_opened": ("已在下面的赔率实验室押上 1 个金币", "1 coin placed in the odds lab "
                       "below"),
    "ht_odds_line": ("在代码单元里输入下面这一行，打开押着这注的赔率实验室",
                     "Type the line below in a code cell: an odds lab with this bet"),
    "ht_whatif_lamp_hint": ("看旁边那盏灯亮时，同一注赢输多少，以及原因",
                            "Show the same bet when the lamp beside it lights, and why"),
}

"""Every mahjong rule option's display name (zh, en) and its description in Chinese; the
English description is the option's own doc (``option(default, doc, ruling)``). Widgets show
these in the learner's language; the option keys stay what the API and saved positions use.
A seed's own words stay as the seed wrote them (``种子：…``)."""

from __future__ import annotations

from ..engine.registry import option_choices, option_texts
from .shuangren import ShuangrenOptions
from .sichuan import SichuanOptions
from .wuhan import WuhanOptions
from .xueliu import DashiyouOptions
from .yongzhou import YongzhouOptions

option_texts(SichuanOptions, {
    "zimo_double": ("自摸加倍", "自摸 doubles",
                    "自摸时倍数 ×2（自摸的两种奖励之一）"),
    "zimo_add_base": ("自摸加底", "自摸加底",
                      "自摸加底：自摸的人还向每个未胡的玩家多收 1 倍底注（自摸的另一种奖励）"),
    "dead_waits_ready": ("死听算下叫", "Dead waits count as ready",
                         "听的牌四张都在自己手里时也算下叫（听牌）；关闭：不算"),
    "cap": ("封顶", "Cap", "房间的倍数封顶（0：不封顶；种子没有封顶）"),
    "base": ("底注", "Base stake", "底注：每 1 倍付多少金币"),
    "pay_order": ("破产付款顺序", "Pay order when broke",
                  "破产：一个输家欠几个赢家的钱比他有的多时，按座次（从输家的下家起逐个付清）"
                  "或按比例（分剩下的钱）"),
    "huazhu": ("查花猪倍数", "花猪 penalty",
               "查花猪：花猪向每个既不是花猪、也没胡牌的玩家付这么多倍底注（种子：16倍底注）"),
    "hujiao_zhuanyi": ("呼叫转移", "呼叫转移 (kong income moves)",
                       "呼叫转移：杠后打出的牌被胡时，这个杠的收入转给胡牌的人，几家胡则平分"
                       "（P-S14）"),
})

option_texts(DashiyouOptions, {
    "base": ("底注", "Base stake", "底注：每番付多少金币"),
    "gang_in_gang_out": ("杠进杠出", "Kongs in and out",
                         "杠进杠出：输家自己的杠番也加到他为一次胡牌付的钱里"
                         "（关闭：杠进不杠出，杠番只在胡牌时算）"),
    "rob_concealed": ("暗杠可抢", "Concealed kongs can be robbed",
                      "暗杠也可以被抢杠胡（种子：暗槓也可以搶槓）"),
    "robbed_basic": ("抢杠只算基本胡", "A robbed kong scores 基本胡",
                     "抢杠胡只算基本胡 3 番（种子：算做一般的點炮，基本胡型）；关闭：照常计番"),
    "zimo_payers": ("自摸谁付", "Who pays a 自摸",
                    "谁为自摸付钱：所有未胡的玩家（种子：所有未胡牌的玩家，照字面）或其他每个玩家"),
    "exchange": ("换三张", "换三张 (swap three)", "开局前换三张（种子 002）"),
    "void_redeal": ("同门换牌重发", "Redeal a same-suit swap",
                    "四家换出和换入的都是同一门时，这一局作废重发"),
    "must_discard_void": ("定缺", "定缺 (declare a void suit)",
                          "定缺：换三张后每家定一门缺，先打完这一门才能打别的牌；"
                          "缺的这一门不能碰、杠，手里还有时不能胡"),
    "dead_waits_ready": ("死听算有叫", "Dead waits count as ready",
                         "听的牌四张都在自己手里时也算有叫（查叫）"),
    "pay_order": ("破产付款顺序", "Pay order when broke",
                  "破产：一个人欠几家钱时，按座次逐个付清或按比例分"),
})

option_texts(WuhanOptions, {
    "special_kong_draws_replacement": ("红中杠、赖子杠补牌", "红中/赖子 kongs draw a tile",
                                       "红中杠和赖子杠要补一张牌，所以之后可以杠上花；关闭：打出"
                                       "它就是这一轮的出牌，不补牌（种子：打出红中不抓牌）"),
    "kaikou_mode": ("开口番算法", "开口 multiplier",
                    "开口番：开口后 ×2；口口番：每开口一次 ×2"),
    "xiaohu_base": ("小胡底数", "小胡 base",
                    "小胡的底数（种子：基础倍数为1倍, 根据场次不同而不同）"),
    "dahu_base": ("大胡底数", "大胡 base",
                  "每一种大胡在底数上加这么多（种子：基础倍数10, 可累计）"),
    "zimo": ("自摸倍数", "自摸 multiplier", "自摸的倍数（种子没有给；1：不加倍）"),
    "fengyise_dragons": ("风一色含发白", "风一色 includes 发 and 白",
                         "风一色里发和白也算风牌；关闭：只有东南西北"),
    "dahu_max_laizi": ("大胡赖子上限", "Most 赖子 in a 大胡",
                       "一手大胡最多能有几个赖子（0：不限，和种子一样；有的房间限 2 个）"),
    "cap": ("封顶", "Cap", "房间的倍数封顶（0：不封顶；种子没有封顶）"),
    "stake": ("每倍金币", "Coins per 1×", "结算时每 1 倍付多少金币"),
})

option_texts(ShuangrenOptions, {
    "qihu": ("起胡", "Minimum to win",
             "起胡：能胡的最少番数，不算花牌、春夏秋冬、梅兰竹菊、八仙过海和立直（0：都能胡）"),
    "implied_exclusions": ("不重复计番", "Implied exclusions",
                           "不重复：一个番种也不计它定义里必然带的番种（四杠 → 碰碰和，"
                           "双暗杠 → 暗杠，…），即使种子的不计列表漏了；关闭：只按种子的列表"
                           "（R-D10）"),
    "stake": ("每番金币", "Coins per point",
              "输家按赢家的总番数每番付多少金币（点炮和自摸一样；没有国标的 8 番底）"),
})

option_texts(YongzhouOptions, {
    "cap": ("封顶番数", "Cap",
            "封顶和番表：3 = 爆胡 3番（A 表，有九莲宝灯），5 = 爆和 5番（B 表）；"
            "两张表的加番和特殊规则相同"),
    "minimum": ("起和", "Minimum to win",
                "起和：能和的最少番数，0（无番起和）、1 或 3；加番和升番都算在内"),
    "raise_to_cap": ("升到封顶", "Raise to the cap",
                     "一炮三响、杠上开花、海底捞月和抢杠把较小的牌升到这张表的封顶（3 或 5）；"
                     "关闭：升到 3番，照种子在 B 表里的字面意思"),
    "types_add": ("牌型相加", "Hand types add up",
                  "封顶以内的牌型相加（平胡 + 混一色 = 3）；关闭：只算最大的一种"),
    "stake": ("每分金币", "Coins per point", "每分多少金币：n番的牌值 底注 × 2^n"),
})

option_choices({
    "pay_order": {"turn": ("按座次", "in turn order"),
                  "proportional": ("按比例", "in proportion")},
    "zimo_payers": {"never-won": ("所有未胡的玩家", "everyone who has not won"),
                    "others": ("其他每个玩家", "every other player")},
    "kaikou_mode": {"kaikou": ("开口番", "开口番: ×2 once open"),
                    "koukou": ("口口番", "口口番: ×2 per opening")},
})

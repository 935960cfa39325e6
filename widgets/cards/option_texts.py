"""Every card game's rule option: its display name (zh, en) and its description in Chinese;
the English description is the option's own doc. Widgets show these in the learner's
language; the option keys stay. A seed's own words stay as written (``种子：…``)."""

from __future__ import annotations

from ..engine.registry import option_choices, option_texts
from .dafengshou import DafengshouOptions
from .doudizhu import DoudizhuOptions
from .paohuzi.results import PaohuziOptions
from .sanzhang import SanzhangOptions
from .tuitongzi import TuitongziOptions

option_texts(DoudizhuOptions, {
    "adjacent_wing_trio": ("翅膀可接三张", "Wings may be an adjacent trio",
                           "飞机的翅膀可以是紧挨着三顺的三张相同（333444555+666 读作 3 个三张带 3 "
                           "张翅膀）；关闭：不可以"),
    "wings_hold_four": ("翅膀可含四张", "Wings may hold four alike",
                        "飞机带单翅膀时，翅膀可以有一个点数的全部四张；关闭：翅膀里不能藏炸弹，"
                        "这也是翅膀不许用三顺里的点数的原因"),
    "caller_robs_last": ("叫地主的人最后一抢", "The caller robs last",
                         "有人抢过地主后，叫地主的人还有最后一次抢（最多 3 抢，×8）"),
    "deal_mingpai_cutoff": ("发牌明牌的界限", "Open-hand cutoff",
                            "在拿到第 N 张牌前选发牌明牌是 ×4，从第 N 张起是 ×3"),
    "extra_doubles": ("炸弹火箭春天加倍", "Bombs, rockets and 春天 double",
                      "炸弹 ×2、火箭 ×2、春天/反春 ×2（常见玩法）；关闭：严格按种子，没有这些加倍"),
})

option_texts(SanzhangOptions, {
    "special_235": ("235 吃豹子", "235 beats 豹子",
                    "不同花色的 2-3-5 在直接比牌时赢豹子（种子；A14：任何豹子，只在两人比牌时）"),
    "special_235_suits": ("235 的花色不同", "235's suits",
                          "235 的“花色不同”：不全是同一花色，或三种花色各不相同"),
    "pair_kicker": ("对子比单张", "Equal pairs compare the odd card",
                    "对子相同时比单张；关闭：发起比牌的人直接输"),
    "compare_from_round": ("第几轮起可比牌", "比牌 from round",
                           "剩下两人以上时，从这一轮下注起才能比牌（[REC] §5.6；只剩两人时任何"
                           "一轮都行）"),
    "fold_at_cap": ("到封顶可弃牌", "May fold at the cap",
                    "到了手数封顶的玩家除了比牌，也可以弃牌"),
})

option_texts(TuitongziOptions, {
    "half_tile": ("半点牌的名字", "Half-point tile's name",
                  "半点牌显示的名字：种子写的发财，或者传统的白板"),
    "pool_rate": ("奖池比例", "Pool rate",
                  "每局奖池增加这一局总下注的千分之几（种子说“一定比例”）"),
    "pool_from": ("奖池增长谁出", "Who funds the pool's growth",
                  "奖池增长由谁出：押注的人，每人出自己押注的千分之几，向下取整（种子：将每局玩家"
                  "总下注的一定比例量金币放入奖金池）；或者房间出，押注的人一分不少"),
    "chip": ("筹码单位", "Chip", "筹码单位：奖池奖励向下取整到它的倍数"),
    "banker_cover": ("庄家够赔才能下注", "The banker must cover the bets",
                     "下注超过庄家能赔的数目就被拒绝：总下注 × 3 ≤ 庄家的本钱（[REC] §1.7）"),
})

option_texts(PaohuziOptions, {
    "min_huxi": ("最低胡息", "Least 胡息 to win", "胡牌要的胡息（种子：最低15胡息才能胡牌）"),
    "pile": ("底牌张数", "Cards in the pile",
             "发完牌后剩在底牌里的张数：82 − 21 − 20 − 20 = 21；种子的 19 是没有王的 80 张玩法"),
    "pair_with_four": ("有跑提才有对子", "A pair only beside a 跑/提",
                       "有跑或提（4 张一组）时正好一对，没有时不能有对子；关闭：永远不能有对子"),
    "win_on_pair": ("胡在对子上算", "A win onto a pair counts as",
                    "别人的牌胡在手里的对子上算碰（1/3 胡息）或坎（3/6）；自摸的总算偎（3/6）"),
    "wang_only_zimo": ("有王只能自摸", "A 王 holder only self-draws",
                       "手里有王的人只能自摸胡（种子：只能自摸，不能點炮）"),
    "zimo_with_wang": ("王钓王闯也算自摸加倍", "自摸 ×2 on 王 wins too",
                       "自摸 ×2 也乘在王钓、王钓王、王闯上（关闭：种子合起来的数值不算它）"),
    "wang_xing": ("王加省", "Each 王 adds a 省", "手里每张王加一个省（所以最多 6 省）"),
    "di": ("加底", "A 底", "房间有底：加 1 子（种子：加了個底的話，就是7個子）"),
    "supplier_pays": ("放炮的人全付", "The supplier pays all",
                      "胡别人的牌：供牌的人付全部；关闭：两个输家都付（自摸时两家都付）"),
    "wang_penalty": ("黄牌时王的罚分", "王 penalty at 黄牌",
                     "黄牌时每个有王的人，每张王向每个没有王的人付这么多注"),
    "peng_pao_on_discard": ("别人打的牌也能跑", "跑 on a discard",
                            "别人打出的牌和自己的碰相同时也能跑（关闭：只能跑底牌里摸出的，"
                            "和种子一样）"),
    "chi_from_shang_draw": ("能吃上家摸的牌", "吃 a card 上家 drew",
                            "下家可以吃上家从底牌摸出的牌，不只是他打出的"),
    "wang_fifth_copy": ("王可当第五张", "A 王 may be a fifth copy",
                        "王可以代替一张自己已经有四张的牌（种子：王霸可以代替任何牌）；"
                        "关闭：王不能变成第五张"),
})

option_texts(DafengshouOptions, {
    "targets": ("押注目标", "Targets",
                "押注的目标和赔率（每押一注的净赢），写成 名字=赔率；默认是我们假设的一台水果机"),
    "rtp": ("返还率", "Return to player",
            "返还率（百分比）；没有权重时每个目标亮的概率是 rtp / 100 / (赔率 + 1)，"
            "所以每个目标的返还一样"),
    "weights": ("停灯权重", "Stop weights",
                "用明确的停灯权重代替返还率：每个目标写 名字=权重，不赔钱的灯写 'luck='；"
                "概率 = 权重 / 总数"),
})

option_choices({
    "special_235_suits": {"mixed": ("不全同花色", "not all one suit"),
                          "distinct": ("三种花色各不相同", "three different suits")},
    "win_on_pair": {"peng": ("碰", "碰 (a pung)"), "kan": ("坎", "坎 (a concealed triplet)")},
    "half_tile": {"发财": ("发财（种子）", "发财 (the seed's)"),
                  "白板": ("白板", "白板 (traditional)")},
    "pool_from": {"bets": ("押注的人（种子）", "the bettors (the seed's)"),
                  "house": ("房间", "the house (the room)")},
})

"""The words of the rule comparison (:class:`~widgets.ui.compare.Compare`), in Chinese and
English; :data:`widgets.ui.shared.labels.LABELS` holds them with every other widget's. The
differences' own words come from the engine (:mod:`widgets.practice.compare`)."""

from __future__ import annotations

# key: (zh, en). Templates use str.format fields.
COMPARE_LABELS: dict[str, tuple[str, str]] = {
    "compare_title": ("一手牌，几套规则", "One hand under several rule sets"),
    "compare_columns": ("比较的玩法", "Rule sets compared"),
    "compare_columns_hint": ("勾选要并排比较的玩法；第一列（或点“设为参照”的那列）是参照",
                             "Tick the variants to put side by side; the reference column is "
                             "the first, or the one you make the reference"),
    "compare_reference": ("参照", "Reference"),
    "compare_make_reference": ("设为参照", "Make reference"),
    "compare_make_reference_hint": ("其他各列都和这一列比", "Every other column is compared "
                                    "with this one"),
    "compare_differences": ("不同之处和造成它的规则", "Each difference and the rule that makes it"),
    "compare_against_ref": ("和参照列比：", "Against the reference:"),
    "compare_differs_hint": ("◆ 这一番在另一列算法不同（见各列下面的原因）",
                             "◆ this fan counts differently in another column (the rule is "
                             "under that column)"),
    "compare_same": ("和参照列得分一样", "Scores the same as the reference"),
    "compare_refused": ("不和", "No win"),
    "compare_no_tiles": ("牌里没有这些牌", "Its tiles cannot hold this hand"),
    "compare_left_out": ("没有列出的玩法", "Variants not shown"),
    "compare_excluded": ("不计", "Not counted (不计)"),
    "compare_need_win": ("手牌要有 14 张（含和牌）才能计分：点牌池加牌",
                         "A hand scores with 14 tiles, the winning tile last: click the tiles "
                         "to add them"),
    "compare_total_multiply": ("{total} 倍", "×{total} (multiple of the stake)"),
    "compare_total_add": ("{total} 分", "{total} points"),
    "compare_total_add_1": ("{total} 分", "{total} point"),
    "compare_total_doubling_1": ("{total} 分（{fan} 番）", "{total} point ({fan} 番)"),
    "compare_total_doubling": ("{total} 分（{fan} 番）", "{total} points ({fan} 番)"),
    "compare_situation": ("情况（每一列都用）", "Situation (applies to every column)"),
    "compare_kind_option": ("规则选项", "Rule option"),
    "compare_kind_refusal": ("不和的原因", "Why it does not win"),
    "compare_kind_mode": ("计分方法", "How fans combine"),
    "compare_kind_fan": ("番种", "Fan"),
    "compare_kind_cap": ("封顶", "Cap"),
    "compare_column_needed": ("至少要比较一个玩法", "At least one variant must stay"),
    "compare_column_fixed": ("这里比较的是一个玩法的选项：玩法列表不能改",
                             "This compares one variant's options: its columns are fixed"),
    "compare_bad_reference": ("没有第 {index} 列", "There is no column {index}"),
}

"""The words of the review in points (the "Review my hand" fold's second part): what each of
the learner's decisions cost in the hand's own points (widgets/ui/tables/table_review.py)."""

from __future__ import annotations

REVIEW_LABELS: dict[str, tuple[str, str]] = {
    "points_title": ("按得分算：每一步损失多少分", "In points: what each choice cost"),
    "points_start": ("开始计算（约 10 秒）", "Work it out (about 10 s)"),
    "points_hint": ("从每个与高手不同的决定开始，把这手牌按你的打法和高手的打法各打完很多次"
                    "（别人的手牌和牌墙每次重新随机，两种打法用同一组牌），比较你这手牌的"
                    "得分",
                    "From each decision where a strong player would have chosen otherwise, "
                    "the hand is played to its end many times after your move and after the "
                    "strong move (the others' hands and the wall dealt again at random each "
                    "time, the same way for both), and your points for the hand compared"),
    "points_running": ("正在计算第 {done} 个决定，共 {total} 个……",
                       "Working out decision {done} of {total}…"),
    "points_stop": ("停止", "Stop"),
    "points_summary": ("你做了 {n} 个决定，{good} 个和高手一样好（或损失不到 {threshold} 分）",
                       "{good} of your {n} decisions were as good as a strong player's (or "
                       "cost less than {threshold} points)"),
    "points_summary_1": ("你做了 1 个决定，{good} 个和高手一样好（或损失不到 {threshold} 分）",
                         "{good} of your 1 decision was as good as a strong player's (or cost "
                         "less than {threshold} points)"),
    "points_item": ("第 {step} 步：你选了 {played}；高手会选 {best}——{why}",
                    "Step {step}: you chose {played}; a strong player would choose {best}: "
                    "{why}"),
    "points_loss": ("损失约 {mean} 分（{low} 到 {high}）", "about {mean} points lost ({low} to "
                    "{high})"),
    # an interval still wider than the ±1-point bound (out of time, or at the most samples:
    # widgets/practice/table/points_review.py, CAP) is never said as a figure: a mistake by
    # its lower end (95 %), anything else as the range it is
    "points_loss_least": ("至少损失 {low} 分（95% 把握；比较 {n} 次还不能精确到 ±{bound} 分）",
                          "at least {low} points lost (95 % sure; {n} paired play-outs do not "
                          "pin it to ±{bound} point)"),
    "points_loss_range": ("在 {low} 到 {high} 分之间（比较 {n} 次还不能精确到 ±{bound} 分）",
                          "between {low} and {high} points ({n} paired play-outs do not pin it "
                          "to ±{bound} point)"),
    "points_no_mistake": ("没有能确定的失误：和高手不同的选择，损失都小于 {threshold} 分，"
                          "或者太接近、分不出高低",
                          "No mistake that could be told apart: where you chose otherwise, "
                          "the loss was under {threshold} points or too close to call"),
    "points_unclear": ("{n} 个决定的结果太不确定，这点时间分不出高低，不算失误",
                       "{n} decisions were too uncertain to rank in the time: not counted "
                       "as mistakes"),
    "points_unclear_1": ("1 个决定的结果太不确定，这点时间分不出高低，不算失误",
                         "1 decision was too uncertain to rank in the time: not counted as "
                         "a mistake"),
    "points_unmeasured": ("{n} 个决定没有算（停止了或时间到了）",
                          "{n} decisions were not worked out (stopped, or out of time)"),
    "points_unmeasured_1": ("1 个决定没有算（停止了或时间到了）",
                            "1 decision was not worked out (stopped, or out of time)"),
    "points_refused": ("这手牌不能重新打：{why}", "This hand cannot be played again: {why}"),
    "points_refused_loaded": ("这是载入的牌谱，没有牌墙可以接着打",
                              "it was loaded from a record: there is no wall to play on from"),
    "points_refused_changed": ("牌局中途改过设置", "the table was changed during the hand"),
    # retry before reveal: the learner tries the position again before the answer shows
    "points_retry": ("再试一次", "Try again"),
    "retry_prompt": ("第 {step} 步：你当时选了 {played}。找一个更好的选择：",
                     "Step {step}: you chose {played}. Find a better move:"),
    "retry_best": ("对了：{move} 正是高手的选择。{why}",
                   "Right: {move} is the strong player's move. {why}"),
    "retry_same": ("{move} 就是你当时的选择：再想想", "{move} is the move you played: think again"),
    "retry_other": ("{move} 不是高手的选择：再试，或者看答案",
                    "{move} is not the strong player's move: try again, or show the answer"),
    "retry_good": ("对了：{move} 和高手的选择一样好（差别在估计的区间之内）",
                   "Right: {move} is as good as the strong player's move (the difference is "
                   "within the estimate's interval)"),
    "retry_good_exact": ("对了：{move} 和高手的选择一样好（按所有情况精确算出）",
                         "Right: {move} is as good as the strong player's move (worked out "
                         "exactly, over every case)"),
    "retry_worse": ("{move} 不如高手的选择（{loss}）：再试，或者看答案",
                    "{move} is not as good as the strong player's move ({loss}): try again, "
                    "or show the answer"),
    "retry_play": ("出选中的牌", "Play the picked cards"),
    "retry_reveal": ("看答案", "Show the answer"),
    "retry_answer": ("高手会选 {best}：{why}。你当时的 {played} {loss}",
                     "A strong player would choose {best}: {why}. Your {played}: {loss}"),
    "retry_close": ("结束练习", "Done"),
    # a retry that is neither the strong move nor the one played: measured against the strong
    # move by the same play-outs (widgets/practice/table/points_review.py, measure_try)
    "retry_measuring": ("正在把 {move} 和高手的选择各打完比较……",
                        "Working out {move} against the strong player's move…"),
    "points_retry_good": ("{move} 和高手的选择一样好：{loss}，不到 {threshold} 分，不算失误",
                          "{move} is as good as the strong player's move: {loss}, under "
                          "{threshold} points, not a mistake"),
    "retry_unclear": ("{move} 和高手的选择太接近，分不出高低：{loss}。再试，或者看答案",
                      "{move} is too close to the strong player's move to tell apart: {loss}. "
                      "Try again, or show the answer"),
    "points_retry_worse": ("{move} 也是失误：{loss}。再试，或者看答案",
                           "{move} is a mistake too: {loss}. Try again, or show the answer"),
    "points_narrowing": ("每个决定都有了数；正在细算区间仍宽于 ±1 分的 {n} 个……",
                         "Every decision has its figure; narrowing the {n} still wider than "
                         "±1 point…"),
    "points_narrowing_1": ("每个决定都有了数；正在细算区间仍宽于 ±1 分的 1 个……",
                           "Every decision has its figure; narrowing the 1 still wider than "
                           "±1 point…"),
    "points_go_on_narrow": ("接着细算（{n} 个决定的区间仍宽于 ±1 分）",
                            "Narrow the figures ({n} decisions still wider than ±1 point)"),
    "points_go_on_narrow_1": ("接着细算（1 个决定的区间仍宽于 ±1 分）",
                              "Narrow the figure (1 decision still wider than ±1 point)"),
    "points_go_on": ("接着算（还剩 {n} 个决定）", "Go on ({n} decisions left)"),
    "points_go_on_1": ("接着算（还剩 1 个决定）", "Go on (1 decision left)"),
    # My mistakes: the table as the learner saw it (widgets/ui/tables/mistake_position.py)
    "position_title": ("当时的牌桌", "The table then"),
    "position_you": ("你", "you"),
    "position_river": ("牌河", "river"),
    "position_melds": ("副露", "melds"),
    "position_wins": ("已胡", "won"),
    "position_kongs": ("杠出", "played out as kongs"),
    "position_wild": ("赖子：{wild}（翻牌 {indicator}）", "赖子 (wild): {wild} (flipped "
                      "{indicator})"),
    "position_wall": ("牌墙还剩 {n} 张", "{n} tiles left in the wall"),
    "position_wall_1": ("牌墙还剩 1 张", "1 tile left in the wall"),
    "position_empty": ("（没有）", "(none)"),
    # the chart over the hand: the learner's shanten and improving tiles at each discard
    "chart_title": ("这手牌的走势：每次出牌后的向听和进张",
                    "Your hand over the game: shanten and improving tiles after each discard"),
    "chart_shanten": ("向听（越低越近听牌，0＝听牌）",
                      "shanten (向听: lower is nearer ready, 0 = ready)"),
    "chart_tiles": ("进张（能让向听变低的未见牌）",
                    "improving tiles (进张: unseen tiles that would lower the shanten)"),
    "chart_mistake": ("红圈＝失误（按得分或按牌效）", "red ring = a mistake (in points or by "
                      "tile efficiency)"),
    "chart_axis_shanten": ("向听", "shanten"),
    "chart_axis_tiles": ("进张", "进张 tiles"),
    "chart_turn": ("你的第 {n} 次出牌（第 {step} 步）", "your discard {n} (step {step})"),
    "points_deck": ("这 {n} 个失误已放进你的错题本：“我的失误”会按时让你再做",
                    "These {n} mistakes are in your mistakes deck: My mistakes brings them "
                    "back when they are due"),
    "points_deck_1": ("这 1 个失误已放进你的错题本：“我的失误”会按时让你再做",
                      "1 mistake is in your mistakes deck: My mistakes brings it back when it "
                      "is due"),
    "points_deck_failed": ("错题本写不进去：{why}", "The mistakes deck could not be written: "
                           "{why}"),
    # My mistakes: the played hands' mistakes back from the deck (widgets/ui/tables/my_mistakes.py)
    "mistakes_title": ("我的失误", "My mistakes"),
    "mistakes_count": ("错题本里有 {n} 个打牌失误，到期的排在前面",
                       "{n} mistakes from your hands in the deck, the ones due first"),
    "mistakes_count_1": ("错题本里有 1 个打牌失误", "1 mistake from your hands in the deck"),
    "mistakes_empty": ("没有要复习的失误：打完一手牌后按得分复盘，失误就会放到这里",
                       "No mistakes to review: the review in points of a hand you play puts "
                       "them here"),
    "mistakes_where": ("{variant}，种子 {seed}，第 {step} 步", "{variant}, seed {seed}, step "
                       "{step}"),
    "mistakes_prompt": ("你当时选了 {played}。找一个更好的选择：",
                        "You chose {played}. Find a better move:"),
    "mistakes_next": ("下一个", "Next"),
    # My mistakes measures a new mahjong move from the card's position, dealt again
    # (widgets/ui/tables/mistake_measure.py): its progress, Stop and Go on
    "mistakes_measure_progress": ("已比较 {done} / {total} 次（两种打法各打完一次算一次）",
                                  "{done} of {total} paired play-outs"),
    "mistakes_measure_stopped": ("停在第 {done} / {total} 次：{move} 还没算完。可以接着算、"
                                 "换一个选择，或者看答案",
                                 "Stopped after {done} of {total} paired play-outs: {move} is "
                                 "not worked out yet. Go on, try another move, or show the "
                                 "answer"),
    "mistakes_measure_go_on": ("接着算", "Go on"),
    # a new move's verdict against the strong move, with its figure (its 95 % interval as ±,
    # kept on the line of its number)
    "mistakes_try_good": ("对了：{move} 和最好的选择一样好：{figure}，不到 {threshold} 分，"
                          "不算失误",
                          "Right: {move} is as good as the best: {figure}, under {threshold} "
                          "points, not a mistake"),
    "mistakes_try_unclear": ("{move} 和最好的选择太接近，分不出高低：{figure}。再试，或者看答案",
                             "{move} is too close to call against the best: {figure}. Try "
                             "again, or show the answer"),
    "mistakes_try_other": ("{move} 也是失误：比最好的选择{figure}。再试，或者看答案",
                           "{move} is a mistake too: {figure}. Try again, or show the answer"),
    "mistakes_figure_worse": ("约少 {mean} 分，±\u00a0{half}（比较了 {n} 次）",
                              "about {mean} points worse, ±\u00a0{half} ({n} paired play-outs)"),
    "mistakes_figure_better": ("约多 {mean} 分，±\u00a0{half}（比较了 {n} 次）",
                               "about {mean} points better, ±\u00a0{half} ({n} paired play-outs)"),
    # wider than ±1 point: no single figure (as the table's review, points_loss_least/_range)
    "mistakes_figure_least": ("至少少 {low} 分（95% 把握；比较了 {n} 次）",
                              "at least {low} points worse (95 % sure; {n} paired play-outs)"),
    "mistakes_figure_range": ("在少 {high} 分到多 {better} 分之间（比较了 {n} 次）",
                              "between {high} points worse and {better} better ({n} paired "
                              "play-outs)"),
    "mistakes_unmeasured": ("（{why}，所以没有把这个选择打完比较）",
                            " ({why}, so this move was not played out against it)"),
    "mistakes_unmeasured_none": ("这道题记下时还没有保存当时的牌局",
                                 "this mistake was kept before its position was"),
    "mistakes_unmeasured_damaged": ("这道题保存的牌局已经不能重新发牌打到这一步",
                                    "this mistake's position no longer deals again to that "
                                    "step"),
    # the card tables' review (widgets/ui/tables/card_review_view.py)
    "card_review_title": ("复盘这手牌：每一步损失多少", "Review my hand: what each choice cost"),
    "card_review_hint": ("从每个与高手不同的决定开始，把这手牌按你的打法和高手的打法各打完很多次"
                         "（你看不到的牌每次重新随机，两种打法用同一组牌），比较结果",
                         "From each decision where a strong player would have chosen "
                         "otherwise, the hand is played to its end many times after your move "
                         "and after the strong move (the cards you could not see dealt again "
                         "at random each time, the same way for both), and the results "
                         "compared"),
    "card_review_item": ("第 {step} 步：你选了 {played}；高手会选 {best}——{why}",
                         "Step {step}: you chose {played}; a strong player would choose "
                         "{best}: {why}"),
    "card_review_summary": ("你做了 {n} 个决定，{good} 个和高手一样好（或损失小到可以不计）",
                            "{good} of your {n} decisions were as good as a strong player's "
                            "(or cost too little to count)"),
    "card_review_summary_1": ("你做了 1 个决定，{good} 个和高手一样好",
                              "{good} of your 1 decision was as good as a strong player's"),
    "card_review_none": ("没有能确定的失误", "No mistake that could be told apart"),
    "card_loss_win": ("胜率低了约 {mean}%（{low}% 到 {high}%）",
                      "win chance about {mean} % lower ({low} to {high} %)"),
    "card_loss_chips": ("损失约 {mean} 个筹码（{low} 到 {high}）",
                        "about {mean} chips lost ({low} to {high})"),
    # wider than the unit's bound (±1 point or chip, ±5 % win chance): no single figure
    "card_loss_least": ("至少损失 {low} {unit}（95% 把握；还不能精确到 ±{bound}）",
                        "at least {low} {unit} lost (95 % sure; not pinned to ±{bound})"),
    "card_loss_range": ("损失在 {low} 到 {high} {unit} 之间（还不能精确到 ±{bound}）",
                        "between {low} and {high} {unit} lost (not pinned to ±{bound})"),
    "card_loss_exact": ("平均损失 {mean} {unit}（按所有情况精确算出）",
                        "{mean} {unit} lost on average (worked out exactly over every case)"),
    "mistakes_unreadable": ("错题本里有 {n} 个失误读不出来（文件里保留着，不会再问）",
                            "{n} mistakes in the deck cannot be read (kept in the file, not "
                            "asked)"),
    "mistakes_unreadable_1": ("错题本里有 1 个失误读不出来（文件里保留着，不会再问）",
                              "1 mistake in the deck cannot be read (kept in the file, not "
                              "asked)"),
}

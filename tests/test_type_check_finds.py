"""What the type checker (issue 36) found: each a crash a learner or teacher could meet."""

from widgets.ui import HandTable


def test_a_none_among_the_people_seats_adds_no_seat():
    """HandTable(human=(0, None)) sorted None against the seat numbers (TypeError); a None
    names no seat, as human=None does: the table is the one of human=(0,)."""
    assert HandTable(human=(0, None)).view == HandTable(human=(0,)).view

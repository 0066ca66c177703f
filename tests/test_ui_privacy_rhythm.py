"""A hidden traitor's page has the heroes' rhythm (the tells hunt, wave 3).

Every hero's private page is the same page, so each hero knows by heart where its
headings fall: the rules that run from "Right now", "You win when"... to the column's
edge are the easiest thing on it to see from across the table. If the traitor's page
drew them on other rows, a hero watching someone read would know whose page it was
without reading a word. So each section of the two books is given the rows the longer
of the two needs (the shorter one's rows are filled with the table's reminders), and
every page of a hidden haunt draws its heading rules on the same rows.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.kit import palette as P
from test_ui_haunt import app, pack  # noqa: F401  (the fixtures: an App with the title under it)
from test_ui_hidden_traitor import HIDDEN_HAUNTS, a_pack, reader

RULE = (*P.SECRET, 150)   # a heading's rule, as private_block draws it


def rule_rows(page) -> list[tuple[int, int]]:
    """(row, column) of every heading rule drawn on ``page``: a line of the rule's ink
    one row high and at least a tenth of the page wide."""
    w, _h = page.get_size()
    mask = pygame.mask.from_threshold(page, RULE, (1, 1, 1, 1))
    return sorted((r.top, 0 if r.left < w // 2 else 1) for r in mask.get_bounding_rects()
                  if r.h == 1 and r.w >= w // 10)


@pytest.mark.parametrize("pack_name,haunt_id,players", HIDDEN_HAUNTS[:1] + [
    h for h in HIDDEN_HAUNTS if h[2] == 4 and h != HIDDEN_HAUNTS[0]],
    ids=lambda v: str(v))
def test_the_traitors_headings_fall_on_the_heroes_rows(app, pack_name, haunt_id, players):
    from scenes.haunt.haunt_pages import private_page

    read = reader(a_pack(pack_name), haunt_id, players)
    for width, u in ((1152, 7.2), (700, 7.2)):
        pages = {seat: private_page(app.fonts, read(seat), seat, width, u, read) for seat in (0, 1)}
        rules = {seat: rule_rows(page) for seat, page in pages.items()}
        assert rules[0], (haunt_id, width)   # (the test sees the rules at all)
        assert pages[0].get_size() == pages[1].get_size()
        assert rules[0] == rules[1], (haunt_id, width)

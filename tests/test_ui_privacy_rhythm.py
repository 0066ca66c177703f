"""A hidden traitor's page has the heroes' rhythm (the tells hunt, wave 3).

Every hero's private page is the same page, so each hero knows by heart where its
headings fall: the rules that run from "Right now", "You win when"... to the column's
edge are the easiest thing on it to see from across the table. If the traitor's page
drew them on other rows, a hero watching someone read would know whose page it was
without reading a word; and the bright titles (a goal's name, an action word) after
them. So each section of the two books, and each entry in it, is given the rows the
longer of the two needs (the shorter one's rows are filled with the table's reminders):
every page of a hidden haunt draws its heading rules on the same rows, and an entry
both books have starts on the same row.
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


def entry_starts(content) -> list[int]:
    """The rows (of a book's ``Grid.aligned`` lines) where an entry's bright title starts:
    a goal's name, an action word, a fact's title."""
    return [i for i, (line, _head) in enumerate(content) if line and line[0][1] in ("title", "word")]


def test_an_entry_both_books_have_starts_on_the_same_row(app):
    """Inside a section, entry by entry: the traitor's first goal is short and the heroes'
    long, so without lining up each entry the traitor's second goal's bright name would
    come rows before the heroes' — a hero would see it from across the table."""
    from scenes.haunt.private_block import Grid, book_sections, filler_paras

    long = "They keep watch. " * 30
    books = {
        "traitor": {"win_text": "You win soon.", "goals": [{"title": "First", "text": "Short."},
                                                           {"title": "Second", "text": "Short again."}],
                    "actions": [{"id": "a", "word": "WAX", "label": "Wax it", "text": "Brief."}]},
        "heroes": {"win_text": "You win later. " * 6, "goals": [{"title": "One", "text": long},
                                                               {"title": "Two", "text": "Short."}],
                   "actions": [{"id": "b", "word": "LIGHT", "label": "Light it", "text": long},
                               {"id": "c", "word": "MELT", "label": "Melt it", "text": "Brief."}],
                   "facts": [{"title": "A fact", "text": "Known."}]},
    }
    grid = Grid(app.fonts, 700, 7.2, 1)
    fill = filler_paras({"story": "A story. Of the house."})
    mine, theirs = grid.aligned(book_sections(books["traitor"]), book_sections(books["heroes"]), fill)
    assert len(mine) == len(theirs)
    traitor, hero = entry_starts(mine), entry_starts(theirs)
    assert len(traitor) == 3 and len(hero) == 5
    assert set(traitor) <= set(hero)   # each of the traitor's titles on a row where a hero's is


@pytest.mark.parametrize("pack_name,haunt_id,players", [h for h in HIDDEN_HAUNTS if h[2] == 4],
                         ids=lambda v: str(v))
def test_every_hidden_haunts_shared_entries_start_on_the_same_rows(app, pack_name, haunt_id, players):
    from scenes.haunt.haunt_pages import _own_book
    from scenes.haunt.private_block import Grid, book_sections, filler_paras

    read = reader(a_pack(pack_name), haunt_id, players)
    sections = {side: dict(book_sections(_own_book(read(seat)["haunt"]["books"], side)))
                for seat, side in ((0, "traitor"), (1, "heroes"))}
    grid = Grid(app.fonts, 1152, 7.2, 2)
    mine, theirs = grid.aligned(list(sections["traitor"].items()), list(sections["heroes"].items()),
                                filler_paras(read(0)["haunt"]))
    shared = sum(min(sum(1 for p in sections[side].get(key, ()) if p.runs[0][1] in ("title", "word"))
                     for side in sections) for key in sections["traitor"])
    assert len(set(entry_starts(mine)) & set(entry_starts(theirs))) == shared, haunt_id

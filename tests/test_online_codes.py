"""Join codes people read out and type (server/codes.py): grouped capitals of an alphabet
without the letters mistaken for digits, at least 64 random bits, and a code typed in
lower case, without its dashes, with spaces or with O/I/L for 0/1 still opens its table —
by clicks, over loopback, too."""

from __future__ import annotations

import math

from game import auto_seats, load_pack, new_game
from server.client import split_code
from server.codes import ALPHABET, LENGTH, new_code, normal
from server.table import Table
from test_ui_online import apps, join_by_clicks, open_three_seats, press, pump  # noqa: F401  (the fixture)


def test_a_join_code_is_four_groups_of_an_alphabet_with_no_look_alikes():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200                                          # random, not a sequence
    assert LENGTH * math.log2(len(ALPHABET)) >= 64                    # the 64 bits, at least
    for code in codes:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4, 4]
        assert set("".join(groups)) <= set(ALPHABET)
    assert not set("ILOU") & set(ALPHABET) and len(set(ALPHABET)) == 32


def test_a_code_is_read_as_a_person_types_it():
    assert normal(" 7kq2-m9xd 4ohf-tb3w ") == "7KQ2M9XD40HFTB3W"
    assert normal("AB1L-I0O0") == normal("ab11-1000") == "AB111000"


def test_a_table_opens_to_its_code_however_it_is_typed_and_to_no_other(tmp_path):
    pack = load_pack("classic")
    game = new_game("classic", auto_seats(pack, 3, seed=2), 2, pack, log_path=tmp_path / "game.jsonl")
    table, code, _host = Table.adopt(tmp_path / "t", game)
    plain = code.replace("-", "")
    assert table.code_is(code) and table.code_is(plain.lower()) and table.code_is(" ".join(code.split("-")))
    typed = plain.replace("0", "O").replace("1", "l")
    assert table.code_is(typed)
    other = new_code()
    assert other != code and not table.code_is(other) and not table.code_is("") and not table.code_is(code[:-1])
    assert code not in (tmp_path / "t" / "table.json").read_text()    # (kept as a hash only)
    table.close()


def test_the_table_part_of_what_is_typed_is_read_in_any_case():
    assert split_code(" 50A6B5C9CC85 . 7kq2-m9xd ") == ("50a6b5c9cc85", "7kq2-m9xd")


def test_a_guest_who_types_the_code_in_lower_case_with_spaces_sits_at_the_table(apps):
    guest = apps[1]
    lobby = open_three_seats(apps)
    typed = f"{lobby.link.table.upper()}.{lobby.link.code.lower().replace('-', ' ')}"
    seen = join_by_clicks(apps, lobby, typed)
    press(guest, "lobby:sit:1")
    pump(apps, lambda: lobby.latest["seats"][1]["taken"] and seen.link.seat == 1, "the guest seated")

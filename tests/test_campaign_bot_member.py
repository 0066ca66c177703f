"""A bot's new relative never takes the name of a member already in the chronicle: in a
long campaign the family's plain names run out, then "the Younger", and a name used before
would be read by start_chapter as that member coming back (and refused for their age)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from types import SimpleNamespace

from game import load_pack


def test_a_bots_new_relative_is_never_a_namesake_of_a_member_before():
    from scenes.campaign.chapter_setup import bot_member
    from scenes.board.art.family_art import family_info

    pack = load_pack("campaign")
    names = [n.split()[0] for n in family_info(pack, "fennick")["members"]]
    members = [{"name": n} for n in names] + [{"name": f"{n} the Younger"} for n in names]
    camp = SimpleNamespace(pack=pack, state={"families": {"fennick": {"members": members}}})
    for seed in range(20):
        chosen = bot_member(camp, {"family": "fennick", "returning": []}, seed)
        assert chosen["name"] not in {m["name"] for m in members} and not chosen["returning"]
        assert chosen["name"].endswith(" the Third")


def test_a_new_relatives_name_is_made_in_the_language_in_use():
    """In German the family's names come round again numbered ("Mercy II."), not with
    English words in a German chronicle; the name is kept as it was made."""
    from game import i18n
    from scenes.campaign.chapter_setup import unused_names

    i18n.set_language("de")
    try:
        again = unused_names(["Mercy", "Ned"], {"Mercy", "Ned"})
        third = unused_names(["Mercy"], {"Mercy", "Mercy II."})
    finally:
        i18n.set_language("en")
    assert again == ["Mercy II.", "Ned II."] and third == ["Mercy III."]
    assert unused_names(["Mercy"], {"Mercy"}) == ["Mercy the Younger"]


def test_a_made_name_is_never_too_long_for_a_member_nor_one_used_before():
    from game.campaign.campaign import NAME_LENGTH
    from scenes.campaign.chapter_setup import unused_names

    long = "Wilhelmina-Augustine"    # 20 characters: "the Younger" would make it 32
    assert unused_names([long], {long}) == [f"{long} 2"]
    used = {long, f"{long} 2"}
    (name,) = unused_names([long], used)
    assert name not in used and len(name) <= NAME_LENGTH
    assert all(len(n) <= NAME_LENGTH for n in unused_names(["A" * 24], {"A" * 24}))

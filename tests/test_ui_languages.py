"""Every screen in the pseudo-locale and in German (issue 36): no English left unmarked,
nothing cut without its whole text on hover.

The walk renders the screens with ``tools/screenshot.py`` (as the cut-text audit of
test_ui_input_contract does) while every text drawn is recorded at the one place pygame
turns text into pixels (``pygame.font.Font.render``). In ``qps`` every string of the
catalogue and of the content is lengthened and held between « and »: a drawn text whose
letters lie outside those marks (``game.i18n.is_marked``) escaped translation. What is
left out are the names people give their seats, the family members' names, the
campaigns' names and the names written on cards in play (an heirloom's), which are
nobody's words to translate; a damaged save's or campaign's diagnosis (the engine's
words naming a file and its line: for whoever mends it); and the licences and
attributions of the credits, shown as their files word them (legal text).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n
from scenes.kit import hover

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.usefixtures("kept_campaigns")   # (the campaign screens' campaigns, played once)
sys.path.insert(0, str(ROOT / "tools"))

# the screens the issue names: title, setup, board, haunt books, chapter setup and end,
# chronicle, replay, settings and tutorial; and the saves list, credits and campaigns list
WALK = [("title", []), ("settings", []), ("accessibility", []), ("help", []), ("rules", []),
        ("setup", []), ("setup", ["--ruleset", "legacy"]), ("board", ["--turns", "12"]),
        ("board", ["--ruleset", "legacy", "--turns", "8"]), ("haunt", ["--page", "3", "--turns", "3"]),
        ("goals", ["--page", "1"]), ("end", []), ("replay", ["--turns", "10"]), ("tutorial", []),
        ("saves", []), ("credits", []), ("credits", ["--page", "3"]), ("campaigns", []), ("campaign-setup", []),
        ("chapter-setup", []), ("chapter-setup", ["--page", "2"]), ("chapter-setup", ["--page", "3"]),
        ("chapter-setup", ["--page", "4"]), ("chapter-end", []), ("chapter-end", ["--page", "1"]),
        ("chronicle", ["--page", "0"]), ("chronicle", ["--page", "1"]), ("chronicle", ["--page", "2"]),
        ("chronicle", ["--page", "3"]), ("chronicle-end", []), ("free-play-setup", []),
        ("board", ["--card", "butchers_cleaver"]), ("combat", []), ("haunt-roll", []), ("skipping", [])]
SEATS = ("Ada", "Bram", "Cora", "Dov", "Esme", "Finn", "Agatha", "Ben")   # the tools' and the tutorial's seats


def _names() -> set[str]:
    """Words nobody translates: seats' names, the legacy families' members and surnames."""
    from game import load_pack

    words = set(SEATS)
    for family in load_pack("legacy").extra["families"].values():
        for member in family.get("members") or ():
            words.update(member.split())
        words.add(family["name"])
    return words


class Kept:
    """What the walk's screens were given that nobody translates: the diagnoses of damaged
    saves and campaigns, the names written on cards, the campaigns' names."""

    def __init__(self, monkeypatch) -> None:
        import game.campaign as campaign
        import game.campaign.marks as marks
        import scenes.saves.save_index as save_index

        self.diagnoses: set[str] = set()
        self.names: set[str] = set()
        reason_of, list_campaigns, card_name = save_index.reason_of, campaign.list_campaigns, marks.card_name
        create_campaign = campaign.create_campaign

        def said(error, path):
            out = reason_of(error, path)
            self.diagnoses.update((out, path.name))
            return out

        def listed(*args, **kwargs):
            out = list_campaigns(*args, **kwargs)
            for entry in out:
                self.names.add(str(entry.get("name") or ""))
                self.diagnoses.update((str(entry.get("error") or ""), entry["folder"].name))
            return out

        def written(pack, state, card):
            out = card_name(pack, state, card)
            if out not in (pack.cards[card].name, pack.cards[card].data.get("blank_name")):
                self.names.add(out)
            return out

        def created(name, *args, **kwargs):
            self.names.add(name)
            return create_campaign(name, *args, **kwargs)

        monkeypatch.setattr(save_index, "reason_of", said)
        monkeypatch.setattr(campaign, "create_campaign", created)
        monkeypatch.setattr(campaign, "list_campaigns", listed)
        monkeypatch.setattr(marks, "card_name", written)

    def diagnosis(self, text: str) -> bool:
        """``text`` is (a line or a shortened start of) a damaged file's diagnosis."""
        part = text.rstrip("…").strip()
        return bool(part) and any(part in d for d in self.diagnoses if d)


def _licences() -> str:
    """Every licence and attribution the credits show (their files' words, as the screen
    lays them out), as one text."""
    from scenes.menu.credits_scene import credit_sections

    return " ".join(" ".join(text.split()) for _heading, text in credit_sections()[1:])


def recording(monkeypatch) -> set[str]:
    """Every text drawn from now on, recorded where pygame turns text into pixels."""
    drawn: set[str] = set()

    class Font(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            drawn.add(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Font)
    return drawn


def _walk(language: str, tmp_path, monkeypatch) -> tuple[dict, dict, Kept]:
    """(scene -> every text drawn, scene -> cut texts without their whole on hover, what is
    nobody's to translate)."""
    import screenshot

    drawn = recording(monkeypatch)
    kept = Kept(monkeypatch)
    monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "home"))
    texts, missing, noting = {}, {}, {}
    hover.audit.on = True
    try:
        for name, extra in WALK:
            drawn.clear()
            hover.audit.reset()
            key = " ".join([name, *extra])
            # (a bitmap: the screens are the point, and PNG encoding costs 5x the CPU)
            assert screenshot.main(["--scene", name, "--out", str(tmp_path / f"{name}.bmp"), "--frames", "20",
                                    "--language", language, *extra]) == 0
            texts[key] = set(drawn)
            noting[key] = set(hover.audit.noted)
            if hover.audit.missing():
                missing[key] = sorted(hover.audit.missing())
    finally:
        hover.audit.on = False
        i18n.set_language("en")
    # a screen laid out under another (chapter setup under its form) cuts a label it does not
    # draw: noted wherever the walk draws it, it is not missing
    noted = set().union(*noting.values()) if noting else set()
    missing = {scene: found for scene, cut in missing.items()
               if (found := sorted(c for c in cut if not any(c in n for n in noted)))}
    return texts, missing, kept


def _unnamed(text: str, names: set[str]) -> str:
    """``text`` without the names in it (a name cut short with "…" too); a language's
    own name in the language setting is a name as well."""
    if text in i18n.NAMES.values():
        return ""

    def name(word: str) -> bool:
        word = re.sub(r"'s$", "", word).replace("'", "")   # (Silas's: a name's)
        return word in names or word.rstrip("s") in names or (
            text.endswith("…") and any(n.startswith(word) for n in names))

    return re.sub(r"[A-Za-z']+", lambda m: "" if name(m.group(0)) else m.group(0), text)


@pytest.mark.slow
def test_every_screen_in_the_pseudo_locale_is_translated_and_uncut(tmp_path, monkeypatch):
    texts, missing, kept = _walk(i18n.PSEUDO, tmp_path, monkeypatch)
    names = _names() | {word for name in kept.names for word in re.findall(r"[A-Za-z]+", name)}
    licences = _licences()
    unmarked = {scene: sorted(t for t in drawn if not i18n.is_marked(_unnamed(t, names)) and not kept.diagnosis(t)
                              and not (scene.startswith("credits") and " ".join(t.split()) in licences))
                for scene, drawn in texts.items()}
    unmarked = {scene: found for scene, found in unmarked.items() if found}
    assert sum(len(d) for d in texts.values()) > 2500      # the walk drew the screens
    assert kept.diagnoses and kept.names                   # (the damaged files and the written names were seen)
    assert not unmarked, unmarked
    assert not missing, missing


@pytest.mark.slow
def test_every_screen_in_german_shows_no_english_string_of_the_catalogue(tmp_path, monkeypatch):
    """The same walk in German: no string whose German differs from its English is drawn
    in English — of the catalogue (a string wrapped but not translated, or translated and
    not looked up) or of the translated content (the classic pack whole) — and nothing is
    cut without hover."""
    import gettext

    from game.content.overlays import text_table

    with (i18n.locale_dir() / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as fh:
        german = gettext.GNUTranslations(fh)
    translated = {**{m: t for m, t in german._catalog.items() if isinstance(m, str)}, **text_table("de")}
    english = {m for m, t in translated.items() if m and t != m and sum(ch.isalpha() for ch in m) > 3
               and "{" not in m}
    texts, missing, _kept = _walk("de", tmp_path, monkeypatch)
    licences = _licences()   # (their own words, as in the pseudo-locale)
    left = {scene: found for scene, drawn in texts.items()
            if (found := sorted(t for t in drawn & english if not (scene.startswith("credits") and t in licences)))}
    assert "Zug beenden" in texts["board --turns 12"] or "Einstellungen" in texts["settings"]
    assert any("Gespeichert" in t for t in texts["saves"]) and any("Zeitleiste" in t for t in texts["chronicle --page 0"])
    assert not left, left
    assert not missing, missing


class _Line:
    """A connection that never reaches a server (the lobby drawn from a table set by hand)."""

    url = "ws://127.0.0.1:8765"

    def poll(self) -> list:
        return []

    def send(self, *args, **kwargs) -> None:
        pass

    def close(self) -> None:
        pass


@pytest.mark.parametrize("language", [i18n.PSEUDO, "de"])
def test_the_online_pages_are_translated(language, monkeypatch):
    """The online menu, Host a table, Join a table and the lobby (a guest's, seats taken,
    open and a bot's) in the pseudo-locale (every text marked) and in German (no English
    msgid drawn)."""
    import gettext

    from scenes.app import App
    from scenes.kit.settings import Settings
    from scenes.online import lobby as lobby_page
    from scenes.online import menu

    drawn = recording(monkeypatch)
    monkeypatch.setitem(menu.NETWORK, "lan", False)
    app = App((1280, 720), offscreen=True, settings=Settings(language=language))
    try:
        for page in (menu.OnlineScene(app), menu.HostScene(app), menu.JoinScene(app)):
            app.push(page)
            app.run_frames(2)
        lobby = lobby_page.LobbyScene(app, _Line(), table="t1", code="x9")
        lobby.latest = {"ruleset": "classic", "started": False, "seats": [
            {"name": "Ada", "taken": True, "present": True, "bot": None},
            {"name": "Bram", "taken": True, "present": False, "bot": None},
            {"name": "Cora", "taken": False, "present": False, "bot": "sensible"},
            {"name": "Dov", "taken": False, "present": False, "bot": None}]}
        app.push(lobby)
        app.run_frames(2)
        lobby.rebuild()
        app.run_frames(2)
    finally:
        app.close()
        i18n.set_language("en")
    assert len(drawn) > 30
    if language == i18n.PSEUDO:
        names = set(SEATS)
        assert sorted(t for t in drawn if not i18n.is_marked(_unnamed(t, names))) == []
    else:
        with (i18n.locale_dir() / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo").open("rb") as fh:
            german = gettext.GNUTranslations(fh)
        english = {m for m, t in german._catalog.items() if isinstance(m, str) and m and t != m
                   and sum(ch.isalpha() for ch in m) > 3 and "{" not in m}
        assert "Einem Tisch beitreten" in drawn and sorted(drawn & english) == []

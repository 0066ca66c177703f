"""Every shipped card, room, token and monster names its own picture, the picture is in
assets/icons, and a pack naming a picture that is not there is refused with the file,
the entry and the field named."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import load_pack
from game.content.icons import icon_folder, icon_names

ROOT = Path(__file__).resolve().parent.parent
PACKS = ("classic", "legacy", "campaign")


def _named(pack):
    """(what, icon) for everything of the pack that must show a picture."""
    out = [(f"tile {t.id}", t.icon) for t in pack.tiles.values()]
    out += [(f"card {c.id}", c.icon) for c in pack.cards.values()]
    out += [(f"token {t.id}", t.icon) for t in pack.tokens.values()]
    for haunt in pack.haunts.values():
        out += [(f"monster {haunt['id']}/{m['id']}", m.get("icon")) for m in haunt.get("monsters") or ()]
        out += [(f"object {haunt['id']}/{o['id']}", o.get("icon")) for o in haunt.get("objects") or ()]
    for card in (pack.extra.get("legacy") or {}).values() if pack.is_campaign else ():
        out.append((f"Legacy card {card['id']}", card.get("icon")))
    return out


@pytest.mark.parametrize("name", PACKS)
def test_every_shipped_card_room_token_and_monster_has_an_icon_that_exists(name):
    pack = load_pack(name)
    named = _named(pack)
    assert len(named) > 100
    without = [what for what, icon in named if not icon]
    assert without == [], f"{name}: no icon for {without}"
    missing = [(what, icon) for what, icon in named if not (icon_folder() / f"{icon}.svg").is_file()]
    assert missing == []


@pytest.mark.slow
def test_the_icons_folder_holds_exactly_the_icons_in_use_with_their_attribution():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import vendor_icons
    finally:
        sys.path.remove(str(ROOT / "tools"))
    used = set(vendor_icons.used_icons())
    assert icon_names() == frozenset(used)   # nothing vendored that nothing uses
    attribution = (icon_folder() / "ATTRIBUTION.md").read_text(encoding="utf-8")
    for icon in used:
        assert f"| {icon} |" in attribution
    assert "creativecommons.org/licenses/by/3.0" in (icon_folder() / "LICENSE").read_text(encoding="utf-8")


def _validate(folder):
    return subprocess.run([sys.executable, str(ROOT / "tools" / "validate_content.py"), str(folder)],
                          capture_output=True, text=True, cwd=ROOT)


def _edit(path, old, new):
    text = path.read_text()
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1))


def test_an_icon_that_is_not_in_assets_is_refused_naming_file_entry_and_field(tmp_path):
    pack = tmp_path / "classic"
    shutil.copytree(ROOT / "content" / "classic", pack)
    _edit(pack / "items.yaml", "icon: eyeball", "icon: glass-eye-in-a-box")
    _edit(pack / "tiles.yaml", "icon: sarcophagus", "icon: 7")
    _edit(pack / "haunts" / "many_hands.yaml", "icon: severed-hand", "icon: crawling-hand")
    out = _validate(pack)
    assert out.returncode == 1
    assert "items.yaml: glass_eye: icon: no icon 'glass-eye-in-a-box' in assets/icons" in out.stdout
    assert "tiles.yaml: crypt: icon: no icon '7' in assets/icons" in out.stdout
    assert "haunts/many_hands.yaml: many_hands: monsters[0].icon: no icon 'crawling-hand' in assets/icons" in out.stdout


def test_an_icon_is_optional_so_packs_without_pictures_still_load(tmp_path):
    pack = tmp_path / "classic"
    shutil.copytree(ROOT / "content" / "classic", pack)
    for file in pack.rglob("*.yaml"):
        file.write_text("".join(line for line in file.read_text().splitlines(keepends=True)
                                if not line.lstrip().startswith("icon:")))
    loaded = load_pack(pack)
    assert loaded.cards["glass_eye"].icon is None and loaded.tiles["crypt"].icon is None
    for fixture in ("campaign_mini",):
        assert load_pack(ROOT / "tests" / "fixtures" / fixture) is not None

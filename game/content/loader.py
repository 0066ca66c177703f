"""Read a content pack from YAML (``safe_load`` only), validate it, freeze it."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from types import MappingProxyType

import yaml

from ..paths import content_root
from .model import TRAITS, Card, Explorer, Pack, Tile, Token, freeze
from . import campaign_files, overlays
from .haunts import check_chart, check_haunt
from .validate import Checker, Problem, check_sides
from .safe_yaml import SAFE_LOADER

CARD_FILES = {"item": "items.yaml", "omen": "omens.yaml", "event": "events.yaml"}
OPTIONAL_FILES = ("tokens.yaml",) + tuple(CARD_FILES.values())
COLOURS = ("red", "green", "blue", "purple", "orange", "white", "yellow")


class ContentError(Exception):
    """A pack that cannot be used; ``problems`` lists every reason."""

    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def pack_dir(name_or_path) -> Path:
    path = Path(name_or_path)
    if path.is_dir():
        return path
    return content_root() / str(name_or_path)


def _read_yaml(path: Path, problems: list[Problem], required=True):
    if not path.exists():
        if required:
            problems.append(Problem(path.name, "-", "-", "file is missing"))
        return None
    try:
        with path.open(encoding="utf-8") as fh:
            # the safe loader only; its C build when PyYAML has one (same rules, faster)
            return yaml.load(fh, Loader=SAFE_LOADER)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "unknown line"
        problems.append(Problem(path.name, "-", "yaml", f"{line}: {exc.problem or exc}"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        problems.append(Problem(path.name, "-", "yaml", str(exc).splitlines()[0]))
    return None


def _entries(data, file, problems) -> list[dict]:
    if data is None:
        return []
    if not isinstance(data, list):
        problems.append(Problem(file, "-", "-", "expected a YAML list of entries"))
        return []
    out, seen = [], set()
    for i, entry in enumerate(data):
        if not isinstance(entry, dict):
            problems.append(Problem(file, f"#{i + 1}", "-", "each entry must be a mapping"))
            continue
        ident = entry.get("id")
        if not isinstance(ident, str) or not ident:
            problems.append(Problem(file, f"#{i + 1}", "id", "missing field"))
            continue
        if ident in seen:
            problems.append(Problem(file, ident, "id", "duplicate id"))
            continue
        seen.add(ident)
        out.append(entry)
    return out


def _require(checker, file, entry, fields):
    ok = True
    for name in fields:
        if entry.get(name) in (None, ""):
            checker.add(file, entry["id"], name, "missing field")
            ok = False
    return ok


def pack_hash(path: Path, base: Path | None = None) -> str:
    """A digest of the pack's YAML files (a pack built on a ``base`` pack: the base's
    files, then its own)."""
    digest = hashlib.blake2b(digest_size=16)
    for folder, label in ((base, "base/"), (path, "")):
        if folder is None:
            continue
        for file in sorted(p for p in folder.rglob("*.yaml")
                           if p.relative_to(folder).parts[0] != overlays.FOLDER):   # translations: not the rules
            digest.update((label + str(file.relative_to(folder))).encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()


def _base_name(folder: Path):
    """The ``base`` a pack's pack.yaml names, if any (read without validating)."""
    try:
        with (folder / "pack.yaml").open(encoding="utf-8") as fh:
            meta = yaml.load(fh, Loader=SAFE_LOADER)
    except (OSError, yaml.YAMLError, UnicodeDecodeError):
        return None
    return meta.get("base") if isinstance(meta, dict) and isinstance(meta.get("base"), str) else None


_LOADED: dict = {}  # resolved folder -> (its files' fingerprint, the Pack read from them)


def _fingerprint(folder: Path) -> tuple:
    """Every file under the pack folder with its size and modification time (asked of
    the directory entries: a game's every load asks it, so no Path is made per file)."""
    out = []

    def walk(path: str, rel: str) -> None:
        with os.scandir(path) as entries:
            for entry in entries:
                name = rel + entry.name
                if entry.is_dir(follow_symlinks=False):   # (as rglob: a linked folder is not walked)
                    walk(entry.path, name + "/")
                elif entry.is_file():
                    st = entry.stat()
                    out.append((name, st.st_size, st.st_mtime_ns))

    walk(str(folder), "")
    return tuple(sorted(out))


def load_pack(name_or_path="classic") -> Pack:
    """Load and validate a pack; raise ContentError listing every problem. A pack is
    English whatever the player's language: the engine, its events and its saves read
    the content's own words, and the screens translate what they show
    (``overlays.text_table``).

    A pack is read once per process: loading it again while none of its files changed
    (same names, sizes and modification times) gives the same (immutable) Pack."""
    folder = pack_dir(name_or_path)
    key = folder.resolve() if folder.is_dir() else None
    if key is not None:
        fingerprint = _fingerprint(key)
        base = _base_name(key)
        if base is not None and pack_dir(base).is_dir():
            fingerprint += (("base", _fingerprint(pack_dir(base).resolve())),)
        known = _LOADED.get(key)
        if known is not None and known[0] == fingerprint:
            return known[1]
    pack, problems = check_pack(name_or_path)
    if problems:
        raise ContentError(problems)
    if key is not None:
        _LOADED[key] = (fingerprint, pack)
    return pack


def check_pack(name_or_path) -> tuple[Pack | None, list[Problem]]:
    path = pack_dir(name_or_path)
    problems: list[Problem] = []
    if not path.is_dir():
        return None, [Problem(str(path), "-", "-", "no such content pack folder")]
    meta = _read_yaml(path / "pack.yaml", problems) or {}
    if not isinstance(meta, dict):
        problems.append(Problem("pack.yaml", "-", "-", "expected a mapping"))
        meta = {}
    for name in ("id", "name", "ruleset", "regions"):
        if name not in meta:
            problems.append(Problem("pack.yaml", meta.get("id", "-"), name, "missing field"))
    regions = tuple(meta.get("regions") or ())
    base = _base_folder(meta, problems)

    legacy = meta.get("ruleset") == "legacy"
    people_file = "families.yaml" if legacy else "explorers.yaml"
    raw_tiles = _gather(path, base, "tiles.yaml", problems)
    raw_explorers = _gather(path, base, people_file, problems)
    raw_tokens = _gather(path, base, "tokens.yaml", problems, required=False)
    raw_cards = {deck: _gather(path, base, f, problems, required=False) for deck, f in CARD_FILES.items()}
    campaign_raw = None
    if (path / "campaign.yaml").exists():
        campaign_raw = {f: _read_yaml(path / f, problems, required=f == "campaign.yaml")
                        for f in campaign_files.FILES}

    ids = {
        "tile": {t["id"] for t in raw_tiles},
        "token": {t["id"] for t in raw_tokens},
        "explorer": {e["id"] for e in raw_explorers if isinstance(e, dict) and "id" in e},
        "card": set(),
    }
    for deck, entries in raw_cards.items():
        for entry in entries:
            if entry["id"] in ids["card"]:
                problems.append(Problem(CARD_FILES[deck], entry["id"], "id", "id already used by another card"))
            ids["card"].add(entry["id"])
    checker = Checker(regions, ids)
    checker.named_counters = (meta.get("checks") or {}).get("counter_names") is True
    if campaign_raw is not None:
        campaign_files.prepare(checker, campaign_raw)

    tiles = {t["id"]: tile for t in raw_tiles if (tile := _tile(checker, t, regions))}
    if legacy:
        raw_explorers = [_family_as_explorer(e, i) for i, e in enumerate(raw_explorers)]
    explorers = {e["id"]: ex for e in raw_explorers if (ex := _explorer(checker, e, people_file))}
    cards = {}
    for deck, entries in raw_cards.items():
        for entry in entries:
            card = _card(checker, CARD_FILES[deck], deck, entry)
            if card:
                cards[card.id] = card
    tokens = {}
    for t in raw_tokens:
        if _require(checker, "tokens.yaml", t, ("name", "text")):
            for hook in ("on_enter", "end_turn"):
                checker.effects(t.get(hook), ("tokens.yaml", t["id"], hook))
            checker.icon(t, ("tokens.yaml", t["id"], "icon"))
            tokens[t["id"]] = Token(t["id"], t["name"], t["text"], freeze(t))

    haunts, chart = _haunts(checker, path, problems, tiles, cards, campaign=campaign_raw is not None)
    _pack_checks(checker, meta, tiles, explorers, regions)
    extra = {}
    if campaign_raw is not None:
        extra = campaign_files.check(checker, campaign_raw, tiles, cards, haunts)
        # free play after the campaign (docs/CAMPAIGN.md, section 11): the base pack's
        # haunts and chart, beside the chapters' own haunts (a chapter haunt keeps its
        # number; the chart's numbers name the base's haunts only: ``chart_numbers``)
        extra["chapter_haunts"] = sorted(haunts)
        if base is not None:
            free, chart = _haunts(checker, base, problems, tiles, cards)
            for hid, haunt in free.items():
                if hid in haunts:
                    checker.add(f"{base.name}/haunts/{hid}.yaml", hid, "id",
                                "a chapter haunt of this pack has the same id")
                    continue
                haunts[hid] = haunt
            extra["chart_numbers"] = {h["number"]: hid for hid, h in free.items()}
    problems.extend(checker.problems)
    pack = Pack(
        id=str(meta.get("id", path.name)), name=str(meta.get("name", path.name)),
        ruleset=str(meta.get("ruleset", "")), regions=regions, path=str(path),
        hash=pack_hash(path, base), tiles=MappingProxyType(tiles),
        explorers=MappingProxyType(explorers), cards=MappingProxyType(cards),
        tokens=MappingProxyType(tokens), extra=MappingProxyType({"meta": freeze(meta), "haunt": MappingProxyType(haunts),
                                 "families": freeze({e["id"]: e for e in raw_explorers if e.get("family")}),
                                 "chart": freeze(chart), **{k: freeze(v) for k, v in extra.items()}}),
    )
    return pack, problems


def _base_folder(meta, problems) -> Path | None:
    """The folder of the pack this one builds on (``base:`` in pack.yaml), if any."""
    base = meta.get("base")
    if base is None:
        return None
    folder = pack_dir(base) if isinstance(base, str) else None
    if folder is None or not folder.is_dir() or not (folder / "pack.yaml").exists():
        problems.append(Problem("pack.yaml", meta.get("id", "-"), "base", f"no content pack '{base}' to build on"))
        return None
    return folder


def _gather(path: Path, base: Path | None, file: str, problems, required=True) -> list[dict]:
    """A file's entries: the base pack's (if any), then this pack's own; an id used by
    both is a problem (a pack adds to its base, it does not rewrite it)."""
    own = _entries(_read_yaml(path / file, problems, required=required and base is None), file, problems)
    if base is None:
        return own
    inherited = _entries(_read_yaml(base / file, problems, required=False), f"{base.name}/{file}", problems)
    known = {e["id"] for e in inherited}
    for entry in own:
        if entry["id"] in known:
            problems.append(Problem(file, entry["id"], "id", f"id already used by the base pack '{base.name}'"))
    return inherited + [e for e in own if e["id"] not in known]


def _haunts(checker, path: Path, problems, tiles, cards, campaign: bool = False):
    """Haunt files under haunts/ and the chart; both optional until a pack has haunts. A
    campaign pack has no chart: each chapter's Legacy cards name its haunt."""
    folder = path / "haunts"
    haunts: dict = {}
    if not folder.is_dir():
        return haunts, None
    numbers: dict = {}
    for file in sorted(folder.glob("*.yaml")):
        rel = f"haunts/{file.name}"
        data = _read_yaml(file, problems)
        if data is None:
            continue
        checked = check_haunt(checker, rel, data)
        if checked is None:
            continue
        hid = checked["id"]
        if hid in haunts:
            checker.add(rel, hid, "id", "duplicate haunt id")
            continue
        if checked.get("number") in numbers:
            checker.add(rel, hid, "number", f"number already used by {numbers[checked['number']]}")
        numbers[checked.get("number")] = hid
        haunts[hid] = freeze(checked)
    if campaign:
        return haunts, None
    chart = _read_yaml(path / "haunt_chart.yaml", problems)
    if chart is not None or haunts:
        omen_rooms = [t.id for t in tiles.values() if "omen" in t.symbols]
        omens = [c.id for c in cards.values() if c.deck == "omen"]
        check_chart(checker, chart, haunts, omen_rooms, omens)
    return haunts, chart


def _tile(checker, t, regions):
    file, ident = "tiles.yaml", t["id"]
    if not _require(checker, file, t, ("name", "floors", "doors")):
        return None
    floors = t["floors"] if isinstance(t["floors"], list) else []
    for floor in floors:
        if floor not in regions:
            checker.add(file, ident, "floors", f"unknown region '{floor}' (regions: {', '.join(regions)})")
    if not floors:
        checker.add(file, ident, "floors", "needs a list of at least one region")
    doors = check_sides(checker, t["doors"], (file, ident, "doors"))
    if not doors:
        checker.add(file, ident, "doors", "a tile needs at least one doorway")
    if len(set(doors)) != len(doors):
        checker.add(file, ident, "doors", "a side is listed twice")
    symbol = t.get("symbol")
    if symbol not in (None, "event", "item", "omen"):
        checker.add(file, ident, "symbol", f"invalid symbol '{symbol}' (event, item, omen or null)")
    if "symbols" in t:
        if symbol is not None:
            checker.add(file, ident, "symbols", "use either symbol or symbols, not both")
        if not isinstance(t["symbols"], list) or any(s not in ("event", "item", "omen") for s in t["symbols"]):
            checker.add(file, ident, "symbols", "a list of event, item, omen (left to right)")
    for flag in ("runestone", "ghost", "secret_passage"):
        if flag in t and not isinstance(t[flag], bool):
            checker.add(file, ident, flag, "must be true or false")
    if "bump" in t:
        check_sides(checker, t["bump"], (file, ident, "bump"), "bump side")
    for hook in ("on_enter", "on_discover", "on_leave", "end_turn"):
        checker.effects(t.get(hook), (file, ident, hook))
    checker.icon(t, (file, ident, "icon"))
    for i, action in enumerate(t.get("actions") or []):
        where = (file, ident, f"actions[{i}]")
        if not isinstance(action, dict) or not {"id", "label", "effects"} <= set(action):
            checker.add(*where, "an action needs id, label and effects")
            continue
        if action.get("limit", "per_turn") not in ("per_turn", "once_per_game", "once_per_explorer"):
            checker.add(*where, "limit must be per_turn, once_per_game or once_per_explorer")
        if "cond" in action:
            checker.cond(action["cond"], (file, ident, f"actions[{i}].cond"))
        checker.effects(action["effects"], (file, ident, f"actions[{i}].effects"))
    barrier = t.get("barrier")
    if barrier is not None:
        where = (file, ident, "barrier")
        if not isinstance(barrier, dict) or not {"trait", "target", "sides"} <= set(barrier):
            checker.add(*where, "a barrier needs trait, target and sides")
        else:
            checker.trait(barrier["trait"], where)
            sides = barrier["sides"]
            if not (isinstance(sides, list) and len(sides) == 2):
                checker.add(*where, "sides must be two lists of doorway sides")
            else:
                for part in sides:
                    for side in check_sides(checker, part, where, "barrier side"):
                        if side not in doors:
                            checker.add(*where, f"barrier side '{side}' is not one of the tile's doors")
    for link in t.get("links") or []:
        checker.ref("tile", link, (file, ident, "links"))
    if "front_door" in t:
        check_sides(checker, [t["front_door"]], (file, ident, "front_door"))
    start = t.get("start")
    if start is not None:
        if not isinstance(start, dict) or start.get("region") not in regions:
            checker.add(file, ident, "start", "needs a region of this pack and x, y")
    if symbol is None and isinstance(t.get("symbols"), list) and t["symbols"]:
        symbol = t["symbols"][0]  # the first (leftmost) symbol, for code that reads one
    return Tile(ident, t["name"], tuple(floors), tuple(doors), symbol,
                str(t.get("text", "")), str(t.get("flavor", "")), freeze(t))


def _family_as_explorer(f, index):
    """A legacy family plays like an explorer card with one side: its tracks are the
    family's; name, age and birthday belong to the member at the table."""
    return {**f, "card": index + 1, "side": "a", "age": f.get("age", 30),
            "birthday": f.get("birthday", "01-01"), "bio": f.get("history", ""),
            "family": True}


def _explorer(checker, e, file="explorers.yaml"):
    ident = e["id"]
    if not _require(checker, file, e, ("name", "card", "side", "colour", "age", "birthday", "traits")):
        return None
    if file == "families.yaml":
        for name in ("crest", "history", "members"):
            if not e.get(name):
                checker.add(file, ident, name, "missing field")
    checker.icon(e, (file, ident, "icon"))
    if e["side"] not in ("a", "b"):
        checker.add(file, ident, "side", "must be a or b")
    if e["colour"] not in COLOURS:
        checker.add(file, ident, "colour", f"unknown colour '{e['colour']}'")
    bday = str(e["birthday"])
    try:
        month, day = (int(x) for x in bday.split("-"))
        assert 1 <= month <= 12 and 1 <= day <= 31
    except (ValueError, AssertionError):
        checker.add(file, ident, "birthday", f"expected MM-DD, got '{bday}'")
    tracks, starts = {}, {}
    traits = e["traits"] if isinstance(e["traits"], dict) else {}
    for trait in TRAITS:
        spec = traits.get(trait)
        where = (file, ident, f"traits.{trait}")
        if not isinstance(spec, dict) or "track" not in spec or "start" not in spec:
            checker.add(*where, "missing field (needs track and start)")
            continue
        track = spec["track"]
        if (not isinstance(track, list) or len(track) != 8
                or not all(isinstance(v, int) and 1 <= v <= 8 for v in track)):
            checker.add(*where, "track must be 8 whole numbers from 1 to 8")
            continue
        if any(b < a for a, b in zip(track, track[1:])):
            checker.add(*where, "track values must never decrease")
        start = spec["start"]
        if not isinstance(start, int) or not 0 <= start < 8:
            checker.add(*where, "start must be an index 0..7 on the track")
            continue
        tracks[trait], starts[trait] = tuple(track), start
    if len(tracks) != len(TRAITS):
        return None
    return Explorer(ident, e["name"], e["card"], e["side"], e["colour"], e["age"], bday,
                    str(e.get("bio", "")), MappingProxyType(tracks), MappingProxyType(starts))


def _card(checker, file, deck, c):
    if not _require(checker, file, c, ("name", "text")):
        return None
    ident = c["id"]
    for hook in ("effects", "on_gain", "on_lose"):
        checker.effects(c.get(hook), (file, ident, hook))
    checker.icon(c, (file, ident, "icon"))
    if "passive" in c:
        checker.passives(c["passive"], (file, ident, "passive"))
    use = c.get("use")
    if use is not None:
        if not isinstance(use, dict) or "effects" not in use or "label" not in use:
            checker.add(file, ident, "use", "use needs a label and effects")
        else:
            checker.effects(use["effects"], (file, ident, "use.effects"))
    for name in ("regions", "types"):
        if name in c and not isinstance(c[name], list):
            checker.add(file, ident, name, "must be a list")
    for region in c.get("regions") or []:
        if region not in checker.regions:
            checker.add(file, ident, "regions", f"unknown region '{region}'")
    for kind in c.get("types") or []:
        if kind not in ("weapon", "firearm", "sacred"):
            checker.add(file, ident, "types", f"unknown type '{kind}' (weapon, firearm, sacred)")
    if isinstance(use, dict) and "word" in use and not (isinstance(use["word"], str) and use["word"].isupper()):
        checker.add(file, ident, "use.word", "an action word is written in CAPITALS")
    heirloom = c.get("heirloom")
    if heirloom is not None:
        if not isinstance(heirloom, dict) or "text" not in heirloom:
            checker.add(file, ident, "heirloom", "an heirloom slot needs text (and optional passive)")
        elif "passive" in heirloom:
            checker.passives(heirloom["passive"], (file, ident, "heirloom.passive"))
    if "intensity" in c and c["intensity"] not in (0, 1, 2):
        checker.add(file, ident, "intensity", "0, 1 or 2 boxes checked")
    # campaign marks a card may print room for (docs/CAMPAIGN.md)
    if "destroy_after" in c and (not isinstance(c["destroy_after"], int) or isinstance(c["destroy_after"], bool)
                                 or c["destroy_after"] < 1):
        checker.add(file, ident, "destroy_after", "destroyed on its Nth reading: a whole number from 1")
    if "boxes" in c and c["boxes"] not in (0, 1, 2, 3, 4):
        checker.add(file, ident, "boxes", "0 to 4 intensity boxes")
    if "crest_space" in c and not isinstance(c["crest_space"], bool):
        checker.add(file, ident, "crest_space", "must be true or false")
    if "token" in c:
        checker.ref("token", c["token"], (file, ident, "token"))
    weapon = c.get("weapon")
    if weapon is not None:
        if not isinstance(weapon, dict) or "trait" not in weapon:
            checker.add(file, ident, "weapon", "a weapon needs at least a trait")
        else:
            checker.trait(weapon["trait"], (file, ident, "weapon.trait"))
    if deck == "event" and not c.get("effects") and not c.get("keep") and not c.get("ongoing"):
        checker.add(file, ident, "effects", "an event needs effects (or keep/ongoing)")
    return Card(ident, deck, c["name"], c["text"], str(c.get("flavor", "")), freeze(c))


def _pack_checks(checker, meta, tiles, explorers, regions):
    """Whole-pack rules: starting tiles, enough rooms per region, explorer cards."""
    starts = {t.start["region"] for t in tiles.values() if t.start}
    for region in regions:
        if region not in starts:
            checker.add("tiles.yaml", "-", "start", f"no starting tile in region '{region}'")
    need = (meta.get("checks") or {}).get("min_tiles_per_region", 8)
    for region in regions:
        count = sum(1 for t in tiles.values() if not t.start and region in t.floors)
        if count < need:
            checker.add("tiles.yaml", "-", "floors", f"region '{region}' has {count} room tiles, needs at least {need}")
    by_card: dict = {}
    if meta.get("ruleset") == "legacy":
        return  # families have one side each
    for ex in explorers.values():
        by_card.setdefault(ex.card, []).append(ex)
    for card, sides in sorted(by_card.items(), key=lambda kv: str(kv[0])):
        if sorted(e.side for e in sides) != ["a", "b"]:
            checker.add("explorers.yaml", sides[0].id, "card", f"card {card} needs exactly one side a and one side b")
        elif len({e.colour for e in sides}) != 1:
            checker.add("explorers.yaml", sides[0].id, "colour", f"both sides of card {card} must share a colour")

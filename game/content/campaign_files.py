"""A campaign pack's own files: ``campaign.yaml``, ``legacy.yaml``, ``journal.yaml`` and
``folium.yaml`` (docs/CAMPAIGN.md, section 6), read and checked.

Besides each file's shape, the checks prove the campaign hangs together: every card
starts in exactly one place (the house, Purgatory, or brought by a Legacy card), every
tile in the house or on a plank, every chapter's Legacy cards reach PAUSE and then STOP,
what is read where nobody can be asked (a chapter's setup, a journal entry) asks nothing,
and every unlock names something that exists.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from .effects_schema import END_OPS, FIRST_PLAYER_RULES, FOLIUM_SLOTS, RULE_FLAGS

FILES = ("campaign.yaml", "legacy.yaml", "journal.yaml", "folium.yaml")
DECK_OF = {"items": "item", "events": "event", "omens": "omen"}
TRIGGERS = ("roll_at_least", "omens_at_least")
RESUME = ("haunt", "end")
PURGATORY_FROM = 202  # the book's lowest Purgatory number (p.5)
JOURNAL_FROM = 52     # the Bleak Journal's first entry (p.5)


def _int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def prepare(checker, raw: dict) -> None:
    """Tell the checker what campaign ops may name (planks, doors, flags) before any
    effect is checked: cards and haunts of a campaign pack may use them too."""
    camp = raw.get("campaign.yaml") if isinstance(raw.get("campaign.yaml"), dict) else {}
    planks = {p.get("plank") for p in camp.get("planks") or [] if isinstance(p, dict)}
    folium = raw.get("folium.yaml") if isinstance(raw.get("folium.yaml"), list) else []
    doors = {d.get("door") for d in folium if isinstance(d, dict)}
    flags = {d.get("flag") for d in folium if isinstance(d, dict) and d.get("flag")}
    checker.campaign = {"planks": planks, "doors": doors, "flags": flags}


def check(checker, raw: dict, tiles: dict, cards: dict, haunts: dict) -> dict:
    """Check the four files; return the pack's campaign extras (plain data)."""
    camp = raw.get("campaign.yaml")
    if not isinstance(camp, dict):
        checker.add("campaign.yaml", "-", "-", "expected a mapping (chapters, house, purgatory, planks)")
        camp = {}
    chapters = _chapters(checker, camp)
    journal = _journal(checker, raw.get("journal.yaml"))
    folium = _folium(checker, raw.get("folium.yaml"))
    planned = camp.get("planned") if _int(camp.get("planned")) else len(chapters)
    legacy = _legacy(checker, raw.get("legacy.yaml"), haunts, chapters, planned)
    _places(checker, camp, legacy, tiles, cards)
    _haunt_endings(checker, haunts, journal, legacy)
    _ends_and_sealed(checker, camp, chapters)
    return {"campaign": camp, "legacy": legacy, "journal": journal, "folium": folium}


def _chapters(checker, camp) -> list:
    chapters = camp.get("chapters")
    if not isinstance(chapters, list) or not chapters:
        checker.add("campaign.yaml", "-", "chapters", "a list of the chapters written ({n, title, year})")
        return []
    year = None
    for i, ch in enumerate(chapters):
        where = ("campaign.yaml", f"chapters[{i}]")
        if not isinstance(ch, dict) or ch.get("n") != i or not ch.get("title") or not _int(ch.get("year")):
            checker.add(*where, "n", f"chapter {i} needs n: {i}, a title and a year")
            continue
        if year is not None and ch["year"] <= year:
            checker.add(*where, "year", "each chapter comes later than the one before")
        year = ch["year"]
    planned = camp.get("planned", len(chapters))
    if not _int(planned) or planned < len(chapters):
        checker.add("campaign.yaml", "-", "planned", "the number of chapters the campaign will have")
    if not _int(camp.get("heirloom_stickers", 9)) or camp.get("heirloom_stickers", 9) < 0:
        checker.add("campaign.yaml", "-", "heirloom_stickers", "a whole number")
    return chapters


def _ends_and_sealed(checker, camp, chapters) -> None:
    """A chapter's own end (``end``: read after its journal entry) and the sealed box and
    envelope (``sealed``: id, title, text, when, because, effects) — read between games."""
    for ch in chapters:
        if isinstance(ch, dict) and ch.get("end") is not None:
            _end_effects(checker, ch["end"], ("campaign.yaml", f"chapter {ch.get('n')}", "end"),
                         "a chapter's end is read between games")
    for i, thing in enumerate(camp.get("sealed") or ()):
        where = ("campaign.yaml", f"sealed[{i}]")
        if not isinstance(thing, dict) or not all(thing.get(k) for k in ("id", "title", "text", "when")):
            checker.add(*where, "-", "a sealed thing: id, title, text, when (a condition), effects")
            continue
        checker.cond(thing["when"], (*where, "when"))
        _end_effects(checker, thing.get("effects"), (*where, "effects"), "a sealed thing is opened between games")


def _journal(checker, entries) -> dict:
    out = {}
    for i, entry in enumerate(entries or []):
        if not isinstance(entry, dict) or not _int(entry.get("id")) or entry["id"] < JOURNAL_FROM:
            checker.add("journal.yaml", f"#{i + 1}", "id", f"an entry needs a number from {JOURNAL_FROM}")
            continue
        eid = entry["id"]
        if eid in out:
            checker.add("journal.yaml", str(eid), "id", "duplicate entry number")
        for name in ("title", "text"):
            if not entry.get(name):
                checker.add("journal.yaml", str(eid), name, "missing field")
        _end_effects(checker, entry.get("effects"), ("journal.yaml", str(eid), "effects"),
                     "a journal entry is read at the chapter's end")
        out[eid] = entry
    if entries is not None and not isinstance(entries, list):
        checker.add("journal.yaml", "-", "-", "expected a YAML list of entries")
    return out


def _folium(checker, doors) -> dict:
    out = {}
    for i, door in enumerate(doors or []):
        where = ("folium.yaml", f"#{i + 1}")
        if not isinstance(door, dict) or door.get("door") in (None, ""):
            checker.add(*where, "door", "each sticker names its door")
            continue
        name = str(door["door"])
        if door["door"] in out:
            checker.add("folium.yaml", name, "door", "duplicate door")
        if door.get("kind") not in ("rule", "story"):
            checker.add("folium.yaml", name, "kind", "rule or story")
        for field in ("title", "text"):
            if not door.get(field):
                checker.add("folium.yaml", name, field, "missing field")
        if door.get("kind") == "rule":
            if door.get("slot") not in FOLIUM_SLOTS:
                checker.add("folium.yaml", name, "slot", f"one of {', '.join(FOLIUM_SLOTS)}")
            if door.get("flag") not in RULE_FLAGS and not door.get("planned"):
                checker.add("folium.yaml", name, "flag",
                            f"a rule the engine knows ({', '.join(RULE_FLAGS)}), or planned: true")
        out[door["door"]] = door
    if len(out) > 13:
        checker.add("folium.yaml", "-", "-", f"the Folium has 13 doors, not {len(out)}")
    return out


def _end_effects(checker, effects, where, why) -> None:
    """Effects read between games (nobody to ask, nobody acting): only END_OPS, and the
    ops that need somebody's tile or family are refused."""
    checker.effects(effects, where)
    for i, effect in enumerate(effects or []):
        if not isinstance(effect, dict) or len(effect) != 1:
            continue
        (op, args), = effect.items()
        if op not in END_OPS:
            checker.add(where[0], where[1], f"{where[2]}[{i}].{op}",
                        f"{why}: only {', '.join(sorted(END_OPS))} (nobody acts there)")
        elif op == "name_card" and isinstance(args, dict) and args.get("ask"):
            checker.add(where[0], where[1], f"{where[2]}[{i}].name_card", f"{why}: nobody is there to write a name")
        elif op == "destroy" and not (isinstance(args, dict) and "card" in args):
            checker.add(where[0], where[1], f"{where[2]}[{i}].destroy", f"{why}: name the card")
        elif op == "sticker" and isinstance(args, dict) and (args.get("tile") == "here" or args.get("kind") == "crest"):
            checker.add(where[0], where[1], f"{where[2]}[{i}].sticker", f"{why}: a named tile, passage or ghost")
        elif op == "branch" and isinstance(args, dict):
            for j, option in enumerate(args.get("options") or ()):
                if isinstance(option, dict) and option.get("effects"):
                    _end_effects(checker, option["effects"],
                                 (where[0], where[1], f"{where[2]}[{i}].branch.options[{j}].effects"), why)


def _quiet_effects(checker, effects, where, why) -> None:
    """Check effects that must ask nobody anything."""
    checker.asks = False
    checker.effects(effects, where)
    if checker.asks:
        checker.add(*where, f"asks a player something, but {why}")
    checker.asks = False


def _legacy(checker, cards, haunts, chapters, planned: int = 0) -> dict:
    """The Legacy deck. A chapter may be written ahead (its cards, haunt and journal
    entries in the pack before the chapters between are): its cards come after every
    written chapter's, and it is read when campaign.yaml's ``chapters`` names it (until
    then its cards wait in the deck and its haunt is named by nobody's PAUSE yet)."""
    out: dict = {}
    if not isinstance(cards, list) or not cards:
        checker.add("legacy.yaml", "-", "-", "the Legacy deck: a list of numbered cards")
        return out
    number = 0
    by_chapter: dict = {}
    for i, card in enumerate(cards):
        if not isinstance(card, dict) or not isinstance(card.get("id"), str):
            checker.add("legacy.yaml", f"#{i + 1}", "id", "missing field")
            continue
        cid = card["id"]
        if cid in out:
            checker.add("legacy.yaml", cid, "id", "duplicate id")
            continue
        if not _int(card.get("number")) or card["number"] <= number:
            checker.add("legacy.yaml", cid, "number", "numbers go up through the deck (it is never shuffled)")
        else:
            number = card["number"]
        if not _int(card.get("chapter")):
            checker.add("legacy.yaml", cid, "chapter", "the chapter (0 = the prologue) the card is read in")
            continue
        for field in ("title", "text"):
            if not card.get(field):
                checker.add("legacy.yaml", cid, field, "missing field")
        checker.icon(card, ("legacy.yaml", cid, "icon"))
        for brought in card.get("brings") or []:
            checker.ref("card", brought, ("legacy.yaml", cid, "brings"))
        by_chapter.setdefault(card["chapter"], []).append(card)
        out[cid] = card
    order = list(by_chapter)
    if order != sorted(order):
        checker.add("legacy.yaml", "-", "chapter", "a chapter's cards come together, chapters in order")
    for n, ch_cards in by_chapter.items():
        # a chapter with cards in the second Legacy deck has two scripts: the cards of
        # both decks with those of each deck (game.campaign.house.chapter_cards)
        for deck in sorted({c.get("deck", 1) for c in ch_cards} | {1}):
            _chapter_script(checker, n, [c for c in ch_cards if c.get("deck", deck) == deck], haunts)
    for ch in chapters:
        if isinstance(ch, dict) and ch.get("n") not in by_chapter:
            checker.add("legacy.yaml", "-", "chapter", f"chapter {ch.get('n')} has no Legacy cards")
    written = {ch.get("n") for ch in chapters if isinstance(ch, dict)}
    for n in by_chapter:
        ahead = _int(n) and len(chapters) <= n < planned   # (a chapter written ahead: see above)
        if n not in written and not ahead:
            checker.add("legacy.yaml", "-", "chapter", f"chapter {n} is not in campaign.yaml's chapters")
    return out


def _chapter_script(checker, n, cards, haunts) -> None:
    """One chapter's cards: setup cards (asking nobody), one PAUSE, more, STOP last."""
    paused = False
    pause = next((c["pause"] for c in cards if isinstance(c.get("pause"), dict)), {})
    at_end = pause.get("resume", "end") == "end"
    for j, card in enumerate(cards):
        cid = card["id"]
        last = j == len(cards) - 1
        if card.get("stop") and not last:
            checker.add("legacy.yaml", cid, "stop", f"STOP must be chapter {n}'s last card")
        if last and not card.get("stop"):
            checker.add("legacy.yaml", cid, "stop", f"chapter {n}'s last card must say STOP")
        if not paused:
            _quiet_effects(checker, card.get("effects"), ("legacy.yaml", cid, "effects"),
                           "it is read during setup, before anybody's turn")
        elif at_end:
            _end_effects(checker, card.get("effects"), ("legacy.yaml", cid, "effects"),
                         "it is read at the chapter's end (the PAUSE card's resume: end)")
        else:
            checker.effects(card.get("effects"), ("legacy.yaml", cid, "effects"))
        pause = card.get("pause")
        if pause is None:
            continue
        if paused:
            checker.add("legacy.yaml", cid, "pause", f"chapter {n} has a second PAUSE")
        if card.get("stop"):
            checker.add("legacy.yaml", cid, "pause", "a card says PAUSE or STOP, not both")
        paused = True
        _pause(checker, cid, pause, haunts)
    if not paused:
        checker.add("legacy.yaml", cards[-1]["id"], "pause", f"chapter {n} never says PAUSE")


def _pause(checker, cid, pause, haunts) -> None:
    where = ("legacy.yaml", cid)
    if not isinstance(pause, dict):
        checker.add(*where, "pause", "a mapping: haunt, trigger, first_player, resume")
        return
    if pause.get("haunt") not in haunts:
        checker.add(*where, "pause.haunt", f"unknown haunt {pause.get('haunt')!r}")
    trigger = pause.get("trigger")
    if not isinstance(trigger, dict) or len(trigger) != 1 or next(iter(trigger)) not in TRIGGERS:
        checker.add(*where, "pause.trigger", f"one of {', '.join(TRIGGERS)}: N")
    elif not _int(next(iter(trigger.values()))) or not 1 <= next(iter(trigger.values())) <= 16:
        checker.add(*where, "pause.trigger", "a number from 1 to 16")
    if pause.get("first_player") not in FIRST_PLAYER_RULES:
        checker.add(*where, "pause.first_player", f"one of {', '.join(FIRST_PLAYER_RULES)}")
    if pause.get("resume", "end") not in RESUME:
        checker.add(*where, "pause.resume", f"one of {', '.join(RESUME)}")
    alt = pause.get("alternative")
    if alt is not None:
        if not isinstance(alt, dict) or alt.get("haunt") not in haunts or not isinstance(alt.get("branch"), str) \
                or "when" not in alt:
            checker.add(*where, "pause.alternative", "{haunt: a haunt, branch: an id, when: a condition, "
                                                     "because, otherwise}")
        else:
            checker.cond(alt["when"], ("legacy.yaml", cid, "pause.alternative.when"))


def _places(checker, camp, legacy, tiles, cards) -> None:
    """Every card in exactly one starting place, every room tile in the house or on a plank."""
    house = camp.get("house") if isinstance(camp.get("house"), dict) else {}
    where_card: Counter = Counter()
    for key, deck in DECK_OF.items():
        for card in house.get(key) or []:
            where_card[card] += 1
            if card not in cards:
                checker.add("campaign.yaml", "house", key, f"unknown card id '{card}'")
            elif cards[card].deck != deck:
                checker.add("campaign.yaml", "house", key, f"'{card}' is not a{'n' if deck[0] in 'aeiou' else ''} {deck} card")
    purgatory = camp.get("purgatory") or []
    last = PURGATORY_FROM - 1
    for i, entry in enumerate(purgatory):
        if not isinstance(entry, dict) or not _int(entry.get("number")) or entry["number"] <= last:
            checker.add("campaign.yaml", f"purgatory[{i}]", "number",
                        f"numbered from {PURGATORY_FROM}, going up")
        else:
            last = entry["number"]
        card = entry.get("card") if isinstance(entry, dict) else None
        checker.ref("card", card, ("campaign.yaml", f"purgatory[{i}]", "card"))
        where_card[card] += 1
    for lcard in legacy.values():
        for card in lcard.get("brings") or []:
            where_card[card] += 1
    for card in cards:
        if where_card[card] != 1:
            places = "nowhere" if not where_card[card] else f"{where_card[card]} places"
            checker.add("campaign.yaml", card, "-",
                        f"the card starts in {places} (house, purgatory, or a Legacy card's brings: exactly one)")
    where_tile: Counter = Counter()
    for tile in house.get("tiles") or []:
        where_tile[tile] += 1
        checker.ref("tile", tile, ("campaign.yaml", "house", "tiles"))
    numbers = set()
    for i, plank in enumerate(camp.get("planks") or []):
        if not isinstance(plank, dict) or not _int(plank.get("plank")) or plank["plank"] in numbers:
            checker.add("campaign.yaml", f"planks[{i}]", "plank", "each plank has its own number")
            continue
        numbers.add(plank["plank"])
        for tile in plank.get("tiles") or []:
            where_tile[tile] += 1
            checker.ref("tile", tile, ("campaign.yaml", f"plank {plank['plank']}", "tiles"))
    for tile in tiles.values():
        if tile.start:
            if where_tile[tile.id]:
                checker.add("campaign.yaml", tile.id, "-", "a starting tile is always in the house")
        elif where_tile[tile.id] != 1:
            places = "nowhere" if not where_tile[tile.id] else f"{where_tile[tile.id]} places"
            checker.add("campaign.yaml", tile.id, "-", f"the tile starts in {places} (house or a plank: exactly one)")
    regions = {r for t in tiles.values() if t.start for r in t.floors}
    for region in sorted(regions):
        if not any(region in tiles[t].floors for t in house.get("tiles") or [] if t in tiles):
            checker.add("campaign.yaml", "house", "tiles", f"no room tile of the starting house goes in '{region}'")
    for tile, marks in (house.get("tile_marks") or {}).items():
        checker.ref("tile", tile, ("campaign.yaml", "house", "tile_marks"))
        if not isinstance(marks, dict) or set(marks) - {"passage", "ghost", "crests"}:
            checker.add("campaign.yaml", "house", f"tile_marks.{tile}", "passage, ghost or crests")
    locked = {e.get("card") for e in purgatory if isinstance(e, dict)}
    locked |= {c for lc in legacy.values() for c in lc.get("brings") or []}
    _unlocks_exist(checker, legacy, locked)


def _unlocks_exist(checker, legacy, locked) -> None:
    """An ``add_card`` names a card that is locked when the campaign starts (in Purgatory
    or brought by a Legacy card): a card in the house already cannot be added again."""
    def walk(node, where):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "add_card" and isinstance(value, dict) and value.get("card") not in locked:
                    checker.add(*where, f"add_card: '{value.get('card')}' is not locked at the start "
                                "(Purgatory or a Legacy card's brings)")
                walk(value, where)
        elif isinstance(node, list):
            for value in node:
                walk(value, where)
    for cid, card in legacy.items():
        walk(card.get("effects"), ("legacy.yaml", cid, "effects"))


def _haunt_endings(checker, haunts, journal, legacy) -> None:
    pauses = [c["pause"] for c in legacy.values() if isinstance(c.get("pause"), dict)]
    used = {p["haunt"] for p in pauses} | {p["alternative"].get("haunt") for p in pauses
                                           if isinstance(p.get("alternative"), dict)}
    for hid, haunt in haunts.items():
        ends = haunt.get("journal")
        where = (f"haunts/{hid}.yaml", hid, "journal")
        if "free_play" in haunt and not isinstance(haunt["free_play"], bool):
            checker.add(f"haunts/{hid}.yaml", hid, "free_play", "true or false")
        if "fair_traitor" in haunt and haunt["fair_traitor"] not in (True, False, "ties"):
            checker.add(f"haunts/{hid}.yaml", hid, "fair_traitor", "true (among the families that betrayed "
                        "least), ties (only to break the rule's ties) or false")
        if not isinstance(ends, Mapping) or set(ends) != {"heroes", "traitor"}:
            checker.add(*where, "a chapter haunt names its journal entries: {heroes: N, traitor: N}")
            continue
        for side, entry in ends.items():
            if isinstance(entry, Mapping):
                most = entry.get("most_won")
                if set(entry) != {"most_won"} or not isinstance(most, Mapping) \
                        or set(most) != {"heroes", "traitor"}:
                    checker.add(*where, f"the {side}' ending: an entry, or {{most_won: {{heroes: N, traitor: N}}}}")
                    continue
                entries = list(most.values())
            else:
                entries = [entry]
            for one in entries:
                if one not in journal:
                    checker.add(*where, f"no journal entry {one!r} for the {side}' ending")
        if hid not in used:
            checker.add(*where, "no chapter's PAUSE card names this haunt")

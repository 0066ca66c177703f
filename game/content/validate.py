"""Check a content pack and say exactly what is wrong: ``file: id: field: problem``.

The validator works on the raw YAML (plain dicts) before anything is frozen, so each
problem can name the file, the entry and the field. ``load_pack`` refuses a pack with
any problem; ``tools/validate_content.py`` prints them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..words import WORDS
from .effects_schema import (CAMPAIGN_CONDS, CAMPAIGN_OPS, CONDS, CREST_STATES, DAMAGE_KINDS, DECKS,
                             HAUNT_CONDS, HAUNT_OPS, OPS, PASSIVES, STICKER_KINDS)
from .icons import icon_names
from .model import SIDES, TRAITS

MAX_TRAIT_DICE = 8
PLAYER_COUNTS = (3, 4, 5, 6)


@dataclass(frozen=True)
class Problem:
    file: str
    entry: str
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.entry}: {self.field}: {self.message}"


class Checker:
    """Collects problems while walking one pack's raw data."""

    def __init__(self, regions, ids):
        self.problems: list[Problem] = []
        self.regions = tuple(regions)
        self.ids = ids  # kind -> set of ids: tile, token, card, item, omen, event
        self.haunt = None  # while checking a haunt: {"monster": ids, "object": ids, "counters": set()}
        # a campaign pack: its campaign ops and conditions are known, and what they name
        # (planks, Folium doors, rules stickers) is checked against these sets
        self.campaign: dict | None = None
        self.asks = False  # set when an op that asks somebody something is met (see asking)
        self.named_counters = False  # every haunt names its counters (pack.yaml checks: {counter_names: true})

    def add(self, file, entry, field, message):
        self.problems.append(Problem(file, entry or "-", field or "-", message))

    # -- numbers -----------------------------------------------------------------
    def number(self, value, where, lo=None):
        file, entry, field = where
        if isinstance(value, dict):
            keys = {int(k) if str(k).isdigit() else k for k in value}
            if not keys or not keys <= set(PLAYER_COUNTS):
                self.add(file, entry, field, f"player-count numbers need keys among {list(PLAYER_COUNTS)}")
                return None
            vals = [self.number(v, where, lo) for v in value.values()]
            return max((v for v in vals if v is not None), default=None)
        if isinstance(value, bool) or not isinstance(value, int):
            self.add(file, entry, field, f"expected a whole number, got {value!r}")
            return None
        if lo is not None and value < lo:
            self.add(file, entry, field, f"must be at least {lo}, got {value}")
        return value

    # -- effects -----------------------------------------------------------------
    def effects(self, effects, where):
        file, entry, field = where
        if effects is None:
            return
        if not isinstance(effects, list):
            self.add(file, entry, field, "an effect list must be a YAML list")
            return
        for i, eff in enumerate(effects):
            self.effect(eff, (file, entry, f"{field}[{i}]"))

    def effect(self, eff, where):
        file, entry, field = where
        if not isinstance(eff, dict) or len(eff) != 1:
            self.add(file, entry, field, "each effect is a mapping with exactly one op")
            return
        (op, args), = eff.items()
        known = {**OPS, **HAUNT_OPS} if self.haunt is not None else dict(OPS)
        if self.campaign is not None:
            known.update(CAMPAIGN_OPS)
        if op not in known:
            hint = (" (a haunt-only op)" if op in HAUNT_OPS else
                    " (a campaign op: only a campaign pack may use it)" if op in CAMPAIGN_OPS else "")
            self.add(file, entry, field, f"unknown op '{op}'{hint} (known: {', '.join(sorted(known))})")
            return
        field = f"{field}.{op}"
        args = {} if args is None else args
        if not isinstance(args, dict):
            self.add(file, entry, field, "op arguments must be a mapping")
            return
        # an op that stops to ask somebody something (content read where nobody can be
        # asked, such as a chapter's setup or its journal entry, may not use one)
        asks = WORDS[op].asks
        if asks is True or (asks and args.get(asks)):  # (a str: asks when that argument is set)
            self.asks = True
        required, optional = known[op]
        for name in sorted(required - set(args)):
            self.add(file, entry, f"{field}.{name}", "missing field")
        for name in sorted(set(args) - required - optional):
            self.add(file, entry, f"{field}.{name}", "unknown field")
        getattr(self, f"op_{op}", lambda a, w: None)(args, (file, entry, field))

    def trait(self, value, where, allow=()):
        if value not in TRAITS and value not in allow:
            self.add(*where, f"unknown trait '{value}' (traits: {', '.join(TRAITS + tuple(allow))})")

    def icon(self, entry, where):
        """An entry's optional ``icon:`` names a picture in assets/icons (CONTENT_FORMAT.md)."""
        if not isinstance(entry, dict) or "icon" not in entry:
            return
        value = entry["icon"]
        if not isinstance(value, str) or value not in icon_names():
            self.add(*where, f"no icon '{value}' in assets/icons")

    def ref(self, kind, value, where):
        if value not in self.ids.get(kind, ()):
            self.add(*where, f"unknown {kind} id '{value}'")

    def op_roll(self, a, w):
        file, entry, field = w
        if ("trait" in a) == ("dice" in a):
            self.add(file, entry, field, "a roll needs exactly one of 'trait' or 'dice'")
            return
        if "trait" in a:
            self.trait(a["trait"], (file, entry, f"{field}.trait"))
            top = 2 * MAX_TRAIT_DICE
        else:
            n = self.number(a["dice"], (file, entry, f"{field}.dice"), lo=1)
            top = 2 * (n or 0)
        bonus = self.number(a.get("bonus", 0), (file, entry, f"{field}.bonus")) or 0
        self.bands(a.get("bands"), top + max(bonus, 0), (file, entry, f"{field}.bands"))

    def bands(self, bands, top, where):
        file, entry, field = where
        if not isinstance(bands, list) or not bands:
            self.add(file, entry, field, "a roll needs a non-empty list of bands")
            return
        spans = []
        for i, band in enumerate(bands):
            bw = (file, entry, f"{field}[{i}]")
            if not isinstance(band, dict):
                self.add(*bw, "a band is a mapping with min, max, text, effects")
                continue
            lo = band.get("min", 0)
            hi = band.get("max")
            if not isinstance(lo, int) or (hi is not None and not isinstance(hi, int)):
                self.add(*bw, "min and max must be whole numbers")
                continue
            if hi is not None and hi < lo:
                self.add(*bw, f"max {hi} is below min {lo}")
                continue
            spans.append((lo, hi if hi is not None else 10**6, i))
            self.effects(band.get("effects", []), (file, entry, f"{field}[{i}].effects"))
        spans.sort()
        expect = 0
        for lo, hi, i in spans:
            if lo > expect:
                self.add(file, entry, field, f"no band covers results {expect}..{lo - 1}")
            elif lo < expect:
                self.add(file, entry, field, f"band {i} overlaps results below {expect}")
            expect = max(expect, hi + 1)
        if spans and expect <= top:
            self.add(file, entry, field, f"no band covers results {expect}..{top}")

    def op_gain(self, a, w):
        if "trait" in a:
            self.trait(a["trait"], (w[0], w[1], f"{w[2]}.trait"))
        if "amount" in a:
            where = (w[0], w[1], f"{w[2]}.amount")
            if isinstance(a["amount"], dict):   # "gain 1 Might with four or five players": 0 at the rest
                top = self.number(a["amount"], where, lo=0)
                if top is not None and top < 1:
                    self.add(*where, "must be at least 1 at some table size")
            else:
                self.number(a["amount"], where, lo=1)

    op_lose = op_gain

    def op_heal(self, a, w):
        if "trait" in a:
            self.trait(a["trait"], (w[0], w[1], f"{w[2]}.trait"), allow=("all",))

    def op_damage(self, a, w):
        file, entry, field = w
        if a.get("kind") not in DAMAGE_KINDS:
            self.add(file, entry, f"{field}.kind", f"damage kind must be one of {', '.join(DAMAGE_KINDS)}")
        if ("amount" in a) == ("dice" in a):
            self.add(file, entry, field, "damage needs exactly one of 'amount' or 'dice'")
        for key in ("amount", "dice"):
            if key in a:
                self.number(a[key], (file, entry, f"{field}.{key}"), lo=1)

    def op_gain_choice(self, a, w):
        traits = a.get("traits")
        if not isinstance(traits, list) or not traits:
            self.add(w[0], w[1], f"{w[2]}.traits", "a non-empty list of traits")
            return
        for t in traits:
            self.trait(t, (w[0], w[1], f"{w[2]}.traits"))
        self.number(a.get("amount"), (w[0], w[1], f"{w[2]}.amount"), lo=1)

    def op_draw(self, a, w):
        if a.get("deck") not in DECKS:
            self.add(w[0], w[1], f"{w[2]}.deck", f"deck must be one of {', '.join(DECKS)}")
        if "count" in a:
            self.number(a["count"], (w[0], w[1], f"{w[2]}.count"), lo=1)

    def op_may(self, a, w):
        self.effects(a.get("effects"), (w[0], w[1], f"{w[2]}.effects"))

    op_each_here = op_may
    op_each_explorer = op_may

    def op_pay(self, a, w):
        self.op_gain(a, w)
        self.effects(a.get("effects"), (w[0], w[1], f"{w[2]}.effects"))

    def op_choose(self, a, w):
        options = a.get("options")
        if not isinstance(options, list) or len(options) < 2:
            self.add(w[0], w[1], f"{w[2]}.options", "a choice needs at least two options")
            return
        for i, opt in enumerate(options):
            ow = (w[0], w[1], f"{w[2]}.options[{i}]")
            if not isinstance(opt, dict) or "label" not in opt:
                self.add(*ow, "each option needs a label and effects")
                continue
            self.effects(opt.get("effects", []), (w[0], w[1], f"{ow[2]}.effects"))

    def op_if(self, a, w):
        self.cond(a.get("cond"), (w[0], w[1], f"{w[2]}.cond"))
        self.effects(a.get("then", []), (w[0], w[1], f"{w[2]}.then"))
        self.effects(a.get("else", []), (w[0], w[1], f"{w[2]}.else"))

    def op_token(self, a, w):
        if ("place" in a) == ("remove" in a):
            self.add(*w, "token needs exactly one of 'place' or 'remove'")
        for key in ("place", "remove"):
            if key in a:
                self.ref("token", a[key], (w[0], w[1], f"{w[2]}.{key}"))

    def op_move_to(self, a, w):
        self.ref("tile", a.get("tile"), (w[0], w[1], f"{w[2]}.tile"))

    op_slide_to = op_move_to

    def op_move_choice(self, a, w):
        if "region" in a and a["region"] not in self.regions:
            self.add(w[0], w[1], f"{w[2]}.region", f"unknown region '{a['region']}'")

    op_fall = op_move_choice

    # -- haunt ops -------------------------------------------------------------------
    def op_counter(self, a, w):
        if isinstance(a.get("name"), str) and self.haunt is not None:
            self.haunt["counters"].add(a["name"])
        self.number(a.get("add"), (w[0], w[1], f"{w[2]}.add"))

    def op_win(self, a, w):
        if a.get("side") not in ("heroes", "traitor"):
            self.add(w[0], w[1], f"{w[2]}.side", "must be heroes or traitor")
        elif self.haunt is not None:
            self.haunt["wins"].add(a["side"])

    def op_place_object(self, a, w):
        self.ref("object", a.get("object"), (w[0], w[1], f"{w[2]}.object"))
        if self.haunt is not None:
            self.haunt["placed"].add(a.get("object"))
        if "tile" in a:
            self.ref("tile", a["tile"], (w[0], w[1], f"{w[2]}.tile"))

    def op_spawn_monster(self, a, w):
        self.ref("monster", a.get("monster"), (w[0], w[1], f"{w[2]}.monster"))
        if "tile" in a:
            self.ref("tile", a["tile"], (w[0], w[1], f"{w[2]}.tile"))

    def op_kill_monsters_here(self, a, w):
        if "monster" in a:
            self.ref("monster", a["monster"], (w[0], w[1], f"{w[2]}.monster"))
        if self.haunt is not None:
            self.haunt["kills"].add(a.get("monster", "any"))

    def op_grow_monsters(self, a, w):
        self.ref("monster", a.get("monster"), (w[0], w[1], f"{w[2]}.monster"))
        self.trait(a.get("trait"), (w[0], w[1], f"{w[2]}.trait"))
        self.number(a.get("add"), (w[0], w[1], f"{w[2]}.add"))
        if self.haunt is not None:
            self.haunt.setdefault("grows", []).append((a.get("monster"), a.get("trait"), w))

    def op_close_room(self, a, w):
        if len(set(a) & {"tile", "farthest_from"}) > 1:
            self.add(*w, "close one room: your own (no argument), a tile, or the one farthest_from a tile")
        for key in ("tile", "farthest_from"):
            if key in a:
                self.ref("tile", a[key], (w[0], w[1], f"{w[2]}.{key}"))

    def op_unmask(self, a, w):
        for key in ("found", "missed"):
            if key in a:
                self.effects(a[key], (w[0], w[1], f"{w[2]}.{key}"))
        if self.haunt is not None:
            self.haunt["unmasks"] = True

    def op_narrate(self, a, w):
        if not isinstance(a.get("text"), str):
            self.add(w[0], w[1], f"{w[2]}.text", "narration needs text")

    # -- campaign ops --------------------------------------------------------------
    def _card_arg(self, a, w, key="card"):
        if key in a:
            self.ref("card", a[key], (w[0], w[1], f"{w[2]}.{key}"))

    def op_add_card(self, a, w):
        self._card_arg(a, w)
        if "deck" in a and a["deck"] not in DECKS:
            self.add(w[0], w[1], f"{w[2]}.deck", f"deck must be one of {', '.join(DECKS)}")

    op_add_or_intensify = op_crest_card = op_to_box = op_to_tomb = op_from_tomb = _card_arg

    def op_intensify(self, a, w):
        self._card_arg(a, w)
        if "up_to" in a and (not isinstance(a["up_to"], int) or isinstance(a["up_to"], bool)
                             or not 1 <= a["up_to"] <= 5):
            self.add(w[0], w[1], f"{w[2]}.up_to", "the box to check up to: a number from 1 to 5")
    op_destroy = _card_arg

    def op_name_card(self, a, w):
        self._card_arg(a, w)
        if "ask" in a and not isinstance(a["ask"], bool):
            self.add(w[0], w[1], f"{w[2]}.ask", "true (the player names it) or false")
        if a.get("ask"):
            if "name" in a and (not isinstance(a["name"], str) or not a["name"].strip()):
                self.add(w[0], w[1], f"{w[2]}.name", "the name to suggest: some words")
        elif not isinstance(a.get("name"), str) or not a.get("name", "").strip():
            self.add(w[0], w[1], f"{w[2]}.name", "a name is some words (or ask: true, and the player names it)")

    def op_add_tiles(self, a, w):
        if ("plank" in a) == ("tiles" in a):
            self.add(*w, "add_tiles needs exactly one of 'plank' or 'tiles'")
        if "plank" in a and self.campaign is not None and a["plank"] not in self.campaign["planks"]:
            self.add(w[0], w[1], f"{w[2]}.plank", f"no plank numbered {a['plank']!r}")
        if "tiles" in a:
            if not isinstance(a["tiles"], list) or not a["tiles"]:
                self.add(w[0], w[1], f"{w[2]}.tiles", "a non-empty list of tile ids")
            else:
                for tile in a["tiles"]:
                    self.ref("tile", tile, (w[0], w[1], f"{w[2]}.tiles"))

    def op_sticker(self, a, w):
        if a.get("tile") != "here":
            self.ref("tile", a.get("tile"), (w[0], w[1], f"{w[2]}.tile"))
        if a.get("kind") not in STICKER_KINDS:
            self.add(w[0], w[1], f"{w[2]}.kind", f"kind must be one of {', '.join(STICKER_KINDS)}")

    def op_open_door(self, a, w):
        if self.campaign is not None and a.get("door") not in self.campaign["doors"]:
            self.add(w[0], w[1], f"{w[2]}.door", f"no Folium door {a.get('door')!r}")

    def op_branch(self, a, w):
        """``{id, title, options: [{id, label, when?, because, effects}]}``, the last option
        without ``when`` (what happens otherwise); ids unique in the pack."""
        options = a.get("options")
        if not isinstance(a.get("id"), str) or not isinstance(options, list) or len(options) < 2:
            self.add(*w, "a branch needs an id and two or more options")
            return
        seen = getattr(self, "branch_ids", None)
        if seen is None:
            seen = self.branch_ids = {}
        if seen.setdefault(a["id"], w) is not w and seen[a["id"]][:2] != w[:2]:
            self.add(*w, f"branch id {a['id']!r} is used twice")
        ids = [o.get("id") for o in options if isinstance(o, dict)]
        if len(ids) != len(options) or len(set(ids)) != len(ids):
            self.add(*w, "each option is a mapping with its own id")
            return
        for i, o in enumerate(options):
            ow = (w[0], w[1], f"{w[2]}.options[{i}]")
            if ("when" in o) == (i == len(options) - 1):
                self.add(*ow, "every option but the last has a 'when'; the last has none")
            if "when" in o:
                self.cond(o["when"], (ow[0], ow[1], f"{ow[2]}.when"))
            if not isinstance(o.get("because", ""), str):
                self.add(*ow, "because: a sentence")
            self.effects(o.get("effects") or [], (ow[0], ow[1], f"{ow[2]}.effects"))

    def op_legacy_deck(self, a, w):
        if a.get("deck") not in (1, 2):
            self.add(w[0], w[1], f"{w[2]}.deck", "the Legacy deck: 1 or 2")

    def op_intensify_present(self, a, w):
        cards = a.get("cards")
        if not isinstance(cards, list) or not cards:
            self.add(w[0], w[1], f"{w[2]}.cards", "a non-empty list of card ids")
            return
        for card in cards:
            self.ref("card", card, (w[0], w[1], f"{w[2]}.cards"))

    def op_add_range(self, a, w):
        lo, hi = a.get("from"), a.get("to")
        if not isinstance(lo, int) or not isinstance(hi, int) or not 202 <= lo <= hi:
            self.add(*w, "a Purgatory range: from and to, numbers from 202, from <= to")

    # -- conditions --------------------------------------------------------------
    def cond(self, cond, where):
        file, entry, field = where
        if not isinstance(cond, dict) or len(cond) != 1:
            self.add(file, entry, field, "a condition is a mapping with exactly one key")
            return
        (name, arg), = cond.items()
        known = CONDS | HAUNT_CONDS if self.haunt is not None else CONDS
        if self.campaign is not None:
            known = known | CAMPAIGN_CONDS
        if name not in known:
            self.add(file, entry, field, f"unknown condition '{name}' (known: {', '.join(sorted(known))})")
            return
        sub = (file, entry, f"{field}.{name}")
        if name == "not":
            self.cond(arg, sub)
        elif name in ("all", "any"):
            if not isinstance(arg, list) or not arg:
                self.add(*sub, "needs a non-empty list of conditions")
            else:
                for c in arg:
                    self.cond(c, sub)
        elif name == "carrying":
            self.ref("card", arg, sub)
        elif name == "carrying_any" and arg not in ("item", "omen"):
            self.add(*sub, "must be item or omen")
        elif name == "tile_is":
            self.ref("tile", arg, sub)
        elif name in ("tile_has_token", "no_token"):
            self.ref("token", arg, sub)
        elif name == "region_is" and arg not in self.regions:
            self.add(*sub, f"unknown region '{arg}'")
        elif name in ("carrying_object", "object_here"):
            self.ref("object", arg, sub)
        elif name == "monster_here" and arg != "any":
            self.ref("monster", arg, sub)
        elif name == "counter_at_least":
            if not isinstance(arg, dict) or set(arg) != {"counter", "value"}:
                self.add(*sub, "needs counter and value")
        elif name == "rounds_at_least":
            self.number(arg, sub, lo=1)
        elif name in ("next_to_closed", "in_closed_room") and not isinstance(arg, bool):
            self.add(*sub, "must be true or false")
        elif name == "tile_symbol" and arg not in ("omen", "item", "event"):
            self.add(*sub, "must be omen, item or event")
        elif name == "tile_has" and arg not in ("runestone", "ghost", "secret_passage"):
            self.add(*sub, "must be runestone, ghost or secret_passage")
        elif name == "carrying_type" and arg not in ("weapon", "firearm", "sacred"):
            self.add(*sub, "must be weapon, firearm or sacred")
        elif name == "trait_at_least":
            if not isinstance(arg, dict) or set(arg) != {"trait", "value"}:
                self.add(*sub, "needs trait and value")
            else:
                self.trait(arg["trait"], sub)
        elif name in ("card_crest", "tile_crest") and arg not in CREST_STATES:
            self.add(*sub, f"must be one of {', '.join(CREST_STATES)}")
        elif name in ("card_destroyed", "destroyed_now", "carried_out", "has_card"):
            self.ref("card", arg, sub)
        elif name in ("has_tile", "house_has_tile"):
            self.ref("tile", arg, sub)
        elif name in ("house_tomb", "house_named", "house_heirloom"):
            self.ref("card", arg, sub)
        elif name in ("house_heirloom_of", "house_betrayer"):
            self.ref("explorer", arg, sub)
        elif name == "won" and arg not in ("heroes", "traitor"):
            self.add(*sub, "must be heroes or traitor")
        elif name == "betrayed_by" and arg != "any" and (not isinstance(arg, list) or not arg):
            self.add(*sub, "a list of families, or any")
        elif name in ("deaths_at_least", "turns_at_least"):
            self.number(arg, sub, lo=0)
        elif name == "took" and (not isinstance(arg, str) or "=" not in arg):
            self.add(*sub, "branch=option")
        elif name == "most_won" and arg not in ("heroes", "traitor"):
            self.add(*sub, "must be heroes or traitor")
        elif name == "rule" and self.campaign is not None and arg not in self.campaign["flags"]:
            self.add(*sub, f"no rules sticker has the flag {arg!r}")

    # -- passives ----------------------------------------------------------------
    def passives(self, passives, where):
        file, entry, field = where
        if not isinstance(passives, list):
            self.add(file, entry, field, "passive must be a list")
            return
        for i, p in enumerate(passives):
            pw = (file, entry, f"{field}[{i}]")
            if not isinstance(p, dict) or len(p) != 1:
                self.add(*pw, "each passive is a mapping with one key")
                continue
            (name, arg), = p.items()
            if name not in PASSIVES:
                self.add(*pw, f"unknown passive '{name}' (known: {', '.join(sorted(PASSIVES))})")
            elif name == "roll_bonus":
                if not isinstance(arg, dict) or not ({"dice", "result"} & set(arg)):
                    self.add(*pw, "roll_bonus needs dice or result")
                elif "trait" in arg:
                    self.trait(arg["trait"], pw)
            elif name == "reduce_damage":
                if not isinstance(arg, dict) or arg.get("kind") not in DAMAGE_KINDS:
                    self.add(*pw, "reduce_damage needs kind and amount")
            elif name == "move_bonus":
                self.number(arg, pw, lo=1)


def check_sides(checker, value, where, label="doorway side"):
    if not isinstance(value, list):
        checker.add(*where, f"expected a list of sides among {', '.join(SIDES)}")
        return []
    for side in value:
        if side not in SIDES:
            checker.add(*where, f"invalid {label} '{side}' (use {', '.join(SIDES)})")
    return [s for s in value if s in SIDES]

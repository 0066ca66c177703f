"""Haunt files and the haunt chart: checked against docs/HAUNT_FORMAT.md.

Besides the schema, the checker proves each side *can* win: every counter a win
condition names is changed by some effect, every object it names is placed, every
monster it counts exists and can be removed.
"""

from __future__ import annotations

from .effects_schema import HOUSE_CONDS, HOUSE_OPS, POWERS, TRAITOR_RULES, TRAITOR_RULES_WITH_ARG, WIN_CONDS

SIDES = ("heroes", "traitor")
REACTION_TRIGGERS = ("death", "turn_start", "turn_end")
PLACES = ("tile", "near", "token", "carried_by")
OBJECT_BY = ("heroes", "nobody")  # object_on_tile's `by`: who may bring the object (absent: anyone)


def check_traitor_rule(checker, file, hid, rule, field="traitor"):
    if isinstance(rule, str):
        if rule not in TRAITOR_RULES:
            checker.add(file, hid, field, f"unknown traitor rule '{rule}'")
        return
    if not isinstance(rule, dict) or len(rule) != 1:
        checker.add(file, hid, field, "a traitor rule is a name or a one-key mapping")
        return
    (name, arg), = rule.items()
    if name not in TRAITOR_RULES_WITH_ARG:
        checker.add(file, hid, field, f"unknown traitor rule '{name}'")
    elif name in ("highest", "lowest"):
        checker.trait(arg, (file, hid, f"{field}.{name}"))
    elif name == "omen_owner":
        checker.ref("card", arg, (file, hid, f"{field}.omen_owner"))
    elif name == "hidden":
        if arg != "drawn":
            checker.add(file, hid, field, f"a hidden traitor is drawn secretly ({{hidden: drawn}}): {arg!r} "
                        "picks somebody by what the whole table can see, so anyone could name them")


def check_hidden(checker, file, hid, data) -> None:
    """A hidden traitor's haunt does nothing in front of the table that only the traitor
    would cause: no setup of the traitor's (a trait gained, a card taken), nothing put
    where the traitor stands, no monsters (moved on the traitor's turn, or hunting heroes
    and never the traitor: either names them), no reactions at the
    start or end of a turn (they run for one side's turns only)."""
    traitor = data.get("traitor") if isinstance(data.get("traitor"), dict) else {}
    if traitor.get("setup"):
        checker.add(file, hid, "traitor.setup", "a hidden traitor has no setup: the table would see who did it")
    for kind in ("monsters", "objects"):
        for i, thing in enumerate(data.get(kind) or []):
            place = thing.get("place") if isinstance(thing, dict) else None
            if isinstance(place, dict) and "traitor" in (place.get("near"), place.get("carried_by")):
                checker.add(file, hid, f"{kind}[{i}].place", "a hidden traitor's haunt cannot place things by the "
                            "traitor: the table would see where the traitor stands")
            if kind == "monsters" and isinstance(thing, dict):
                checker.add(file, hid, f"monsters[{i}]", "a hidden traitor's haunt has no monsters: the traitor "
                            "cannot move them in front of the table, and hunting monsters pass the traitor by "
                            "(game.haunt.monsters), which would name them")
    for side in SIDES:
        book = data.get(side) if isinstance(data.get(side), dict) else {}
        for i, reaction in enumerate(book.get("reactions") or []):
            trigger = reaction.get("on", reaction.get(True)) if isinstance(reaction, dict) else None
            if trigger in ("turn_start", "turn_end"):
                checker.add(file, hid, f"{side}.reactions[{i}].on", "a hidden traitor's haunt reacts on death "
                            "only: a reaction on one side's turns would tell the table whose turn is whose")


def check_every_round(checker, file, hid, value) -> None:
    """A haunt's ``every_round`` (the house's turn): a title, a public text, and effects
    that ask nobody anything and do not depend on where their actor stands (a spawn names
    its tile, a closed room is named or found from a tile)."""
    field = "every_round"
    if not isinstance(value, dict) or not {"title", "text", "effects"} <= set(value):
        checker.add(file, hid, field, "every_round needs title, text and effects")
        return
    for key in sorted(set(value) - {"title", "text", "effects"}, key=str):
        checker.add(file, hid, f"{field}.{key}", "unknown field")
    asked, checker.asks = checker.asks, False
    checker.effects(value["effects"], (file, hid, f"{field}.effects"))
    if checker.asks:
        checker.add(file, hid, f"{field}.effects", "the house's turn asks nobody anything (no may, choose, pay, "
                    "damage split...)")
    checker.asks = asked

    def walk(ops, where):
        for i, entry in enumerate(ops if isinstance(ops, list) else ()):
            if not isinstance(entry, dict) or len(entry) != 1:
                continue
            (name, args), = entry.items()
            at = f"{where}[{i}].{name}"
            args = args if isinstance(args, dict) else {}
            if name not in HOUSE_OPS:
                checker.add(file, hid, at, f"the house's turn may use only {', '.join(sorted(HOUSE_OPS))}")
            elif name == "spawn_monster" and "tile" not in args:
                checker.add(file, hid, at, "the house spawns monsters on a named tile (tile: ID)")
            elif name == "close_room" and not ({"tile", "farthest_from"} & set(args)):
                checker.add(file, hid, at, "the house closes a named room (tile: ID or farthest_from: ID)")
            elif name == "if":
                conds(args.get("cond"), f"{at}.cond")
                walk(args.get("then"), f"{at}.then")
                walk(args.get("else"), f"{at}.else")
            # (inside each_explorer the actor is each explorer in turn: anything that asks nothing)

    def conds(c, where):
        if not isinstance(c, dict) or len(c) != 1:
            return
        (name, arg), = c.items()
        if name not in HOUSE_CONDS:
            checker.add(file, hid, where, f"the house's turn may test only {', '.join(sorted(HOUSE_CONDS))}")
        elif name == "not":
            conds(arg, f"{where}.not")
        elif name in ("all", "any"):
            for j, sub in enumerate(arg if isinstance(arg, list) else ()):
                conds(sub, f"{where}.{name}[{j}]")

    walk(value["effects"], f"{field}.effects")


def counters_used(node, out: set | None = None) -> set:
    """Every haunt counter that ``node`` (a haunt, a book, an effect list) changes (the
    ``counter`` op's ``name``) or reads (``counter_at_least``'s ``counter``)."""
    out = set() if out is None else out
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "counter" and isinstance(value, dict) and isinstance(value.get("name"), str):
                out.add(value["name"])
            elif key == "counter_at_least" and isinstance(value, dict) and isinstance(value.get("counter"), str):
                out.add(value["counter"])
            if key != "counter_names":
                counters_used(value, out)
    elif isinstance(node, list):
        for value in node:
            counters_used(value, out)
    return out


def check_counter_names(checker, file, hid, data) -> None:
    """``counter_names``: each counter in words, for the top bar ("doses of antidote 2 of 7")
    and the chronicle. Once a haunt names any, it names every counter an effect changes or a
    condition reads (a pack with ``checks: {counter_names: true}`` asks it of every haunt),
    and nothing else."""
    used, names = counters_used(data), data.get("counter_names")
    if names is None:
        if used and checker.named_counters:
            checker.add(file, hid, "counter_names", f"missing field: a name in words for each counter "
                        f"({', '.join(sorted(used))})")
        return
    if not isinstance(names, dict):
        checker.add(file, hid, "counter_names", "expected a mapping of counter id to its name in words")
        return
    for counter in sorted(used - set(names)):
        checker.add(file, hid, "counter_names", f"no name for the counter '{counter}' (the haunt's effects use it)")
    for counter, name in names.items():
        if counter not in used:
            checker.add(file, hid, f"counter_names.{counter}", f"no effect or condition of this haunt uses a "
                        f"counter '{counter}'")
        elif not isinstance(name, str) or not name.strip():
            checker.add(file, hid, f"counter_names.{counter}", f"a counter's name is words, not {name!r}")


def _place(checker, file, hid, place, field):
    if not isinstance(place, dict) or len(place) != 1 or next(iter(place)) not in PLACES:
        checker.add(file, hid, field, "place needs one of tile, near (traitor|revealer), token")
        return
    (kind, arg), = place.items()
    if kind == "tile":
        checker.ref("tile", arg, (file, hid, field))
    elif kind == "token":
        checker.ref("token", arg, (file, hid, field))
    elif arg not in ("traitor", "revealer"):
        checker.add(file, hid, field, f"{kind} must be traitor or revealer")


def _side(checker, file, hid, side, data):
    if not isinstance(data, dict):
        checker.add(file, hid, side, "expected a mapping (the side's book)")
        return
    checker.effects(data.get("setup"), (file, hid, f"{side}.setup"))
    action_ids = set()
    for i, action in enumerate(data.get("actions") or []):
        where = (file, hid, f"{side}.actions[{i}]")
        if not isinstance(action, dict) or not {"id", "word", "label"} <= set(action):
            checker.add(*where, "an action needs id, word and label")
            continue
        if action["id"] in action_ids:
            checker.add(*where, f"duplicate action id '{action['id']}'")
        action_ids.add(action["id"])
        if action.get("limit", "per_turn") not in ("per_turn", "once_per_game", "once_per_explorer"):
            checker.add(*where, "limit must be per_turn, once_per_game or once_per_explorer")
        if "where" in action:
            checker.cond(action["where"], (file, hid, f"{where[2]}.where"))
        for j, mod in enumerate(action.get("modifiers") or []):
            if not isinstance(mod, dict) or "cond" not in mod or not ({"dice", "result"} & set(mod)):
                checker.add(file, hid, f"{where[2]}.modifiers[{j}]", "a modifier needs cond and dice or result")
            else:
                checker.cond(mod["cond"], (file, hid, f"{where[2]}.modifiers[{j}].cond"))
        if "roll" in action:
            roll = action["roll"]
            checker.op_roll({**roll, "bands": action.get("bands")}, (file, hid, f"{where[2]}.roll"))
        elif "bands" in action:
            checker.add(*where, "bands without a roll")
        checker.effects(action.get("effects"), (file, hid, f"{where[2]}.effects"))
    for i, goal in enumerate(data.get("goals") or []):
        where = (file, hid, f"{side}.goals[{i}]")
        if not isinstance(goal, dict) or not {"id", "title"} <= set(goal):
            checker.add(*where, "a goal needs id and title")
            continue
        if goal.get("kind", "main") not in ("main", "side"):
            checker.add(*where, "kind must be main or side")
        for ref in goal.get("actions") or []:
            if ref not in action_ids:
                checker.add(*where, f"unknown action id '{ref}'")
    for i, reaction in enumerate(data.get("reactions") or []):
        where = (file, hid, f"{side}.reactions[{i}]")
        if isinstance(reaction, dict) and True in reaction and "on" not in reaction:
            reaction["on"] = reaction.pop(True)  # YAML 1.1 reads a bare `on:` key as true
        if not isinstance(reaction, dict) or reaction.get("on") not in REACTION_TRIGGERS:
            checker.add(*where, f"a reaction needs on: one of {', '.join(REACTION_TRIGGERS)}")
            continue
        checker.effects(reaction.get("effects"), (file, hid, f"{where[2]}.effects"))
    for power in data.get("powers") or []:
        if power not in POWERS:
            checker.add(file, hid, f"{side}.powers", f"unknown power '{power}' (known: {', '.join(POWERS)})")
    for name in ("win_text", "ending"):
        if not data.get(name):
            checker.add(file, hid, f"{side}.{name}", "missing field")


def _win(checker, file, hid, side, conds, monsters, objects, killable):
    if not isinstance(conds, list) or not conds:
        checker.add(file, hid, f"win.{side}", "each side needs at least one win condition")
        return
    facts = checker.haunt
    for i, cond in enumerate(conds):
        where = (file, hid, f"win.{side}[{i}]")
        if not isinstance(cond, dict) or len(cond) != 1 or next(iter(cond)) not in WIN_CONDS:
            checker.add(*where, f"a win condition is one of {', '.join(sorted(WIN_CONDS))}")
            continue
        (name, arg), = cond.items()
        if name == "side_dead" and arg not in SIDES:
            checker.add(*where, "side_dead must name heroes or traitor")
        elif name == "counter_at_least":
            if not isinstance(arg, dict) or "counter" not in arg or "value" not in arg:
                checker.add(*where, "needs counter and value")
            elif arg["counter"] not in facts["counters"]:
                checker.add(*where, f"counter '{arg['counter']}' is never changed by any effect: unwinnable")
        elif name == "monsters_left_at_most":
            mid = arg.get("monster") if isinstance(arg, dict) else None
            if mid not in monsters:
                checker.add(*where, f"unknown monster id '{mid}'")
            elif mid not in killable and mid not in facts["kills"] and "any" not in facts["kills"]:
                checker.add(*where, f"monster '{mid}' can never be removed: unwinnable")
        elif name == "object_on_tile":
            if not isinstance(arg, dict) or arg.get("object") not in objects:
                checker.add(*where, "names an unknown object")
            else:
                checker.ref("tile", arg.get("tile"), where)
                if arg["object"] not in facts["placed"]:
                    checker.add(*where, f"object '{arg['object']}' is never placed: unwinnable")
                if "by" in arg and arg["by"] not in OBJECT_BY:
                    checker.add(file, hid, f"{where[2]}.by", f"by must be {' or '.join(OBJECT_BY)}"
                                f" (or left out: anyone), not {arg['by']!r}")
                for key in sorted(set(arg) - {"object", "tile", "by"}, key=str):
                    checker.add(*where, f"unknown key '{key}' (object_on_tile takes object, tile and by)")
        elif name == "rounds_at_least":
            checker.number(arg, where, lo=1)


def check_haunt(checker, file: str, data) -> dict | None:
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        checker.add(file, "-", "id", "missing field")
        return None
    hid = data["id"]
    for name in ("number", "title", "traitor_rule", "story", "hints", "heroes", "win"):
        if name not in data:
            hint = (" (the rule lives in `traitor_rule:`; `traitor:` is the traitor's book)"
                    if name == "traitor_rule" else "")
            checker.add(file, hid, name, "missing field" + hint)
    if not isinstance(data.get("number"), int):
        checker.add(file, hid, "number", "must be a whole number")
    rule = data.get("traitor_rule")
    check_traitor_rule(checker, file, hid, rule)
    if isinstance(rule, dict) and "hidden" in rule:
        check_hidden(checker, file, hid, data)
    monsters, killable = {}, set()
    for i, m in enumerate(data.get("monsters") or []):
        where = (file, hid, f"monsters[{i}]")
        if not isinstance(m, dict) or not {"id", "name", "traits", "attack", "place"} <= set(m):
            checker.add(*where, "a monster needs id, name, traits, attack and place")
            continue
        monsters[m["id"]] = m
        checker.icon(m, (file, hid, f"{where[2]}.icon"))
        if m.get("killable"):
            killable.add(m["id"])
        traits = m["traits"] if isinstance(m["traits"], dict) else {}
        for trait, value in traits.items():
            checker.trait(trait, (file, hid, f"{where[2]}.traits"))
            checker.number(value, (file, hid, f"{where[2]}.traits.{trait}"), lo=0)
        if "speed" not in traits:
            checker.add(file, hid, f"{where[2]}.traits", "a monster needs speed to move")
        if m["attack"] not in traits:
            checker.add(file, hid, f"{where[2]}.attack", f"attack trait '{m['attack']}' is not one of its traits")
        checker.number(m.get("count", 1), (file, hid, f"{where[2]}.count"), lo=1)
        _place(checker, file, hid, m["place"], f"{where[2]}.place")
        if m.get("size", "small") not in ("small", "large"):
            checker.add(file, hid, f"{where[2]}.size", "must be small or large")
        if m.get("controller", "traitor") not in ("traitor", "auto"):
            checker.add(file, hid, f"{where[2]}.controller", "must be traitor or auto")
    objects = {}
    placed = set()
    for i, o in enumerate(data.get("objects") or []):
        where = (file, hid, f"objects[{i}]")
        if not isinstance(o, dict) or not {"id", "name"} <= set(o):
            checker.add(*where, "an object needs id and name")
            continue
        objects[o["id"]] = o
        checker.icon(o, (file, hid, f"{where[2]}.icon"))
        if "place" in o:
            placed.add(o["id"])
            _place(checker, file, hid, o["place"], f"{where[2]}.place")
    checker.ids["monster"], checker.ids["object"] = set(monsters), set(objects)
    checker.haunt = {"counters": set(), "placed": placed, "kills": set(), "wins": set()}
    hints = data.get("hints")
    if not isinstance(hints, dict) or not all(isinstance(hints.get(s), list) for s in SIDES):
        checker.add(file, hid, "hints", "hints needs a list for heroes and for traitor")
    _side(checker, file, hid, "heroes", data.get("heroes"))
    if data.get("traitor_rule") != "none" or "traitor" in data:
        _side(checker, file, hid, "traitor", data.get("traitor"))
    if "every_round" in data:
        check_every_round(checker, file, hid, data["every_round"])
    if "needs" in data or "instead" in data:
        _check_needs(checker, file, hid, data)
    check_counter_names(checker, file, hid, data)
    for monster, trait, where in checker.haunt.get("grows", ()):
        traits = (monsters.get(monster) or {}).get("traits")
        if isinstance(traits, dict) and trait not in traits:
            checker.add(where[0], where[1], f"{where[2]}.trait", f"monster '{monster}' has no {trait} to grow")
    if checker.haunt.get("unmasks") and not (isinstance(rule, dict) and "hidden" in rule):
        checker.add(file, hid, "traitor_rule", "unmask finds a hidden traitor: only a {hidden: drawn} haunt may "
                    "use it")
    win = data.get("win") if isinstance(data.get("win"), dict) else {}
    for side in SIDES:
        if side in checker.haunt["wins"] and not win.get(side):
            continue  # a `win` effect is this side's way to win
        _win(checker, file, hid, side, win.get(side), monsters, objects, killable)
    checker.haunt = None
    return data


def _check_needs(checker, file, hid, data) -> None:
    """A haunt that remembers (game.haunt.memory): ``needs`` is a condition on the house
    alone, ``instead`` the haunt its cells lead to on a house that lacks it."""
    from ..haunt.memory import HOUSE_CONDS
    if "needs" not in data or not isinstance(data.get("instead"), str):
        checker.add(file, hid, "needs", "needs and instead go together: a condition and the haunt played without it")
        return
    checker.cond(data["needs"], (file, hid, "needs"))
    names = set()

    def walk(c):
        if isinstance(c, dict):
            for k, v in c.items():
                if k in ("all", "any"):
                    for x in v if isinstance(v, list) else ():
                        walk(x)
                elif k == "not":
                    walk(v)
                else:
                    names.add(k)
    walk(data["needs"])
    if not names <= set(HOUSE_CONDS):
        checker.add(file, hid, "needs", f"needs reads the house only ({', '.join(HOUSE_CONDS)}); not {sorted(names - set(HOUSE_CONDS))}")


def _check_instead(checker, haunts: dict) -> None:
    for hid, h in sorted(haunts.items()):
        if "instead" not in h:
            continue
        other = haunts.get(h["instead"])
        if other is None:
            checker.add(f"haunts/{hid}.yaml", hid, "instead", f"no haunt '{h['instead']}' in this pack")
        elif other.get("needs"):
            checker.add(f"haunts/{hid}.yaml", hid, "instead", f"'{h['instead']}' needs something too: it must be playable on every house")


def check_chart(checker, chart, haunts: dict, omen_rooms: list[str], omens: list[str]):
    file = "haunt_chart.yaml"
    if not isinstance(chart, dict) or not {"rows", "columns", "cells"} <= set(chart):
        checker.add(file, "-", "-", "the chart needs rows, columns and cells")
        return
    _check_instead(checker, haunts)
    rows, columns, cells = chart["rows"], chart["columns"], chart["cells"]
    if sorted(rows or []) != sorted(omen_rooms):
        missing = sorted(set(omen_rooms) - set(rows or []))
        extra = sorted(set(rows or []) - set(omen_rooms))
        checker.add(file, "-", "rows", f"rows must be exactly the omen rooms (missing {missing}, not omen rooms {extra})")
    if sorted(columns or []) != sorted(omens):
        missing = sorted(set(omens) - set(columns or []))
        extra = sorted(set(columns or []) - set(omens))
        checker.add(file, "-", "columns", f"columns must be exactly the omens (missing {missing}, unknown {extra})")
    numbers = {h["number"] for h in haunts.values() if isinstance(h.get("number"), int)}
    seen = set()
    if not isinstance(cells, list) or len(cells) != len(rows or []):
        checker.add(file, "-", "cells", "one list of haunt numbers per row")
        return
    for i, row in enumerate(cells):
        if not isinstance(row, list) or len(row) != len(columns or []):
            checker.add(file, "-", f"cells[{i}]", "one haunt number per column")
            continue
        for j, number in enumerate(row):
            if number not in numbers:
                checker.add(file, "-", f"cells[{i}][{j}]", f"no haunt has number {number!r}")
            seen.add(number)
    for hid, h in sorted(haunts.items()):
        if h.get("number") not in seen:
            checker.add(file, hid, "number", f"haunt {h.get('number')} is not reachable from the chart")
    _check_spread(checker, file, rows, columns, cells, haunts)


def _check_spread(checker, file, rows, columns, cells, haunts) -> None:
    """With at least as many haunts as a row or a column has cells, no omen and no room may
    lead to the same haunt twice, and every haunt is on at least two cells: no omen or room
    leads mostly to a few haunts (tools/haunt_chart.py writes such a chart)."""
    if len(haunts) < max(len(rows), len(columns)) or not all(
            isinstance(r, list) and len(r) == len(columns) for r in cells):
        return
    for i, row in enumerate(cells):
        twice = sorted({n for n in row if row.count(n) > 1}, key=str)
        if twice:
            checker.add(file, "-", f"cells[{i}]", f"the room {rows[i]} leads to haunts {twice} more than once")
    for j, omen in enumerate(columns):
        column = [row[j] for row in cells]
        twice = sorted({n for n in column if column.count(n) > 1}, key=str)
        if twice:
            checker.add(file, "-", f"columns[{j}]", f"the omen {omen} leads to haunts {twice} more than once")
    flat = [n for row in cells for n in row]
    for hid, h in sorted(haunts.items()):
        if 0 < flat.count(h.get("number")) < 2:
            checker.add(file, hid, "number", f"haunt {h.get('number')} is on one cell only (two at least)")

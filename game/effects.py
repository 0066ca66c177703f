"""The effects interpreter: runs content effect lists as data, suspending as data.

A *frame* is ``{"ref": [...], "pc": n, "actor": seat}`` (a path into the content, see
``Pack.lookup``) or ``{"ops": [...], "pc": n, "actor": seat}`` for the engine's own
continuation steps (ops whose names start with ``_``). The stack of frames and the
question being asked (``pending``) live in the state, so a game saved in the middle of
a card loads and goes on: the answer is simply the next command.

What a frame and a question hold is shared between decisions (``engine.Ctx``): an op may
read it, never change it in place (the loop moves a frame's ``pc``, nothing else), and
what it pushes or asks is recorded fresh.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .campaign.marks import card_intensity, tile_has
from .state import (clockwise_from, has_traitor_powers, haunt_started, player, region_of,
                    seats_here, trait_value)
from .words import WORDS, named

OPS: dict = {}       # op name -> fn(ctx, frame, args, path)
ANSWERS: dict = {}   # pending kind -> fn(ctx, pending, choice)
CONDS: dict = {}     # condition name -> fn(ctx, seat, arg) -> bool


def op(name):
    """The interpreter's code for an effect word declared in ``game.words`` (or, named
    with a leading ``_``, for one of the engine's own continuation steps)."""
    if not name.startswith("_") and name not in WORDS:
        raise ValueError(f"effect word '{name}' is not declared in game.words")

    def register(fn):
        OPS[name] = fn
        return fn
    return register


def answers(kind):
    def register(fn):
        ANSWERS[kind] = fn
        return fn
    return register


def cond(name):
    def register(fn):
        CONDS[name] = fn
        return fn
    return register


# -- the loop --------------------------------------------------------------------

def push_ref(ctx, ref, actor, **extra) -> None:
    ctx.frames.append({"ref": list(ref), "pc": 0, "actor": actor, **extra})  # (Ctx.push, written out)


def push_ops(ctx, ops, actor, **extra) -> None:
    ctx.frames.append({"ops": list(ops), "pc": 0, "actor": actor, **extra})


def run(ctx) -> None:
    """Run frames until the stack is empty or someone must answer a question."""
    while ctx.pending is None and ctx.frames and ctx.state.get("phase") != "over":
        frame = ctx.frames[-1]
        ops = ctx.pack.lookup(frame["ref"]) if "ref" in frame else frame["ops"]
        if frame["pc"] >= len(ops):
            ctx.frames.pop()
            continue
        index = frame["pc"]
        frame["pc"] = index + 1
        (name, args), = ops[index].items()
        path = frame["ref"] + [index, name] if "ref" in frame else None
        ctx.frame = frame
        OPS[name](ctx, frame, args if args is not None else {}, path)


_MAPS = (dict, MappingProxyType)  # (what content mappings are: no ABC check needed)


def number(ctx, value) -> int:
    """A number, or a per-player-count mapping like {3: 4, 4: 5, 5: 6}."""
    if type(value) is int:
        return value
    if type(value) in _MAPS or isinstance(value, Mapping):
        n = len(ctx.state["players"])
        for k, v in value.items():
            if int(k) == n:
                return int(v)
        return int(max(value.values()))
    return int(value)


def ask(ctx, kind: str, seat: int, prompt: str, options: list, **data) -> None:
    ctx.ask({"kind": kind, "seat": seat, "prompt": prompt, "options": options, **data})


def answer(ctx, choice) -> None:
    pending, ctx.pending = ctx.pending, None
    ANSWERS[pending["kind"]](ctx, pending, choice)


# -- conditions ------------------------------------------------------------------

def holds(ctx, seat: int, condition) -> bool:
    (name, arg), = condition.items()
    return CONDS[name](ctx, seat, arg)


class _Reader:
    """Enough of a context for conditions, when no decision is being made."""

    __slots__ = ("pack", "state")

    def __init__(self, pack, state):
        self.pack, self.state = pack, state


def holds_in(pack, state, seat: int, condition) -> bool:
    (name, arg), = condition.items()  # (holds, written out)
    return CONDS[name](_Reader(pack, state), seat, arg)


@cond("carrying")
def _c_carrying(ctx, seat, arg):
    return arg in player(ctx.state, seat)["cards"]


@cond("carrying_any")
def _c_carrying_any(ctx, seat, arg):
    return any(ctx.pack.cards[c].deck == arg for c in player(ctx.state, seat)["cards"])


@cond("haunt_started")
def _c_haunt(ctx, seat, arg):
    return haunt_started(ctx.state) == bool(arg)


@cond("trait_at_least")
def _c_trait(ctx, seat, arg):
    return trait_value(ctx.pack, ctx.state, seat, arg["trait"]) >= int(arg["value"])


@cond("tile_is")
def _c_tile_is(ctx, seat, arg):
    return player(ctx.state, seat)["tile"] == arg


@cond("region_is")
def _c_region(ctx, seat, arg):
    return region_of(ctx.state, player(ctx.state, seat)["tile"]) == arg


@cond("tile_has_token")
def _c_token(ctx, seat, arg):
    return arg in ctx.state["tokens"].get(player(ctx.state, seat)["tile"], [])


@cond("no_token")
def _c_no_token(ctx, seat, arg):
    return not _c_token(ctx, seat, arg)


@cond("others_here")
def _c_others(ctx, seat, arg):
    return (len(seats_here(ctx.state, player(ctx.state, seat)["tile"])) > 1) == bool(arg)


@cond("alone")
def _c_alone(ctx, seat, arg):
    return (len(seats_here(ctx.state, player(ctx.state, seat)["tile"])) == 1) == bool(arg)


@cond("tile_has")
def _c_tile_has(ctx, seat, arg):
    return tile_has(ctx.pack, ctx.state, player(ctx.state, seat)["tile"], arg)


@cond("carrying_type")
def _c_carrying_type(ctx, seat, arg):
    return any(arg in ctx.pack.cards[c].types for c in player(ctx.state, seat)["cards"])


@cond("intensity_at_least")
def _c_intensity(ctx, seat, arg):
    """The intensity of the card whose effects are running (legacy: boxes checked; in a
    campaign, the boxes the house has checked)."""
    card = running_card(ctx)
    return card is not None and card_intensity(ctx.pack, ctx.state, card) >= int(arg)


def running_card(ctx):
    """The card whose effects are running (None when it is not a card's)."""
    frame = getattr(ctx, "frame", None) or {}
    ref = frame.get("ref") or []
    if len(ref) >= 2 and ref[0] == "card":
        return ref[1]
    return None


@cond("not")
def _c_not(ctx, seat, arg):
    return not holds(ctx, seat, arg)


@cond("all")
def _c_all(ctx, seat, arg):
    for c in arg:
        (name, inner), = c.items()  # (holds, written out)
        if not CONDS[name](ctx, seat, inner):
            return False
    return True


@cond("any")
def _c_any(ctx, seat, arg):
    for c in arg:
        (name, inner), = c.items()  # (holds, written out)
        if CONDS[name](ctx, seat, inner):
            return True
    return False


# -- generic ops -----------------------------------------------------------------

@op("may")
def _may(ctx, frame, a, path):
    ask(ctx, "may", frame["actor"], a.get("prompt", "Do it?"), [True, False],
        ref=path + ["effects"])


@answers("may")
def _answer_may(ctx, pending, choice):
    if choice:
        push_ref(ctx, pending["ref"], pending["seat"])


@op("choose")
def _choose(ctx, frame, a, path):
    labels = [o["label"] for o in a["options"]]
    ask(ctx, "choose", frame["actor"], a.get("prompt", "Choose one."),
        list(range(len(labels))), labels=labels, ref=path + ["options"])


@answers("choose")
def _answer_choose(ctx, pending, choice):
    push_ref(ctx, pending["ref"] + [choice, "effects"], pending["seat"])


@op("if")
def _if(ctx, frame, a, path):
    branch = "then" if holds(ctx, frame["actor"], a["cond"]) else "else"
    if _ghost_spares(ctx, frame["actor"], a, path, branch):
        branch = "else" if branch == "then" else "then"
        ctx.emit("narrated", seat=frame["actor"], text="The ghosts let the traitor pass untouched.")
    if a.get(branch):
        push_ref(ctx, path + [branch], frame["actor"])


HARM_OPS = named("harms")  # ops that hurt whoever resolves them (a harmful effect, legacy p.19)


def harmful(node, skip=frozenset()) -> bool:
    """Does some content (an effect list, a branch) hold an op that hurts its actor?
    ``skip``: harm not to count (ops the actor is spared anyway)."""
    if isinstance(node, Mapping):
        return any((key in HARM_OPS and key not in skip) or harmful(value, skip) for key, value in node.items())
    if isinstance(node, (list, tuple)):
        return any(harmful(value, skip) for value in node)
    return False


def _ghost_spares(ctx, seat, a, path, branch) -> bool:
    """Legacy p.19: the traitor is "immune to any negative ghost effects on Event
    cards". On an Event card, a condition that reads the tile's ghost and, because of
    the ghost, picks a branch that hurts is read for the traitor as if no ghost were
    there (the card's plain effect stays; a helpful ghost effect is kept)."""
    if not (ctx.rules.traitor_ghost_immune and path and path[0] == "card"
            and ctx.pack.cards[path[1]].deck == "event" and _reads_ghost(a["cond"])
            and has_traitor_powers(ctx.state, seat)):
        return False
    plain = "then" if _holds_without_ghost(ctx, seat, a["cond"]) else "else"
    return plain != branch and harmful(a.get(branch))


def _reads_ghost(condition) -> bool:
    (name, arg), = condition.items()
    if name == "tile_has":
        return arg == "ghost"
    if name == "not":
        return _reads_ghost(arg)
    if name in ("all", "any"):
        return any(_reads_ghost(c) for c in arg)
    return False


def _holds_without_ghost(ctx, seat, condition) -> bool:
    """``holds``, as if the actor's tile had no ghost."""
    (name, arg), = condition.items()
    if name == "tile_has" and arg == "ghost":
        return False
    if name == "not":
        return not _holds_without_ghost(ctx, seat, arg)
    if name == "all":
        return all(_holds_without_ghost(ctx, seat, c) for c in arg)
    if name == "any":
        return any(_holds_without_ghost(ctx, seat, c) for c in arg)
    return holds(ctx, seat, condition)


@op("token")
def _token(ctx, frame, a, path):
    tile = player(ctx.state, frame["actor"])["tile"]
    if "place" in a:
        ctx.emit("token_placed", tile=tile, token=a["place"])
    elif a["remove"] in ctx.state["tokens"].get(tile, []):
        ctx.emit("token_removed", tile=tile, token=a["remove"])


@op("end_movement")
def _end_movement(ctx, frame, a, path):
    turn = ctx.state["turn"]
    if turn is not None and turn["seat"] == frame["actor"] and turn["moves"]:
        ctx.emit("moves_set", seat=frame["actor"], moves=0)


@op("each_here")
def _each_here(ctx, frame, a, path):
    me = frame["actor"]
    here = seats_here(ctx.state, player(ctx.state, me)["tile"])
    order = [s for s in clockwise_from(ctx.state, me) if s in here and s != me]
    for seat in reversed(order):  # pushed last runs first: keep clockwise order
        push_ref(ctx, path + ["effects"], seat)


@op("each_explorer")
def _each_explorer(ctx, frame, a, path):
    order = [s for s in clockwise_from(ctx.state, frame["actor"]) if player(ctx.state, s)["alive"]]
    if ctx.rules.others_first:  # legacy p.7: simultaneous damage starts left of the current player
        order = order[1:] + order[:1]
    for seat in reversed(order):
        push_ref(ctx, path + ["effects"], seat)


@op("narrate")
def _narrate(ctx, frame, a, path):
    ctx.emit("narrated", seat=frame["actor"], text=a["text"])

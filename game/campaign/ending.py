"""A chapter's end, in the book's order (p.21): the Legacy cards its PAUSE card left for
the end, (1) the winning side's journal entry, (2) each family's fate, (3) the Box's
cards back in their decks, (4) the history of the house (the chronicle, made from the
log). Worked out from the finished game's state, with nobody to ask: the content read
here uses only the campaign's ops (``END_OPS``), run by the same op code as in play.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..clone import clone
from ..content.effects_schema import END_OPS  # noqa: F401  (what content read here may do)
from ..i18n import N_, _
from .branches import open_sealed, outcome_of, run_end_effects
from .house import apply_change, chapter_cards


class _EndCtx:
    """Enough of a game's context for the campaign ops, between games: the house, no
    players, nothing in play (so nothing is shuffled in)."""

    def __init__(self, pack, house: dict, chapter: dict | None = None, winner=None):
        self.pack = pack
        self.state = {"house": house, "chapter": {**(chapter or {}), "paused": False}, "winner": winner}
        self.frame = None
        self.changes: list[dict] = []
        self.at_end = True   # (a branch's effects run at once: nobody is asked anything)

    def emit(self, kind: str, /, **fields) -> dict:
        if kind == "house_changed":
            change = clone(fields["change"])
            apply_change(self.state["house"], change)
            self.changes.append(change)
        return {"t": kind, **fields}


def end_changes(pack, house: dict, chapter: dict, winner) -> tuple[list[dict], int | None]:
    """(the changes the chapter's end makes, the journal entry read) to a house as the
    game left it (a copy is changed, not ``house``)."""
    house = clone(house)
    house.pop("changes", None)
    ctx = _EndCtx(pack, house, chapter, winner)
    legacy = pack.extra["legacy"]
    if chapter.get("resume", "end") == "end":
        for card in chapter_cards(pack, house, chapter["n"]):
            ctx.emit("house_changed", change={"kind": "legacy_read", "card": card})
            run_end_effects(ctx, legacy[card].get("effects"))
    entry = None
    haunt = pack.haunts.get(chapter.get("haunt") or "")
    if haunt is not None and winner in ("heroes", "traitor"):
        entry = journal_entry(haunt["journal"][winner], chapter, winner)
        ctx.emit("house_changed", change={"kind": "journal_read", "entry": entry})
        run_end_effects(ctx, pack.extra["journal"][entry].get("effects"))
    # the chapter's own end (campaign.yaml: its branches, read after the journal), then the
    # sealed box and envelope, if their condition has come true
    written = pack.extra["campaign"]["chapters"]
    if chapter["n"] < len(written) and winner in ("heroes", "traitor"):
        run_end_effects(ctx, written[chapter["n"]].get("end"))
    open_sealed(ctx)
    # p.5: Legacy cards' cards that became part of no deck (nor the Box, nor the Tomb)
    read = set(ctx.state["house"]["legacy_read"])
    for card in list(ctx.state["house"]["sealed"]):
        if any(card in (legacy[lc].get("brings") or ()) for lc in read):
            ctx.emit("house_changed", change={"kind": "destroy", "card": card, "unused": True})
    if ctx.state["house"]["box"]:  # step 3: return the Box's cards to their decks
        ctx.emit("house_changed", change={"kind": "box_returned", "cards": list(ctx.state["house"]["box"])})
    return ctx.changes, entry


def chapter_end(pack, state) -> tuple[list[dict], int | None]:
    """``end_changes`` for a finished chapter's game state: its outcome (who won, who
    betrayed, who died, what was destroyed) given to the branches its end reads."""
    chapter = {**state["chapter"], "outcome": outcome_of(pack, state)}
    return end_changes(pack, state["house"], chapter, state.get("winner"))


def most_won(chapter: dict, winner=None) -> str | None:
    """Which side won most chapters of the campaign: the chapters finished before this
    one (``chapter["tally"]``, given at its start) and, once it is over, this one. A tie
    goes to the side that won this chapter (the finale decides an even account); before
    this chapter's end a tie is None. (docs/CAMPAIGN.md, section 11)"""
    tally = dict((chapter or {}).get("tally") or {})
    if winner in ("heroes", "traitor"):
        tally[winner] = tally.get(winner, 0) + 1
    heroes, traitor = tally.get("heroes", 0), tally.get("traitor", 0)
    if heroes != traitor:
        return "heroes" if heroes > traitor else "traitor"
    return winner if winner in ("heroes", "traitor") else None


def account_words(tally: dict, side) -> str:
    """How the campaign's account stood, in words: who won most and by how many chapters;
    an even account says the last chapter decided it (``most_won``'s tie rule)."""
    heroes, traitor = tally.get("heroes", 0), tally.get("traitor", 0)
    if heroes == traitor:
        said = {"heroes": N_("the account stood even, {heroes} chapters to {traitor}, and the last chapter decided "
                             "it for the heroes"),
                "traitor": N_("the account stood even, {heroes} chapters to {traitor}, and the last chapter decided "
                              "it for the traitors")}.get(side, N_("the account stood even, {heroes} chapters to "
                                                                   "{traitor}, and the last chapter decided it for "
                                                                   "neither side"))
    else:
        said = {"heroes": N_("the heroes won most — the heroes {heroes} chapters, the traitors {traitor}"),
                "traitor": N_("the traitors won most — the heroes {heroes} chapters, the traitors {traitor}")}.get(
            side, N_("neither side won most — the heroes {heroes} chapters, the traitors {traitor}"))
    return _(said).format(heroes=heroes, traitor=traitor)   # (the screens' words: the log keeps the tally)


def journal_entry(ending, chapter: dict, winner) -> int:
    """The journal entry a chapter haunt's ending reads: a number, or ``{most_won:
    {heroes: N, traitor: M}}`` by which side won most chapters, this one included."""
    if isinstance(ending, Mapping):
        return ending["most_won"][most_won(chapter, winner)]
    return ending


# a fate as the log writes it, in English whatever the table's language (the chapter-end
# screen shows it translated: ``scenes.campaign.words.fate``); {room} is "the Family Plot"
FATES = {"traitor died": N_("Turned traitor, and died in {room}"), "died": N_("Died in {room}"),
         "traitor won": N_("Turned traitor, and the house had its way"),
         "traitor lost": N_("Turned traitor, and lived to regret it"),
         "hero won": N_("Lived, and saw the haunt broken"), "hero lost": N_("Lived, though the house won the night")}


def the_room(name: str) -> str:
    """A room's name after "in", in the log's English whatever the screens' language."""
    return "the" + name[3:] if name.startswith("The ") else f"the {name}"


def default_fates(pack, state) -> dict:
    """Each family's fate as the log tells it (p.21 step 2; players may rewrite the line)."""
    out = {}
    winner = state.get("winner")
    seats = state["chapter"]["seats"]
    for p in state["players"]:
        traitor = p.get("role") == "traitor"
        room = the_room(pack.tiles[p["tile"]].name)   # "the Family Plot", never "the The Family Plot"
        won = winner is not None and ((winner == "traitor") == traitor)
        if not p["alive"]:
            fate = (FATES["traitor died"] if traitor else FATES["died"]).format(room=room)
        elif traitor:
            fate = FATES["traitor won"] if won else FATES["traitor lost"]
        else:
            fate = FATES["hero won"] if won else FATES["hero lost"]
        out[p["explorer"]] = {"name": seats[p["seat"]]["member"], "age": p.get("age"), "died": not p["alive"],
                              "traitor": traitor, "fate": fate}
    return out

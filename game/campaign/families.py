"""The families of a campaign as the book has them (p.6 step 7, p.7): chosen for the whole
campaign, their surnames the players' to write (the pack's offered), and the campaign's
traitor rule, chosen at its setup (docs/CAMPAIGN.md, sections 2 and 12)."""

from __future__ import annotations

from ..names import name_problem, tidy
from ..ruleset import LEGACY
from .log import CampaignError

TRAITOR_RULES = ("book", "fair")   # the book's rule (the default), or the fair one
SURNAME_LENGTH = 20
PLAYER_LENGTH = 24


def chosen_families(pack, families: list[dict], traitor_rule: str) -> list[dict]:
    """``families`` (``{"family", "player", "bot", "surname"}``) checked: each family of the
    pack once, 3 to 5 of them, surnames written and all different; the traitor rule known."""
    if traitor_rule not in TRAITOR_RULES:
        raise CampaignError(f"the traitor rule is one of {', '.join(TRAITOR_RULES)}, not {traitor_rule!r}")
    chosen, seen = [], set()
    for f in families:
        family = f.get("family")
        if family not in pack.explorers:
            raise CampaignError(f"no family {family!r} in {pack.id}")
        if family in seen:
            raise CampaignError(f"the {pack.explorers[family].name} family is chosen twice")
        seen.add(family)
        player = " ".join(str(f.get("player") or "").split())[:PLAYER_LENGTH]
        text = f.get("surname") or pack.explorers[family].name
        problem = name_problem(text, SURNAME_LENGTH, "a surname")
        if problem:
            raise CampaignError(problem)
        surname = tidy(text)
        if surname.lower() in {c["surname"].lower() for c in chosen}:
            raise CampaignError(f"two families are called {surname}")
        chosen.append({"family": family, "player": player, "bot": f.get("bot"), "surname": surname})
    low = LEGACY.players[0]
    if not low <= len(chosen) <= len(pack.explorers):
        raise CampaignError(f"a campaign has {low} to {len(pack.explorers)} families")
    return chosen

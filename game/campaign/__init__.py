"""The legacy campaign: a house that remembers (docs/CAMPAIGN.md).

    from game.campaign import create_campaign, load_campaign, list_campaigns, CampaignError

The in-game side (Legacy cards, house changes, chapter setup) registers with the rules
when ``game.rules`` is imported; the campaign itself (its log, the fold, chapters) is in
``game.campaign.campaign``, imported here when first asked for (it imports ``game.game``,
which imports the rules, which import the in-game side: importing it at once from here
would go round in a circle).
"""

from __future__ import annotations

def chapter_label(n: int, *, capital: bool = True) -> str:
    """A chapter's name on every screen, as the book numbers them (and the log's own
    sentences, the content and the errors do): the prologue (n 0), then Chapter 1 to 13."""
    if int(n) == 0:
        return "The prologue" if capital else "the prologue"
    return f"{'Chapter' if capital else 'chapter'} {int(n)}"


_API = {"create_campaign", "load_campaign", "list_campaigns", "Campaign", "CampaignError", "campaigns_dir"}


def __getattr__(name):
    if name in _API:
        from . import campaign
        return getattr(campaign, name)
    raise AttributeError(name)


__all__ = sorted(_API)

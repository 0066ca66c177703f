"""Campaigns the screenshot walks ask for, played by bots once a session.

``tools/screenshot.py``'s campaign screens (``tools/_campaign_shots.py``) each play their
campaign afresh in a fresh data folder: the walks of test_ui_languages, test_ui_sizes and
test_ui_input_contract asked for the same two-chapter campaign 30 times and the same
14-chapter one four times. The engine is deterministic (the same name, families, seed and
pack give the same campaign, event for event), so the first campaign played for a
question is kept, and each later ask gets a copy of its folder in the asker's data
folder, read back with ``load_campaign``: the screens get the very same campaign, folded
from the very same log, as the bots' own would be.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent.parent / "tools"


def keep_campaigns(store: Path):
    """Patch ``_campaign_shots._campaign`` to keep what it plays under ``store``; returns a
    function that undoes the patch."""
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    import _campaign_shots as shots

    play = shots._campaign
    kept: dict[tuple, Path] = {}

    def campaign(name: str, chapters: int, seed: int, people=("corvane",), pack="campaign"):
        from game.campaign import campaigns_dir, load_campaign

        key = (name, chapters, seed, tuple(people), pack if isinstance(pack, str) else pack.hash)
        folder = campaigns_dir() / kept[key].name if key in kept else None
        if folder is None or folder.exists():   # (a name taken: played, as create_campaign numbers it)
            camp = play(name, chapters, seed, people=people, pack=pack)
            if key not in kept:
                kept[key] = store / str(len(kept)) / camp.folder.name
                shutil.copytree(camp.folder, kept[key])
            return camp
        # (shutil.copy: the copy's times are now's, so a list of campaigns orders them as made)
        shutil.copytree(kept[key], folder, copy_function=shutil.copy)
        return load_campaign(folder, None if isinstance(pack, str) else pack)

    shots._campaign = campaign

    def undo() -> None:
        shots._campaign = play
    return undo

"""A campaign's chapter at an online table (issue 31, "campaign chapters online").

The host's game owns the campaign: it starts the chapter (``Campaign.start_chapter``,
its save in the campaign's folder) and hands that game to its server (``Hub.adopt``),
which holds it as a table like any other — every seat sent only its projection, the
chapter's secrets (the traitor, the books, the sealed cards and the Legacy deck, which
the view gives as counts) kept as in any game. The table's ``chapter`` mark (which
chapter, its title and year) is sent to everyone from the lobby on; once the game is
over, everyone is sent its ``chronicle`` entry: who won, the journal entry read, what
changed in the house for good and each family's fate — worked out from the finished
game as the chapter's end works it out, until the host writes the chapter into the
campaign and sends the entry as written (``Table.write_chronicle``: the fates in the
table's own words, its note).

Imports only ``game``.
"""

from __future__ import annotations

from pathlib import Path

from game.campaign.chronicle import grouped_changes
from game.campaign.ending import chapter_end, default_fates

NOTE_LIMIT = 2000   # characters of the host's note sent on (the campaign keeps 280)


def chapter_mark(game) -> dict | None:
    """Which chapter ``game`` is (None: not a campaign's chapter)."""
    chapter = game.state.get("chapter")
    campaign = game.header.get("campaign")
    if not chapter or not campaign:
        return None
    return {"n": chapter["n"], "title": chapter.get("title"), "year": chapter.get("year"),
            "campaign": campaign.get("name") or ""}


def chronicle_entry(pack, state) -> dict:
    """The chronicle's entry for a finished chapter's game: what its end will write."""
    ending, entry = chapter_end(pack, state)
    journal = pack.extra.get("journal", {}).get(entry) if entry is not None else None
    changes = [c for c in list(state["house"]["changes"]) + ending if c["kind"] != "legacy_read"]
    return {"n": state["chapter"]["n"], "title": state["chapter"].get("title"),
            "year": state["chapter"].get("year"), "winner": state.get("winner"),
            "journal": None if journal is None else {"id": journal.get("id", entry), "title": journal.get("title"),
                                                     "text": journal.get("text")},
            "changes": grouped_changes(pack, changes), "fates": default_fates(pack, state), "note": None,
            "written": False}


def written_entry(entry: dict, fates: dict, note: str | None) -> dict:
    """``entry`` as the campaign wrote it: each family's fate in the table's own words
    (``fates``: family -> line; families not in the chapter are left out), the note."""
    lines = {f: {**fate, "fate": str(fates[f])[:NOTE_LIMIT] if fates.get(f) else fate["fate"]}
             for f, fate in entry["fates"].items()}
    note = str(note).strip()[:NOTE_LIMIT] if note and str(note).strip() else None
    return {**entry, "fates": lines, "note": note, "written": True}


def log_of(meta: dict, folder: Path) -> Path:
    """Where a table's save is: its own folder's, or (a campaign's chapter) the campaign's."""
    return Path(meta["log"]) if meta.get("log") else folder / "game.jsonl"

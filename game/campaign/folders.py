"""A campaign's folder: the name it is made under, whether a name is free, and who the
campaign in a folder is (its identity is in its own log, not the folder's name)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..log import LogError, read_save
from . import log as clog


def slug(name: str) -> str:
    """The campaign's folder name: its name's letters, transliterated to plain ones so any
    file system and archive keeps them ("Éloïse's House" -> "eloise-s-house"), by the
    python-slugify package."""
    from slugify import slugify

    return slugify(name, max_length=40, word_boundary=True) or "campaign"


def taken(folder: Path) -> bool:
    """Is ``folder`` another campaign's? A folder a kill left mid-creation (no log, only
    temporary files) is not: it is cleared and used."""
    if not folder.exists():
        return False
    if (folder / clog.LOG_NAME).exists() or not folder.is_dir():
        return True
    if any(not (p.name.startswith(".") and p.name.endswith(".tmp")) for p in folder.iterdir()):
        return True   # something of the player's: left alone
    for leftover in folder.iterdir():
        leftover.unlink(missing_ok=True)
    return False


def campaign_id(name: str, pack: str, seed: int, families: list) -> str:
    """A new campaign's id: worked out from what it was made of (its name, pack, seed and
    families), so the same seeded campaign is the same in every run (a simulation's
    hashes repeat); its copies share it, which is what lets them go on as itself."""
    made = json.dumps([name, pack, seed, families], sort_keys=True, ensure_ascii=True)
    return hashlib.blake2b(made.encode("utf-8"), digest_size=8).hexdigest()


def identity(header: dict, folder: Path) -> str:
    """Who this campaign is, whatever its folder is called (a copy or a renamed backup
    goes on as itself): the id its header was written with; a campaign from before
    headers carried one is the folder name its chapter saves recorded (its first
    chapter's save says), else its folder's name."""
    if isinstance(header.get("id"), str) and header["id"]:
        return header["id"]
    for path in sorted(folder.glob("ch[0-9][0-9].jsonl")):
        try:
            recorded = (read_save(path, ends=False).header.get("campaign") or {}).get("id")
        except (LogError, OSError):
            continue
        if isinstance(recorded, str) and recorded:
            return recorded
    return folder.name

"""A campaign: its folder, its log, its fold, and its chapters (docs/CAMPAIGN.md).

    camp = create_campaign("The Long Wet Winter", families=[...], seed=7)
    plan = camp.next_chapter()
    game = camp.start_chapter(seats)          # a Game, saved in the campaign's folder
    ...                                        # played like any game
    camp.finish_chapter(game)                 # after game over: appends chapter_finished

Nothing is half-counted: a chapter enters the campaign only when ``chapter_finished`` is
appended (one fsynced line), and each step writes its file before the campaign's log
names it, so a kill at any moment leaves a campaign that loads with the chapter either
finished once or resumable.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
from pathlib import Path

from ..atomic import sweep
from ..clone import clone
from ..content import load_pack
from ..game import load as load_game, new_game
from ..log import LogError
from ..names import name_problem, tidy
from ..paths import data_dir
from ..ruleset import LEGACY
from . import log as clog
from .ending import chapter_end, default_fates
from .families import chosen_families
from .fold import FoldError, find_member, fold
from .folders import campaign_id, identity, slug, taken
from .house import chapter_cards, check_places, house_hash, starting_house
from .log import CampaignError

DEFAULT_PACK = "campaign"
MAX_AGE = 110         # nobody returns past this age (book p.7: "any age you like"; a long life's end)
AGES = (1, 120)       # the ages a player may write on the card: any a person may be
NOTE_LENGTH = 280     # the table's own words for a chapter (the history of the house, p.21 step 4)
NAME_LENGTH = 24      # a member's first name
FATE_LENGTH = 120


def campaigns_dir() -> Path:
    path = data_dir() / "campaigns"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _clean(text, limit: int, what: str) -> str:
    problem = name_problem(text, limit, what)
    if problem:
        raise CampaignError(problem)
    return tidy(text)


def _file_digest(path: Path) -> str:
    digest = hashlib.blake2b(digest_size=16)
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 16), b""):
            digest.update(block)
    return digest.hexdigest()


def chapter_seed(seed: int, n: int, attempt: int) -> int:
    """The seed of a chapter's game: from the campaign's, the chapter and how many times
    it was begun (a chapter played again after abandoning it is not the same game)."""
    digest = hashlib.blake2b(f"{seed}:{n}:{attempt}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % (2 ** 31)


def create_campaign(name: str, families: list[dict], seed: int = 0, pack=DEFAULT_PACK,
                    root: Path | None = None, traitor_rule: str = "book") -> "Campaign":
    """A new campaign: ``families`` are ``{"family", "player", "bot", "surname"}`` (p.6 step 7;
    ``families.chosen_families``); ``traitor_rule``: ``book`` (the default) or ``fair``."""
    name = _clean(name, 60, "the campaign's name")
    pack = pack if hasattr(pack, "extra") else load_pack(pack)
    if not pack.is_campaign:
        raise CampaignError(f"{pack.id} is not a campaign pack")
    chosen = chosen_families(pack, families, traitor_rule)
    root = Path(root) if root is not None else campaigns_dir()
    root.mkdir(parents=True, exist_ok=True)
    base, folder, i = slug(name), None, 1
    while folder is None or taken(folder):
        folder = root / (base if i == 1 else f"{base}-{i}")
        i += 1
    header = {"kind": clog.CAMPAIGN_KIND, "format": clog.CAMPAIGN_FORMAT, "version": _version(),
              "id": campaign_id(name, pack.id, int(seed), chosen), "name": name, "pack": pack.id, "pack_hash": pack.hash, "seed": int(seed),
              "created": _dt.datetime.now().isoformat(timespec="seconds")}
    first = {"t": "campaign_created", "families": chosen, "house": starting_house(pack), "traitor_rule": traitor_rule}
    clog.write_new(folder, header, first)
    return Campaign(folder, pack)


def _version() -> str:
    from ..version import __version__
    return __version__


def load_campaign(folder, pack=None) -> "Campaign":
    return Campaign(Path(folder), pack)


def list_campaigns(root: Path | None = None, pack=None) -> list[dict]:
    """Every campaign in the folder, newest first: ``{folder, name, chapter, planned,
    families, last_played, current, error}`` (a damaged one has ``error`` and can still be
    deleted)."""
    root = Path(root) if root is not None else campaigns_dir()
    out = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()) if root.is_dir() else ():
        sweep(folder)   # what an interrupted write (a chapter's, the campaign's own) left
        if not (folder / clog.LOG_NAME).exists():
            continue
        entry = {"folder": folder, "name": folder.name, "error": None, "last_played": _last_played(folder)}
        try:
            camp = Campaign(folder, pack)
            entry.update(camp.summary())
            problem = camp.current_problem()
            if problem:
                entry["error"] = problem
        except (CampaignError, LogError) as exc:
            entry["error"] = str(exc)
        except Exception as exc:  # a campaign must never stop the list from showing
            entry["error"] = f"{folder.name}: cannot be read ({type(exc).__name__})"
        out.append(entry)
    out.sort(key=lambda e: e["last_played"], reverse=True)
    return out


def _last_played(folder: Path) -> float:
    try:
        return max(p.stat().st_mtime for p in folder.iterdir() if p.is_file())
    except (OSError, ValueError):
        return 0.0


class Campaign:
    """One campaign, folded from its log. Read ``state`` (families, chapters, current,
    house); change it only through the methods, which append to the log."""

    def __init__(self, folder: Path, pack=None):
        self.folder = Path(folder)
        self.header, self.events, self.warnings, self._truncate_at = clog.read(self.folder, self.folder.name)
        self.id = identity(self.header, self.folder)
        self.name = str(self.header.get("name") or self.folder.name)
        try:
            self.pack = pack if pack is not None else load_pack(self.header.get("pack") or DEFAULT_PACK)
        except Exception as exc:
            raise CampaignError(f"{self.name}: its content pack {self.header.get('pack')!r} cannot be "
                                f"loaded: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}") from None
        if not self.pack.is_campaign:
            raise CampaignError(f"{self.name}: {self.pack.id} is not a campaign pack")
        if self.pack.hash != self.header.get("pack_hash"):
            self.warnings.append(f"{self.name}: the campaign's content changed since it was begun")
        try:
            self.state = fold(self.events)
        except FoldError as exc:
            raise CampaignError(f"{self.name}: {clog.LOG_NAME}: {exc}") from None
        if not self.state:
            raise CampaignError(f"{self.name}: the campaign's log holds no campaign")

    # -- reading ---------------------------------------------------------------------
    @property
    def house(self) -> dict:
        return self.state["house"]

    @property
    def chapters(self) -> list[dict]:
        return self.state["chapters"]

    @property
    def current(self) -> dict | None:
        return self.state["current"]

    @property
    def written(self) -> list:
        return list(self.pack.extra["campaign"]["chapters"])

    @property
    def planned(self) -> int:
        return int(self.pack.extra["campaign"].get("planned", len(self.written)))

    def finished(self) -> bool:
        """Every chapter written so far is played."""
        return len(self.chapters) >= len(self.written)

    def complete(self) -> bool:
        """The campaign is over: its last planned chapter is played (book p.4: then free
        play). A pack with chapters still to be written is never complete."""
        return len(self.chapters) >= self.planned and len(self.written) >= self.planned

    @property
    def playing(self) -> dict | None:
        """The free-play game under way (``free_play_begun``), if any."""
        return self.state.get("playing")

    @property
    def free_games(self) -> list[dict]:
        """The free-play games finished on this house, in order."""
        return self.state.get("free_play") or []

    def chapter_info(self, n: int) -> dict:
        return dict(self.written[n])

    def summary(self) -> dict:
        n = len(self.chapters)
        return {"name": self.name, "chapter": n, "planned": self.planned, "written": len(self.written),
                "families": list(self.state["order"]), "current": (self.current or {}).get("n"),
                "finished": self.finished(), "complete": self.complete(), "free_play": len(self.free_games),
                "playing": (self.playing or {}).get("k")}

    def current_problem(self) -> str | None:
        """Why the chapter under way cannot be resumed (its save missing or damaged), if so."""
        if self.current is None:
            if self.playing is not None and not (self.folder / self.playing["file"]).is_file():
                return f"{self.name}: free play game {self.playing['k']}'s save ({self.playing['file']}) is missing"
            return None
        path = self.folder / self.current["file"]
        if not path.is_file():
            return f"{self.name}: chapter {self.current['n']}'s save ({self.current['file']}) is missing"
        return None

    def years_since(self, family: str, member: dict, n: int) -> int:
        year_now = self.chapter_info(n)["year"]
        return max(0, year_now - int(member.get("year") or year_now))

    def _returning(self, family: str, members: list, n: int) -> list[dict]:
        """The living of ``members`` who may come back in chapter ``n``'s year (free play:
        the last chapter's), at their age then, none past MAX_AGE; in the order given."""
        out = []
        for member in members:
            age = int(member["age"]) + self.years_since(family, member, n)
            if not member["died"] and age <= MAX_AGE:
                out.append({"name": member["name"], "age": age})
        return out

    def next_chapter(self) -> dict:
        """What the next chapter's setup needs: its number, title and year; per family the
        members who may return (with the least age each may have now), the dead, and
        whether the joining rule applies (p.21)."""
        n = len(self.chapters)
        if n >= len(self.written):
            raise CampaignError(f"{self.name}: every chapter written so far is played ({n} of {self.planned})")
        info = self.chapter_info(n)
        families = []
        for fid in self.state["order"]:
            fam = self.state["families"][fid]
            families.append({"family": fid, "player": fam["player"], "bot": fam["bot"],
                             "returning": self._returning(fid, fam["members"], n), "dead": [m["name"] for m in fam["members"] if m["died"]],
                             "joining": self.joining(fid), "chapters_played": self.played(fid)})
        return {"n": n, "title": info["title"], "year": info["year"], "planned": self.planned,
                "families": families, "under_way": self.current is not None}

    @property
    def traitor_rule(self) -> str:
        """``book`` or ``fair`` (begun before the choice: ``fair``, as its chapters were played)."""
        return self.state.get("traitor_rule", "fair")

    def surname(self, family: str) -> str:
        """The family's surname as the players wrote it (the pack's where they did not)."""
        return (self.state["families"].get(family) or {}).get("surname") or self.pack.explorers[family].name

    def surnames(self) -> dict:
        return {f: self.surname(f) for f in self.state["order"]}

    def tally(self) -> dict:
        """Chapters won by each side so far (``{most_won: ...}`` reads it)."""
        out = {"heroes": 0, "traitor": 0}
        for ch in self.chapters:
            if ch.get("winner") in out:
                out[ch["winner"]] += 1
        return out

    def betrayals(self) -> dict:
        """How many chapters each family's member turned traitor in (the fair traitor
        rule reads it: docs/CAMPAIGN.md, section 12)."""
        out = {f: 0 for f in self.state["order"]}
        for ch in self.chapters:
            if ch.get("traitor") in out:
                out[ch["traitor"]] += 1
        return out

    def betrayer(self) -> str | None:
        """The family whose members turned traitor most often, or None on a tie (a haunt
        that remembers reads it: game.haunt.memory)."""
        counts = sorted(self.betrayals().items(), key=lambda kv: -kv[1])
        if not counts or counts[0][1] == 0 or (len(counts) > 1 and counts[1][1] == counts[0][1]):
            return None
        return counts[0][0]

    def played(self, family: str) -> int:
        return sum(1 for ch in self.chapters if family in ch["fates"])

    def joining(self, family: str) -> bool:
        """p.21: a family that missed MORE than half of the chapters played."""
        played = len(self.chapters)
        return played > 0 and 2 * (played - self.played(family)) > played

    # -- playing -----------------------------------------------------------------------
    def _seat_member(self, seat: dict, by_family: dict, chosen: list):
        """(family, first name, age, the family's member of that name or None) for a seat
        of a chapter or a free-play game, each checked: the family in this campaign and
        seated once, the name clean, the age a whole number in range."""
        family = seat.get("family")
        if family not in by_family:
            raise CampaignError(f"the {family!r} family is not in this campaign")
        if family in (s["family"] for s in chosen):
            raise CampaignError(f"the {self.pack.explorers[family].name} family has two seats")
        first = _clean(seat.get("name"), NAME_LENGTH, "a member's first name")
        try:
            age = int(seat.get("age"))
        except (TypeError, ValueError):
            raise CampaignError(f"{first}'s age must be a whole number") from None
        if not AGES[0] <= age <= AGES[1]:
            raise CampaignError(f"{first}'s age must be between {AGES[0]} and {AGES[1]}")
        return family, first, age, find_member(self.state, family, first)

    def start_chapter(self, seats: list[dict], *, seed: int | None = None):
        """Begin the next chapter: ``seats`` are ``{"family", "name", "age", "bot"}``, one
        per family playing (3 to 5). A living member's name brings them back, at least
        as old as the years since say; a new name is a new relative. Returns the Game."""
        if self.current is not None:
            raise CampaignError(f"{self.name}: chapter {self.current['n']} is under way: resume or abandon it first")
        plan = self.next_chapter()
        n = plan["n"]
        by_family = {f["family"]: f for f in plan["families"]}
        low, high = LEGACY.players
        if not low <= len(seats) <= high:
            raise CampaignError(f"a chapter is played by {low} to {high} families")
        chosen, info_seats, joining = [], [], []
        for i, seat in enumerate(seats):
            family, first, age, member = self._seat_member(seat, by_family, chosen)
            returning = member is not None
            if returning:
                if member["died"]:
                    raise CampaignError(f"{first} {self.pack.explorers[family].name} died in chapter "
                                        f"{member['died_in']} and cannot return")
                least = int(member["age"]) + self.years_since(family, member, n)
                if least > MAX_AGE:
                    raise CampaignError(f"{first} would be {least}: too old to return; a relative takes over")
                if age < least:
                    raise CampaignError(f"{first} was {member['age']} in {member.get('year')}: "
                                        f"at least {least} now")
            bot = seat.get("bot", by_family[family]["bot"])
            chosen.append({"family": family, "name": f"{first} {self.surname(family)}",
                           "age": age, "bot": bot})
            info_seats.append({"family": family, "member": first, "age": age, "returning": returning,
                               "chapters_played": self.played(family)})
            if by_family[family]["joining"]:
                joining.append(i)
        attempt = sum(1 for a in self.state["abandoned"] if a["n"] == n) + 1
        seed = chapter_seed(int(self.header.get("seed", 0)), n, attempt) if seed is None else int(seed)
        file = f"ch{n:02d}.jsonl" if attempt == 1 else f"ch{n:02d}-{attempt}.jsonl"
        while (self.folder / file).exists():  # (a save left by a kill before the log named it)
            attempt += 1
            file = f"ch{n:02d}-{attempt}.jsonl"
        info = {"id": self.id, "n": n, "title": plan["title"], "year": plan["year"], "seats": info_seats,
                "joining": joining, "tally": self.tally(), "betrayals": self.betrayals(),
                "fair_traitor": self.traitor_rule == "fair", "surnames": self.surnames(),
                "last_omen": True}   # (the house's last omen starts the haunt: section 7)
        house = clone(self.house)
        digest = house_hash(house)
        begun = {"t": "chapter_begun", "n": n, "file": file, "seed": seed, "seats": info_seats,
                 "house_hash": digest, "title": plan["title"], "year": plan["year"]}
        self._fits(begun)
        # the save first, then the log names it: a kill between the two leaves a save no
        # event names (the next start takes another file name), never an event naming no save
        game = new_game("legacy", chosen, seed, self.pack, log_path=self.folder / file,
                        chapter={"house": house, "info": info,
                                 "header": {"id": self.id, "name": self.name, "chapter": n, "house_hash": digest}})
        self._append(begun)
        return game

    def resume_chapter(self):
        """The chapter under way, loaded from its save (Continue)."""
        current = self._current_or_error()
        path = self.folder / current["file"]
        try:
            game = load_game(path, self.pack)
        except LogError as exc:
            raise CampaignError(f"{self.name}: chapter {current['n']}'s save is damaged: {exc}") from None
        self._check_chapter_save(game, current)
        return game

    def _check_chapter_save(self, game, current) -> None:
        mark = game.header.get("campaign") or {}
        started_house = (game.state.get("chapter") or {}).get("n")
        if mark.get("id") != self.id or mark.get("chapter") != current["n"] or started_house != current["n"] \
                or mark.get("house_hash") != current["house_hash"]:
            raise CampaignError(f"{self.name}: chapter {current['n']}'s save is not this campaign's chapter")

    def abandon_chapter(self) -> None:
        """Give up the chapter under way: nothing of it enters the campaign (its save stays
        on disk, unlisted); the next start plays the chapter again from the same house."""
        current = self._current_or_error()
        self._append({"t": "chapter_abandoned", "n": current["n"], "file": current["file"]})

    def finish_chapter(self, game, fates: dict | None = None, note: str | None = None) -> dict:
        """After the game: its end in the book's order (p.21), one ``chapter_finished`` event
        (returned). ``fates``: per family a line to replace the log's (step 2); ``note``: the
        table's own words, the history of the house (step 4), kept in the log."""
        note = None if note is None or not str(note).strip() else _clean(note, NOTE_LENGTH, "the chapter's note")
        current = self._current_or_error()
        path = game.log_path   # (the board closes its game's save as it leaves: still that file)
        if path is None or Path(path).resolve() != (self.folder / current["file"]).resolve():
            raise CampaignError(f"{self.name}: that game is not chapter {current['n']}'s save")
        if game.phase != "over":
            raise CampaignError(f"{self.name}: chapter {current['n']} is not over yet")
        state = game.state
        haunt = state.get("haunt") or {}
        in_game = clone(state["house"]["changes"])
        ending, entry = chapter_end(self.pack, state)
        made = default_fates(self.pack, state)
        for family, line in (fates or {}).items():
            if family in made and line is not None:
                made[family]["fate"] = _clean(line, FATE_LENGTH, "a fate")
        traitor = haunt.get("traitor")
        after = clone(self.house)
        from .house import apply_change
        for change in in_game + ending:
            apply_change(after, change)
        game.close()
        event = {"t": "chapter_finished", "n": current["n"], "file": current["file"],
                 "save_digest": _file_digest(self.folder / current["file"]), "events": len(game.events),
                 "final_hash": game.state_hash(), "winner": state.get("winner"), "haunt": haunt.get("id"),
                 "traitor": None if traitor is None else state["players"][traitor]["explorer"],
                 "revealer": None if haunt.get("revealer") is None else state["players"][haunt["revealer"]]["explorer"],
                 "journal": entry, "year": current.get("year"), "title": current.get("title"),
                 "turns": state["turns_taken"], "in_game": len(in_game), "changes": in_game + ending,
                 "fates": made, "house_hash": house_hash(after)}
        if note:
            event["note"] = note
        self._append(event)
        return event

    # -- free play after the campaign (docs/CAMPAIGN.md, section 11) ----------------------
    def free_play_plan(self) -> dict:
        """What a free-play game's setup needs: per family its members who may come back
        (the living, at their age in the last chapter's year, none past MAX_AGE) and the
        dead; the haunt trigger; the haunts the table may name instead of the chart's."""
        from .free_play import FREE_PLAY_TRIGGER, free_play_haunts
        if not self.complete():
            raise CampaignError(f"{self.name}: free play begins when the campaign is over "
                                f"({len(self.chapters)} of {self.planned} chapters played)")
        families = []
        last = self.planned - 1   # free play is played in the last chapter's year: ages as then
        for fid in self.state["order"]:
            fam = self.state["families"][fid]
            latest_first = sorted(fam["members"], key=lambda m: (-max(m["chapters"] or [-1]), m["name"]))
            families.append({"family": fid, "player": fam["player"], "bot": fam["bot"],
                             "returning": self._returning(fid, latest_first, last),
                             "dead": [m["name"] for m in fam["members"] if m["died"]]})
        return {"k": self.state.get("free_play_begun", 0) + 1, "families": families,
                "trigger": dict(FREE_PLAY_TRIGGER), "haunts": free_play_haunts(self.pack),
                "under_way": self.playing is not None}

    def start_free_play(self, seats: list[dict], *, seed: int | None = None, haunt: str | None = None,
                        trigger: dict | None = None):
        """A free-play game on the house the campaign left (book p.7 steps 8-9: decks and
        tiles shuffled, a random first player). ``seats`` as for ``start_chapter``: a
        living member's name brings them back (at least as old as the campaign last saw
        them), a new name is a new relative. ``haunt``: a chapter haunt flagged
        ``free_play`` to play instead of the chart's; ``trigger``: the haunt trigger
        (default ``FREE_PLAY_TRIGGER``). Returns the Game, saved in the campaign's folder."""
        if self.current is not None:
            raise CampaignError(f"{self.name}: chapter {self.current['n']} is under way")
        if self.playing is not None:
            raise CampaignError(f"{self.name}: free play game {self.playing['k']} is under way: resume or "
                                "abandon it first")
        plan = self.free_play_plan()
        if haunt is not None and haunt not in plan["haunts"]:
            raise CampaignError(f"{self.name}: {haunt!r} is not a haunt free play may name")
        trigger = dict(trigger or plan["trigger"])
        if len(trigger) != 1 or not set(trigger) <= {"roll_at_least", "omens_at_least"} \
                or not all(isinstance(v, int) and 1 <= v <= 30 for v in trigger.values()):
            raise CampaignError(f"{self.name}: a haunt trigger is {{roll_at_least: N}} or {{omens_at_least: N}}")
        by_family = {f["family"]: f for f in plan["families"]}
        low, high = LEGACY.players
        if not low <= len(seats) <= high:
            raise CampaignError(f"a game is played by {low} to {high} families")
        chosen, info_seats = [], []
        for seat in seats:
            family, first, age, member = self._seat_member(seat, by_family, chosen)
            if member is not None:
                if member["died"]:
                    raise CampaignError(f"{first} {self.pack.explorers[family].name} died in chapter "
                                        f"{member['died_in']} and cannot return")
                if age < int(member["age"]):
                    raise CampaignError(f"{first} was {member['age']} when the campaign last saw them")
            chosen.append({"family": family, "name": f"{first} {self.surname(family)}",
                           "age": age, "bot": seat.get("bot", by_family[family]["bot"])})
            info_seats.append({"family": family, "member": first, "age": age, "returning": member is not None})
        k = plan["k"]
        seed = chapter_seed(int(self.header.get("seed", 0)), 1000 + k, 1) if seed is None else int(seed)
        file, attempt = f"fp{k:02d}.jsonl", 1
        while (self.folder / file).exists():  # (a save left by a kill before the log named it)
            attempt += 1
            file = f"fp{k:02d}-{attempt}.jsonl"
        house = clone(self.house)
        digest = house_hash(house)
        options = {"trigger": trigger, **({"haunt": haunt} if haunt else {})}
        begun = {"t": "free_play_begun", "k": k, "file": file, "seed": seed, "seats": info_seats,
                 "house_hash": digest, "options": options}
        self._fits(begun)
        info = {"id": self.id, "name": self.name, "k": k, "betrayer": self.betrayer()}
        game = new_game("legacy", chosen, seed, self.pack, options=options, log_path=self.folder / file,
                        free_play={"house": house, "info": info, "header": {**info, "house_hash": digest}})
        self._append(begun)
        return game

    def resume_free_play(self):
        """The free-play game under way, loaded from its save."""
        playing = self._playing_or_error()
        try:
            game = load_game(self.folder / playing["file"], self.pack)
        except LogError as exc:
            raise CampaignError(f"{self.name}: free play game {playing['k']}'s save is damaged: {exc}") from None
        mark = game.header.get("free_play") or {}
        if mark.get("id") != self.id or mark.get("k") != playing["k"] or mark.get("house_hash") != playing["house_hash"]:
            raise CampaignError(f"{self.name}: free play game {playing['k']}'s save is not this campaign's")
        return game

    def abandon_free_play(self) -> None:
        playing = self._playing_or_error()
        self._append({"t": "free_play_abandoned", "k": playing["k"], "file": playing["file"]})

    def finish_free_play(self, game) -> dict:
        """After a free-play game is over: one ``free_play_finished`` event for the
        chronicle (winner, haunt, traitor, fates). The house is not changed (p.4)."""
        playing = self._playing_or_error()
        path = game.log_path
        if path is None or Path(path).resolve() != (self.folder / playing["file"]).resolve():
            raise CampaignError(f"{self.name}: that game is not free play game {playing['k']}'s save")
        if game.phase != "over":
            raise CampaignError(f"{self.name}: free play game {playing['k']} is not over yet")
        state = game.state
        haunt = state.get("haunt") or {}
        traitor = haunt.get("traitor")
        game.close()
        fates = {}
        for p, seat in zip(state["players"], playing["seats"]):
            fates[p["explorer"]] = {"name": seat["member"], "age": p.get("age"), "died": not p["alive"],
                                    "traitor": p.get("role") == "traitor"}
        event = {"t": "free_play_finished", "k": playing["k"], "file": playing["file"],
                 "save_digest": _file_digest(self.folder / playing["file"]), "events": len(game.events),
                 "final_hash": game.state_hash(), "winner": state.get("winner"), "haunt": haunt.get("id"),
                 "traitor": None if traitor is None else state["players"][traitor]["explorer"],
                 "turns": state["turns_taken"], "fates": fates}
        self._append(event)
        return event

    def _playing_or_error(self) -> dict:
        if self.playing is None:
            raise CampaignError(f"{self.name}: no free play game is under way")
        return self.playing

    def _current_or_error(self) -> dict:
        if self.current is None:
            raise CampaignError(f"{self.name}: no chapter is under way")
        return self.current

    def _fits(self, event: dict) -> dict:
        """The campaign's state with the event folded in; CampaignError if it does not fit."""
        try:
            return fold(self.events + [event])
        except FoldError as exc:
            raise CampaignError(f"{self.name}: {exc}") from None

    def _append(self, event: dict) -> None:
        """Fold the event first (so one that does not fit is refused, not written), then
        write it."""
        state = self._fits(event)
        clog.append(self.folder, len(self.events), event, self._truncate_at)
        self._truncate_at = None
        self.events.append({"seq": len(self.events), **event})
        self.state = state

    # -- the screens' view -------------------------------------------------------------
    def view(self) -> dict:
        """What the campaign's screens may show: the chronicle, the families and their
        members, the house's open side; locked things (Purgatory, the sealed cards, the
        planks, the Legacy deck, chapters not yet played) as counts only."""
        from ..views import public_house
        chronicle = []
        for ch in self.chapters:
            chronicle.append({k: clone(ch[k]) for k in ("n", "title", "year", "haunt", "winner", "traitor",
                                                         "revealer", "journal", "fates", "file", "turns")
                              if k in ch} | {"changes": [c for c in ch["changes"] if c["kind"] != "legacy_read"]})
        return {"id": self.id, "name": self.name, "pack": self.pack.id, "planned": self.planned,
                "written": len(self.written), "next": len(self.chapters), "current": clone(self.current),
                "families": clone([self.state["families"][f] for f in self.state["order"]]),
                "chronicle": chronicle, "house": public_house(self.house)}

    def check(self) -> list[str]:
        """The house's places (each card and tile in exactly one)."""
        return check_places(self.pack, self.house)

    def chapter_legacy(self, n: int) -> list[str]:
        return chapter_cards(self.pack, self.house, n)

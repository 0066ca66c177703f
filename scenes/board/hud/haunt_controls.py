"""What a player does on the board once the haunt has begun: attack, the haunt's
action words, haunt objects, and — on the monsters' turn — moving and attacking with
the monsters.

Everything offered is one of the engine's legal commands for the seat at the
screen; this module only decides how each is asked for:

* **Attack…** lights every legal target on the board in blood red (ranged targets
  along the line of sight too, because the engine lists them) and opens a short list
  of the attacks; click a lit room or a line of the list.
* An **action word** is a HUD button, "SEEK — Look in the hiding places".
* **Take / Put down** a haunt object are HUD buttons.
* **The monsters' turn**: click a monster (or its name in the HUD), then one of the
  rooms lit around it; its attacks are HUD buttons while it is chosen.

A side's action words are its own until used (HAUNT_FORMAT.md "Who sees what"): while
a person of the other side is at the table, and always in a hidden-traitor haunt, they
are kept off the HUD and offered inside the side's "My goals" book, behind its cover
(``scenes.board.hud.goals.words_in_book``, set by the table as ``words_in_book``).
"""

from __future__ import annotations

from game.i18n import N_, _
import pygame

from scenes.board.hud.buttons import word_label
from scenes.board.house.haunt_tokens import monster_label, object_name
from scenes.board.hud.hud import button_name
from scenes.board.hud.attack_list import Picker

HAUNT_PHASES = ("haunt_revealed", "haunt")
MONSTER_COMMANDS = ("monster_move", "monster_attack", "monster_pick_up", "monster_drop")


class HauntControls:
    def __init__(self, pack, fonts, submit, tokens) -> None:
        self.pack, self.fonts, self.submit, self.tokens = pack, fonts, submit, tokens
        self.picker = Picker(fonts)
        self.view = None
        self.legal: list = []
        self.attacking = False
        self.words_in_book = False
        self.cell_rect = None   # fn(cell): the room's rect on screen, None off the floor shown (the table's)
        self.avoid = None       # fn(): what the list had better not cover on the board (the table's)
        self.aside = None       # the column the list lies over when the board has no clear place

    @property
    def active(self) -> bool:
        return bool(self.view) and self.view["phase"] in HAUNT_PHASES and bool(self.view.get("haunt"))

    @property
    def monsters_turn(self) -> bool:
        turn = (self.view or {}).get("turn") or {}
        return self.active and turn.get("kind") == "monsters"

    # -- the game changed ---------------------------------------------------------------------
    def refresh(self, view, legal, seat, board: pygame.Rect, unit: float) -> None:
        self.view, self.legal, self.seat, self.board, self.u = view, list(legal), seat, board, unit
        if not self.of("attack"):
            self.attacking = False
        movable = self.movable()
        if self.tokens.selected not in movable:
            self.tokens.selected = movable[0] if movable else None
        self._picker()

    def of(self, kind: str, **match) -> list:
        return [c for c in self.legal if c.type == kind and all(c.args.get(k) == v for k, v in match.items())]

    def movable(self) -> list[str]:
        """Monsters the traitor may still do something with, in the order of the view."""
        ids = {c["monster"] for c in self.legal if c.type in MONSTER_COMMANDS}
        return [m["id"] for m in self.view.get("monsters") or () if m["id"] in ids] if self.view else []

    def cell_of(self, tile):
        pos = self.view["placed"].get(tile) if tile else None
        return (pos[0], pos[1], pos[2]) if pos else None

    def target_tile(self, target):
        if isinstance(target, int):
            return self.view["players"][target]["tile"]
        return next((m["tile"] for m in self.view.get("monsters") or () if m["id"] == target), None)

    # -- what the board lights ------------------------------------------------------------------
    def targets(self) -> dict:
        out = {}
        if self.attacking:
            for command in self.of("attack"):
                cell = self.cell_of(self.target_tile(command["target"]))
                if cell:
                    out.setdefault(cell, ("attack", command))
        for command in self.of("monster_move", monster=self.tokens.selected):
            cell = self.cell_of(command["to"])
            if cell:
                out[cell] = ("monster_move", command)
        return out

    def click(self, house, pos, cell) -> bool:
        """A click on the board: an attack target, else a monster to choose."""
        if self.attacking and cell is not None:
            here = [c for c in self.of("attack") if self.cell_of(self.target_tile(c["target"])) == cell]
            if len(here) == 1:
                self.submit(here[0])
                return True
            if here:
                self._picker(here)   # several here: the list shows just these
                return True
        if cell is not None and self.targets().get(cell, ("",))[0] == "monster_move":
            return False   # the table submits the move
        hits = [m for m in self.tokens.monster_at(house, self.view, pos) if m in self.movable()]
        if hits:
            current = self.tokens.selected
            self.select(hits[(hits.index(current) + 1) % len(hits)] if current in hits else hits[0])
            return True
        return False

    def select(self, mid: str) -> None:
        self.tokens.selected = mid
        self.refresh(self.view, self.legal, self.seat, self.board, self.u)
        self.on_change()

    def on_change(self) -> None:
        """Set by the table: rebuild the HUD and the lit rooms."""

    def toggle_attack(self) -> None:
        self.attacking = not self.attacking and bool(self.of("attack"))
        self._picker()
        self.on_change()

    # -- HUD buttons -------------------------------------------------------------------------------
    def buttons(self) -> list[tuple[str, object, str]]:
        if not self.active:
            return []
        out = []
        if self.monsters_turn:
            for mid in self.movable():
                m = next(x for x in self.view["monsters"] if x["id"] == mid)
                mark = "» " if mid == self.tokens.selected else ""
                moves = f" · {m['moves']} move{'s' if m['moves'] != 1 else ''}" if m.get("moves") else ""
                out.append((f"{mark}{monster_label(self.view, mid)}{moves}", lambda i=mid: self.select(i),
                            f"monster:select:{mid}"))
            for c in self.of("monster_attack", monster=self.tokens.selected):
                who = self.view["players"][c["target"]]["name"]
                out.append((_("{monster} attacks {name}").format(monster=monster_label(self.view, c["monster"]), name=who),
                            lambda c=c: self.submit(c), button_name(c)))
            # a haunt may let monsters carry (legacy p.20): pick up / put down on its tile
            for kind, verb in (("monster_pick_up", N_("{monster} picks up {thing}")),
                               ("monster_drop", N_("{monster} puts down {thing}"))):
                for c in self.of(kind, monster=self.tokens.selected):
                    out.append((_(verb).format(monster=monster_label(self.view, c["monster"]),
                                               thing=_(self.thing_name(c["thing"]))),
                                lambda c=c: self.submit(c), button_name(c)))
            return out
        if self.of("attack"):
            label = _("Cancel the attack") if self.attacking else _("Attack… ({n})").format(n=len(self.of("attack")))
            out.append((label, self.toggle_attack, "haunt:attack"))
        if not self.words_in_book:
            for c in self.of("haunt_action"):
                out.append((self.action_label(c["action"]), lambda c=c: self.submit(c), button_name(c)))
        for c in self.of("take_object"):
            out.append((_("Take {thing}").format(thing=_(object_name(self.view, c["object"]))), lambda c=c: self.submit(c),
                        button_name(c)))
        for c in self.of("drop_object"):
            out.append((_("Put down {thing}").format(thing=_(object_name(self.view, c["object"]))), lambda c=c: self.submit(c),
                        button_name(c)))
        return out

    def thing_name(self, thing: str) -> str:
        if thing.startswith("object:"):
            return object_name(self.view, thing.split(":", 1)[1])
        card = self.pack.cards.get(thing)
        return card.name if card is not None else thing

    def action_label(self, action_id: str) -> str:
        """"SEEK — Look in the hiding places", from the reader's own book."""
        for book in (self.view["haunt"].get("books") or {}).values():
            for a in book.get("actions") or ():
                if a.get("id") == action_id:
                    return word_label(a.get("word", ""), a.get("label", ""))
        return action_id.replace("_", " ")

    def note(self) -> str:
        if self.monsters_turn and self.movable():
            return _("Click a monster, then a lit room to move it.")
        if self.attacking:
            return _("Click a target lit in red, or choose from the list.")
        if self.active and self.words_in_book and not self.monsters_turn:
            return _("Your action words are in My goals.")   # said to every side alike
        return ""

    # -- the list of attacks -------------------------------------------------------------------------
    def _picker(self, options=None) -> None:
        if not self.attacking or not self.active:
            self.picker.close()
            return
        options = options or self.of("attack")
        me = self.view["players"][self.seat]["tile"] if self.seat is not None else None
        rows = []
        for c in options:
            t = c["target"]
            label = self._who(t) if isinstance(t, int) else _(monster_label(self.view, t))
            if c["weapon"]:
                label = _("{target} with {weapon}").format(target=label, weapon=_(self.pack.cards[c["weapon"]].name))
            if self.target_tile(t) != me:
                label = _("{target} (at a distance)").format(target=label)
            chance = self._odds(c)
            if chance:
                label = _("{attack} — win {chance}").format(attack=label, chance=chance)
            rows.append((label, c))
        self.picker.open(rows, self.board, self.u, self.submit, self.toggle_attack, self._clear_of, self.aside)

    def _clear_of(self) -> tuple[list, list]:
        """The attack list's keep-off rects (every target's room on the floor shown) and
        what else it had better not cover."""
        if self.cell_rect is None:
            return [], []
        cells = {self.cell_of(self.target_tile(c["target"])) for c in self.of("attack")}
        rooms = [self.cell_rect(cell) for cell in cells if cell is not None]
        return [r for r in rooms if r is not None], (self.avoid() if self.avoid is not None else [])


    def _odds(self, command) -> str:
        """"58%": the chance to win the attack, from the dice (``game.odds``); "" if none."""
        from game.odds import attack_win, pct
        from game.ruleset import RULESETS

        try:
            win = attack_win(self.pack, RULESETS[self.view["ruleset"]], self.view, command)
        except (KeyError, TypeError, ValueError):
            return ""
        return "" if win is None else pct(win)

    def _who(self, seat: int) -> str:
        p = self.view["players"][seat]
        explorer = self.pack.explorers.get(p["explorer"])
        if explorer is None:
            return p["name"]
        return _("{name} ({explorer})").format(name=p["name"], explorer=_(explorer.name))

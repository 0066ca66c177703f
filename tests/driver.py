"""Drive games with the random legal player (the fuzzer every rule is tested with)."""

from __future__ import annotations

from game import auto_seats, new_game
from game.bots import RandomPlayer

STOP = ("haunt_revealed", "over")


def start(pack, players=4, seed=1, log_path=None, **options):
    options.setdefault("date", "11-21")
    return new_game("classic", auto_seats(pack, players, seed), seed, pack,
                    options=options, log_path=log_path)


class Driver:
    """Random legal players for every seat of one game."""

    def __init__(self, game, seed=0):
        self.game = game
        self.bots = {}
        self.seed = seed

    def step(self):
        game = self.game
        seat = game.acting_seat()
        bot = self.bots.setdefault(seat, RandomPlayer(self.seed * 97 + seat))
        return game.submit(bot.choose(game.view(seat), game.legal_commands(seat)))

    def run(self, steps=10_000, until=None):
        for _ in range(steps):
            if self.game.phase in STOP or (until is not None and until(self.game)):
                break
            self.step()
        return self.game


def undoing(game, seed: int, every: int, steps: int = 4000):
    """Random legal players for every seat, each taking back its step every ``every``
    steps when it may; yields (step, undos so far) after each step, until the game is over."""
    driver, undone = Driver(game, seed), 0
    for step in range(steps):
        if game.phase == "over":
            return
        seat = game.acting_seat()
        driver.step()
        if step % every == 0 and game.undo_refusal(seat) is None:
            game.undo(seat)
            undone += 1
        yield step, undone


def play(game, steps=10_000, until=None, seed=0):
    return Driver(game, seed).run(steps, until)


def rechain(header: dict, events: list[dict]) -> bytes:
    """A save's bytes written anew from its header and event lines (their ``seq``, ``v``,
    ``b``, ``c`` kept, any ``h`` dropped), each line given the check ``h`` a careful editor
    would work out again (``rechain_lines``)."""
    import json

    def dumps(value) -> bytes:
        return json.dumps(value, separators=(",", ":")).encode()

    return rechain_lines([dumps(header)] + [dumps({k: v for k, v in e.items() if k != "h"}) for e in events])


def rechain_lines(lines: list[bytes]) -> bytes:
    """The header line and the event lines (each a JSON object's text, with or without its
    ``,"h":"..."`` at the end, which goes), each event line given the check ``h`` anew:
    blake2b, 8 bytes in hex, of every byte before it in the file (docs/ENGINE.md, "The
    save file"). Written here from that description, not with the engine's writer, so
    the tests that use it hold the writer to the description too."""
    import hashlib
    import re

    out = [lines[0] + b"\n"]
    before = hashlib.blake2b(out[0], digest_size=8)   # every byte so far, fed once (not again per line)
    for line in lines[1:]:
        body = re.sub(rb',"h":"[0-9a-f]*"}$', b"}", line)[:-1]
        check = before.copy()
        check.update(body)
        written = body + b',"h":"' + check.hexdigest().encode() + b'"}\n'
        before.update(written)
        out.append(written)
    return b"".join(out)


def turn_a_placed_tile(source, dest=None) -> None:
    """Tamper with a save as a careful editor would: the first placed tile turned a quarter
    and every line's check worked out again (``rechain``), so only the turn hashes can
    catch it. Written to ``dest``, or back to ``source``."""
    import json
    from pathlib import Path

    lines = Path(source).read_text().splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    for event in events:
        if event["t"] == "tile_placed":
            event["rot"] = (event["rot"] + 1) % 4
            break
    else:
        raise AssertionError("the save has no tile_placed event to tamper with")
    Path(dest or source).write_bytes(rechain(header, events))


def forge(path, change) -> int:
    """Change the first event ``change`` takes (returns True for), then work out every turn
    hash and every line's check again as a careful forger would. Returns the changed line."""
    import json

    from game.apply import apply_in_place
    from game.hashing import state_hash

    lines = path.read_text().splitlines()
    header, events = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    at = next(i for i, e in enumerate(events) if change(e))
    state: dict = {}
    for event in events:
        body = {k: v for k, v in event.items() if k not in ("seq", "v", "h", "b", "c")}
        if event["t"] == "turn_ended" and event.get("hash") is not None:
            event["hash"] = body["hash"] = state_hash(state)
        apply_in_place(state, body)
    path.write_bytes(rechain(header, events))
    return at + 2


def change_a_die(event) -> bool:
    """Every die of the first roll that has a blank or a one turned to a two."""
    if event["t"] == "dice_rolled" and any(v != 2 for v in event["dice"]):
        event["dice"] = [2] * len(event["dice"])
        event["total"] = sum(event["dice"])
        return True
    return False

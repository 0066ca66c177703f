"""Render one Hollowmere scene to a PNG without a display.

    python tools/screenshot.py --scene title --out shots/title.png [--size 1280x720]
                               [--seed S] [--turns N] [--frames F]
    python tools/screenshot.py --scene board --seed 14 --turns 40 --out shots/board.png
    python tools/screenshot.py --scene board --ruleset legacy --seed 16 --turns 40 --out shots/legacy.png
    python tools/screenshot.py --scene skipping --seed 4 --turns 12 --out shots/skipping.png

Scenes: title, settings, help, credits (``--page N``: N screens down), rules (the in-game rules reference of ``--ruleset``), setup (the new-game screen), board (a game played
``--turns`` turns by bots from ``--seed``, then shown at the next seat's turn), haunt
(bots play from ``--seed`` until the haunt; its split screens, ``--page N`` turned on;
``--haunt ID`` makes it that haunt, e.g. the hidden-traitor ``the_understudy``), goals
(the same haunt's board, the acting person's "My goals" cover up; ``--page 1``: the book
open) and end (a game played to its end by bots: the end scene); saves (the saves list),
replay (a bot game watched from turn ``--turns``) and replay-unfinished (a game stopped
in its haunt, watched; see ``tools/_saved_games.py``);
roll (the board with its last trait roll thrown again at centre stage), haunt-roll (the roll that starts the haunt, thrown on the board) and combat (bots
play to the haunt's first attack, thrown side by side; ``--frames 30``: in flight);
setup-bots (setup with a person and a bot of each level) and skipping (a board while F
skips the bots' turns, its corner plate showing; ``--frames`` is kept to a few, so the
picture is taken mid-skip); tutorial (the guided first game at its lesson ``--page N``).
``--ruleset legacy`` shows setup and board for legacy free play (families, four regions);
``--floor REGION`` shows that floor of the board instead of the acting seat's, and
``--card ID`` a card just drawn, turned face up and read over the board.
The campaign's screens (bots play the chapters first, in a private folder; see
``tools/_campaign_shots.py``): campaigns (the list, one damaged), campaign-setup,
chapter-setup (``--page`` 1: a person's privacy cover, 2: the form behind it, 3: the
introductions), chapter-end (``--page 1``: the fates) and chronicle (``--page`` 0-3: the
timeline, the families, the house, the gallery); the campaign's end (all 14 chapters
played by bots): campaigns-finished, final-end (``--page 1``: the fates and Keep playing),
free-play-setup and chronicle-end (the last page); finale-books (chapter 13's haunt
revealed: ``--page N``) and chapter-books (any chapter's haunt: ``--haunt ID --page N``).
A crowded table (``tools/_table_shots.py``): full-hand (the person carries ``--page N``
cards, 9 by default, in the room ``--room ID``) and attack-list (bots play into the haunt
``--haunt ID`` until a hero may attack; "Attack whom?" open).

The App is built offscreen (SDL's dummy video driver, set here before pygame is
imported), the scene is set up by its entry in ``SCENES``, a few fixed-step frames
run so fog and candles settle, and the drawn surface is saved. Settings are the
defaults, not the player's, so the same command always gives the same picture.

To add a scene (setup, board, haunt, end), register a builder::

    @scene("board")
    def _board(app, args):
        ...  # e.g. play args.turns bot turns from args.seed, then app.push(BoardScene(...))
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Callable

import _screenshot_args as _args

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))  # so `python tools/screenshot.py` finds game/ and scenes/

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

Builder = Callable[[object, argparse.Namespace], None]
SCENES: dict[str, Builder] = {}


def scene(name: str) -> Callable[[Builder], Builder]:
    def register(builder: Builder) -> Builder:
        SCENES[name] = builder
        return builder
    return register


@scene("title")
def _title(app, args) -> None:
    from scenes.setup.setup_scene import title_entries
    from scenes.menu.title import TitleScene

    app.push(TitleScene(app, entries=title_entries()))  # the menu as the game opens it


@scene("rules")
def _rules(app, args) -> None:
    """The rules reference of ``--ruleset`` (as Esc → Rules opens it on the board);
    ``--search WORDS`` typed into its search (the matches marked, scrolled to the first)."""
    from scenes.kit.intents import Text
    from scenes.menu.rules_scene import RulesScene

    app.push(RulesScene(app, args.ruleset))
    if args.search:
        app.run_frames(2)
        app.dispatch(Text(args.search))


@scene("accessibility")
def _accessibility(app, args) -> None:
    from scenes.menu.accessibility_scene import AccessibilityScene

    app.push(AccessibilityScene(app))


@scene("settings")
def _settings(app, args) -> None:
    from scenes.menu.settings_scene import SettingsScene

    _title(app, args)  # underneath, as in the game, so Back has somewhere to go
    app.push(SettingsScene(app))


@scene("help")
def _help(app, args) -> None:
    from scenes.menu.help_scene import HelpScene

    _title(app, args)
    page = HelpScene(app)
    app.push(page)
    if getattr(args, "page", 0):   # --page N: N screens down
        app.run_frames(2)
        page.scroll = page.target = min(page.max_scroll, args.page * page.content.h * 0.9)


@scene("credits")
def _credits(app, args) -> None:
    """About and credits (Title → Credits); ``--page N`` scrolls N screens down."""
    from scenes.menu.credits_scene import CreditsScene

    _title(app, args)
    credits = CreditsScene(app)
    app.push(credits)
    if getattr(args, "page", 0):
        app.run_frames(2)
        credits.scroll = credits.target = min(credits.max_scroll, args.page * credits.content.h * 0.9)


@scene("setup")
def _setup(app, args) -> None:
    from scenes.setup.setup_scene import SetupScene

    _title(app, args)
    if args.ruleset == "legacy":
        from scenes.setup.legacy_setup import LegacySetupScene

        setup = LegacySetupScene(app, seed=args.seed)
        app.push(setup)
        setup.deal()  # every seat with a family, so the cards show who plays them
        return
    app.push(SetupScene(app, seed=args.seed, today="11-21"))


@scene("setup-bots")
def _setup_bots(app, args) -> None:
    """Setup with four seats dealt: a person, then a random, a sensible and a cunning bot."""
    from scenes.setup.seat_players import CHOICES, seat_player

    _setup(app, args)
    setup = app.top
    if len(setup.seats) < len(CHOICES):
        setup.add_seat()
    for seat, choice in zip(setup.seats, CHOICES):
        seat.update(seat_player(choice))
    setup.deal()


BOARD_NAMES = ("Ada", "Bram", "Cora", "Dov", "Esme", "Finn")


def board_game(args, pack):
    """(a fresh 4-seat game of ``--ruleset`` from ``--seed``, its random bots by seat)."""
    from game import auto_seats, new_game
    from game.bots import RandomPlayer

    if args.ruleset == "legacy":  # seats named for a member of their family
        from scenes.board.art.family_art import family_info

        seats = [{"name": family_info(pack, f)["members"][0], "explorer": f} for f in list(pack.explorers)[:4]]
    else:
        seats = [dict(seat, name=BOARD_NAMES[i]) for i, seat in enumerate(auto_seats(pack, 4, args.seed))]
    game = new_game(args.ruleset, seats, seed=args.seed, content=pack, options={"date": "11-21"})
    return game, {s: RandomPlayer(args.seed * 31 + s) for s in range(len(seats))}


@scene("board")
def _board(app, args) -> None:
    """A 4-seat game played ``--turns`` turns by bots from ``--seed``, then shown with
    every seat human, so the HUD offers the next seat's legal commands."""
    from game import load_pack
    from scenes.board.play import PLAYED_PHASES, PlayScene

    pack = load_pack(args.ruleset)

    def play(turns):
        game, bots = board_game(args, pack)
        while game.state["turns_taken"] < turns and game.phase in PLAYED_PHASES:
            seat = game.acting_seat()
            game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        return game

    game = play(args.turns)
    if game.phase not in PLAYED_PHASES:  # it ended first: show the board a turn before the end
        game = play(max(0, game.state["turns_taken"] - 1))
    _title(app, args)
    # the log opens on the story so far; a game already in the haunt shows its board, not
    # its split screens (those are the "haunt" scene)
    play = PlayScene(app, game, bot_seats=set(), books_read=True)
    app.push(play)
    if args.floor:  # another floor than the one the seat stands on
        if args.floor not in pack.regions:
            raise SystemExit(f"screenshot: no floor {args.floor!r}; one of: {', '.join(pack.regions)}")
        app.run_frames(2)
        play.table.show_region(args.floor)
    if getattr(args, "way", False):  # the pointer on the farthest room the acting person can walk to
        app.run_frames(2)
        _point_at_way(app, play)
    if args.card:  # a card just drawn, face up on the stage (read for --frames)
        if args.card not in pack.cards:
            raise SystemExit(f"screenshot: no card {args.card!r} in the {args.ruleset} pack")
        play.presenter.cards.show(args.card, None)


def _point_at_way(app, play) -> None:
    from scenes.kit.intents import Hover

    ways = play.table.ways.paths
    if not ways:
        raise SystemExit("screenshot: the acting seat can walk nowhere at this turn (try another --turns)")
    tile = max(ways, key=lambda t: (ways[t].cost, len(ways[t].steps), t))
    region, x, y = play.view["placed"][tile][:3]
    play.table.show_region(region)
    play.table.house.focus(region, x, y, instant=True)
    play.hints.dismiss()
    app.dispatch(Hover(play.table.house.screen_rect(region, x, y).center))


@scene("cut-button")
def _cut_button(app, args) -> None:
    """A board whose HUD has a button shortened to fit (a legacy action word's rule, say):
    bots play from ``--seed`` until one is offered; ``--hover button`` rests on it."""
    from game import load_pack
    from scenes.board.play import PLAYED_PHASES, PlayScene

    pack = load_pack(args.ruleset)
    game, bots = board_game(args, pack)
    _title(app, args)
    for _ in range(4000):
        if game.phase not in PLAYED_PHASES:
            break
        seat = game.acting_seat()
        legal = game.legal_commands(seat)
        if any(c.type == "tile_action" for c in legal):
            scene = PlayScene(app, game, bot_seats=set(), books_read=True)
            app.push(scene)
            if any(b.full_label for b in scene.table.hud.buttons.widgets):
                return
            app.pop()
        game.submit(bots[seat].choose(game.view(seat), legal))
    raise SystemExit("screenshot: no button was cut short in that game")


@scene("skipping")
def _skipping(app, args) -> None:
    """Ada (a person) and three sensible bots, ``--turns`` turns in; a bot plays next and
    F has been pressed: the bots are skipping ahead to Ada's turn."""
    from game import auto_seats, load_pack, new_game
    from game.bots import make_bot
    from scenes.kit.intents import Key
    from scenes.board.play import PlayScene

    pack = load_pack("classic")
    seats = [dict(seat, name=BOARD_NAMES[i], bot=None if i == 0 else "sensible")
             for i, seat in enumerate(auto_seats(pack, 4, args.seed))]
    game = new_game("classic", seats, seed=args.seed, content=pack, options={"date": "11-21", "first_player": 1})
    bots = {s: make_bot("sensible", args.seed * 31 + s, pack=pack) for s in range(len(seats))}
    while game.phase == "explore" and (game.state["turns_taken"] < args.turns or game.acting_seat() == 0):
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    _title(app, args)
    play = PlayScene(app, game)
    app.push(play)
    app.dispatch(Key("f"))
    args.frames = min(args.frames, 3)   # a few frames only: still skipping when the picture is taken


def bot_game(args, until):
    """A 4-seat game played by bots from ``--seed`` until ``until(game)`` (or its end);
    with ``--haunt ID`` every other haunt counts as played, so the haunt is that one."""
    from game.bots import RandomPlayer

    game = fresh_bot_game(args)
    bots = {s: RandomPlayer(args.seed * 31 + s) for s in range(len(game.state["players"]))}
    while not until(game) and game.phase != "over":
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    return game


def fresh_bot_game(args):
    """The game ``bot_game`` plays, not yet begun: classic, or legacy free play with
    ``--ruleset legacy`` (the starting house, its haunts)."""
    from game import auto_seats, load_pack, new_game

    if getattr(args, "ruleset", "classic") == "legacy":
        pack = load_pack("legacy")
        options = {}
        if getattr(args, "haunt", None):
            if args.haunt not in pack.haunts:
                raise SystemExit(f"screenshot: no haunt {args.haunt!r}; one of: {', '.join(sorted(pack.haunts))}")
            options["skip_haunts"] = sorted(h for h in pack.haunts if h != args.haunt)
        return new_game("legacy", auto_seats(pack, 4, args.seed), seed=args.seed, content=pack, options=options)
    pack = load_pack("classic")
    options = {"date": "11-21"}
    if getattr(args, "haunt", None):
        if args.haunt not in pack.haunts:
            raise SystemExit(f"screenshot: no haunt {args.haunt!r}; one of: {', '.join(sorted(pack.haunts))}")
        options["skip_haunts"] = sorted(h for h in pack.haunts if h != args.haunt)
    seats = [dict(seat, name=BOARD_NAMES[i]) for i, seat in enumerate(auto_seats(pack, 4, args.seed))]
    return new_game("classic", seats, seed=args.seed, content=pack, options=options)


@scene("haunt")
def _haunt(app, args) -> None:
    """Bots play from ``--seed`` until the haunt begins; the board opens with every seat
    human and the haunt's split screens on top. ``--page N`` turns N pages on (holds
    included); past the last page it is the board in the haunt, ``--turns`` more bot
    turns on."""
    from game.bots import RandomPlayer
    from _saved_games import open_split_screens
    from scenes.board.play import HAUNT_PHASES

    game = bot_game(args, lambda g: g.phase in HAUNT_PHASES)
    if game.phase not in HAUNT_PHASES:
        raise SystemExit(f"screenshot: seed {args.seed} ends before a haunt; try another --seed")
    bots = {s: RandomPlayer(args.seed * 31 + s) for s in range(len(game.state["players"]))}
    start = game.state["turns_taken"]
    while args.turns and game.phase in HAUNT_PHASES and game.state["turns_taken"] < start + args.turns:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
    _title(app, args)
    open_split_screens(app, game, args.page)


@scene("goals")
def _goals(app, args) -> None:
    """The haunt's board once its split screens are read (``--haunt``, ``--seed`` as for
    haunt): the acting person has pressed "My goals" and its cover is up; ``--page 1``
    holds the cover's button, and the book is open."""
    from scenes.kit.hold import HOLD_TIME
    from scenes.kit.intents import Press, Release
    from scenes.board.play import PlayScene

    page, args.page = args.page, 99
    _haunt(app, args)
    play = app.top
    if not isinstance(play, PlayScene) or play.table.goals.owner is None:
        raise SystemExit(f"screenshot: nobody can open My goals at seed {args.seed}; try another --seed")
    goals = play.table.goals
    goals.cover()
    if page:
        goals.handle(Press(goals.hold.rect.center))
        app.run_frames(int(HOLD_TIME * 60) + 2)
        goals.handle(Release(goals.hold.rect.center))


@scene("end")
def _end(app, args) -> None:
    """A 4-seat game played to its end by bots from ``--seed``: the end scene."""
    from scenes.board.end_scene import EndScene

    game = bot_game(args, lambda g: False)
    _title(app, args)
    app.push(EndScene(app, game))


def roll_played_live(app, args, make, wanted, enough, after_card: bool = False) -> None:
    """Bots play ``make()`` (a fresh game and its bots), remembering the last command
    whose events hold a roll ``wanted(roll)`` accepts with no card drawn before it (so
    the roll is the first thing shown; ``after_card``: a card and other rolls may come
    first, as an omen does before the haunt roll), until ``enough(game, roll or None)``. The same
    game is played again up to just before that command, the board opened on it and the
    command submitted there: its roll is thrown as in play, ``--frames`` into it."""
    from scenes.board.play import PLAYED_PHASES, PlayScene

    game, bots = make()
    commands, found = [], None
    while game.phase in PLAYED_PHASES:
        seat = game.acting_seat()
        command = bots[seat].choose(game.view(seat), game.legal_commands(seat))
        events = game.submit(command)
        commands.append(command)
        first = next((i for i, e in enumerate(events) if e["t"] == "dice_rolled" and e.get("dice")
                      and (not after_card or wanted(e))), None)
        hit = None
        if first is not None and wanted(events[first]) and (
                after_card or all(e["t"] != "card_drawn" for e in events[:first])):
            found, hit = len(commands) - 1, events[first]
        if enough(game, hit):
            break
    if found is None:
        raise SystemExit(f"screenshot: no such roll in seed {args.seed}; try another --seed or --turns")
    game, _bots = make()
    for command in commands[:found]:
        game.submit(command)
    _title(app, args)
    play = PlayScene(app, game, bot_seats=set(), books_read=True)
    app.push(play)
    app.run_frames(2)
    play.presenter.skip()
    play.submit(commands[found])


@scene("roll")
def _roll(app, args) -> None:
    """A game as for board (``--ruleset``, ``--seed``, ``--turns``) played up to its last
    trait roll in those turns, which is then made on the board: thrown at centre stage,
    ``--frames`` into it (about 30: the dice in flight; 120: at rest, the total and its
    meaning up)."""
    from game import load_pack

    pack = load_pack(args.ruleset)
    roll_played_live(app, args, lambda: board_game(args, pack),
                     lambda roll: roll.get("trait") and roll.get("why") not in ("attack", "defend"),
                     lambda game, _hit: game.state["turns_taken"] >= args.turns)


@scene("haunt-roll")
def _haunt_roll(app, args) -> None:
    """A game as for board (``--ruleset``, ``--seed``) played by bots until the roll that
    starts the haunt, which is then made on the board: the dice at centre stage with their
    verdict ("the haunt begins!"), ``--frames`` into it, before the haunt's split screens."""
    from game import load_pack

    pack = load_pack(args.ruleset)
    roll_played_live(app, args, lambda: board_game(args, pack),
                     lambda roll: roll.get("why") == "haunt roll",
                     lambda game, hit: hit is not None and game.phase != "explore", after_card=True)


@scene("combat")
def _combat(app, args) -> None:
    """Bots play a classic game from ``--seed`` to the haunt's first attack, which is
    then made on the board: attacker and defender roll side by side, ``--frames`` into
    it. With ``--turns N``, an explorer's attack within N more turns instead, if one
    comes (else the last attack by then)."""
    from game.bots import RandomPlayer

    def make():
        game = fresh_bot_game(args)
        return game, {s: RandomPlayer(args.seed * 31 + s) for s in range(len(game.state["players"]))}

    first = []

    def enough(game, hit) -> bool:
        if hit is not None:
            first.append(first[0] if first else game.state["turns_taken"])
            if not args.turns or hit.get("seat") is not None:
                return True
        return bool(first) and game.state["turns_taken"] > first[0] + args.turns

    roll_played_live(app, args, make, lambda roll: roll.get("why") == "attack", enough)


# saves (the saves list, with damaged files) and replay (the viewer mid-game): tools/_saved_games.py
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))  # loaded by path (a test): find its neighbour
from _saved_games import saved_game_scenes  # noqa: E402 (after the path or the environment is set)

SCENES.update(saved_game_scenes())
from _campaign_shots import campaign_shot_scenes  # noqa: E402 (after the path or the environment is set)

SCENES.update(campaign_shot_scenes())
from _portrait_sheet import portrait_scenes  # noqa: E402 (after the path or the environment is set)

SCENES.update(portrait_scenes())
from _table_shots import table_shot_scenes  # noqa: E402 (after the path or the environment is set)

SCENES.update(table_shot_scenes(lambda args: fresh_bot_game(args)))


def hover_point(app, what: str) -> tuple[int, int]:
    """Where ``--hover`` rests the pointer: "X,Y"; on a board, "room" (the acting
    explorer's room) or "button" (the HUD's first button cut short, else its first)."""
    if "," in what:
        x, y = (int(v) for v in what.split(","))
        return x, y
    table = getattr(app.top, "table", None)
    if table is None:
        raise SystemExit(f"screenshot: --hover {what} needs a board")
    if what == "button":
        buttons = table.hud.buttons.widgets
        if not buttons:
            raise SystemExit("screenshot: no button on the HUD to hover")
        return next((b for b in buttons if b.full_label), buttons[0]).rect.center
    seat = table.turn_seat if table.turn_seat is not None else 0
    region, x, y = table.view["placed"][table.view["players"][seat]["tile"]][:3]
    table.show_region(region)
    return table.house.screen_rect(region, x, y).center


@scene("tutorial")
def _tutorial(app, args) -> None:
    """The guided first game at its lesson ``--page`` (0: the welcome), reached as a player
    who only says Next gets there (the haunt's pages read on)."""
    from scenes.haunt.haunt_split import HauntSplitScene
    from scenes.tutorial.lessons import LESSONS
    from scenes.tutorial.tutorial_scene import TutorialScene

    app.push(TutorialScene(app))
    app.run_frames(2)
    tutorial, goal = app.top, LESSONS[max(0, min(args.page, len(LESSONS) - 1))]
    for _ in range(400):
        if isinstance(app.top, HauntSplitScene):
            app.top.advance()
        elif tutorial.showing() is goal:
            break
        else:
            tutorial.next()
        app.run_frames(3)
        while tutorial.presenter.busy:
            tutorial.presenter.skip()
            app.run_frames(1)


def build_parser() -> argparse.ArgumentParser:
    return _args.build_parser(SCENES)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    builder = SCENES.get(args.scene)
    if builder is None:
        print(f"screenshot: unknown scene {args.scene!r}; known scenes: {', '.join(SCENES)}",
              file=sys.stderr)
        return 2

    import shutil

    from _saved_games import private_home
    from game import i18n
    from scenes.app import App
    from scenes.kit.settings import Settings

    before = os.environ.get("HOLLOWMERE_HOME")
    home = private_home()   # the same command gives the same picture, whatever the player's folder holds
    settings = Settings().with_changes(ui_scale=args.ui_scale, text_size=args.text_size,
                                       colour_blind=args.colour_blind, language=args.language)
    app = App(args.size, offscreen=True, settings=settings, seed=args.seed)
    try:
        builder(app, args)
        if args.hover:   # the pointer comes to rest there: the hover layer's tooltip
            from scenes.kit.intents import Hover

            app.run_frames(30)
            app.dispatch(Hover(hover_point(app, args.hover)))
        app.run_frames(args.frames)
        app.draw()
        args.out.parent.mkdir(parents=True, exist_ok=True)
        app.save_png(args.out)
        if args.simulate:
            from _colour_blind import simulate_png

            simulate_png(args.out, args.simulate)
    finally:
        app.close()
        i18n.set_language("en")
        shutil.rmtree(home, ignore_errors=True)
        if before is None:
            os.environ.pop("HOLLOWMERE_HOME", None)
        else:
            os.environ["HOLLOWMERE_HOME"] = before
    print(f"wrote {args.out} ({args.size[0]}x{args.size[1]}, scene {args.scene})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

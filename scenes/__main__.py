"""``hollowmere``: the console entry point (also ``python -m scenes``).

Arguments are parsed before pygame is imported, so ``hollowmere --version`` and
``--help`` are instant and work on a machine with no display at all.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys


def _version() -> str:
    from game.version import __version__

    return __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hollowmere",
        description="Hollowmere: a haunted-house board game for 3-6 people at one computer.",
    )
    parser.add_argument("--version", action="version", version=f"hollowmere {_version()}")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None,
                      help="open in a window (overrides the saved setting)")
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true",
                      help="open fullscreen (overrides the saved setting)")
    watch = parser.add_argument_group("watching bots play")
    watch.add_argument("--autoplay", action="store_true",
                       help="four bots play a whole game on their own, from the setup screen to the "
                            "end scene (F skips ahead to the end)")
    watch.add_argument("--autoplay-level", default=None, metavar="LEVEL",
                       help="the bots' level with --autoplay: random, sensible (default) or cunning")
    watch.add_argument("--seed", type=int, default=None, metavar="N",
                       help="with --autoplay: the seed of the deal and the game (default: a fresh one)")
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:   # a dedicated server for online tables: no window, no pygame
        from server.__main__ import main as serve

        return serve(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    autoplay = None
    if not args.autoplay and (args.autoplay_level is not None or args.seed is not None):
        parser.error("--autoplay-level and --seed go with --autoplay")
    if args.autoplay:
        args.autoplay_level = args.autoplay_level or "sensible"
        from game.bots import LEVELS  # only now: --help and --version stay instant

        if args.autoplay_level not in LEVELS:
            parser.error(f"--autoplay-level must be one of {', '.join(LEVELS)} (not {args.autoplay_level!r})")
        autoplay = args.autoplay_level
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.paths import DataFolderError, check_writable

    try:
        check_writable()  # before a window opens: a read-only home is said in words
    except DataFolderError as exc:
        print(exc, file=sys.stderr)
        _tell_in_a_window(str(exc))
        return 2
    return run_game(fullscreen=args.fullscreen, autoplay=autoplay, seed=args.seed)


def _tell_in_a_window(message: str) -> None:
    """The same words in a message box, for a player who started the app from a menu
    (no terminal to read). Not on SDL's dummy driver (tests, tools) or when
    ``HOLLOWMERE_NO_DIALOG=1``; a system that cannot show one has the stderr line."""
    if os.environ.get("SDL_VIDEODRIVER") == "dummy" or os.environ.get("HOLLOWMERE_NO_DIALOG") == "1":
        return
    try:
        import pygame

        pygame.display.message_box("Hollowmere cannot start", message, message_type="error")
    except Exception:
        pass


def run_game(fullscreen: bool | None = None, autoplay: str | None = None, seed: int | None = None) -> int:
    """Open the window on the title, or (``autoplay``: a bot level) on a game of bots."""
    from scenes.app import App  # pygame is imported here, after the arguments

    app = App(fullscreen=fullscreen)
    open_first_scenes(app, autoplay, seed)
    app.run()
    return 0


def open_first_scenes(app, autoplay: str | None = None, seed: int | None = None) -> None:
    """The title menu; with ``autoplay``, a setup screen of bots of that level above it,
    which starts the game itself (``scenes.setup.autoplay``)."""
    if autoplay:
        from scenes.setup.autoplay import open_autoplay

        open_autoplay(app, autoplay, seed)
        return
    from scenes.setup.setup_scene import title_entries
    from scenes.menu.title import TitleScene

    app.push(TitleScene(app, entries=title_entries()))


if __name__ == "__main__":
    sys.exit(main())

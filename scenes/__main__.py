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
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return run_game(fullscreen=args.fullscreen)


def run_game(fullscreen: bool | None = None) -> int:
    from scenes.app import App  # pygame is imported here, after the arguments
    from scenes.setup_scene import title_entries
    from scenes.title import TitleScene

    app = App(fullscreen=fullscreen)
    app.push(TitleScene(app, entries=title_entries()))
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())

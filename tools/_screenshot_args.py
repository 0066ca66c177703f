"""The command line of tools/screenshot.py: its options and their checks."""

from __future__ import annotations

import argparse
from pathlib import Path


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if w < 64 or h < 64:
        raise argparse.ArgumentTypeError("size must be at least 64x64")
    return w, h


def build_parser(scenes) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="Render a Hollowmere scene to a PNG, headless.")
    parser.add_argument("--scene", required=True, help=f"one of: {', '.join(scenes)}")
    parser.add_argument("--out", required=True, type=Path, help="PNG file to write")
    parser.add_argument("--size", type=parse_size, default=(1280, 720), help="WxH (default 1280x720)")
    parser.add_argument("--seed", type=int, default=0, help="seed for scenery and games")
    parser.add_argument("--turns", type=int, default=0, help="turns to play first (game scenes)")
    parser.add_argument("--ruleset", choices=("classic", "legacy"), default="classic",
                        help="rules for the setup and board scenes (default classic)")
    parser.add_argument("--page", type=int, default=0, help="haunt: pages of the split screens to turn")
    parser.add_argument("--floor", help="board: the floor shown (basement, ground, upper; legacy: outside too)")
    parser.add_argument("--way", action="store_true",
                        help="board: point at the farthest room the acting seat can walk to (its way and cost)")
    parser.add_argument("--card", help="board: a card (its id) just drawn, turned face up and read")
    parser.add_argument("--room", help="full-hand: the room (its id) the person stands in (default map_room)")
    parser.add_argument("--search", help="rules: words typed into the rules search")
    parser.add_argument("--haunt", help="chapter-books: the chapter's haunt; haunt, goals: the haunt that begins (its id), every other one skipped")
    parser.add_argument("--ui-scale", type=int, default=100, help="UI scale, per cent (80-150)")
    parser.add_argument("--text-size", type=int, default=100, help="text size, per cent (100-130)")
    parser.add_argument("--colour-blind", action="store_true", help="the colour-blind-safe palette")
    parser.add_argument("--hover", help='rest the pointer: "X,Y", or on a board "room" or "button"')
    parser.add_argument("--simulate", choices=("deuteranopia", "protanopia"),
                        help="write the picture as a viewer with that colour blindness sees it")
    parser.add_argument("--language", default="en",
                        help="the interface's language: en, or a catalogue's code (de; qps, the pseudo-locale)")
    parser.add_argument("--frames", type=int, default=120,
                        help="frames of 1/60 s to run before the picture (default 120)")
    return parser

"""Render How to play's pictures from the game itself, into ``assets/help/``.

    python tools/help_pictures.py            # all of them
    python tools/help_pictures.py --only cards
    python tools/help_pictures.py --language de   # German's, into assets/help/de/

Each picture is a scene drawn by ``tools/screenshot.py`` (the same builders, the same
fixed seeds, so the same picture every time), cut to the part that matters and scaled
to ``WIDTH`` pixels wide. Run it again when the board's looks change; How to play shows
whatever is in ``assets/help`` and leaves a section without its picture if the file is
missing.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "assets" / "help"
WIDTH = 480

# name -> (screenshot.py arguments, the part kept: left, top, width, height as shares of the
# frame[, the picture's width in pixels when not WIDTH])
PICTURES: dict[str, tuple] = {
    "house": (["--scene", "board", "--seed", "3", "--turns", "24"], (0.33, 0.22, 0.36, 0.62), 400),
    "explore": (["--scene", "tutorial", "--page", "1"], (0.21, 0.18, 0.6, 0.82)),
    "cards": (["--scene", "tutorial", "--page", "2"], (0.21, 0.18, 0.79, 0.82)),
    "traits": (["--scene", "tutorial", "--page", "0"], (0.0, 0.08, 0.21, 0.36), 320),
    "haunt_roll": (["--scene", "haunt-roll", "--seed", "4"], (0.0, 0.0, 1.0, 1.0)),
    "haunt": (["--scene", "haunt", "--seed", "4"], (0.0, 0.0, 1.0, 1.0)),
}


def render(name: str, language: str = "en") -> Path:
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    args, (left, top, width, height), *wide = PICTURES[name]
    size = wide[0] if wide else WIDTH
    with tempfile.TemporaryDirectory() as tmp:
        frame = Path(tmp) / "frame.png"
        subprocess.run([sys.executable, str(REPO / "tools" / "screenshot.py"), *args, "--language", language,
                        "--out", str(frame)], check=True, cwd=REPO, stdout=subprocess.DEVNULL)
        image = pygame.image.load(str(frame))
    w, h = image.get_size()
    part = image.subsurface(pygame.Rect(int(left * w), int(top * h), int(width * w), int(height * h)))
    scaled = pygame.transform.smoothscale(part, (size, round(size * part.get_height() / part.get_width())))
    out = OUT if language == "en" else OUT / language   # (another language's words on the board)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{name}.png"
    pygame.image.save(scaled, str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(PICTURES), help="just this picture")
    parser.add_argument("--language", default="en", help="the board's language (not en: into assets/help/LANG/)")
    args = parser.parse_args(argv)
    for name in [args.only] if args.only else PICTURES:
        path = render(name, args.language)
        print(f"wrote {path.relative_to(REPO)} ({path.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render the app icon (``scenes.app._icon``, the window's icon) to files for the build.

    python tools/make_icon.py            # writes packaging/hollowmere.png (256x256) and .ico

The window icon is drawn in code at 32x32; this scales the same drawing up (smooth, so
the 256px picture stays soft at its edges) for the PyInstaller build's icon
(``tools/build_app.py``: the .ico on Windows; macOS converts the PNG) and the Linux
desktop entry (``packaging/hollowmere.desktop``). The outputs are committed, so a build
needs no display and no extra tool.
"""

from __future__ import annotations

import os
import struct
import sys
from io import BytesIO
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

OUT = REPO / "packaging"
SIZES = (16, 32, 48, 256)


def icon_surface(size: int):
    import pygame

    from scenes.app import _icon

    base = _icon()
    return base if size == base.get_width() else pygame.transform.smoothscale(base, (size, size))


def _png_bytes(surface) -> bytes:
    import pygame

    buf = BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def ico_bytes(sizes=SIZES) -> bytes:
    """A Windows .ico holding one PNG per size (Vista and later read PNG entries)."""
    images = [(size, _png_bytes(icon_surface(size))) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images:
        dim = 0 if size >= 256 else size  # 0 means 256 in an .ico directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def main(argv: list[str] | None = None) -> int:
    import argparse

    import pygame

    argparse.ArgumentParser(description=f"Write the app icon to {OUT.name}/hollowmere.png (256x256) "
                                        "and hollowmere.ico.").parse_args(argv)

    pygame.display.init()
    OUT.mkdir(exist_ok=True)
    pygame.image.save(icon_surface(256), str(OUT / "hollowmere.png"))
    (OUT / "hollowmere.ico").write_bytes(ico_bytes())
    print(f"wrote {OUT / 'hollowmere.png'} and {OUT / 'hollowmere.ico'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

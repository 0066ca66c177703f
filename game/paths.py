"""Where Hollowmere keeps its files.

Saves live under platformdirs' user data dir and settings under its user config dir.
``HOLLOWMERE_HOME`` overrides both (tests always point it at a temp dir), so nothing a
test does can touch a player's real saves.
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "hollowmere"


def _platformdirs():
    # imported when a folder is first asked for, so the engine and tools/validate_content.py
    # run with PyYAML alone
    import platformdirs

    return platformdirs


def _home_override() -> Path | None:
    value = os.environ.get("HOLLOWMERE_HOME")
    return Path(value) if value else None


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(_platformdirs().user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(_platformdirs().user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def package_root() -> Path:
    """The folder that holds ``game/``, ``content/`` and ``assets/``.

    From a checkout (or ``pip install -e .``) that is the repository; from a plain
    ``pip install .`` it is site-packages, where ``content`` and ``assets`` are
    installed as data packages beside ``game``.
    """
    return Path(__file__).resolve().parent.parent


def content_root() -> Path:
    return package_root() / "content"


def assets_root() -> Path:
    return package_root() / "assets"

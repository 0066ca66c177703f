"""YAML is read with the safe loader only: PyYAML's C build of it when there is one (the
same rules, several times faster), else the pure-Python one. Every reader of a content or
tool file goes through ``safe_load``."""

from __future__ import annotations

import yaml

SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(stream):
    """``yaml.safe_load``, by the C build when PyYAML has one."""
    return yaml.load(stream, Loader=SAFE_LOADER)

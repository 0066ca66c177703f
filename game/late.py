"""Modules imported at their first use.

Some of the rules' modules call into each other both ways, and importing one package
from another at load time would also register commands in another order (the order
``legal_commands`` lists them in, which seeded bots depend on). Such a module is named
at the top as ``late(globals(), "_name", "game.package.module")``: the first attribute
read imports it and puts the module itself in that global, so later calls cost a plain
attribute read (an import statement inside a function costs a microsecond or more every
call, and these run every turn).
"""

from __future__ import annotations

import importlib


class LateModule:
    """Stands in a module's globals for a module until its first use."""

    __slots__ = ("_where", "_name", "_module")

    def __init__(self, where: dict, name: str, module: str) -> None:
        self._where, self._name, self._module = where, name, module

    def __getattr__(self, attr):
        module = importlib.import_module(self._module)
        self._where[self._name] = module  # (from now on the global is the module)
        return getattr(module, attr)

    def __repr__(self) -> str:
        return f"<{self._module}, imported at its first use>"


def late(where: dict, name: str, module: str) -> LateModule:
    """``where[name]``: ``module``, imported when first used (see the module docstring)."""
    return LateModule(where, name, module)

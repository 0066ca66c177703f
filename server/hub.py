"""The tables one server holds, each in its own folder under the server's root; on start,
every table found there is resumed from its save."""

from __future__ import annotations

import logging
import secrets
from pathlib import Path

from game import LogError

from .protocol import Create
from .table import Table, TableError

log = logging.getLogger(__name__)


class Hub:
    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self.root.mkdir(parents=True, exist_ok=True)
        self.tables: dict[str, Table] = {}
        for folder in sorted(p for p in self.root.iterdir() if (p / "table.json").is_file()):
            try:
                self.tables[folder.name] = Table.resume(folder)
            except (LogError, OSError, ValueError, KeyError) as exc:   # one bad table costs only itself
                log.warning("table %s not resumed: %s", folder.name, exc)

    def create(self, spec: Create) -> tuple[Table, str, str]:
        """A new table: it, its join code and its host token."""
        table_id = secrets.token_hex(6)
        made = Table.create(self.root / table_id, spec)
        self.tables[table_id] = made[0]
        return made

    def adopt(self, game) -> tuple[Table, str, str]:
        """A lobby table for a game begun elsewhere (a campaign's chapter): it, its join
        code and its host token."""
        table_id = secrets.token_hex(6)
        made = Table.adopt(self.root / table_id, game)
        self.tables[table_id] = made[0]
        return made

    def reopen(self, table_id: str) -> tuple[str, str]:
        """A resumed table hosted again: its new join code and host token (``Table.reopen``)."""
        return self.get(table_id).reopen()

    def get(self, table_id: str) -> Table:
        table = self.tables.get(table_id) if isinstance(table_id, str) else None
        if table is None:
            raise TableError("no such table on this server")
        return table

    def close(self) -> None:
        for table in self.tables.values():
            table.close()

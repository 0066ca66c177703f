"""game/'s modules import one another without a cycle, and never the front end or the tools.

The graph is read from the source (ast), every import counted: at the top of a module,
inside a function, under ``if``/``try``. ``from X import y`` is an edge to ``X.y`` when
that is a module, else to ``X``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import game.engine as engine

ROOT = Path(__file__).resolve().parent.parent


def _modules() -> dict[str, Path]:
    out = {}
    for path in sorted((ROOT / "game").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _imported(name: str, path: Path, node) -> list[str]:
    """The full names a node imports (modules or names in them)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    if node.level:
        base = package.split(".")[: len(package.split(".")) - node.level + 1]
        module = ".".join(base + ([node.module] if node.module else []))
    else:
        module = node.module or ""
    return [f"{module}.{a.name}" for a in node.names] + [module]


def import_graph() -> dict[str, set[str]]:
    """module -> the modules of the project (game, scenes, tools) it imports."""
    modules = _modules()
    graph = {}
    for name, path in modules.items():
        edges = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = _imported(name, path, node)
                for target in names:
                    if target in modules and target != name:
                        edges.add(target)
                        break  # (``from X import y``: X.y when a module, else X)
                    if target.split(".")[0] in ("scenes", "tools"):
                        edges.add(target)
                        break
        graph[name] = edges
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


@pytest.mark.slow
def test_the_graph_sees_imports_inside_functions():
    graph = import_graph()
    assert "game.haunt.victory" in graph["game.rules.traits"]  # (at the top)
    assert "game.rules.turn" in graph["game.campaign.free_play"]  # (inside a function)
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.slow
def test_no_module_of_game_imports_another_in_a_cycle():
    assert _cycles(import_graph()) == []


@pytest.mark.slow
def test_no_module_of_game_imports_the_front_end_or_the_tools():
    bad = {name: sorted(t for t in edges if t.split(".")[0] in ("scenes", "tools"))
           for name, edges in import_graph().items()}
    assert {name: targets for name, targets in bad.items() if targets} == {}


def test_legal_commands_list_command_types_in_the_fixed_order_not_the_import_order():
    import game  # noqa: F401  (every rule registered)
    assert set(engine.RULES) == set(engine.COMMAND_ORDER)
    assert [kind for kind, _ in engine._in_order()] == list(engine.COMMAND_ORDER)
    saved = dict(engine.RULES)
    try:  # registered again, last: listed where the order says all the same
        engine.RULES["use_item"] = engine.RULES.pop("use_item")
        assert [kind for kind, _ in engine._in_order()][0] == "use_item"
    finally:
        engine.RULES.clear()
        engine.RULES.update(saved)

"""The linter's bargain (pyproject.toml [tool.ruff]; .ci/run runs `ruff check .` before
the tests): every `# noqa` left in the code names the rule it waives and says why."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOQA = re.compile(r"(?<!`)#\s*noqa\b(?P<rest>.*)$")   # (not one quoted in prose, between backticks)
WITH_REASON = re.compile(r":\s*[A-Z]+[0-9]+(\s*,\s*[A-Z]+[0-9]+)*\s+\S")


def _python_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "*.py"], cwd=ROOT, capture_output=True, text=True)
    if listed.returncode == 0 and listed.stdout.strip():
        return [ROOT / name for name in listed.stdout.split()]
    return sorted(p for p in ROOT.rglob("*.py") if ".venv" not in p.parts)   # (an sdist: no git)


def test_every_noqa_names_its_rule_and_its_reason():
    bare = []
    for path in _python_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            found = NOQA.search(line)
            if found and not WITH_REASON.match(found.group("rest")):
                bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert bare == [], "a noqa without its rule and reason:\n" + "\n".join(bare)


def test_ci_runs_the_linter_before_the_tests():
    script = (ROOT / ".ci" / "run").read_text()
    assert "ruff check ." in script and script.index("ruff check .") < script.index("-m pytest")

"""The front door: README's two commands, .ci/run, the console script."""

import subprocess
import sys
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:   # Python 3.10: the same parser, by its old name
    import tomli as tomllib

from game.version import __version__

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands():
    lines = ROOT.joinpath("README.md").read_text().splitlines()
    block = lines[lines.index("```sh") + 1:]
    return block[0], block[1]


def test_readme_opens_with_an_install_and_play_command_and_an_install_and_test_command():
    play, test = _readme_commands()
    assert "pip install -e ." in play and play.endswith("hollowmere")
    assert "pip install -e '.[test]'" in test and test.endswith("-m pytest -n auto --dist loadfile")  # (every core, a file to one)


def test_ci_runs_exactly_the_readme_test_command():
    _play, test = _readme_commands()
    script = ROOT.joinpath(".ci", "run").read_text()
    assert test in script.splitlines()
    assert "set -euo pipefail" in script  # pytest's "no tests ran" (exit 5) fails the run


def test_console_script_points_at_the_game_entry_point():
    meta = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())
    assert meta["project"]["scripts"]["hollowmere"] == "scenes.__main__:main"
    assert meta["project"]["version"] == __version__
    deps = " ".join(meta["project"]["dependencies"])
    for name in ("pygame-ce", "pymunk", "pyyaml", "platformdirs"):
        assert name in deps


def test_version_flag_prints_the_version_without_a_display():
    out = subprocess.run([sys.executable, "-m", "scenes", "--version"], capture_output=True,
                         text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == f"hollowmere {__version__}"


def test_help_flag_describes_the_game():
    out = subprocess.run([sys.executable, "-m", "scenes", "--help"], capture_output=True,
                         text=True, cwd=ROOT, check=True)
    assert "usage" in out.stdout.lower() and "--version" in out.stdout


def test_content_and_assets_are_packaged_as_data():
    meta = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())
    data = meta["tool"]["setuptools"]["package-data"]
    assert "**/*.yaml" in data["content"]
    assert any(p.endswith(".ttf") for p in data["assets"])


def test_the_code_carries_a_licence_named_by_its_spdx_id():
    meta = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())
    assert meta["project"]["license"] == "MIT"   # an SPDX string, not the deprecated table
    assert "LICENSE" in meta["project"]["license-files"]
    assert "MIT License" in ROOT.joinpath("LICENSE").read_text()


def test_the_sdist_carries_the_tools_and_docs_its_tests_import():
    rules = ROOT.joinpath("MANIFEST.in").read_text().splitlines()
    for folder in ("tools", "tests", "docs"):
        assert f"graft {folder}" in rules


def test_requires_python_is_the_floor_the_tests_run_on():
    meta = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())
    floor = meta["project"]["requires-python"]
    assert floor == ">=3.10"
    # the one 3.11-only module the tests use has its 3.10 stand-in among the test extras
    assert any(dep.startswith("tomli") and "python_version < '3.11'" in dep
               for dep in meta["project"]["optional-dependencies"]["test"])


def test_slow_tests_are_marked_by_a_registered_marker_and_typos_fail():
    pytest_config = tomllib.loads(ROOT.joinpath("pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
    assert any(m.startswith("slow:") for m in pytest_config["markers"])
    assert "--strict-markers" in pytest_config["addopts"]  # (a misspelt mark is an error, not a new mark)
    assert '-m "not slow"' in ROOT.joinpath("README.md").read_text()

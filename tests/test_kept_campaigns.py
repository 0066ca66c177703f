"""tests/kept_campaigns.py: a campaign the screenshot walks ask for twice is played once,
and the second asker gets the very same campaign in its own data folder."""

from __future__ import annotations

from kept_campaigns import keep_campaigns


def _files(folder) -> dict:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def test_a_campaign_asked_for_again_is_a_copy_of_the_one_played(tmp_path, monkeypatch):
    from game.campaign import campaigns_dir

    undo = keep_campaigns(tmp_path / "kept")
    try:
        import _campaign_shots as shots   # (tools/ on the path: keep_campaigns puts it there)

        kept, plays = shots._campaign, []
        monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "first"))
        first = kept("Kept Once", 1, 5)
        played = _files(first.folder)
        assert first.state["chapters"] and played   # a chapter was played and written

        start = type(first).start_chapter   # (each chapter played is counted where it starts)
        monkeypatch.setattr(type(first), "start_chapter", lambda self, *a, **k: plays.append(1) or start(self, *a, **k))
        monkeypatch.setenv("HOLLOWMERE_HOME", str(tmp_path / "second"))
        second = kept("Kept Once", 1, 5)
        assert plays == []
        assert second.folder.parent == campaigns_dir() and second.folder != first.folder
        assert second.folder.name == first.folder.name
        assert _files(second.folder) == played
        assert second.events == first.events and second.state == first.state

        third = kept("Kept Once", 1, 5)   # its name taken in this data folder: played, numbered
        assert plays == [1] and third.folder.name == f"{first.folder.name}-2"
    finally:
        undo()

"""How a campaign's screens follow one another.

Campaigns (the list) → New campaign → the first chapter's setup → the board → the
chapter's end → the next chapter's setup (or back to the list) … Continue opens the
chapter under way on its board (its save is loaded; a chapter whose game is already over
goes straight to its end), or the next chapter's setup.

When the last planned chapter is finished the campaign is over: its end offers Keep
playing, and the list offers Free play — the free-play setup → the board → the end
scene (the game recorded in the campaign's chronicle as it ends) → back (docs/CAMPAIGN.md,
section 11). Continue resumes a free-play game under way.
"""

from __future__ import annotations

from game.i18n import _


def open_chapter(app, camp, game, *, replace: bool = False) -> None:
    """The chapter's game on the board; when it is over, the chapter's end."""
    from scenes.board.play import PlayScene
    from scenes.campaign.chapter_end import ChapterEndScene

    scene = PlayScene(app, game, end_scene=lambda app, game: ChapterEndScene(app, camp, game))
    (app.replace if replace else app.push)(scene)


def continue_campaign(app, camp) -> str | None:
    """Go on with ``camp``; returns why it cannot (a damaged chapter save), else None."""
    from game.campaign import CampaignError

    if camp.current is not None:
        try:
            game = camp.resume_chapter()
        except CampaignError as exc:
            return str(exc)
        open_chapter(app, camp, game)
        return None
    if camp.playing is not None:
        try:
            game = camp.resume_free_play()
        except CampaignError as exc:
            return str(exc)
        open_free_play(app, camp, game)
        return None
    if camp.complete():
        from scenes.campaign.free_play_setup import FreePlaySetupScene

        app.push(FreePlaySetupScene(app, camp))
        return None
    if camp.finished():
        return _("{campaign}: every chapter written so far is played. Its chronicle is kept.").format(
            campaign=camp.name)
    from scenes.campaign.chapter_setup import ChapterSetupScene

    app.push(ChapterSetupScene(app, camp))
    return None


def open_free_play(app, camp, game, *, replace: bool = False) -> None:
    """A free-play game on the campaign's house, on the board; when it is over it is
    recorded in the campaign (``finish_free_play``) and the ordinary end scene shows."""
    from scenes.board.play import PlayScene

    def end(app, game):
        from game.campaign import CampaignError
        from scenes.board.end_scene import EndScene

        if camp.playing is not None and game.phase == "over":
            try:
                camp.finish_free_play(game)
            except (CampaignError, OSError):
                pass   # (kept under way: Continue brings its end back)
        return EndScene(app, game)

    scene = PlayScene(app, game, end_scene=end)
    (app.replace if replace else app.push)(scene)

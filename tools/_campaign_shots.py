"""Campaign screens for ``tools/screenshot.py``; bots play the chapters first, into a
private temp folder (``HOLLOWMERE_HOME``), so a screenshot never touches a player's
campaigns.

    --scene campaigns        three campaigns (one two chapters in, one new, one damaged)
    --scene campaign-setup   a new campaign's name and families
    --scene chapter-setup    the next chapter's setup of a campaign two chapters in
                             (--page 1: the privacy cover of a person's explorer, 2: its form,
                             3: the introductions)
    --scene chapter-end      a chapter just played by bots, at its end (--page 1: the fates)
    --scene chronicle        the chronicle of a campaign two chapters in (--page 0-3: the
                             timeline, the families, the house, the gallery)

The campaign's end (a finished campaign needs every planned chapter written: these play a
14-chapter pack made from the campaign pack by ``tools/_campaign_pack.py``):

    --scene campaigns-finished  the list with a finished campaign (free play offered) beside
                             one under way
    --scene final-end        the last chapter's end (--page 1: the fates, with Keep playing)
    --scene free-play-setup  the free-play setup on the finished campaign's house
    --scene chronicle-end    the chronicle's last page (after one free-play game; --page 1-4:
                             its timeline, families, house and gallery instead)
    --scene finale-books     chapter 13's haunt, The Account Closed, revealed: its split
                             screens (--page N turns N pages)
    --scene chapter-books    any chapter's haunt revealed the same way: --haunt names it
                             (e.g. the_highest_bidder), the chapters before it played by bots
"""

from __future__ import annotations

from _saved_games import open_split_screens, private_home

FAMILIES = ("corvane", "greaves", "pendry", "fennick")


def _campaign(name: str, chapters: int, seed: int, people=("corvane",), pack="campaign"):
    """A campaign of the real pack (or ``pack``) with ``chapters`` finished by sensible bots."""
    from game.campaign import create_campaign

    camp = create_campaign(name, [{"family": f, "player": "", "bot": None if f in people else "sensible"}
                                  for f in FAMILIES], seed=seed, pack=pack)
    for _ in range(chapters):
        game = _start(camp)
        _play(game, seed)
        camp.finish_chapter(game)
    return camp


def _start(camp):
    from scenes.campaign.chapter_setup import bot_member

    plan = camp.next_chapter()
    seats = []
    for fam in plan["families"]:
        member = bot_member(camp, fam, plan["n"])
        seats.append({"family": fam["family"], "name": member["name"], "age": member["age"]})
    return camp.start_chapter(seats)


def _play(game, seed):
    from game.bots import make_bot

    bots = {s: make_bot("sensible", seed * 31 + s, pack=game.pack) for s in range(len(game.state["players"]))}
    while game.phase != "over" and len(game.events) < 60_000:
        seat = game.acting_seat()
        game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))


def campaign_shot_scenes() -> dict:
    return {"campaigns": _campaigns, "campaign-setup": _campaign_setup, "chapter-setup": _chapter_setup,
            "chapter-end": _chapter_end, "chronicle": _chronicle, "campaigns-finished": _campaigns_finished,
            "final-end": _final_end, "free-play-setup": _free_play_setup, "chronicle-end": _chronicle_end,
            "finale-books": _finale_books, "chapter-books": _chapter_books}


def _whole_pack():
    """The 14-chapter pack (planned == written), made in the private home."""
    import os
    from pathlib import Path

    from _campaign_pack import make_pack
    from game import load_pack

    return load_pack(make_pack(Path(os.environ["HOLLOWMERE_HOME"]) / "pack14", 14))


def _finished(seed: int, free_games: int = 0):
    """A 14-chapter campaign played to its end by bots (``free_games`` free-play games after)."""
    pack = _whole_pack()
    camp = _campaign("The Account of the Mere", pack.extra["campaign"]["planned"], seed, people=(), pack=pack)
    for _ in range(free_games):
        plan = camp.free_play_plan()
        seats = [{"family": f["family"], "name": f["returning"][0]["name"] if f["returning"] else "Tamsin",
                  "age": f["returning"][0]["age"] if f["returning"] else 30} for f in plan["families"]]
        game = camp.start_free_play(seats)
        _play(game, seed)
        camp.finish_free_play(game)
    return camp


def _campaigns_finished(app, args) -> None:
    from scenes.campaign.campaigns_scene import CampaignsScene

    private_home()
    camp = _finished(args.seed, free_games=1)
    _campaign("A Winter at Hollowmere", 1, args.seed + 1, pack=camp.pack)
    scene = CampaignsScene(app, pack=camp.pack)
    app.push(scene)
    scene.choose(next(i for i, e in enumerate(scene.entries) if e.get("complete")))


def _final_end(app, args) -> None:
    from scenes.campaign.chapter_end import ChapterEndScene

    private_home()
    pack = _whole_pack()
    camp = _campaign("The Account of the Mere", pack.extra["campaign"]["planned"] - 1, args.seed, people=(),
                     pack=pack)
    game = _start(camp)
    _play(game, args.seed)
    scene = ChapterEndScene(app, camp, game)
    app.push(scene)
    if args.page:
        scene.turn(1)


def _free_play_setup(app, args) -> None:
    from scenes.campaign.free_play_setup import FreePlaySetupScene

    private_home()
    app.push(FreePlaySetupScene(app, _finished(args.seed)))


def _chronicle_end(app, args) -> None:
    from scenes.campaign.chronicle_scene import ChronicleScene

    private_home()
    from scenes.campaign.chronicle_scene import TABS

    tab = "end" if not args.page else TABS[min(args.page - 1, len(TABS) - 1)][0]
    app.push(ChronicleScene(app, _finished(args.seed, free_games=1), tab=tab))


def _campaigns(app, args) -> None:
    from game.campaign import campaigns_dir
    from scenes.campaign.campaigns_scene import CampaignsScene

    private_home()
    _campaign("The House on the Mere", 2, args.seed)
    _start(_campaign("A Winter at Hollowmere", 0, args.seed + 1)).close()   # its first chapter under way
    broken = _campaign("The Long Account", 0, args.seed + 2)
    (broken.folder / "campaign.jsonl").write_text('{"kind": "hollowmere-campaign", "format": 1}\n{"seq": 0, "t": "nonsense"}\n')
    app.push(CampaignsScene(app))
    assert campaigns_dir()


def _campaign_setup(app, args) -> None:
    from scenes.campaign.campaign_setup import CampaignSetupScene

    private_home()
    app.push(CampaignSetupScene(app, seed=args.seed))


def _chapter_setup(app, args) -> None:
    from scenes.campaign.chapter_setup import ChapterSetupScene, MemberEntryScene

    private_home()
    camp = _campaign("The House on the Mere", 2, args.seed)
    scene = ChapterSetupScene(app, camp)
    app.push(scene)
    if args.page in (1, 2):
        scene.write_in("corvane")
        if args.page == 2:
            app.top._open()
    elif args.page >= 4:   # what the last chapter changed, as pictures
        scene.what_changed()
    elif args.page == 3:
        fam = scene.by_family["corvane"]
        back = fam["returning"][0] if fam["returning"] else None
        scene._written("corvane", {"name": back["name"] if back else "Hester", "age": (back or {}).get("age", 31),
                                   "returning": back is not None})
        from scenes.kit import hover

        hover.audit.cuts.clear()   # (the rows' page laid out on the way is not this picture)
        scene.introduce()
    assert MemberEntryScene


def _chapter_end(app, args) -> None:
    from scenes.campaign.chapter_end import ChapterEndScene

    private_home()
    camp = _campaign("The House on the Mere", 0, args.seed, people=())
    game = _start(camp)
    _play(game, args.seed)
    scene = ChapterEndScene(app, camp, game)
    app.push(scene)
    if args.page:
        scene.turn(1)


def _chronicle(app, args) -> None:
    from scenes.campaign.chronicle_scene import TABS, ChronicleScene

    private_home()
    camp = _campaign("The House on the Mere", 2, args.seed)
    app.push(ChronicleScene(app, camp, tab=TABS[min(args.page, len(TABS) - 1)][0]))


def _finale_books(app, args) -> None:
    _chapter_books(app, args, finale=True)


def _chapter_books(app, args, finale: bool = False) -> None:
    """A chapter's haunt revealed: bots play the chapters before it and this one up to its
    haunt (``--haunt`` names a chapter's haunt; the finale's by default), then its split
    screens (``--page`` turns pages)."""
    from game.bots import make_bot
    from scenes.board.play import HAUNT_PHASES

    private_home()
    pack = _whole_pack()
    n = pack.extra["campaign"]["planned"] - 1
    if not finale and args.haunt:
        found = [c["chapter"] for c in pack.extra["legacy"].values()
                 if (c.get("pause") or {}).get("haunt") == args.haunt]
        if not found:
            raise SystemExit(f"screenshot: no chapter's PAUSE card names the haunt {args.haunt!r}")
        n = found[0]
    for attempt in range(10):   # a chapter can end before its haunt (all dead): the next seed
        seed = args.seed + attempt
        camp = _campaign("The Account of the Mere", n, seed, people=(), pack=pack)
        game = _start(camp)
        bots = {s: make_bot("sensible", seed * 31 + s, pack=pack) for s in range(len(game.state["players"]))}
        while game.phase not in HAUNT_PHASES and game.phase != "over":
            seat = game.acting_seat()
            game.submit(bots[seat].choose(game.view(seat), game.legal_commands(seat)))
        if game.phase in HAUNT_PHASES:
            break
    open_split_screens(app, game, args.page)

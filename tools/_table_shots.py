"""tools/screenshot.py's scenes of a crowded table (the playtest of wave 3):

* ``full-hand``: a classic board whose acting person carries ``--page N`` cards (9 if
  not given) and stands in ``--room ID`` (the Map Room if not given): the HUD keeps the
  room's rule whole, holding the hand as a fan or, low, by each card's top.
* ``attack-list``: sensible bots play a classic game from ``--seed`` into the haunt
  ``--haunt ID`` (Coming, Ready or Not if not given) until a hero may attack; that
  person's "Attack whom?" list open beside the room it names.

``full-hand`` edits a fresh game's state before it is shown (as the rules tests'
scenarios do); the rules are never patched.
"""

from __future__ import annotations


def _full_hand(app, args) -> None:
    from game import auto_seats, load_pack, new_game
    from scenes.board.play import PlayScene

    pack = load_pack("classic")
    room = getattr(args, "room", None) or "map_room"
    if room not in pack.tiles:
        raise SystemExit(f"screenshot: no room {room!r} in the classic pack")
    game = new_game("classic", auto_seats(pack, 4, args.seed), seed=args.seed, content=pack,
                    options={"date": "11-21", "first_player": 0})
    state = game.state
    hand = state["players"][0]["cards"]
    for card in [c for c in state["decks"]["item"]][:args.page or 9]:
        state["decks"]["item"].remove(card)
        hand.append(card)
    if room not in state["placed"]:   # laid out of the way, east of the starting rooms
        state["stack"].remove(room)
        state["map"].setdefault("ground", {})["3,0"] = [room, 0]
        state["placed"][room] = ["ground", 3, 0, 0]
    state["players"][0]["tile"] = room
    app.push(PlayScene(app, game, bot_seats={1, 2, 3}))


def _attack_list(app, args, fresh_bot_game) -> None:
    from game.bots import make_bot
    from scenes.board.play import PLAYED_PHASES, PlayScene

    args.haunt = args.haunt or "coming_ready_or_not"
    game = fresh_bot_game(args)   # every other haunt skipped: this one begins
    bots = {s: make_bot("sensible", args.seed * 31 + s, pack=game.pack) for s in range(len(game.state["players"]))}
    for _ in range(6000):
        if game.phase not in PLAYED_PHASES:
            break
        seat = game.acting_seat()
        legal = game.legal_commands(seat)
        if game.phase == "haunt" and game.state["players"][seat].get("role") != "traitor" \
                and any(c.type == "attack" for c in legal):
            scene = PlayScene(app, game, bot_seats=set(range(len(bots))) - {seat}, books_read=True)
            app.push(scene)
            app.run_frames(30)
            scene.presenter.skip()
            app.run_frames(30)
            scene.table.haunt.toggle_attack()
            return
        game.submit(bots[seat].choose(game.view(seat), legal))
    raise SystemExit("screenshot: no hero could attack in that game (try another --seed)")


def table_shot_scenes(fresh_bot_game) -> dict:
    """The scenes, given tools/screenshot.py's ``fresh_bot_game``."""
    return {"full-hand": _full_hand, "attack-list": lambda app, args: _attack_list(app, args, fresh_bot_game)}

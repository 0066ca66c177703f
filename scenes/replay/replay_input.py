"""Routing one intent through the replay viewer, topmost first.

Keys: the turn field while it is being typed in, then the viewer's own keys (←/→ a
step, Shift+←/→ or PgUp/PgDn a turn, Home/End, H the haunt, Space play or pause,
[ and ] slower and faster, G or T to type a turn, Esc back), then the table's (floors
1-3, zoom). Pointer: the timeline (press and drag to scrub, click a mark to go to it),
the control bar, the presenter (the chronicle's wheel, a click that skips an
animation), then the table, where looking around — hover, drag, wheel, a card — is
all there is to do.
"""

from __future__ import annotations

from scenes.kit.intents import Click, Drag, Hover, Key, Press, Release
from scenes.replay.replay_controls import SPEEDS


def route(scene, intent) -> None:
    if isinstance(intent, Key):
        if scene.bar.typing is not None and _type(scene, intent):
            return
        if not _key(scene, intent):
            scene.table.handle(intent)
        return
    if _timeline(scene, intent):
        return
    if isinstance(intent, Hover):
        scene.bar.handle(intent)
        scene.table.handle(intent)
        return
    pos = getattr(intent, "pos", None)
    if pos is not None and scene.bar.rect.collidepoint(pos):
        if isinstance(intent, Click) and scene.bar.field.collidepoint(pos):
            scene.bar.typing = ""
            scene.bar.refresh()
        else:
            scene.bar.handle(intent)
        return
    if not scene.presenter.handle(intent):
        scene.table.handle(intent)


def _timeline(scene, intent) -> bool:
    timeline = scene.bar.timeline
    if isinstance(intent, Press) and timeline.hit(intent.pos) and intent.button == 1:
        scene.scrubbing, scene.playing = True, False
        scene.seek(timeline.position_at(intent.pos[0]))
        return True
    if isinstance(intent, Drag) and scene.scrubbing:
        scene.seek(timeline.position_at(intent.pos[0]))
        return True
    if isinstance(intent, Release) and scene.scrubbing:
        scene.scrubbing = False
        scene.retell()  # the chronicle waits for the scrubber to be let go
        return True
    if isinstance(intent, Click) and timeline.hit(intent.pos):
        mark = timeline.mark_near(intent.pos[0])
        if mark is not None:
            scene.seek(mark.position)
        return True
    return False


def _type(scene, key: Key) -> bool:
    bar = scene.bar
    name = key.name.strip("[]")  # the keypad's digits are "[1]"
    if name.isdigit():
        bar.typing = (bar.typing + name)[:4]
    elif name == "backspace":
        bar.typing = bar.typing[:-1]
    elif name in ("return", "enter"):
        scene.go_to_typed()
    elif name == "escape":
        bar.typing = None
    else:
        return False
    bar.refresh()
    return True


def _key(scene, key: Key) -> bool:
    name = key.name
    by = scene.step_turn if key.shift else scene.step
    moves = {"right": lambda: by(1), "left": lambda: by(-1),
             "page down": lambda: scene.step_turn(1), "page up": lambda: scene.step_turn(-1),
             "home": scene.to_start, "end": scene.to_end, "h": scene.to_haunt}
    if name in moves:
        scene.playing = False
        moves[name]()
        scene.bar.refresh()
    elif name == "space":
        scene.toggle_play()
    elif name in ("[", "]"):
        i = SPEEDS.index(scene.speed) + (1 if name == "]" else -1)
        scene.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, i))])
    elif name in ("g", "t"):
        scene.bar.typing = ""
        scene.bar.refresh()
    elif name == "escape" and not scene.table.menu.is_open:
        scene.back()
    else:
        return False
    return True

#!/usr/bin/env python3
"""Write a campaign's chronicle as one self-contained HTML page.

    python tools/chronicle.py CAMPAIGN_DIR --out chronicle.html [--size 960x640] [--pack PACK]

The page (inline CSS, the game's fonts and every picture as ``data:`` URIs, so it opens
anywhere and can be mailed as one file) has the campaign's name; the timeline of its
finished chapters (year, title, the haunt, who won, the traitor's family, the dead, the
journal entry read, what changed — grouped as ``chronicle.grouped_changes`` groups them —
and the house as it stood at the chapter's end, drawn by ``scenes.campaign.house_map``);
each family's tree across its generations (members, ages, years, fates, heirlooms, its
crest); the gallery of unlocked cards with their marks; the rules the Folium gave; and
the locked things as counts only — never a locked card's name or text; and once the
campaign is over, its last page (who won most, the finale's entry, the families' account,
the house it left, the free-play games since).

Every word on the page comes from the campaign's log and its content pack (through
``game.campaign.chronicle``), besides the page's own headings; every one is HTML-escaped.
The house maps are cached in the campaign's folder (``maps/chNN-WxH.png``), so a second
run is quick. A missing or damaged campaign folder gets one line on stderr and exit
status 2; ``--pack`` names the content pack when it is not the one the log names (a test
pack's folder).
"""

from __future__ import annotations

import argparse
import base64
import html
import os
import sys
from pathlib import Path

import _path  # noqa: F401  (the repository on sys.path)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

DEFAULT_SIZE = (960, 640)
CREST_HEIGHT = 96
DECKS = (("item", "Items"), ("event", "Events"), ("omen", "Omens"), ("tomb", "In the Tomb"),
         ("destroyed", "Destroyed for good"))
LOCKED = (("purgatory", "cards in Purgatory"), ("sealed", "cards not yet brought by the Legacy deck"),
          ("planks", "rooms still on the planks"), ("legacy", "Legacy cards unread"))
FONTS = (("Hollowmere Display", "display"), ("Hollowmere Serif", "serif"), ("Hollowmere Italic", "italic"))


class ChronicleError(Exception):
    """The campaign folder cannot be read: one line for the user."""


def esc(text) -> str:
    return html.escape("" if text is None else str(text), quote=True)


def data_uri(png: bytes) -> str:
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 960x640") from None
    if not (64 <= w <= 4096 and 64 <= h <= 4096):
        raise argparse.ArgumentTypeError(f"{text}: each side between 64 and 4096")
    return w, h


# -- reading ------------------------------------------------------------------------------------

def open_campaign(folder: Path, pack_name: str | None = None):
    from game.campaign import load_campaign
    from game.campaign.log import LOG_NAME
    from game.content import load_pack

    if not folder.is_dir():
        raise ChronicleError(f"{folder}: no such folder")
    if not (folder / LOG_NAME).is_file():
        raise ChronicleError(f"{folder}: not a campaign folder ({LOG_NAME} is missing)")
    try:
        pack = load_pack(pack_name) if pack_name else None
    except Exception as exc:
        raise ChronicleError(f"the content pack {pack_name!r} cannot be loaded: {_first_line(exc)}") from None
    try:
        return load_campaign(folder, pack)
    except Exception as exc:  # CampaignError, LogError, or a log too damaged to say: one line
        raise ChronicleError(f"{folder}: the campaign cannot be read: {_first_line(exc)}") from None


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _pictures_ready():
    """pygame with a hidden display (``convert`` needs one) and the game's fonts."""
    import pygame

    from scenes.kit.fonts import FontBook

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    return FontBook()


# -- the page -----------------------------------------------------------------------------------

def build_page(camp, size=DEFAULT_SIZE, fonts=None) -> str:
    """The chronicle of ``camp`` as one HTML page (a string)."""
    from game.campaign.chronicle import chronicle
    from scenes.board.art.family_art import crest
    from scenes.campaign.house_map import chapter_map_png, encode_png

    fonts = fonts if fonts is not None else _pictures_ready()
    data = chronicle(camp)
    crests = {f["family"]: data_uri(encode_png(crest(f["colour"], CREST_HEIGHT))) for f in data["families"]}
    names = {f["family"]: f["name"] for f in data["families"]}
    chapters = []
    for entry in data["timeline"]:
        png = chapter_map_png(camp, entry["n"], fonts, *size)
        chapters.append(_chapter(entry, png, size, names, crests))
    body = [
        "<header>",
        f"<h1>{esc(data['name'])}</h1>",
        f"<p class=sub>{_played_line(camp, data)}</p>",
        '<div class=crests>' + "".join(f'<img src="{crests[f["family"]]}" alt="{esc(f["name"])}" '
                                        f'title="{esc(f["name"])}">' for f in data["families"]) + "</div>",
        '<nav><a href="#timeline">Timeline</a> · <a href="#families">Families</a> · '
        '<a href="#gallery">Gallery</a>' + (' · <a href="#end">The End</a>' if data.get("ending") else "")
        + '</nav>',
        "</header>",
        '<section id=timeline><h2>Timeline</h2>',
        "\n".join(chapters) or "<p class=muted>No chapter has been finished yet.</p>",
        "</section>",
        '<section id=families><h2>Families</h2><div class=families>',
        "\n".join(_family(f, crests[f["family"]]) for f in data["families"]),
        "</div></section>",
        '<section id=gallery><h2>Gallery</h2>',
        _gallery(data["gallery"], {c: int(card.data.get("boxes", 2)) for c, card in camp.pack.cards.items()}),
        _rules(data["rules"]),
        _locked(data, camp),
        "</section>",
        _the_end(data),
    ]
    return PAGE.format(title=esc(data["name"]), css=CSS + _font_faces(), body="\n".join(body))


def _played_line(camp, data) -> str:
    played = data["played"]
    line = f"{played} of {data['planned']} chapters played"
    if data["timeline"]:
        first, last = data["timeline"][0].get("year"), data["timeline"][-1].get("year")
        if first is not None:
            line += f" · {first}" + (f"–{last}" if last is not None and last != first else "")
    return esc(line)


def _chapter_name(n: int) -> str:
    return "Prologue" if n == 0 else f"Chapter {n}"


def _chapter_words(n: int) -> str:
    """In a sentence: "the prologue", "chapter 3"."""
    return "the prologue" if n == 0 else f"chapter {n}"


def _winner(winner, fates: dict, names: dict) -> str:
    if winner in (None, "", []):
        return "Nobody"
    if winner in ("heroes", "traitor"):
        return f"The {winner}"
    seats = list(fates)
    if type(winner) is int or isinstance(winner, list):
        picked = winner if isinstance(winner, list) else [winner]
        return ", ".join(names.get(seats[s], seats[s]) if 0 <= s < len(seats) else str(s) for s in picked)
    return str(winner)[:1].upper() + str(winner)[1:]


def _chapter(entry: dict, png: bytes | None, size, names: dict, crests: dict) -> str:
    n = entry["n"]
    facts = [("The haunt", esc(entry.get("haunt") or "—")),
             ("Won by", esc(_winner(entry.get("winner"), entry["fates"], names)))]
    if entry.get("traitor_family"):
        facts.append(("The traitor", f'<span class=traitor><img class=mini src="{crests[entry["traitor_family"]]}" '
                                     f'alt="">{esc(entry["traitor"])} family</span>'))
    if entry.get("revealer"):
        facts.append(("Revealed by", f"the {esc(entry['revealer'])} family"))
    if entry.get("turns") is not None:
        facts.append(("Turns", esc(entry["turns"])))
    out = [f'<article class=chapter id="ch{n}">',
           f'<div class=year>{esc(entry.get("year") or "")}</div><div class=main>',
           f'<p class=kicker>{esc(_chapter_name(n))}</p><h3>{esc(entry.get("title") or "")}</h3>',
           "<dl>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in facts) + "</dl>"]
    out.append("<h4>The families</h4><ul class=fates>")
    for family, fate in entry["fates"].items():
        marks = (" <span class=dead>†</span>" if fate["died"] else "") + \
                (" <span class=traitor>traitor</span>" if fate["traitor"] else "")
        out.append(f'<li><img class=mini src="{crests[family]}" alt=""><b>{esc(fate["name"])} '
                   f'{esc(names.get(family, family))}</b>, {esc(fate.get("age"))}{marks} — '
                   f'<i>{esc(fate["fate"])}</i></li>')
    out.append("</ul>")
    if entry["deaths"]:
        out.append("<h4>The dead</h4><ul>" + "".join(
            f"<li>{esc(d['name'])} {esc(names.get(d['family'], d['family']))} — {esc(d['fate'])}</li>"
            for d in entry["deaths"]) + "</ul>")
    if entry.get("journal"):
        j = entry["journal"]
        out.append(f'<blockquote class=journal><p class=kicker>The Bleak Journal, entry {esc(j["id"])}</p>'
                   f'<h4>{esc(j["title"])}</h4><p>{esc(j["text"])}</p></blockquote>')
    if entry.get("note"):
        out.append(f'<blockquote class=note><p class=kicker>In the table\'s own words</p><p>{esc(entry["note"])}</p>'
                   "</blockquote>")
    if entry.get("branches"):
        out.append("<h4>The way the house went</h4><ul class=branches>")
        for b in entry["branches"]:
            locked = "".join(f' <span class=locked>locked: {esc(label)}</span>' for label in b["left"])
            out.append(f'<li><b>{esc(b["title"])}: {esc(b["taken"])}</b> — {esc(b["because"])}{locked}</li>')
        out.append("</ul>")
    if entry["changes"]:
        out.append("<h4>What changed</h4><div class=changes>")
        for group in entry["changes"]:
            out.append(f'<div class=group><h5>{esc(group["title"])}</h5><ul>'
                       + "".join(f"<li>{esc(line)}</li>" for line in group["lines"]) + "</ul></div>")
        out.append("</div>")
    caption = f"The house at the end of {_chapter_words(n)}"
    if png is not None:
        out.append(f'<figure><img class=map src="{data_uri(png)}" width="{size[0]}" height="{size[1]}" '
                   f'alt="{esc(caption)}"><figcaption>{esc(caption)}, {esc(entry.get("year") or "")}'
                   f"</figcaption></figure>")
    else:
        out.append(f"<p class=muted>{esc(caption)}: its save ({esc(entry['file'])}) cannot be read.</p>")
    out.append("</div></article>")
    return "\n".join(out)


def _family(fam: dict, crest_uri: str) -> str:
    out = [f'<article class=family style="--tint: {esc(_tint(fam["colour"]))}">',
           f'<div class=crest-row><img class=crest src="{crest_uri}" alt="">'
           f'<div><h3>The {esc(fam["name"])} family</h3>']
    if fam.get("crest"):
        out.append(f"<p class=blazon>{esc(fam['crest'])}</p>")
    if fam.get("player"):
        out.append(f"<p class=muted>Played by {esc(fam['player'])}</p>")
    out.append("</div></div><ol class=tree>")
    if not fam["members"]:
        out.append("<li class=muted>No member has come to the house yet.</li>")
    for m in fam["members"]:
        state = f"died in {_chapter_words(m['died_in'])}" if m["died"] and m.get("died_in") is not None else ""
        born = f"born {m['born']}" if m.get("born") is not None else ""
        sub = " · ".join(x for x in (born, state) if x)
        out.append(f'<li class="member{" died" if m["died"] else ""}"><b>{esc(m["name"])} {esc(fam["name"])}</b>'
                   + (" <span class=dead>†</span>" if m["died"] else "")
                   + (f" <span class=muted>({esc(sub)})</span>" if sub else "") + "<table>")
        for row in m["chapters"]:
            marks = (" <span class=traitor>traitor</span>" if row["traitor"] else "")
            out.append(f"<tr><td>{esc(row.get('year') or '')}</td><td>{esc(_chapter_name(row['n']))}</td>"
                       f"<td>age {esc(row['age'])}</td><td><i>{esc(row['fate'])}</i>{marks}</td></tr>")
        out.append("</table></li>")
    out.append("</ol>")
    if fam["heirlooms"]:
        out.append("<h4>Heirlooms</h4><ul class=heirlooms>" + "".join(
            f"<li>{esc(h['name'])} <span class=muted>({esc(_chapter_name(h['chapter']))}"
            f"{', destroyed' if h['destroyed'] else ''})</span></li>" for h in fam["heirlooms"]) + "</ul>")
    out.append("</article>")
    return "\n".join(out)


def _tint(colour: str) -> str:
    from scenes.board.style import explorer_rgb

    r, g, b = explorer_rgb(colour)
    return f"rgb({r}, {g}, {b})"


def _gallery(gallery: dict, boxes: dict) -> str:
    """Each unlocked card by its name at this table, with its marks (boxes checked, uses,
    crests, heirloom); never its text."""
    out = []
    for key, title in DECKS:
        cards = gallery.get(key) or []
        if not cards:
            continue
        out.append(f"<h3>{esc(title)} <span class=muted>({len(cards)})</span></h3><div class=cards>")
        for card in sorted(cards, key=lambda c: c["name"].lower()):
            marks = []
            if card["checks"]:
                printed = max(boxes.get(card["card"], 2), card["checks"])
                marks.append(f'<span class=mark title="{card["checks"]} of {printed} boxes checked">'
                             f'{"■" * card["checks"]}{"□" * (printed - card["checks"])} checked</span>')
            if card["uses"]:
                marks.append(f'<span class=mark>used {esc(card["uses"])}×</span>')
            for family in card["crests"]:
                marks.append(f'<span class=mark>{esc(family)} crest</span>')
            if card["heirloom"]:
                marks.append(f'<span class="mark heir">{esc(card["heirloom"])} heirloom</span>')
            out.append(f'<div class="card {esc(card["deck"])}"><b>{esc(card["name"])}</b>'
                       + (f"<div class=marks>{''.join(marks)}</div>" if marks else "") + "</div>")
        out.append("</div>")
    return "\n".join(out)


def _rules(rules: list) -> str:
    if not rules:
        return ""
    return "<h3>The Folium Infernum</h3><ul class=rules>" + "".join(
        f"<li><b>Door {esc(r.get('door'))}: {esc(r.get('title'))}</b> — {esc(r.get('text'))}</li>"
        for r in rules) + "</ul>"


def _the_end(data: dict) -> str:
    """The last page, once the campaign is over: who won most, the finale's journal entry,
    the families' account, the house it left, and the free-play games since."""
    end = data.get("ending")
    if end is None:
        return ""
    side = {"heroes": "the heroes", "traitor": "the traitors"}.get(end["most_won"], "neither side")
    out = ['<section id=end><h2>The End</h2>',
           f"<p><b>The account closed: {esc(side)} won most</b> — the heroes {end['tally']['heroes']} chapters, "
           f"the traitors {end['tally']['traitor']}, of {end['chapters']}.</p>"]
    finale = end.get("finale") or {}
    if finale.get("journal"):
        j = finale["journal"]
        out.append(f"<h3>The Bleak Journal, {esc(j['id'])}: {esc(j['title'])}</h3><p><i>{esc(j['text'])}</i></p>")
    out.append("<h3>The families' account</h3><ul>" + "".join(
        f"<li>{esc(f['name'])}: {f['chapters']} chapters, {f['betrayals']} betrayed, {f['deaths']} died, "
        f"{f['members']} members, {f['heirlooms']} heirlooms</li>" for f in end["families"]) + "</ul>")
    h = end["house"]
    out.append(f"<h3>The house it left</h3><p>{h['rooms']} rooms; {h['decks']['item']} items, "
               f"{h['decks']['event']} events, {h['decks']['omen']} omens; {h['tomb']} in the Tomb, "
               f"{h['destroyed']} destroyed; {h['named']} things named, {h['heirlooms']} heirlooms, "
               f"{h['stickers']} stickers on rooms.</p>")
    games = data.get("free_play") or []
    if games:
        out.append("<h3>Free play since</h3><ul>" + "".join(
            f"<li>Game {g['k']}: {esc(g['haunt'] or 'no haunt')} — "
            f"{esc({'heroes': 'the heroes won', 'traitor': 'the traitor won'}.get(g['winner'], 'nobody won'))}"
            f"{', the traitor a ' + esc(g['traitor']) if g['traitor'] else ''}, {g['turns']} turns; "
            f"{esc(', '.join(g['players']))}</li>" for g in games) + "</ul>")
    out.append("</section>")
    return "\n".join(out)


def _locked(data: dict, camp) -> str:
    rows = [(data["locked"].get(key, 0), words) for key, words in LOCKED]
    rows.append((max(0, len(camp.written) - data["played"]), "chapters written and not yet played"))
    return "<h3>Still locked</h3><ul class=locked>" + "".join(
        f"<li><b>{count}</b> {esc(words)}</li>" for count, words in rows) + "</ul>"


def _font_faces() -> str:
    from scenes.kit.fonts import font_path

    out = []
    for family, face in FONTS:
        try:
            raw = font_path(face).read_bytes()
        except OSError:
            continue  # the page falls back to the reader's serif
        uri = "data:font/ttf;base64," + base64.b64encode(raw).decode("ascii")
        out.append(f"@font-face {{ font-family: '{family}'; src: url({uri}) format('truetype'); }}")
    return "\n".join(out)


PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
{css}
</style>
</head>
<body>
{body}
</body>
</html>
"""

# the game's palette (scenes/kit/palette.py): night ink, bone-white text, candle gold
CSS = """
:root { --ink: #0f0c1a; --page: #18121e; --edge: #705640; --text: #ece2ce; --soft: #bcb2aa;
        --muted: #8e869c; --gold: #ffb85c; --amber: #e4a44e; --traitor: #ec605c; }
* { box-sizing: border-box; }
body { margin: 0; padding: 2rem 1.5rem 4rem; background: radial-gradient(ellipse at top, #2a2040 0%, var(--ink) 55%);
       background-color: var(--ink); color: var(--text); font: 18px/1.45 'Hollowmere Serif', Georgia, serif; }
header, section { max-width: 1040px; margin: 0 auto; }
h1, h2, h3, .kicker, nav { font-family: 'Hollowmere Display', Georgia, serif; font-weight: normal; }
h1 { color: var(--gold); font-size: 2.6rem; margin: 0; text-align: center; text-shadow: 0 0 18px #ffb85c55; }
h2 { color: var(--gold); font-size: 1.8rem; border-bottom: 1px solid var(--edge); margin: 2.5rem 0 1rem; }
h3 { color: var(--gold); font-size: 1.35rem; margin: .1rem 0 .4rem; }
h4 { color: var(--amber); font-size: 1rem; margin: .9rem 0 .3rem; font-weight: normal; letter-spacing: .04em; }
h5 { color: var(--soft); font-size: .9rem; margin: .2rem 0; font-weight: normal; font-style: italic; }
i, .blazon, blockquote p { font-family: 'Hollowmere Italic', Georgia, serif; font-style: normal; }
a { color: var(--amber); text-decoration: none; }
.sub { text-align: center; color: var(--soft); margin: .3rem 0; }
nav { text-align: center; margin: .6rem 0; }
.crests { text-align: center; margin: .8rem 0; }
.crests img { height: 56px; margin: 0 .35rem; filter: drop-shadow(0 2px 4px #000); }
.muted { color: var(--muted); }
.traitor { color: var(--traitor); }
.dead { color: var(--muted); }
img.mini { height: 1.1em; vertical-align: -0.18em; margin-right: .3em; }
.chapter { display: grid; grid-template-columns: 5.5rem 1fr; gap: 1rem; margin: 0 0 1.6rem; }
.year { font-family: 'Hollowmere Display', Georgia, serif; color: var(--gold); font-size: 1.5rem; text-align: right;
        padding-top: .2rem; border-right: 2px solid var(--edge); padding-right: .8rem; }
.main { background: var(--page); border: 1px solid var(--edge); border-radius: 6px; padding: 1rem 1.2rem;
        box-shadow: 0 4px 18px #0008; min-width: 0; }
.kicker { color: var(--muted); margin: 0; font-size: .9rem; letter-spacing: .08em; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .4rem 0; }
dt { color: var(--muted); } dd { margin: 0; }
ul { margin: .2rem 0; padding-left: 1.2rem; }
ul.fates { list-style: none; padding: 0; }
.journal { margin: .8rem 0; padding: .6rem 1rem; border-left: 3px solid var(--amber); background: #ffffff08; }
.journal h4 { margin-top: .2rem; }
.branches .locked { color: #8a8178; font-style: italic; margin-left: .4rem; }
.changes { display: grid; grid-template-columns: repeat(auto-fill, minmax(290px, 1fr)); gap: .2rem 1.2rem;
           font-size: .92rem; color: var(--soft); }
figure { margin: 1rem 0 0; }
img.map { display: block; width: 100%; height: auto; border: 1px solid var(--edge); border-radius: 4px; }
figcaption { color: var(--muted); font-size: .9rem; text-align: center; margin-top: .3rem; }
.families { display: grid; grid-template-columns: repeat(auto-fill, minmax(470px, 1fr)); gap: 1.2rem; }
.family { background: var(--page); border: 1px solid var(--edge); border-top: 4px solid var(--tint);
          border-radius: 6px; padding: 1rem 1.2rem; }
.crest-row { display: flex; gap: 1rem; align-items: center; }
img.crest { height: 80px; filter: drop-shadow(0 2px 4px #000); }
.blazon { color: var(--soft); margin: 0; font-size: .95rem; }
ol.tree { list-style: none; margin: .8rem 0 0; padding: 0 0 0 1rem; border-left: 2px solid var(--tint); }
.member { position: relative; margin: 0 0 .7rem; }
.member::before { content: ""; position: absolute; left: -1.45rem; top: .45em; width: .7rem; height: .7rem;
                  border-radius: 50%; background: var(--tint); border: 2px solid var(--ink); }
.member.died::before { background: var(--ink); border-color: var(--tint); }
.member table { border-collapse: collapse; font-size: .9rem; color: var(--soft); margin-top: .15rem; }
.member td { padding: .05rem .7rem .05rem 0; vertical-align: top; }
.cards { display: flex; flex-wrap: wrap; gap: .5rem; }
.card { background: var(--page); border: 1px solid var(--edge); border-radius: 5px; padding: .4rem .7rem;
        min-width: 11rem; max-width: 16rem; font-size: .95rem; }
.card.item { border-left: 4px solid #c9a04c; } .card.event { border-left: 4px solid #4aa37a; }
.card.omen { border-left: 4px solid #b06acf; }
.marks { margin-top: .2rem; }
.mark { display: inline-block; font-size: .78rem; color: var(--soft); border: 1px solid var(--edge);
        border-radius: 3px; padding: 0 .3rem; margin: .1rem .25rem 0 0; }
.mark.heir { color: var(--gold); border-color: var(--amber); }
#gallery h3 { margin-top: 1.3rem; }
ul.rules li, ul.locked li { margin: .25rem 0; }
ul.locked b { color: var(--gold); }
@media (max-width: 700px) { .chapter { grid-template-columns: 1fr; } .year { text-align: left; border: 0; } }
"""


# -- the command --------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("campaign", type=Path, help="the campaign's folder")
    parser.add_argument("--out", type=Path, default=Path("chronicle.html"), help="the page to write")
    parser.add_argument("--size", type=parse_size, default=DEFAULT_SIZE,
                        help="each house map's size, WxH (default 960x640)")
    parser.add_argument("--pack", help="the campaign's content pack, if not the one its log names")
    args = parser.parse_args(argv)
    try:
        camp = open_campaign(args.campaign, args.pack)
        page = build_page(camp, args.size)
    except ChronicleError as exc:
        print(f"chronicle: {exc}", file=sys.stderr)
        return 2
    try:
        args.out.write_text(page, encoding="utf-8")
    except OSError as exc:
        print(f"chronicle: {args.out}: cannot be written: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"{args.out}: {camp.name}, {len(camp.chapters)} chapters, {len(page) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

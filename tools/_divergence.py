"""How far a run of campaigns' houses differ (``simulate.py --campaign``'s ``divergence``).

Per campaign ``final_house(pack, camp)`` keeps what the measure needs: the final tile set,
the deck contents, the planks that joined, the Folium doors opened, the branches taken and
the last chapter's journal entry. ``divergence(records, pack)`` then reports:

- ``distinct_houses``: campaigns whose final house (tiles and deck contents) no other has;
  counted as the number of different houses;
- ``mean_card_distance``: the mean Jaccard distance (1 - |A∩B| / |A∪B|) between the final
  card sets (every card in a deck of the house) of each pair of campaigns;
- ``plank_join_rates``, ``door_open_rates``: per plank / door, the share of campaigns in
  which it joined / opened;
- ``branch_rates``: per ``branch=option`` (every option the content has, taken or not), the
  share of campaigns that took it; ``sealed:ID`` the share that opened a sealed thing;
- ``endings``: how many campaigns ended on each finale journal entry.
"""

from __future__ import annotations

from itertools import combinations


def final_house(pack, camp) -> dict:
    house = camp.house
    planks = pack.extra["campaign"]["planks"]
    joined = [p["plank"] for p in planks if all(t in house["tiles"] for t in p["tiles"])]
    last = camp.chapters[-1] if camp.chapters else {}
    return {"tiles": sorted(house["tiles"]),
            "cards": sorted(c for cards in house["decks"].values() for c in cards),
            "planks": joined, "doors": sorted(house.get("doors") or ()),
            "branches": dict(house.get("branches") or {}), "opened": sorted(house.get("opened") or ()),
            "ending": last.get("journal"), "chapters": len(camp.chapters)}


def jaccard_distance(a: set, b: set) -> float:
    union = a | b
    return 0.0 if not union else 1 - len(a & b) / len(union)


def divergence(records, pack) -> dict:
    from game.campaign.branches import catalogue
    houses = [r["house"] for r in records if r.get("house")]
    n = len(houses)
    out = {"campaigns": n}
    if not n:
        return out
    keys = {(tuple(h["tiles"]), tuple(h["cards"])) for h in houses}
    out["distinct_houses"] = len(keys)
    sets = [set(h["cards"]) for h in houses]
    pairs = list(combinations(range(n), 2))
    out["mean_card_distance"] = round(sum(jaccard_distance(sets[i], sets[j]) for i, j in pairs) / len(pairs), 4) \
        if pairs else 0.0
    planks = [p["plank"] for p in pack.extra["campaign"]["planks"]]
    out["plank_join_rates"] = {str(p): round(sum(p in h["planks"] for h in houses) / n, 3) for p in planks}
    doors = list(pack.extra["folium"])
    out["door_open_rates"] = {d: round(sum(d in h["doors"] for h in houses) / n, 3) for d in doors}
    rates = {}
    for bid, branch in sorted(catalogue(pack).items(), key=lambda kv: (kv[1]["chapter"] or 0, kv[0])):
        for option in branch["options"]:
            rates[f"{bid}={option['id']}"] = round(sum(h["branches"].get(bid) == option["id"] for h in houses) / n, 3)
    for thing in pack.extra["campaign"].get("sealed") or ():
        rates[f"sealed:{thing['id']}"] = round(sum(thing["id"] in h["opened"] for h in houses) / n, 3)
    out["branch_rates"] = rates
    endings: dict = {}
    for h in houses:
        key = str(h["ending"])
        endings[key] = endings.get(key, 0) + 1
    out["endings"] = dict(sorted(endings.items()))
    return out


TARGETS = {"distinct_houses": 90, "mean_card_distance": 0.25, "plank": (0.2, 0.8), "door": (0.1, 0.9),
           "branch": 0.05, "endings": 4}


def report_lines(div: dict) -> list[str]:
    """The report's "Divergence" section (the targets of issue 30 beside each figure)."""
    if not div.get("campaigns"):
        return ["", "## Divergence", "", "No campaign was played to its end."]

    def flag(ok):
        return "" if ok else " **off target**"
    lo, hi = TARGETS["plank"]
    dlo, dhi = TARGETS["door"]
    lines = ["", "## Divergence", "",
             f"Over the {div['campaigns']} campaigns played: how different the houses they left are.", "",
             (f"- distinct houses (final tiles and deck contents): {div['distinct_houses']}"
              f"{flag(div['distinct_houses'] >= min(TARGETS['distinct_houses'], div['campaigns']))}"),
             (f"- mean card distance (pairwise Jaccard between final card sets): {div['mean_card_distance']:.3f}"
              f"{flag(div['mean_card_distance'] >= TARGETS['mean_card_distance'])}"),
             (f"- endings reached: {len(div['endings'])} "
              f"({', '.join(f'entry {k}: {v}' for k, v in div['endings'].items())})"
              f"{flag(len(div['endings']) >= TARGETS['endings'])}"), "",
             "| plank | joined | | door | opened |", "|---:|---:|---|---|---:|"]
    planks = list(div["plank_join_rates"].items())
    doors = list(div["door_open_rates"].items())
    for i in range(max(len(planks), len(doors))):
        p = planks[i] if i < len(planks) else ("", None)
        d = doors[i] if i < len(doors) else ("", None)
        pr = "" if p[1] is None else f"{p[1]:.0%}{flag(lo <= p[1] <= hi)}"
        dr = "" if d[1] is None else f"{d[1]:.0%}{flag(dlo <= d[1] <= dhi)}"
        lines.append(f"| {p[0]} | {pr} | | {d[0]} | {dr} |")
    lines += ["", "| branch = option | taken |", "|---|---:|"]
    for key, r in div["branch_rates"].items():
        lines.append(f"| {key} | {r:.0%}{flag(r >= TARGETS['branch'])} |")
    return lines

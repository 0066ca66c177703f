"""What the server sends each connection keeps each side's secrets (docs/HAUNT_FORMAT.md,
"Who sees what"): a hero's connection never receives a sentence of the traitor's book,
the traitor's never one of the heroes', and in a hidden-traitor haunt everything a hero's
or a spectator's connection receives is the same whoever drew the traitor's lot.

The server sends a reader ``Table.update_for`` and nothing else (server/net.py), so these
hold it to the engine's projection for every haunt."""

from __future__ import annotations

import json

import pytest

from haunt_helpers import reveal
from server.table import SPECTATOR, Table
from test_haunt_secrecy import HAUNT_IDS, begin, hero_seats, leaks, plain, secrets
from test_hidden_traitor import HIDDEN, fork, fresh, lot_to


def _table(game, tmp_path) -> Table:
    seats = [{"bot": None, "token": None} for _ in game.state["players"]]
    return Table(tmp_path, game, {"code": "", "seats": seats})


def _sent(table, reader) -> dict:
    """The update a reader's connection is sent, as it goes on the wire."""
    update, _seen = table.update_for(reader, 0)
    return json.loads(json.dumps(update))


@pytest.mark.parametrize("haunt_id", HAUNT_IDS)
def test_a_connection_is_sent_only_its_own_sides_book(classic_pack, haunt_id, tmp_path):
    haunt = plain(classic_pack.haunts[haunt_id])
    game = begin(classic_pack, haunt_id)
    table = _table(game, tmp_path)
    traitor_secret, heroes_secret = secrets(haunt, "traitor"), secrets(haunt, "heroes")
    for seat in hero_seats(game):
        assert leaks(_sent(table, seat), traitor_secret) == [], seat
    assert leaks(_sent(table, SPECTATOR), traitor_secret) == []
    traitor = game.state["haunt"]["traitor"]
    if traitor is not None:
        assert leaks(_sent(table, traitor), heroes_secret) == []


@pytest.mark.parametrize("ruleset,haunt", HIDDEN)
def test_whoever_draws_the_lot_a_heros_connection_is_sent_the_same(ruleset, haunt, tmp_path):
    players = 4
    base = fresh(ruleset, players, seed=5)
    sent = {}
    for traitor in range(players):
        game = fork(base)
        lot_to(game, traitor)
        reveal(game, haunt)
        table = _table(game, tmp_path)
        sent[traitor] = {r: _sent(table, r) for r in [*range(players), SPECTATOR]}
    for a in range(players):
        for b in range(a + 1, players):
            for reader in [*(s for s in range(players) if s not in (a, b)), SPECTATOR]:
                assert sent[a][reader] == sent[b][reader], f"{reader} can tell traitor {a} from {b}"
            assert sent[a][a] != sent[b][a]   # the traitor's own connection does know (not vacuous)

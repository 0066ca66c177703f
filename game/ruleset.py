"""What differs between the two rule systems, in one object per ruleset.

The rules modules ask the ruleset instead of testing its name, so legacy slots in by
adding values here (and rules for its new mechanics), not by forking classic code.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruleset:
    name: str
    pack: str                       # default content pack
    regions: tuple[str, ...]
    players: tuple[int, int]        # fewest, most
    mismatched_tile: str            # "discard" (classic) or "bury" (legacy: bottom of the stack)
    spent_card: str                 # "discard" or "bury"
    haunt_roll: str                 # "six_dice" (classic) or "omen_dice" (legacy)
    haunt_threshold: int            # legacy free play: the haunt starts on a result >= this
    card_use: str                   # "once_per_turn" (classic) or "action_words" (legacy)
    dice_floor: int                 # fewest dice a roll can use (legacy: 1)
    dice_cap: int                   # most dice a roll can use (8 dice in the box)
    first_player: str               # "birthday" (classic) or "random" (legacy free play)
    traitor_tie: str                # "left_of_revealer" (classic) or "crest" (legacy)
    seal_check: bool                # legacy p.10: a placement may not seal off a region
    free_move_when_no_tiles: bool   # legacy p.10: no move spent when a region has no tiles
    haunt_check: str = "end_of_turn"  # classic: at the end of the turn; legacy: "on_draw"
    region_decks: bool = False        # legacy p.11: items and events are drawn by region
    steal_physical_only: bool = True  # classic: only physical 2+; legacy: any 2+ on your tile
    death_drops_all: bool = False     # legacy p.20: a corpse drops items, omens and objects
    others_first: bool = False        # legacy p.7: simultaneous damage from the current player's left
    traitor_event: str = "ignore"     # a traitor's event: "ignore" its effects (classic) or
                                      # "skip_draw" on discovering an Event tile (legacy p.19)
    traitor_takes_five: bool = False  # legacy p.19: a 5 instead of a trait roll for a tile action
    numbered_monsters: bool = False   # legacy p.20: small monsters act one by one, in number order
    stunned_defence_harmless: bool = False  # legacy p.15: losing to a stunned monster hurts no one
    lose_is_damage: bool = False      # legacy p.7: "lose N <trait>" is physical or mental damage
    monsters_pay_obstacles: bool = False  # legacy p.9: obstacle tokens cost monsters extra moves too
    traitor_ghost_immune: bool = False    # legacy p.19: no negative ghost effects of Event cards
    traitor_ongoing_choice: bool = False  # legacy p.19: may ignore an Ongoing Event (harm and help)
    monsters_carry: bool = False          # legacy p.20: the haunt power `monsters_carry` takes effect
    monster_traits_learned: bool = False  # legacy p.15: the heroes learn a monster's traits by meeting them

    def region_order(self) -> tuple[str, ...]:
        return self.regions


CLASSIC = Ruleset(
    name="classic", pack="classic", regions=("basement", "ground", "upper"), players=(3, 6),
    mismatched_tile="discard", spent_card="discard", haunt_roll="six_dice", haunt_threshold=0,
    card_use="once_per_turn", dice_floor=0, dice_cap=8, first_player="birthday",
    traitor_tie="left_of_revealer", seal_check=False, free_move_when_no_tiles=True,
)

LEGACY = Ruleset(
    # haunt_threshold 6: with random bots the legacy haunt then starts at turn 36.1 on
    # average against classic's 34.8 (4 players, 100 games each; docs/LEGACY_FREE_PLAY.md)
    name="legacy", pack="legacy", regions=("outside", "basement", "ground", "upper"), players=(3, 5),
    mismatched_tile="bury", spent_card="bury", haunt_roll="omen_dice", haunt_threshold=6,
    card_use="action_words", dice_floor=1, dice_cap=8, first_player="random",
    traitor_tie="crest", seal_check=True, free_move_when_no_tiles=True,
    haunt_check="on_draw", region_decks=True, steal_physical_only=False, death_drops_all=True,
    others_first=True, traitor_event="skip_draw", traitor_takes_five=True, numbered_monsters=True,
    stunned_defence_harmless=True, lose_is_damage=True, monsters_pay_obstacles=True,
    traitor_ghost_immune=True, traitor_ongoing_choice=True, monsters_carry=True, monster_traits_learned=True,
)

RULESETS = {r.name: r for r in (CLASSIC, LEGACY)}


def get_ruleset(name_or_ruleset) -> Ruleset:
    if isinstance(name_or_ruleset, Ruleset):
        return name_or_ruleset
    try:
        return RULESETS[name_or_ruleset]
    except KeyError:
        raise ValueError(f"unknown ruleset '{name_or_ruleset}' (known: {', '.join(RULESETS)})") from None

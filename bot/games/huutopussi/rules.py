"""The fixed facts of Huutopussi: the pack, rank orders, points, options, and per-card tables.

The authority is ``shared/rules/huutopussi.md``; section numbers (§) refer to it.
Cards are ints from ``bot.engine.cards`` (``rank << 2 | suit``), teams are 0
(seats 0+2) and 1 (seats 1+3). The per-card tables below are indexed by that int
so the hot path (legal cards, trick winners, points) is one list lookup per card.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal, Self

from pydantic import Field, model_validator

from bot.engine import Action
from bot.engine.cards import JACK, SUIT_LETTERS, card_code, deck_36, quick_shuffled
from bot.engine.game import Options

SIX = 6
TARGET = 500
TRICKS = 9
BAN_LINE = -500  # §15 bid_ban: a team at this score or lower may not bid

# Strength of each rank (index = rank) under the two orders of §4.
_SEED_STRENGTH = tuple(range(15))
_ACE_TEN_STRENGTH = (0, 0, 0, 0, 0, 0, 6, 7, 8, 9, 13, 10, 11, 12, 14)
STRENGTH = {"seed": _SEED_STRENGTH, "ace_ten": _ACE_TEN_STRENGTH}

# Card points (index = rank) of §5 and the Finnish variant.
_SEED_POINTS = (0,) * 10 + (10, 5, 5, 5, 10)
_FINNISH_POINTS = (0,) * 10 + (10, 2, 3, 4, 11)
POINTS = {"seed": _SEED_POINTS, "finnish": _FINNISH_POINTS}

# Marriage values per suit (index = suit S H D C).
MARRIAGE = {"seed": (40, 100, 80, 60), "bridge_order": (100, 80, 60, 40)}

DECK = tuple(deck_36())
CODE_TO_CARD = {card_code(c): c for c in DECK}
CARD_CODE = {c: card_code(c) for c in DECK}
_SIZE = max(DECK) + 1
# Per card int: its strength under each rank order, and its points under each table.
CARD_STRENGTH = {name: tuple(st[c >> 2] for c in range(_SIZE)) for name, st in STRENGTH.items()}
CARD_POINTS = {name: tuple(pts[c >> 2] for c in range(_SIZE)) for name, pts in POINTS.items()}
# Per card int: is it a six; does it rank above the jack (§7's redeal conditions).
_IS_SIX = tuple(int(c >> 2 == SIX) for c in range(_SIZE))
# Both at once for a whole hand: one per six, sixteen per card above the jack.
_REDEAL_TALLY = {name: tuple(int(c >> 2 == SIX) + 16 * (st[c >> 2] > st[JACK])
                             for c in range(_SIZE)) for name, st in STRENGTH.items()}
# Per card int: its place in a sorted hand (``bot.engine.cards.sort_hand``'s order: suits
# ♠ ♥ ♣ ♦, high to low under the rank order), as one int so sorting needs no key tuples.
_SUIT_PLACE = (0, 1, 3, 2)
# Tests for the hot path's filters (``filter(IN_SUIT[s], hand)`` runs in C, with no
# comprehension frame): is a card of suit ``s``; does a card beat card ``w`` in its own
# suit under each rank order.
IN_SUIT = tuple(frozenset(c for c in DECK if c & 3 == s).__contains__ for s in range(4))
BEATS = {name: tuple(frozenset(c for c in DECK if c & 3 == w & 3 and st[c >> 2] > st[w >> 2])
                     .__contains__ for w in range(_SIZE))
         for name, st in STRENGTH.items()}
HAND_ORDER = {name: tuple(_SUIT_PLACE[c & 3] * 32 + 31 - st[c >> 2] for c in range(_SIZE))
              for name, st in STRENGTH.items()}

# Every action the game can offer, made once and shared (cheap legal lists, no parsing).
PLAY = {c: Action("play", card_code(c)) for c in DECK}
GIVE = {c: Action("give", card_code(c)) for c in DECK}
RETURN = {c: Action("return", card_code(c)) for c in DECK}
BID = {x: Action("bid", str(x)) for x in range(5, 1001, 5)}
CONTRACT = {x: Action("contract", str(x)) for x in range(5, 1001, 5)}
# The same in order, so a run of amounts is one slice: ``amounts(BIDS, 60, 440)``.
BIDS = [BID[x] for x in range(5, 1001, 5)]
CONTRACTS = [CONTRACT[x] for x in range(5, 1001, 5)]


def amounts(run: list[Action], low: int, high: int) -> list[Action]:
    """The actions of ``run`` for the multiples of 5 from ``low`` to ``high``."""
    return run[low // 5 - 1:high // 5] if low <= high else []
PASS = Action("pass")
REDEAL = Action("redeal")
ASK = Action("ask")
MARRY = tuple(Action("marriage", s) for s in SUIT_LETTERS)
ASK_HALF = tuple(Action("ask", s) for s in SUIT_LETTERS)
ANSWER = tuple(Action("answer", s) for s in SUIT_LETTERS)

_SUIT_PARSE = {"S": 0, "H": 1, "D": 2, "C": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3,
               "♤": 0, "♡": 1, "♢": 2, "♧": 3,
               "SPADES": 0, "HEARTS": 1, "DIAMONDS": 2, "CLUBS": 3,
               "SPADE": 0, "HEART": 1, "DIAMOND": 2, "CLUB": 3}


def parse_suit(arg: str) -> int | None:
    """The suit ``arg`` names (``H``, ``♥``, ``hearts``), or None."""
    return _SUIT_PARSE.get(arg.strip().upper().replace("\ufe0f", ""))


def team(seat: int) -> int:
    return seat & 1


def round5(x: int) -> int:
    """Nearest multiple of 5, halves away from zero (§15 opponent_rounding)."""
    return 5 * ((x + 2) // 5) if x >= 0 else -5 * ((-x + 2) // 5)


class HuutopussiOptions(Options):
    """Every variant of §15; the defaults are the seed rules.

    Readings of §15 worth knowing:

    - ``no_trick_penalty=porvoo`` replaces a team's result whatever else happened:
      opponents who took no trick score −B even when the contract was made (when
      they would otherwise score 0), and a declarer who took no trick personally
      costs the pair −2×B even if the partner's tricks made the contract. §15 says
      "instead of its total" / "instead of its normal result" without exceptions;
      such a contract counts as not made (the deal record and the sentence say so).
    - ``redeal_rule=four_sixes``: see ``Huutopussi.redeal_rights`` for who may call it
      and when.
    - ``bid_ban``: the banned team keeps only the compulsory opening bid, the minimum.
    - ``win_tiebreak`` has a single value. §13: with the seed scoring only one team
      can gain in a deal, so no tie-break is needed; §15 gives exactly one rule for
      the options that let both teams score (higher score; equal → the declarers).
      It is an option only so every row of §15 has a name. A deal played without a
      contract (``forced_opening=false``) has no declarers: equal scores then go to
      the pair that led, as the nearest thing to "the declaring team".
    """

    rank_order: Literal["seed", "ace_ten"] = Field(
        default="seed", description="seed: A K Q J 10 …; ace_ten: A 10 K Q J …")
    card_points: Literal["seed", "finnish"] = Field(
        default="seed",
        description="seed: A10 10:10 K5 Q5 J5 (140); finnish: A11 10:10 K4 Q3 J2 (120)")
    last_trick_bonus: int = Field(
        default=20, ge=0, le=100, description="points for winning trick 9")
    marriage_values: Literal["seed", "bridge_order"] = Field(
        default="seed", description="seed: H100 D80 C60 S40; bridge_order: S100 H80 D60 C40")
    redeal_rule: Literal["seed", "four_sixes", "none"] = Field(
        default="seed",
        description="seed: ≥3 sixes or nothing above J, first auction turn; "
                    "four_sixes: all four 6s in a hand or a pair, also in the exchange")
    min_bid: int = Field(default=50, ge=5, le=1000, multiple_of=5, description="lowest bid")
    forced_opening: bool = Field(
        default=True,
        description="the first bidder must bid; if false all may pass (no contract)")
    max_bid: int = Field(
        default=440, ge=5, le=1000, multiple_of=5, description="highest bid and contract")
    exchange_count: Literal[3, 4] = Field(default=3, description="cards passed each way")
    contract_timing: Literal["after_exchange", "before_return"] = Field(
        default="after_exchange", description="when the declarer names the contract")
    must_overtrump: bool = Field(
        default=True, description="when trumping, beat a trump in the trick if you can")
    declare_right: Literal["led_and_won", "any_won_trick"] = Field(
        default="led_and_won", description="which trick wins open a marriage window")
    ask_lockouts: Literal["seed", "partner_lock", "illisoft"] = Field(
        default="seed", description="which declarations bar later ones")
    opponents_score: Literal["on_failure", "always"] = Field(
        default="on_failure", description="when the opponents score what they took")
    failure_penalty: Literal["bid", "contract"] = Field(
        default="bid", description="a failed contract costs the auction bid or the contract")
    no_trick_penalty: Literal["none", "porvoo"] = Field(
        default="none", description="porvoo: penalties for taking no trick")
    bid_ban: bool = Field(
        default=False,
        description="a team at -500 or lower may not bid (except the compulsory opening bid)")
    win_condition: Literal["reach", "exceed"] = Field(
        default="reach", description="reach: 500 or more wins; exceed: more than 500")
    win_tiebreak: Literal["higher_then_declarers"] = Field(
        default="higher_then_declarers",
        description="both teams over the line: higher score wins, equal: the declarers")
    first_trick_aces: bool = Field(
        default=False,
        description="trick 1: lead an ace (else a spade); the led suit's ace must be played")
    opponent_rounding: bool = Field(
        default=False, description="opponents' totals round to the nearest 5")

    @model_validator(mode="after")
    def _bids_fit(self) -> Self:
        if self.min_bid > self.max_bid:
            raise ValueError("min_bid must not be above max_bid")
        return self


def redeal_hand(hand: list[int], opts: HuutopussiOptions) -> bool:
    """Does this hand as dealt meet the seed redeal condition of §7 (sixes or no high card)?"""
    tally = sum(map(_REDEAL_TALLY[opts.rank_order].__getitem__, hand))
    return tally & 15 >= 3 or tally < 16  # three sixes, or no card above the jack


def sixes_in(*hands: list[int]) -> int:
    return sum(sum(map(_IS_SIX.__getitem__, h)) for h in hands)


@lru_cache(maxsize=256)
def shuffle_deck(seed: int, salt: str) -> tuple[int, ...]:
    """``bot.engine.cards.shuffled(DECK, seed, salt)`` (by ``quick_shuffled``). Remembered
    for the last few (seed, deal): a search's playouts all deal the same next deal."""
    return tuple(quick_shuffled(DECK, seed, salt))


"""Huutopussi: the Finnish four-hand marriage game, a whole match to 500.

The authority is ``shared/rules/huutopussi.md``; section numbers (§) below
refer to it. The state is plain ints and lists so random playouts stay fast;
cards are ints from ``bot.engine.cards`` and teams are 0 (seats 0+2) and
1 (seats 1+3).

Design choices worth knowing:

- The card exchange is one action per card (``give:AS`` three times, then
  ``return:KH`` three times): a button UI needs one click per card, and the
  pending selection stays in the giver's hand (listed in their view) until the
  last card is chosen, so no card is ever "in flight".
- A declaration window (§11.1) is not a separate step: the player holding it
  sees the declarations next to their lead cards, and leading a card declines.
  That saves a click per window and keeps "declare, then lead" in one turn.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Self

from pydantic import Field, model_validator

from bot.engine import Action, Event, Game, IllegalAction, MatchResult, Section, View, register
from bot.engine.cards import (
    ACE,
    JACK,
    KING,
    QUEEN,
    SUIT_LETTERS,
    SUIT_NAMES,
    CardParseError,
    card_code,
    card_text,
    cards_text,
    deck_36,
    make,
    parse_card,
    shuffled,
    sort_hand,
)
from bot.engine.game import Options, ranks_from_scores
from bot.engine.tricks import plays_text

SIX = 6
TARGET = 500
TRICKS = 9

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

CODE_TO_CARD = {card_code(c): c for c in deck_36()}
_PLAY = {c: Action("play", card_code(c)) for c in deck_36()}
_GIVE = {c: Action("give", card_code(c)) for c in deck_36()}
_RETURN = {c: Action("return", card_code(c)) for c in deck_36()}
_BID = {x: Action("bid", str(x)) for x in range(5, 1001, 5)}
_CONTRACT = {x: Action("contract", str(x)) for x in range(5, 1001, 5)}
_PASS = Action("pass")
_REDEAL = Action("redeal")
_ASK = Action("ask")
_MARRY = tuple(Action("marriage", s) for s in SUIT_LETTERS)
_ASK_HALF = tuple(Action("ask", s) for s in SUIT_LETTERS)
_ANSWER = tuple(Action("answer", s) for s in SUIT_LETTERS)
_SUIT_PARSE = {"S": 0, "H": 1, "D": 2, "C": 3, "♠": 0, "♥": 1, "♦": 2, "♣": 3,
               "SPADES": 0, "HEARTS": 1, "DIAMONDS": 2, "CLUBS": 3}

PHASE_WORDS = {
    "auction": "Auction",
    "give": "Card exchange",
    "return": "Card exchange",
    "contract": "Naming the contract",
    "play": "Play",
    "answer": "Marriage question",
    "over": "Match over",
}


class HuutopussiOptions(Options):
    """Every variant of §15; the defaults are the seed rules.

    Two readings of §15 worth knowing:

    - ``no_trick_penalty=porvoo`` replaces a team's result whatever else happened:
      opponents who took no trick score −B even when the contract was made (when
      they would otherwise score 0), and a declarer who took no trick personally
      costs the pair −2×B even if the partner's tricks made the contract. §15 says
      "instead of its total" / "instead of its normal result" without exceptions.
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


def _team(seat: int) -> int:
    return seat & 1


def _team_text(team: int) -> str:
    return f"{{s{team}}} & {{s{team + 2}}}"


def _suit_name(suit: int) -> str:
    return SUIT_NAMES[suit]


def _parse_suit(arg: str) -> int | None:
    return _SUIT_PARSE.get(arg.strip().upper())


def _round5(x: int) -> int:
    return 5 * ((x + 2) // 5) if x >= 0 else -5 * ((-x + 2) // 5)


@register
@dataclass
class Huutopussi(Game):
    """The state of one Huutopussi match (see the module docstring)."""

    game_id = "huutopussi"
    title = "Huutopussi"
    summary = ("Four players in two pairs bid to swap cards with their partner and name a "
               "target; king–queen marriages score and make trumps. First pair to 500 wins.")
    seat_counts = (4,)
    options_model = HuutopussiOptions

    options: HuutopussiOptions = field(default_factory=lambda: HuutopussiOptions())
    seats: int = 4
    seed: int = 0
    presets: list[dict[str, Any]] = field(default_factory=list)
    phase: str = "auction"
    dealer: int = 0
    scores: list[int] = field(default_factory=lambda: [0, 0])
    winner_team: int = -1
    deal_no: int = 0  # shuffles so far, redeals included (the shuffle salt)
    deals_done: int = 0
    hands: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    can_redeal: list[bool] = field(default_factory=lambda: [False] * 4)
    turn: int = 0
    # auction
    high_bid: int = 0
    high_bidder: int = -1
    passed: list[bool] = field(default_factory=lambda: [False] * 4)
    calls: list[list[int]] = field(default_factory=list)  # [seat, bid or 0 for pass]
    # contract and exchange
    declarer: int = -1
    bid: int = 0
    contract: int = 0
    contract_set: bool = False
    selected: list[int] = field(default_factory=list)
    given: list[int] = field(default_factory=list)
    returned: list[int] = field(default_factory=list)
    # play
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    trick_no: int = 0  # tricks completed this deal
    trump: int = -1
    won: list[list[int]] = field(default_factory=lambda: [[], [], [], []])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    card_points: list[int] = field(default_factory=lambda: [0, 0])
    last_trick_team: int = -1
    last_trick: list[int] = field(default_factory=list)
    last_leader: int = -1
    # marriages
    window: int = -1
    marriages: list[list[int]] = field(default_factory=list)  # [seat, suit, value]
    marriage_points: list[int] = field(default_factory=lambda: [0, 0])
    shown: list[int] = field(default_factory=list)
    max_kind: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    # ask_lockouts (see ``_after_ask``): partner_lock bars an ask for a whole marriage;
    # illisoft's half-ask bars the partner's own marriages and whole asks.
    ask_barred: list[bool] = field(default_factory=lambda: [False] * 4)
    half_barred: list[bool] = field(default_factory=lambda: [False] * 4)
    asker: int = -1
    answer_suits: list[int] = field(default_factory=list)
    # One compact row per finished deal (see ``history``): the state is dumped to
    # JSON after every action, so a long match must not carry bulky records.
    deal_log: list[list[int]] = field(default_factory=list)

    # --- construction -------------------------------------------------------
    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        if seats != 4:
            raise ValueError("Huutopussi is played by 4 players.")
        options = cls.parse_options(options)
        assert isinstance(options, HuutopussiOptions)
        state = cls(options=options, seed=seed, presets=[dict(d) for d in deals or ()])
        state.dealer = random.Random(f"{seed}:dealer").randrange(4)
        state._deal()
        return state

    def _deal(self) -> None:
        """Shuffle (or take the next preset) and start the auction, §6."""
        if self.presets:
            preset = self.presets.pop(0)
            if "dealer" in preset:
                self.dealer = int(preset["dealer"]) % 4
            hands = [[parse_card(code) for code in h] for h in preset["hands"]]
            if len(hands) != 4 or any(len(h) != 9 for h in hands) or \
                    {c for h in hands for c in h} != set(CODE_TO_CARD.values()):
                raise ValueError("a Huutopussi preset deal needs 4 hands of 9 distinct cards "
                                 "from the 36-card pack")
        else:
            deck = shuffled(deck_36(), self.seed, salt=str(self.deal_no))
            hands = [[], [], [], []]
            first = self.dealer + 1
            for i, card in enumerate(deck):
                hands[(first + i) & 3].append(card)
        self.deal_no += 1
        key = self._rank_key()
        self.hands = [sort_hand(h, key) for h in hands]  # display order: buttons come sorted
        self.can_redeal = [self._redeal_hand(h) for h in hands]
        self.phase = "auction"
        self.turn = (self.dealer + 1) & 3
        self.high_bid, self.high_bidder = 0, -1
        self.passed = [False] * 4
        self.calls = []
        self.declarer, self.bid, self.contract, self.contract_set = -1, 0, 0, False
        self.selected, self.given, self.returned = [], [], []
        self.leader, self.trick, self.trick_no, self.trump = 0, [], 0, -1
        self.won = [[], [], [], []]
        self.tricks_won = [0, 0, 0, 0]
        self.card_points = [0, 0]
        self.last_trick_team, self.last_trick, self.last_leader = -1, [], -1
        self.window = -1
        self.marriages, self.marriage_points, self.shown = [], [0, 0], []
        self.max_kind = [0, 0, 0, 0]
        self.ask_barred = [False] * 4
        self.half_barred = [False] * 4
        self.asker, self.answer_suits = -1, []

    def _redeal_hand(self, hand: list[int]) -> bool:
        """May this hand as dealt ask for a redeal in the auction (§7)?"""
        rule = self.options.redeal_rule
        sixes = sum(1 for c in hand if c >> 2 == SIX)
        if rule == "seed":
            strength = STRENGTH[self.options.rank_order]
            return sixes >= 3 or all(strength[c >> 2] <= strength[JACK] for c in hand)
        if rule == "four_sixes":
            return sixes == 4
        return False

    def _pair_has_sixes(self, seat: int) -> bool:
        """four_sixes rule in the exchange: the pair holds all four sixes between them."""
        return sum(1 for s in (seat, seat ^ 2) for c in self.hands[s] if c >> 2 == SIX) == 4

    # --- the contract -------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        return (self.turn,)

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        scores = list(self.scores)
        w = self.winner_team
        return MatchResult(
            teams=[[0, 2], [1, 3]], scores=scores,
            ranks=[0 if t == w else 1 for t in (0, 1)] if w >= 0 else ranks_from_scores(scores),
            winners=[w, w + 2] if w >= 0 else [],
            summary=f"{_team_text(w)} win {scores[w]} to {scores[1 - w]}.")

    def deals_completed(self) -> int:
        return self.deals_done

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "over" or seat != self.turn:
            return []
        phase = self.phase
        if phase == "play":
            out = [_PLAY[c] for c in self._legal_cards(seat)]
            if self.window == seat:
                out = self._declarations(seat) + out
            return out
        if phase == "auction":
            return self._auction_actions(seat)
        if phase == "give" or phase == "return":
            table = _GIVE if phase == "give" else _RETURN
            sel = self.selected
            out = [table[c] for c in self.hands[seat] if c not in sel]
            if self._exchange_redeal_ok(seat):
                out.append(_REDEAL)
            return out
        if phase == "contract":
            return [_CONTRACT[x] for x in range(self.bid, self.options.max_bid + 1, 5)]
        if phase == "answer":
            return [_ANSWER[s] for s in self.answer_suits]
        return []

    def _exchange_redeal_ok(self, seat: int) -> bool:
        return self.options.redeal_rule == "four_sixes" and self._pair_has_sixes(seat)

    def _bid_banned(self, seat: int) -> bool:
        if not self.options.bid_ban or self.scores[_team(seat)] > -500:
            return False
        return not (self.options.forced_opening and self.high_bid == 0)

    def _auction_actions(self, seat: int) -> list[Action]:
        opt = self.options
        out: list[Action] = []
        if not self._bid_banned(seat):
            low = max(opt.min_bid, self.high_bid + 5)
            out.extend(_BID[x] for x in range(low, opt.max_bid + 1, 5))
        if self.high_bid or not opt.forced_opening:
            out.append(_PASS)
        if self.can_redeal[seat]:
            out.append(_REDEAL)
        return out

    def _declarations(self, seat: int) -> list[Action]:
        """What the holder of a window may declare (§11.2–11.3), before leading."""
        out: list[Action] = []
        hand = self.hands[seat]
        declared = {m[1] for m in self.marriages}
        kind = self.max_kind[seat]
        locked = self.half_barred[seat]
        if kind <= 1 and not locked:
            for s in range(4):
                if s not in declared and make(KING, s) in hand and make(QUEEN, s) in hand:
                    out.append(_MARRY[s])
        if kind <= 2 and not locked and not self.ask_barred[seat] and len(declared) < 4:
            out.append(_ASK)
        for s in range(4):  # asking for a half is never barred (§11.3, §15)
            if s not in declared and (make(KING, s) in hand) != (make(QUEEN, s) in hand):
                out.append(_ASK_HALF[s])
        return out

    def _beats(self, c: int, w: int, strength: tuple[int, ...]) -> bool:
        if c & 3 == w & 3:
            return strength[c >> 2] > strength[w >> 2]
        return c & 3 == self.trump

    def _winning(self, trick: list[int]) -> int:
        """Index of the card winning ``trick`` (§10.3), ``_beats`` inlined for speed."""
        strength = STRENGTH[self.options.rank_order]
        trump = self.trump
        best = trick[0]
        index = 0
        for i in range(1, len(trick)):
            c = trick[i]
            if c & 3 == best & 3:
                if strength[c >> 2] > strength[best >> 2]:
                    best, index = c, i
            elif c & 3 == trump:
                best, index = c, i
        return index

    def _legal_cards(self, seat: int) -> list[int]:
        """§10.2: must follow, must beat, must trump (and over-trump)."""
        hand = self.hands[seat]
        trick = self.trick
        opt = self.options
        if self.trick_no == 0 and opt.first_trick_aces:
            forced = self._first_trick_forced(hand, trick)
            if forced is not None:
                return forced
        if not trick:
            return list(hand)
        strength = STRENGTH[opt.rank_order]
        w = trick[self._winning(trick)]
        w_suit, w_strength = w & 3, strength[w >> 2]
        led = trick[0] & 3
        follow = [c for c in hand if c & 3 == led]
        if follow:
            if w_suit != led:  # trumped already: no card of the led suit can beat it
                return follow
            better = [c for c in follow if strength[c >> 2] > w_strength]
            return better or follow
        trump = self.trump
        if trump >= 0:
            trumps = [c for c in hand if c & 3 == trump]
            if trumps:
                if not opt.must_overtrump or w_suit != trump:  # every trump beats W
                    return trumps
                better = [c for c in trumps if strength[c >> 2] > w_strength]
                return better or trumps
        return list(hand)

    @staticmethod
    def _first_trick_forced(hand: list[int], trick: list[int]) -> list[int] | None:
        """first_trick_aces: lead an ace (else a spade); the led suit's ace must drop."""
        if not trick:
            aces = [c for c in hand if c >> 2 == ACE]
            if aces:
                return aces
            spades = [c for c in hand if c & 3 == 0]
            return spades or None
        led = trick[0]
        ace = make(ACE, led & 3)
        if led >> 2 != ACE and ace in hand:
            return [ace]
        return None

    # --- applying -----------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise self.reject(seat, f"“{action}” is not a Huutopussi move. {self._hint(seat)}")
        return handler(self, seat, action.arg)

    def _hint(self, seat: int) -> str:
        """What ``seat`` should do now, with an example drawn from its own choices.

        Examples are what a player types or sees (``60``, ``A♠``), not action codes:
        the terminal and the Discord commands both read those.
        """
        phase = self.phase
        if phase == "auction":
            low = max(self.options.min_bid, self.high_bid + 5)
            if self._bid_banned(seat) or low > self.options.max_bid:
                return "It's the auction: pass."
            if self.high_bid or not self.options.forced_opening:
                return f"It's the auction: bid at least {low}, or pass."
            return f"You open the auction: bid at least {low}."
        hand = self.hands[seat]
        if phase in ("give", "return"):
            free = [c for c in hand if c not in self.selected]
            example = card_text(free[0]) if free else "a card"
            whom = "Give your partner" if phase == "give" else "Return to your partner"
            return f"{whom} {self._left_to_pick()} more card(s), one at a time, e.g. {example}."
        if phase == "contract":
            return (f"Name your contract, from {self.bid} to {self.options.max_bid} "
                    f"({self.bid} keeps it).")
        if phase == "answer":
            suits = " or ".join(_suit_name(s) for s in self.answer_suits)
            return f"Choose which marriage to declare: {suits}."
        if phase == "play":
            legal = self._legal_cards(seat) if seat == self.turn else hand
            example = card_text(legal[0]) if legal else "a card"
            if self.window == seat and self._declarations(seat):
                return ("You may declare a marriage or ask your partner, or lead a card "
                        f"(e.g. {example}).")
            return f"Play a card, e.g. {example}."
        return ""

    def _wrong_phase(self, seat: int, what: str) -> IllegalAction:
        return self.reject(seat, f"You can't {what} now. {self._hint(seat)}")

    def _left_to_pick(self) -> int:
        return self.options.exchange_count - len(self.selected)

    def _card_arg(self, seat: int, arg: str) -> int:
        card = CODE_TO_CARD.get(arg.upper())
        if card is None:
            try:
                card = parse_card(arg)
            except CardParseError as err:
                raise self.reject(seat, str(err)) from None
            if card not in CODE_TO_CARD.values():
                raise self.reject(seat, f"{card_text(card)} is not in the Huutopussi pack "
                                        "(6 to ace only).")
        if card not in self.hands[seat]:
            raise self.reject(seat, f"You don't hold {card_text(card)}.")
        return card

    def _amount_arg(self, seat: int, arg: str, what: str) -> int:
        try:
            value = int(arg.strip())
        except ValueError:
            raise self.reject(seat, f"“{arg}” is not a number. Write a number, e.g. {what} "
                                    f"{max(self.options.min_bid, self.bid)}.") from None
        return value

    # auction -----------------------------------------------------------------
    def _do_bid(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "auction":
            raise self._wrong_phase(seat, "bid")
        opt = self.options
        value = self._amount_arg(seat, arg, "bid")
        if self._bid_banned(seat):
            raise self.reject(seat, "Your team is at -500 or lower, so you may not bid. Pass.")
        if value <= self.high_bid:
            raise self.reject(seat, f"You must bid more than {self.high_bid} "
                                    f"(at least {self.high_bid + 5}), or pass.")
        if value < opt.min_bid:
            raise self.reject(seat, f"The lowest bid is {opt.min_bid}.")
        if value > opt.max_bid:
            raise self.reject(seat, f"The highest bid is {opt.max_bid}.")
        if value % 5:
            raise self.reject(seat, f"Bids go in steps of 5: {value} is not allowed. "
                                    f"Try {value - value % 5 + 5}.")
        self.high_bid, self.high_bidder = value, seat
        self.can_redeal[seat] = False
        self.calls.append([seat, value])
        events = [Event("bid", f"{{s{seat}}} bids {value}.", seat)]
        if value == opt.max_bid:
            return events + self._end_auction()
        return events + self._next_caller()

    def _do_pass(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "auction":
            raise self._wrong_phase(seat, "pass")
        if arg:
            raise self.reject(seat, "To pass, just write pass.")
        if not self.high_bid and self.options.forced_opening:
            raise self.reject(seat, f"You open the auction, so you must bid at least "
                                    f"{self.options.min_bid}.")
        self.passed[seat] = True
        self.can_redeal[seat] = False
        self.calls.append([seat, 0])
        events = [Event("pass", f"{{s{seat}}} passes.", seat)]
        return events + self._next_caller()

    def _next_caller(self) -> list[Event]:
        npassed = sum(self.passed)
        if npassed == 4 or (npassed == 3 and self.high_bid):
            return self._end_auction()
        t = (self.turn + 1) & 3
        while self.passed[t]:
            t = (t + 1) & 3
        self.turn = t
        return []

    def _end_auction(self) -> list[Event]:
        if not self.high_bid:  # everybody passed (forced_opening=false)
            self.phase = "play"
            self.leader = self.turn = (self.dealer + 1) & 3
            return [Event("auction", "Everybody passed: the deal is played with no contract "
                                     f"and each pair scores what it takes. {{s{self.leader}}} "
                                     "leads.")]
        d = self.high_bidder
        self.declarer, self.bid, self.contract = d, self.high_bid, self.high_bid
        self.phase = "give"
        self.turn = d ^ 2
        n = self.options.exchange_count
        return [Event("auction", f"{{s{d}}} wins the auction at {self.bid}. "
                                 f"{{s{d ^ 2}}} gives {{s{d}}} {n} cards.", d)]

    def _do_redeal(self, seat: int, arg: str) -> list[Event]:
        if arg:
            raise self.reject(seat, "To ask for a redeal, just write redeal.")
        if self.phase == "auction":
            if not self.can_redeal[seat]:
                raise self.reject(seat, self._redeal_refusal())
        elif self.phase in ("give", "return"):
            if not self._exchange_redeal_ok(seat):
                raise self.reject(seat, self._redeal_refusal())
        else:
            raise self._wrong_phase(seat, "ask for a redeal")
        self._deal()
        return [Event("redeal", f"{{s{seat}}} asks for a redeal. {{s{self.dealer}}} deals "
                                f"again; {{s{self.turn}}} calls first.", seat)]

    def _redeal_refusal(self) -> str:
        rule = self.options.redeal_rule
        if rule == "none":
            return "Redeals are not played at this table."
        if rule == "four_sixes":
            return ("You may ask for a redeal only when all four sixes are in your hand "
                    "or your pair's.")
        return ("You may ask for a redeal only on your first call, and only with three sixes "
                "or no card above the jack.")

    # exchange ----------------------------------------------------------------
    def _do_give(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "give":
            raise self._wrong_phase(seat, "give cards")
        return self._pick(seat, arg, "give")

    def _do_return(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "return":
            raise self._wrong_phase(seat, "return cards")
        return self._pick(seat, arg, "return")

    def _pick(self, seat: int, arg: str, verb: str) -> list[Event]:
        card = self._card_arg(seat, arg)
        if card in self.selected:
            raise self.reject(seat, f"You already chose {card_text(card)}. Pick another card.")
        self.selected.append(card)
        n = self.options.exchange_count
        if len(self.selected) < n:
            return []
        moved = self.selected
        self.selected = []
        other = seat ^ 2
        hand = self.hands[seat]
        for c in moved:
            hand.remove(c)
        self.hands[other] = sort_hand(self.hands[other] + moved, self._rank_key())
        d = self.declarer
        if verb == "give":
            self.given = moved
            if self.options.contract_timing == "before_return":
                self.phase = "contract"
            else:
                self.phase = "return"
            self.turn = d
            return [Event("give", f"{{s{seat}}} gives {{s{d}}} {n} cards face down.", seat)]
        self.returned = moved
        events = [Event("return", f"{{s{d}}} returns {n} cards to {{s{other}}}.", seat)]
        if self.contract_set:
            return events + self._start_play()
        self.phase = "contract"
        return events

    def _do_contract(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "contract":
            raise self._wrong_phase(seat, "name the contract")
        value = self._amount_arg(seat, arg, "contract")
        top = self.options.max_bid
        if value % 5 or not self.bid <= value <= top:
            raise self.reject(seat, f"The contract must be a multiple of 5 from your bid "
                                    f"{self.bid} up to {top}.")
        self.contract, self.contract_set = value, True
        text = (f"{{s{seat}}} keeps the contract at {value}." if value == self.bid
                else f"{{s{seat}}} raises the contract to {value}.")
        events = [Event("contract", text, seat)]
        if self.returned:
            return events + self._start_play()
        self.phase = "return"
        return events

    def _start_play(self) -> list[Event]:
        self.phase = "play"
        self.leader = self.turn = self.declarer
        return []

    # play ----------------------------------------------------------------
    def _do_play(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "play":
            raise self._wrong_phase(seat, "play a card")
        card = self._card_arg(seat, arg)
        legal = self._legal_cards(seat)
        if card not in legal:
            raise self.reject(seat, self._why_illegal(seat, card, legal))
        self.window = -1
        self.hands[seat].remove(card)
        self.trick.append(card)
        events = [Event("play", f"{{s{seat}}} plays {card_text(card)}.", seat)]
        if len(self.trick) < 4:
            self.turn = (seat + 1) & 3
            return events
        return events + self._finish_trick()

    def _why_illegal(self, seat: int, card: int, legal: list[int]) -> str:
        """Say which rule of §10.2 forbids ``card`` and what may be played instead."""
        options = cards_text(sort_hand(legal, self._rank_key()))
        trick = self.trick
        if self.trick_no == 0 and self.options.first_trick_aces and \
                self._first_trick_forced(self.hands[seat], trick) is not None:
            return f"On the first trick you must play {options}."
        if not trick:
            return f"You may lead {options}."
        led = trick[0] & 3
        w = trick[self._winning(trick)]
        beating = self._beats(legal[0], w, self._rank_key())
        if legal[0] & 3 == led:
            if beating:
                return (f"You must follow {_suit_name(led)} and beat {card_text(w)} when you "
                        f"can: play {options}.")
            return f"You must follow suit ({_suit_name(led)}): play {options}."
        if legal[0] & 3 == self.trump:
            extra = f" and beat {card_text(w)}" if beating and w & 3 == self.trump else ""
            return f"You have no {_suit_name(led)}, so you must trump{extra}: play {options}."
        return f"Play one of {options}."

    def _finish_trick(self) -> list[Event]:
        trick = self.trick
        leader = self.leader
        idx = self._winning(trick)
        winner = (leader + idx) & 3
        team = winner & 1
        pts_table = POINTS[self.options.card_points]
        pts = sum(pts_table[c >> 2] for c in trick)
        self.won[winner].extend(trick)
        self.tricks_won[winner] += 1
        self.card_points[team] += pts
        self.trick_no += 1
        self.last_trick = trick
        self.last_leader = leader
        self.trick = []
        text = f"{{s{winner}}} wins the trick with {card_text(trick[idx])}: {pts} points."
        if self.trick_no == TRICKS:
            bonus = self.options.last_trick_bonus
            self.last_trick_team = team
            self.card_points[team] += bonus
            events = [Event("trick", text[:-1] + f", +{bonus} for the last trick.", winner)]
            return events + self._score_deal()
        self.leader = self.turn = winner
        if winner == leader or self.options.declare_right == "any_won_trick":
            self.window = winner
        return [Event("trick", text, winner)]

    # marriages -------------------------------------------------------------
    def _window_check(self, seat: int, what: str) -> None:
        if self.phase != "play" or self.window != seat or self.trick:
            if self.phase == "play":
                won = ("a trick" if self.options.declare_right == "any_won_trick"
                       else "a trick you led")
                raise self.reject(seat, f"You may declare only right after winning {won}, "
                                        f"before you lead again. {self._hint(seat)}")
            raise self._wrong_phase(seat, what)

    def _marry(self, seat: int, suit: int, announcer: int) -> list[Event]:
        value = MARRIAGE[self.options.marriage_values][suit]
        team = announcer & 1
        self.marriages.append([seat, suit, value])
        self.marriage_points[team] += value
        self.trump = suit
        for rank in (KING, QUEEN):
            c = make(rank, suit)
            if c not in self.shown:
                self.shown.append(c)
        name = _suit_name(suit)
        return [Event("marriage", f"{{s{seat}}} marries {name}: +{value}, {name} are trumps.",
                      seat)]

    def _do_marriage(self, seat: int, arg: str) -> list[Event]:
        self._window_check(seat, "declare a marriage")
        suit = _parse_suit(arg)
        if suit is None:
            raise self.reject(seat, f"“{arg}” is not a suit. Write marriage H, D, C or S.")
        if any(m[1] == suit for m in self.marriages):
            raise self.reject(seat, f"{_suit_name(suit).capitalize()} were already married "
                                    "this deal.")
        if make(KING, suit) not in self.hands[seat] or make(QUEEN, suit) not in self.hands[seat]:
            raise self.reject(seat, f"You need both the king and the queen of "
                                    f"{_suit_name(suit)} to marry them.")
        if self.max_kind[seat] > 1:
            raise self.reject(seat, "You already asked your partner this deal, so you may no "
                                    "longer declare a marriage of your own.")
        if self.half_barred[seat]:
            raise self.reject(seat, "Your partner asked for a half this deal, so you may no "
                                    "longer declare a marriage of your own.")
        self.max_kind[seat] = max(self.max_kind[seat], 1)
        self.window = -1
        return self._marry(seat, suit, seat)

    def _do_ask(self, seat: int, arg: str) -> list[Event]:
        self._window_check(seat, "ask your partner")
        partner = seat ^ 2
        declared = {m[1] for m in self.marriages}
        hand = self.hands[partner]
        if not arg:
            if self.max_kind[seat] > 2:
                raise self.reject(seat, "You asked for a half this deal, so you may no longer "
                                        "ask for a whole marriage.")
            if self.half_barred[seat]:
                raise self.reject(seat, "Your partner asked for a half this deal, so you may no "
                                        "longer ask for a whole marriage. You may still ask "
                                        "for a half.")
            if self.ask_barred[seat]:
                raise self.reject(seat, "Your partner asked you for a marriage this deal, so "
                                        "you may not ask them for one. You may still ask for "
                                        "a half.")
            if len(declared) == 4:
                raise self.reject(seat, "All four suits are married already.")
            self._after_ask(seat, 2)
            suits = [s for s in range(4) if s not in declared
                     and make(KING, s) in hand and make(QUEEN, s) in hand]
            events = [Event("ask", f"{{s{seat}}} asks {{s{partner}}} for a marriage.", seat)]
            if not suits:
                return [*events, Event("answer", f"{{s{partner}}} has none.", partner)]
            if len(suits) == 1:
                return events + self._marry(partner, suits[0], seat)
            self.phase = "answer"
            self.asker = seat
            self.answer_suits = suits
            self.turn = partner
            return events
        suit = _parse_suit(arg)
        if suit is None:
            raise self.reject(seat, f"“{arg}” is not a suit. Write ask H, D, C or S "
                                    "(or just ask for a whole marriage).")
        if suit in declared:
            raise self.reject(seat, f"{_suit_name(suit).capitalize()} were already married "
                                    "this deal.")
        mine = self.hands[seat]
        has_k, has_q = make(KING, suit) in mine, make(QUEEN, suit) in mine
        if has_k == has_q:
            raise self.reject(seat, f"You may ask for the other half of {_suit_name(suit)} "
                                    "only when you hold exactly one of its king and queen.")
        missing = make(QUEEN if has_k else KING, suit)
        self._after_ask(seat, 3)
        events = [Event("ask", f"{{s{seat}}} asks {{s{partner}}} for {card_text(missing)}.",
                        seat)]
        if missing in hand:
            events.append(Event("answer", f"{{s{partner}}} shows {card_text(missing)}.",
                                partner))
            return events + self._marry(seat, suit, seat)
        return [*events, Event("answer", f"{{s{partner}}} does not have it.", partner)]

    def _after_ask(self, seat: int, kind: int) -> None:
        """Record an ask (kind 2 = for a marriage, 3 = for a half) and its lockouts.

        §11.3, every rule set: the asker may no longer declare a smaller-numbered
        kind (``max_kind``). The ``ask_lockouts`` options of §15, read literally:

        - ``partner_lock``: "the partner of someone who asked for a marriage may not
          ask *them* for one". "Asking for a marriage" is kind 2 (``ask``, §11.2), so
          only that triggers it, and it bars only the partner's own ``ask``; both
          may still ask for a half, and the partner's own marriages are untouched.
        - ``illisoft``: "any ask bars own marriages" — the asker's, which §11.3's
          ordering already does; "after a half-ask both partners are barred from own
          marriages and marriage asks" — so a half-ask also bars the partner's own
          marriages and ``ask``. Both then keep asking for halves, symmetrically.
        """
        self.window = -1
        self.max_kind[seat] = max(self.max_kind[seat], kind)
        rule = self.options.ask_lockouts
        if rule == "partner_lock" and kind == 2:
            self.ask_barred[seat ^ 2] = True
        elif rule == "illisoft" and kind == 3:
            self.half_barred[seat ^ 2] = True

    def _do_answer(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "answer":
            raise self._wrong_phase(seat, "answer")
        suit = _parse_suit(arg)
        if suit is None or suit not in self.answer_suits:
            names = " or ".join(_suit_name(s) for s in self.answer_suits)
            raise self.reject(seat, f"Choose one of your marriages: {names}.")
        asker = self.asker
        self.phase = "play"
        self.turn = asker
        self.asker, self.answer_suits = -1, []
        return self._marry(seat, suit, asker)

    # scoring ---------------------------------------------------------------
    def _score_deal(self) -> list[Event]:
        """§12, with the §15 scoring options (porvoo: see ``HuutopussiOptions``)."""
        opt = self.options
        totals = [self.card_points[t] + self.marriage_points[t] for t in (0, 1)]
        d = self.declarer
        delta = [0, 0]
        made: bool | None = None
        if d < 0:
            delta = list(totals)
            text = (f"No contract: {_team_text(0)} score {totals[0]}, "
                    f"{_team_text(1)} score {totals[1]}.")
        else:
            dt, ot = d & 1, 1 - (d & 1)
            made = totals[dt] >= self.contract
            if made:
                delta[dt] = self.contract
            else:
                delta[dt] = -(self.contract if opt.failure_penalty == "contract" else self.bid)
            if not made or opt.opponents_score == "always":
                o = totals[ot]
                delta[ot] = _round5(o) if opt.opponent_rounding else o
            if opt.no_trick_penalty == "porvoo":
                if self.tricks_won[ot] + self.tricks_won[ot + 2] == 0:
                    delta[ot] = -self.bid
                if self.tricks_won[d] == 0:
                    delta[dt] = -2 * self.bid
            verdict = (f"made {self.contract} with {totals[dt]}" if made
                       else f"needed {self.contract} but took {totals[dt]}")
            other = f"score {delta[ot]:+d}" if delta[ot] else "score nothing"
            text = f"{_team_text(dt)} {verdict}: {delta[dt]:+d}. {_team_text(ot)} {other}."
        self.scores[0] += delta[0]
        self.scores[1] += delta[1]
        bonus = [opt.last_trick_bonus if self.last_trick_team == t else 0 for t in (0, 1)]
        self.deal_log.append([
            self.dealer, d, self.bid, self.contract,
            self.card_points[0] - bonus[0], self.card_points[1] - bonus[1],
            self.last_trick_team, self.marriage_points[0], self.marriage_points[1],
            -1 if made is None else int(made), delta[0], delta[1]])
        self.deals_done += 1
        events = [Event("score", text)]
        winner = self._match_winner()
        if winner >= 0:
            self.winner_team = winner
            self.phase = "over"
            self.window = -1
            events.append(Event("match", f"{_team_text(winner)} win the match "
                                         f"{self.scores[winner]} to {self.scores[1 - winner]}!"))
            return events
        self.dealer = (self.dealer + 1) & 3
        self._deal()
        events.append(Event("deal", f"{{s{self.dealer}}} deals; {{s{self.turn}}} calls first."))
        return events

    def _match_winner(self) -> int:
        """§13, and ``win_tiebreak`` of §15 when both teams cross the line together."""
        exceed = self.options.win_condition == "exceed"
        over = [t for t in (0, 1) if (self.scores[t] > TARGET if exceed
                                      else self.scores[t] >= TARGET)]
        if not over:
            return -1
        if len(over) == 1:
            return over[0]
        a, b = self.scores
        if a != b:
            return 0 if a > b else 1
        if self.declarer >= 0:
            return self.declarer & 1
        return (self.dealer + 1) & 1  # no contract: the pair that led

    @property
    def history(self) -> list[dict[str, Any]]:
        """Every finished deal: who declared, card points (without the last-trick
        bonus), who won the last trick, marriage points, totals, result and scores."""
        out: list[dict[str, Any]] = []
        bonus = self.options.last_trick_bonus
        scores = [0, 0]
        for i, row in enumerate(self.deal_log):
            dealer, declarer, bid, contract, cp0, cp1, last, mp0, mp1, made, d0, d1 = row
            cards = [cp0, cp1]
            marriage = [mp0, mp1]
            scores = [scores[0] + d0, scores[1] + d1]
            out.append({
                "deal": i + 1, "dealer": dealer, "declarer": declarer, "bid": bid,
                "contract": contract, "card_points": cards, "last_trick_team": last,
                "marriage_points": marriage,
                "totals": [cards[t] + marriage[t] + (bonus if last == t else 0) for t in (0, 1)],
                "made": None if made < 0 else bool(made), "delta": [d0, d1],
                "scores": scores})
        return out

    # --- views ----------------------------------------------------------------
    def _rank_key(self) -> tuple[int, ...]:
        return STRENGTH[self.options.rank_order]

    def _show(self, cards: Sequence[int]) -> str:
        return cards_text(cards)

    def view(self, seat: int | None) -> View:
        opt = self.options
        sections: list[Section] = []
        target = f"{'over' if opt.win_condition == 'exceed' else 'to'} {TARGET}"
        sections.append(Section("Scores", f"{_team_text(0)}: {self.scores[0]} · "
                                          f"{_team_text(1)}: {self.scores[1]} ({target})"))
        auction = " · ".join(f"{{s{s}}} {v if v else 'pass'}" for s, v in self.calls)
        sections.append(Section("Auction", f"Dealer {{s{self.dealer}}}. "
                                           + (auction or "No calls yet.")))
        d = self.declarer
        if d >= 0:
            body = f"{{s{d}}} & {{s{d ^ 2}}} play for {self.contract}"
            body += (f" (bid {self.bid})." if self.contract != self.bid else ".")
            if not self.contract_set:
                body = f"{{s{d}}} won the auction at {self.bid}; the contract is not named yet."
            sections.append(Section("Contract", body))
        elif self.phase == "play":
            sections.append(Section("Contract", "No contract: each pair scores what it takes."))
        if self.phase in ("play", "answer"):
            trump = _suit_name(self.trump).capitalize() if self.trump >= 0 else "None yet"
            body = f"{trump}."
            if self.marriages:
                body += " Marriages: " + ", ".join(
                    f"{{s{s}}} {_suit_name(suit)} +{v}" for s, suit, v in self.marriages) + "."
            sections.append(Section("Trumps", body))
            plays = [((self.leader + i) & 3, c) for i, c in enumerate(self.trick)]
            sections.append(Section(f"Trick {self.trick_no + 1}",
                                    plays_text(plays) if plays else "No cards yet."))
            if self.last_trick:
                last = [((self.last_leader + i) & 3, c) for i, c in enumerate(self.last_trick)]
                w = (self.last_leader + self._winning(self.last_trick)) & 3
                sections.append(Section("Last trick", plays_text(last) + f" — {{s{w}}} won."))
            taken = [self.tricks_won[t] + self.tricks_won[t + 2] for t in (0, 1)]
            sections.append(Section("Taken", " · ".join(
                f"{_team_text(t)}: {self.card_points[t]} points, {taken[t]} "
                f"trick{'' if taken[t] == 1 else 's'}" for t in (0, 1))))
        in_pair = seat is not None and d >= 0 and (seat & 1) == (d & 1)
        exchange: dict[str, Any] = {}
        if in_pair and seat is not None:
            parts = []
            if self.given:
                parts.append(f"{{s{d ^ 2}}} gave {self._show(self.given)}")
                exchange["given"] = [card_code(c) for c in self.given]
            if self.returned:
                parts.append(f"{{s{d}}} returned {self._show(self.returned)}")
                exchange["returned"] = [card_code(c) for c in self.returned]
            if self.selected and seat == self.turn:
                left = self._left_to_pick()
                parts.append(f"You chose {self._show(self.selected)} ({left} more to pick)")
                exchange["selected"] = [card_code(c) for c in self.selected]
            if parts:
                sections.append(Section("Exchange", ". ".join(parts) + "."))
        if self.deal_log:  # the last row only: ``history`` rebuilds every deal
            row = self.deal_log[-1]
            bonus = [opt.last_trick_bonus if row[6] == t else 0 for t in (0, 1)]
            totals = [row[4 + t] + row[7 + t] + bonus[t] for t in (0, 1)]
            sections.append(Section("Last deal", (
                f"Totals {_team_text(0)} {totals[0]}, {_team_text(1)} {totals[1]}; "
                f"scored {row[10]:+d} / {row[11]:+d}.")))
        hand: list[int] = []
        if seat is not None:
            hand = sort_hand(self.hands[seat], self._rank_key())
        data: dict[str, Any] = {
            "phase": self.phase, "dealer": self.dealer, "scores": list(self.scores),
            "turn": self.turn if self.phase != "over" else None,
            "calls": [[s, v if v else "pass"] for s, v in self.calls],
            "high_bid": self.high_bid or None, "declarer": d if d >= 0 else None,
            "bid": self.bid or None, "contract": self.contract if self.contract_set else None,
            "trump": SUIT_LETTERS[self.trump] if self.trump >= 0 else None,
            "marriages": [{"seat": s, "suit": SUIT_LETTERS[suit], "value": v}
                          for s, suit, v in self.marriages],
            "trick": [{"seat": (self.leader + i) & 3, "card": card_code(c)}
                      for i, c in enumerate(self.trick)],
            "last_trick": [{"seat": (self.last_leader + i) & 3, "card": card_code(c)}
                           for i, c in enumerate(self.last_trick)],
            "tricks_done": self.trick_no, "tricks_won": list(self.tricks_won),
            "card_points": list(self.card_points), "marriage_points": list(self.marriage_points),
            "hand_sizes": [len(h) for h in self.hands], "window": self.window
            if self.window >= 0 else None,
            "deals_completed": self.deals_done,
        }
        if exchange:
            data["exchange"] = exchange
        return View(
            game=self.game_id, seat=seat, phase=PHASE_WORDS[self.phase],
            to_act=list(self.to_act()), prompt=self._prompt(seat), sections=sections,
            hand=[card_code(c) for c in hand], hand_text=cards_text(hand), data=data,
            over=self.phase == "over")

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            w = self.winner_team
            return f"{_team_text(w)} won the match."
        if seat is None or seat != self.turn:
            return f"Waiting for {{s{self.turn}}}."
        return self._hint(seat)

    def random_action(self, seat: int, rng: random.Random) -> Action:
        """Random legal play that finishes matches: modest bids, frequent passes.

        Uniform choice would almost never pass (one pass among ~80 bids), so
        every contract would be near 440, fail, and no team would ever reach 500.
        Declarations are taken half the time so marriages get exercised.
        """
        phase = self.phase
        if phase == "auction":
            opt = self.options
            if self.can_redeal[seat] and rng.random() < 0.5:
                return _REDEAL
            may_pass = bool(self.high_bid) or not opt.forced_opening
            if may_pass and (rng.random() < 0.55 or self._bid_banned(seat)):
                return _PASS
            low = max(opt.min_bid, self.high_bid + 5)
            return _BID[min(opt.max_bid, low + 5 * rng.randrange(4))]
        if phase == "contract":
            top = min(self.options.max_bid, self.bid + 5 * rng.randrange(5))
            return _CONTRACT[self.bid if rng.random() < 0.5 else top]
        if phase == "play":
            if self.window == seat:
                declarations = self._declarations(seat)
                if declarations and rng.random() < 0.5:
                    return rng.choice(declarations)
            else:  # the hot path: one of the legal cards, without building every Action
                legal = self._legal_cards(seat)
                return _PLAY[legal[0] if len(legal) == 1 else rng.choice(legal)]
        actions = self.legal_actions(seat)
        return actions[0] if len(actions) == 1 else rng.choice(actions)

    def label(self, action: Action) -> str:
        kind, arg = action.kind, action.arg
        if kind in ("play", "give", "return") and arg.upper() in CODE_TO_CARD:
            verb = {"play": "", "give": "Give ", "return": "Return "}[kind]
            return verb + card_text(CODE_TO_CARD[arg.upper()])
        suit = _parse_suit(arg) if arg else None
        if kind == "bid":
            return f"Bid {arg}"
        if kind == "contract":
            return f"Contract {arg}"
        if kind == "pass":
            return "Pass"
        if kind == "redeal":
            return "Ask for a redeal"
        if kind == "marriage" and suit is not None:
            value = MARRIAGE[self.options.marriage_values][suit]
            return f"Marry {_suit_name(suit)} (+{value})"
        if kind == "ask" and suit is None:
            return "Ask partner for a marriage"
        if kind == "ask" and suit is not None:
            return f"Ask partner for the other half of {_suit_name(suit)}"
        if kind == "answer" and suit is not None:
            return f"Declare {_suit_name(suit)}"
        return str(action)


_HANDLERS = {
    "bid": Huutopussi._do_bid,
    "pass": Huutopussi._do_pass,
    "redeal": Huutopussi._do_redeal,
    "give": Huutopussi._do_give,
    "return": Huutopussi._do_return,
    "contract": Huutopussi._do_contract,
    "play": Huutopussi._do_play,
    "marriage": Huutopussi._do_marriage,
    "ask": Huutopussi._do_ask,
    "answer": Huutopussi._do_answer,
}

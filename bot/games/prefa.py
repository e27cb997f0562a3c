"""Prefa (Greek Preference): three players, a 32-card pack, pots worked down to zero.

The rules are ``shared/rules/prefa.md``; section numbers below refer to it. The
state is plain ints and lists so random playouts stay fast. Contracts are the
indices 0..23 of §6.1 (``6S`` … ``10H``); cards are ints from ``bot.engine.cards``.

Hidden information: the kitty and the declarer's discards are only ever in the
declarer's own view; every hand only in its owner's view.

Preset deals (tests): ``{"hands": [[10 codes] per seat], "kitty": [2 codes]}``,
optionally ``"dealer": seat`` to fix who deals that hand.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Literal, Self

from pydantic import Field

from bot.engine.cards import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    SPADES,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    CardParseError,
    card_code,
    card_text,
    cards_text,
    deck_32,
    parse_card,
    shuffled,
    sort_hand,
)
from bot.engine.game import (
    Action,
    Event,
    Game,
    IllegalAction,
    MatchResult,
    Options,
    Section,
    View,
    ranks_from_scores,
)
from bot.engine.registry import register

# --- contracts (§6.1, §10.1, §10.2) -------------------------------------------

_DENOM_LETTERS = ("S", "C", "D", "H", "NT")
_DENOM_TRUMP = (SPADES, CLUBS, DIAMONDS, HEARTS, -1)
_DENOM_TEXT = ("♠", "♣", "♦", "♥", "NT")
CONTRACTS: tuple[str, ...] = tuple(
    f"{6 + i // 5}{_DENOM_LETTERS[i % 5]}" for i in range(24))
CONTRACT_INDEX = {code: i for i, code in enumerate(CONTRACTS)}
CONTRACT_TEXT: tuple[str, ...] = tuple(
    f"{6 + i // 5}{_DENOM_TEXT[i % 5]}" for i in range(24))
LEVEL: tuple[int, ...] = tuple(6 + i // 5 for i in range(24))
TRUMP: tuple[int, ...] = tuple(_DENOM_TRUMP[i % 5] for i in range(24))
GAME_VALUE: tuple[int, ...] = (2, 3, 4, 5, 6, 7, 7, 7, 7, 8, 8, 8, 8, 8,
                               9, 9, 9, 9, 9, 10, 10, 10, 10, 10)
REQ_R = {6: 2, 7: 2, 8: 1, 9: 1, 10: 0}
REQ_L = {6: 2, 7: 1, 8: 1, 9: 0, 10: 0}

_SIX_ALIASES = {
    "SPADE": 0, "SPADES": 0, "CLUB": 1, "CLUBS": 1, "DIAMOND": 2, "DIAMONDS": 2,
    "HEART": 3, "HEARTS": 3, "NOTRUMP": 4, "NOTRUMPS": 4, "NOTRUMPS.": 4,
}
_SYMBOL_LETTERS = {"♠": "S", "♣": "C", "♦": "D", "♥": "H", "♤": "S", "♧": "C", "♢": "D",
                   "♡": "H", "\ufe0f": ""}
_CONTRACT_RE = re.compile(r"(6|7|8|9|10)(S|C|D|H|NT|N)")

# Card tables for the hot path.
DECK: tuple[int, ...] = tuple(deck_32())
CODE_TO_CARD = {card_code(c): c for c in DECK}
_PLAY = {c: Action("play", card_code(c)) for c in DECK}
_DISCARD = {c: Action("discard", card_code(c)) for c in DECK}
_BID = tuple(Action("bid", code) for code in CONTRACTS)
_CONTRACT = tuple(Action("contract", code) for code in CONTRACTS)
_PASS = Action("pass")
_SAME = Action("same")
_DPLAY = Action("play")
_ALONE = Action("alone")
_TOGETHER = Action("together")

# Defence steps (§8): who speaks and what they may say.
R_FIRST, L_AFTER_PLAY, R_SECOND, L_AFTER_PASS, R_REENTRY = (
    "r_first", "l_after_play", "r_second", "l_after_pass", "r_reentry")
_STEP_ACTIONS: dict[str, tuple[Action, ...]] = {
    R_FIRST: (_DPLAY, _PASS),
    L_AFTER_PLAY: (_DPLAY, _PASS),
    R_SECOND: (_ALONE, _TOGETHER),
    L_AFTER_PASS: (_PASS, _ALONE, _TOGETHER),
    R_REENTRY: (_TOGETHER, _PASS),
}
BOTH, TOGETHER, ALONE, BOTH_PASS = "both", "together", "alone", "both_pass"

PHASES = {
    "auction": "Auction",
    "discard": "Declarer discards",
    "contract": "Declarer names the contract",
    "defend": "Defenders decide",
    "play": "Play",
    "over": "Match over",
}


class PrefaOptions(Options):
    """Every variant of §11; the defaults are the seed rules."""

    starting_pot: int = Field(
        default=20, ge=1, le=1000, description="each player's pot at the start (10, 20, 31 …)")
    solo_doubling: bool = Field(
        default=False,
        description="Greek 'solo': failing by 2+ or a big shortfall doubles payments (§10.6)")
    first_defender_reentry: bool = Field(
        default=False,
        description="after R pass and L alone, R may still say 'together' and take over")
    lone_requirement: Literal["right_column", "own_seat"] = Field(
        default="right_column",
        description="a lone defender needs the right-hand minimum, or his own seat's")
    together_scoring: Literal["transfer", "combined"] = Field(
        default="transfer",
        description="together: helper's result moves to the active defender, "
                    "or both hands count as one defender")
    bid_alias_six: bool = Field(
        default=True, description="accept 'spades', 'hearts', 'no-trumps' … as six-level bids")


def contract_text(index: int) -> str:
    return CONTRACT_TEXT[index]


def parse_contract(arg: str, aliases: bool = True) -> int:
    """Read ``7NT``, ``10h``, ``6♠`` (and with ``aliases`` ``spades`` = 6♠) as a contract index."""
    raw = arg.strip().upper()
    for symbol, letter in _SYMBOL_LETTERS.items():
        raw = raw.replace(symbol, letter)
    raw = raw.replace(" ", "").replace("-", "").replace("_", "")
    if aliases and raw in _SIX_ALIASES:
        return _SIX_ALIASES[raw]
    match = _CONTRACT_RE.fullmatch(raw)
    if match is None:
        if raw in ("10NT", "10N"):
            raise ValueError("There is no 10NT: the highest contract is 10♥.")
        raise ValueError(f"“{arg.strip()}” is not a contract. Write it like 6S, 7NT or 10H.")
    level, denom = match.groups()
    if level == "10" and denom in ("NT", "N"):
        raise ValueError("There is no 10NT: the highest contract is 10♥.")
    return CONTRACT_INDEX[level + ("NT" if denom == "N" else denom)]


@register
@dataclass
class Prefa(Game):
    """A whole Prefa match: deals until every pot is empty; chips are the score."""

    game_id = "prefa"
    title = "Prefa"
    summary = ("Greek Preference for three: bid 6–10 tricks, take the kitty, and work your "
               "pot down to zero; chips decide the winner.")
    seat_counts = (3,)
    options_model = PrefaOptions

    options: PrefaOptions
    seed: int
    seats: int = 3
    presets: list[dict[str, Any]] = field(default_factory=list)
    dealer: int = 0
    shuffles: int = 0          # deals dealt so far, thrown-in ones included (shuffle salt)
    completed: int = 0         # deals settled (throw-ins not counted)
    throw_ins: int = 0
    phase: str = "auction"
    hands: list[list[int]] = field(default_factory=lambda: [[], [], []])
    kitty: list[int] = field(default_factory=list)       # face down until the pickup
    took: list[int] = field(default_factory=list)        # kitty cards the declarer picked up
    discards: list[int] = field(default_factory=list)
    # auction (§6)
    auction: list[str] = field(default_factory=list)     # "seat:call", call = pass/same/index
    current: int = -1
    holder: int = -1
    passed: list[bool] = field(default_factory=lambda: [False, False, False])
    turn: int = 0
    declarer: int = -1
    bid: int = -1
    contract: int = -1
    # defence (§8)
    step: str = ""
    defence: list[str] = field(default_factory=list)     # "seat:call"
    mode: str = ""
    active: int = -1           # the lone or active defender
    other: int = -1            # the helper (TOGETHER) or the passed defender (ALONE)
    in_play: list[bool] = field(default_factory=lambda: [True, True, True])
    # play (§9)
    trick: list[int] = field(default_factory=list)
    trick_seats: list[int] = field(default_factory=list)
    last_trick: list[int] = field(default_factory=list)
    last_trick_seats: list[int] = field(default_factory=list)
    played: list[int] = field(default_factory=list)
    tricks: list[int] = field(default_factory=lambda: [0, 0, 0])
    # bookkeeping (§10)
    pots: list[int] = field(default_factory=lambda: [0, 0, 0])
    chips: list[int] = field(default_factory=lambda: [0, 0, 0])
    last_deal: list[str] = field(default_factory=list)
    last_case: str = ""        # §10.4 case of the last settled deal: A, B, C, C-short, D, E

    # --- construction ---------------------------------------------------------
    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        if seats != 3:
            raise ValueError(f"Prefa is played by 3 players, not {seats}.")
        if not isinstance(options, PrefaOptions):
            raise TypeError("Prefa needs PrefaOptions")
        presets = [dict(d) for d in deals or ()]
        state = cls(options=options, seed=seed, presets=presets)
        state.pots = [options.starting_pot] * 3
        state.dealer = random.Random(f"{seed}:dealer").randrange(3)
        state._deal()
        return state

    def _deal(self) -> None:
        """Shuffle (or take the next preset); deal two at a time, the kitty after round one."""
        if self.presets:
            preset = self.presets.pop(0)
            if "dealer" in preset:
                self.dealer = int(preset["dealer"]) % 3
            hands = [[_card(code) for code in hand] for hand in preset["hands"]]
            kitty = [_card(code) for code in preset.get("kitty", ())]
            every = sorted([c for h in hands for c in h] + kitty)
            if len(hands) != 3 or any(len(h) != 10 for h in hands) or every != sorted(DECK):
                raise ValueError("a Prefa deal needs 3 hands of 10 and a kitty of 2, "
                                 "all 32 cards once")
        else:
            deck = shuffled(DECK, self.seed, salt=str(self.shuffles))
            f = (self.dealer + 1) % 3
            order = (f, (f + 1) % 3, (f + 2) % 3)
            hands = [[], [], []]
            for i, seat in enumerate(order):
                hands[seat].extend(deck[2 * i:2 * i + 2])
            kitty = deck[6:8]
            pos = 8
            for _ in range(4):
                for seat in order:
                    hands[seat].extend(deck[pos:pos + 2])
                    pos += 2
        self.shuffles += 1
        self.hands = hands
        self.kitty = list(kitty)
        self.took = []
        self.discards = []
        self.auction = []
        self.current = self.holder = self.declarer = self.bid = self.contract = -1
        self.passed = [False, False, False]
        self.turn = (self.dealer + 1) % 3
        self.step = ""
        self.defence = []
        self.mode = ""
        self.active = self.other = -1
        self.in_play = [True, True, True]
        self.trick = []
        self.trick_seats = []
        self.last_trick = []
        self.last_trick_seats = []
        self.played = []
        self.tricks = [0, 0, 0]
        self.phase = "auction"

    # --- the contract ---------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.phase in ("discard", "contract"):
            return (self.declarer,)
        return (self.turn,)

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        scores = list(self.chips)
        ranks = ranks_from_scores(scores)
        winners = [s for s in range(3) if ranks[s] == 0]
        summary = ", ".join(f"{{s{s}}} {scores[s]:+d}" for s in range(3))
        return MatchResult(teams=[[0], [1], [2]], scores=scores, ranks=ranks,
                           winners=winners, summary=f"Final chips: {summary}.")

    def deals_completed(self) -> int:
        return self.completed

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == "over" or seat not in self.to_act():
            return []
        if phase == "play":
            return [_PLAY[c] for c in self._legal_cards(seat)]
        if phase == "auction":
            return self._auction_actions(seat)
        if phase == "discard":
            return [_DISCARD[c] for c in sort_hand(self.hands[seat])]
        if phase == "contract":
            return list(_CONTRACT[self.bid:])
        return list(_STEP_ACTIONS[self.step])

    def _priority(self, seat: int) -> int:
        """0 for forehand (highest), 1 middlehand, 2 dealer (lowest) — §2."""
        return (seat - self.dealer - 1) % 3

    def _auction_actions(self, seat: int) -> list[Action]:
        if self.current < 0:
            return [_PASS, *_BID]
        if self._priority(seat) < self._priority(self.holder):
            return [_PASS, _SAME]
        if self.current < 23:
            return [_PASS, _BID[self.current + 1]]
        return [_PASS]

    def _legal_cards(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if not self.trick:
            return hand
        led = self.trick[0] & 3
        follow = [c for c in hand if c & 3 == led]
        if follow:
            return follow
        trump = TRUMP[self.contract]
        if trump >= 0:
            trumps = [c for c in hand if c & 3 == trump]
            if trumps:
                return trumps
        return hand

    # --- applying actions -----------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind, phase = action.kind, self.phase
        if phase == "play":
            if kind != "play" or not action.arg:
                raise self._wrong(seat, action)
            return self._do_play(seat, action.arg)
        if phase == "auction":
            if kind == "pass":
                return self._call(seat, -2)
            if kind == "same":
                return self._do_same(seat)
            if kind == "bid":
                return self._do_bid(seat, action.arg)
            raise self._wrong(seat, action)
        if phase == "discard":
            if kind != "discard":
                raise self._wrong(seat, action)
            return self._do_discard(seat, action.arg)
        if phase == "contract":
            if kind != "contract":
                raise self._wrong(seat, action)
            return self._do_contract(seat, action.arg)
        return self._do_defence(seat, action)

    def _wrong(self, seat: int, action: Action) -> IllegalAction:
        return self.reject(seat, f"You can't “{action}” now. {self._hint(seat)}")

    # auction ------------------------------------------------------------------
    def _do_bid(self, seat: int, arg: str) -> list[Event]:
        try:
            index = parse_contract(arg, self.options.bid_alias_six)
        except ValueError as err:
            raise self.reject(seat, f"{err} {self._hint(seat)}") from None
        if self.current >= 0:
            holder = f"{{s{self.holder}}}"
            if self._priority(seat) < self._priority(self.holder):
                raise self.reject(
                    seat, f"You sit above {holder} in the bidding order, so you may not raise: "
                          f"say “same” to take over {contract_text(self.current)}, or pass.")
            if self.current == 23:
                raise self.reject(seat, "10♥ is the highest contract; all you can do is pass.")
            nxt = self.current + 1
            if index != nxt:
                raise self.reject(
                    seat, f"You may only bid {contract_text(nxt)}, the next contract above "
                          f"{contract_text(self.current)} — or pass.")
        return self._call(seat, index)

    def _do_same(self, seat: int) -> list[Event]:
        if self.current < 0:
            raise self.reject(seat, "Nobody has bid yet, so there is nothing to say “same” to. "
                                    "Bid a contract or pass.")
        if self._priority(seat) > self._priority(self.holder):
            nxt = ("bid " + contract_text(self.current + 1) + " or pass"
                   if self.current < 23 else "only pass")
            raise self.reject(
                seat, f"Only a player above {{s{self.holder}}} in the bidding order may say "
                      f"“same”. You may {nxt}.")
        return self._call(seat, -1)

    def _call(self, seat: int, call: int) -> list[Event]:
        """Record a call (-2 pass, -1 same, else a bid index) and end the auction if it is over."""
        if call == -2:
            self.passed[seat] = True
            self.auction.append(f"{seat}:pass")
            events = [Event("pass", f"{{s{seat}}} passes.", seat)]
        else:
            if call >= 0:
                self.current = call
                self.auction.append(f"{seat}:{call}")
                text = f"{{s{seat}}} bids {contract_text(call)}."
            else:
                self.auction.append(f"{seat}:same")
                text = f"{{s{seat}}} says “same” ({contract_text(self.current)})."
            self.holder = seat
            events = [Event("bid", text, seat)]
        left = [s for s in range(3) if not self.passed[s]]
        if not left:
            return events + self._throw_in()
        if len(left) == 1 and left[0] == self.holder:
            return events + self._win_auction()
        nxt = (seat + 1) % 3
        while self.passed[nxt]:
            nxt = (nxt + 1) % 3
        self.turn = nxt
        return events

    def _throw_in(self) -> list[Event]:
        self.throw_ins += 1
        self.dealer = (self.dealer + 1) % 3
        self._deal()
        return [Event("throw_in", "All three passed: the cards are thrown in and "
                                  f"{{s{self.dealer}}} deals again.")]

    def _win_auction(self) -> list[Event]:
        d = self.holder
        self.declarer = d
        self.bid = self.current
        self.took = self.kitty
        self.kitty = []
        self.hands[d] = self.hands[d] + self.took
        self.phase = "discard"
        return [Event("declarer", f"{{s{d}}} wins the auction at {contract_text(self.bid)} and "
                                  "takes the kitty.", d)]

    # kitty and contract -----------------------------------------------------------
    def _card_arg(self, seat: int, arg: str, what: str) -> int:
        card = CODE_TO_CARD.get(arg)
        if card is None:
            try:
                card = parse_card(arg)
            except CardParseError as err:
                raise self.reject(seat, str(err)) from None
        if card not in self.hands[seat]:
            raise self.reject(seat, f"You don't hold {card_text(card)}. {what}")
        return card

    def _do_discard(self, seat: int, arg: str) -> list[Event]:
        left = 2 - len(self.discards)
        card = self._card_arg(
            seat, arg, f"Discard {'two' if left == 2 else 'one more'} of the "
                       f"{len(self.hands[seat])} cards in your hand.")
        self.hands[seat].remove(card)
        self.discards.append(card)
        if len(self.discards) == 2:
            self.phase = "contract"
        return [Event("discard", f"{{s{seat}}} discards a card face down.", seat)]

    def _do_contract(self, seat: int, arg: str) -> list[Event]:
        try:
            index = parse_contract(arg, self.options.bid_alias_six)
        except ValueError as err:
            raise self.reject(seat, f"{err} {self._hint(seat)}") from None
        if index < self.bid:
            raise self.reject(
                seat, f"Your final contract must be {contract_text(self.bid)} or higher: "
                      f"{contract_text(index)} ranks below the contract you won the auction with.")
        self.contract = index
        self.phase = "defend"
        self.step = R_FIRST
        self.turn = (seat + 1) % 3
        return [Event("contract", f"{{s{seat}}} names the contract: {contract_text(index)}.",
                      seat)]

    # defence ------------------------------------------------------------------------
    def _do_defence(self, seat: int, action: Action) -> list[Event]:
        allowed = _STEP_ACTIONS[self.step]
        if action.arg or action not in allowed:
            raise self._wrong(seat, action)
        d = self.declarer
        r, left = (d + 1) % 3, (d + 2) % 3
        kind = action.kind
        self.defence.append(f"{seat}:{kind}")
        partner = f"{{s{3 - seat - d}}}"
        words = {"play": "will defend", "pass": "passes", "alone": "defends alone",
                 "together": f"defends and takes {partner} along"}[kind]
        events = [Event("defence", f"{{s{seat}}} {words}.", seat)]
        step = self.step
        if step == R_FIRST:
            self.step = L_AFTER_PLAY if kind == "play" else L_AFTER_PASS
            self.turn = left
            return events
        if step == L_AFTER_PLAY:
            if kind == "play":
                return events + self._start_play(BOTH, -1, -1)
            self.step = R_SECOND
            self.turn = r
            return events
        if step == R_SECOND:
            mode = ALONE if kind == "alone" else TOGETHER
            return events + self._start_play(mode, r, left)
        if step == L_AFTER_PASS:
            if kind == "pass":
                return events + self._both_pass()
            if kind == "together":
                return events + self._start_play(TOGETHER, left, r)
            if self.options.first_defender_reentry:
                self.step = R_REENTRY
                self.turn = r
                return events
            return events + self._start_play(ALONE, left, r)
        # R_REENTRY
        if kind == "together":
            return events + self._start_play(TOGETHER, r, left)
        return events + self._start_play(ALONE, left, r)

    def _start_play(self, mode: str, active: int, other: int) -> list[Event]:
        self.mode, self.active, self.other = mode, active, other
        self.step = ""
        self.phase = "play"
        if mode == ALONE:
            self.in_play[other] = False
        lead = (self.dealer + 1) % 3
        if not self.in_play[lead]:
            lead = (lead + 1) % 3
        self.turn = lead
        text = {
            BOTH: "Both defenders play.",
            ALONE: f"{{s{active}}} defends alone; {{s{other}}}'s cards stay out.",
            TOGETHER: f"{{s{active}}} plays and takes {{s{other}}} along.",
        }[mode]
        return [Event("mode", text + f" {{s{lead}}} leads.")]

    # play ---------------------------------------------------------------------------
    def _do_play(self, seat: int, arg: str) -> list[Event]:
        card = CODE_TO_CARD.get(arg)
        if card is None or card not in self.hands[seat]:
            card = self._card_arg(seat, arg, "Play one of the cards in your hand.")
        legal = self._legal_cards(seat)
        if card not in legal:
            raise self.reject(seat, self._why_illegal(seat, card))
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        events = [Event("play", f"{{s{seat}}} plays {card_text(card)}.", seat)]
        if len(self.trick) < (2 if self.mode == ALONE else 3):
            nxt = (seat + 1) % 3
            if not self.in_play[nxt]:
                nxt = (nxt + 1) % 3
            self.turn = nxt
            return events
        return events + self._finish_trick()

    def _why_illegal(self, seat: int, card: int) -> str:
        led = self.trick[0] & 3
        if any(c & 3 == led for c in self.hands[seat]):
            return (f"You must follow suit: play a {_SUIT_ONE[led]} "
                    f"({SUIT_SYMBOLS[led]}) card.")
        trump = TRUMP[self.contract]
        return (f"You have no {SUIT_NAMES[led]}, so you must play a trump "
                f"({SUIT_SYMBOLS[trump]}).")

    def _finish_trick(self) -> list[Event]:
        cards, seats = self.trick, self.trick_seats
        trump = TRUMP[self.contract]
        best = 0
        for i in range(1, len(cards)):
            c, w = cards[i], cards[best]
            if (c & 3) == (w & 3):
                if c > w:
                    best = i
            elif (c & 3) == trump:
                best = i
        winner = seats[best]
        self.tricks[winner] += 1
        self.played.extend(cards)
        self.last_trick, self.last_trick_seats = cards, seats
        self.trick, self.trick_seats = [], []
        self.turn = winner
        events = [Event("trick", f"{{s{winner}}} wins the trick.", winner)]
        if len(self.played) == (20 if self.mode == ALONE else 30):
            events += self._settle()
        return events

    # --- scoring (§10) -------------------------------------------------------------
    def _transfer(self, payer: int, payee: int, amount: int) -> None:
        """§10.3 transfer: ``payer`` gives ``payee`` ``amount`` chips."""
        self.chips[payer] -= amount
        self.chips[payee] += amount

    def pot_decrease(self, seat: int, amount: int) -> list[str]:
        """§10.3: work ``amount`` off ``seat``'s pot, overflowing into the others at 10 chips."""
        pots, chips = self.pots, self.chips
        own = min(pots[seat], amount)
        pots[seat] -= own
        rest = amount - own
        lines = [f"{{s{seat}}}'s pot −{own}."] if own else []
        if rest == 0:
            return lines
        a, b = (seat + 1) % 3, (seat + 2) % 3
        if pots[a] != pots[b]:
            big, small = (a, b) if pots[a] > pots[b] else (b, a)
            take_big = min(pots[big], rest)
            takes = ((big, take_big), (small, min(pots[small], rest - take_big)))
        else:
            takes = ((a, min(pots[a], (rest + 1) // 2)), (b, min(pots[b], rest // 2)))
        taken = 0
        for q, points in takes:
            if points:
                pots[q] -= points
                chips[q] -= 10 * points
                chips[seat] += 10 * points
                taken += points
                lines.append(f"{points} from {{s{q}}}'s pot: {{s{q}}} pays {10 * points} chips.")
        if rest > taken:
            lines.append(f"{rest - taken} pot point{'s' if rest - taken > 1 else ''} dropped: "
                         "every pot is empty.")
        return lines

    def _settle(self) -> list[Event]:
        """Settle the deal (§10.4), then end the match or deal the next hand.

        Every chip that moves (pot overflow and trick payments alike) goes
        straight into ``chips``; the deal's net change is read off against
        ``before``, so the TOGETHER adjustment and the "Chips:" line both see
        everything that moved this deal.
        """
        opt = self.options
        d, idx = self.declarer, self.contract
        gv, c = GAME_VALUE[idx], LEVEL[idx]
        r, left = (d + 1) % 3, (d + 2) % 3
        t = self.tricks
        big_t = t[d]
        before = list(self.chips)
        lines: list[str] = []
        mode = self.mode
        if mode == BOTH_PASS:
            case = "A"
            lines.append(f"Both defenders passed: {{s{d}}} is credited with "
                         f"{contract_text(idx)} ({gv}).")
            lines += self.pot_decrease(d, gv)
        elif big_t < c:                                                  # case B
            case = "B"
            mult = 2 if opt.solo_doubling and c - big_t >= 2 else 1
            lines.append(f"{{s{d}}} took {big_t} of {c} tricks and fails: pot +{gv * mult}.")
            self.pots[d] += gv * mult
            for i in ((self.active,) if mode == ALONE else (r, left)):
                self._transfer(d, i, gv * t[i] * mult)
        elif mode == ALONE:                                              # case C
            i = self.active
            req = REQ_R[c] if opt.lone_requirement == "right_column" or i == r else REQ_L[c]
            case = "C" if t[i] >= req else "C-short"
            if t[i] >= req:
                lines.append(f"{{s{d}}} makes {contract_text(idx)} with {big_t} tricks.")
                lines += self.pot_decrease(d, gv)
                self._transfer(d, i, gv * t[i])
            else:
                mult = 2 if opt.solo_doubling and req - t[i] >= 2 and big_t - c >= 2 else 1
                lines.append(f"{{s{d}}} makes {big_t} tricks; {{s{i}}} took {t[i]}, needed "
                             f"{req}, and pays.")
                self._transfer(i, d, gv * big_t * mult)
        elif big_t == c:                                                 # case D
            case = "D"
            lines.append(f"{{s{d}}} makes {contract_text(idx)} exactly.")
            lines += self.pot_decrease(d, gv)
            self._transfer(d, r, gv * t[r])
            self._transfer(d, left, gv * t[left])
        elif mode == TOGETHER and opt.together_scoring == "combined":   # case E, combined
            case = "E"
            a = self.active
            # One defender holding t_R + t_L against req_R + req_L = 10 − c: his
            # shortfall is exactly the overtricks, so §10.6 needs only T − c ≥ 2.
            mult = 2 if opt.solo_doubling and big_t - c >= 2 else 1
            lines.append(f"{{s{d}}} makes {big_t} tricks: the defenders are short and "
                         f"{{s{a}}} pays.")
            self._transfer(a, d, gv * big_t * mult)
        else:                                                            # case E
            case = "E"
            lines.append(f"{{s{d}}} makes {big_t} tricks, {big_t - c} over.")
            short = []
            for i, req in ((r, REQ_R[c]), (left, REQ_L[c])):
                if t[i] < req:
                    mult = 2 if opt.solo_doubling and req - t[i] >= 2 and big_t - c >= 2 else 1
                    short.append((i, mult))
                    lines.append(f"{{s{i}}} took {t[i]}, needed {req}: short.")
                    self._transfer(i, d, gv * big_t * mult)
            if len(short) == 1:
                i, mult = short[0]
                j = left if i == r else r
                self._transfer(i, j, gv * t[j] * mult)
        if mode == TOGETHER:
            lines += self._take_over_helper(before)
        delta = [self.chips[s] - before[s] for s in range(3)]
        pays = ", ".join(f"{{s{s}}} {delta[s]:+d}" for s in range(3) if delta[s])
        if pays:
            lines.append(f"Chips: {pays}.")
        self.completed += 1
        self.last_deal = lines
        self.last_case = case
        events = [Event("score", line) for line in lines]
        if not any(self.pots):
            self.phase = "over"
            result = self.result()
            assert result is not None
            events.append(Event("over", "Every pot is empty. " + str(result.summary)))
            return events
        self.dealer = (self.dealer + 1) % 3
        self._deal()
        events.append(Event("deal", f"{{s{self.dealer}}} deals the next hand."))
        return events

    def _take_over_helper(self, before: list[int]) -> list[str]:
        """§10.4 TOGETHER adjustment: the helper's whole net chip change moves to the active.

        §8 says the helper "neither pays nor receives anything", and §10.4 moves
        his *entire* net change for the deal, so this includes chips he paid
        because the declarer's pot overflowed into his (case D). His pot still
        loses those points — the overflow takes them from the pots as they
        stand (§10.3), and pots are not money (§10.5) — but the 10 chips a
        point for them are borne by the active defender.
        """
        helper, active = self.other, self.active
        moved = self.chips[helper] - before[helper]
        if not moved:
            return []
        self.chips[active] += moved
        self.chips[helper] -= moved
        return [f"{{s{helper}}} was taken along, so {{s{active}}} takes over "
                f"{{s{helper}}}'s net {moved:+d} chips."]

    def _both_pass(self) -> list[Event]:
        self.mode = BOTH_PASS
        self.step = ""
        return self._settle()

    def scores_if_stopped(self) -> list[Fraction]:
        """§10.5 early stop: chips plus 10 × (mean pot − own pot); plain chips once pots are 0."""
        mean = Fraction(sum(self.pots), 3)
        return [self.chips[s] + 10 * (mean - self.pots[s]) for s in range(3)]

    def stopped_result(self) -> MatchResult:
        """The standing if the host stops the match now (§10.5), in whole chips.

        The exact scores are chips plus 10 × (mean pot − own pot). Chips and
        pots are whole and 10 × mean pot is a multiple of 10/3, so the three
        share one fractional part: 0, ⅓ or ⅔. Each is rounded to the nearest
        whole chip, halves away from zero (thirds never make a half; the rule
        is there for completeness). Rounding three equal thirds the same way
        leaves the sum at ±1, so that one chip is settled by
        ``_round_zero_sum`` to keep the scores zero-sum like chips. A match
        that has ended normally has empty pots: then this is ``result()``.
        """
        finished = self.result()
        if finished is not None:
            return finished
        scores = _round_zero_sum(self.scores_if_stopped())
        ranks = ranks_from_scores(scores)
        winners = [s for s in range(3) if ranks[s] == 0]
        standing = ", ".join(f"{{s{s}}} {scores[s]:+d}" for s in range(3))
        return MatchResult(
            teams=[[0], [1], [2]], scores=scores, ranks=ranks, winners=winners,
            summary=("Stopped before every pot was empty, so what is left in the pots is "
                     f"shared out equally at 10 chips a point. Final chips: {standing}."))

    # --- views ---------------------------------------------------------------------
    def _call_text(self, entry: str) -> str:
        seat, _, call = entry.partition(":")
        if call == "pass":
            word = "pass"
        elif call == "same":
            word = "same"
        else:
            word = contract_text(int(call))
        return f"{{s{seat}}} {word}"

    def view(self, seat: int | None) -> View:
        phase = self.phase
        own = seat is not None and 0 <= seat < 3
        hand = sort_hand(self.hands[seat]) if own and seat is not None else []
        sections = [
            Section("Pots", " · ".join(f"{{s{s}}} {self.pots[s]}" for s in range(3))),
            Section("Chips", " · ".join(f"{{s{s}}} {self.chips[s]:+d}" for s in range(3))),
            Section("Dealer", f"{{s{self.dealer}}}"),
        ]
        if self.auction:
            sections.append(Section("Auction", ", ".join(self._call_text(e)
                                                           for e in self.auction)))
        if self.declarer >= 0:
            text = f"{{s{self.declarer}}} won at {contract_text(self.bid)}"
            if self.contract >= 0:
                text += (f"; contract {contract_text(self.contract)} "
                         f"(game value {GAME_VALUE[self.contract]})")
            sections.append(Section("Contract", text))
        if self.defence:
            sections.append(Section("Defence", ", ".join(
                f"{{s{e.partition(':')[0]}}} {e.partition(':')[2]}" for e in self.defence)))
        is_declarer = own and seat == self.declarer
        if is_declarer and self.took:
            kit = f"you took {cards_text(sort_hand(self.took))}"
            if self.discards:
                kit += f"; you discarded {cards_text(self.discards)}"
            sections.append(Section("Kitty", kit))
        if phase == "play":
            sections.append(Section("Trick", _plays(self.trick_seats, self.trick) or "—"))
        if self.last_trick:
            sections.append(Section("Last trick", _plays(self.last_trick_seats,
                                                         self.last_trick)))
        if phase == "play" or self.mode:
            sections.append(Section("Tricks taken", " · ".join(
                f"{{s{s}}} {self.tricks[s]}" for s in range(3) if self.in_play[s])))
        if self.last_deal:
            sections.append(Section("Last deal", " ".join(self.last_deal)))
        data: dict[str, Any] = {
            "pots": list(self.pots),
            "chips": list(self.chips),
            "dealer": self.dealer,
            "forehand": (self.dealer + 1) % 3,
            "auction": [self._call_data(e) for e in self.auction],
            "current": self.current,
            "current_text": contract_text(self.current) if self.current >= 0 else "",
            "holder": self.holder,
            "passed": list(self.passed),
            "declarer": self.declarer,
            "bid": self.bid,
            "contract": self.contract,
            "contract_text": contract_text(self.contract) if self.contract >= 0 else "",
            "game_value": GAME_VALUE[self.contract] if self.contract >= 0 else 0,
            "defence": [{"seat": int(e.partition(":")[0]), "call": e.partition(":")[2]}
                        for e in self.defence],
            "mode": self.mode,
            "active": self.active,
            "other": self.other,
            "in_play": list(self.in_play),
            "trick": [{"seat": s, "card": card_text(c)}
                      for s, c in zip(self.trick_seats, self.trick, strict=True)],
            "last_trick": [{"seat": s, "card": card_text(c)}
                           for s, c in zip(self.last_trick_seats, self.last_trick, strict=True)],
            "tricks": list(self.tricks),
            "played": [card_text(c) for c in self.played],
            "hand_sizes": [len(h) for h in self.hands],
            "deals_completed": self.completed,
            "throw_ins": self.throw_ins,
            "last_case": self.last_case,
        }
        if is_declarer:
            data["kitty"] = [card_text(c) for c in self.took]
            data["discards"] = [card_text(c) for c in self.discards]
        return View(
            game=self.game_id, seat=seat, phase=PHASES[phase], to_act=list(self.to_act()),
            prompt=self._prompt(seat), sections=sections,
            hand=[card_code(c) for c in hand], hand_text=cards_text(hand),
            data=data, over=phase == "over")

    def _call_data(self, entry: str) -> dict[str, Any]:
        seat, _, call = entry.partition(":")
        if call in ("pass", "same"):
            return {"seat": int(seat), "call": call}
        return {"seat": int(seat), "call": "bid", "contract": int(call),
                "text": contract_text(int(call))}

    def _prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            result = self.result()
            return str(result.summary) if result else ""
        acting = self.to_act()
        if seat is None or seat not in acting:
            return f"Waiting for {{s{acting[0]}}}."
        return self._hint(seat)

    def _hint(self, seat: int) -> str:
        """One sentence telling ``seat`` what to do now."""
        phase = self.phase
        if seat not in self.to_act():
            return str(self.not_your_turn(seat))
        if phase == "auction":
            if self.current < 0:
                return "Bid any contract from 6♠ to 10♥, or pass."
            if self._priority(seat) < self._priority(self.holder):
                return f"Say “same” to take over {contract_text(self.current)}, or pass."
            if self.current < 23:
                return f"Bid {contract_text(self.current + 1)} or pass."
            return "Nothing is above 10♥: pass."
        if phase == "discard":
            return (f"Discard {'two cards' if not self.discards else 'one more card'} "
                    "face down.")
        if phase == "contract":
            return (f"Name your contract: {contract_text(self.bid)} or anything higher, "
                    "any suit or no-trumps.")
        if phase == "defend":
            other = f"{{s{3 - seat - self.declarer}}}"
            contract = contract_text(self.contract)
            return {
                R_FIRST: f"Defend against {contract}: play or pass?",
                L_AFTER_PLAY: f"{other} plays. Play too, or pass?",
                R_SECOND: f"{other} passed. Play alone, or take {other} along (together)?",
                L_AFTER_PASS: f"{other} passed. Pass, play alone, or take {other} along "
                              "(together)?",
                R_REENTRY: f"{other} plays alone. Pass, or take over and play together?",
            }[self.step]
        if not self.trick:
            return "Lead any card."
        led = self.trick[0] & 3
        if any(c & 3 == led for c in self.hands[seat]):
            return f"Follow suit: play a {SUIT_SYMBOLS[led]} card."
        trump = TRUMP[self.contract]
        if trump >= 0 and any(c & 3 == trump for c in self.hands[seat]):
            return f"You have no {SUIT_NAMES[led]}: play a trump ({SUIT_SYMBOLS[trump]})."
        return "Play any card."

    def label(self, action: Action) -> str:
        kind, arg = action.kind, action.arg
        if kind == "play" and arg in CODE_TO_CARD:
            return card_text(CODE_TO_CARD[arg])
        if kind == "discard" and arg in CODE_TO_CARD:
            return f"Discard {card_text(CODE_TO_CARD[arg])}"
        if kind in ("bid", "contract") and arg in CONTRACT_INDEX:
            text = contract_text(CONTRACT_INDEX[arg])
            return f"Bid {text}" if kind == "bid" else f"Play {text}"
        if kind == "same" and self.current >= 0:
            return f"Same ({contract_text(self.current)})"
        if kind == "together" and self.declarer >= 0:
            return "Together (take the other defender along)"
        return {"pass": "Pass", "play": "Play", "alone": "Play alone",
                "together": "Together"}.get(kind, str(action))

    # --- random play that finishes matches ---------------------------------------
    def random_action(self, seat: int, rng: random.Random) -> Action:
        """Random legal play that ends matches.

        Uniform play would almost never finish: random declarers nearly always
        fail (pot +GV) and uniform defenders play 5 times in 6, so the pots grow
        for ever. Here defenders pass 80% of the time (both-pass works pots
        down), and the auction and contract choices lean to modest contracts.
        """
        phase = self.phase
        if phase == "play":
            cards = self._legal_cards(seat)
            return _PLAY[cards[0] if len(cards) == 1 else rng.choice(cards)]
        if phase == "defend":
            actions = _STEP_ACTIONS[self.step]
            if _PASS in actions and rng.random() < 0.8:
                return _PASS
            return rng.choice(actions)
        if phase == "auction":
            if self.current < 0:
                return _PASS if rng.random() < 0.3 else _BID[rng.randrange(15)]
            calls = self._auction_actions(seat)
            return calls[0] if len(calls) == 1 or rng.random() < 0.5 else calls[1]
        if phase == "contract":
            top = min(23, self.bid + rng.randrange(4))
            return _CONTRACT[self.bid if rng.random() < 0.5 else top]
        hand = self.hands[seat]
        return _DISCARD[hand[rng.randrange(len(hand))]]


_SUIT_ONE = ("spade", "heart", "diamond", "club")


def _round_half_away(value: Fraction) -> int:
    """Nearest integer; an exact half goes away from zero (2.5 → 3, −2.5 → −3)."""
    whole, rest = divmod(abs(value), 1)
    magnitude = int(whole) + (1 if rest >= Fraction(1, 2) else 0)
    return magnitude if value >= 0 else -magnitude


def _round_zero_sum(exact: Sequence[Fraction]) -> list[int]:
    """Round scores that sum to zero into whole numbers that still sum to zero.

    Each is rounded to the nearest (``_round_half_away``). Whatever that leaves
    over (one chip for Prefa's thirds) is settled at the edge of the standing:
    a missing chip goes to the top score, a surplus one comes off the bottom
    score, so nobody overtakes anybody. When two seats share that edge, the
    chip goes to the third seat instead (the other edge), so equal scores stay
    equal; only then can a lead of less than one chip round to a draw.
    """
    scores = [_round_half_away(x) for x in exact]
    n = len(scores)
    while (off := sum(scores)) != 0:
        up = off < 0                      # the sum is short: someone gets a chip
        order = sorted(range(n), key=lambda s: exact[s], reverse=up)
        seat = order[0] if exact[order[0]] != exact[order[1]] else order[-1]
        scores[seat] += 1 if up else -1
    return scores


def _card(code: str) -> int:
    card = CODE_TO_CARD.get(code.strip().upper())
    if card is None:
        card = parse_card(code)
        if card not in CODE_TO_CARD.values():
            raise ValueError(f"{code} is not in the 32-card Prefa pack")
    return card


def _plays(seats: Sequence[int], cards: Sequence[int]) -> str:
    return " · ".join(f"{{s{s}}} {card_text(c)}" for s, c in zip(seats, cards, strict=True))

"""The Fifty-Six state machine: dealer draw, deals, play and scoring (spec §6, §8–§10); the
auction's calls are made in ``bidding`` (§7).

Seats are numbered in the direction of play, so "the next seat" is always ``s + 1``;
the ``direction`` option only changes the words (right/left), never the order. Teams
are even seats vs odd seats. Two packs are used, so identical cards are equal ints;
the trick rule "of two identical cards the first played wins" falls out of keeping
the winner unless a later card is *strictly* higher.

Actions: ``pass``, ``double``, ``redouble``, ``bid:28S`` … ``bid:56N`` (N = no-trumps;
these are what ``legal_actions`` lists, one per amount and strain, read as the plain
forms "28 spades" / "28 no-trumps") and ``play:JS``. A bid's argument may also be any
spoken form — ``bid:plus 1 hearts``, ``bid:spades 28``, ``bid:29 noes`` — and a bare
spoken form works as the whole action (``"28 spades"``); see ``parse_call``. The stable
machine form of a bid said in a given form is the listed action plus ``:form``:
``bid:32S:plus_suit``, ``bid:30N:number_noes`` (computer players speak this way; it is
legal exactly when ``bid:32S`` is).

Tests may preset deals as ``{"hands": [...], "dealer": d}``, where ``dealer`` (first
deal only) replaces the draw for the first dealer; ``FiftySix.position`` builds any
mid-deal position, validated.

The hot path (random playouts, the computer's search) asks ``legal_actions`` and then
``apply`` for every decision. Each seat's cards are kept by suit while a deal lasts
(``_by_suit``, outside the fields), so the legal cards are a lookup and ``apply`` checks a
card against them and nothing else; a listed action (the very object ``legal_actions``
gave) is read by identity, never parsed; the trick's winner is kept as cards fall; and
events are shared, prebuilt messages (a listed bid's words once per auction situation,
``texts.PlainBid``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from bot.engine import (
    Action,
    DealRecord,
    Event,
    Game,
    InvalidPosition,
    MatchResult,
    Msg,
    View,
    register,
)
from bot.engine.cards import (
    JACK,
    Card,
    CardParseError,
    parse_card,
)
from bot.engine.game import Options, ranks_from_scores
from bot.engine.text import Text
from bot.games.fifty_six import bidding, display, position
from bot.games.fifty_six import texts as tx
from bot.games.fifty_six.calls import CALL_OF_ACTION, CALLS_FROM, PASS_CALL, Call, Meaning, replay
from bot.games.fifty_six.rules import (
    BIDS_FROM,
    CARD_BY_CODE,
    DOUBLE,
    MAX_BID,
    MIN_BID,
    PASS,
    PLAY_ACTIONS,
    POINTS,
    RANDOM_PASS,
    REDOUBLE,
    STRAIN_LETTERS,
    STRENGTH,
    TARGET,
    FiftySixOptions,
    _deck,
    game_points,
    plain,
    shuffled,
    sort_hand,
    suit_tops,
)

PLAY_EVENTS = [[Event("play", Msg("fs-event-play", player=tx.SEATS[s], card=tx.FACES[c]), s)
                for c in range(64)] for s in range(8)]
TRICK_EVENTS = [[Event("trick", Msg("fs-event-trick", player=tx.SEATS[s], points=p), s)
                 for p in range(57)] for s in range(8)]
_RANDOM = random.Random
_Legal = tuple[list[int], list[Action]]
_BySuit = tuple[list[list[int]], list[list[Action]]]
_ALONE = [(s,) for s in range(8)]  # to_act's answer when one seat acts
_UNSORTED: tuple[None, ...] = (None,) * 8  # no seat's cards sorted by suit yet


# The listed card actions by identity: the card an action of ``legal_actions`` plays, with
# no hashing of the action (the objects live as long as the module).
_CARD_OF_ACTION = {id(action): c for c, action in enumerate(PLAY_ACTIONS) if action.arg}


@dataclass
class DealLog:
    """How one played deal ended (kept in the state; ``deal_records`` reads it).

    ``change``: each team's change on the scoreboard (game points, or tables with
    ``tables_net``); empty in snapshots saved before it was kept.
    """

    dealer: int
    amount: int
    strain: int
    bidder: int
    multiplier: int
    all_pass: bool
    points: list[int]
    made: bool
    scorer: int
    gp: int
    change: list[int] = field(default_factory=list)


class _Kept:
    """Values worked out from the fields and kept beside them (slots: ``FiftySix`` is a
    slots dataclass, so every attribute read on the hot path is a slot, which CPython
    specializes for every state alike), outside JSON and equality; a copy shares the
    plain options and ``is_over`` and sorts its own cards by suit again.

    ``_by_suit``: each seat's cards by suit (``_sort_by_suit``; ``_UNSORTED`` until a
    seat's are sorted). ``_o``: the options as plain attributes (``rules.plain``).
    ``is_over``: ``phase == "over"`` as a plain attribute — hosts and searches ask it
    before every action, and a property costs a call; set again where the phase
    becomes "over"."""

    __slots__ = ("_by_suit", "_o", "is_over")
    _by_suit: list[_BySuit | None] | tuple[None, ...]
    _o: FiftySixOptions
    is_over: bool


@register
@dataclass(slots=True)
class FiftySix(_Kept, Game):
    """A whole Fifty-Six match: dealer draw, deals, auction, play, scoring to 12 game points."""

    game_id: ClassVar[str] = "fifty-six"
    title: ClassVar[str] = "Fifty-Six"
    summary: ClassVar[str] = ("Two teams bid 28–56 in a trump or no-trump, double and redouble, "
                              "then take tricks for card points; first team to 12 game points.")
    seat_counts: ClassVar[tuple[int, ...]] = (4, 6, 8)
    options_model: ClassVar[type[Options]] = FiftySixOptions

    seats: int
    options: FiftySixOptions
    seed: int = 0
    presets: list[dict[str, Any]] = field(default_factory=list)
    shuffles: int = 0  # shuffles made so far: the salt of the next one
    phase: str = "auction"  # "auction", "play", "over"
    dealer: int = 0
    draws: list[list[list[int]]] = field(default_factory=list)  # [[seat, card], …] per round
    redeals: int = 0  # redeals before the current deal
    hands: list[list[int]] = field(default_factory=list)
    turn: int = 0
    # auction
    calls: list[Call] = field(default_factory=list)
    high_amount: int = 0  # 0: no bid yet
    high_strain: int = -1
    high_seat: int = -1
    doubled: bool = False
    redoubled: bool = False
    doubler: int = -1
    redoubler: int = -1
    passes: int = 0
    forced: bool = False  # the seat on turn may not pass (all_pass variants)
    announced: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    # contract
    amount: int = 0
    trump: int = -1  # -1: no-trump
    bidder: int = -1
    multiplier: int = 1
    all_passed: bool = False
    # play
    leader: int = 0
    trick: list[int] = field(default_factory=list)
    win_pos: int = 0
    trump_played: bool = False
    taken: list[list[int]] = field(default_factory=lambda: [[], []])
    points: list[int] = field(default_factory=lambda: [0, 0])
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    last_trick: list[int] = field(default_factory=list)
    last_leader: int = -1
    last_winner: int = -1
    # every finished trick of this deal, in order: its cards (``played``, n per trick) and
    # its leader — public (all played face up), so computers can remember voids
    played: list[int] = field(default_factory=list)
    trick_leaders: list[int] = field(default_factory=list)
    # match
    gp: list[int] = field(default_factory=lambda: [0, 0])
    tables: list[int] = field(default_factory=lambda: [TARGET, TARGET])
    history: list[DealLog] = field(default_factory=list)
    winner_team: int = -1

    def __post_init__(self) -> None:
        # The caches (``_Kept``), set here so every instance (loaded ones too) has them.
        self._by_suit = _UNSORTED
        self._o = plain(self.options)
        self.is_over = self.phase == "over"

    # --- construction -------------------------------------------------------
    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        if seats not in cls.seat_counts:
            raise ValueError(f"Fifty-Six is played by 4, 6 or 8 players, not {seats}.")
        if not isinstance(options, FiftySixOptions):
            raise TypeError("Fifty-Six needs FiftySixOptions")
        state = cls(seats=seats, options=options, seed=seed,
                    presets=[dict(d) for d in deals or ()])
        if state.presets and "dealer" in state.presets[0]:
            state.dealer = int(state.presets[0]["dealer"]) % seats
        else:
            state.dealer = state._draw_for_dealer()
        state._start_deal([])
        return state

    @classmethod
    def position(cls, hands: Sequence[Sequence[str]], *,
                 options: FiftySixOptions | dict[str, Any] | None = None, dealer: int = 0,
                 auction: Sequence[str] = (), contract: str | None = None,
                 bidder: int | None = None, multiplier: int = 1,
                 tricks: Sequence[Sequence[str]] = (), trick: Sequence[str] = (),
                 game_points: Sequence[int] = (0, 0), tables: Sequence[int] | None = None,
                 seed: int = 0) -> Self:
        """A match standing at a given moment of a deal, checked against the rules.

        ``hands``: every seat's cards now (codes; how many seats play follows from it).
        ``dealer`` dealt this deal. Then either ``auction`` — the calls so far from the
        dealer's right, in any form ``parse_call`` reads, each checked as it would be at
        the table — or ``contract`` (``"40H"``, ``"28N"``) with ``bidder`` (default the
        dealer's right) and ``multiplier`` (1, 2, 4): the auction is over and no bid
        announced anything. Once play is on, ``tricks`` are the finished tricks of the
        deal in order and ``trick`` the cards on the table, each in the order played
        (who led follows from the rules: the dealer's right, then each winner).
        ``game_points`` are the teams' totals before this deal; with
        ``match_end=tables_net``, ``tables`` each team's tables (default 12 each).

        Every card played is replayed through ``apply``, so a revoke or a card out of
        turn is refused like at the table. Raises ``InvalidPosition`` for anything that
        can't happen: a card not in the deck or more copies than the two packs hold,
        cards missing, hands of the wrong sizes, a call or a card the rules refuse, a
        trick with every card, tricks while the auction is still on, scores that already
        ended the match.
        """
        return position.build(cls, hands, options=options, dealer=dealer, auction=auction,
                              contract=contract, bidder=bidder, multiplier=multiplier,
                              tricks=tricks, trick=trick, game_points=game_points, tables=tables,
                              seed=seed)

    def with_hands(self, hands: Sequence[Sequence[str]]) -> Self:
        """The same moment with the cards in the hands dealt differently (a copy).

        Every hand keeps its size and together they hold the same cards: what a seat
        can't see may be anything consistent with what it can (hidden-information
        checks, guessed deals). Raises ``InvalidPosition`` otherwise.
        """
        return position.redealt(self, hands)

    def with_dealt(self, hands: dict[int, list[int]], *, playout: bool = False) -> Self:
        """A copy with the given seats' hands replaced (card ints, any order): the computer's
        guessed deals. Unchecked — the guesser keeps the cards whole; ``with_hands`` checks.

        ``playout``: the copy (and every copy of it) is a ``DealPlayout``, which stops
        once this deal is scored instead of dealing the next one."""
        copy = self.clone()
        for seat, hand in hands.items():
            copy.hands[seat] = sort_hand(hand)
        if playout:
            copy.__class__ = DealPlayout  # type: ignore[assignment]
        return copy

    def deck(self) -> list[Card]:
        """The match's deck in a fixed order (two packs; size by player count and options)."""
        return list(_deck(self.seats, self.options.deck_4p, self.options.deck_8p))

    def _draw_for_dealer(self) -> int:
        """Everyone draws; the highest rank deals; those tied for highest draw again (§6)."""
        deck = _deck(self.seats, self._o.deck_4p, self._o.deck_8p)
        pack = shuffled(deck, self.seed, "draw")
        pos, round_no = 0, 0
        contenders = list(range(self.seats))
        while True:
            if pos + len(contenders) > len(pack):
                round_no += 1
                pack, pos = shuffled(deck, self.seed, f"draw{round_no}"), 0
            drawn = [[s, pack[pos + i]] for i, s in enumerate(contenders)]
            pos += len(contenders)
            self.draws.append(drawn)
            best = max([STRENGTH[c] for _, c in drawn])
            contenders = [s for s, c in drawn if STRENGTH[c] == best]
            if len(contenders) == 1:
                return contenders[0]

    def _next_hands(self) -> list[list[int]]:
        """The next deal: a preset if any is left (checked against the deck), else a seeded
        shuffle dealt one by one."""
        n = self.seats
        preset = self.presets.pop(0) if self.presets else {}
        if "hands" in preset:
            given = [[position.card_of(c) for c in hand] for hand in preset["hands"]]
            if len(given) != n or len({len(h) for h in given}) != 1:
                raise InvalidPosition(f"a preset deal needs {n} hands of equal size")
            position.check_deal([c for h in given for c in h], self.deck())
            return given
        pack = shuffled(_deck(n, self._o.deck_4p, self._o.deck_8p), self.seed,
                        str(self.shuffles))
        self.shuffles += 1
        first = (self.dealer + 1) % n
        hands: list[list[int]] = [[] for _ in range(n)]
        for k in range(n):
            hands[(first + k) % n] = pack[k::n]
        return hands

    def _needs_redeal(self, hands: list[list[int]]) -> bool:
        rule = self._o.redeal
        if rule == "no_points":
            return any(not any(POINTS[c] for c in hand) for hand in hands)
        if rule == "weak_hand":
            if any(sum(POINTS[c] for c in hand) <= 2 for hand in hands):
                return True
            return any(not any(c >> 2 == JACK for s in range(t, self.seats, 2) for c in hands[s])
                       for t in (0, 1))
        return False

    def _start_deal(self, events: list[Event]) -> None:
        n, d = self.seats, self.dealer
        self.redeals = 0
        hands = self._next_hands()
        while self._o.redeal != "none" and self._needs_redeal(hands) and self.redeals < 100:
            self.redeals += 1
            rule = "no-points" if self._o.redeal == "no_points" else "weak"
            events.append(Event("redeal", Msg(f"fs-event-redeal-{rule}", dealer=tx.SEATS[d]), d))
            hands = self._next_hands()
        self.hands = [sort_hand(hand) for hand in hands]  # legal cards list in order
        self.phase = "auction"
        self.turn = (d + 1) % n
        self.calls = []
        self.high_amount, self.high_strain, self.high_seat = 0, -1, -1
        self.doubled = self.redoubled = False
        self.doubler = self.redoubler = -1
        self.passes = 0
        self.forced = self._o.all_pass == "mandatory_opening"
        self.announced = [0, 0, 0, 0]
        self.amount, self.trump, self.bidder, self.multiplier = 0, -1, -1, 1
        self.all_passed = False
        self.leader, self.trick, self.win_pos, self.trump_played = self.turn, [], 0, False
        self.taken = [[], []]
        self.points = [0, 0]
        self.tricks_won = [0, 0]
        self.last_trick, self.last_leader, self.last_winner = [], -1, -1
        self.played, self.trick_leaders = [], []
        self._forget()
        events.append(tx.deal_event(d, n, len(hands[0]), self._side(1)))

    @property
    def clockwise(self) -> bool:
        return self._o.direction == "cw"

    def _side(self, step: int) -> str:
        """The physical side of the seat ``step`` places on in the direction of play."""
        return "left" if (step > 0) == self.clockwise else "right"

    # --- the contract -------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "play":
            return _ALONE[self.turn]
        if phase == "over":
            return ()
        if self.doubled and not self.redoubled and self._o.redouble_timing == "any_time":
            team = self.high_seat & 1
            return (self.turn, *(s for s in range(team, self.seats, 2) if s != self.turn))
        return _ALONE[self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "play":
            if seat != self.turn:
                return []
            entry = self._by_suit[seat]
            if entry is None:
                entry = self._sort_by_suit(seat)
            trick = self.trick
            suits = entry[1]
            if trick:
                follow = suits[trick[0] & 3]
                if follow:  # the seat's cards of the led suit
                    return follow[:]
            elif self._trump_lead_barred():
                return self._turn_legal()[1][:]
            return suits[0] + suits[1] + suits[3] + suits[2]  # the whole hand, in hand order
        if self.phase != "auction":
            return []
        if seat != self.turn:
            return [REDOUBLE] if seat in self.to_act() else []
        high = self.high_amount
        if not high:  # nothing to double yet
            return list(CALLS_FROM[MIN_BID][not self.forced][0][0])
        if self.doubled:  # _can_redouble
            return list(CALLS_FROM[high + 1][not self.forced][0][
                not self.redoubled and (seat - self.high_seat) & 1 == 0])
        return list(CALLS_FROM[high + 1][not self.forced][(seat - self.high_seat) & 1][0])

    def legal_now(self) -> _Legal:
        """In play: the seat on turn's legal cards, as its hand lists them (copies twice),
        and as actions — what ``legal_actions`` lists, without a copy, for the computer's
        playouts (read them, never change them)."""
        return self._turn_legal()

    def _trump_lead_barred(self) -> bool:
        """Whether a lead now falls under the trump-lead rule (§13): trumps may not lead
        until one has been played, unless the hand holds nothing else."""
        return self._o.trump_lead_rule and self.trump >= 0 and not self.trump_played

    def _turn_legal(self) -> _Legal:
        """The legal cards of the seat on turn (in play): as its hand lists them (copies
        twice), and as actions — looked up in the seat's cards by suit (``_by_suit``)."""
        seat = self.turn
        entry = self._by_suit[seat]
        if entry is None:
            entry = self._sort_by_suit(seat)
        trick = self.trick
        if trick and entry[0][trick[0] & 3]:
            led = trick[0] & 3
            legal = (entry[0][led], entry[1][led])
        elif not trick and self._trump_lead_barred():
            cards = self._legal_cards(seat)
            legal = (cards, [PLAY_ACTIONS[c] for c in dict.fromkeys(cards)])
        else:
            acts = entry[1]
            legal = (self.hands[seat], acts[0] + acts[1] + acts[3] + acts[2])  # in hand order
        return legal

    def _sort_by_suit(self, seat: int) -> _BySuit:
        """A seat's cards by suit, in hand order (copies twice), and each suit's distinct
        actions. Kept with the state (outside the fields: never saved, compared or copied)
        and brought up to date as each card leaves the hand, so finding a seat's legal
        cards needs no search; dropped at each new deal."""
        suits: list[list[int]] = [[], [], [], []]
        actions: list[list[Action]] = [[], [], [], []]
        for c in self.hands[seat]:
            cards = suits[c & 3]
            if c not in cards:  # the first copy
                actions[c & 3].append(PLAY_ACTIONS[c])
            cards.append(c)
        entry = (suits, actions)
        by_suit = self._by_suit
        if not isinstance(by_suit, list):
            by_suit = self._by_suit = [None] * self.seats
        by_suit[seat] = entry
        return entry

    def _forget(self) -> None:
        """Drop the cards by suit: a new deal (or new hands)."""
        self._by_suit = _UNSORTED

    def _legal_cards(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0] & 3
            follow = [c for c in hand if c & 3 == led]
            return follow or hand
        if self._trump_lead_barred():
            others = [c for c in hand if c & 3 != self.trump]
            return others or hand
        return hand

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply one action. A legal card of the seat on turn, listed (the very object
        ``legal_actions`` gave), is checked once against the seat's cards by suit and goes
        to the trick here, in this one call; anything else goes through every check, with
        the reason it can't be played. (The seat on turn may always act, so the shared
        guards are skipped for it.)"""
        if seat != self.turn:
            return Game.apply(self, seat, action)
        phase = self.phase
        if phase == "auction":
            call = CALL_OF_ACTION.get(id(action))  # one of the listed calls, read once
            if call is not None:
                if call is PASS_CALL and not self.forced:  # the commonest call
                    return bidding.pass_call(self, seat)
                if call.amount > self.high_amount:  # a listed bid above the highest
                    return bidding.make_bid(self, seat, call.amount, call.strain, call.form)
                return bidding.call(self, seat, call)
            if isinstance(action, str):
                action = Action.parse(action)
            return self._apply(seat, action)
        if phase != "play":
            return Game.apply(self, seat, action)
        entry = self._by_suit[seat]
        if entry is None:
            entry = self._sort_by_suit(seat)
        cards = entry[0]
        trick = self.trick
        card = _CARD_OF_ACTION.get(id(action), -1)  # a listed card action, or -1
        suit = card & 3
        if card < 0 or card not in cards[suit] or not (
                (suit == trick[0] & 3 or not cards[trick[0] & 3]) if trick else
                (suit != self.trump or len(cards[suit]) == len(self.hands[seat])
                 or not self._trump_lead_barred())):  # (a trump lead: only trumps held)
            if isinstance(action, str):
                action = Action.parse(action)
            if action.kind != "play":
                return self._apply(seat, action)  # a call in play: refused, and why
            card = self._checked_card(seat, action.arg)
            suit = card & 3
        # The card is legal: to the trick, its winner kept as cards fall.
        self.hands[seat].remove(card)
        left = entry[0][suit]
        left.remove(card)
        if card not in left:
            entry[1][suit].remove(PLAY_ACTIONS[card])
        trick.append(card)
        played = len(trick)
        trump = self.trump
        if suit == trump:
            self.trump_played = True
        if played > 1:  # equal cards never take over: the first of two identical cards wins
            best = trick[self.win_pos]
            if suit == best & 3:
                if STRENGTH[card] > STRENGTH[best]:
                    self.win_pos = played - 1
            elif suit == trump:
                self.win_pos = played - 1
        seats = self.seats
        if played < seats:
            self.turn = (seat + 1) % seats
            return [PLAY_EVENTS[seat][card]]
        leader = self.leader
        winner = (leader + self.win_pos) % seats
        team = winner & 1
        won = 0
        for c in trick:  # (a loop: quicker than sum() over so few cards)
            won += POINTS[c]
        self.points[team] += won
        self.tricks_won[team] += 1
        self.taken[team] += trick
        self.played += trick
        self.trick_leaders.append(leader)
        self.last_trick, self.last_leader, self.last_winner = trick, leader, winner
        self.trick, self.win_pos = [], 0
        self.leader = self.turn = winner
        events = [PLAY_EVENTS[seat][card], TRICK_EVENTS[winner][won]]
        if not self.hands[winner]:
            self._score_deal(events)
        return events

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "play":
            if self.phase != "play":
                raise self.reject(seat, Msg("fs-reason-auction-on"))
            return self.apply(seat, action)  # (``Game.apply`` found the seat on turn)
        call = bidding.read_call(self, seat, action)
        if self.phase != "auction":
            raise self.reject(seat, Msg("fs-reason-auction-over"))
        return bidding.call(self, seat, call)

    def parse_action(self, seat: int, text: str) -> Action:
        """Typed moves: every spoken form of a call (``28 spades``, ``28S``, ``28 no trumps``,
        ``spades 28``, ``plus 1 hearts``, ``bid 28 spades``) and cards as the base reads them.

        A call in a plain form becomes the listed action (``bid:28S``); one in another form
        its machine form (``bid:28S:suit_number``), or its words when its amount depends on
        the bid before (a "plus" call) or is out of range, so ``apply`` says why. A bare
        number is a bid without a trump: ``apply`` answers with the forms that name one.
        """
        typed = bidding.typed_call(self, text)
        return typed if typed is not None else Game.parse_action(self, seat, text)

    # --- random play -------------------------------------------------------
    def random_action(self, seat: int, rng: random.Random) -> Action:
        """A random legal action with a pass-biased auction (playouts, property tests).

        Uniform choice picks among ~145 bids and one pass, so every auction races
        to 56 and every contract fails in a deal or two. Here the seat on turn
        mostly passes, bids a little above the minimum (now and then much higher),
        doubles and redoubles now and then — so random matches see ordinary, made
        and all-pass deals, doubles and redoubles, and are won by points gathered
        over several deals. Cards stay uniform among the legal ones.
        """
        if self.phase == "play" and seat == self.turn:
            cards = self._turn_legal()[0]
            n = len(cards)
            if n == 1:
                return PLAY_ACTIONS[cards[0]]
            if type(rng) is not _RANDOM:
                return PLAY_ACTIONS[rng.choice(cards)]
            # rng.choice(cards), written out (the same card: a test holds it to that)
            k = n.bit_length()
            r = rng.getrandbits(k)
            while r >= n:
                r = rng.getrandbits(k)
            return PLAY_ACTIONS[cards[r]]
        if self.phase != "auction" or seat != self.turn:
            return Game.random_action(self, seat, rng)  # an out-of-turn redouble, or nothing
        roll = rng.random()
        if bidding.can_redouble(self, seat) and roll < 0.3:
            return REDOUBLE
        if bidding.can_double(self, seat) and roll < 1.2 / self.seats:
            return DOUBLE
        low = self.high_amount + 1 if self.high_amount else MIN_BID
        if not self.forced and (roll < RANDOM_PASS[self.seats][not self.high_amount]
                                or low > MAX_BID):
            return PASS
        amount = low + rng.randrange(8) if rng.random() < 0.92 else rng.randrange(low, MAX_BID + 1)
        return BIDS_FROM[min(amount, MAX_BID)][rng.randrange(5)]

    # --- play (spec §8) -----------------------------------------------------
    def _checked_card(self, seat: int, arg: str) -> int:
        """A card as typed: every reason it can't be played, else the card."""
        card = CARD_BY_CODE.get(arg, -1)
        if card < 0:
            try:
                card = parse_card(arg)
            except CardParseError:
                raise self.reject(seat, Msg("fs-reason-not-a-card", typed=arg)) from None
        hand = self.hands[seat]
        if card not in hand:
            raise self.reject(seat, Msg("fs-reason-not-held", card=tx.FACES[card]))
        if self.trick:
            led = self.trick[0] & 3
            if card & 3 != led and any(c & 3 == led for c in hand):
                raise self.reject(seat, Msg("fs-reason-follow", one=tx.STRAIN_ONE[led],
                                            symbol=tx.symbol(led)))
        elif (self._o.trump_lead_rule and card & 3 == self.trump and not self.trump_played
              and any(c & 3 != self.trump for c in hand)):
            raise self.reject(seat, Msg("fs-reason-trump-lead", suit=tx.STRAIN[self.trump]))
        return card

    # --- scoring (spec §9, §10) --------------------------------------------
    def game_points(self, amount: int, made: bool, multiplier: int) -> int:
        """Game points for a contract of ``amount`` made or failed at ×1/×2/×4."""
        return game_points(self._o.score_table, self._o.double_scoring, amount, made,
                           multiplier)

    def _score_deal(self, events: list[Event]) -> None:
        n = self.seats
        bid_team = self.bidder & 1
        made = self.points[bid_team] >= self.amount
        scorer = bid_team if made else 1 - bid_team
        g = self.game_points(self.amount, made, self.multiplier)
        self.gp[scorer] += g
        loser = 1 - scorer
        before = list(self.tables)
        if self._o.match_end == "tables_net":
            if self.tables[loser] < g:  # it cannot pay: it hands over what it has and loses
                self.tables[scorer] += self.tables[loser]
                self.tables[loser] = 0
                self.winner_team = scorer
            else:
                self.tables[loser] -= g
                self.tables[scorer] += g
            change = [self.tables[t] - before[t] for t in (0, 1)]
        else:
            self.tables[loser] = max(0, TARGET - self.gp[scorer])
            if self.gp[scorer] >= TARGET:
                self.winner_team = scorer
            change = [g if t == scorer else 0 for t in (0, 1)]
        self.history.append(DealLog(self.dealer, self.amount, self.high_strain, self.bidder,
                                    self.multiplier, self.all_passed, list(self.points), made,
                                    scorer, g, change))
        events.append(tx.score_event(bid_team, n, self.points[bid_team], self.amount,
                                     self.high_strain, self.multiplier, made, g))
        if self.winner_team >= 0:
            self.phase = "over"
            self.is_over = True
            self.turn = -1
            self._forget()
            events.append(Event("match", Msg("fs-event-match", team=tx.team(scorer, n)), None))
            return
        self._deal_next(events)

    def _deal_next(self, events: list[Event]) -> None:
        """A deal has been scored and the match goes on: the next dealer deals."""
        self.dealer = (self.dealer + 1) % self.seats
        self._start_deal(events)

    # --- outcome ------------------------------------------------------------
    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        teams = [list(range(t, self.seats, 2)) for t in (0, 1)]
        scores = list(self.tables if self.options.match_end == "tables_net" else self.gp)
        ranks = ranks_from_scores(scores)
        w = self.winner_team
        return MatchResult(teams, scores, ranks, teams[w],
                           Msg("fs-summary", team=tx.team(w, self.seats), gp=self.gp[w],
                               other=self.gp[1 - w]))

    def deals_completed(self) -> int:
        return len(self.history)

    def deal_records(self) -> list[DealRecord]:
        """Every finished deal: the declarer (None when everybody passed and the dealer's
        opponents played 28 no-trumps), the contract code (``40H``, ``28N``), whether it
        was made, by how many card points above (+) or below (−) the contract, and each
        team's change on the scoreboard."""
        out: list[DealRecord] = []
        tables = [TARGET, TARGET]
        for number, log in enumerate(self.history, 1):
            took = log.points[log.bidder & 1]
            change = log.change or self._old_change(log, tables)
            tables = [tables[t] + (change[t] if self.options.match_end == "tables_net" else 0)
                      for t in (0, 1)]
            out.append(DealRecord(
                number, None if log.all_pass else log.bidder,
                f"{log.amount}{STRAIN_LETTERS[log.strain]}", log.made, took - log.amount,
                (change[0], change[1]),
                {"dealer": log.dealer, "bidder": log.bidder, "multiplier": log.multiplier,
                 "all_pass": log.all_pass, "points": list(log.points), "scorer": log.scorer,
                 "game_points": log.gp}))
        return out

    def _old_change(self, log: DealLog, tables: list[int]) -> list[int]:
        """The scoreboard change of a deal kept before changes were (older snapshots)."""
        if self.options.match_end != "tables_net":
            return [log.gp if t == log.scorer else 0 for t in (0, 1)]
        paid = min(log.gp, tables[1 - log.scorer])
        return [paid if t == log.scorer else -paid for t in (0, 1)]

    # --- what a seat sees (display.py) ------------------------------------
    def auction(self) -> list[tuple[Call, Meaning | None]]:
        """The auction of this deal so far: every call with what its form showed when it was
        made (§12; None for pass, double and redouble)."""
        return list(replay(self.calls, self._suit_tops()))

    def _suit_tops(self) -> tuple[tuple[Card, ...], ...]:
        """Per suit, its cards in this match's deck strongest first (what bids announce)."""
        return suit_tops(self.seats, self.options.deck_4p, self.options.deck_8p)

    def view(self, seat: int | None) -> View:
        return display.view(self, seat)

    def label(self, action: Action) -> Text:
        return display.label(self, action)

    # --- copies ---------------------------------------------------------------
    def clone(self) -> Self:
        """An independent copy, field by field (no JSON): the lists a move changes are
        copied, the rest (ints, options, finished calls and deals) shared."""
        new = object.__new__(type(self))
        new.seats, new.options, new.seed, new.shuffles = (self.seats, self.options, self.seed,
                                                          self.shuffles)
        new.presets, new.draws = list(self.presets), list(self.draws)
        new.phase, new.dealer, new.redeals, new.turn = (self.phase, self.dealer, self.redeals,
                                                        self.turn)
        new.hands = [h[:] for h in self.hands]
        new.calls, new.announced = self.calls[:], self.announced[:]
        new.high_amount, new.high_strain, new.high_seat = (self.high_amount, self.high_strain,
                                                           self.high_seat)
        new.doubled, new.redoubled, new.doubler, new.redoubler = (
            self.doubled, self.redoubled, self.doubler, self.redoubler)
        new.passes, new.forced = self.passes, self.forced
        new.amount, new.trump, new.bidder, new.multiplier, new.all_passed = (
            self.amount, self.trump, self.bidder, self.multiplier, self.all_passed)
        new.leader, new.trick, new.win_pos, new.trump_played = (
            self.leader, self.trick[:], self.win_pos, self.trump_played)
        new.taken = [self.taken[0][:], self.taken[1][:]]
        new.points, new.tricks_won = self.points[:], self.tricks_won[:]
        new.last_trick, new.last_leader, new.last_winner = (self.last_trick[:], self.last_leader,
                                                            self.last_winner)
        new.played, new.trick_leaders = self.played[:], self.trick_leaders[:]
        new.gp, new.tables, new.history = self.gp[:], self.tables[:], self.history[:]
        new.winner_team = self.winner_team
        new._by_suit, new._o, new.is_over = _UNSORTED, self._o, self.is_over
        return new


class DealPlayout(FiftySix):
    """A guessed deal for a search's playouts: played and scored exactly as at the table,
    but when the deal is scored the next one is not dealt — the playout ends there, and
    shuffling, sorting and announcing a deal nobody plays was a large share of its time.
    The state then stays as the deal ended (no cards left; ``deals_completed`` counts it).
    Made by ``with_dealt(..., playout=True)``; never stored or shown."""

    __slots__ = ()

    def _deal_next(self, events: list[Event]) -> None:
        return None

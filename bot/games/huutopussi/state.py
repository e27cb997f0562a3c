"""The Huutopussi match state: dealing, the auction, the exchange, play, marriages, scoring.

Design choices worth knowing:

- The card exchange is one action per card (``give:AS`` three times, then
  ``return:KH`` three times): a button UI needs one click per card, and the
  pending selection stays in the giver's hand (listed in their view) until the
  last card is chosen, so no card is ever "in flight".
- A declaration window (§11.1) is not a separate step: the player holding it
  sees the declarations next to their lead cards, and leading a card declines.
  That saves a click per window and keeps "declare, then lead" in one turn.
- The hot path (a host or a search asking ``legal_actions`` then ``apply`` for every
  card) does each piece of work once: the legal cards of the seat to act are kept
  until the next action, so validating the card chosen from them is a lookup; the
  card winning the current trick is updated as cards fall; the play event of each
  (seat, card) is made once. These caches are slots beside the fields (``_Kept``): the
  JSON snapshot, equality and replays never see them, and a copy rebuilds them. The
  state is a slots dataclass and reads its options from a plain copy, so CPython
  specializes every attribute read on the hot path.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Self

from bot.engine import (
    Action,
    DealRecord,
    Event,
    Face,
    Game,
    IllegalAction,
    MatchResult,
    Msg,
    View,
    register,
)
from bot.engine.cards import (
    ACE,
    SUIT_LETTERS,
    CardParseError,
    make,
    parse_card,
)
from bot.engine.game import Options, plain_options, ranks_from_scores
from bot.engine.text import Text
from bot.games.huutopussi import marriages, scoring
from bot.games.huutopussi import view as _view
from bot.games.huutopussi.rules import (
    ANSWER,
    BAN_LINE,
    BEATS,
    BID,
    BIDS,
    CARD_POINTS,
    CARD_STRENGTH,
    CODE_TO_CARD,
    CONTRACT,
    CONTRACTS,
    DECK,
    GIVE,
    HAND_ORDER,
    IN_SUIT,
    PASS,
    PLAY,
    REDEAL,
    RETURN,
    TRICKS,
    HuutopussiOptions,
    amounts,
    parse_suit,
    redeal_hand,
    shuffle_deck,
    sixes_in,
)
from bot.games.huutopussi.view import SEATS, TEAMS

_TURN = tuple((s,) for s in range(4))
_EMPTY: list[int] = []
_NO_STRENGTH: tuple[int, ...] = ()
_NO_BEATS: tuple[Callable[[object], bool], ...] = ()
# The play event of every (seat, card), made once: playouts apply hundreds of thousands.
_PLAY_EVENTS = tuple({c: Event("play", Msg("hp-event-play", player=SEATS[s], card=Face(c)), s)
                      for c in DECK} for s in range(4))
_DECK_SET = frozenset(DECK)
_PLAY_OF = PLAY.__getitem__
_CARD_OF = CODE_TO_CARD.get  # bound once: ``CODE_TO_CARD.get(…)`` of an imported name is slow
# Lists ``clone`` copies one level deep. The rows of ``calls``, ``marriages`` and
# ``deal_log`` are appended whole and never changed, so copies may share them.
_FLAT_LISTS = ("presets", "scores", "can_redeal", "passed", "selected", "given", "returned",
               "trick", "tricks_won", "card_points", "last_trick", "shown", "max_kind",
               "ask_barred", "half_barred", "answer_suits", "marriage_points", "calls",
               "marriages", "deal_log")
_FACES = {c: Face(c) for c in DECK}
# Events that recur, made once (they are immutable): bids by seat and amount, passes, tricks.
_BID_EVENTS: tuple[dict[int, Event], ...] = ({}, {}, {}, {})
_PASS_EVENTS = tuple(Event("pass", Msg("hp-event-pass", player=SEATS[s]), s) for s in range(4))
_TRICK_EVENTS: dict[int, Event] = {}
_LAST_TRICK_EVENTS: dict[int, Event] = {}
_EXCHANGE_EVENTS: dict[tuple[str, int, int], Event] = {}


def _exchange_event(verb: str, seat: int, count: int) -> Event:
    """``seat`` gives (the partner) or returns (the declarer) ``count`` cards face down."""
    key = (verb, seat, count)
    event = _EXCHANGE_EVENTS.get(key)
    if event is None:
        if verb == "give":
            msg = Msg("hp-event-give", partner=SEATS[seat], declarer=SEATS[seat ^ 2], count=count)
        else:
            msg = Msg("hp-event-return", declarer=SEATS[seat], partner=SEATS[seat ^ 2],
                      count=count)
        event = _EXCHANGE_EVENTS[key] = Event(verb, msg, seat)
    return event


class _Kept:
    """Values worked out from the fields and kept beside them (slots: ``Huutopussi`` is a
    slots dataclass), outside JSON, equality and copies; see the module docstring.
    ``is_over`` is ``phase == "over"`` kept as a plain attribute: hosts and searches ask it
    before every action, and a property costs a call."""

    __slots__ = ("_bt", "_legal_list", "_legal_seat", "_o", "_st", "_win", "_win_n", "is_over")
    is_over: bool


@register
@dataclass(slots=True)
class Huutopussi(_Kept, Game):
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

    def __post_init__(self) -> None:
        # The caches (``_Kept``), set here so every instance has them from the start.
        self._legal_seat = -1  # the seat whose legal cards ``_legal_list`` holds (-1: none)
        self._legal_list: list[int] = _EMPTY
        self._win = 0  # index of the card winning the trick, valid while len(trick) == _win_n
        self._win_n = -1
        self._st = _NO_STRENGTH  # each card's strength under the rank order, once known
        self._bt = _NO_BEATS  # per card, "does this card beat it in its suit" (``rules.BEATS``)
        self._o = plain_options(self.options)  # read on the hot path (``plain_options``)
        self.is_over = self.phase == "over"  # set again where the phase becomes "over"

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

    @classmethod
    def position(cls, hands: Mapping[int, str | Sequence[str]] | Sequence[str | Sequence[str]],
                 **where: Any) -> Self:
        """A match standing at a described position: see ``huutopussi.position.build``
        for every keyword and what is checked (raises ``InvalidPosition``)."""
        from bot.games.huutopussi.position import build

        return build(cls, hands, **where)

    def clone(self) -> Self:
        """An independent copy, field by field (lists copied, everything else shared:
        the state replaces, never mutates, its other values). No JSON. The caches are
        not copied: search code edits copies (guessed hands) before playing them."""
        new = object.__new__(type(self))
        for name in _SHARED:
            setattr(new, name, getattr(self, name))
        for name in _FLAT_LISTS:
            setattr(new, name, getattr(self, name)[:])
        new.hands = [h[:] for h in self.hands]
        new.won = [p[:] for p in self.won]
        new._legal_seat = new._win_n = -1  # a copy may be edited: no caches
        new._legal_list, new._win = _EMPTY, 0
        new._st, new._bt, new._o, new.is_over = self._st, self._bt, self._o, self.is_over
        return new

    def _deal(self) -> None:
        """Shuffle (or take the next preset) and start the auction, §6."""
        if self.presets:
            preset = self.presets.pop(0)
            if "dealer" in preset:
                self.dealer = int(preset["dealer"]) % 4
            hands = [[parse_card(code) for code in h] for h in preset["hands"]]
            if len(hands) != 4 or any(len(h) != 9 for h in hands) or \
                    {c for h in hands for c in h} != _DECK_SET:
                raise ValueError("a Huutopussi preset deal needs 4 hands of 9 distinct cards "
                                 "from the 36-card pack")
        else:
            deck = shuffle_deck(self.seed, str(self.deal_no))
            first = self.dealer + 1  # one card at a time from the dealer's left, §6
            hands = [list(deck[(s - first) & 3::4]) for s in range(4)]
        self.deal_no += 1
        key = HAND_ORDER[self._o.rank_order].__getitem__
        self.hands = [sorted(h, key=key) for h in hands]  # display order: buttons come sorted
        # everything of the last deal starts afresh
        self.can_redeal = self.redeal_rights(self.hands)
        self.phase = "auction"
        self.turn = (self.dealer + 1) & 3
        self.high_bid, self.high_bidder, self.passed, self.calls = 0, -1, [False] * 4, []
        self.declarer, self.bid, self.contract, self.contract_set = -1, 0, 0, False
        self.selected, self.given, self.returned = [], [], []
        self.leader, self.trick, self.trick_no, self.trump = 0, [], 0, -1
        self.won, self.tricks_won, self.card_points = [[], [], [], []], [0, 0, 0, 0], [0, 0]
        self.last_trick_team, self.last_trick, self.last_leader = -1, [], -1
        self.window, self.marriages, self.marriage_points, self.shown = -1, [], [0, 0], []
        self.max_kind, self.ask_barred, self.half_barred = [0, 0, 0, 0], [False] * 4, [False] * 4
        self.asker, self.answer_suits = -1, []
        self._win_n = self._legal_seat = -1

    def redeal_rights(self, hands: Sequence[list[int]]) -> list[bool]:
        """Which seats may ask for a redeal at their first auction turn (§7, §15).

        - ``seed``: the seat whose own hand as dealt has three or more sixes or no card
          above the jack.
        - ``four_sixes``: each seat of a pair whose two hands as dealt hold all four
          sixes between them (one hand holding all four is the same case). Either
          partner may call it, at their own first auction turn; the engine counts the
          pair's cards, so the caller need not know how the sixes are split.
          During the card exchange the declaring pair may call it too, on their turns
          to give or return (``_exchange_redeal_ok``); the other pair may not. That is
          the seed's reading: its redeal is a right over the hand *as dealt*
          (「配られた手札」, "the cards dealt to you"), asked before play, not a right
          that reopens later. The exchange only moves cards between partners, so it
          changes no pair's sixes, and the pair that is not exchanging learns nothing
          in it that it did not know at its first call. For the declaring pair the
          cards passing between them are how they find a split set of sixes, which is
          the point of illisoft's "also during the exchange".
        - ``none``: nobody.
        """
        rule = self._o.redeal_rule
        if rule == "seed":
            return [redeal_hand(h, self._o) for h in hands]
        if rule == "four_sixes":
            return [sixes_in(hands[s], hands[s ^ 2]) == 4 for s in range(4)]
        return [False] * 4

    def _exchange_redeal_ok(self, seat: int) -> bool:
        """four_sixes during the exchange: the seat giving or returning, when its pair holds
        all four sixes (see ``redeal_rights``)."""
        return self._o.redeal_rule == "four_sixes" and \
            sixes_in(self.hands[seat], self.hands[seat ^ 2]) == 4

    # --- the contract -------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        return _TURN[self.turn]

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        scores = list(self.scores)
        w = self.winner_team
        return MatchResult(
            teams=[[0, 2], [1, 3]], scores=scores,
            ranks=[0 if t == w else 1 for t in (0, 1)] if w >= 0 else ranks_from_scores(scores),
            winners=[w, w + 2] if w >= 0 else [],
            summary=Msg("hp-result", team=TEAMS[w], score=scores[w], other=scores[1 - w]))

    def deals_completed(self) -> int:
        return self.deals_done

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn:
            return []
        phase = self.phase
        if phase == "play" and self.window != seat:  # the hot path: cards are cached
            if self._legal_seat != seat:
                self._legal_list, self._legal_seat = self._legal_cards(seat), seat
            return list(map(_PLAY_OF, self._legal_list))
        if phase == "auction":
            return self._auction_actions(seat)
        if phase == "over":
            return []
        return self._actions(seat)

    def _actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == "play":
            cards = self._legal_list if self._legal_seat == seat else self._legal_now(seat)
            if self.window == seat:
                return self._declarations(seat) + list(map(_PLAY_OF, cards))
            return list(map(_PLAY_OF, cards))
        if phase == "auction":
            return self._auction_actions(seat)
        if phase == "give" or phase == "return":
            table = GIVE if phase == "give" else RETURN
            sel = self.selected
            out = [table[c] for c in self.hands[seat] if c not in sel]
            if self._o.redeal_rule == "four_sixes" and self._exchange_redeal_ok(seat):
                out.append(REDEAL)
            return out
        if phase == "contract":
            return amounts(CONTRACTS, self.bid, self._o.max_bid)
        if phase == "answer":
            return [ANSWER[s] for s in self.answer_suits]
        return []

    def banned(self, seat: int) -> bool:
        """§15 bid_ban: is ``seat``'s team at −500 or lower (so it bids at most the
        compulsory opening bid)?"""
        return self._o.bid_ban and self.scores[seat & 1] <= BAN_LINE

    def opening_forced(self) -> bool:
        """Must the seat to call bid now (the compulsory opening bid, §8)?"""
        return not self.high_bid and self._o.forced_opening

    def _auction_actions(self, seat: int) -> list[Action]:
        opt = self._o
        forced = not self.high_bid and opt.forced_opening
        if opt.bid_ban and self.banned(seat):
            out = [BID[opt.min_bid]] if forced else []
        else:
            low = opt.min_bid if self.high_bid < opt.min_bid else self.high_bid + 5
            out = BIDS[low // 5 - 1:opt.max_bid // 5]
        if not forced:
            out.append(PASS)
        if self.can_redeal[seat]:
            out.append(REDEAL)
        return out

    # --- tricks -------------------------------------------------------------
    def _winner_index(self) -> int:
        """Index of the card winning the current trick (§10.3), kept up to date by
        ``_do_play``; scanned again only after a copy or a load."""
        trick = self.trick
        if self._win_n == len(trick):
            return self._win
        self._win, self._win_n = self.winning(trick), len(trick)
        return self._win

    def _strength(self) -> tuple[int, ...]:
        """Each card's strength under the rank order (kept: the options never change)."""
        self._st = CARD_STRENGTH[self._o.rank_order]
        return self._st

    def winning(self, trick: Sequence[int]) -> int:
        """Index of the card that wins ``trick`` (played in order) under today's trumps."""
        st = self._st or self._strength()
        trump = self.trump
        best = trick[0]
        index = 0
        for i in range(1, len(trick)):
            c = trick[i]
            if c & 3 == best & 3:
                if st[c] > st[best]:
                    best, index = c, i
            elif c & 3 == trump:
                best, index = c, i
        return index

    def _legal_now(self, seat: int) -> list[int]:
        """The legal cards of ``seat`` (the seat to act), computed once per action."""
        if self._legal_seat != seat:
            self._legal_list, self._legal_seat = self._legal_cards(seat), seat
        return self._legal_list

    def _legal_cards(self, seat: int) -> list[int]:
        """§10.2: must follow, must beat, must trump (and over-trump). The filters keep the
        hand's order."""
        hand = self.hands[seat]
        trick = self.trick
        if self.trick_no == 0 and self._o.first_trick_aces:
            forced = self._first_trick_forced(hand, trick)
            if forced is not None:
                return forced
        if not trick:
            return hand[:]
        w = trick[self._win if self._win_n == len(trick) else self._winner_index()]
        led = trick[0] & 3
        follow = list(filter(IN_SUIT[led], hand))
        if follow:
            if w & 3 != led:  # trumped already: no card of the led suit can beat it
                return follow
            return list(filter((self._bt or self._beats())[w], follow)) or follow
        trump = self.trump
        if trump >= 0:
            trumps = list(filter(IN_SUIT[trump], hand))
            if trumps:
                if w & 3 != trump or not self._o.must_overtrump:  # every trump beats W
                    return trumps
                return list(filter((self._bt or self._beats())[w], trumps)) or trumps
        return hand[:]

    def _beats(self) -> tuple[Callable[[object], bool], ...]:
        """``rules.BEATS`` under the rank order (kept: the options never change)."""
        self._bt = BEATS[self._o.rank_order]
        return self._bt

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
    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """``Game.apply`` with its guards computed once (the turn is one int here)."""
        if isinstance(action, str):
            action = Action.parse(action)
        if seat != self.turn or self.phase == "over":
            if self.phase == "over":
                raise IllegalAction(Msg("engine-match-over"))
            raise IllegalAction(self.not_your_turn(seat))
        handler = _HANDLERS.get(action.kind)
        if handler is None:
            raise self._unknown(seat, action)
        events = handler(self, seat, action.arg)
        self._legal_seat = -1
        return events

    def _touched(self) -> None:
        """Forget the caches (after changing fields other than through ``apply``)."""
        self._legal_seat = self._win_n = -1

    def _apply(self, seat: int, action: Action) -> list[Event]:
        handler = _HANDLERS.get(action.kind)
        if handler is None:
            raise self._unknown(seat, action)
        return handler(self, seat, action.arg)

    def _unknown(self, seat: int, action: Action) -> IllegalAction:
        return self.reject(seat, Msg("hp-reason-unknown-move", move=str(action),
                                     hint=_view.hint(self, seat)))

    def wrong_phase(self, seat: int, what: str) -> IllegalAction:
        return self.reject(seat, Msg("hp-reason-wrong-phase", what=what,
                                     hint=_view.hint(self, seat)))

    def _no_argument(self, seat: int, what: str, arg: str) -> None:
        if arg:
            raise self.reject(seat, Msg("hp-reason-no-argument", what=what))

    def left_to_pick(self) -> int:
        return self._o.exchange_count - len(self.selected)

    def _card_arg(self, seat: int, arg: str) -> int:
        """The card ``arg`` names, held by ``seat`` (else a reason saying what to type)."""
        card = CODE_TO_CARD.get(arg) or CODE_TO_CARD.get(arg.upper())
        if card is None:
            if not arg.strip():
                raise self.reject(seat, Msg("hp-reason-card-missing",
                                            example=_view.example_card(self, seat)))
            try:
                card = parse_card(arg)
            except CardParseError:
                raise self.reject(seat, Msg("hp-reason-not-a-card", text=arg.strip())) from None
            if card not in _DECK_SET:
                raise self.reject(seat, Msg("hp-reason-not-in-pack", card=Face(card)))
        if card not in self.hands[seat]:
            raise self.reject(seat, Msg("hp-reason-not-held", card=Face(card)))
        return card

    def _amount_arg(self, seat: int, arg: str, what: str) -> int:
        try:
            return int(arg)
        except ValueError:
            example = max(self._o.min_bid, self.high_bid + 5) if what == "bid" else self.bid
            raise self.reject(seat, Msg(f"hp-reason-{what}-amount",
                                        example=min(example, self._o.max_bid))) from None

    # auction -----------------------------------------------------------------
    def _do_bid(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "auction":
            raise self.wrong_phase(seat, "bid")
        opt = self._o
        value = self._amount_arg(seat, arg, "bid")
        if opt.bid_ban and self.banned(seat):
            if not self.opening_forced():
                raise self.reject(seat, Msg("hp-reason-bid-banned", line=BAN_LINE))
            if value != opt.min_bid:
                raise self.reject(seat, Msg("hp-reason-bid-banned-opening", line=BAN_LINE,
                                            low=opt.min_bid))
        if value <= self.high_bid:
            raise self.reject(seat, Msg("hp-reason-bid-not-higher", high=self.high_bid,
                                        next=self.high_bid + 5))
        if value < opt.min_bid:
            raise self.reject(seat, Msg("hp-reason-bid-below-min", min=opt.min_bid))
        if value > opt.max_bid:
            raise self.reject(seat, Msg("hp-reason-bid-above-max", max=opt.max_bid))
        if value % 5:
            raise self.reject(seat, Msg("hp-reason-bid-step", value=value,
                                        next=value - value % 5 + 5))
        self.high_bid, self.high_bidder = value, seat
        self.can_redeal[seat] = False
        self.calls.append([seat, value])
        event = _BID_EVENTS[seat].get(value)
        if event is None:
            event = _BID_EVENTS[seat][value] = Event(
                "bid", Msg("hp-event-bid", player=SEATS[seat], value=value), seat)
        if value == opt.max_bid:
            return [event, *self._end_auction()]
        return [event, *self._next_caller()]

    def _do_pass(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "auction":
            raise self.wrong_phase(seat, "pass")
        self._no_argument(seat, "pass", arg)
        if self.opening_forced():
            raise self.reject(seat, Msg("hp-reason-must-open", min=self._o.min_bid))
        self.passed[seat] = True
        self.can_redeal[seat] = False
        self.calls.append([seat, 0])
        return [_PASS_EVENTS[seat], *self._next_caller()]

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
            return [Event("auction", Msg("hp-event-all-passed", leader=SEATS[self.leader]))]
        d = self.high_bidder
        self.declarer, self.bid, self.contract = d, self.high_bid, self.high_bid
        self.phase = "give"
        self.turn = d ^ 2
        return [Event("auction", Msg("hp-event-auction-won", player=SEATS[d], bid=self.bid), d)]

    def _do_redeal(self, seat: int, arg: str) -> list[Event]:
        self._no_argument(seat, "redeal", arg)
        if self.phase == "auction":
            if not self.can_redeal[seat]:
                raise self.reject(seat, self._redeal_refusal())
        elif self.phase in ("give", "return"):
            if not self._exchange_redeal_ok(seat):
                raise self.reject(seat, self._redeal_refusal())
        else:
            raise self.wrong_phase(seat, "redeal")
        self._deal()
        return [Event("redeal", Msg("hp-event-redeal", player=SEATS[seat],
                                    dealer=SEATS[self.dealer], first=SEATS[self.turn]), seat)]

    def _redeal_refusal(self) -> Msg:
        rule = self._o.redeal_rule
        if rule == "none":
            return Msg("hp-reason-no-redeal")
        return Msg("hp-reason-redeal-four-sixes" if rule == "four_sixes"
                   else "hp-reason-redeal-seed")

    # exchange ----------------------------------------------------------------
    def _do_give(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "give":
            raise self.wrong_phase(seat, "give")
        return self._pick(seat, arg, "give")

    def _do_return(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "return":
            raise self.wrong_phase(seat, "return")
        return self._pick(seat, arg, "return")

    def _pick(self, seat: int, arg: str, verb: str) -> list[Event]:
        card = self._card_arg(seat, arg)
        if card in self.selected:
            raise self.reject(seat, Msg("hp-reason-already-chosen", card=Face(card)))
        self.selected.append(card)
        n = self._o.exchange_count
        if len(self.selected) < n:
            return []
        moved = self.selected
        self.selected = []
        other = seat ^ 2
        hand = self.hands[seat]
        for c in moved:
            hand.remove(c)
        self.hands[other] = sorted(self.hands[other] + moved,
                                   key=HAND_ORDER[self._o.rank_order].__getitem__)
        d = self.declarer
        if verb == "give":
            self.given = moved
            self.phase = "contract" if self._o.contract_timing == "before_return" \
                else "return"
            self.turn = d
            return [_exchange_event("give", seat, n)]
        self.returned = moved
        events = [_exchange_event("return", seat, n)]
        if self.contract_set:
            return events + self._start_play()
        self.phase = "contract"
        return events

    def _do_contract(self, seat: int, arg: str) -> list[Event]:
        if self.phase != "contract":
            raise self.wrong_phase(seat, "contract")
        value = self._amount_arg(seat, arg, "contract")
        top = self._o.max_bid
        if value % 5 or not self.bid <= value <= top:
            raise self.reject(seat, Msg("hp-reason-contract-range", bid=self.bid, max=top))
        self.contract, self.contract_set = value, True
        kept = "hp-event-contract-kept" if value == self.bid else "hp-event-contract-raised"
        events = [Event("contract", Msg(kept, player=SEATS[seat], value=value), seat)]
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
            raise self.wrong_phase(seat, "play")
        card = _CARD_OF(arg, -1)
        legal = self._legal_list if self._legal_seat == seat else self._legal_now(seat)
        if card not in legal:  # a typed form, a card not held, or one the rules forbid
            card = self._card_arg(seat, arg)
            if card not in legal:
                raise self.reject(seat, _view.why_illegal(self, seat, card, legal))
        self.window = -1
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        n = len(trick)
        if n == 1:
            win = 0
        else:
            win = self._win if self._win_n == n - 1 else self.winning(trick[:-1])
            best = trick[win]
            if card & 3 == best & 3:
                st = self._st or self._strength()
                if st[card] > st[best]:
                    win = n - 1
            elif card & 3 == self.trump:
                win = n - 1
        self._win, self._win_n = win, n
        if n < 4:
            self.turn = (seat + 1) & 3
            return [_PLAY_EVENTS[seat][card]]
        return [_PLAY_EVENTS[seat][card], *self._finish_trick(win)]

    def _finish_trick(self, idx: int) -> list[Event]:
        trick = self.trick
        leader = self.leader
        winner = (leader + idx) & 3
        team = winner & 1
        pts_table = CARD_POINTS[self._o.card_points]
        pts = pts_table[trick[0]] + pts_table[trick[1]] + pts_table[trick[2]] + pts_table[trick[3]]
        self.won[winner].extend(trick)
        self.tricks_won[winner] += 1
        self.card_points[team] += pts
        self.trick_no += 1
        self.last_trick = trick
        self.last_leader = leader
        self.trick = []
        self._win_n = -1
        if self.trick_no == TRICKS:
            bonus = self._o.last_trick_bonus
            self.last_trick_team = team
            self.card_points[team] += bonus
            key = (bonus << 18) | (winner << 12) | (trick[idx] << 6) | pts
            last = _LAST_TRICK_EVENTS.get(key)
            if last is None:
                last = _LAST_TRICK_EVENTS[key] = Event("trick", Msg(
                    "hp-event-last-trick", player=SEATS[winner], card=_FACES[trick[idx]],
                    points=pts, bonus=bonus), winner)
            return [last, *scoring.score_deal(self)]
        self.leader = self.turn = winner
        if winner == leader or self._o.declare_right == "any_won_trick":
            self.window = winner
        card = trick[idx]
        key = (winner << 12) | (card << 6) | pts
        event = _TRICK_EVENTS.get(key)
        if event is None:
            event = _TRICK_EVENTS[key] = Event("trick", Msg(
                "hp-event-trick", player=SEATS[winner], card=_FACES[card], points=pts), winner)
        return [event]

    # --- records --------------------------------------------------------------
    @property
    def history(self) -> list[dict[str, Any]]:
        """Every finished deal: who declared, card points (without the last-trick
        bonus), who won the last trick, marriage points, totals, result and scores."""
        return scoring.history(self)

    def deal_records(self) -> list[DealRecord]:
        return scoring.deal_records(self)

    def _declarations(self, seat: int) -> list[Action]:
        return marriages.declarations(self, seat)

    # --- what people see ------------------------------------------------------
    def view(self, seat: int | None) -> View:
        return _view.build(self, seat)

    def label(self, action: Action) -> Text:
        return _view.label(self, action)

    def parse_action(self, seat: int, text: str) -> Action:
        """``Game.parse_action`` plus the game's own spellings: suits by name or symbol
        (``marriage hearts``, ``ask ♥``, ``answer diamonds``), ``marry`` for ``marriage``,
        and a bare suit when it names one answer."""
        raw = text.strip()
        kind, _, rest = raw.replace(":", " ", 1).partition(" ")
        kind = kind.lower()
        if kind in ("marry", "declare"):
            kind = "answer" if kind == "declare" and self.phase == "answer" else "marriage"
        suit = parse_suit(rest) if rest else parse_suit(kind)
        if kind in ("marriage", "ask", "answer") and rest and suit is not None:
            return Action(kind, SUIT_LETTERS[suit])
        if not rest and suit is not None and self.phase == "answer" and seat == self.turn:
            return Action("answer", SUIT_LETTERS[suit])
        action = super(Huutopussi, self).parse_action(seat, raw)  # named: a slots dataclass
        if action.kind in _HANDLERS or rest:
            return action
        # A bare card or number that is no legal move: give it the kind it looks like,
        # so the answer says why ("You don't hold K♥", "You can't bid now. …").
        phase = self.phase
        code = self.read_card(kind)
        if code is not None:
            return Action(phase if phase in ("give", "return") else "play", code)
        if kind.isdigit():
            return Action("contract" if phase == "contract" else "bid", kind)
        return action

    def random_action(self, seat: int, rng: random.Random) -> Action:
        """Random legal play that finishes matches: modest bids, frequent passes.

        Uniform choice would almost never pass (one pass among ~80 bids), so
        every contract would be near 440, fail, and no team would ever reach 500.
        Declarations are taken half the time so marriages get exercised.
        """
        phase = self.phase
        if phase == "play":
            if self.window != seat:  # the hot path: no Action list built
                legal = self._legal_list if self._legal_seat == seat else self._legal_now(seat)
                return PLAY[legal[0] if len(legal) == 1 else rng.choice(legal)]
            declarations = self._declarations(seat)
            if declarations and rng.random() < 0.5:
                return rng.choice(declarations)
        elif phase == "auction":
            opt = self._o
            if self.can_redeal[seat] and rng.random() < 0.5:
                return REDEAL
            if self.banned(seat):
                return BID[opt.min_bid] if self.opening_forced() else PASS
            if not self.opening_forced() and rng.random() < 0.55:
                return PASS
            low = max(opt.min_bid, self.high_bid + 5)
            return BID[min(opt.max_bid, low + 5 * rng.randrange(4))]
        elif phase == "contract":
            top = min(self._o.max_bid, self.bid + 5 * rng.randrange(5))
            return CONTRACT[self.bid if rng.random() < 0.5 else top]
        actions = self.legal_actions(seat)
        return actions[0] if len(actions) == 1 else rng.choice(actions)


# What ``clone`` shares (ints, strings, the options; see ``_FLAT_LISTS`` for the rest).
_SHARED = tuple(f.name for f in fields(Huutopussi)
                if f.name not in _FLAT_LISTS and f.name not in ("hands", "won"))

_HANDLERS: dict[str, Callable[[Huutopussi, int, str], list[Event]]] = {
    "bid": Huutopussi._do_bid,
    "pass": Huutopussi._do_pass,
    "redeal": Huutopussi._do_redeal,
    "give": Huutopussi._do_give,
    "return": Huutopussi._do_return,
    "contract": Huutopussi._do_contract,
    "play": Huutopussi._do_play,
    "marriage": marriages.do_marriage,
    "ask": marriages.do_ask,
    "answer": marriages.do_answer,
}

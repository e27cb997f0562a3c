"""The Prefa match state: dealing, the auction, the kitty, the defence, play and settling.

The rules are ``shared/rules/prefa.md``; section numbers below refer to it. The state
is plain ints and lists (contract indices of ``rules``, card ints), so JSON snapshots
stay small and random playouts fast:

* ``apply`` checks the turn once and takes a canonical legal action (the objects
  ``legal_actions`` hands out) straight to its effect, against the legal cards
  cached for the seat; anything else goes the slow way, which explains refusals
  (``_apply``);
* events are catalog messages made once at import (``text``), never formatted here;
* ``clone`` copies the fields directly.

Hidden information: the kitty and the declarer's discards are only ever in the
declarer's own view; every hand only in its owner's view.

Preset deals (tests): ``{"hands": [[10 codes] per seat], "kitty": [2 codes]}``,
optionally ``"dealer": seat`` to fix who deals that hand. Mid-deal positions:
``Prefa.position`` (``bot.games.prefa.position``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any, Self

from bot.engine.cards import CardParseError, card_code, parse_card
from bot.engine.game import (
    Action,
    DealRecord,
    Event,
    Game,
    IllegalAction,
    MatchResult,
    Options,
    View,
    plain_options,
    ranks_from_scores,
)
from bot.engine.registry import register
from bot.engine.text import Face, Listing, Msg, Text
from bot.games.prefa import scoring
from bot.games.prefa import text as tx
from bot.games.prefa.rules import (
    ALONE,
    BARE_KINDS,
    BID,
    BOTH,
    BOTH_PASS,
    CODE_TO_CARD,
    CONTRACT,
    CONTRACT_INDEX,
    CONTRACTS,
    DEALT_TO,
    DECK,
    DENOM,
    DENOMS,
    DISCARD,
    DPLAY,
    HAND_KEY,
    KITTY_SLOTS,
    L_AFTER_PASS,
    L_AFTER_PLAY,
    PASS,
    PLAY,
    R_FIRST,
    R_REENTRY,
    R_SECOND,
    SAME,
    STEP_ACTIONS,
    TOGETHER,
    TOP,
    TRUMP,
    ContractError,
    PrefaOptions,
    legal_cards,
    parse_contract,
    shuffled_pack,
    trick_winner,
)

_ONE = ((0,), (1,), (2,))
_ENTRY_PASS = tuple(f"{s}:pass" for s in range(3))
_ENTRY_SAME = tuple(f"{s}:same" for s in range(3))
_ENTRY_BID = tuple(tuple(f"{s}:{i}" for i in range(24)) for s in range(3))
_OPENING = (PASS, *BID)
_PLAY_EVENT, _TRICK_EVENT = tx.PLAY_EVENT, tx.TRICK_EVENT
_PASS_EVENT, _BID_EVENT = tx.PASS_EVENT, tx.BID_EVENT
_PLAY_AT = [PLAY.get(c, DPLAY) for c in range(max(DECK) + 1)]  # card → its play action
_DISCARD_AT = [DISCARD.get(c, DPLAY) for c in range(max(DECK) + 1)]
# Bound once: a method of an imported name (``CODE_TO_CARD.get(…)``) is looked up anew at
# every call, and a comprehension makes a function each time; ``map`` over these does not.
_PLAY_OF, _DISCARD_OF = _PLAY_AT.__getitem__, _DISCARD_AT.__getitem__
_CARD_OF, _CONTRACT_OF = CODE_TO_CARD.get, CONTRACT_INDEX.get
_DEFENCE_ENTRY = tuple({kind: f"{s}:{kind}" for kind in ("play", "pass", "alone", "together")}
                       for s in range(3))
_VERB = re.compile(r"(bid|contract|play)\s*(?::\s*|\s+)(.+)", re.IGNORECASE)


class _Kept:
    """Values worked out from the fields and kept beside them, outside JSON, equality and
    copies (slots: ``Prefa`` is a slots dataclass): the seat to play and its legal cards,
    the position of the winning card in the trick, the options as plain attributes
    (``plain_options``). Every change of state drops the first two. ``is_over`` is
    ``phase == "over"`` kept as a plain attribute: hosts and searches ask it before every
    action, and a property costs a call."""

    __slots__ = ("_best", "_legal", "_o", "is_over")
    is_over: bool


@register
@dataclass(slots=True)
class Prefa(_Kept, Game):
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
    hands: list[list[int]] = field(default_factory=lambda: [[], [], []])  # in hand order
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
    records: list[dict[str, Any]] = field(default_factory=list)  # one per settled deal

    def __post_init__(self) -> None:
        # The caches (``_Kept``), set here so every instance has them from the start.
        self._legal: tuple[int, list[int]] | None = None
        self._best: int | None = None
        self._o = plain_options(self.options)
        self.is_over = self.phase == "over"  # set again where the phase becomes "over"

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

    @classmethod
    def position(cls, hands: Sequence[Sequence[str]], **described: Any) -> Self:
        """A mid-match state built from a description, checked for coherence.

        See ``bot.games.prefa.position.build`` for the keywords (phase, dealer, kitty,
        auction, declarer, bid, discards, contract, defence, trick, tricks, played, pots,
        chips, options, …). Raises ``bot.engine.InvalidPosition`` for a position that
        cannot happen: a card twice or missing, wrong hand sizes, a call or a card out
        of turn, pots below zero, chips that don't sum to zero.
        """
        from bot.games.prefa.position import build

        return build(cls, hands, **described)

    def _deal(self) -> None:
        """Shuffle (or take the next preset); deal two at a time, the kitty after round one."""
        if self.presets:
            preset = self.presets.pop(0)
            if "dealer" in preset:
                self.dealer = int(preset["dealer"]) % 3
            hands = [sorted((_card(code) for code in hand), key=HAND_KEY)
                     for hand in preset["hands"]]
            kitty = [_card(code) for code in preset.get("kitty", ())]
            every = sorted([c for h in hands for c in h] + kitty)
            if len(hands) != 3 or any(len(h) != 10 for h in hands) or every != sorted(DECK):
                raise ValueError("a Prefa deal needs 3 hands of 10 and a kitty of 2, "
                                 "all 32 cards once")
        else:
            deck = shuffled_pack(self.seed, self.shuffles)
            hands = [sorted(dealt(deck), key=HAND_KEY) for dealt in DEALT_TO[self.dealer]]
            kitty = [deck[KITTY_SLOTS[0]], deck[KITTY_SLOTS[1]]]
        self.shuffles += 1
        self.hands = hands
        self.kitty = kitty
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

    def clone(self) -> Self:
        """An independent copy for search: the fields copied directly (lists copied,
        the rest shared — ints, strings, the options and the finished records, which
        are never changed in place). Caches are not copied."""
        new = object.__new__(type(self))
        for name in _SHARED:
            setattr(new, name, getattr(self, name))
        for name in _LISTS:
            setattr(new, name, getattr(self, name)[:])
        new.hands = [h[:] for h in self.hands]
        new._legal = new._best = None
        new._o, new.is_over = self._o, self.is_over
        return new

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        state = super(Prefa, cls).from_dict(data)  # named: a slots dataclass
        state._hand_order()
        return state

    @classmethod
    def from_json(cls, text: str) -> Self:
        state = super(Prefa, cls).from_json(text)  # named: a slots dataclass
        state._hand_order()
        return state

    def _hand_order(self) -> None:
        """Snapshots from before hands were kept in hand order are put in it on loading
        (only the order within a hand changes, so the position is the same)."""
        for hand in self.hands:
            hand.sort(key=HAND_KEY)

    # --- the contract ---------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "over":
            return ()
        if phase == "discard" or phase == "contract":
            return _ONE[self.declarer]
        return _ONE[self.turn]

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        scores = list(self.chips)
        ranks = ranks_from_scores(scores)
        winners = [s for s in range(3) if ranks[s] == 0]
        return MatchResult(teams=[[0], [1], [2]], scores=scores, ranks=ranks,
                           winners=winners,
                           summary=Msg("pf-summary-final", standing=tx.standing(scores)))

    def deals_completed(self) -> int:
        return self.completed

    def deal_records(self) -> list[DealRecord]:
        """Every settled deal: declarer, contract code, made, tricks over (+) or short (−)
        of the contract, each seat's chip change, and in ``detail`` the mode, the §10.4
        case, the tricks, the pot moves and the pots after the deal."""
        return [scoring.as_record(r) for r in self.records]

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == "play":
            if seat != self.turn:
                return []
            cached = self._legal
            cards = cached[1] if cached is not None and cached[0] == seat else self._cards(seat)
            return list(map(_PLAY_OF, cards))
        if phase == "auction":
            return self._auction_actions(seat) if seat == self.turn else []
        if phase == "discard":
            return list(map(_DISCARD_OF, self.hands[seat])) \
                if seat == self.declarer else []
        if phase == "defend":
            return list(STEP_ACTIONS[self.step]) if seat == self.turn else []
        if phase == "contract" and seat == self.declarer:
            return list(CONTRACT[self.bid:])
        return []

    def _cards(self, seat: int) -> list[int]:
        """The cards ``seat`` (to play) may play now, worked out once per state."""
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return cached[1]
        # May be the hand itself: every change of state drops the cache first.
        trick = self.trick
        cards = legal_cards(self.hands[seat], trick, TRUMP[self.contract]) if trick \
            else self.hands[seat]
        self._legal = (seat, cards)
        return cards

    def _auction_actions(self, seat: int) -> list[Action]:
        current = self.current
        if current < 0:
            return list(_OPENING)
        if self._above(seat):
            return [PASS, SAME]
        return [PASS, BID[current + 1]] if current < TOP else [PASS]

    # --- applying actions -----------------------------------------------------
    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Apply one action of ``seat``, or raise IllegalAction with the reason.

        The turn is checked once: a canonical legal action (as ``legal_actions`` gives
        it) goes straight to its effect, checked against the legal cards cached for
        the state; everything else to the guards and ``_apply``, which reads other
        spellings and says what is wrong.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        phase = self.phase
        if phase == "play":
            if seat == self.turn and action.kind == "play":
                card = _CARD_OF(action.arg)
                if card is not None:
                    cached = self._legal
                    cards = cached[1] if cached is not None and cached[0] == seat \
                        else self._cards(seat)
                    if card in cards:
                        return self._play(seat, card)
        elif phase == "auction":
            if seat == self.turn:
                kind = action.kind
                if action.arg:
                    index = _CONTRACT_OF(action.arg, -1) if kind == "bid" else -1
                    current = self.current
                    if index >= 0 and (current < 0 or (index == current + 1
                                                       and not self._above(seat))):
                        return self._call(seat, index)
                elif kind == "pass":
                    return self._call(seat, -2)
                elif kind == "same" and self.current >= 0 and self._above(seat):
                    return self._call(seat, -1)
        elif phase == "defend":
            if seat == self.turn and not action.arg and action in STEP_ACTIONS[self.step]:
                return self._defend(seat, action.kind)
        elif phase == "discard":
            if seat == self.declarer and action.kind == "discard":
                card = _CARD_OF(action.arg)
                if card is not None and card in self.hands[seat]:
                    return self._discard(seat, card)
        elif phase == "contract" and seat == self.declarer and action.kind == "contract":
            index = _CONTRACT_OF(action.arg, -1)
            if index >= self.bid:
                return self._name_contract(seat, index)
        if phase == "over":
            raise IllegalAction(Msg("engine-match-over"))
        if seat not in self.to_act():
            raise IllegalAction(self.not_your_turn(seat))
        return self._apply(seat, action)

    def _above(self, seat: int) -> bool:
        """Whether ``seat`` sits above the holder of the contract in the bidding order
        (§6.3: then it may only say "same" or pass; below, only raise by one or pass)."""
        d = self.dealer
        return (seat - d - 1) % 3 < (self.holder - d - 1) % 3

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The slow way: other spellings (``bid:hearts``, ``play:q♠``) and every refusal."""
        kind, arg, phase = action.kind, action.arg, self.phase
        if kind in BARE_KINDS and arg and not (kind == "play" and phase == "play"):
            if kind in {a.kind for a in self.legal_actions(seat)}:
                raise self.reject(seat, Msg("pf-reason-no-argument", move=kind,
                                            hint=self._hint(seat)))
            raise self._wrong(seat, action)
        if phase == "play":
            if kind != "play":
                raise self._wrong(seat, action)
            card = self._card_arg(seat, arg, Msg("pf-reason-play-which"))
            if card not in self._cards(seat):
                raise self.reject(seat, self._why_illegal(seat))
            return self._play(seat, card)
        if phase == "auction":
            if kind == "pass":
                return self._call(seat, -2)
            if kind == "same":
                return self._call(seat, self._check_same(seat))
            if kind == "bid":
                return self._call(seat, self._check_bid(seat, arg))
            raise self._wrong(seat, action)
        if phase == "discard":
            if kind != "discard":
                raise self._wrong(seat, action)
            left = 2 - len(self.discards)
            card = self._card_arg(seat, arg, Msg("pf-reason-discard-which", left=left,
                                                 held=len(self.hands[seat])))
            return self._discard(seat, card)
        if phase == "contract":
            if kind != "contract":
                raise self._wrong(seat, action)
            index = self._read_contract(seat, arg)
            if index < self.bid:
                raise self.reject(seat, Msg(
                    "pf-reason-final-low", bid=tx.contract_msg(self.bid),
                    contract=tx.contract_msg(index)))
            return self._name_contract(seat, index)
        if action not in STEP_ACTIONS[self.step]:
            raise self._wrong(seat, action)
        return self._defend(seat, kind)

    def _wrong(self, seat: int, action: Action) -> IllegalAction:
        """A move of a kind that does not fit now, echoed as typed (``foo bar``)."""
        move = f"{action.kind} {action.arg}" if action.arg else action.kind
        return self.reject(seat, Msg("pf-reason-wrong", move=move, hint=self._hint(seat)))

    # auction ------------------------------------------------------------------
    def _read_contract(self, seat: int, arg: str) -> int:
        """The contract ``arg`` names, or a refusal that shows the accepted form."""
        hint = self._hint(seat)
        if not arg:
            raise self.reject(seat, Msg("pf-reason-which-contract", hint=hint))
        try:
            return parse_contract(arg, self.options.bid_alias_six)
        except ContractError as err:
            typed = err.typed
            if err.code == "ten-nt":
                reason = Msg("pf-reason-ten-nt", top=tx.contract_msg(TOP), hint=hint)
            elif err.code == "no-suit":
                codes = [f"{err.level}{d}" for d in DENOMS if f"{err.level}{d}" != "10NT"]
                reason = Msg("pf-reason-no-suit", examples=Listing(codes, "or"), hint=hint)
            elif err.code == "level":
                reason = Msg("pf-reason-level", level=err.level, hint=hint)
            elif err.code == "six-only":
                code = "6" + DENOM[parse_contract(typed)]
                reason = Msg("pf-reason-needs-level", code=code, typed=typed, hint=hint)
            elif self.options.bid_alias_six:
                reason = Msg("pf-reason-not-contract-alias", typed=typed, hint=hint)
            else:
                reason = Msg("pf-reason-not-contract", typed=typed, hint=hint)
            raise self.reject(seat, reason) from None

    def _check_bid(self, seat: int, arg: str) -> int:
        index = self._read_contract(seat, arg)
        if self.current >= 0:
            holder = tx.SEAT[self.holder]
            if self._above(seat):
                raise self.reject(seat, Msg("pf-reason-may-not-raise", holder=holder,
                                            contract=tx.contract_msg(self.current)))
            if self.current == TOP:
                raise self.reject(seat, Msg("pf-reason-top", top=tx.contract_msg(TOP)))
            nxt = self.current + 1
            if index != nxt:
                raise self.reject(seat, Msg("pf-reason-next-only", next=tx.contract_msg(nxt),
                                            current=tx.contract_msg(self.current)))
        return index

    def _check_same(self, seat: int) -> int:
        if self.current < 0:
            raise self.reject(seat, Msg("pf-reason-nothing-to-same"))
        if not self._above(seat):
            holder = tx.SEAT[self.holder]
            if self.current < TOP:
                raise self.reject(seat, Msg("pf-reason-same-above", holder=holder,
                                            next=tx.contract_msg(self.current + 1)))
            raise self.reject(seat, Msg("pf-reason-same-above-top", holder=holder))
        return -1

    def _call(self, seat: int, call: int) -> list[Event]:
        """Record a call (-2 pass, -1 same, else a bid index) and end the auction if it is over."""
        passed = self.passed
        if call == -2:
            passed[seat] = True
            self.auction.append(_ENTRY_PASS[seat])
            event = _PASS_EVENT[seat]
        elif call == -1:
            self.auction.append(_ENTRY_SAME[seat])
            self.holder = seat
            event = tx.SAME_EVENT[seat][self.current]
        else:
            self.current = call
            self.auction.append(_ENTRY_BID[seat][call])
            self.holder = seat
            event = _BID_EVENT[seat][call]
        left = (not passed[0]) + (not passed[1]) + (not passed[2])
        if not left:
            return [event, self._throw_in()]
        if left == 1 and self.holder >= 0 and not passed[self.holder]:
            return [event, self._win_auction()]
        nxt = (seat + 1) % 3
        while passed[nxt]:
            nxt = (nxt + 1) % 3
        self.turn = nxt
        return [event]

    def _throw_in(self) -> Event:
        self.throw_ins += 1
        self.dealer = (self.dealer + 1) % 3
        self._deal()
        return tx.THROW_IN_EVENT[self.dealer]

    def _win_auction(self) -> Event:
        d = self.holder
        self.declarer = d
        self.bid = self.current
        self.took = self.kitty
        self.kitty = []
        hand = self.hands[d] + self.took
        hand.sort(key=HAND_KEY)
        self.hands[d] = hand
        self.phase = "discard"
        return tx.DECLARER_EVENT[d][self.bid]

    # kitty and contract -----------------------------------------------------------
    def _card_arg(self, seat: int, arg: str, what: Msg) -> int:
        """The card ``arg`` names, held by ``seat``; else a refusal saying what to do."""
        if not arg:
            example = f"{self.phase if self.phase == 'discard' else 'play'} " \
                      f"{card_code(self.hands[seat][0])}"
            raise self.reject(seat, Msg("pf-reason-which-card", example=example,
                                        hint=self._hint(seat)))
        card = CODE_TO_CARD.get(arg)
        if card is None:
            try:
                card = parse_card(arg)
            except CardParseError:
                raise self.reject(seat, Msg("pf-reason-not-card", typed=arg.strip())) from None
        if card not in self.hands[seat]:
            raise self.reject(seat, Msg("pf-reason-not-held", card=Face(card), hint=what))
        return card

    def _discard(self, seat: int, card: int) -> list[Event]:
        self.hands[seat].remove(card)
        self.discards.append(card)
        if len(self.discards) == 2:
            self.phase = "contract"
        return [tx.DISCARD_EVENT[seat]]

    def _name_contract(self, seat: int, index: int) -> list[Event]:
        self.contract = index
        self.phase = "defend"
        self.step = R_FIRST
        self.turn = (seat + 1) % 3
        return [tx.CONTRACT_EVENT[seat][index]]

    # defence ------------------------------------------------------------------------
    def _defend(self, seat: int, kind: str) -> list[Event]:
        """One defence call (§8); the call that decides the mode starts the play."""
        d = self.declarer
        r, left = (d + 1) % 3, (d + 2) % 3
        self.defence.append(_DEFENCE_ENTRY[seat][kind])
        step = self.step
        if step == R_FIRST:
            if kind == "play":
                self.step = L_AFTER_PLAY
                event = tx.DEFEND_EVENT[seat]
            else:
                self.step = L_AFTER_PASS
                event = tx.DEFENCE_PASS_EVENT[seat]
            self.turn = left
            return [event]
        if step == L_AFTER_PLAY:
            if kind == "play":
                return self._start_play(seat, BOTH, -1, -1)
            self.step = R_SECOND
            self.turn = r
            return [tx.DEFENCE_PASS_EVENT[seat]]
        if step == R_SECOND:
            return self._start_play(seat, ALONE if kind == "alone" else TOGETHER, r, left)
        if step == L_AFTER_PASS:
            if kind == "pass":
                return [tx.DEFENCE_PASS_EVENT[seat], *self._both_pass()]
            if kind == "together":
                return self._start_play(seat, TOGETHER, left, r)
            if self._o.first_defender_reentry:
                self.step = R_REENTRY
                self.turn = r
                return [Event("defence", Msg("pf-event-alone-offer", player=tx.SEAT[seat],
                                             other=tx.SEAT[r]), seat)]
            return self._start_play(seat, ALONE, left, r)
        # R_REENTRY
        if kind == "together":
            return self._start_play(seat, TOGETHER, r, left)
        return self._start_play(seat, ALONE, left, r)

    def _start_play(self, seat: int, mode: str, active: int, other: int) -> list[Event]:
        self.mode, self.active, self.other = mode, active, other
        self.step = ""
        self.phase = "play"
        if mode == ALONE:
            self.in_play[other] = False
        lead = (self.dealer + 1) % 3
        if not self.in_play[lead]:
            lead = (lead + 1) % 3
        self.turn = lead
        return [tx.mode_event(seat, mode, active, other, lead)]

    # play ---------------------------------------------------------------------------
    def _play(self, seat: int, card: int) -> list[Event]:
        """Play a legal card; keep the trick's winning card up to date; end the trick."""
        self._legal = None
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        self.trick_seats.append(seat)
        n = len(trick)
        if n == 1:
            best = 0
        else:
            cached = self._best
            best = trick_winner(trick[:-1], TRUMP[self.contract]) if cached is None else cached
            top = trick[best]
            if (card > top) if card & 3 == top & 3 else card & 3 == TRUMP[self.contract]:
                best = n - 1  # as rules.beats
        event = _PLAY_EVENT[seat][card]
        if n < (2 if self.mode == ALONE else 3):
            self._best = best
            nxt = (seat + 1) % 3
            if not self.in_play[nxt]:
                nxt = (nxt + 1) % 3
            self.turn = nxt
            return [event]
        self._best = None
        winner = self.trick_seats[best]
        self.tricks[winner] += 1
        self.played.extend(trick)
        self.last_trick, self.last_trick_seats = trick, self.trick_seats
        self.trick, self.trick_seats = [], []
        self.turn = winner
        if len(self.played) == (20 if self.mode == ALONE else 30):
            return [event, _TRICK_EVENT[winner], *self._settle()]
        return [event, _TRICK_EVENT[winner]]

    def _why_illegal(self, seat: int) -> Msg:
        led = self.trick[0] & 3
        if any(c & 3 == led for c in self.hands[seat]):
            return Msg("pf-reason-follow", suit=Msg("pf-suit-one", suit=tx.suit_letter(led)),
                       symbol=tx.suit_symbol(led))
        return Msg("pf-reason-trump", led=Msg("pf-suit-many", suit=tx.suit_letter(led)),
                   trump=tx.suit_symbol(TRUMP[self.contract]))

    # --- scoring (§10) -------------------------------------------------------------
    def _both_pass(self) -> list[Event]:
        self.mode = BOTH_PASS
        self.step = ""
        return self._settle()

    def _settle(self) -> list[Event]:
        """Settle the deal (``scoring.settle``), keep its record, then end the match or
        deal the next hand. The score events are the record's lines."""
        self.completed += 1
        record = scoring.settle(self._o, self.declarer, self.contract, self.mode,
                                self.active, self.other, self.tricks, self.pots, self.chips,
                                self.completed)
        self.records.append(record)
        events = tx.deal_events(self.declarer, record["changes"], record["detail"])
        pots = self.pots
        if not (pots[0] or pots[1] or pots[2]):
            self.phase = "over"
            self.is_over = True
            events.append(Event("over", Msg("pf-event-over", summary=Msg(
                "pf-summary-final", standing=tx.standing(self.chips)))))
            return events
        self.dealer = (self.dealer + 1) % 3
        self._deal()
        events.append(tx.NEXT_DEAL_EVENT[self.dealer])
        return events

    def scores_if_stopped(self) -> list[Fraction]:
        """§10.5 early stop: chips plus 10 × (mean pot − own pot); plain chips once pots are 0."""
        return scoring.scores_if_stopped(self.pots, self.chips)

    def stopped_result(self) -> MatchResult:
        """The standing if the host stops the match now (§10.5), in whole chips.

        The exact scores are chips plus 10 × (mean pot − own pot). Chips and
        pots are whole and 10 × mean pot is a multiple of 10/3, so the three
        share one fractional part: 0, ⅓ or ⅔. Each is rounded to the nearest
        whole chip, halves away from zero (thirds never make a half; the rule
        is there for completeness). Rounding three equal thirds the same way
        leaves the sum at ±1, so that one chip is settled by
        ``scoring.round_zero_sum`` to keep the scores zero-sum like chips. A match
        that has ended normally has empty pots: then this is ``result()``.
        """
        finished = self.result()
        if finished is not None:
            return finished
        scores = scoring.round_zero_sum(self.scores_if_stopped())
        ranks = ranks_from_scores(scores)
        winners = [s for s in range(3) if ranks[s] == 0]
        return MatchResult(teams=[[0], [1], [2]], scores=scores, ranks=ranks, winners=winners,
                           summary=Msg("pf-summary-stopped", standing=tx.standing(scores)))

    # --- typed moves ------------------------------------------------------------------
    def parse_action(self, seat: int, text: str) -> Action:
        """Also reads contracts as players say them: ``7 spades``, ``bid 8nt``, ``7♥``
        and, with ``bid_alias_six``, ``spades`` or ``no-trumps`` for the six level.

        A contract that is not legal now still comes back in its stable form
        (``bid:8S``), so ``apply`` says why; text that names no contract is left to
        the shared reader, which returns it as typed (``foo bar`` stays ``foo bar``).
        """
        hit = super(Prefa, self).parse_action(seat, text)  # named: a slots dataclass
        phase = self.phase
        if phase not in ("auction", "contract"):
            return hit
        legal = self.legal_actions(seat)
        if hit in legal:
            return hit
        raw = text.strip()
        verb = _VERB.fullmatch(raw)
        words = verb.group(2).strip() if verb else raw
        if not verb and (not words or words.lower() in BARE_KINDS):
            return hit
        kind = "bid" if phase == "auction" else "contract"
        try:
            index = parse_contract(words, self.options.bid_alias_six)
        except ContractError as err:
            # a near miss ("7", "11S", "bid 7x", "spades" at a table without the
            # aliases): apply explains the accepted form
            return Action(kind, words) if verb or err.code != "unknown" else hit
        wanted = Action(kind, CONTRACTS[index])
        return next((a for a in legal if a == wanted), wanted)

    # --- views ---------------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        from bot.games.prefa.views import build_view

        return build_view(self, seat)

    def _hint(self, seat: int) -> Text:
        """One sentence telling ``seat`` what to do now."""
        from bot.games.prefa.views import hint

        return hint(self, seat)

    def label(self, action: Action) -> Text:
        kind, arg = action.kind, action.arg
        if kind == "play" and arg in CODE_TO_CARD:
            return tx.CARD_LABEL[CODE_TO_CARD[arg]]
        if kind == "discard" and arg in CODE_TO_CARD:
            return Msg("pf-label-discard", card=tx.FACE[CODE_TO_CARD[arg]])
        if kind in ("bid", "contract") and arg in CONTRACT_INDEX:
            return Msg(f"pf-label-{kind}", contract=tx.contract_msg(CONTRACT_INDEX[arg]))
        if kind == "same" and self.current >= 0:
            return Msg("pf-label-same", contract=tx.contract_msg(self.current))
        return tx.LABEL.get(kind, str(action)) if not arg else str(action)

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
            cards = self._cards(seat)
            return PLAY[cards[0] if len(cards) == 1 else rng.choice(cards)]
        if phase == "defend":
            actions = STEP_ACTIONS[self.step]
            if PASS in actions and rng.random() < 0.8:
                return PASS
            return rng.choice(actions)
        if phase == "auction":
            if self.current < 0:
                return PASS if rng.random() < 0.3 else BID[rng.randrange(15)]
            calls = self._auction_actions(seat)
            return calls[0] if len(calls) == 1 or rng.random() < 0.5 else calls[1]
        if phase == "contract":
            top = min(TOP, self.bid + rng.randrange(4))
            return CONTRACT[self.bid if rng.random() < 0.5 else top]
        hand = self.hands[seat]
        return DISCARD[hand[rng.randrange(len(hand))]]


# What ``clone`` copies: lists one level deep (the records inside ``records`` are never
# changed in place), everything else shared.
_LISTS = ("presets", "kitty", "took", "discards", "auction", "passed", "defence", "in_play",
          "trick", "trick_seats", "last_trick", "last_trick_seats", "played", "tricks", "pots",
          "chips", "records")
_SHARED = tuple(f.name for f in fields(Prefa) if f.name not in _LISTS and f.name != "hands")


def _card(code: str) -> int:
    card = CODE_TO_CARD.get(code.strip().upper())
    if card is None:
        card = parse_card(code)
        if card not in CODE_TO_CARD.values():
            raise ValueError(f"{code} is not in the 32-card Prefa pack")
    return card


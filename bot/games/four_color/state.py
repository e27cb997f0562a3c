"""The Four Color state machine: dealing, the turn, claim windows, scoring, the match.

What a seat may do, and what happens when it does. How the state reads to people
(views, labels, prompts) lives in ``display``; why a move is refused in ``refusals``;
the moves and how typed text is read in ``actions``; how a described position (or a
prearranged deal) becomes a state in ``position``; the meld search and the scoring of a
winning hand in ``melds``.

The state's fields and how they change are fixed: stored tables are restored by
replaying their action log against their snapshot, so every field must evolve
exactly as before. What speeds the hot path up is kept outside the fields (class
attributes as defaults, never serialized), derived from the fields and dropped
whenever they change.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import compress
from typing import Any, ClassVar, Self

from bot.engine import (
    Action,
    DealRecord,
    Event,
    Game,
    IllegalAction,
    Listing,
    MatchResult,
    Msg,
    Text,
    View,
    register,
)
from bot.engine.game import Options, ranks_from_scores
from bot.games.four_color.actions import (
    ASKED_AFTER_DISCARD,
    BARE_KINDS,
    CLAIM_ANSWERS,
    CLAIM_KINDS,
    CLAIMS_BY_COUNT,
    DECLINE_EVENTS,
    DECLINE_TAIL,
    DISCARD_ACTS,
    DISCARD_EVENTS,
    DRAW_EVENTS,
    DRAW_TAIL,
    GENERAL_CLAIMS_BY_COUNT,
    KEEP_ACT,
    MULLIGAN_ACT,
    NO_CLAIMS,
    NO_TAIL,
    OPEN_EVENTS,
    ORDERS,
    PASS_ACT,
    SEATS,
    TRIPLE_BIT,
    TURN_BIT,
    WIN_ACT,
    WIN_BIT,
    face,
    kind_msg,
    meld_answer,
    meld_event,
    read_move,
    turn_answers,
)
from bot.games.four_color.cards import (
    CODE_CARD,
    CODES,
    JOKER,
    NTYPES,
    Card,
    CardParseError,
    build_deck,
    counts_of,
    deal_layout,
    expand,
    parse_card,
    shuffled_deck,
    sort_cards,
)
from bot.games.four_color.display import deal_record, label_of, legend_text, view_of
from bot.games.four_color.melds import (
    EXPOSED,
    EXPOSED_VALUE,
    QUAD,
    REVEALED,
    TRIPLE,
    Rules,
    hidden_value,
    rules_for,
    win_arrangement,
    win_mask,
)
from bot.games.four_color.options import FourColorOptions
from bot.games.four_color.position import build, deal_preset, describe_position
from bot.games.four_color.refusals import (
    check_claim,
    closed_reason,
    discard_hint,
    read_discard,
    turn_answer,
)

# The discard actions of every card from the first one that may be discarded (0, or 4
# when Generals may not), jokers excluded: picked by a concealed hand's counts.
_DISCARDS_FROM = {first: DISCARD_ACTS[first:JOKER] for first in (0, 4)}
# The deck in its fixed order, without and with jokers (``shuffled_deck`` copies it).
_DECKS = {jokers: tuple(build_deck(jokers)) for jokers in (False, True)}


@register
@dataclass
class FourColor(Game):
    """The state of one Four Color match (see the package docstring)."""

    game_id = "four-color"
    title = "Four Color Cards"
    summary = ("112 chess-character cards in four colours: take a card, meld it, discard. "
               "Anyone may claim a just-shown card to win or to make a triple or quad.")
    # The standard 4 first: hosts (the terminal, the service tests) take the first
    # count as the default table size. 2 or 3 players: §2 and §12 ``num_players``.
    seat_counts = (4, 3, 2)
    options_model = FourColorOptions

    options: FourColorOptions = field(default_factory=FourColorOptions)
    seats: int = 4
    seed: int = 0
    presets: list[dict[str, Any]] = field(default_factory=list)
    phase: str = "discard"  # mulligan | discard | window | over
    deal_no: int = 0  # shuffles so far, redeals included (the shuffle salt)
    deals_done: int = 0
    dealer: int = 0
    scores: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)  # concealed counts per card id
    melds: list[list[list[int]]] = field(default_factory=list)  # [kind, value, state, *cards]
    discards: list[list[int]] = field(default_factory=list)
    stock: list[int] = field(default_factory=list)  # the top card is the last element
    marks: list[int] = field(default_factory=list)  # dealt triples per seat (public count)
    locked: list[list[int]] = field(default_factory=list)  # no_split_dealt_triple: card ids
    # Per seat, the cards that would complete the concealed hand (bit per card id):
    # derived from the hand, kept here because hands change once a turn but are
    # checked at every exposed card. Private: never in a view.
    wins: list[int] = field(default_factory=list)
    # mulligan check and claim windows: who still has to answer, and the answers so far
    waiting: list[int] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    may_mulligan: list[bool] = field(default_factory=list)
    claims: list[int] = field(default_factory=list)  # WIN/QUAD/TRIPLE/TURN bits per seat
    card: int = -1  # the exposed card of the open window
    source: str = ""  # draw | discard
    exposer: int = -1
    turn: int = -1  # the drawer, or the seat after the discarder
    last_card: int = -1  # the card of the last closed window (for "too late" replies)
    # discard phase
    current: int = -1
    first: bool = False  # the dealer's opening discard
    melded: bool = False  # the current seat has just melded an obtained card
    history: list[dict[str, Any]] = field(default_factory=list)

    # Not a field (never serialized or compared): the turn seat's answers in the open
    # window, worked out once. Dropped when a window opens or closes and by ``clone``;
    # copies made without it (``fast_copy``, JSON) start from this class default.
    _turn_cache: ClassVar[tuple[Action, ...] | None] = None

    # --- construction -------------------------------------------------------
    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> Self:
        """A fresh match. ``deals`` (tests) are prearranged deals in order: concealed
        ``hands`` by seat (codes), optionally ``dealer``, exposed ``melds``, the
        ``stock`` top (top first) and ``stock_size``; see ``_deal_preset``."""
        if seats not in cls.seat_counts:
            raise ValueError("Four Color Cards is played by 2, 3 or 4 players.")
        if not isinstance(options, FourColorOptions):
            raise TypeError("options must be FourColorOptions")
        state = cls(options=options, seats=seats, seed=seed,
                    presets=[dict(d) for d in deals or ()], scores=[0] * seats)
        state.dealer = random.Random(f"{seed}:dealer").randrange(seats)
        state._deal()
        return state

    @classmethod
    def position(cls, hands: Mapping[int, str | Sequence[str]] | Sequence[str | Sequence[str]],
                 **kwargs: Any) -> Self:
        """A match at a described position, checked; see ``position.build`` for the
        keywords (dealer, melds, discards, stock, phase, window, scores, …).

        Raises ``bot.engine.InvalidPosition`` for a position that cannot happen.
        """
        return build(cls, hands, **kwargs)

    def describe(self) -> dict[str, Any]:
        """This position as ``position`` keywords: ``FourColor.position(**s.describe())``
        is ``s`` again (the one exception: which card a "too late" reply names)."""
        return describe_position(self)

    def clone(self) -> Self:
        """An independent copy: lists copied, everything else shared (it is immutable)."""
        new = object.__new__(type(self))
        d = new.__dict__
        d.update(self.__dict__)
        d["presets"] = [dict(p) for p in self.presets]
        d["scores"] = self.scores[:]
        d["hands"] = [h[:] for h in self.hands]
        d["melds"] = [[m[:] for m in ms] for ms in self.melds]
        d["discards"] = [p[:] for p in self.discards]
        d["stock"] = self.stock[:]
        d["marks"] = self.marks[:]
        d["locked"] = [x[:] for x in self.locked]
        d["wins"] = self.wins[:]
        d["waiting"] = self.waiting[:]
        d["answers"] = self.answers[:]
        d["may_mulligan"] = self.may_mulligan[:]
        d["claims"] = self.claims[:]
        d["history"] = self.history[:]  # entries are never changed once written
        d.pop("_turn_cache", None)
        return new

    @cached_property
    def rules(self) -> Rules:
        """The meld rules of this match's options (not a field: never serialized)."""
        return rules_for(self.options.tricolour_soldiers_only,
                         self.options.fourcolour_soldiers_only)

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def _order(self, start: int) -> tuple[int, ...]:
        return ORDERS[self.seats][start]

    def _deal(self) -> None:
        """Shuffle (or take the next preset), deal 6+5+5+5 / 5×4 (§5.1), reveal and mark."""
        n = self.seats
        self.hands = [[0] * NTYPES for _ in range(n)]
        self.melds = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.locked = [[] for _ in range(n)]
        self.marks = [0] * n
        if self.presets:
            deal_preset(self, self.presets.pop(0), build_deck(self.options.jokers))
        else:
            order = shuffled_deck(_DECKS[self.options.jokers], self.seed, str(self.deal_no))
            hands, stock = deal_layout(order, self.dealer, n)
            self.hands = [counts_of(h) for h in hands]
            self.stock = stock[::-1]
        self.deal_no += 1
        for seat in range(n):
            self._reveal_and_mark(seat)
        self.wins = [win_mask(self.hands[s], self.rules, self.locked[s]) for s in range(n)]
        self.may_mulligan = [self.options.mulligan and self._weak(seat) for seat in range(n)]
        self.card = self.exposer = self.turn = self.last_card = -1
        self.source = ""
        self.claims = [0] * n
        self.answers = [""] * n
        if any(self.may_mulligan):
            self.phase = "mulligan"
            self.waiting = self._mulligan_asked()
        else:
            self._start_play()

    def _reveal_and_mark(self, seat: int) -> None:
        """§5.2: a dealt quad is revealed and fixed; a dealt triple is marked (and kept
        together under ``no_split_dealt_triple``)."""
        hand = self.hands[seat]
        if max(hand[:JOKER]) < 3:
            return
        for card in range(JOKER):
            if hand[card] == 4:
                hand[card] = 0
                value = 8 if self.options.dealt_quad_value == "concealed" else 6
                self.melds[seat].append([QUAD, value, REVEALED, card, card, card, card])
            elif hand[card] == 3:
                self.marks[seat] += 1
                if self.options.no_split_dealt_triple:
                    self.locked[seat].append(card)

    def _mulligan_asked(self) -> list[int]:
        """Who answers the mulligan question: everyone (§13 Q8), or only weak hands."""
        order = self._order(self.dealer)
        if self.options.claim_prompt == "everyone":
            return list(order)
        return [s for s in order if self.may_mulligan[s]]

    def _weak(self, seat: int) -> bool:
        """§5.3: no General (or joker) and no three or four identical cards."""
        hand = self.hands[seat]
        if self.melds[seat] or hand[JOKER]:
            return False
        generals = hand[0] or hand[1] or hand[2] or hand[3]  # (a General is card 0..3)
        return not generals and max(hand[:JOKER]) < 3

    def _start_play(self) -> None:
        self.phase = "discard"
        self.current = self.dealer
        self.first = True
        self.melded = False
        self.waiting = []

    # --- the contract -------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == "window":
            return tuple(self.waiting)
        if phase == "discard":
            return (self.current,)
        if phase == "mulligan":
            return tuple(self.waiting)
        return ()

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def legal_actions(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == "window":
            if seat not in self.waiting:
                return []
            bits = self.claims[seat]
            if not bits:
                return [PASS_ACT]
            if bits & TURN_BIT:
                return list(self._turn_answers())
            return list(CLAIM_ANSWERS[bits])
        if phase == "discard":
            if seat != self.current:
                return []
            if self.locked[seat]:
                out = [DISCARD_ACTS[c] for c in self._legal_discards(seat)]
            else:  # every concealed card but Generals (by default) and jokers
                first = 4 if self.options.generals_never_discarded else 0
                out = list(compress(_DISCARDS_FROM[first], self.hands[seat][first:JOKER]))
            if (self.melded or not out or (self.first and self.options.dealer_natural_win)) \
                    and hidden_value(self.hands[seat], self.rules, self.locked[seat]) >= 0:
                out.append(WIN_ACT)  # as ``_may_declare``, with the discards known
            return out
        if phase == "mulligan":
            if seat not in self.waiting:
                return []
            return [MULLIGAN_ACT, KEEP_ACT] if self.may_mulligan[seat] else [KEEP_ACT]
        return []

    def _legal_discards(self, seat: int) -> list[Card]:
        hand = self.hands[seat]
        first = 4 if self.options.generals_never_discarded else 0
        locked = self.locked[seat]
        if not locked:
            return [c for c in range(first, JOKER) if hand[c]]
        return [c for c in range(first, JOKER) if hand[c]
                and not (c in locked and hand[c] == 3)]

    def _may_declare(self, seat: int) -> bool:
        """A win after melding an obtained card (§8.4), or with the dealt hand when
        the variant allows it — or when nothing may be discarded (only Generals,
        jokers or intact dealt triples are left, which always form a complete hand)."""
        if not (self.melded or (self.first and self.options.dealer_natural_win)
                or not self._legal_discards(seat)):
            return False
        return hidden_value(self.hands[seat], self.rules, self.locked[seat]) >= 0

    def _window_actions(self, seat: int) -> list[Action]:
        bits = self.claims[seat]
        if not bits & TURN_BIT:
            return list(CLAIM_ANSWERS[bits & 7])
        return list(self._turn_answers())

    def _turn_answers(self) -> tuple[Action, ...]:
        """The turn seat's answers in the open window, worked out once per window (when it
        opens; here again for a copy made without them)."""
        got = self._turn_cache
        if got is None:
            card, turn = self.card, self.turn
            if self.source == "discard":
                tail = DRAW_TAIL
            elif card == JOKER or (card < 4 and self.options.generals_never_discarded):
                tail = NO_TAIL  # as ``_must_keep``
            else:
                tail = DECLINE_TAIL
            got = turn_answers(self.hands[turn], card, self.rules, self.locked[turn],
                               self.claims[turn] & WIN_BIT, tail)
            self.__dict__["_turn_cache"] = got
        return got

    def _must_keep(self, card: Card) -> bool:
        """A drawn General (default rule) or joker may never be discarded (§8.3)."""
        return card == JOKER or (card < 4 and self.options.generals_never_discarded)

    def auto_answer(self, seat: int) -> Action | None:
        """``pass`` (claim window) or ``keep`` (mulligan question) for a seat that
        was asked only so that nobody learns who had a choice (§13 Q8); None when
        the seat has a real decision or is not being asked."""
        if self.phase not in ("window", "mulligan") or seat not in self.waiting:
            return None
        actions = self.legal_actions(seat)
        if len(actions) == 1 and actions[0] in (PASS_ACT, KEEP_ACT):
            return actions[0]
        return None

    @property
    def clockwise(self) -> bool:
        return False  # §2: the next player is the one on your right

    # --- reading typed moves --------------------------------------------------
    @classmethod
    def read_card(cls, text: str) -> str | None:
        """The code (``RC``) of a card typed the Four Color way (``RC``, ``red chariot``,
        ``R-chariot``, ``🟥俥``), or None when the text names no card."""
        try:
            return CODES[parse_card(text)]
        except CardParseError:
            return None

    def parse_action(self, seat: int, text: str) -> Action:
        """Typed text as an action of ``seat`` (see ``actions.read_move``)."""
        return read_move(self, seat, text)

    # --- applying -----------------------------------------------------------
    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """The shared checks of ``Game.apply``, with a specific reply to a late claim.

        The common case goes straight through: an answer in a claim window is
        checked against the answers the window allows (worked out once), and the
        window closes when the last answer is in.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        phase = self.phase
        if phase == "window":
            waiting = self.waiting
            if seat in waiting:
                if self.claims[seat] & TURN_BIT:
                    answers = self._turn_answers()  # worked out once per window
                    # (the listed object itself, usually draw or decline, last, before
                    # comparing field by field)
                    if (answers and action is answers[-1]) or action in answers:
                        self.answers[seat] = action.kind if not action.arg else str(action)
                        waiting.remove(seat)
                        return [] if waiting else self._settle([])
                elif action is PASS_ACT or (action.kind == "pass" and not action.arg):
                    self.answers[seat] = "pass"  # the most common move of all
                    waiting.remove(seat)
                    return [] if waiting else self._settle([])
                if action.arg and action.kind in BARE_KINDS:
                    raise self.reject(seat, Msg("fc-reason-no-argument", move=action.kind))
                self._apply_window(seat, action)
                return [] if self.waiting else self._settle([])
        elif phase == "discard" and seat == self.current:
            if action.arg and action.kind in BARE_KINDS:
                raise self.reject(seat, Msg("fc-reason-no-argument", move=action.kind))
            return self._settle(self._apply_discard_phase(seat, action))
        if phase == "over":
            raise IllegalAction(Msg("engine-match-over"))
        if seat != self.current if phase == "discard" else seat not in self.waiting:
            if action.kind in CLAIM_KINDS:
                raise IllegalAction(closed_reason(self, seat))
            raise IllegalAction(self.not_your_turn(seat))
        if action.arg and action.kind in BARE_KINDS:
            raise self.reject(seat, Msg("fc-reason-no-argument", move=action.kind))
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == "window":
            self._apply_window(seat, action)
            return self._settle([]) if not self.waiting else []
        if self.phase == "discard":
            return self._settle(self._apply_discard_phase(seat, action))
        return self._apply_mulligan(seat, action)

    def _settle(self, events: list[Event]) -> list[Event]:
        """Resolve every window whose answers are all in (with ``claim_prompt="choices"``
        one move may close several: forced answers are given at once)."""
        while self.phase == "window" and not self.waiting:
            if events:
                events += self._resolve()
            else:
                events = self._resolve()
        return events

    def _apply_mulligan(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "keep":
            self.waiting.remove(seat)
            if not self.waiting:
                self._start_play()
                return [Event("keep", Msg("fc-event-no-mulligan", dealer=SEATS[self.dealer]),
                              seat)]
            return []
        if action.kind == "mulligan":
            if not self.may_mulligan[seat]:
                raise self.reject(seat, Msg("fc-reason-mulligan-not-weak"))
            self.history.append({"deal": self.deals_done + 1, "dealer": self.dealer,
                                 "outcome": "mulligan", "seat": seat})
            self._deal()
            return [Event("mulligan", Msg("fc-event-mulligan", player=SEATS[seat],
                                          dealer=SEATS[self.dealer]), seat)]
        raise self.reject(seat, Msg("fc-reason-mulligan-first"))

    # discard phase ---------------------------------------------------------
    def _apply_discard_phase(self, seat: int, action: Action) -> list[Event]:
        if action.kind == "win":
            if not self._may_declare(seat):
                if self.first:
                    raise self.reject(seat, Msg("fc-reason-dealer-first"))
                raise self.reject(seat, Msg("fc-reason-incomplete"))
            return self._finish_win(seat, -1, "hand")
        if action.kind != "discard":
            if action.kind in ("meld", "draw", "decline"):
                raise self.reject(seat, Msg("fc-reason-already-taken"))
            raise self.reject(seat, discard_hint(self, seat))
        if not action.arg:
            raise self.reject(seat, discard_hint(self, seat))
        card = CODE_CARD.get(action.arg)
        if card is None:
            card = read_discard(self, seat, action.arg)
        hand = self.hands[seat]
        if card < 4 and self.options.generals_never_discarded:
            raise self.reject(seat, Msg("fc-reason-general-discard", card=face(card)))
        if card == JOKER:
            raise self.reject(seat, Msg("fc-reason-joker-discard"))
        if not hand[card]:
            raise self.reject(seat, Msg("fc-reason-not-held", card=face(card),
                                        code=CODES[card]))
        if card in self.locked[seat] and hand[card] == 3:
            raise self.reject(seat, Msg("fc-reason-dealt-triple-discard", card=face(card)))
        hand[card] -= 1
        self.discards[seat].append(card)
        self.wins[seat] = win_mask(hand, self.rules, self.locked[seat])
        first = self.first
        self.first = self.melded = False
        self._open_window(card, seat, "discard")
        return [(OPEN_EVENTS if first else DISCARD_EVENTS)[seat][card]]

    # claim windows -----------------------------------------------------------
    def _open_window(self, card: Card, exposer: int, source: str) -> None:
        """§9.1: every seat but the exposer may have a claim; collect all the answers.

        Who is asked, in order from the turn seat: everyone but a discarder, or
        (``claim_prompt`` other than "everyone") only the turn seat and the seats with a
        claim. With "choices" the turn seat's answer is given here when it has only
        one, so only seats with a choice are asked; the window resolves as soon as
        none is left (``_settle``). The claims come from the concealed hands alone.
        """
        n = self.seats
        if source == "draw":
            turn = exposer
            order = ORDERS[n][turn]
            tail = NO_TAIL if self._must_keep(card) else DECLINE_TAIL
        else:
            turn = exposer + 1 if exposer + 1 < n else 0
            order = ASKED_AFTER_DISCARD[n][turn]
            tail = DRAW_TAIL
        opts = self.options
        prompt = opts.claim_prompt
        wins = self.wins
        hands = self.hands
        if card >= 4:
            table = CLAIMS_BY_COUNT if card != JOKER else NO_CLAIMS
        else:
            table = NO_CLAIMS if opts.general_steal_only_to_win else GENERAL_CLAIMS_BY_COUNT
        claims = [0] * n
        win = wins[turn] >> card & 1  # (WIN_BIT is 1)
        claims[turn] = TURN_BIT | win
        everyone = prompt == "everyone"
        asked = list(order) if everyone else [turn]
        for seat in order[1:]:
            bits = wins[seat] >> card & 1 | table[hands[seat][card]]
            if bits:
                if bits & TRIPLE_BIT and self.locked[seat] and hands[seat][card] == 3 \
                        and card in self.locked[seat]:
                    bits ^= TRIPLE_BIT  # an intact dealt triple: only the QUAD
                claims[seat] = bits
                if not everyone:
                    asked.append(seat)
        self.phase = "window"
        self.card, self.exposer, self.source, self.turn = card, exposer, source, turn
        self.claims = claims
        self.waiting = asked
        self.answers = answers = [""] * n
        # the turn seat is always asked: its answers are needed in every window
        mine = turn_answers(hands[turn], card, self.rules, self.locked[turn], win, tail)
        self.__dict__["_turn_cache"] = mine
        if prompt == "choices" and len(mine) == 1:
            only = mine[0]
            answers[turn] = only.kind if not only.arg else str(only)
            del asked[0]  # (the turn seat, always first)

    def _apply_window(self, seat: int, action: Action) -> None:
        """Record ``seat``'s answer in the open window (checked; nothing changes if not)."""
        kind = action.kind
        bits = self.claims[seat]
        if kind == "pass" and not bits & TURN_BIT:
            answer = "pass"
        elif bits & TURN_BIT:
            answer = str(action) if action in self._turn_answers() \
                else turn_answer(self, seat, action)
        elif kind == "win":
            if not bits & WIN_BIT:
                raise self.reject(seat, Msg("fc-reason-no-win", card=face(self.card)))
            answer = "win"
        elif kind in ("quad", "triple"):
            check_claim(self, seat, kind)
            answer = kind
        elif kind == "meld":
            raise self.reject(seat, Msg("fc-reason-out-of-turn-meld", card=face(self.card)))
        else:
            choices = Listing([str(a) for a in self._window_actions(seat)], "or")
            raise self.reject(seat, Msg("fc-reason-answer-claim", card=face(self.card),
                                        choices=choices))
        self.answers[seat] = answer
        self.waiting.remove(seat)

    def _resolve(self) -> list[Event]:
        """§9.3: WIN (first from the turn seat) > QUAD > TRIPLE > the turn player's use."""
        card, source, exposer = self.card, self.source, self.exposer
        answers = self.answers
        self.last_card = card
        claimant, level = -1, 4
        if "win" in answers or "quad" in answers or "triple" in answers:
            for seat in ORDERS[self.seats][self.turn]:
                answer = answers[seat]
                if answer == "win":
                    return self._finish_win(seat, card, source)
                if answer == "quad" and level > 2:
                    claimant, level = seat, 2
                elif answer == "triple" and level > 3:
                    claimant, level = seat, 3
        if claimant >= 0:
            claimed = QUAD if level == 2 else TRIPLE
            self._take(claimant, claimed, (card,) * (3 if level == 2 else 2))
            msg = Msg("fc-event-claim-drawn" if source == "draw" else "fc-event-claim-discarded",
                      player=SEATS[claimant], exposer=SEATS[exposer], card=face(card),
                      kind=kind_msg(claimed))
            return [Event("claim", msg, claimant)]
        turn = self.turn
        answer = answers[turn]
        if answer == "draw":
            return self._draw(turn)
        if answer == "decline":
            self.discards[turn].append(card)
            self._open_window(card, turn, "discard")
            return [DECLINE_EVENTS[turn][card]]
        kind, used, meld = meld_answer(self.rules, answer, card)
        self._take(turn, kind, used, meld)
        return [meld_event(source == "draw", turn, card, meld, kind)]

    def _take(self, seat: int, kind: int, used: tuple[Card, ...],
              meld: Sequence[Card] = ()) -> None:
        """Move the window's card and ``used`` concealed cards into an exposed meld
        (``meld``: all its cards, sorted, if the caller has them)."""
        card = self.card
        if self.source == "discard":
            self.discards[self.exposer].pop()
        hand = self.hands[seat]
        for c in used:
            hand[c] -= 1
        if kind == QUAD and card in self.locked[seat]:
            self.locked[seat].remove(card)
        self.melds[seat].append([kind, EXPOSED_VALUE[kind], EXPOSED,
                                 *(meld or sort_cards([card, *used]))])
        self._close_window()
        self.phase = "discard"
        self.current = seat
        self.first = False
        self.melded = True

    def _close_window(self) -> None:
        self.card = self.exposer = self.turn = -1
        self.source = ""
        self.waiting = []
        self.claims = [0] * self.seats
        self.answers = [""] * self.seats
        self.__dict__["_turn_cache"] = None

    def _draw(self, seat: int) -> list[Event]:
        if not self.stock:
            self._close_window()
            return self._finish_draw(seat)
        card = self.stock.pop()
        self._open_window(card, seat, "draw")  # (it sets every field of the window)
        return [DRAW_EVENTS[seat][card]]

    # end of a deal -------------------------------------------------------------
    def _finish_win(self, seat: int, card: Card, source: str) -> list[Event]:
        """Score the winner's best arrangement (§10.2) and pay (§10.3)."""
        hand = self.hands[seat]
        locked = self.locked[seat]
        before = [CODES[c] for c in expand(hand)]
        intact = [CODES[c] for c in locked if hand[c] == 3]
        # nothing changes before this has checked the 21 cards and the odd value (§7)
        arrangement, value, rest, still_locked, kind, meld = win_arrangement(
            hand, card, self.rules, locked, self.melds[seat])
        if card >= 0:
            if self.source == "discard":
                self.discards[self.exposer].pop()
            self.melds[seat].append([kind, EXPOSED_VALUE[kind], EXPOSED, *meld])
        self.hands[seat] = rest
        self.locked[seat] = still_locked
        payments = [-value] * self.seats
        payments[seat] = value * (self.seats - 1)
        for s in range(self.seats):
            self.scores[s] += payments[s]
        payers = [s for s in range(self.seats) if s != seat]
        args: dict[str, Any] = {"player": SEATS[seat], "value": value,
                                "payers": Listing(SEATS[s] for s in payers),
                                "count": len(payers)}
        if source == "hand":
            msg = Msg("fc-event-win-hand", **args)
        elif source == "draw":
            msg = Msg("fc-event-win-drawn", card=face(card), **args)
        else:
            msg = Msg("fc-event-win-discard", card=face(card), exposer=SEATS[self.exposer],
                      **args)
        self.history.append({
            "deal": self.deals_done + 1, "dealer": self.dealer, "outcome": "win",
            "winner": seat, "card": CODES[card] if card >= 0 else "", "source": source,
            "from": self.exposer if card >= 0 else seat, "hidden_before": before,
            "locked": intact,
            "melds": arrangement, "value": value, "payments": payments})
        self._close_window()
        self.last_card = card if card >= 0 else self.last_card
        events = [Event("win", msg, seat)]
        self.dealer = seat
        return events + self._end_deal()

    def _finish_draw(self, seat: int) -> list[Event]:
        self.history.append({"deal": self.deals_done + 1, "dealer": self.dealer,
                             "outcome": "draw", "payments": [0] * self.seats})
        events = [Event("drawn", Msg("fc-event-stock-empty", player=SEATS[seat],
                                     dealer=SEATS[self.dealer]), seat)]
        return events + self._end_deal()

    def _end_deal(self) -> list[Event]:
        self.deals_done += 1
        if self.deals_done >= self.options.deals:
            self.phase = "over"
            self.waiting = []
            return [Event("over", self.summary_text())]
        self._deal()
        return [Event("deal", Msg("fc-event-deal", number=self.deals_done + 1,
                                  deals=self.options.deals, dealer=SEATS[self.dealer]))]

    # --- reading the state --------------------------------------------------
    def summary_text(self) -> Msg:
        """Who leads (or won) and with how many points."""
        top = max(self.scores)
        winners = [s for s in range(self.seats) if self.scores[s] == top]
        return Msg("fc-result", winners=Listing(SEATS[s] for s in winners),
                   count=len(winners), points=top)

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        ranks = ranks_from_scores(self.scores)
        top = max(self.scores)
        winners = [s for s in range(self.seats) if self.scores[s] == top]
        return MatchResult(teams=[[s] for s in range(self.seats)], scores=list(self.scores),
                           ranks=ranks, winners=winners, summary=self.summary_text())

    def deals_completed(self) -> int:
        return self.deals_done

    def deal_records(self) -> list[DealRecord]:
        """Every finished deal (a win or a drawn deal; a mulligan's void deal is not one).

        There is no contract in Four Color: ``declarer`` and ``made`` are None; the
        winner, the winning card and the scored arrangement are in ``detail``.
        """
        return [deal_record(entry, number)
                for number, entry in enumerate(
                    (e for e in self.history if e["outcome"] != "mulligan"), start=1)]

    def total_cards(self) -> int:
        """Every card in play: hands, displays, discards, stock and a drawn card in a window."""
        total = sum(sum(h) for h in self.hands) + len(self.stock)
        total += sum(len(m) - 3 for ms in self.melds for m in ms)
        total += sum(len(d) for d in self.discards)
        if self.phase == "window" and self.source == "draw":
            total += 1
        return total

    # --- how it reads (``display``) ----------------------------------------------
    def view(self, seat: int | None) -> View:
        return view_of(self, seat)

    def label(self, action: Action) -> Text:
        return label_of(self, action)

    @classmethod
    def legend(cls) -> Text:
        """What the letters and marks on the table mean, for a host's help."""
        return legend_text()

    @classmethod
    def bench_extras(cls) -> list[tuple[str, str]]:
        """Win detection on 21-card hands, measured cold (every memo cleared); whole
        deals through the public contract with and without forced answers."""
        from bot.games.four_color.timing import contract_deals, win_detection_timing

        worst, mean, mask, hands = win_detection_timing()
        everyone, asked = contract_deals({})
        choices, chosen = contract_deals({"claim_prompt": "choices"})
        return [("best win on a 21-card hand, cold cache",
                 f"worst {worst * 1000:.3f} ms, mean {mean * 1000:.3f} ms over {hands} hands "
                 "(target < 5 ms)"),
                ("every winning card of a 20-card hand, cold cache",
                 f"worst {mask * 1000:.3f} ms"),
                ("a deal through legal_actions + apply, every seat asked (the table)",
                 f"{everyone:.0f} µs CPU, {asked:.0f} decisions"),
                ("the same, forced answers given by the engine (claim_prompt=choices)",
                 f"{choices:.0f} µs CPU, {chosen:.0f} decisions")]

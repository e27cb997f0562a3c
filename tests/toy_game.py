"""A tiny trick game on the engine contract, so the table service is tested without a real game.

"High card": 2–4 seats, a 24-card pack (9 to ace). Each deal every seat is dealt
``hand_size`` cards and bids how many tricks it will take (``bid:N``); then
tricks are played (``play:10S``), following suit if possible, highest card of
the led suit wins. A seat scores one point per trick plus 2 for an exact bid.
The match ends when a seat (or, with ``pairs``, a pair) reaches ``target``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import Field

from bot.engine import Action, Event, Game, IllegalAction, MatchResult, Section, View, register
from bot.engine.cards import (
    CardParseError,
    card_code,
    cards_text,
    parse_card,
    rank_of,
    shuffled,
    sort_hand,
    suit_of,
)
from bot.engine.game import Options, ranks_from_scores
from bot.engine.tricks import plays_text

DECK = [r << 2 | s for s in range(4) for r in range(9, 15)]


class HighCardOptions(Options):
    target: int = Field(default=6, ge=1, description="points that win the match")
    hand_size: int = Field(default=3, ge=1, le=6)
    pairs: bool = Field(default=False, description="4 seats as two pairs (0+2 against 1+3)")


@register
@dataclass
class HighCard(Game):
    game_id: ClassVar[str] = "high-card"
    title: ClassVar[str] = "High Card"
    summary: ClassVar[str] = "Bid your tricks, then the highest card of the led suit wins."
    seat_counts: ClassVar[tuple[int, ...]] = (2, 3, 4)
    options_model: ClassVar[type[Options]] = HighCardOptions

    seats: int = 2
    options: HighCardOptions = field(default_factory=HighCardOptions)
    seed: int = 0
    deal_no: int = 0
    dealer: int = 0
    phase: str = "bid"  # bid | play | over
    turn: int = 0
    hands: list[list[int]] = field(default_factory=list)
    bids: list[int | None] = field(default_factory=list)
    tricks: list[int] = field(default_factory=list)
    trick: list[list[int]] = field(default_factory=list)
    last_trick: list[list[int]] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    presets: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> HighCard:
        assert isinstance(options, HighCardOptions)
        state = cls(seats=seats, options=options, seed=seed, presets=list(deals or []),
                    scores=[0] * seats)
        state._deal()
        return state

    def _deal(self) -> None:
        n, size = self.seats, self.options.hand_size
        if self.presets:
            preset = self.presets.pop(0)
            self.hands = [sort_hand(parse_card(c) for c in h) for h in preset["hands"]]
        else:
            deck = shuffled(DECK, self.seed, salt=str(self.deal_no))
            self.hands = [sort_hand(deck[i * size:(i + 1) * size]) for i in range(n)]
        self.bids = [None] * n
        self.tricks = [0] * n
        self.trick = []
        self.phase = "bid"
        self.turn = (self.dealer + 1) % n

    # --- contract -------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == "over" else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == "over" or seat != self.turn:
            return []
        if self.phase == "bid":
            return [Action("bid", str(n)) for n in range(len(self.hands[seat]) + 1)]
        return [Action("play", card_code(c)) for c in self._playable(seat)]

    def _playable(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick:
            led = suit_of(self.trick[0][1])
            follow = [c for c in hand if suit_of(c) == led]
            if follow:
                return follow
        return list(hand)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if self.phase == "bid":
            return self._bid(seat, action)
        return self._play(seat, action)

    def _bid(self, seat: int, action: Action) -> list[Event]:
        size = len(self.hands[seat])
        if action.kind != "bid":
            raise self.reject(seat, f"It is time to bid: say how many tricks (0 to {size}).")
        if not action.arg.isdigit() or int(action.arg) > size:
            raise self.reject(seat, f"Bid a number of tricks from 0 to {size}.")
        self.bids[seat] = int(action.arg)
        self.turn = (seat + 1) % self.seats
        if all(b is not None for b in self.bids):
            self.phase = "play"
        return [Event("bid", f"{{s{seat}}} bids {action.arg}.", seat)]

    def _play(self, seat: int, action: Action) -> list[Event]:
        if action.kind != "play":
            raise self.reject(seat, "Play a card, e.g. play:10S.")
        try:
            card = parse_card(action.arg)
        except CardParseError as err:
            raise IllegalAction(str(err), self.legal_actions(seat)) from None  # like real games
        hand = self.hands[seat]
        if card not in hand:
            raise self.reject(seat, f"You don't hold {cards_text([card])}.")
        if card not in self._playable(seat):
            raise self.reject(seat, "You must follow suit.")
        hand.remove(card)
        self.trick.append([seat, card])
        events = [Event("play", f"{{s{seat}}} plays {cards_text([card])}.", seat)]
        if len(self.trick) < self.seats:
            self.turn = (seat + 1) % self.seats
            return events
        led = suit_of(self.trick[0][1])
        winner = max((p for p in self.trick if suit_of(p[1]) == led),
                     key=lambda p: rank_of(p[1]))[0]
        self.tricks[winner] += 1
        self.last_trick, self.trick = self.trick, []
        self.turn = winner
        events.append(Event("trick", f"{{s{winner}}} takes the trick.", winner))
        if not self.hands[winner]:
            events += self._score()
        return events

    def _score(self) -> list[Event]:
        for s in range(self.seats):
            self.scores[s] += self.tricks[s] + (2 if self.tricks[s] == self.bids[s] else 0)
        self.deal_no += 1
        self.dealer = (self.dealer + 1) % self.seats
        events = [Event("deal", "Deal over: " + ", ".join(
            f"{{s{s}}} {self.scores[s]}" for s in range(self.seats)) + ".")]
        if max(self._team_scores()) >= self.options.target:
            self.phase = "over"
            events.append(Event("over", "The match is over."))
        else:
            self._deal()
        return events

    def _teams(self) -> list[list[int]]:
        if self.options.pairs and self.seats == 4:
            return [[0, 2], [1, 3]]
        return [[s] for s in range(self.seats)]

    def _team_scores(self) -> list[int]:
        return [sum(self.scores[s] for s in team) for team in self._teams()]

    def view(self, seat: int | None) -> View:
        sections = [
            Section("Scores", ", ".join(f"{{s{s}}} {self.scores[s]}" for s in range(self.seats))),
            Section("Bids", ", ".join(f"{{s{s}}} {'?' if b is None else b}"
                                      for s, b in enumerate(self.bids))),
            Section("Trick", plays_text(self.trick) or "—"),
        ]
        hand = self.hands[seat] if seat is not None else []
        prompt = ""
        if seat is not None and seat in self.to_act():
            prompt = "Bid your tricks." if self.phase == "bid" else "Play a card."
        return View(game=self.game_id, seat=seat, phase=self.phase, to_act=list(self.to_act()),
                    prompt=prompt, sections=sections, hand=[card_code(c) for c in hand],
                    hand_text=cards_text(hand), data={"scores": list(self.scores)},
                    over=self.phase == "over")

    def result(self) -> MatchResult | None:
        if self.phase != "over":
            return None
        teams, scores = self._teams(), self._team_scores()
        ranks = ranks_from_scores(scores)
        winners = [s for t, team in enumerate(teams) if ranks[t] == 0 for s in team]
        return MatchResult(teams=teams, scores=scores, ranks=ranks, winners=winners,
                           summary="High card match over.")

    def deals_completed(self) -> int:
        return self.deal_no

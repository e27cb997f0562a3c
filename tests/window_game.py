"""A toy game with questions put to every seat, for the table service's claim windows.

"Window": each round the seat in turn asks (``ask``); then every other seat is asked
at once whether it claims. Only some seats can (``can_claim``: round + seat even);
they answer ``claim`` or ``pass``, the others may only ``pass`` — and that no-choice
answer is what ``auto_answer`` gives, as in Four Color's claim windows where every
eligible seat is asked so nobody learns who could claim. A claim scores a point.
The match ends after ``rounds`` rounds; with ``stoppable`` it also has a standing
when stopped early (``stopped_result``), as Prefa does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import Field

from bot.engine import Action, Event, Game, MatchResult, Section, View, register
from bot.engine.game import Options, ranks_from_scores

ASK, CLAIM, PASS = Action("ask"), Action("claim"), Action("pass")


class WindowOptions(Options):
    rounds: int = Field(default=3, ge=1, le=50, description="rounds in a match")
    stoppable: bool = Field(default=True, description="a standing when stopped early")


@register
@dataclass
class WindowGame(Game):
    game_id: ClassVar[str] = "window-toy"
    title: ClassVar[str] = "Window"
    summary: ClassVar[str] = "Ask, and whoever can claims."
    seat_counts: ClassVar[tuple[int, ...]] = (3, 4)
    options_model: ClassVar[type[Options]] = WindowOptions

    seats: int = 3
    options: WindowOptions = field(default_factory=WindowOptions)
    seed: int = 0
    round: int = 0
    turn: int = 0
    phase: str = "ask"  # ask | window | over
    waiting: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)

    @classmethod
    def new(cls, seats: int, options: Options, seed: int,
            deals: Sequence[dict[str, Any]] | None = None) -> WindowGame:
        assert isinstance(options, WindowOptions)
        return cls(seats=seats, options=options, seed=seed, scores=[0] * seats)

    def can_claim(self, seat: int) -> bool:
        return (self.round + seat) % 2 == 0

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "ask":
            return (self.turn,)
        if self.phase == "window":
            return tuple(self.waiting)
        return ()

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "ask":
            return [ASK]
        return [CLAIM, PASS] if self.can_claim(seat) else [PASS]

    def auto_answer(self, seat: int) -> Action | None:
        if self.phase == "window" and seat in self.waiting and not self.can_claim(seat):
            return PASS
        return None

    def _apply(self, seat: int, action: Action) -> list[Event]:
        legal = self.legal_actions(seat)
        if action not in legal:
            raise self.reject(seat, "Choose one of: " + ", ".join(map(str, legal)) + ".")
        if action == ASK:
            self.phase = "window"
            self.waiting = [s for s in range(self.seats) if s != seat]
            return [Event("ask", f"{{s{seat}}} asks.", seat)]
        self.waiting.remove(seat)
        events = [Event(action.kind, f"{{s{seat}}} {action.kind}s.", seat)]
        if action == CLAIM:
            self.scores[seat] += 1
        if not self.waiting:
            self.round += 1
            self.turn = (self.turn + 1) % self.seats
            self.phase = "over" if self.round >= self.options.rounds else "ask"
        return events

    def view(self, seat: int | None) -> View:
        prompt = ""
        if seat is not None and seat in self.to_act():
            prompt = "Ask." if self.phase == "ask" else "Claim or pass."
        return View(game=self.game_id, seat=seat, phase=self.phase, to_act=list(self.to_act()),
                    prompt=prompt, sections=[Section("Scores", ", ".join(
                        f"{{s{s}}} {self.scores[s]}" for s in range(self.seats)))],
                    over=self.phase == "over")

    def _standing(self, summary: str) -> MatchResult:
        ranks = ranks_from_scores(self.scores)
        return MatchResult(teams=[[s] for s in range(self.seats)], scores=list(self.scores),
                           ranks=ranks, winners=[s for s in range(self.seats) if ranks[s] == 0],
                           summary=summary)

    def result(self) -> MatchResult | None:
        return self._standing("Window over.") if self.phase == "over" else None

    def stopped_result(self) -> MatchResult | None:
        return self._standing("Stopped after round {n}.".replace(
            "{n}", str(self.round))) if self.options.stoppable else None

    def deals_completed(self) -> int:
        return self.round

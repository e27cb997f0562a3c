"""The difficulty levels: "random", "easy" (heuristics) and "hard" (Monte Carlo search).

Importing this module registers them with ``bot.ai.register_player`` (the
table service must import it once, e.g. ``import bot.ai.players`` at the end of
``bot/ai/__init__.py``, which the service branch owns). Each game
with a computer player plugs in through a ``GameAI`` record; a game without one
(yet) falls back to ``Game.random_action``, which always finishes a match.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.ai import register_player
from bot.ai.common import pimc
from bot.engine import Action, Game

Search = Callable[[Game, int, Any, random.Random, float, int | None], Action]


@dataclass(frozen=True)
class GameAI:
    """One game's hooks: observe → choose for easy; the rest for the search."""

    observe: Callable[[Game, int], Any]
    choose: Callable[[Any, random.Random], Action]
    determinize: Callable[[Game, int, random.Random], Game]
    policy: Callable[[Game, int, random.Random], Action]
    evaluate: Callable[[Game, Game, int], float]
    done: Callable[[Game, Game], bool]
    searched_phases: frozenset[str] = frozenset({"play"})
    margin: float = 0.0  # how much better (per deal) a move must look to overrule easy
    # Which legal actions the search weighs (default: all); pruning keeps it in budget.
    candidates: Callable[[Any, Action], list[Action]] | None = None
    # The state as the seat may know it (hidden cards replaced by a canonical guess):
    # when set, both levels decide from it, so they can't see what they must not.
    redact: Callable[[Game, int], Game] | None = None
    # Work out what the seat knows once per decision; the result deals guessed states
    # (else ``determinize`` is called for every sample).
    prepare: Callable[[Game, int], Callable[[random.Random], Game]] | None = None
    # A game's own search (instead of the shared sampled-deal search): given the (redacted)
    # state, the seat, its observation, an rng, the thinking budget in seconds and a cap on
    # samples (None: the game's own), the action. Used by the hard level when set.
    search: Search | None = None
    # A game's own search for some phases only (the phase must be searched); the
    # others go to ``search`` or the shared sampled-deal search.
    phase_search: Mapping[str, Search] = field(default_factory=dict)


def _registry() -> dict[str, GameAI]:
    from bot.ai import fifty_six as fs
    from bot.ai import four_color as fc
    from bot.ai import huutopussi as hp
    from bot.ai import prefa as pf

    return {
        "huutopussi": GameAI(hp.observe, hp.choose, hp.determinize, hp.policy, hp.evaluate,
                             hp.deal_done, margin=8.0,
                             searched_phases=frozenset({"play", "auction", "contract"}),
                             candidates=hp.candidates, redact=hp.redact, prepare=hp.prepare,
                             phase_search={"contract": hp.search_contract}),
        "fifty-six": GameAI(fs.observe, fs.choose, fs.determinize, fs.policy, fs.evaluate,
                            fs.deal_done, margin=1.0, searched_phases=frozenset({"play"}),
                            candidates=fs.candidates, redact=fs.redact, search=fs.search),
        "prefa": GameAI(pf.observe, pf.choose, pf.determinize, pf.policy, pf.evaluate,
                        pf.deal_done, margin=0.5, redact=pf.redact, prepare=pf.prepare),
        "four-color": GameAI(fc.observe, fc.choose, _no_search, _no_policy, _no_eval, _no_done,
                             searched_phases=frozenset({"discard", "window"}), redact=fc.redact,
                             search=fc.search),
    }


def _no_search(state: Game, seat: int, rng: random.Random) -> Game:
    raise NotImplementedError("no search for this game yet")


def _no_policy(state: Game, seat: int, rng: random.Random) -> Action:
    raise NotImplementedError("no search for this game yet")


def _no_eval(before: Game, after: Game, seat: int) -> float:
    raise NotImplementedError("no search for this game yet")


def _no_done(before: Game, after: Game) -> bool:
    raise NotImplementedError("no search for this game yet")


_GAMES: dict[str, GameAI] = {}


def game_ai(game_id: str) -> GameAI | None:
    if not _GAMES:
        _GAMES.update(_registry())
    return _GAMES.get(game_id)


class RandomLegalPlayer:
    """Random legal play through ``Game.random_action`` (finishes matches in every game)."""

    name = "random"

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        return state.random_action(seat, rng)


def seat_state(ai: GameAI, state: Game, seat: int) -> Game:
    """What the computer for ``seat`` works on: the redacted state where the game has
    one (decisions then depend on the seat's view by construction), else the state."""
    return ai.redact(state, seat) if ai.redact is not None else state


class EasyPlayer:
    """Heuristic play from the seat's own observation."""

    name = "easy"

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        ai = game_ai(state.game_id)
        if ai is None:
            return state.random_action(seat, rng)
        return ai.choose(ai.observe(seat_state(ai, state, seat), seat), rng)


SAMPLES = 48  # guessed deals per decision at most, for games searched by the shared search


class HardPlayer:
    """Perfect-information Monte Carlo over guessed deals for card play (and, per game,
    the calls its ``GameAI`` searches, such as Huutopussi's contract); easy elsewhere.

    ``budget`` is the thinking time in seconds per decision (at least a few
    samples are always taken, so very slow machines still decide sensibly).
    """

    name = "hard"

    def __init__(self, budget: float = 0.15, max_samples: int | None = None) -> None:
        self.budget = budget
        self.max_samples = max_samples
        self.last_searched = False  # did the last decision go to the search? (for benches)

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        self.last_searched = False
        ai = game_ai(state.game_id)
        if ai is None:
            return state.random_action(seat, rng)
        state = seat_state(ai, state, seat)
        obs = ai.observe(state, seat)
        legal = obs.legal
        if not ai.searched_phases or len(legal) == 1 or obs.phase not in ai.searched_phases:
            return ai.choose(obs, rng)
        own = ai.phase_search.get(obs.phase) or ai.search
        if own is not None:
            self.last_searched = True
            return own(state, seat, obs, rng, self.budget, self.max_samples)
        default = ai.choose(obs, rng)
        options = ai.candidates(obs, default) if ai.candidates else legal
        if len(options) == 1:
            return options[0]
        self.last_searched = True
        determinize = ai.determinize
        if ai.prepare is not None:
            deal = ai.prepare(state, seat)

            def determinize(_state: Game, _seat: int, r: random.Random) -> Game:
                return deal(r)

        return pimc(state, seat, rng, options, determinize, ai.policy, ai.done, ai.evaluate,
                    budget=self.budget, max_samples=self.max_samples or SAMPLES,
                    default=default,
                    margin=ai.margin)


def register_all() -> None:
    register_player("random", lambda game_id: RandomLegalPlayer())
    register_player("easy", lambda game_id: EasyPlayer())
    register_player("hard", lambda game_id: HardPlayer())


register_all()

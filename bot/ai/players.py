"""The difficulty levels: "random", "easy" (heuristics) and "hard" (Monte Carlo search).

Importing this module registers them with ``bot.ai.register_player`` (the
table service must import it once, e.g. ``import bot.ai.players`` at the end of
``bot/ai/__init__.py``, which the service branch owns). Each game
with a computer player plugs in through a ``GameAI`` record; a game without one
(yet) falls back to ``Game.random_action``, which always finishes a match.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.ai import register_player
from bot.ai.common import pimc
from bot.engine import Action, Game


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


def _registry() -> dict[str, GameAI]:
    from bot.ai import fifty_six as fs
    from bot.ai import four_color as fc
    from bot.ai import huutopussi as hp
    from bot.ai import prefa as pf

    return {
        "huutopussi": GameAI(hp.observe, hp.choose, hp.determinize, hp.policy, hp.evaluate,
                             hp.deal_done, margin=8.0,
                             searched_phases=frozenset({"play", "auction"}),
                             candidates=hp.candidates),
        "fifty-six": GameAI(fs.observe, fs.choose, fs.determinize, fs.policy, fs.evaluate,
                            fs.deal_done, margin=1.0,
                            searched_phases=frozenset({"play", "auction"}),
                            candidates=fs.candidates),
        "prefa": GameAI(pf.observe, pf.choose, pf.determinize, pf.policy, pf.evaluate,
                        pf.deal_done, margin=0.5),
        "four-color": GameAI(fc.observe, fc.choose, _no_search, _no_policy, _no_eval, _no_done,
                             searched_phases=frozenset()),
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


class EasyPlayer:
    """Heuristic play from the seat's own observation."""

    name = "easy"

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        ai = game_ai(state.game_id)
        if ai is None:
            return state.random_action(seat, rng)
        return ai.choose(ai.observe(state, seat), rng)


class HardPlayer:
    """Perfect-information Monte Carlo over guessed deals for card play; easy elsewhere.

    ``budget`` is the thinking time in seconds per decision (at least a few
    samples are always taken, so very slow machines still decide sensibly).
    """

    name = "hard"

    def __init__(self, budget: float = 0.15, max_samples: int = 48) -> None:
        self.budget = budget
        self.max_samples = max_samples

    def choose(self, state: Game, seat: int, rng: random.Random) -> Action:
        ai = game_ai(state.game_id)
        if ai is None:
            return state.random_action(seat, rng)
        obs = ai.observe(state, seat)
        legal = obs.legal
        if len(legal) == 1 or obs.phase not in ai.searched_phases:
            return ai.choose(obs, rng)
        default = ai.choose(obs, rng)
        options = ai.candidates(obs, default) if ai.candidates else legal
        if len(options) == 1:
            return options[0]
        return pimc(state, seat, rng, options, ai.determinize, ai.policy, ai.done, ai.evaluate,
                    budget=self.budget, max_samples=self.max_samples, default=default,
                    margin=ai.margin)


def register_all() -> None:
    register_player("random", lambda game_id: RandomLegalPlayer())
    register_player("easy", lambda game_id: EasyPlayer())
    register_player("hard", lambda game_id: HardPlayer())


register_all()

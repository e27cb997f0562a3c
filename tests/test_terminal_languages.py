"""The terminal speaks the player's language for a whole deal (issue 19: ``--lang fi``).

A typist plays the human's seat with the game's own random moves, typed as codes (``bid 60``,
``play KH``: typed moves are read in one notation in every language), until the first deal
is scored; every line the terminal wrote is then read for English phrases from the English
catalog (``tests/english_phrases``).
"""

from __future__ import annotations

import random

from bot.engine import new_match
from bot.games.huutopussi import Huutopussi
from bot.rules_text import pages
from bot.terminal import play, rules_lines
from tests.english_phrases import EnglishPhrases


def test_a_whole_huutopussi_deal_in_finnish() -> None:
    state = new_match("huutopussi", 4, None, 11)
    assert isinstance(state, Huutopussi)
    rng = random.Random(11)
    moves = 0

    def typist(_prompt: str) -> str:
        nonlocal moves
        if state.deals_completed() >= 1 or moves > 300:
            return "quit"
        moves += 1
        action = state.random_action(0, rng)
        return f"{action.kind} {action.arg}".strip()

    out: list[str] = []
    play(state, human=0, read=typist, write=out.append, seed=11, locale="fi")
    assert state.deals_completed() == 1, "the deal was played to its score"
    lines = "\n".join(out).splitlines()
    english = EnglishPhrases.against("fi")
    leaks = {line: hits for line in lines if (hits := english.found_in(line, [line]))}
    assert not leaks, "English in the Finnish terminal:\n" + "\n".join(
        f"{hits}: {line!r}" for line, hits in list(leaks.items())[:20])


def test_the_rules_pages_follow_the_players_language() -> None:
    state = new_match("huutopussi", 4, None, 1)
    lines = rules_lines(state, "fi", width=100)
    assert any(pages("huutopussi", "fi")[0].title in line for line in lines)
    finnish, english = pages("huutopussi", "fi")[0], pages("huutopussi", "en")[0]
    assert not finnish.note and finnish.title != english.title  # a Finnish page

"""Each game, played through the fake Discord in its home language, shows no English.

The server prefers the language and the human reads it; the table is opened in it. After a
whole match, every version of every message the bot sent (the table message, pings,
results, the thread's name, every ephemeral hand panel and answer) is read for English
phrases from the English catalog (``tests/english_phrases``).

Homes: Huutopussi is Finnish, Prefa Greek, Four Color (Tứ sắc) Vietnamese. Fifty-Six's
home, Kerala, speaks Malayalam, which Discord does not offer as a locale; it is played in
Japanese, the language its rules came to us in.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from tests.discord_helpers import offered, play_alone_with_computers, table_place, world
from tests.english_phrases import EnglishPhrases
from tests.fakediscord import Message

_TYPED_OPTION = re.compile(r"\b[a-z][a-z0-9_]*_[a-z0-9_]* *= *\S+")
HOMES = [
    pytest.param("huutopussi", "fi", None, 3, id="huutopussi-fi"),
    pytest.param("fifty-six", "ja", None, 3, id="fifty-six-ja"),
    pytest.param("prefa", "el", "starting_pot=1", 2, id="prefa-el"),
    pytest.param("four-color", "vi", "deals=1", 3, id="four-color-vi"),
]


def _seen(message: Message) -> list[str]:
    """Everything a person could read in every version of the message."""
    return [message.text, *(Message(data, message.channel).text for data in message.history)]


def test_the_english_phrases_are_found_and_translations_pass() -> None:
    english = EnglishPhrases.against("fi")
    assert english.found_in("Table 3: You joined table 3.")
    assert not english.found_in("Liityit pöytään 3.")


@pytest.mark.parametrize(("game", "locale", "options", "computers"), HOMES)
async def test_a_whole_match_in_the_games_home_language(
        tmp_path: Path, game: str, locale: str, options: str | None, computers: int) -> None:
    english = EnglishPhrases.against(locale)
    async with world(tmp_path, 1, seed=3) as w:
        fake, (ann,) = w.fake, w.users
        w.guild.locale = ann.locale = locale
        rng = random.Random(7)

        def choose(table: Any, hand: Message) -> str:
            """A random move of those on the panel; in Prefa's auction the human passes, so
            the computers' contracts work the pots down and the match ends."""
            choices = offered(hand)
            passes = [a for a in choices if "pass" in a]
            bidding = getattr(table.state, "phase", "") == "auction"
            return passes[0] if game == "prefa" and bidding and passes else rng.choice(choices)

        await play_alone_with_computers(w, ann, game, options, computers, choose)
        seen = [t for channel in (w.channel, table_place(w)) for m in fake.messages(channel)
                for t in _seen(m)]
        seen += [t for m in fake.ephemerals(ann) for t in _seen(m)]
        seen.append(table_place(w).name)
    # options as typed (``starting_pot=1``) are codes, not language
    seen = [_TYPED_OPTION.sub(" ", text) for text in seen]
    leaks = {text: hits for text in seen if (hits := english.found_in(text, text.split("\n")))}
    assert not leaks, f"English in a {locale} match:\n" + "\n".join(
        f"{hits}: {text!r}" for text, hits in list(leaks.items())[:20])

"""Every sentence the bot sends comes from the catalog, in the reader's or the table's language.

Real translations come later, so these tests use a pseudo-locale (``tests/pseudo_locale``):
Finnish whose every message is the English one marked ``⟦…⟧``. The server prefers it and
the members read it, and what they are shown must be marked throughout: any English word
left outside a mark came from somewhere other than the catalog. (Names of people, mentions,
card faces, numbers and the typed codes of options and moves are not language.)

The translators' phase runs the same checks with the real locales.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot import leaderboard as lb
from bot.engine import get_game
from bot.engine.text import Msg, Seat
from bot.i18n import catalogs_from
from bot.ratings import MatchRecord
from tests.discord_helpers import (
    World,
    offered,
    play_alone_with_computers,
    table_message,
    table_place,
    world,
)
from tests.fakediscord import Message, User
from tests.pseudo_locale import PSEUDO, build, unmarked

GAME = "four-color"
OPTIONS = "deals=1"
_NOT_LANGUAGE = re.compile(r"<[@#]!?\d+>|<t:\d+:\w>|`#\d+`")


@pytest.fixture(scope="module")
def pseudo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("locales"))


@pytest.fixture
def marked(pseudo: Path) -> Iterator[None]:
    with catalogs_from(pseudo):
        yield


def _codes(game: str) -> set[str]:
    """Option names and values as typed (``deals=1``): codes, not language."""
    model = get_game(game).options_model
    words: set[str] = set()
    for name, info in model.model_fields.items():
        words |= set(re.findall(r"[A-Za-z]+", f"{name} {info.default}"))
    return words


def english_left(text: str, names: list[str], codes: set[str] = frozenset()) -> list[str]:
    """The words of ``text`` that are not inside a mark, nor names, mentions or codes."""
    rest = _NOT_LANGUAGE.sub(" ", unmarked(text))
    for name in sorted(names, key=len, reverse=True):
        rest = rest.replace(name, " ")
    return [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in codes]


def versions(message: Message) -> list[str]:
    """What a person could read in every version the message had."""
    out = [message.text]
    for data in message.history:
        out.append(Message(data, message.channel).text)
    return out


def speak(w: World, locale: str, *users: User) -> None:
    w.guild.locale = locale
    for user in users or w.users:
        user.locale = locale


def _component(message: Message, prefix: str) -> str:
    return next(c for c in message.custom_ids if c.startswith(prefix))


def _names(w: World) -> list[str]:
    return [u.name for u in w.users]


def _assert_marked(texts: list[str], names: list[str], codes: set[str] = frozenset()) -> None:
    leaks = {text: left for text in texts if (left := english_left(text, names, codes))}
    assert not leaks, "English outside the catalog:\n" + "\n".join(
        f"{left}: {text!r}" for text, left in leaks.items())


async def test_english_outside_a_mark_is_found(marked: None) -> None:
    assert english_left("⟦You joined ⟦Prefa⟧.⟧ <@12>", []) == []
    assert english_left("⟦Table 3⟧ · move 4", []) == ["move"]
    assert english_left("Ann ⟦joins the table.⟧", ["Ann"]) == []


async def test_the_lobby_rules_and_boards_speak_each_readers_language(
        tmp_path: Path, marked: None) -> None:
    async with world(tmp_path, 3) as w:
        fake = w.fake
        ann, bob, cid = w.users
        speak(w, PSEUDO, ann, bob)  # the server prefers it, and so do Ann and Bob
        shown: list[str] = []

        rec = await fake.slash(ann, w.channel, "table open", game=GAME,
                               options={"options": OPTIONS}, computers=1)
        shown.append(rec.reply.text)
        place = table_place(w)
        assert place is not w.channel and "⟦" in place.name  # the thread's name
        shown.append(place.name)
        lobby = table_message(w)
        join = _component(lobby, "ct:lobby:")
        join = join.rsplit(":", 1)[0] + ":join"
        rec = await fake.click(bob, table_message(w), join)
        shown.append(rec.reply.text)
        rec = await fake.click(cid, table_message(w), join)
        # Cid reads English: the same answer, in his language, with no mark
        assert rec.reply.text == "You joined table 1."
        rec = await fake.click(bob, table_message(w), join.rsplit(":", 1)[0] + ":start")
        shown.append(rec.reply.text)  # only the host starts
        assert "host" in rec.reply.text
        rec = await fake.slash(bob, place, "table remove-computer")
        shown.append(rec.reply.text)
        rec = await fake.slash(ann, place, "table add-computer", difficulty="hard")
        shown.append(rec.reply.text)
        choices = await fake.autocomplete(ann, w.channel, "table open", "options", "jok",
                                          game=GAME)
        assert choices
        shown += [c["name"] for c in choices]
        rec = await fake.slash(ann, w.channel, "table open", game="prefa", seats=7)
        shown.append(rec.reply.text)

        # the rules: English pages (none in this language yet), said so in the reader's
        rec = await fake.slash(bob, place, "rules")
        embed = rec.reply.embed
        assert embed is not None and embed["description"].startswith("*⟦")
        note = embed["description"].split("\n", 1)[0]
        shown += [note, embed["footer"]["text"]]
        shown += [f["name"] + "\n" + f["value"] for f in embed.get("fields", [])]
        shown += [c.label or "" for c in rec.reply.components]

        # the boards, from matches recorded as a closing table records them
        assert w.bot is not None
        summary = lb.summary_json(Msg("engine-not-your-turn", waiting=Seat(0)))
        await w.bot.store.run(lb.record_many([
            MatchRecord(guild_id=w.guild.id, game="prefa", teams=[[ann.id], [bob.id], [None]],
                        scores=[10, -5, -5], ranks=[0, 1, 1], finished_at=1.8e9 - 600 * i,
                        duration=900, seats=[ann.id, bob.id, None], summary=summary)
            for i in range(3)]))
        for command, extra in (("leaderboard", {"game": "prefa"}), ("stats", {}),
                               ("history", {}), ("leaderboard", {"game": "huutopussi"})):
            rec = await fake.slash(ann, w.channel, command, **extra)
            shown.append(rec.reply.text)
        assert "⟦**1" in shown[-4]  # a rating, on its shown scale
        codes = _codes(GAME) | {"jok"}
    _assert_marked(shown, _names(w), codes)


async def test_a_whole_match_reaches_its_players_in_their_language(
        tmp_path: Path, marked: None) -> None:
    async with world(tmp_path, 1, seed=3) as w:
        fake, (ann,) = w.fake, w.users
        speak(w, PSEUDO)
        await play_alone_with_computers(w, ann, GAME, OPTIONS, 3,
                                        lambda _table, hand: offered(hand)[0])
        texts = [t for channel in (w.channel, table_place(w)) for m in fake.messages(channel)
                 for t in versions(m)]
        texts += [t for m in fake.ephemerals(ann) for t in versions(m)]
        texts.append(table_place(w).name)
    _assert_marked(texts, _names(w), _codes(GAME))


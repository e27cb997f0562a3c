"""Cards you can see, end to end: a whole match of each game with ``pictures = true``,
through the fake Discord and the real bot, across two restarts.

* The card emojis are uploaded at the first start and never again.
* The hand panel's card buttons carry their card's emoji, their text kept beside it, and
  are the whole hand (the cards not allowed now disabled) when a card is to be chosen.
* The table message's text shows the cards as their emojis.
* The table message carries a picture (Components v2: a media gallery showing the
  message's ``table.png``) that is exactly the picture of the move the message's text
  shows, drawn from the committed action log replayed here; it is uploaded again when
  what it shows changes (always when the trick, melds or discard do) and not otherwise.

The matches are short where the game has a rule for it (Four Color's one deal, Prefa's
small pots, Fifty-Six's 32-card deck); one member plays the first turns by clicking, then
stops answering, and a computer plays for them (after one turn timeout) to the end.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import sqlite3
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.client import CardTableBot, create_bot
from bot.config import BotSection
from bot.engine import Action, View, new_match
from bot.pictures import adapters, faces, table
from bot.pictures.emojis import action_card, emoji_name
from cogs.hand_layout import HAND_KINDS
from tests.discord_helpers import World, make_settings, offered, perform
from tests.fakediscord import Channel, FakeDiscord, Guild, Message, User
from tests.fakediscord.layout import media

EVERY_FACE = sorted(emoji_name(f) for f in faces.all_faces())
GAMES = [("huutopussi", 4, None, 5), ("fifty-six", 4, "deck_4p=32", 6),
         ("prefa", 3, "starting_pot=4", 7), ("four-color", 4, "deals=1", 8)]
# Long enough for a member's two clicks on a busy machine; waited out once, when the member
# stops answering (then a computer plays for them at once, until they act again).
TURN_TIMEOUT = 2.0
_VERSION = re.compile(r"ct:hand:\d+:(\d+)")


@contextlib.asynccontextmanager
async def started(fake: FakeDiscord, guild: Guild, db: Path, seed: int
                  ) -> AsyncIterator[CardTableBot]:
    """The bot with pictures on, past its emoji sync."""
    settings = make_settings(db, guild.id, timeout=TURN_TIMEOUT, claim_window_seconds=0.0)
    settings.bot = BotSection(**{**settings.bot.model_dump(), "pictures": True})
    bot = create_bot(settings, seed_source=lambda: seed)
    async with fake.running(bot):
        assert bot.emoji_sync is not None
        await bot.emoji_sync
        yield bot


# --- the match, replayed from the committed log ------------------------------------------

@dataclass
class Replay:
    game_id: str
    names: list[str]
    views: list[View]  # the public view after each committed move (index: version)
    clockwise: bool


def replay(db: Path, table_id: int) -> Replay:
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        game_id, seed, options, seats = con.execute(
            "SELECT game_id, seed, options, seats FROM tables WHERE id = ?",
            (table_id,)).fetchone()
        rows = con.execute("SELECT version, seat, action FROM actions WHERE table_id = ? "
                           "ORDER BY version", (table_id,)).fetchall()
    finally:
        con.close()
    names = [s["name"] for s in json.loads(seats)]
    state = new_match(game_id, len(names), json.loads(options), int(seed))
    views = [state.view(None)]
    for version, seat, action in rows:
        assert version == len(views)
        state.apply(seat, Action.parse(action))
        views.append(state.view(None))
    return Replay(game_id, names, views, state.clockwise)


def shown(view: View) -> tuple[Any, ...]:
    """What the picture must follow: the trick, the last trick, the melds, the discard."""
    data = view.data
    return tuple(json.dumps(data.get(k), sort_keys=True)
                 for k in ("trick", "last_trick", "melds", "discard"))


@dataclass
class Shown:
    """One version of the table message: the move it shows and its picture (if any)."""

    version: int | None
    attachment: str | None
    edit: int  # its place among the message's versions


def versions(message: Message, last: int) -> list[Shown]:
    out = []
    for i, data in enumerate([*message.history, message.data]):
        ids = [c.get("custom_id") or "" for c in _walk(data.get("components") or [])]
        found = [int(m[1]) for cid in ids if (m := _VERSION.fullmatch(cid))]
        pictures = [m.attachment_id for m in media(data) if m.kind == "gallery"]
        version = found[0] if found else (last if pictures else None)
        out.append(Shown(version, pictures[0] if pictures else None, i))
    return out


def _walk(components: list[Any]) -> list[dict[str, Any]]:
    found = []
    for comp in components:
        if isinstance(comp, dict):
            found.append(comp)
            found += _walk(comp.get("components") or [])
    return found


# --- the member's turns ------------------------------------------------------------------

def check_card_buttons(fake: FakeDiscord, game_id: str, hand: Message) -> int:
    """Every card button carries its card's emoji (as the fake holds it) and its text; no
    other button carries one. Returns how many card buttons there were."""
    cards = 0
    for button in hand.buttons:
        cid = button.custom_id or ""
        action = cid.split(":", 4)[4] if cid.startswith("ct:act:") else ""
        card = action_card(game_id, action) if action else None
        if card is None:
            assert button.emoji is None, button.raw
            continue
        stored = fake.app_emojis.by_name(emoji_name(faces.face(game_id, card)))
        assert stored is not None
        assert button.emoji == {"name": stored.name, "id": str(stored.id), "animated": False}
        assert button.label and faces.face(game_id, card).label in button.label.replace(
            "\ufe0f", "")
        cards += 1
    return cards


def check_whole_hand(bot: CardTableBot, game_id: str, user: User, hand: Message) -> None:
    """A panel choosing a card of the hand shows the whole hand as card buttons (copies on
    one), the ones not allowed now disabled."""
    table = bot.service.tables()[0]
    moves = [b for b in hand.buttons if (b.custom_id or "").startswith("ct:act:")]
    cards = [(b.custom_id or "").split(":", 4)[4] for b in moves]
    chosen = [c.partition(":")[2] for c in cards
              if c.partition(":")[0] in HAND_KINDS and action_card(game_id, c)]
    if not chosen:
        return  # an auction, a claim window: the panel as it always was
    seat = table.seat_of(user.id)
    assert seat is not None
    hand_cards = [faces.face(game_id, c).code for c in table.view(seat).hand]
    assert chosen == list(dict.fromkeys(hand_cards))
    legal = {str(a) for a in table.legal_actions(user.id)}
    assert all(b.disabled == (c not in legal) for b, c in zip(moves, cards, strict=True))


def choose(actions: list[str]) -> str:
    """Pass an auction or a question when one may; else the first choice."""
    return "pass" if "pass" in actions else actions[0]


async def play_until_a_card(fake: FakeDiscord, bot: CardTableBot, game_id: str,
                            user: User, place: Channel) -> None:
    """The member answers their turns by clicking until they have played a card."""
    def their_turn() -> bool:
        live = bot.service.tables()
        assert live, "the match ended before the member played a card"
        return live[0].seat_of(user.id) in live[0].to_act()

    for _ in range(40):
        await fake.wait_for(their_turn, timeout=20, what="the member's turn")
        message = table_message_in(fake, place)
        await fake.wait_for(lambda: table_message_in(fake, place).has_component("Your hand"),
                            timeout=10, what="the table message of the running match")
        rec = await fake.click(user, message, "Your hand")
        hand = rec.reply
        assert hand is not None and hand.ephemeral
        actions = offered(hand)
        check_whole_hand(bot, game_id, user, hand)
        if check_card_buttons(fake, game_id, hand):
            card = next(a for a in actions if action_card(game_id, a))
            await perform_quick(fake, user, hand, card)
            return
        await perform_quick(fake, user, hand, choose(actions))
    raise AssertionError("the member never had a card to play")


async def perform_quick(fake: FakeDiscord, user: User, hand: Message, action: str) -> None:
    await perform(World(fake, None, None, [user]), user, hand, action)  # type: ignore[arg-type]


def table_message_in(fake: FakeDiscord, place: Channel) -> Message:
    for message in fake.messages(place):
        if any(c.startswith("ct:") for c in message.custom_ids) or message.components_v2:
            return message
    raise AssertionError("no table message")


# --- the test --------------------------------------------------------------------------------

@pytest.mark.parametrize(("game_id", "seats", "options", "seed"), GAMES,
                         ids=[g[0] for g in GAMES])
async def test_a_whole_match_with_pictures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           game_id: str, seats: int, options: str | None,
                                           seed: int) -> None:
    db = tmp_path / "cards.sqlite3"
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        host = fake.add_member(guild, "player1")
        # Keep every upload's bytes (the fake lets a replaced picture's go).
        monkeypatch.setattr(fake.attachments, "forget", lambda before, after: None)
        restarts: list[int] = []  # the message's version count at each restart
        with fake.patch():
            async with started(fake, guild, db, seed) as bot:
                assert sorted(fake.app_emojis.created) == EVERY_FACE
                opts = {"options": options} if options else {}
                rec = await fake.slash(host, channel, "table open", game=game_id,
                                       seats=seats, computers=seats - 1, options=opts)
                assert rec.reply is not None and "is open" in rec.reply.text
                [place] = fake.threads(channel)
                await fake.click(host, table_message_in(fake, place), "Start")
                await play_until_a_card(fake, bot, game_id, host, place)
                moves = bot.service.tables()[0].version
            restarts.append(table_message_in(fake, place).edits + 1)  # the bot is closed
            for restart in range(2):
                fake.app_emojis.clear_counts()
                async with started(fake, guild, db, seed) as bot:
                    assert fake.app_emojis.created == [] and fake.app_emojis.deleted == []
                    live = bot.service.tables()
                    if restart == 0 and live:
                        await fake.wait_for(
                            lambda: not bot.service.tables()
                            or bot.service.tables()[0].version >= moves + 15, timeout=60,
                            what="fifteen more moves")
                    else:
                        await fake.wait_for(lambda: not bot.service.tables(), timeout=120,
                                            what="the end of the match")
                    await bot.presenter.flush()
                    await fake.idle()
                restarts.append(table_message_in(fake, place).edits + 1)
        message = table_message_in(fake, place)
        results = [m for m in fake.messages(place) if "result" in m.text.lower()
                   and m is not message]
        assert results, "the match ended with its results posted"
        fake.assert_clean()  # every v2 message and upload was one Discord accepts
        check_pictures(fake, message, replay(db, 1), restarts)
        # its text showed the cards of the trick, melds or discard as their emojis
        assert any("<:ct_" in Message(data=data, channel=place).text
                   for data in message.history), "cards as emojis in the table's text"


def check_pictures(fake: FakeDiscord, message: Message, match: Replay,
                   restarts: list[int]) -> None:
    last = len(match.views) - 1
    assert match.views[last].over
    seen = [s for s in versions(message, last) if s.attachment is not None]
    assert len(seen) > 5
    pictures: dict[int, bytes] = {}

    def picture_of(version: int) -> bytes:
        if version not in pictures:
            scene = adapters.scene_for(match.views[version], match.names, match.clockwise)
            assert scene is not None
            pictures[version] = table.render(scene)
        return pictures[version]

    kept = trick_moved = 0
    for before, after in itertools.pairwise(seen):
        assert after.version is not None and before.version is not None
        # The picture is the one of the move the text shows, from the committed log.
        assert fake.attachments.bytes_of(after.attachment or "") == picture_of(after.version)
        same_picture = picture_of(before.version) == picture_of(after.version)
        new_upload = before.attachment != after.attachment
        restarted = any(before.edit < r <= after.edit for r in restarts)
        if restarted:  # a new process does not know what the message carries: once more
            assert same_picture or new_upload
            continue
        assert new_upload == (not same_picture), (before, after)
        if shown(match.views[before.version]) != shown(match.views[after.version]):
            assert new_upload, (before, after)
            trick_moved += 1
        elif not new_upload and before.version != after.version:
            kept += 1
    assert trick_moved > 3, "the trick (or melds, or discard) was seen to change"
    first = seen[0]
    assert first.version is not None
    assert fake.attachments.bytes_of(first.attachment or "") == picture_of(first.version)
    if match.game_id != "four-color":  # every Four Color move moves the stock or discard
        assert kept > 0, "some edits kept the picture they had"


async def test_a_game_without_a_picture_and_a_table_ended_early(tmp_path: Path) -> None:
    """With pictures on, a game no adapter draws (the toy high-card game) still gets its v2
    table message, with no picture; ending the table early edits it as v2 too."""
    import tests.toy_game  # noqa: F401  (registers "high-card")

    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        ann, bob = fake.add_member(guild, "ann"), fake.add_member(guild, "bob")
        with fake.patch():
            async with started(fake, guild, tmp_path / "cards.sqlite3", 3):
                await fake.slash(ann, channel, "table open", game="high-card")
                [place] = fake.threads(channel)
                message = table_message_in(fake, place)
                assert message.components_v2 and message.media == []
                await fake.click(bob, message, "Join")
                await fake.click(ann, message, "Start")
                assert message.has_component("Your hand") and message.media == []
                rec = await fake.slash(ann, place, "table end")
                assert rec.reply is not None
                await fake.idle()
                assert message.components_v2 and message.attachments == []
                assert not any(c.startswith("ct:") for c in message.custom_ids)
        fake.assert_clean()

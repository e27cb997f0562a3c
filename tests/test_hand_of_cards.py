"""Pictures on: the hand panel is the whole hand as card buttons (the cards that cannot be
chosen now disabled), and the table's text shows cards as their emojis, where they fit;
without emojis (uploads refused) both read as they always did.

The layout and the text are checked on real positions of each game, without a client;
then one Huutopussi match through the fake Discord and the real bot, with the emojis
uploaded and with the uploads refused, including a forged click on a disabled card.
"""

from __future__ import annotations

import contextlib
import random
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.client import CardTableBot, create_bot
from bot.config import BotSection
from bot.engine import Game, View, new_match
from bot.engine.cards import parse_card
from bot.engine.game import Section
from bot.engine.playout import random_step
from bot.engine.text import Face, Faces, Msg, Seat
from bot.games import prefa
from bot.i18n import english
from bot.pictures import faces
from bot.pictures.emojis import CardEmojis, Present, action_card, emoji_name, parse_name
from cogs import render
from cogs.card_text import ROOM, dress
from cogs.hand_layout import HAND_KINDS, hand_of_cards
from tests.discord_helpers import World, assert_no_hidden_in_public, make_settings
from tests.fakediscord import Channel, FakeDiscord, Guild, Message, User

SNOWFLAKE = 1_310_000_000_000_000_000  # emoji ids are 19 digits: markup is long
EVERY = CardEmojis({f.name: Present(SNOWFLAKE + i, emoji_name(f))
                    for i, f in enumerate(faces.all_faces())})
MARKUP = re.compile(r"<:([a-z0-9_]+):[0-9]+>")


def reach(game_id: str, seats: int, seed: int, found: Callable[[Game, int], bool]) -> Game:
    """A seeded random match played to the first moment ``found(state, seat to act)``."""
    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    while not (state.to_act() and found(state, state.to_act()[0])):
        assert not state.is_over, f"{game_id} seed {seed}: no such moment"
        state.apply(*random_step(state, rng))
    return state


def pairs(state: Game, seat: int) -> list[tuple[str, str]]:
    return [(str(a), english(state.label(a))) for a in state.legal_actions(seat)]


def distinct(game_id: str, hand: list[str]) -> list[str]:
    return list(dict.fromkeys(faces.face(game_id, c).code for c in hand))


def card_buttons(layout: render.Layout) -> list[render.ButtonSpec]:
    return [c for c in layout.components() if isinstance(c, render.ButtonSpec)
            and c.custom_id.startswith("ct:act:")
            and render.CustomId.decode(c.custom_id).arg.partition(":")[0] in HAND_KINDS]


def assert_whole_hand(layout: render.Layout, state: Game, seat: int) -> None:
    """The card buttons are the hand's distinct cards in its order, each with its face,
    enabled exactly when a legal move chooses it; within Discord's limits."""
    game_id = state.view(None).game
    view = state.view(seat)
    legal = {action_card(game_id, str(a)) for a in state.legal_actions(seat)
             if a.kind in HAND_KINDS}
    buttons = card_buttons(layout)
    codes = [action_card(game_id, render.CustomId.decode(b.custom_id).arg) for b in buttons]
    assert codes == distinct(game_id, view.hand)
    for button, code in zip(buttons, codes, strict=True):
        assert code is not None
        assert button.disabled == (code not in legal), (code, legal)
        assert button.emoji is not None and button.emoji.id == EVERY.emoji(game_id, code).id
        copies = sum(1 for c in view.hand if faces.face(game_id, c).code == code)
        label = faces.face(game_id, code).label
        assert button.label.replace("\ufe0f", "") == (
            label if copies == 1 else f"{label} ×{copies}")
    ids = [c.custom_id for c in layout.components()]
    assert len(ids) == len(set(ids)) <= 25 and len(layout.rows) <= render.MAX_ROWS
    assert all(len(row) <= render.ROW_BUTTONS for row in layout.rows)


# --- the layout ------------------------------------------------------------------------------

def follows_suit(state: Game, seat: int) -> bool:
    view = state.view(seat)
    plays = [a for a in state.legal_actions(seat) if a.kind == "play" and a.arg]
    return view.phase == "play" and 0 < len(plays) < len(set(view.hand))


@pytest.mark.parametrize(("game_id", "seats", "seed"),
                         [("huutopussi", 4, 3), ("fifty-six", 6, 4), ("prefa", 3, 1)])
def test_a_hand_that_must_follow_suit_shows_every_card(game_id: str, seats: int,
                                                       seed: int) -> None:
    state = reach(game_id, seats, seed, follows_suit)
    seat = state.to_act()[0]
    layout = hand_of_cards(9, 17, state.view(seat), pairs(state, seat), 0, "en", EVERY)
    assert layout is not None
    assert_whole_hand(layout, state, seat)
    assert any(b.disabled for b in card_buttons(layout))
    assert layout.rows[-1][-1].custom_id == "ct:refresh:9:17"
    # while someone else is to act, the same hand with every card disabled
    other = next(s for s in range(seats) if s not in state.to_act())
    waiting = hand_of_cards(9, 17, state.view(other), [], 0, "en", EVERY)
    assert waiting is not None and all(b.disabled for b in card_buttons(waiting))
    assert len(card_buttons(waiting)) == len(distinct(game_id, state.view(other).hand))


def test_four_color_stacks_its_copies_and_keeps_a_win_beside_the_hand() -> None:
    def discard_with_copies(state: Game, seat: int) -> bool:
        hand = state.view(seat).hand
        return state.view(seat).phase == "discard" and len(set(hand)) < len(hand)

    state = reach("four-color", 4, 14, discard_with_copies)
    seat = state.to_act()[0]
    actions = pairs(state, seat)
    layout = hand_of_cards(9, 17, state.view(seat), actions, 0, "en", EVERY)
    assert layout is not None
    assert_whole_hand(layout, state, seat)
    assert any("×" in b.label for b in card_buttons(layout))
    win = [("win", "Declare a win")]  # another choice beside the cards
    with_win = hand_of_cards(9, 17, state.view(seat), [*actions, *win], 0, "en", EVERY)
    assert with_win is not None
    assert_whole_hand(with_win, state, seat)
    [win_row] = [row for row in with_win.rows if any(c.custom_id.endswith(":win") for c in row)]
    assert not [c for c in win_row if c in card_buttons(with_win)]  # a row of its own
    assert with_win.rows[-1][-1].custom_id == "ct:refresh:9:17"


def test_a_hand_longer_than_the_rows_is_paged() -> None:
    """No game deals one yet: 29 distinct Four Color cards, each a discard."""
    state = new_match("four-color", 4, None, 1)
    view = state.view(0)
    every = [f.code for f in faces.faces("four-color")]
    long = View(view.game, 0, "discard", [0], "", [], hand=every)
    actions = [(f"discard:{c}", c) for c in every]
    seen: list[str] = []
    for page in range(2):
        layout = hand_of_cards(9, 17, long, actions, page, "en", EVERY)
        assert layout is not None and (layout.page, layout.pages) == (page, 2)
        assert len(layout.components()) <= 25 and len(layout.rows) <= render.MAX_ROWS
        seen += [render.CustomId.decode(b.custom_id).arg for b in card_buttons(layout)]
        nav = [render.CustomId.decode(c.custom_id) for c in layout.rows[-1]]
        assert [(c.kind, c.arg) for c in nav] == [("page", "0"), ("page", "1"),
                                                  ("refresh", "")]
    assert seen == [f"discard:{c}" for c in every]


def test_choices_that_are_not_cards_and_no_emojis_leave_the_panel_as_it_was() -> None:
    auction = reach("huutopussi", 4, 3, lambda s, seat: s.view(seat).phase == "auction")
    seat = auction.to_act()[0]
    assert hand_of_cards(9, 17, auction.view(seat), pairs(auction, seat), 0, "en",
                         EVERY) is None
    play = reach("huutopussi", 4, 3, follows_suit)
    seat = play.to_act()[0]
    french_only = CardEmojis({f.name: Present(i + 1, emoji_name(f))
                              for i, f in enumerate(faces.all_faces()) if f.deck == "french"})
    for emojis in (None, CardEmojis(), french_only):  # off, refused; Four Color incomplete
        game = play if emojis is not french_only else reach(
            "four-color", 4, 14, lambda s, seat: s.view(seat).phase == "discard")
        seat = game.to_act()[0]
        assert hand_of_cards(9, 17, game.view(seat), pairs(game, seat), 0, "en",
                             emojis) is None


# --- the text ---------------------------------------------------------------------------------

def faces_in(text: str) -> list[str]:
    """The card codes shown by emoji markup in ``text``."""
    out = []
    for name in MARKUP.findall(text):
        parsed = parse_name(name)
        assert parsed is not None, name
        out.append(next(f.code for f in faces.all_faces() if f.name == parsed[0]))
    return out


@pytest.mark.parametrize(("game_id", "seats", "seed"),
                         [("huutopussi", 4, 3), ("fifty-six", 6, 4), ("prefa", 3, 1),
                          ("four-color", 4, 14)])
def test_the_table_text_shows_its_cards_as_emojis(game_id: str, seats: int, seed: int) -> None:
    def cards_out(state: Game, seat: int) -> bool:
        data = state.view(None).data
        return bool(data.get("trick") or data.get("last_trick") or data.get("melds"))

    state = reach(game_id, seats, seed, cards_out)
    view = state.view(None)
    names = [f"P{i}" for i in range(seats)]
    card = Face(0, "four-color") if game_id == "four-color" else Face(parse_card("AS"))
    events = [Msg("hp-event-play", player=Seat(0), card=card)]  # a move naming a card
    dressed, lines = dress(view, events, EVERY, game_id, "en", names)
    plain = [render.words(s.body, "en", names) for s in view.sections]
    text = [render.words(s.body, "en", names) for s in dressed.sections]
    assert faces_in("\n".join(text)) and "<:" not in "\n".join(plain)
    # each emoji stands where its card's text stood, and nothing else changed
    assert [as_text(game_id, t) for t in text] == [t.replace("\ufe0f", "") for t in plain]
    assert faces_in(render.words(lines[0], "en", names))
    # without emojis: the same objects back
    same, same_lines = dress(view, events, None, game_id, "en", names)
    assert same is view and same_lines == events


def as_text(game_id: str, text: str) -> str:
    """``text`` with each card emoji read back as its card's text."""
    def label(match: re.Match[str]) -> str:
        parsed = parse_name(match[1])
        assert parsed is not None
        return next(f.label for f in faces.faces(game_id) if f.name == parsed[0])

    return MARKUP.sub(label, text).replace("\ufe0f", "")


def test_the_hand_line_shows_the_cards_when_the_buttons_do_not() -> None:
    state = reach("fifty-six", 4, 2, lambda s, seat: s.view(seat).phase == "auction")
    view = state.view(0)
    names = ["A", "B", "C", "D"]
    dressed, _ = dress(view, [], EVERY, "fifty-six", "en", names, hand=True)
    line = render.words(dressed.hand_text, "en", names)
    assert faces_in(line) == [faces.face("fifty-six", c).code for c in view.hand]
    kept, _ = dress(view, [], EVERY, "fifty-six", "en", names)
    assert kept.hand_text is view.hand_text


def test_cards_in_text_are_cards_only_and_stay_within_the_room() -> None:
    """A Prefa contract reads like a card (7♠) and stays text; a text too long with emojis
    keeps its text, and the first texts take the room."""
    contract = Msg("pf-contract", level=7, denom="S")
    many = Msg("pf-kitty-took", cards=Faces(prefa.DECK))  # 32 cards: over a field's room
    trick = Msg("pf-kitty-took", cards=Faces(prefa.DECK[:2]))
    sections = [Section("a", contract), Section("b", many), Section("c", trick)]
    dressed, _ = dress(View("prefa", None, "play", [], "", sections), [], EVERY, "prefa", "en",
                       ["A", "B", "C"])
    bodies = [s.body for s in dressed.sections]
    assert bodies[0] is contract and bodies[1] is many
    assert len(faces_in(render.words(bodies[2]))) == 2
    # the room: each section fits alone, not all together
    one = Msg("pf-kitty-took", cards=Faces(prefa.DECK[:20]))
    crowd = [Section(str(i), one) for i in range(5)]
    dressed, _ = dress(View("prefa", None, "play", [], "", crowd), [], EVERY, "prefa", "en",
                       ["A", "B", "C"])
    carrying = [s for s in dressed.sections if "<:" in render.words(s.body)]
    assert 0 < len(carrying) < len(crowd)
    assert sum(len(render.words(s.body)) for s in dressed.sections) <= ROOM
    assert all(s.body is one for s in dressed.sections[len(carrying):])


# --- through the fake Discord ------------------------------------------------------------------

@contextlib.asynccontextmanager
async def running(tmp_path: Path, refuse: bool) -> AsyncIterator[
        tuple[FakeDiscord, CardTableBot, User, Channel, Guild]]:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general")
        user = fake.add_member(guild, "ann")
        if refuse:
            fake.app_emojis.refuse_uploads()
        with fake.patch():
            settings = make_settings(tmp_path / "cards.sqlite3", guild.id)
            settings.bot = BotSection(**{**settings.bot.model_dump(), "pictures": True})
            bot = create_bot(settings, seed_source=lambda: 5)
            async with fake.running(bot):
                assert bot.emoji_sync is not None
                await bot.emoji_sync
                yield fake, bot, user, channel, guild
        if refuse:
            fake.rejections.clear()
        fake.assert_clean()


def table_message_in(fake: FakeDiscord, place: Channel) -> Message:
    return next(m for m in fake.messages(place) if m.components_v2)


@pytest.mark.parametrize("refuse", [False, True], ids=["emojis", "refused"])
async def test_a_hand_of_cards_through_discord(tmp_path: Path, refuse: bool) -> None:
    async with running(tmp_path, refuse) as (fake, bot, user, channel, guild):
        await fake.slash(user, channel, "table open", game="huutopussi", computers=3)
        [place] = fake.threads(channel)
        await fake.click(user, table_message_in(fake, place), "Start")
        # the table message shows the match once its edit lands (its first picture may
        # still be drawing when the bot is otherwise quiet)
        await fake.wait_for(lambda: table_message_in(fake, place).has_component("Your hand"),
                            timeout=20, what="the table message of the match")
        for _turn in range(60):
            await fake.wait_for(lambda: bot.service.tables()[0].seat_of(user.id) in
                                bot.service.tables()[0].to_act(), timeout=20,
                                what="ann's turn")
            panel = (await fake.click(user, table_message_in(fake, place), "Your hand")).reply
            assert panel is not None
            table = bot.service.tables()[0]
            seat = table.seat_of(user.id)
            assert seat is not None and table.state is not None
            legal = [str(a) for a in table.legal_actions(user.id)]
            buttons = [b for b in panel.buttons if (b.custom_id or "").startswith("ct:act:")]
            cards = [b for b in buttons if action_card("huutopussi", b.custom_id.split(":", 4)[4])]
            if not cards and not refuse:  # an auction: the hand line shows the cards
                assert len(faces_in(panel.text)) >= len(table.view(seat).hand)
            if refuse:  # as ever: a button per legal choice, text only
                assert all(not b.disabled and b.emoji is None for b in buttons)
                if cards:
                    assert [b.custom_id.split(":", 4)[4] for b in buttons] == legal
                    if table.view(None).data.get("trick"):
                        break
            if any(b.disabled for b in cards):
                # the panel on Discord is the whole hand, the cards not allowed now disabled
                view = table.view(seat)
                assert [b.custom_id.split(":", 4)[4].partition(":")[2] for b in cards] == \
                    distinct("huutopussi", view.hand)
                assert [b.custom_id.split(":", 4)[4] for b in cards if not b.disabled] == \
                    [a for a in legal if a.partition(":")[0] in HAND_KINDS]
                assert all(b.emoji is not None for b in cards)
            if not any(b.disabled for b in cards) or view.phase != "play":
                choice = "pass" if "pass" in legal else legal[0]
                await fake.click(user, panel, next(b.custom_id for b in buttons if
                                                   b.custom_id.endswith(f":{choice}")))
                continue
            assert not refuse
            # a forged click on a disabled card is checked by the table, and changes nothing
            version = table.version
            forged = next(b.custom_id for b in cards if b.disabled)
            rec = await fake.click(user, panel, forged, forged=True)
            assert rec.response_type == 7 and bot.service.tables()[0].version == version
            assert bot.service.tables()[0].view(seat).hand == view.hand
            assert "You must" in panel.text, panel.text  # the game says why not
            break
        else:
            raise AssertionError("ann never had to follow suit")
        await bot.presenter.flush()
        await fake.idle()
        text = table_message_in(fake, place).text
        if refuse:
            assert "<:" not in text and re.search(r"(10|[2-9JQKA])[♠♥♦♣]", text)
        else:
            assert faces_in(text), text
        # no card that was not public, read from text or from emojis, on any public message
        assert_no_hidden_in_public(World(fake, guild, channel, [user], bot))

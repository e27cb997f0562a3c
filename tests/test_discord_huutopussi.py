"""A full Huutopussi deal through the fake Discord, by four test users.

Auction, exchange, a marriage, nine tricks and the score: every move is made
through the bot's own buttons, selects and slash commands. After each move the
test checks that each hand was shown only to its owner and that no public
message holds a card that is still in someone's hand. The shuffle is fixed by
the bot factory's ``seed_source`` test hook: the test first finds, with the
engine alone, a seed whose deal leads to a marriage under the players' simple
policy below, and at the end compares the bot's state with the engine playing
the same policy directly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import new_match
from bot.engine.game import canonical
from bot.i18n import english
from tests.discord_helpers import (
    World,
    all_offered,
    assert_hands_private,
    assert_no_hidden_in_public,
    offered,
    perform,
    shown_hand,
    table_message,
    table_place,
    world,
)
from tests.fakediscord import Message, NotClickable, User

__all__ = ["choose", "marriage_seed", "offered", "perform"]  # used by the other Discord tests

SEED = 14  # any seed: tests that need no particular deal


def marriage_seed(limit: int = 500) -> int:
    """The first seed whose first deal, played by ``choose``, has a marriage and an exchange."""
    for seed in range(limit):
        state = new_match("huutopussi", 4, None, seed)
        kinds = set()
        while state.deals_completed() == 0 and not state.is_over:
            seat = state.to_act()[0]
            action = choose([str(a) for a in state.legal_actions(seat)])
            kinds.add(action.partition(":")[0])
            state.apply(seat, action)
        if {"marriage", "give", "return"} <= kinds:
            return seed
    raise AssertionError("no seed deals a marriage")


def choose(actions: list[str]) -> str:
    """The players' policy: marry when possible, one low bid then passes, else the first."""
    for prefix in ("marriage:", "answer:"):
        for action in actions:
            if action.startswith(prefix):
                return action
    bids = [a for a in actions if a.startswith("bid:")]
    if bids:
        if "pass" in actions and bids[0] != "bid:50":
            return "pass"
        return bids[0]
    return actions[0]




def check_hand_message(w: World, user: User, hand: Message) -> None:
    """The hand message belongs to ``user`` and shows exactly their hand now."""
    assert w.bot is not None
    assert hand.ephemeral and hand.owner == user
    table = w.bot.service.tables()[0]
    seat = table.seat_of(user.id)
    assert seat is not None
    view = table.view(seat)
    assert view is not None
    shown = shown_hand(hand.text)
    assert shown is not None, hand.text
    assert shown == (view.hand_text or "—")


async def test_full_huutopussi_deal_through_discord(tmp_path: Path) -> None:
    seed = marriage_seed()
    async with world(tmp_path, 4, seed=seed) as w:
        fake = w.fake
        users = w.users
        rec = await fake.slash(users[0], w.channel, "table open", game="huutopussi")
        assert rec.ephemeral and "is open" in rec.reply.text
        msg = table_message(w)
        for user in users[1:]:
            await fake.click(user, msg, "Join")
        await fake.click(users[0], msg, "Start")
        assert w.bot is not None
        table = w.bot.service.tables()[0]
        assert table.status == "playing"
        by_seat = {table.seat_of(u.id): u for u in users}

        engine = new_match("huutopussi", 4, None, seed)
        kinds: list[str] = []
        slash_used = {"bid": False, "play": False, "marriage": False}
        while table.state is not None and table.state.deals_completed() == 0:
            seat = table.to_act()[0]
            user = by_seat[seat]
            # every seat's private view, opened by its owner, shows only that owner's hand
            rec = await fake.click(user, table_message(w), "Your hand")
            hand = rec.reply
            check_hand_message(w, user, hand)
            legal = [str(a) for a in table.legal_actions(user.id)]
            assert sorted(await all_offered(w, user, hand)) == sorted(legal)
            action = choose(legal)
            kind = action.partition(":")[0]
            if kind in slash_used and not slash_used[kind]:
                # once each: the slash command, with autocomplete offering only legal choices
                command, option = {"bid": ("bid", "bid"), "play": ("play", "card"),
                                   "marriage": ("declare", "what")}[kind]
                choices = await fake.autocomplete(user, table_place(w), command, option, typed="")
                assert choices and {c["value"] for c in choices} <= set(legal)
                value = action.partition(":")[2]
                if kind == "play":
                    value = value.lower()  # typed text, not a choice value
                if kind == "marriage":
                    assert action in {c["value"] for c in choices}
                    value = action  # the choice's value
                rec = await fake.slash(user, table_place(w), command, **{option: value})
                assert rec.ephemeral, rec
                slash_used[kind] = True
            else:
                await perform(w, user, hand, action)
                check_hand_message(w, user, hand)  # edited in place to the new state
            engine.apply(seat, action)
            kinds.append(kind)
            assert canonical(table.state) == canonical(engine)
            assert_no_hidden_in_public(w)
            # every ephemeral message answered its owner only and shows only their own cards
            assert_hands_private(w)
            # and nobody else can see or press this hand
            for other in users:
                if other is not user:
                    assert hand not in fake.visible_to(other, table_place(w))
                    with pytest.raises(NotClickable):
                        await fake.click(other, hand, hand.custom_ids[-1])
        await fake.idle()
        assert "marriage" in kinds and "give" in kinds and "return" in kinds
        assert kinds.count("play") == 36  # nine tricks of four
        assert all(slash_used.values())
        # the score is on the table message, drawn from the public view
        public = table.view(None)
        assert public is not None
        assert any(english(s.title) == "Scores" for s in public.sections)
        assert any(v != 0 for v in public.data["scores"])
        text = table_message(w).text
        assert "Scores" in text and str(max(public.data["scores"])) in text
        fake.assert_clean()

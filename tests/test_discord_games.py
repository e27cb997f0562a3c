"""Fifty-Six, Prefa and Four Color played through the fake Discord by people, not computers.

The Discord layer has no per-game code, so these tests are the proof that it
really picks every game up: test users open the table, join, and then make
every move by clicking the buttons and selects of their own ephemeral hand (and,
once per game at least, by a slash command whose autocomplete must offer only
their legal choices).

After every move the test checks, against the match replayed from the bot's own
action log (``tests.discord_helpers.Ledger``):

* the hand message offered exactly the seat's legal actions, no more, no fewer;
* every ephemeral message went to one user only, and each hand shows only that
  user's cards at the move it was drawn at; nobody else can press it;
* no public message (nor any earlier version of one) shows a card the engine had
  not made public — Prefa's bids such as "7♠" and Four Color's glyphs included.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.config import TablesSection
from bot.engine import new_match
from bot.engine.cards import card_text
from bot.engine.game import fill_names
from bot.games.fifty_six import FiftySix
from bot.games.four_color import TURN_BIT, FourColor
from bot.games.prefa import Prefa
from bot.tables import Table
from tests.discord_helpers import (
    Ledger,
    World,
    all_offered,
    assert_hands_private,
    assert_no_hidden_in_public,
    ledger,
    perform,
    press,
    table_message,
    table_place,
    world,
)
from tests.fakediscord import Interaction, Message, NotClickable, User

# --- driving a table ----------------------------------------------------------------


async def open_game(w: World, game: str, players: int, options: str | None = None) -> Table:
    """The first member opens ``game`` with ``/table open``; the others press Join; Start."""
    host = w.users[0]
    # (the command's own option is called "options", like the fake's keyword for them)
    rec = await w.fake.slash(host, w.channel, "table open", game=game, seats=players,
                             options={"options": options} if options else None)
    assert rec.ephemeral and "is open" in said(rec), said(rec)
    lobby = table_message(w)
    for user in w.users[1:players]:
        rec = await w.fake.click(user, lobby, "Join")
        assert "You joined" in said(rec)
    rec = await w.fake.click(host, lobby, "Start")
    assert w.bot is not None
    [table] = w.bot.service.tables()
    assert table.status == "playing" and len(table.seats) == players
    return table


def said(rec: Interaction) -> str:
    """What the user was shown last in answer to ``rec``."""
    assert rec.reply is not None, rec
    return rec.reply.text


def user_at(w: World, book: Ledger, seat: int) -> User:
    return next(u for u in w.users if book.seat_of(u.id) == seat)


async def open_hand(w: World, user: User) -> Message:
    """``user`` presses Your hand on the table message; only they get the answer."""
    rec = await w.fake.click(user, table_message(w), "Your hand")
    assert rec.response_type == 4 and rec.ephemeral and rec.user is user
    hand = rec.reply
    assert hand is not None and hand.owner is user
    return hand


async def offers_exactly_the_legal_actions(w: World, user: User, hand: Message) -> list[str]:
    """Page through the hand: it must offer each legal action of the seat once, nothing else."""
    book = ledger(w)
    seat = book.seat_of(user.id)
    assert seat is not None
    got = await all_offered(w, user, hand)
    legal = book.legal(seat)
    assert len(got) == len(set(got)), f"offered twice: {got}"
    assert sorted(got) == sorted(legal), f"seat {seat} offered {got}, may do {legal}"
    return legal


def _auction_call(action: str) -> bool:
    kind = action.partition(":")[0]
    return kind.startswith("bid") or kind in ("double", "redouble")


def command_kinds(command: str, action: str, legal: list[str]) -> bool:
    """Which legal actions each slash command offers (``/act`` offers all of them).

    /bid: bids, doubles, redoubles, and a pass when every other choice is an auction
    call too; /play: cards; /declare: the rest (a pass answering a claim or a defence).
    """
    kind = action.partition(":")[0]
    others = [a for a in legal if a.partition(":")[0] != "pass"]
    bid = _auction_call(action) or (
        kind == "pass" and bool(others) and all(map(_auction_call, others)))
    play = kind == "play" and ":" in action
    if kind == "pass" and not others:  # an auction's last call, or a no-choice answer
        return command in ("bid", "declare", "act")
    return {"bid": bid, "play": play, "declare": not bid and not play,
            "act": True}[command]


async def by_slash(w: World, user: User, command: str, option: str, action: str,
                   typed: str = "") -> Interaction:
    """``user`` runs ``/command`` choosing ``action`` from the autocomplete choices.

    The choices must all be legal for the user's seat, of the command's kind, and — when
    there are no more than Discord's 25 — all of them.
    """
    book = ledger(w)
    seat = book.seat_of(user.id)
    assert seat is not None
    place = table_place(w)
    choices = await w.fake.autocomplete(user, place, command, option, typed=typed)
    values = [c["value"] for c in choices]
    mine = [a for a in book.legal(seat) if command_kinds(command, a, book.legal(seat))]
    assert values and set(values) <= set(mine), (values, mine)
    if len(mine) <= 25 and not typed:
        assert sorted(values) == sorted(mine)
    assert action in values, f"{action} not among the choices {values}"
    # another seated member asks at the same moment: they get their own choices only
    other = next(u for u in w.users if u is not user and book.seat_of(u.id) is not None)
    theirs = await w.fake.autocomplete(other, place, command, option, typed=typed)
    other_seat = book.seat_of(other.id)
    assert other_seat is not None
    assert {c["value"] for c in theirs} <= set(book.legal(other_seat))
    version = book.version
    rec = await w.fake.slash(user, place, command, options={option: action})
    assert rec.ephemeral and "Your hand" in said(rec), said(rec)
    assert ledger(w).version == version + 1
    return rec


def check_everything(w: World) -> Ledger:
    """The checks made after every move (see the module docstring)."""
    book = ledger(w)  # replays the new log rows and compares the bot's state with them
    assert_no_hidden_in_public(w)
    assert_hands_private(w)
    return book


async def nobody_else_can_press(w: World, owner: User, hand: Message) -> None:
    for other in w.users:
        if other is not owner:
            assert hand not in w.fake.visible_to(other, table_place(w))
            with pytest.raises(NotClickable):
                await w.fake.click(other, hand, hand.custom_ids[-1])


Policy = Callable[[list[str]], str]


async def move(w: World, user: User, choose: Policy | None = None, *,
               action: str | None = None,
               slash: tuple[str, str] | None = None, typed: str = "") -> str:
    """One move of ``user``: open the hand, check what it offers, then act and check again.

    ``action`` is what to do (else ``choose(legal)`` picks it); ``slash`` = (command,
    option) makes the move with that slash command instead of the hand's components.
    """
    hand = await open_hand(w, user)
    legal = await offers_exactly_the_legal_actions(w, user, hand)
    if action is None:
        assert choose is not None
        action = choose(legal)
    assert action in legal, (action, legal)
    version = ledger(w).version
    if slash is not None:
        await by_slash(w, user, slash[0], slash[1], action, typed)
    else:
        await perform(w, user, hand, action)
        # the same message now shows the new state
        assert f"move {version + 1}" in hand.text, hand.text
    book = check_everything(w)
    assert book.version == version + 1 and book.actions[-1] == (book.seat_of(user.id), action)
    await nobody_else_can_press(w, user, hand)
    return action


def first(legal: list[str]) -> str:
    return legal[0]


def first_card(legal: list[str]) -> str:
    return next(a for a in legal if a.startswith("play:"))


# --- Fifty-Six ------------------------------------------------------------------------

FIFTY_SIX_SEED = 7

# The seed score table (spec §10), redoubled ×4: 28–39 made scores 1, failed gives 2.
REDOUBLED_28 = {True: 4, False: 8}


async def test_fifty_six_six_players_double_redouble_and_a_full_deal(tmp_path: Path) -> None:
    async with world(tmp_path, 6, seed=FIFTY_SIX_SEED) as w:
        table = await open_game(w, "fifty-six", 6)
        book = ledger(w)
        opener = book.state.to_act()[0]

        def seat(k: int) -> int:  # the k-th seat after the opener, in the order of play
            return (opener + k) % 6
        # the opening bid, typed with the autocomplete's help; the opponent on the left
        # doubles with the button; the opener's partner redoubles by /declare (auction over)
        await move(w, user_at(w, book, seat(0)), action="bid:28S", slash=("bid", "bid"),
                   typed="28")
        await move(w, user_at(w, book, seat(1)), action="double")
        await move(w, user_at(w, book, seat(2)), action="redouble", slash=("bid", "bid"))
        state = book.state
        assert isinstance(state, FiftySix)
        assert state.phase == "play" and state.multiplier == 4 and state.amount == 28
        assert "redoubled" in table_message(w).text
        plays = 0
        while state.deals_completed() == 0:
            user = user_at(w, book, state.to_act()[0])
            await move(w, user, first_card, slash=("play", "card") if plays == 5 else None)
            plays += 1
        assert plays == 48  # eight tricks of six
        record = state.history[0]
        assert record.multiplier == 4
        bid_team = opener & 1
        assert record.made == (record.points[bid_team] >= 28)
        assert sum(record.points) == 56
        assert record.gp == REDOUBLED_28[record.made]
        scorer = bid_team if record.made else 1 - bid_team
        assert state.gp[scorer] == record.gp and state.gp[1 - scorer] == 0
        # the public table message tells the score of the deal
        text = table_message(w).text
        assert "Last deal" in text and f"+{record.gp}" in text and "×4" in text
        assert table.version == book.version == 51
        w.fake.assert_clean()


async def test_fifty_six_eight_players_raise_double_redouble_and_two_tricks(
        tmp_path: Path) -> None:
    async with world(tmp_path, 8, seed=FIFTY_SIX_SEED) as w:
        await open_game(w, "fifty-six", 8)
        book = ledger(w)
        state = book.state
        assert isinstance(state, FiftySix)
        opener = state.to_act()[0]

        def seat(k: int) -> int:
            return (opener + k) % 8
        await move(w, user_at(w, book, seat(0)), action="bid:28S")  # from a select
        await move(w, user_at(w, book, seat(1)), action="bid:30N", slash=("bid", "bid"),
                   typed="30")
        await move(w, user_at(w, book, seat(2)), action="double", slash=("act", "action"))
        await move(w, user_at(w, book, seat(3)), action="redouble")
        assert state.phase == "play" and state.amount == 30 and state.trump == -1
        assert state.multiplier == 4 and state.bidder == seat(1)
        for _trick in range(2):
            for _ in range(8):
                await move(w, user_at(w, book, state.to_act()[0]), first_card)
            winner = state.last_winner
            assert f"→ {user_at(w, book, winner).mention}" in table_message(w).text
        assert sum(state.tricks_won) == 2
        w.fake.assert_clean()


# --- Prefa ----------------------------------------------------------------------------

PREFA_SEED = 11


async def test_prefa_same_kitty_contract_together_and_settlement(tmp_path: Path) -> None:
    async with world(tmp_path, 3, seed=PREFA_SEED) as w:
        await open_game(w, "prefa", 3)
        book = ledger(w)
        state = book.state
        assert isinstance(state, Prefa)
        forehand = (state.dealer + 1) % 3
        middle, dealer = (forehand + 1) % 3, state.dealer
        # Bids that look like cards ("7♠", "7♣") are said in public and must not be taken
        # for a leak, though 7♠ and 7♣ are in somebody's hand or the kitty.
        await move(w, user_at(w, book, forehand), action="bid:7S")  # a select of 25
        await move(w, user_at(w, book, middle), action="bid:7C", slash=("bid", "bid"), typed="7")
        await move(w, user_at(w, book, dealer), action="pass")
        await move(w, user_at(w, book, forehand), action="same")  # forehand takes 7♣ over
        await move(w, user_at(w, book, middle), action="pass")
        assert state.phase == "discard" and state.declarer == forehand
        assert book.moment().concealed["7♠"] == book.moment().concealed["7♣"] == 1
        assert "7♠" in table_message(w).text and "7♣" in table_message(w).text
        declarer = user_at(w, book, forehand)
        kitty = list(state.took)
        hand = await open_hand(w, declarer)
        assert "you took" in hand.text  # the kitty, shown to the declarer only
        assert len(kitty) == 2 and len(state.hands[forehand]) == 12
        # two discards face down, then the final contract, raised by one (7♦) from a select
        await move(w, declarer, first)
        await move(w, declarer, first)
        assert state.phase == "contract" and len(state.discards) == 2
        await move(w, declarer, action="contract:7D")
        assert "7♦" in table_message(w).text
        # the defenders: the right-hand one passes, the left-hand one takes him along
        right, left = (forehand + 1) % 3, (forehand + 2) % 3
        await move(w, user_at(w, book, right), action="pass")
        await move(w, user_at(w, book, left), action="together", slash=("declare", "what"))
        assert state.phase == "play" and state.mode == "together"
        assert (state.active, state.other) == (left, right)
        plays = 0
        while state.deals_completed() == 0:
            await move(w, user_at(w, book, state.to_act()[0]), first_card)
            plays += 1
        assert plays == 30  # ten tricks of three
        assert sum(state.chips) == 0 and state.chips[right] == 0  # the helper neither pays
        # the settlement is on the public table message, line by line
        text = table_message(w).text
        mentions = [f"<@{uid}>" for uid in book.users]
        (record,) = state.deal_records()
        assert record.contract == "7D" and record.changes[right] == 0
        last = next(s for s in state.view(None).sections if str(s.title) == "Last deal")
        assert "Last deal" in text and fill_names(last.body, mentions) in text
        w.fake.assert_clean()


# --- Four Color -----------------------------------------------------------------------

CLAIMS = ("win", "quad", "triple")


def four_color_answer(state: FourColor, seat: int, legal: list[str]) -> str:
    """The players' policy: claim when they can (win first), the turn player melds the card
    when he can (else draws or declines it), keep every hand, discard the first card."""
    if state.phase == "window":
        if state.claims[seat] & TURN_BIT:
            melds = [a for a in legal if a.startswith("meld:")]
            return (melds or [a for a in legal if a in ("draw", "decline")] or legal)[0]
        return next((c for c in CLAIMS if c in legal), "pass")
    if state.phase == "mulligan":
        return "keep"
    return legal[0]


def four_color_seed(prompt: str, windows: int, beaten: bool, limit: int = 300) -> int:
    """The first seed whose first moves, under ``four_color_answer``, open ``windows`` claim
    windows that several seats answer — one of them (if ``beaten``) a claim that beats the
    turn player's meld — within 40 moves of the first deal."""
    for seed in range(limit):
        state = new_match("four-color", 4, {"claim_prompt": prompt}, seed)
        assert isinstance(state, FourColor)
        several, beat = 0, False
        for _ in range(40):
            acting = state.to_act()
            answers = {s: four_color_answer(state, s, [str(a) for a in state.legal_actions(s)])
                       for s in acting}
            if state.phase == "window" and len(acting) > 1:
                several += 1
                beat = beat or (answers[state.turn].startswith("meld:") and any(
                    a in CLAIMS for s, a in answers.items() if s != state.turn))
            for seat, action in answers.items():
                state.apply(seat, action)
            if several >= windows and (beat or not beaten):
                return seed
            if state.deals_completed():
                break
    raise AssertionError("no seed opens the claim windows wanted")


async def answer_together(w: World, seats: list[int]) -> dict[int, str]:
    """Every seat to act opens its hand, then all press their answer at the same instant.

    They answer one question each (the shown card), so every click counts although the
    others' answers move the table on: each is applied exactly once, and each hand is
    edited in place.
    """
    book = ledger(w)
    state = book.state
    assert isinstance(state, FourColor)
    users = {s: user_at(w, book, s) for s in seats}
    hands = {s: await open_hand(w, users[s]) for s in seats}
    answers = {}
    for s in seats:
        legal = await offers_exactly_the_legal_actions(w, users[s], hands[s])
        answers[s] = four_color_answer(state, s, legal)
    start = book.version
    recs = await asyncio.gather(*(press(w, users[s], hands[s], answers[s]) for s in seats))
    await w.fake.idle()
    assert all(r.response_type == 7 for r in recs), recs  # each hand edited in place
    book = check_everything(w)
    assert len(book.actions) - start == len(seats), "each answer applied exactly once"
    assert dict(book.actions[start:]) == answers
    for s in seats:
        await nobody_else_can_press(w, users[s], hands[s])
    return answers


async def play_four_color(w: World, prompt: str, windows: int, beaten: bool) -> list[str]:
    """Play until ``windows`` several-seat windows (and, if ``beaten``, a claim beating the
    turn player's meld) are done; return what the public table message said of the claims."""
    book = ledger(w)
    state = book.state
    assert isinstance(state, FourColor)
    assert state.options.claim_prompt == prompt
    several, beat, slashed = 0, False, False
    told: list[str] = []
    while several < windows or (beaten and not beat):
        acting = list(state.to_act())
        if len(acting) == 1:
            seat = acting[0]
            slash = ("declare", "what") if state.phase == "discard" and not slashed else None
            slashed = slashed or slash is not None
            answer = four_color_answer(state, seat, book.legal(seat))
            await move(w, user_at(w, book, seat), action=answer, slash=slash)
            continue
        if prompt == "everyone":  # every seat is asked (but the discarder, of his own card)
            asked = [s for s in range(4) if not (state.phase == "window"
                                                 and state.source == "discard"
                                                 and s == state.exposer)]
            assert sorted(acting) == asked, (state.phase, acting)
        if state.phase != "window":  # the mulligan question, to several seats at once
            await answer_together(w, acting)
            continue
        turn, card = state.turn, state.card
        turn_hand = book.moment().hands[turn]
        melds_before = [len(m) for m in state.melds]
        answers = await answer_together(w, acting)
        several += 1
        claims = {s: a for s, a in answers.items() if a in CLAIMS}
        if answers[turn].startswith("meld:") and claims:
            beat = True
            claimant = next(s for s in state._order(turn) if s in claims)
            kind = claims[claimant]
            # the claim won: the claimant's new meld holds the card; the turn player kept
            # every concealed card he had offered for his meld
            if kind != "win":
                assert len(state.melds[claimant]) == melds_before[claimant] + 1
                assert state.melds[claimant][-1][3:].count(card) == (4 if kind == "quad"
                                                                      else 3)
                assert state.current == claimant  # who discards next
            assert book.moment().hands[turn] == turn_hand
            assert len(state.melds[turn]) == melds_before[turn]
            told.append(table_message(w).text)
    return told


async def test_four_color_claim_windows_answered_at_once(tmp_path: Path) -> None:
    seed = four_color_seed("claimants", windows=3, beaten=True)
    async with world(tmp_path, 4, seed=seed) as w:
        await open_game(w, "four-color", 4, options="claim_prompt=claimants")
        told = await play_four_color(w, "claimants", windows=3, beaten=True)
        assert told and any(re.search(r"claims .* for a (triple|quad)|wins with", t)
                            for t in told), told
        w.fake.assert_clean()


# Where the table service answers "pass" for seats without a choice after
# ``[tables] claim_window_seconds``, give these people time to press it themselves.
PEOPLE_ANSWER = ({"claim_window_seconds": 60.0}
                 if "claim_window_seconds" in TablesSection.model_fields else {})


async def test_four_color_everyone_answers_every_window(tmp_path: Path) -> None:
    seed = four_color_seed("everyone", windows=3, beaten=False)
    async with world(tmp_path, 4, seed=seed, tables=PEOPLE_ANSWER) as w:
        await open_game(w, "four-color", 4, options="claim_prompt=everyone")
        await play_four_color(w, "everyone", windows=3, beaten=False)
        # seats without a claim were asked too, and could only pass
        book = ledger(w)
        assert sum(1 for _, action in book.actions if action == "pass") >= 3
        w.fake.assert_clean()


async def test_four_color_seats_without_a_choice_are_answered_for(tmp_path: Path) -> None:
    """The default asks every seat at each shown card; nobody presses "pass" here, yet each
    window closes: after ``claim_window_seconds`` the table answers for every seat whose only
    choice was to pass, and the seats with a real choice answer themselves (at once)."""
    seed = four_color_seed("everyone", windows=3, beaten=False)
    async with world(tmp_path, 4, seed=seed, tables={"claim_window_seconds": 0.3}) as w:
        await open_game(w, "four-color", 4)  # no options: the default asks everyone
        book = ledger(w)
        state = book.state
        assert isinstance(state, FourColor) and state.options.claim_prompt == "everyone"
        answered_for = 0
        while answered_for < 3:
            acting = list(state.to_act())
            if len(acting) == 1:
                seat = acting[0]
                await move(w, user_at(w, book, seat),
                           action=four_color_answer(state, seat, book.legal(seat)))
                continue
            legal = {s: book.legal(s) for s in acting}
            silent = [s for s in acting if legal[s] in (["pass"], ["keep"])]
            real = [s for s in acting if s not in silent]
            start = book.version
            users = {s: user_at(w, book, s) for s in real}
            hands = {s: await open_hand(w, users[s]) for s in real}
            answers = {s: four_color_answer(state, s, legal[s]) for s in real}
            await asyncio.gather(*(press(w, users[s], hands[s], answers[s]) for s in real))
            target = start + len(acting)
            await w.fake.wait_for(lambda n=target: ledger(w).version >= n,
                                  timeout=15, what="the window's answers")
            book = check_everything(w)
            given = dict(book.actions[start:start + len(acting)])
            assert given == {**answers, **{s: legal[s][0] for s in silent}}
            answered_for += bool(silent)
        w.fake.assert_clean()


# --- the checks themselves ----------------------------------------------------------------


async def test_the_checks_catch_a_card_shown_in_public_and_a_hand_shown_to_another(
        tmp_path: Path) -> None:
    """The leak and privacy checks above can fail: a hand posted in the thread is caught,
    and so is a hand message showing somebody else's cards."""
    async with world(tmp_path, 3, seed=PREFA_SEED) as w:
        await open_game(w, "prefa", 3)
        book = ledger(w)
        state = book.state
        assert isinstance(state, Prefa)
        opener = user_at(w, book, state.to_act()[0])
        await move(w, opener, action="bid:7S")  # "7♠" in public is a bid, not a leak
        assert_no_hidden_in_public(w)
        # another player's hand shown in the opener's hand message
        hand = await open_hand(w, opener)
        mine = book.seat_of(opener.id)
        assert mine is not None
        own, theirs = book.moment().hands[mine], book.moment().hands[(mine + 1) % 3]
        embed = hand.data["embeds"][0]
        drawn = embed["description"]
        assert drawn.replace("\ufe0f", "").count(own) == 1
        embed["description"] = drawn.replace("\ufe0f", "").replace(own, theirs)
        with pytest.raises(AssertionError, match="their seat held"):
            assert_hands_private(w)
        embed["description"] = drawn
        assert_hands_private(w)
        # a kitty card in a public message (the bot's own client posts it)
        assert w.bot is not None
        kitty = " ".join(card_text(c) for c in state.kitty)
        await w.bot.get_partial_messageable(table_place(w).id).send(content=f"Kitty: {kitty}")
        await w.fake.idle()
        with pytest.raises(AssertionError, match="not public") as caught:
            assert_no_hidden_in_public(w)
        face_down = str(caught.value).split("face down: ")[1].splitlines()[0]
        assert all(card_text(c) in face_down for c in state.kitty), face_down

"""Pure rendering of the Discord layer: custom ids, component layout, embeds."""

from __future__ import annotations

import pytest

from bot.engine.game import MatchResult, Section, View
from bot.engine.text import Msg
from cogs.render import (
    ALL_BUTTONS,
    FORGED,
    BadCustomId,
    ButtonSpec,
    CustomId,
    SelectSpec,
    action_layout,
    hand_embed,
    lobby_embed,
    lobby_layout,
    mention_line,
    nearest_choices,
    results_embed,
    table_embed,
)


def _opening_calls() -> list[tuple[str, str]]:
    """Huutopussi's real opening choices (every bid and pass, with the game's labels): the
    longest action list the hand view must fit into Discord's limits."""
    from bot.engine import new_match

    state = new_match("huutopussi", 4, None, 1)
    state.apply(state.to_act()[0], "bid:50")  # the forced opening; the next may also pass
    seat = state.to_act()[0]
    return [(str(a), str(state.label(a))) for a in state.legal_actions(seat)]


BIDS = _opening_calls()
NAMES = ["<@1>", "<@2>", "🤖 Computer 3", "<@4>"]


@pytest.mark.parametrize("cid", [
    CustomId("act", 7, 12, "play:10S"),
    CustomId("act", 1, 0, "pass"),
    CustomId("sel", 99, 3, "2"),
    CustomId("page", 5, 1, "0"),
    CustomId("hand", 5, 1),
    CustomId("lobby", 5, 0, "join"),
    CustomId("refresh", 2**62, 10**8),
])
def test_custom_id_round_trip(cid: CustomId) -> None:
    text = cid.encode()
    assert len(text) <= 100
    assert CustomId.decode(text) == cid


@pytest.mark.parametrize("text", [
    "", "ct", "ct:act", "ct:act:1", "ct:act:1:2", "xx:act:1:2:pass", "ct:boom:1:2:pass",
    "ct:act:0:2:pass", "ct:act:-1:2:pass", "ct:act:1:x:pass", "ct:lobby:1:2:dance",
    "ct:page:1:2:x", "ct:sel:1:2:", "ct:act:1:2:play:10S;DROP", "ct:act:1:2:" + "a" * 90,
    "ct:act:99999999999999999999:1:pass", "ct:act:1:2:pass\n", "ct:act:1:2:<@1>",
])
def test_forged_custom_ids_are_refused_with_a_sentence(text: str) -> None:
    with pytest.raises(BadCustomId) as err:
        CustomId.decode(text)
    assert str(err.value) == FORGED


def _check_limits(layout_rows: list[list[ButtonSpec | SelectSpec]]) -> None:
    assert len(layout_rows) <= 5
    ids: list[str] = []
    for row in layout_rows:
        assert row, "empty row"
        selects = [c for c in row if isinstance(c, SelectSpec)]
        if selects:
            assert len(row) == 1
            assert 1 <= len(selects[0].options) <= 25
            assert len({o.value for o in selects[0].options}) == len(selects[0].options)
        else:
            assert len(row) <= 5
        for c in row:
            assert len(c.custom_id) <= 100
            CustomId.decode(c.custom_id)
            ids.append(c.custom_id)
    assert len(ids) == len(set(ids)), "custom ids must be unique in one message"


def test_few_actions_are_buttons() -> None:
    actions = [(f"play:{c}", c) for c in ["AS", "10S", "KH", "9D"]]
    layout = action_layout(3, 8, actions)
    _check_limits(layout.rows)
    acts = [CustomId.decode(c.custom_id) for c in layout.components()
            if isinstance(c, ButtonSpec) and c.custom_id.startswith("ct:act")]
    assert [a.arg for a in acts] == [a for a, _ in actions]
    assert all(a.table == 3 and a.version == 8 for a in acts)


def test_twenty_actions_still_buttons() -> None:
    actions = [(f"x:{i}", str(i)) for i in range(ALL_BUTTONS)]
    layout = action_layout(1, 1, actions)
    _check_limits(layout.rows)
    assert not any(isinstance(c, SelectSpec) for c in layout.components())


def _offered(layout_rows: list[list[ButtonSpec | SelectSpec]]) -> tuple[list[str], list[str]]:
    """(actions on buttons, actions in selects) of a layout."""
    buttons, chosen = [], []
    for row in layout_rows:
        for c in row:
            if isinstance(c, SelectSpec):
                chosen += [o.value for o in c.options]
            elif c.custom_id.startswith("ct:act"):
                buttons.append(CustomId.decode(c.custom_id).arg)
    return buttons, chosen


def test_79_bids_common_ones_are_buttons_and_every_other_one_click_away() -> None:
    """Huutopussi's auction: Pass, the lowest bid and raises of 10, 20 and 50 as buttons;
    every other amount in one of three selects on the same panel — no paging."""
    assert len(BIDS) > 3 * 25 and ("pass", "Pass") in BIDS
    layout = action_layout(4, 2, BIDS)
    _check_limits(layout.rows)
    assert layout.pages == 1
    buttons, chosen = _offered(layout.rows)
    assert buttons == ["pass", "bid:55", "bid:65", "bid:75", "bid:105"]
    assert sorted(buttons + chosen) == sorted(a for a, _ in BIDS)  # each exactly once
    assert layout.rows[-1][-1].label == "Refresh"
    opening = [(a, lab) for a, lab in BIDS if a != "pass"] + [("bid:50", "Bid 50")]
    buttons, chosen = _offered(action_layout(4, 2, sorted(opening, key=lambda p: int(
        p[0][4:]))).rows)
    assert buttons == ["bid:50", "bid:60", "bid:70", "bid:100"] and len(chosen) == 75


def test_bids_by_strain_get_the_same_per_strain_and_the_rest_is_typed() -> None:
    """Fifty-Six: the lowest bid and two raises per strain, pass and double as buttons;
    the other amounts are behind Other choice… (a form), one step away."""
    from bot.engine import new_match

    state = new_match("fifty-six", 4, None, 3)
    state.apply(state.to_act()[0], "bid:28S")
    seat = state.to_act()[0]
    actions = [(str(a), str(state.label(a))) for a in state.legal_actions(seat)]
    layout = action_layout(9, 1, actions)
    _check_limits(layout.rows)
    buttons, chosen = _offered(layout.rows)
    assert not chosen and {"pass", "double"} <= set(buttons)
    strains = {a[-1] for a in buttons if a.startswith("bid:")}
    assert strains == {"S", "H", "D", "C", "N"}
    for strain in strains:
        assert [a for a in buttons if a.startswith("bid:") and a.endswith(strain)] == [
            f"bid:29{strain}", f"bid:31{strain}", f"bid:33{strain}"]
    more = layout.rows[-1][0]
    assert CustomId.decode(more.custom_id).kind == "more" and more.label == "Other choice…"


def test_when_nothing_is_numbered_long_lists_page_through_selects() -> None:
    actions = [("pass", "Pass")] + [(f"meld:{c}{i}", f"Meld {c}{i}") for c in "ABCD"
                                    for i in "abcdefghijklmnopqrst"]
    first = action_layout(1, 1, actions)
    assert first.pages == 2
    seen: list[str] = []
    for page in range(first.pages):
        layout = action_layout(1, 1, actions, page=page)
        _check_limits(layout.rows)
        buttons, chosen = _offered(layout.rows)
        seen += buttons + chosen
    assert sorted(set(seen)) == sorted(a for a, _ in actions) and seen.count("pass") == 2
    assert action_layout(1, 1, actions, page=9).page == 1


def test_huge_action_lists_respect_limits() -> None:
    actions = [(f"k{i % 7}:{i}", f"Choice {i}") for i in range(300)]
    for page in range(action_layout(1, 1, actions).pages):
        _check_limits(action_layout(1, 1, actions, page).rows)


def test_lobby_layout_disables_start_until_possible() -> None:
    layout = lobby_layout(1, 0, can_start=False, full=False)
    _check_limits(layout.rows)
    start = next(c for c in layout.components() if isinstance(c, ButtonSpec) and c.label == "Start")
    assert start.disabled


def test_nearest_choices() -> None:
    got = nearest_choices(BIDS, "117")
    assert len(got) == 25
    assert [a for a, _ in got[:3]] == ["bid:115", "bid:120", "bid:110"]
    assert nearest_choices(BIDS, "")[:2] == BIDS[:2]
    assert nearest_choices(BIDS, "pa") == [("pass", "Pass")]
    cards = [("play:10S", "10♠"), ("play:AS", "A♠"), ("play:AH", "A♥")]
    assert [a for a, _ in nearest_choices(cards, "a")][:2] == ["play:AS", "play:AH"]
    assert nearest_choices(cards, "zz") == []


def _view(seat: int | None, hand: list[str] | None = None) -> View:
    return View(game="g", seat=seat, phase="Auction", to_act=[1], prompt="Bid or pass.",
                sections=[Section("Scores", "{s0}/{s2}: 10, {s1}/{s3}: 20"),
                          Section("Auction", "{s0} 60, {s1} pass")],
                hand=hand or [], hand_text=" ".join(hand or []), data={"dealer": 3})


def test_table_embed_uses_only_public_view() -> None:
    embed = table_embed("Huutopussi", 5, _view(None), NAMES, 12, events=["{s0} bids 60."])
    text = str(embed.to_dict())
    assert "Dealer: <@4>" in text and "To act: <@2>" in text and "<@1> bids 60." in text
    assert "{s" not in text
    with pytest.raises(ValueError):
        table_embed("Huutopussi", 5, _view(0, ["AS"]), NAMES, 12)


def test_hand_embed_says_whose_turn_first() -> None:
    embed = hand_embed("Huutopussi", 5, _view(1, ["AS", "10H"]), NAMES, 3, notice="Done.")
    lines = (embed.to_dict()["description"]).splitlines()
    assert lines[0] == "**Your turn.** Bid or pass." and lines[1] == "Done."
    assert "AS 10H" in lines[2]
    waiting = hand_embed("Huutopussi", 5, _view(0, ["KS"]), NAMES, 3).to_dict()["description"]
    assert waiting.splitlines()[0] == "Waiting for <@2>."  # not the question put to <@2>


def test_long_sections_fit_discord_limits() -> None:
    view = _view(None)
    view.sections = [Section(f"S{i}", "x" * 3000) for i in range(30)]
    embed = table_embed("G", 1, view, NAMES, 1)
    assert len(embed) <= 6000
    assert all(len(f.value or "") <= 1024 for f in embed.fields)


def test_lobby_and_results_and_mentions() -> None:
    lobby = lobby_embed("Huutopussi", "Bid, exchange, marry.", 2, ["<@1>", None], "<@1>",
                        (4,), [Msg("rules-setting", label="Target", value="300"),
                               Msg("rules-setting", label="Deck", value="36")])
    assert "(empty)" in str(lobby.to_dict())
    assert "Rules: Target: 300 · Deck: 36" in str(lobby.to_dict())
    assert "Rules" not in str(lobby_embed("Huutopussi", "", 2, [], "<@1>", (4,), []).to_dict())
    res = MatchResult(teams=[[0, 2], [1, 3]], scores=[510, 320], ranks=[0, 1], winners=[0, 2],
                      summary="{s0} and {s2} reach 500.")
    d = results_embed("Huutopussi", 2, res, NAMES).to_dict()
    assert "🏆 <@1> & 🤖 Computer 3 — 510" in d["description"]
    assert "<@1> and 🤖 Computer 3 reach 500." in d["description"]
    assert mention_line(_view(None), ["<@1>", "<@2>", None, "<@4>"]) == "Your turn: <@2>"
    computer_turn = _view(None)
    computer_turn.to_act = [2]
    assert mention_line(computer_turn, ["<@1>", "<@2>", None, "<@4>"]) == ""


def test_red_suits_are_drawn_red_and_black_suits_stay_text() -> None:
    """♥ and ♦ get emoji presentation (Discord draws them red); ♠ and ♣ do not."""
    from bot.engine import new_match
    from cogs.render import hand_embed

    state = new_match("huutopussi", 4, seed=5)
    view = state.view(state.to_act()[0])
    embed = hand_embed("Huutopussi", 1, view, ["a", "b", "c", "d"], 0)
    shown = embed.description or ""
    for code in view.hand:
        suit = code[-1]
        face = code[:-1] + {"S": "♠", "H": "♥\ufe0f", "D": "♦\ufe0f", "C": "♣"}[suit]
        assert face in shown
    assert "♠\ufe0f" not in shown and "♣\ufe0f" not in shown
    assert {c[-1] for c in view.hand} & {"H", "D"}, "pick a seed whose hand has a red card"


def test_fifty_six_bid_buttons_say_which_cards_they_announce() -> None:
    """Issue 15 item 7: where a bid's form announces cards, the button says so before the
    player picks it (the game's label, in full when it fits a button)."""
    from bot.i18n import english
    from tests.test_fifty_six import start

    state = start()
    actions = [(str(a), english(state.label(a))) for a in state.legal_actions(1)]
    layout = action_layout(9, 0, actions)
    _check_limits(layout.rows)
    labels = {CustomId.decode(c.custom_id).arg: c.label for c in layout.components()
              if isinstance(c, ButtonSpec) and c.custom_id.startswith("ct:act")}
    assert labels["bid:28S"] == "28 spades — shows J♠"
    assert labels["bid:28N"] == "28 no-trumps"  # announces nothing, says nothing

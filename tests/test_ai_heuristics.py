"""The easy computers' judgement, one decision at a time, on hands built for the purpose."""

from __future__ import annotations

import random

from bot.ai import four_color as fc_ai
from bot.ai import huutopussi as hp_ai
from bot.ai import prefa as pf_ai
from bot.engine import Action
from bot.engine.cards import parse_card
from bot.games import four_color as fcg
from bot.games.huutopussi import HuutopussiOptions
from bot.games.prefa import CONTRACT_INDEX, PrefaOptions

RNG = random.Random(0)


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


# --- Huutopussi -----------------------------------------------------------------
STRONG = "AS KS QS AH KH QH AD 10D AC"  # two marriages and four aces
WEAK = "6S 7S 6H 8H 7D 8D 6C 7C 9C"


def hp_obs(hand: str | list[int], **kw: object) -> hp_ai.Obs:
    held = cards(hand) if isinstance(hand, str) else hand
    base: dict[str, object] = {"seat": 0, "phase": "play", "hand": held, "legal": [],
                               "opts": HuutopussiOptions()}
    base.update(kw)
    return hp_ai.Obs(**base)  # type: ignore[arg-type]


def highest_bid(hand: str) -> int:
    """The highest bid the easy player makes over an opponent's bid."""
    top = 0
    for high in range(50, 440, 5):
        legal = [Action("bid", str(x)) for x in range(high + 5, 445, 5)] + [Action("pass")]
        o = hp_obs(hand, phase="auction", legal=legal, high_bid=high, high_bidder=1)
        if hp_ai.choose(o, RNG).kind == "bid":
            top = high + 5
    return top


def test_huutopussi_a_strong_hand_bids_higher() -> None:
    opts = HuutopussiOptions()
    assert hp_ai.hand_value(cards(STRONG), opts) > hp_ai.hand_value(cards(WEAK), opts) + 100
    strong, weak = highest_bid(STRONG), highest_bid(WEAK)
    assert strong >= weak + 100
    assert weak <= 55  # a hand with nothing hardly competes


def test_huutopussi_partner_gives_the_declarer_marriages_and_aces() -> None:
    codes = ["KH", "QH", "AS", "6S", "7S", "6D", "7D", "6C", "8C"]
    gifts: list[int] = []
    for _ in range(3):
        hand = [parse_card(c) for c in codes if parse_card(c) not in gifts]
        legal = [Action("give", c) for c in codes if parse_card(c) not in gifts]
        a = hp_ai.choose(hp_obs(hand, phase="give", legal=legal, declarer=1, seat=3), RNG)
        assert a.kind == "give"
        gifts.append(parse_card(a.arg))
    assert set(gifts) == set(cards("KH QH AS"))


def test_huutopussi_declarer_keeps_marriages_and_returns_losers() -> None:
    codes = ["KH", "QH", "AS", "AD", "9S", "6S", "7D", "6C", "8C", "9C", "7H", "10C"]
    returned: list[int] = []
    for _ in range(3):
        hand = [parse_card(c) for c in codes if parse_card(c) not in returned]
        legal = [Action("return", c) for c in codes if parse_card(c) not in returned]
        o = hp_obs(hand, phase="return", legal=legal, declarer=0, given=cards("KH AS AD"))
        a = hp_ai.choose(o, RNG)
        returned.append(parse_card(a.arg))
    assert not set(returned) & set(cards("KH QH AS AD"))


def _window(hand: str, declarations: list[Action], **kw: object) -> Action:
    plays = [Action("play", code) for code in hand.split()]
    return hp_ai.choose(hp_obs(hand, legal=declarations + plays, **kw), RNG)


def test_huutopussi_own_marriage_first_the_most_valuable() -> None:
    hand = "KS QS KH QH KD 9C 8C 7C 6C"
    decl = [Action("marriage", "S"), Action("marriage", "H"), Action("ask"),
            Action("ask", "D")]
    assert _window(hand, decl) == Action("marriage", "H")  # hearts 100 beat spades 40


def test_huutopussi_asks_for_the_missing_half_of_the_best_suit() -> None:
    hand = "KH KD KC 9S 8S 7S 6S 9C 8C"
    decl = [Action("ask"), Action("ask", "H"), Action("ask", "D"), Action("ask", "C")]
    assert _window(hand, decl) == Action("ask", "H")
    # the queen of hearts is gone: diamonds next
    assert _window(hand, decl, played=set(cards("QH"))) == Action("ask", "D")


def test_huutopussi_whole_marriage_asks_need_a_reason_and_come_once() -> None:
    hand = "9H 9D 9C 9S 8S 7S 6S 8C 7C"  # no king or queen: no half to ask for
    whole = [Action("ask")]
    assert _window(hand, whole) == Action("ask")  # nothing better to do
    assert _window(hand, whole, asked_whole=True).kind == "play"  # a no stays a no
    # every king or queen we lack is gone: the partner can't hold a marriage
    gone = set(cards("KS QS KH QH KD QD KC QC"))
    assert _window(hand, whole, played=gone).kind == "play"
    # with a half to ask for, the whole marriage comes first only if the partner bid
    hand2 = "KH 9D 9C 9S 8S 7S 6S 8C 7C"
    decl = [Action("ask"), Action("ask", "H")]
    assert _window(hand2, decl) == Action("ask", "H")
    assert _window(hand2, decl, partner_bids=1) == Action("ask")


def test_huutopussi_declarer_does_not_ask_the_partner_who_gave_everything() -> None:
    hand = "KH AS AD 9S 8S 7S 6S 8C 7C"
    decl = [Action("ask"), Action("ask", "H")]
    # the partner gave three aces: a queen of hearts would have been worth giving
    o = {"declarer": 0, "given": cards("AS AD AC")}
    assert _window(hand, decl, **o).kind == "play"


# --- Prefa ------------------------------------------------------------------------
def pf_obs(hand: str, **kw: object) -> pf_ai.Obs:
    base: dict[str, object] = {"seat": 1, "phase": "defend", "hand": cards(hand),
                               "legal": [Action("play"), Action("pass")], "declarer": 0,
                               "contract": CONTRACT_INDEX["6S"], "opts": PrefaOptions()}
    base.update(kw)
    return pf_ai.Obs(**base)  # type: ignore[arg-type]


def test_prefa_defender_passes_a_hopeless_hand_and_plays_a_strong_one() -> None:
    hopeless = "7S 8S 7H 8H 9H 7D 8D 7C 8C 9C"
    strong = "AH KH 7H AD KD 8D AC 9C 7S 8S"
    assert pf_ai.choose(pf_obs(hopeless), RNG) == Action("pass")
    assert pf_ai.choose(pf_obs(strong), RNG) == Action("play")
    # left of a 9-level declarer the minimum is 0 (§10.2): playing can't be short
    nine = pf_obs(hopeless, seat=2, contract=CONTRACT_INDEX["9S"])
    assert pf_ai.choose(nine, RNG) == Action("play")


def test_prefa_alone_needs_the_lone_minimum_together_needs_both() -> None:
    two_tricks = "AH 7H 8H AD 7D 8D 7C 8C 9C 7S"  # about two tricks
    after_pass = [Action("pass"), Action("alone"), Action("together")]
    o = pf_obs(two_tricks, seat=2, legal=after_pass)  # 6♠: lone minimum 2, both 4
    assert pf_ai.choose(o, RNG) == Action("alone")
    weak = pf_obs("7H 8H 9H 7D 8D 9D 7C 8C 9C 7S", seat=2, legal=after_pass)
    assert pf_ai.choose(weak, RNG) == Action("pass")
    strong = pf_obs("AH KH QH AD KD QD AC KC 7S 8S", seat=2, legal=after_pass)
    assert pf_ai.choose(strong, RNG) == Action("together")


def test_prefa_discards_make_a_void_and_keep_trumps_and_winners() -> None:
    codes = ["AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH", "9H", "7D", "8C", "7C"]
    thrown: list[str] = []
    for _ in range(2):
        hand = [c for c in codes if c not in thrown]
        legal = [Action("discard", c) for c in hand]
        a = pf_ai.choose(pf_obs(" ".join(hand), seat=0, phase="discard", legal=legal), RNG)
        thrown.append(a.arg)
    assert thrown[0] == "7D"  # the singleton: now void in diamonds
    assert thrown[1] in ("7C", "8C")
    assert not {"AS", "KS", "QS", "JS", "10S", "9S", "AH", "KH"} & set(thrown)


# --- Four Color --------------------------------------------------------------------
def fc_obs(hand: str, legal: list[Action], **kw: object) -> fc_ai.Obs:
    base: dict[str, object] = {"seat": 0, "hand": fcg.parse_cards(hand), "legal": legal,
                               "seen": [], "next_discards": [], "unseen": [2] * fcg.NTYPES,
                               "next_hidden": 20, "hidden_total": 80}
    base.update(kw)
    return fc_ai.Obs(**base)  # type: ignore[arg-type]


HAND = "RG RA RE YC YH YN GS GS GS WA WA RS YS WH"


def test_four_color_claims_by_priority() -> None:
    win, quad, triple, pass_ = Action("win"), Action("quad"), Action("triple"), Action("pass")
    soldier = fcg.parse_card("GS")
    o = fc_obs(HAND, [win, quad, triple, pass_], window_card=soldier)
    assert fc_ai.choose(o, RNG) == win
    o = fc_obs(HAND, [quad, triple, pass_], window_card=soldier)
    assert fc_ai.choose(o, RNG) == quad  # three green soldiers and the fourth: a quad
    o = fc_obs(HAND, [triple, pass_], window_card=fcg.parse_card("WA"))
    assert fc_ai.choose(o, RNG) == triple  # two white advisors and the third


def test_four_color_keeps_a_concealed_triple_unless_it_wins() -> None:
    hand = "GS GS GS RS YS WH RG RA RE YC YH YN WA WA"
    card = fcg.parse_card("WS")
    tricolour = Action("meld", "GS+WS+RS")  # breaks the concealed triple (3 points)
    keep_apart = Action("meld", "RS+WS+YS")  # the other soldiers
    o = fc_obs(hand, [tricolour, keep_apart, Action("draw")], window_card=card)
    assert fc_ai.choose(o, RNG) == keep_apart
    o = fc_obs(hand, [tricolour, Action("draw")], window_card=card)
    assert fc_ai.choose(o, RNG) == Action("draw")
    o = fc_obs(hand, [Action("win"), tricolour, Action("draw")], window_card=card)
    assert fc_ai.choose(o, RNG) == Action("win")


def test_four_color_prefers_the_more_valuable_meld() -> None:
    hand = "GS GS GS RG RA RE YC YH YN WA WA RS WH"
    card = fcg.parse_card("GS")
    legal = [Action("meld", "GS+GS+GS"), Action("meld", "GS+GS+GS+GS"), Action("decline")]
    assert fc_ai.choose(fc_obs(hand, legal, window_card=card), RNG) == legal[1]  # quad: 6


def test_four_color_does_not_feed_the_next_player() -> None:
    """Two equally useless cards: the one the next player could meld stays home."""
    hand = "RG RA RE YC YH YN GS GS GS WA WA RH WE"
    legal = [Action("discard", c) for c in ("RH", "WE")]
    unseen = [2] * fcg.NTYPES
    we = fcg.parse_card("WE")
    for c in (we, fcg.parse_card("WG"), fcg.parse_card("WA"), fcg.parse_card("RE"),
              fcg.parse_card("YE"), fcg.parse_card("GE")):
        unseen[c] = 0  # every other white elephant and all its partners are in sight
    o = fc_obs(hand, legal, unseen=unseen)
    assert fc_ai.choose(o, RNG) == Action("discard", "WE")
    # and the other way round: the red horse is dead, the white elephant is not
    unseen = [2] * fcg.NTYPES
    for code in ("RH", "RC", "RN", "YH", "GH", "WH"):
        unseen[fcg.parse_card(code)] = 0
    o = fc_obs(hand, legal, unseen=unseen)
    assert fc_ai.choose(o, RNG) == Action("discard", "RH")
    # a card the next player threw away is one they did not want: with two cards
    # alike in every other way, that one goes
    hand = "RG RA RE YC YH YN GS GS GS GA GA RH WE"
    o = fc_obs(hand, legal, next_discards=[we])
    assert fc_ai.feed_risk(o, we) < fc_ai.feed_risk(fc_obs(hand, legal), we)
    assert fc_ai.choose(o, RNG) == Action("discard", "WE")


def test_four_color_calls_a_mulligan_on_a_weak_hand() -> None:
    choice = [Action("mulligan"), Action("keep")]
    loose = "RA YE GC WH RN YS GA WE RC YH GN WS RE YA GH WC RS YN GE WN"
    assert fc_ai.choose(fc_obs(loose, choice), RNG) == Action("mulligan")
    tight = "RA RA RE RE YC YC YH YH YN YN GS GS WS WS RS RS YA YA GE GE"
    assert fc_ai.choose(fc_obs(tight, choice), RNG) == Action("keep")

"""The terminal driven by scripts on the real games: bad input, the move list, whole matches.

The toy game in test_terminal.py checks the loop; here the reasons come from the
real engines (Huutopussi's "You don't hold Q♥", Four Color's "You may never
discard a General") and the typed forms are the ones players use.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from bot.engine import Action, Event, Game, new_match
from bot.engine.cards import card_text, parse_card
from bot.games import four_color
from bot.games.huutopussi import Huutopussi
from bot.i18n import english
from bot.terminal import build_menu, interpret, play, seat_names
from tests.hp_helpers import E, N, S, W, match, play_moves, position

Typer = Callable[[Game, int, Action, random.Random], list[tuple[str, str]]]


def passer(state: Game, seat: int, _rng: random.Random) -> Action:
    """A computer that passes when it may, else makes its first legal move."""
    legal = state.legal_actions(seat)
    return Action("pass") if Action("pass") in legal else legal[0]


def run(state: Game, human: int, script: list[str],
        computer: Callable[[Game, int, random.Random], Action] = passer) -> list[str]:
    """Play ``script`` as ``human``; the output, one line per entry."""
    feed = iter(script)
    out: list[str] = []
    play(state, human=human, read=lambda _prompt: next(feed), write=out.append,
         computer=computer)
    return "\n".join(out).splitlines()


def choices_shown(out: list[str]) -> list[list[str]]:
    """Every "Your choices:" line, split into its entries."""
    prefix = "Your choices: "
    return [line[len(prefix):].split(", ") for line in out if line.startswith(prefix)]


# --- Huutopussi: the auction -----------------------------------------------------------

def test_huutopussi_bids_are_typed_by_amount() -> None:
    g = match(dealer=W)  # North calls first
    out = run(g, N, ["45", "pass", "62", "50", "quit"])
    first_menu = out[out.index("── Auction ──"):out.index("The lowest bid is 50.")]
    assert first_menu[-2:] == ["You open the auction: bid at least 50.",
                               "  Bid 50 … 440 in steps of 5: type “55” or “bid 55”"]
    assert "The lowest bid is 50." in out
    assert "You open the auction, so you must bid at least 50." in out
    assert "Bids go in steps of 5: 62 is not allowed. Try 65." in out
    assert choices_shown(out) == [["Bid 50 … 440 in steps of 5"]] * 3
    assert "North (you) bids 50." in out and not any("bids 295" in line for line in out)
    assert g.declarer == N and g.bid == 50  # the others passed


def test_huutopussi_contract_and_exchange_by_amount_and_card() -> None:
    g = match(dealer=W)
    play_moves(g, "bid:50 pass pass pass give:AD give:KD give:QD")
    assert g.to_act() == (N,)
    out = run(g, N, ["return a♦", "Return K♦", "qd", "90", "quit"])
    assert g.contract == 90 and g.phase == "play"
    assert "   1. Return A♠" in out and "  12. Return Q♦" in out  # card faces, no codes
    assert "  Contract 50 … 440 in steps of 5: type “55” or “contract 55”" in out
    assert "North (you) raises the contract to 90." in out


# --- Huutopussi: bad cards in play (HP-3) and in a declaration window ------------------

def test_huutopussi_bad_cards_get_the_engines_reason_and_the_legal_choices() -> None:
    g = position({S: "KS 9S 10D AH", W: "QH 8S 7C 8C", N: "7S 6S 7H", E: "6H 8H 9H"},
                 leader=N, trick="AS 6D", marriages=[(E, "D")])
    legal = [str(g.label(a)) for a in g.legal_actions(S)]
    assert legal == ["K♠", "9♠"]
    out = run(g, S, ["ZZ", "QH", "10D", "AH", "dance", "2", "quit"])
    assert "“ZZ” is not a card. Write it like 10S, AH or Q♦." in out
    assert "You don't hold Q♥." in out  # West holds it
    assert out.count("You must follow suit (spades): play K♠ 9♠.") == 2  # held, not legal
    assert any(line.startswith("“dance” is not a Huutopussi move.") for line in out)
    assert choices_shown(out) == [legal] * 5
    assert "South (you) plays 9♠." in out


def test_huutopussi_card_not_held_in_a_declaration_window() -> None:
    from tests.test_huutopussi import hp6_to_trick

    g = hp6_to_trick(2)  # East won the trick East led: a window
    assert g.to_act() == (E,) and any(a.kind == "marriage" for a in g.legal_actions(E))
    legal = [str(g.label(a)) for a in g.legal_actions(E)]
    out = run(g, E, ["QS", "marry", "marriage h", "quit"])
    assert "You don't hold Q♠." in out
    assert any(line.startswith("“marry” is not a Huutopussi move.") for line in out)
    assert choices_shown(out) == [legal, legal]
    assert "Marry hearts (+100)" in legal and "10♦" in legal
    assert out[out.index("  1. Marry hearts (+100)  [marriage H]") + 2] == "  3. K♥"
    assert "East (you) marries hearts: +100, hearts are trumps." in out


# --- whole matches typed in every form ---------------------------------------------------

def french_forms(state: Game, seat: int, action: Action, rng: random.Random) -> list[
        tuple[str, str]]:
    """Card moves typed as faces and lower-case codes (``a♠``, ``10h``)."""
    if action.arg and state.read_card(action.arg) == action.arg.upper():
        face = card_text(parse_card(action.arg))
        return [("face", face), ("code", action.arg.lower())]
    return []


def four_color_forms(state: Game, seat: int, action: Action, rng: random.Random) -> list[
        tuple[str, str]]:
    """Four Color cards typed as ``RS``, ``🟥兵`` or ``red soldier``."""
    if action.kind != "discard":
        return []
    card = four_color.parse_card(action.arg)
    return [("face", four_color.card_text(card)), ("words", four_color.card_name(card)),
            ("code", action.arg.lower())]


class Typist:
    """Types the game's own random move for ``seat``, in a random one of its forms.

    Each text is checked to mean exactly that move before it is typed.
    """

    def __init__(self, state: Game, seat: int, seed: int, extra: Typer,
                 prefer_extra: bool = False) -> None:
        self.state, self.seat, self.extra = state, seat, extra
        self.prefer_extra = prefer_extra
        self.rng = random.Random(seed)
        self.used: Counter[str] = Counter()

    def __call__(self, _prompt: str) -> str:
        state, seat = self.state, self.seat
        action = state.random_action(seat, self.rng)
        legal = state.legal_actions(seat)
        menu = build_menu(legal)
        forms = [("label", english(state.label(action))),
                 ("spelled", f"{action.kind} {action.arg}".strip())]
        if action in menu.numbered:
            forms.append(("number", str(menu.numbered.index(action) + 1)))
        elif action.arg.isdigit() and menu.bare_amounts:
            forms.append(("amount", action.arg))
        if action.arg and sum(a.arg.upper() == action.arg.upper() for a in legal) == 1:
            forms.append(("arg", action.arg))
        extra = self.extra(state, seat, action, self.rng)
        forms = extra if extra and self.prefer_extra else forms + extra
        name, text = forms[sum(self.used.values()) % len(forms)]
        assert interpret(text, state, seat) == action, (name, text, action)
        self.used[name] += 1
        return text


def typed_match(game_id: str, seats: int, options: dict[str, object] | None, seed: int,
                extra: Typer, prefer_extra: bool = False) -> tuple[Game, Typist, list[str]]:
    state = new_match(game_id, seats, options, seed)
    typist = Typist(state, 0, seed, extra, prefer_extra)
    out: list[str] = []
    play(state, human=0, read=typist, write=out.append, seed=seed)
    return state, typist, "\n".join(out).splitlines()


def test_a_whole_huutopussi_match_typed() -> None:
    state, typist, out = typed_match("huutopussi", 4, None, 5, french_forms)
    assert state.is_over and isinstance(state, Huutopussi)
    assert {"label", "spelled", "number", "amount", "arg", "face", "code"} <= set(typist.used)
    assert not any(line.startswith("Your choices") for line in out)  # nothing refused


def test_a_whole_prefa_match_typed() -> None:
    state, typist, out = typed_match("prefa", 3, None, 2, french_forms)
    assert state.is_over
    assert {"label", "spelled", "number", "arg", "face"} <= set(typist.used)
    assert any(line.startswith("  Bid 6 … ") for line in out)  # the bids summed up
    assert not any(line.startswith("Your choices") for line in out)


def test_four_color_cards_typed_the_four_color_way() -> None:
    state = new_match("four-color", 4, {"deals": 1}, seed=3)
    (seat,) = state.to_act()
    assert isinstance(state, four_color.FourColor)
    hand = state.hands[seat]
    absent = next(c for c in range(4, four_color.JOKER) if not hand[c])  # not a General
    words = four_color.card_name(absent)  # e.g. "white Soldier"
    held = next(a for a in state.legal_actions(seat) if a.kind == "discard")
    face = four_color.card_text(four_color.parse_card(held.arg))
    legal = [english(state.label(a)) for a in state.legal_actions(seat)]
    out = run(state, seat, ["WG", words, "ZZ", face, "quit"])
    assert "You may never discard a General (⬜將): it stays as a single. Discard another card." \
        in out
    assert any(line.startswith(f"You don't hold {four_color.card_text(absent)}")
               for line in out)
    assert any(line.startswith("“ZZ” is not a Four Color card.") for line in out)
    assert choices_shown(out) == [legal] * 3
    assert any(line.endswith(f"discards {face}.") or line.endswith(f"opens with {face}.")
               for line in out)


def test_a_whole_four_color_match_typed() -> None:
    state, typist, _out = typed_match("four-color", 4, {"deals": 2}, 11, four_color_forms,
                                      prefer_extra=True)
    assert state.is_over
    assert {"face", "words", "code", "number"} <= set(typist.used)


def test_compass_names_go_round_the_way_play_does() -> None:
    clockwise = new_match("huutopussi", 4, None, 1)
    assert clockwise.clockwise
    assert seat_names(4, 0, clockwise.clockwise) == ["North (you)", "East", "South", "West"]
    for game_id, options in (("fifty-six", None), ("four-color", None)):
        state = new_match(game_id, 4, options, 1)
        assert not state.clockwise, game_id
        assert seat_names(4, 2, state.clockwise) == ["North", "West", "South (you)", "East"]
    assert new_match("fifty-six", 4, {"direction": "cw"}, 1).clockwise


def test_fifty_six_terminal_names_the_dealers_right_hand_player() -> None:
    out = run(new_match("fifty-six", 4, None, 4), 0, ["quit"])
    line = next(line for line in out if line.startswith("Dealer: "))
    dealer = line.split()[1]
    first = line.rstrip(".").split()[-1]
    order = ["North", "West", "South", "East"]
    assert "play goes to the right" in line
    assert order[(order.index(dealer) + 1) % 4] == first  # the next seat by name, too


def test_four_color_windows_with_nothing_to_claim_are_not_asked() -> None:
    state = new_match("four-color", 4, {"deals": 1}, 7)
    assert isinstance(state, four_color.FourColor)
    asked: list[list[Action]] = []
    answered_for = 0
    apply = state.apply

    def counting_apply(seat: int, action: Action | str) -> list[Event]:
        nonlocal answered_for
        if seat == 0 and state.phase == "window" and state.auto_answer(0) == action:
            answered_for += 1
        return apply(seat, action)

    state.apply = counting_apply  # type: ignore[method-assign]
    rng = random.Random(7)

    def reader(_prompt: str) -> str:
        legal = state.legal_actions(0)
        asked.append(legal)
        return str(state.random_action(0, rng)).replace(":", " ")

    play(state, human=0, read=reader, write=lambda _line: None, seed=7)
    assert state.is_over
    assert answered_for > 0  # the claim windows reached the human's seat
    assert all(legal != [Action("pass")] for legal in asked)

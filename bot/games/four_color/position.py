"""A described Four Color position as a checked state, and a state as its description.

``FourColor.position(hands, dealer=…, melds=…, …)`` builds a match at any point of
a deal — the dealer's opening discard, a seat about to discard after melding, an
open claim window with some answers given, the mulligan question — and refuses
positions that cannot happen (``InvalidPosition``: a card more often than the pack
has, a wrong card count, a General in a discard pile …). ``describe()`` gives
the keywords back, so a tool can change what a seat cannot see and rebuild.

Cards are codes (``"RC YA WS"`` or a list); seats are ints. What the description
leaves out is filled in: cards not placed go to the stock under any given top
cards, in an order fixed by ``seed``; with ``stock_size`` the rest lie dead at the
bottom of the discard piles. Four identical cards in a concealed hand are a quad
revealed at the deal (§5.2), as the deal itself would show them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from bot.engine import Action, IllegalAction, InvalidPosition
from bot.engine.cards import shuffled
from bot.games.four_color.cards import (
    CODES,
    COPIES,
    JOKER,
    JOKERS,
    Card,
    CardParseError,
    build_deck,
    counts_of,
    expand,
    parse_card,
    sort_cards,
)
from bot.games.four_color.melds import EXPOSED, EXPOSED_VALUE, REVEALED, win_mask
from bot.games.four_color.options import FourColorOptions

if TYPE_CHECKING:
    from bot.games.four_color.state import FourColor

F = TypeVar("F", bound="FourColor")
Cards = str | Sequence[str]
PHASES = ("discard", "window", "mulligan")


def build(cls: type[F], hands: Mapping[int, Cards] | Sequence[Cards], *,
          seats: int | None = None, dealer: int = 0,
          options: FourColorOptions | Mapping[str, Any] | None = None, seed: int = 0,
          melds: Mapping[int, Sequence[Cards]] | None = None,
          discards: Mapping[int, Cards] | None = None, stock: Cards | None = None,
          stock_size: int | None = None, scores: Sequence[int] | None = None,
          deals_done: int = 0, phase: str = "discard", current: int | None = None,
          opening: bool | None = None, window: Mapping[str, Any] | None = None,
          answers: Mapping[int, str] | None = None, marks: Sequence[int] | None = None,
          locked: Mapping[int, Cards] | None = None,
          history: Sequence[Mapping[str, Any]] = (),
          next_deals: Sequence[Mapping[str, Any]] = ()) -> F:
    """A match at the described position.

    - ``hands``: each seat's concealed cards (a mapping by seat, or one entry per seat).
    - ``seats`` (default: as many as ``hands`` lists, else 4), ``dealer``, ``options``
      (a dict or ``FourColorOptions``), ``seed`` (decides the filled-in stock and every
      later shuffle), ``scores`` (one per seat, summing to 0), ``deals_done``.
    - ``melds``: each seat's exposed melds (``["RC RH RN", "YG"]``), oldest first.
    - ``discards``: each seat's discard pile, oldest first. ``stock``: its top cards,
      top first; ``stock_size``: its whole size (the rest lie dead in the piles).
    - ``phase``: ``"discard"`` (default): ``current`` (default the dealer) discards;
      ``opening`` (default: the dealer, with every pile empty) says whether it is the
      dealer's opening discard, else the seat has just melded an obtained card.
      ``"window"``: a claim window on ``window = {"source": "draw" | "discard",
      "seat": exposer, "card": code}`` (a discard's card is the top of that seat's
      pile); ``answers``: answers already given (``{3: "triple"}``).
      ``"mulligan"``: the mulligan question; ``answers``: seats that said ``keep``.
    - ``marks``: dealt triples marked per seat (default: the triples in each hand);
      ``locked``: under ``no_split_dealt_triple``, each seat's intact dealt triples
      (default: every triple in the hand).
    - ``history``: earlier deals as ``describe()`` gives them; ``next_deals``:
      prearranged deals to come (as ``FourColor.new`` takes them).

    Every seat holds 20 cards in hand and melds, 21 for the seat about to discard
    (and the dealer during the mulligan question); a drawn card in a window is extra.
    """
    try:
        opts = cls.parse_options(dict(options) if isinstance(options, Mapping) else options)
    except (ValidationError, TypeError) as err:
        raise InvalidPosition(f"bad options: {err}") from None
    assert isinstance(opts, FourColorOptions)
    if isinstance(hands, Mapping):
        n = seats or 4
        if sorted(hands) != list(range(n)):
            raise InvalidPosition(f"hands must be given for seats 0 to {n - 1}")
        by_seat = [hands[s] for s in range(n)]
    else:
        by_seat = list(hands)
        n = seats or len(by_seat)
        if len(by_seat) != n:
            raise InvalidPosition(f"{len(by_seat)} hands for {n} seats")
    if n not in cls.seat_counts:
        raise InvalidPosition("Four Color Cards is played by 2, 3 or 4 players")
    if not 0 <= dealer < n:
        raise InvalidPosition(f"no seat {dealer} to deal")
    if phase not in PHASES:
        raise InvalidPosition(f"phase must be one of {', '.join(PHASES)}, not {phase!r}")
    if not 0 <= deals_done < opts.deals:
        raise InvalidPosition(f"deals_done must be 0 to {opts.deals - 1}")
    pool = counts_of(build_deck(opts.jokers))
    state = cls(options=opts, seats=n, seed=seed, presets=[dict(d) for d in next_deals],
                scores=list(scores) if scores is not None else [0] * n, dealer=dealer,
                deals_done=deals_done, history=[dict(e) for e in history])
    if len(state.scores) != n or sum(state.scores) != 0:
        raise InvalidPosition("scores: one per seat, summing to 0 (every payment is paid)")
    state.deal_no = deals_done + 1 + sum(1 for e in history if e.get("outcome") == "mulligan")

    def take(cards: Sequence[Card], what: str) -> list[Card]:
        for card in cards:
            pool[card] -= 1
            if pool[card] < 0:
                have = JOKERS if card == JOKER else COPIES
                have = have if card != JOKER or opts.jokers else 0
                raise InvalidPosition(f"{what}: {CODES[card]} appears more often than the "
                                      f"pack has ({have})")
        return list(cards)

    state.hands = [counts_of(take(_cards(h, f"seat {s}'s hand"), f"seat {s}'s hand"))
                   for s, h in enumerate(by_seat)]
    state.melds = [[] for _ in range(n)]
    state.marks = [0] * n
    state.locked = [[] for _ in range(n)]
    for s in range(n):
        state._reveal_and_mark(s)
    for s, seat_melds in _per_seat(melds, n, "melds").items():
        for text in seat_melds:
            cards = sort_cards(take(_cards(text, f"seat {s}'s meld"), f"seat {s}'s meld"))
            kind = state.rules.classify(cards)
            if kind < 0:
                raise InvalidPosition(f"seat {s}: {' '.join(CODES[c] for c in cards)} is not "
                                      "a meld")
            state.melds[s].append([kind, EXPOSED_VALUE[kind], EXPOSED, *cards])
    piles = {s: _cards(p, f"seat {s}'s discards")
             for s, p in _per_seat(discards, n, "discards").items()}
    state.discards = [take(piles.get(s, []), f"seat {s}'s discards") for s in range(n)]
    drawn = -1
    source = ""
    exposer = -1
    if phase == "window":
        drawn, source, exposer = _window(state, window, take)
    elif window is not None:
        raise InvalidPosition("a window is given but the phase is not \"window\"")
    top = take(_cards(stock or [], "the stock"), "the stock")
    rest = shuffled(expand(pool), seed, salt="position")
    full = top + rest
    size = len(full) if stock_size is None else stock_size
    if not len(top) <= size <= len(full):
        raise InvalidPosition(f"stock_size must be {len(top)} to {len(full)}")
    for i, card in enumerate(full[size:]):
        state.discards[i % n].insert(0, card)
    state.stock = full[:size][::-1]
    _check_piles(state)
    _check_counts(state, phase, current, exposer)
    _marks(state, marks, locked)
    state.wins = [win_mask(state.hands[s], state.rules, state.locked[s]) for s in range(n)]
    state.may_mulligan = [opts.mulligan and state._weak(s) for s in range(n)]
    state.claims = [0] * n
    state.answers = [""] * n
    if phase == "discard":
        _discard_phase(state, current, opening, answers)
    elif phase == "mulligan":
        _mulligan_phase(state, answers)
    else:
        state._open_window(drawn if source == "draw" else state.discards[exposer][-1],
                           exposer, source)
        _answer(state, answers or {})
    return state


def _cards(cards: Cards, what: str) -> list[Card]:
    codes = cards.replace("+", " ").split() if isinstance(cards, str) else list(cards)
    try:
        return [parse_card(code) for code in codes]
    except CardParseError as err:
        raise InvalidPosition(f"{what}: {err.text!r} is not a card") from None


def _per_seat(given: Mapping[int, Any] | None, n: int, what: str) -> dict[int, Any]:
    given = dict(given or {})
    for s in given:
        if not 0 <= s < n:
            raise InvalidPosition(f"{what}: there is no seat {s}")
    return given


def _window(state: FourColor, window: Mapping[str, Any] | None,
            take: Any) -> tuple[Card, str, int]:
    if not window:
        raise InvalidPosition("the window phase needs window={\"source\", \"seat\", \"card\"}")
    source = window.get("source")
    exposer = window.get("seat")
    if source not in ("draw", "discard") or not isinstance(exposer, int) \
            or not 0 <= exposer < state.seats:
        raise InvalidPosition("window: source is \"draw\" or \"discard\", seat a seat")
    code = window.get("card")
    if source == "draw":
        if not code:
            raise InvalidPosition("window: a drawn card needs its card")
        card = take(_cards([code], "the drawn card"), "the drawn card")[0]
        return card, source, exposer
    pile = state.discards[exposer]
    if not pile:
        raise InvalidPosition(f"window: seat {exposer} has discarded nothing")
    if code and _cards([code], "window card")[0] != pile[-1]:
        raise InvalidPosition(f"window: {code} is not the top of seat {exposer}'s pile")
    return -1, source, exposer


def _check_piles(state: FourColor) -> None:
    never = {JOKER} | (set(range(4)) if state.options.generals_never_discarded else set())
    for s, pile in enumerate(state.discards):
        bad = sorted({CODES[c] for c in pile if c in never})
        if bad:
            raise InvalidPosition(f"seat {s}'s discards hold {' '.join(bad)}, which can never "
                                  "be discarded (cards left over go to the piles: place "
                                  "them in hands or melds, or make the stock bigger)")


def _check_counts(state: FourColor, phase: str, current: int | None, exposer: int) -> None:
    """§6: 20 cards per seat in hand and display; 21 for the seat about to discard."""
    full = -1
    if phase == "discard":
        full = state.dealer if current is None else current
    elif phase == "mulligan":
        full = state.dealer
    for s in range(state.seats):
        held = sum(state.hands[s]) + sum(len(m) - 3 for m in state.melds[s])
        want = 21 if s == full else 20
        if held != want:
            raise InvalidPosition(f"seat {s} holds {held} cards in hand and melds, not {want}")


def _marks(state: FourColor, marks: Sequence[int] | None,
           locked: Mapping[int, Cards] | None) -> None:
    n = state.seats
    if marks is not None:
        if len(marks) != n or any(m < 0 for m in marks):
            raise InvalidPosition("marks: one count per seat")
        state.marks = list(marks)
    if locked is None:
        return
    if not state.options.no_split_dealt_triple and any(locked.values()):
        raise InvalidPosition("locked triples need the option no_split_dealt_triple")
    for s, cards in _per_seat(locked, n, "locked").items():
        held = _cards(cards, f"seat {s}'s locked triples")
        for card in held:
            if state.hands[s][card] != 3:
                raise InvalidPosition(f"seat {s} keeps {CODES[card]} together but does not "
                                      "hold three")
        state.locked[s] = held


def _discard_phase(state: FourColor, current: int | None, opening: bool | None,
                   answers: Mapping[int, str] | None) -> None:
    seat = state.dealer if current is None else current
    if not 0 <= seat < state.seats:
        raise InvalidPosition(f"no seat {seat} to discard")
    if answers:
        raise InvalidPosition("answers belong to a window or the mulligan question")
    if opening is None:
        opening = seat == state.dealer and not any(state.discards)
    if opening and seat != state.dealer:
        raise InvalidPosition("only the dealer makes the opening discard")
    state.phase = "discard"
    state.current = seat
    state.first = opening
    state.melded = not opening


def _mulligan_phase(state: FourColor, answers: Mapping[int, str] | None) -> None:
    if not state.options.mulligan:
        raise InvalidPosition("the mulligan question needs the option mulligan")
    if not any(state.may_mulligan):
        raise InvalidPosition("no hand may call a mulligan (each has a General or a triple)")
    if any(state.discards) or any(m[2] != REVEALED for ms in state.melds for m in ms):
        raise InvalidPosition("the mulligan question comes before any discard or meld")
    state.phase = "mulligan"
    state.waiting = state._mulligan_asked()
    for seat, answer in (answers or {}).items():
        if answer != "keep" or seat not in state.waiting:
            raise InvalidPosition(f"seat {seat} can't have answered {answer!r} (only seats "
                                  "asked say keep; a mulligan redeals at once)")
        state.waiting.remove(seat)
    if not state.waiting:
        raise InvalidPosition("everyone has answered: the question would be over")


def _answer(state: FourColor, answers: Mapping[int, str]) -> None:
    for seat, text in answers.items():
        action = Action.parse(text)
        if seat not in state.waiting:
            if 0 <= seat < state.seats and state.answers[seat] == str(action):
                continue  # an answer the engine gave already (claim_prompt="choices")
            raise InvalidPosition(f"seat {seat} is not asked in this window")
        try:
            state._apply_window(seat, action)
        except IllegalAction as err:
            raise InvalidPosition(f"seat {seat} can't answer {text!r}: {err.reason}") from None
    if not state.waiting:
        raise InvalidPosition("every seat has answered: the window would have closed")


def describe_position(state: FourColor) -> dict[str, Any]:
    """``state`` as ``build`` keywords (see ``FourColor.describe``)."""
    n = state.seats
    hands: dict[int, str] = {}
    melds: dict[int, list[str]] = {}
    for s in range(n):
        counts = list(state.hands[s])
        for m in state.melds[s]:
            if m[2] == REVEALED:
                counts[m[3]] += 4
        hands[s] = " ".join(CODES[c] for c in sort_cards(expand(counts)))
        exposed = [" ".join(CODES[c] for c in m[3:]) for m in state.melds[s]
                   if m[2] != REVEALED]
        if exposed:
            melds[s] = exposed
    out: dict[str, Any] = {
        "hands": hands, "seats": n, "dealer": state.dealer,
        "options": state.options.model_dump(), "seed": state.seed, "melds": melds,
        "discards": {s: " ".join(CODES[c] for c in p) for s, p in enumerate(state.discards)
                     if p},
        "stock": " ".join(CODES[c] for c in reversed(state.stock)),
        "stock_size": len(state.stock), "scores": list(state.scores),
        "deals_done": state.deals_done, "phase": state.phase, "marks": list(state.marks),
        "locked": {s: " ".join(CODES[c] for c in x) for s, x in enumerate(state.locked) if x},
        "history": [dict(e) for e in state.history],
        "next_deals": [dict(p) for p in state.presets],
    }
    if state.phase == "discard":
        out["current"] = state.current
        out["opening"] = state.first
    elif state.phase == "window":
        out["window"] = {"source": state.source, "seat": state.exposer,
                         "card": CODES[state.card]}
        out["answers"] = {s: a for s, a in enumerate(state.answers) if a}
    elif state.phase == "mulligan":
        asked = state._mulligan_asked()
        out["answers"] = {s: "keep" for s in asked if s not in state.waiting}
    return out


def deal_preset(state: FourColor, preset: Mapping[str, Any], deck: list[Card]) -> None:
    """A prearranged deal for tests: ``hands`` (concealed, by seat), optional
    ``dealer``, ``melds`` (exposed melds already on the table, counted in the
    seat's 20/21 cards), ``stock`` (its top cards, top first) and
    ``stock_size``. Cards left over go under the given stock in a seeded
    order; beyond ``stock_size`` they lie dead in the discard piles, so the
    deck is always conserved.
    """
    n = state.seats
    if "dealer" in preset:
        state.dealer = int(preset["dealer"]) % n
    pool = counts_of(deck)

    def take(codes: Sequence[str]) -> list[Card]:
        cards = [parse_card(code) for code in codes]
        for card in cards:
            pool[card] -= 1
            if pool[card] < 0:
                raise ValueError(f"the preset uses too many {CODES[card]}")
        return cards

    hands = [take(h) for h in preset["hands"]]
    if len(hands) != n:
        raise ValueError(f"the preset needs {n} hands")
    for seat, seat_melds in enumerate(preset.get("melds") or [[] for _ in range(n)]):
        for codes in seat_melds:
            cards = sort_cards(take(codes))
            kind = state.rules.classify(cards)
            if kind < 0:
                raise ValueError(f"{' '.join(codes)} is not a meld")
            state.melds[seat].append([kind, EXPOSED_VALUE[kind], EXPOSED, *cards])
    for seat in range(n):
        size = len(hands[seat]) + sum(len(m) - 3 for m in state.melds[seat])
        if size != (21 if seat == state.dealer else 20):
            raise ValueError(f"seat {seat} has {size} cards in the preset")
    state.hands = [counts_of(h) for h in hands]
    top = take(preset.get("stock", []))
    stock = top + shuffled(expand(pool), state.seed, salt=f"preset:{state.deal_no}")
    size = int(preset.get("stock_size", len(stock)))
    for i, card in enumerate(stock[size:]):
        state.discards[i % n].append(card)
    state.stock = stock[:size][::-1]

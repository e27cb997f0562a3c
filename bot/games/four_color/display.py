"""How a Four Color state reads: views, labels, prompts, the table's sections and
records of finished deals. Every word is a catalog message (``four-color.ftl``);
cards are faces (``Face``/``Faces`` of the ``four-color`` deck) and seats ``Seat``.

``View.data`` is for machines: card codes, seat numbers, counts — no display text.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from bot.engine import Action, DealRecord, Faces, Join, Listing, Msg, Seat, Section, Text, View
from bot.engine.text import Arg
from bot.games.four_color.actions import (
    DECLINE_ACT,
    DRAW_ACT,
    QUAD_BIT,
    TRIPLE_BIT,
    TURN_BIT,
    WIN_BIT,
    face,
    faces,
    kind_msg,
    parse_meld,
)
from bot.games.four_color.cards import (
    ADVISOR,
    CANNON,
    CHARIOT,
    CODE_CARD,
    CODES,
    ELEPHANT,
    GENERAL,
    GREEN,
    HORSE,
    JOKER,
    RED,
    SOLDIER,
    CardParseError,
    expand,
    make,
    parse_card,
    sort_cards,
)
from bot.games.four_color.melds import KIND_NAMES, REVEALED

if TYPE_CHECKING:
    from bot.games.four_color.state import FourColor

PILE_SHOWN = 8  # discards shown per seat on the table (the newest)
# What every view rebuilds, made once: a view hands out the same objects each time, so a
# host looking their words up finds them at once (``is``, their hash kept).
_SEATS = tuple(Seat(s) for s in range(4))
_TITLE = {name: Msg(f"fc-section-{name}") for name in (
    "scores", "on-table", "table", "stock", "last-deal")}
_NO_MELDS = Msg("fc-no-melds")
_NO_DISCARDS = Msg("fc-no-discards")


def view_of(state: FourColor, seat: int | None) -> View:
    n = state.seats
    deal = min(state.deals_done + 1, state.options.deals)
    sections = [Section(_TITLE["scores"], _scores(state, deal))]
    if state.phase == "window":
        sections.append(Section(_TITLE["on-table"], _window_text(state, seat)))
    lines: list[Text] = [_seat_line(state, s) for s in range(n)]
    sections.append(Section(_TITLE["table"], Join(lines, "\n")))
    sections.append(Section(_TITLE["stock"], Msg("fc-stock", count=len(state.stock))))
    if state.history:
        sections.append(Section(_TITLE["last-deal"], _last_deal(state.history[-1])))
    hand: list[str] = []
    hand_text: Text = ""
    if seat is not None:
        cards = sort_cards(expand(state.hands[seat]))
        hand = [CODES[c] for c in cards]
        hand_text = Join([faces(cards)], " ")
    return View(game=state.game_id, seat=seat, phase=state.phase, to_act=list(state.to_act()),
                prompt=prompt(state, seat), sections=sections, hand=hand, hand_text=hand_text,
                data=data(state, seat, deal), over=state.phase == "over",
                phase_text=_phase_text(state, deal))


def data(state: FourColor, seat: int | None, deal: int) -> dict[str, Any]:
    """The view as plain data: codes, seat numbers and counts (the common keys of
    every game where Four Color has the concept, then its own)."""
    n = state.seats
    window = None
    discard = None
    if state.phase == "window":
        window = {"card": CODES[state.card], "source": state.source, "exposer": state.exposer,
                  "turn": state.turn, "everyone": state.options.claim_prompt == "everyone"}
        if state.source == "discard":
            discard = {"seat": state.exposer, "card": CODES[state.card]}
    out: dict[str, Any] = {
        "dealer": state.dealer, "scores": list(state.scores),
        "deals_completed": state.deals_done, "deal": deal, "deals": state.options.deals,
        "hand_sizes": [sum(state.hands[s]) for s in range(n)],
        "melds": [{"seat": s, "cards": [CODES[c] for c in m[3:]], "kind": KIND_NAMES[m[0]],
                   "concealed": m[2] == REVEALED, "value": m[1]}
                  for s in range(n) for m in state.melds[s]],
        "discard": discard, "stock": len(state.stock),
        "discards": [[CODES[c] for c in state.discards[s]] for s in range(n)],
        "marks": list(state.marks), "window": window,
        "current": state.current if state.phase == "discard" else None,
    }
    if seat is not None and state.locked[seat]:
        out["locked"] = [CODES[c] for c in state.locked[seat]]
    if state.history:
        out["last"] = state.history[-1]
    return out


def _phase_text(state: FourColor, deal: int) -> Msg:
    phase = state.phase
    if phase == "mulligan":
        return Msg("fc-phase-mulligan", deal=deal)
    if phase == "discard":
        return Msg("fc-phase-opening" if state.first else "fc-phase-discard", deal=deal)
    if phase == "window":
        return Msg("fc-phase-window", deal=deal, card=face(state.card))
    return Msg("fc-phase-over")


def _scores(state: FourColor, deal: int) -> Msg:
    scores = Join([Msg("fc-score", player=_SEATS[s], points=state.scores[s])
                   for s in range(state.seats)], " · ")
    return Msg("fc-scores", scores=scores, deal=deal, deals=state.options.deals,
               dealer=_SEATS[state.dealer])


def _seat_line(state: FourColor, s: int) -> Msg:
    melds: Text = Join([_meld_text(m) for m in state.melds[s]], " ") if state.melds[s] \
        else _NO_MELDS
    pile = state.discards[s]
    discards: Arg
    if not pile:
        discards = _NO_DISCARDS
    elif len(pile) > PILE_SHOWN:
        discards = Join(["…", faces(pile[-PILE_SHOWN:])], " ")
    else:
        discards = faces(pile)
    return Msg("fc-table-seat", player=_SEATS[s], dealer=s == state.dealer,
               hidden=sum(state.hands[s]), melds=melds, discards=discards,
               marks=state.marks[s])


def _meld_text(meld: list[int]) -> Msg:
    return _meld_words(tuple(meld))


@lru_cache(maxsize=4096)
def _meld_words(meld: tuple[int, ...]) -> Msg:
    """A meld in words, the same object for the same meld (every view draws every meld)."""
    cards = faces(meld[3:])  # stored sorted
    return Msg("fc-meld-dealt" if meld[2] == REVEALED else "fc-meld", cards=cards)


def _window_text(state: FourColor, seat: int | None) -> Msg:
    """The open window in public words: the card, who showed it, who may do what.

    It names no claimant: who still has to answer is ``to_act``, which (by
    default) is every seat asked, whatever their hands. Only the turn seat's own
    view may say that drawing is all it can do.
    """
    card, exposer, turn = face(state.card), Seat(state.exposer), Seat(state.turn)
    if state.source == "draw":
        shown = Msg("fc-window-drawn", exposer=exposer, card=card)
    elif seat == state.turn and _only(state, seat, DRAW_ACT):
        shown = Msg("fc-window-discarded-draw-only", exposer=exposer, card=card, turn=turn)
    else:
        shown = Msg("fc-window-discarded", exposer=exposer, card=card, turn=turn)
    who = "fc-window-everyone" if state.options.claim_prompt == "everyone" \
        else "fc-window-claimants"
    return Msg(who, shown=shown)


def _only(state: FourColor, seat: int, action: Action) -> bool:
    return state.legal_actions(seat) == [action]


def prompt(state: FourColor, seat: int | None) -> Text:
    acting = state.to_act()
    if state.phase == "over":
        return state.summary_text()
    if seat is None or seat not in acting:
        if state.phase == "window":
            return Msg("fc-prompt-waiting-answers", card=face(state.card))
        return Msg("fc-prompt-waiting", waiting=Listing(Seat(s) for s in acting))
    if state.phase == "mulligan":
        return Msg("fc-prompt-mulligan" if state.may_mulligan[seat] else "fc-prompt-keep")
    if state.phase == "discard":
        if state.first:
            return Msg("fc-prompt-opening")
        if state._may_declare(seat):
            return Msg("fc-prompt-declare-or-discard")
        return Msg("fc-prompt-discard")
    what = face(state.card)
    bits = state.claims[seat]
    if bits & TURN_BIT:
        win = bool(bits & WIN_BIT)
        if state.source == "draw":
            if _only(state, seat, DECLINE_ACT):
                return Msg("fc-prompt-decline-only", card=what)
            if state._must_keep(state.card):
                return Msg("fc-prompt-drawn-keep", card=what, win=win)
            return Msg("fc-prompt-drawn", card=what, win=win)
        if _only(state, seat, DRAW_ACT):
            return Msg("fc-prompt-draw-only", exposer=Seat(state.exposer), card=what)
        return Msg("fc-prompt-take-or-draw", exposer=Seat(state.exposer), card=what, win=win)
    choices = [Msg(f"fc-claim-{k}") for k, b in (("win", WIN_BIT), ("quad", QUAD_BIT),
                                                 ("triple", TRIPLE_BIT)) if bits & b]
    if not choices:
        return Msg("fc-prompt-pass-only", card=what)
    return Msg("fc-prompt-claim", card=what, choices=Listing(choices, "or"))


def label_of(state: FourColor, action: Action) -> Text:
    kind = action.kind
    card = face(state.card) if state.card >= 0 else ""
    if kind == "discard":
        try:
            return Msg("fc-label-discard", card=face(parse_card(action.arg)))
        except CardParseError:
            return str(action)
    if kind == "meld":
        try:
            cards = parse_meld(action.arg)
        except CardParseError:
            return str(action)
        kind_id = state.rules.classify(list(cards)) if cards else -1
        if kind_id < 0:
            return str(action)
        verb = "fc-label-take" if state.source == "discard" else "fc-label-meld"
        return Msg(verb, card=card, cards=faces(cards), kind=kind_msg(kind_id))
    if kind == "win":
        return Msg("fc-label-win-with", card=card) if state.phase == "window" \
            else Msg("fc-label-declare")
    if kind == "draw":
        return Msg("fc-label-draw" if state.stock else "fc-label-draw-empty")
    if kind in ("quad", "triple", "decline"):
        return Msg(f"fc-label-{kind}", card=card)
    if kind in ("pass", "mulligan", "keep"):
        return Msg(f"fc-label-{kind}")
    return str(action)


def legend_text() -> Msg:
    """The letters, colours and marks of the table, for a host's help."""
    def pair(piece: int) -> Faces:
        return faces([make(RED, piece), make(GREEN, piece)])

    return Msg("fc-legend", general=pair(GENERAL), advisor=pair(ADVISOR),
               elephant=pair(ELEPHANT), chariot=pair(CHARIOT), horse=pair(HORSE),
               cannon=pair(CANNON), soldier=pair(SOLDIER), joker=face(JOKER))


# --- finished deals -------------------------------------------------------------------

def deal_record(entry: dict[str, Any], number: int) -> DealRecord:
    """A history entry (a win or a drawn deal) as a ``DealRecord``: no contract in this
    game, so no declarer; the winner, value and arrangement are in ``detail``."""
    return DealRecord(number=number, declarer=None, contract="", made=None, margin=0,
                      changes=tuple(entry["payments"]), detail=dict(entry))


def _last_deal(entry: dict[str, Any]) -> Msg:
    if entry["outcome"] == "draw":
        return Msg("fc-last-draw")
    if entry["outcome"] == "mulligan":
        return Msg("fc-last-mulligan", player=Seat(entry["seat"]))
    def melds(concealed: bool) -> Text:
        parts = [Msg("fc-meld-winning" if m.get("winning") else "fc-meld",
                     cards=faces([CODE_CARD[c] for c in m["cards"]]))
                 for m in entry["melds"] if (m["state"] == "concealed") == concealed]
        return Join(parts, " ") if parts else Msg("fc-no-melds")

    return Msg("fc-last-win", player=Seat(entry["winner"]), value=entry["value"],
               shown=melds(False), concealed=melds(True))

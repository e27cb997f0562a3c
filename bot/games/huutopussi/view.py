"""What each seat sees of a Huutopussi match, and how the game speaks: views, prompts,
labels and the reasons for a refused card.

Every text is a message of ``bot/i18n/locales/<locale>/huutopussi.ftl`` with its
arguments (seats as ``Seat``, cards as ``Face``/``Faces``, suits as nested messages);
``View.data`` holds the same facts as codes and ints for programs.

The table shows the auction call by call while it runs, then one line (who plays
for what, and the dealer); the trick, the last trick and what each pair has taken
only while cards are played.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from bot.engine import Action, Face, Faces, Join, Listing, Msg, Seat, Section, Text, View
from bot.engine.cards import SUIT_LETTERS, cards_text, sort_hand
from bot.games.huutopussi.rules import (
    BAN_LINE,
    CARD_CODE,
    CODE_TO_CARD,
    DECK,
    MARRIAGE,
    STRENGTH,
    TARGET,
    parse_suit,
)

if TYPE_CHECKING:
    from bot.games.huutopussi.state import Huutopussi

# The pieces every message of the game is made of, made once.
SEATS = tuple(Seat(i) for i in range(4))
TEAMS = tuple(Msg("hp-team", first=SEATS[t], second=SEATS[t + 2]) for t in (0, 1))
SUIT_MSG = tuple(Msg("hp-suit", suit=s) for s in SUIT_LETTERS)
SUIT_TITLE = tuple(Msg("hp-suit-title", suit=s) for s in SUIT_LETTERS)
_SEATS, _TEAMS, _SUIT = SEATS, TEAMS, SUIT_MSG
_PHASE_TEXT = {
    "auction": Msg("hp-phase-auction"),
    "give": Msg("hp-phase-exchange"),
    "return": Msg("hp-phase-exchange"),
    "contract": Msg("hp-phase-contract"),
    "play": Msg("hp-phase-play"),
    "answer": Msg("hp-phase-answer"),
    "over": Msg("hp-phase-over"),
}
_PLAYING = ("play", "answer")
# ... and the pieces rebuilt at every move made once too, so that a view hands out the same
# objects each time: a host looking their words up finds them at once (``is``, their hash
# kept) rather than comparing an equal new one part by part.
_FACE = {c: Face(c) for c in DECK}
_TRICK_ENTRY = {(s, c): Msg("hp-trick-entry", player=SEATS[s], card=_FACE[c])
                for s in range(4) for c in DECK}
_TITLE = {name: Msg(f"hp-section-{name}") for name in (
    "scores", "auction", "contract", "trumps", "last-trick", "taken", "exchange", "last-deal")}
_TRICK_EMPTY = Msg("hp-trick-empty")


def signed(x: int) -> str:
    """A score change as people write it: ``+100``, ``-80``, ``0``."""
    return f"{x:+d}" if x else "0"


def _plays(leader: int, cards: Sequence[int]) -> list[tuple[int, int]]:
    return [((leader + i) & 3, c) for i, c in enumerate(cards)]


def _plays_text(plays: Sequence[tuple[int, int]]) -> Join:
    return Join((_TRICK_ENTRY[play] for play in plays), " · ")


def build(g: Huutopussi, seat: int | None) -> View:
    """The view of ``seat`` (None: the public view)."""
    sections = _sections(g, seat)
    hand = sort_hand(g.hands[seat], STRENGTH[g.options.rank_order]) if seat is not None else []
    return View(
        game=g.game_id, seat=seat, phase=g.phase, phase_text=_PHASE_TEXT[g.phase],
        to_act=list(g.to_act()), prompt=prompt(g, seat), sections=sections,
        hand=[CARD_CODE[c] for c in hand], hand_text=cards_text(hand),
        data=data(g, seat), over=g.phase == "over")


def _sections(g: Huutopussi, seat: int | None) -> list[Section]:
    opt = g.options
    out = [Section(_TITLE["scores"], Msg(
        "hp-scores", team0=_TEAMS[0], score0=g.scores[0], team1=_TEAMS[1], score1=g.scores[1],
        exceed="yes" if opt.win_condition == "exceed" else "no", target=TARGET))]
    dealer = _SEATS[g.dealer]
    d = g.declarer
    if g.phase == "auction":
        calls = [Msg("hp-call-bid", player=_SEATS[s], value=v) if v
                 else Msg("hp-call-pass", player=_SEATS[s]) for s, v in g.calls]
        body: Text = (Msg("hp-auction-calls", dealer=dealer, calls=Join(calls, " · ")) if calls
                      else Msg("hp-auction-no-calls", dealer=dealer))
        out.append(Section(_TITLE["auction"], body))
    elif d >= 0:
        if not g.contract_set:
            body = Msg("hp-contract-pending", declarer=_SEATS[d], bid=g.bid, dealer=dealer)
        elif g.contract == g.bid:
            body = Msg("hp-contract-kept", team=_TEAMS[d & 1], contract=g.contract, dealer=dealer)
        else:
            body = Msg("hp-contract-raised", team=_TEAMS[d & 1], contract=g.contract, bid=g.bid,
                       dealer=dealer)
        out.append(Section(_TITLE["contract"], body))
    elif g.phase in _PLAYING:
        out.append(Section(_TITLE["contract"], Msg("hp-contract-none", dealer=dealer)))
    if g.phase in _PLAYING:
        out.extend(_play_sections(g))
    exchange = _exchange_section(g, seat)
    if exchange is not None:
        out.append(exchange)
    if g.deal_log:  # the last row only: ``history`` rebuilds every deal
        row = g.deal_log[-1]
        bonus = [opt.last_trick_bonus if row[6] == t else 0 for t in (0, 1)]
        totals = [row[4 + t] + row[7 + t] + bonus[t] for t in (0, 1)]
        out.append(Section(_TITLE["last-deal"], Msg(
            "hp-last-deal", team0=_TEAMS[0], total0=totals[0], team1=_TEAMS[1],
            total1=totals[1], change0=signed(row[10]), change1=signed(row[11]))))
    return out


def _play_sections(g: Huutopussi) -> list[Section]:
    trumps: list[Text] = [Msg("hp-trumps-suit", suit=_SUIT[g.trump]) if g.trump >= 0
                          else Msg("hp-trumps-none")]
    if g.marriages:
        trumps.append(Msg("hp-trumps-marriages", marriages=Listing(
            Msg("hp-marriage-entry", player=_SEATS[s], suit=_SUIT[suit], value=v)
            for s, suit, v in g.marriages)))
    out = [Section(_TITLE["trumps"], Join(trumps, " "))]
    plays = _plays(g.leader, g.trick)
    out.append(Section(Msg("hp-section-trick", number=g.trick_no + 1),
                       _plays_text(plays) if plays else _TRICK_EMPTY))
    if g.last_trick:
        w = (g.last_leader + g.winning(g.last_trick)) & 3
        out.append(Section(_TITLE["last-trick"], Msg(
            "hp-last-trick", plays=_plays_text(_plays(g.last_leader, g.last_trick)),
            winner=_SEATS[w])))
    taken = [g.tricks_won[t] + g.tricks_won[t + 2] for t in (0, 1)]
    out.append(Section(_TITLE["taken"], Join(
        (Msg("hp-taken-team", team=_TEAMS[t], points=g.card_points[t], tricks=taken[t])
         for t in (0, 1)), " · ")))
    return out


def _in_pair(g: Huutopussi, seat: int | None) -> bool:
    """Is ``seat`` one of the declaring pair (who may see their own exchange)?"""
    return seat is not None and g.declarer >= 0 and (seat & 1) == (g.declarer & 1)


def _exchange_section(g: Huutopussi, seat: int | None) -> Section | None:
    if not _in_pair(g, seat):
        return None
    d = g.declarer
    parts: list[Text] = []
    if g.given:
        parts.append(Msg("hp-exchange-gave", partner=_SEATS[d ^ 2], cards=Faces(g.given)))
    if g.returned:
        parts.append(Msg("hp-exchange-returned", declarer=_SEATS[d], cards=Faces(g.returned)))
    if g.selected and seat == g.turn:
        parts.append(Msg("hp-exchange-chosen", cards=Faces(g.selected), left=g.left_to_pick()))
    return Section(_TITLE["exchange"], Join(parts, " ")) if parts else None


def data(g: Huutopussi, seat: int | None) -> dict[str, Any]:
    """The view as machine-readable facts: codes, ints, booleans (no display text)."""
    d = g.declarer
    playing = g.phase in _PLAYING
    last_winner = ((g.last_leader + g.winning(g.last_trick)) & 3) if g.last_trick else None
    out: dict[str, Any] = {
        "phase": g.phase, "dealer": g.dealer, "teams": [[0, 2], [1, 3]],
        "scores": list(g.scores), "target": TARGET,
        "turn": g.turn if g.phase != "over" else None,
        "calls": [{"seat": s, "bid": v or None} for s, v in g.calls],
        "high_bid": g.high_bid or None, "declarer": d if d >= 0 else None,
        "bid": g.bid or None,
        "contract": {"seat": d, "code": str(g.contract), "value": g.contract, "bid": g.bid}
        if d >= 0 and g.contract_set else None,
        "trump": SUIT_LETTERS[g.trump] if g.trump >= 0 else ("NT" if playing else None),
        "marriages": [{"seat": s, "suit": SUIT_LETTERS[suit], "value": v}
                      for s, suit, v in g.marriages],
        "trick": [{"seat": s, "card": CARD_CODE[c]} for s, c in _plays(g.leader, g.trick)],
        "last_trick": [{"seat": s, "card": CARD_CODE[c]}
                       for s, c in _plays(g.last_leader, g.last_trick)],
        "last_trick_winner": last_winner,
        "tricks_done": g.trick_no, "tricks_won": list(g.tricks_won),
        "card_points": list(g.card_points), "marriage_points": list(g.marriage_points),
        "hand_sizes": [len(h) for h in g.hands],
        "window": g.window if g.window >= 0 else None,
        "deals_completed": g.deals_done,
    }
    if _in_pair(g, seat):
        exchange: dict[str, Any] = {}
        if g.given:
            exchange["given"] = [CARD_CODE[c] for c in g.given]
        if g.returned:
            exchange["returned"] = [CARD_CODE[c] for c in g.returned]
        if g.selected and seat == g.turn:
            exchange["selected"] = [CARD_CODE[c] for c in g.selected]
        if exchange:
            out["exchange"] = exchange
    return out


def prompt(g: Huutopussi, seat: int | None) -> Text:
    if g.phase == "over":
        return Msg("hp-prompt-over", team=_TEAMS[g.winner_team])
    if seat is None or seat != g.turn:
        return Msg("hp-prompt-waiting", player=_SEATS[g.turn])
    return hint(g, seat)


def hint(g: Huutopussi, seat: int) -> Text:
    """What ``seat`` should do now, with an example drawn from its own choices.

    Examples are what a player types or sees (``60``, ``A♠``), not action codes:
    the terminal and the Discord commands both read those.
    """
    phase = g.phase
    opt = g.options
    if phase == "auction":
        low = max(opt.min_bid, g.high_bid + 5)
        if g.banned(seat):
            msg = (Msg("hp-hint-auction-open-banned", line=BAN_LINE, low=opt.min_bid)
                   if g.opening_forced() else Msg("hp-hint-auction-pass"))
        elif low > opt.max_bid:
            msg = Msg("hp-hint-auction-pass")
        elif g.opening_forced():
            msg = Msg("hp-hint-auction-open", low=low)
        else:
            msg = Msg("hp-hint-auction-bid", low=low)
        return Join((msg, Msg("hp-hint-redeal")), " ") if g.can_redeal[seat] else msg
    if phase in ("give", "return"):
        return Msg(f"hp-hint-{phase}", left=g.left_to_pick(), example=example_card(g, seat))
    if phase == "contract":
        return Msg("hp-hint-contract", bid=g.bid, max=opt.max_bid)
    if phase == "answer":
        return Msg("hp-hint-answer", suits=Listing((_SUIT[s] for s in g.answer_suits), "or"))
    if phase == "play":
        example = example_card(g, seat)
        if g.window == seat and g._declarations(seat):
            return Msg("hp-hint-window", example=example)
        return Msg("hp-hint-play", example=example)
    return Msg("hp-prompt-waiting", player=_SEATS[g.turn])


def example_card(g: Huutopussi, seat: int) -> Face | str:
    """A card ``seat`` could name now: a legal card in play, a free card in the exchange."""
    hand = g.hands[seat]
    if g.phase == "play" and seat == g.turn:
        cards = g._legal_now(seat)
    else:
        cards = [c for c in hand if c not in g.selected]
    cards = cards or hand
    return Face(cards[0]) if cards else "A♠"


def label(g: Huutopussi, action: Action) -> Text:
    """An action as people read it (the same object for the same action and marriage
    values: an auction's 79 labels are rebuilt for every view of it)."""
    return _label(action, g.options.marriage_values)


@lru_cache(maxsize=1024)
def _label(action: Action, marriage_values: str) -> Text:
    kind, arg = action.kind, action.arg
    if kind in ("play", "give", "return"):
        card = CODE_TO_CARD.get(arg.upper())
        if card is not None:
            return Msg(f"hp-label-{kind}", card=_FACE[card])
    if kind in ("bid", "contract") and arg.isdigit():
        return Msg(f"hp-label-{kind}", value=int(arg))
    if kind in ("pass", "redeal") and not arg:
        return Msg(f"hp-label-{kind}")
    suit = parse_suit(arg) if arg else None
    if kind == "ask" and not arg:
        return Msg("hp-label-ask")
    if suit is not None:
        if kind == "marriage":
            value = MARRIAGE[marriage_values][suit]
            return Msg("hp-label-marriage", suit=_SUIT[suit], value=value)
        if kind == "ask":
            return Msg("hp-label-ask-half", suit=_SUIT[suit])
        if kind == "answer":
            return Msg("hp-label-answer", suit=_SUIT[suit])
    return str(action)


def why_illegal(g: Huutopussi, seat: int, card: int, legal: list[int]) -> Msg:
    """Say which rule of §10.2 forbids ``card`` and what may be played instead."""
    key = STRENGTH[g.options.rank_order]
    options = Faces(sort_hand(legal, key))
    trick = g.trick
    if g.trick_no == 0 and g.options.first_trick_aces and \
            g._first_trick_forced(g.hands[seat], trick) is not None:
        return Msg("hp-reason-first-trick", cards=options)
    if not trick:
        return Msg("hp-reason-lead", cards=options)
    led = trick[0] & 3
    w = trick[g.winning(trick)]
    first = legal[0]
    beating = (first & 3 == w & 3 and key[first >> 2] > key[w >> 2]) or \
        (first & 3 != w & 3 and first & 3 == g.trump)
    if first & 3 == led:
        if beating:
            return Msg("hp-reason-follow-and-beat", suit=_SUIT[led], card=Face(w), cards=options)
        return Msg("hp-reason-follow", suit=_SUIT[led], cards=options)
    if first & 3 == g.trump:
        if beating and w & 3 == g.trump:
            return Msg("hp-reason-overtrump", suit=_SUIT[led], card=Face(w), cards=options)
        return Msg("hp-reason-trump", suit=_SUIT[led], cards=options)
    return Msg("hp-reason-play-one-of", cards=options)

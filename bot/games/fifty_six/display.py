"""How a Fifty-Six table looks to one seat: its view (sections, prompt, data) and labels.

Everything here reads the state and builds messages (``texts``) and plain data; nothing
changes the state. Sections show what matters now: the draw for dealer during the first
auction, the auction call by call while it is on and on one line once play has begun
(the cards the bids announced still shown), the contract, the trick and the last trick.
``View.data`` is machine-readable throughout: cards as codes, seats as ints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.engine import Action, IllegalAction, Msg, Section, View
from bot.engine.cards import CardParseError, card_code, card_text, cards_text, parse_card
from bot.engine.text import Join, Text
from bot.games.fifty_six import bidding
from bot.games.fifty_six import texts as tx
from bot.games.fifty_six.calls import Meaning, parse_call
from bot.games.fifty_six.rules import (
    MAX_BID,
    MIN_BID,
    PLUS_FORMS,
    STRAIN_LETTERS,
    TARGET,
    sort_hand,
)

if TYPE_CHECKING:
    from bot.games.fifty_six.match import FiftySix


# The sections' titles, made once: a view hands out the same objects each time, so a host
# looking their words up finds them at once (``is``, their hash kept).
_TITLE = {name: Msg(f"fs-section-{name}") for name in (
    "scores", "tables", "table-cards", "draw", "dealer", "auction", "contract", "trick",
    "last-trick", "last-deal")}


def contract_text(state: FiftySix) -> Msg:
    return tx.contract_by(state.amount, tx.strain_of(state.trump), tx.team(state.bidder & 1,
                                                                       state.seats),
                          state.multiplier)

def label(state: FiftySix, action: Action) -> Text:
    if action.kind == "bid":
        try:
            call = parse_call(action.arg)
        except IllegalAction:
            return str(action)
        high = state.high_amount if state.phase == "auction" else 0
        amount = high + call.plus if call.plus else call.amount
        if call.kind != "bid" or not MIN_BID <= amount <= MAX_BID or (
                call.form in PLUS_FORMS and not high):
            return str(action)
        if amount > high and state.phase == "auction":
            return tx.label_bid(bidding.meaning(state, call.form, amount, call.strain))
        return tx.said_as(Meaning(call.form, amount, call.strain, amount - high))
    if action.kind == "play" and action.arg:
        try:
            return card_text(parse_card(action.arg))
        except CardParseError:
            return str(action)
    if not action.arg and action.kind in tx.LABELS:
        return tx.LABELS[action.kind]
    return str(action)

def prompt(state: FiftySix, seat: int | None) -> Text:
    if state.phase == "over":
        return Msg("fs-prompt-over", team=tx.team(state.winner_team, state.seats))
    if seat is None or seat not in state.to_act():
        which = "fs-prompt-wait-call" if state.phase == "auction" else "fs-prompt-wait-play"
        return Msg(which, player=tx.SEATS[state.turn])
    if state.phase == "auction":
        if seat != state.turn:
            return Msg("fs-prompt-redouble-now", bid=bidding.high_name(state),
                       player=tx.SEATS[state.turn])
        return Msg("fs-prompt-call", choices=bidding.choice_list(state, seat))
    if not state.trick:
        if len(state._legal_cards(seat)) == len(state.hands[seat]):
            return Msg("fs-prompt-lead")
        return Msg("fs-prompt-lead-no-trumps")
    led = state.trick[0] & 3
    if any(c & 3 == led for c in state.hands[seat]):
        return Msg("fs-prompt-follow", one=tx.STRAIN_ONE[led])
    return Msg("fs-prompt-void", suit=tx.STRAIN[led])

def view(state: FiftySix, seat: int | None) -> View:
    n = state.seats
    t0, t1 = tx.team(0, n), tx.team(1, n)
    sections: list[Section] = []
    if state.options.match_end == "tables_net":
        sections.append(Section(_TITLE["scores"], Msg(
            "fs-scores-tables", team0=t0, gp0=state.gp[0], team1=t1, gp1=state.gp[1])))
        sections.append(Section(_TITLE["tables"], Msg(
            "fs-tables-left", team0=t0, tables0=state.tables[0], team1=t1,
            tables1=state.tables[1])))
    else:
        sections.append(Section(_TITLE["scores"], Msg(
            "fs-scores", team0=t0, gp0=state.gp[0], team1=t1, gp1=state.gp[1],
            target=TARGET)))
        # Colours as in FS-9: the odd team is black (S, C), the even team red (H, D);
        # each team keeps its own colour left and the other colour it has received.
        sections.append(Section(_TITLE["table-cards"], Msg(
            "fs-table-cards-left", team0=t0, left0=state.tables[0],
            got0=min(state.gp[0], TARGET), team1=t1, left1=state.tables[1],
            got1=min(state.gp[1], TARGET))))
    if state.draws and not state.history and state.phase == "auction":
        sections.append(Section(_TITLE["draw"], tx.draw_rounds(state.draws)))
    if state.phase != "over":
        sections.append(Section(_TITLE["dealer"], Msg(
            "fs-dealer", dealer=tx.SEATS[state.dealer], side=state._side(1),
            first=tx.SEATS[(state.dealer + 1) % n])))
    if state.phase != "over" and state.calls:
        sections.append(Section(_TITLE["auction"], auction_text(state)))
    if state.phase == "play":
        which = "fs-contract-line-all-pass" if state.all_passed else "fs-contract-line"
        sections.append(Section(_TITLE["contract"], Msg(
            which, contract=contract_text(state), points0=state.points[0],
            points1=state.points[1])))
        sections.append(Section(_TITLE["trick"], tx.plays(state.trick, state.leader, n)
                                if state.trick else Msg("fs-to-lead",
                                                       player=tx.SEATS[state.leader])))
        if state.last_trick:
            sections.append(Section(_TITLE["last-trick"], Msg(
                "fs-last-trick", plays=tx.plays(state.last_trick, state.last_leader, n),
                winner=tx.SEATS[state.last_winner])))
    if state.history:
        rec = state.history[-1]
        which = "fs-last-deal-made" if rec.made else "fs-last-deal-failed"
        sections.append(Section(_TITLE["last-deal"], Msg(
            which, bid=tx.bid(rec.amount, rec.strain), multiplier=rec.multiplier,
            points=rec.points[rec.bidder & 1], team=tx.team(rec.scorer, n), gp=rec.gp)))
    hand = sort_hand(state.hands[seat]) if seat is not None and state.phase != "over" \
        else []
    if state.phase == "play":
        done = sum(state.tricks_won)
        phase_text = Msg("fs-phase-play", trick=done + 1,
                         tricks=done + max(len(h) for h in state.hands))
    else:
        phase_text = Msg("fs-phase-auction" if state.phase == "auction" else "fs-phase-over")
    return View(
        game=state.game_id, seat=seat, phase=state.phase, to_act=list(state.to_act()),
        prompt=prompt(state, seat), sections=sections,
        hand=[card_code(c) for c in hand], hand_text=cards_text(hand),
        data=data(state), over=state.phase == "over", phase_text=phase_text)

def auction_text(state: FiftySix) -> Text:
    """The calls: one per line while the auction is on; once play has begun, the bids
    and doubles on one line (the cards they announced still shown)."""
    calls = state.auction()
    if state.phase != "auction":
        brief = [b for c, m in calls if (b := tx.call_brief(c.seat, c.kind, m)) is not None]
        return Join(brief, " · ") if brief else Msg("fs-brief-all-pass")
    lines: list[Text] = [tx.call_line(c.seat, c.kind, m) for c, m in calls]
    if state.doubled:
        lines.append(Msg("fs-auction-redoubled" if state.redoubled else "fs-auction-doubled",
                         bid=bidding.high_name(state)))
    return Join(lines, "\n")

def data(state: FiftySix) -> dict[str, Any]:
    """Public structured state for renderers and computer players: codes and numbers."""
    n = state.seats
    auction = []
    for c, m in state.auction():
        entry: dict[str, Any] = {"seat": c.seat, "call": c.kind}
        if m is not None:
            entry.update(amount=c.amount, strain=STRAIN_LETTERS[c.strain], form=c.form,
                         shows=[card_code(x) for x in m.cards],
                         void=STRAIN_LETTERS[m.void] if m.void >= 0 else None)
        auction.append(entry)
    data: dict[str, Any] = {
        "phase": state.phase, "dealer": state.dealer, "turn": state.turn,
        "direction": state.options.direction,
        "teams": [list(range(t, n, 2)) for t in (0, 1)],
        "scores": list(state.tables if state.options.match_end == "tables_net" else state.gp),
        "game_points": list(state.gp), "tables": list(state.tables),
        "hand_sizes": [len(h) for h in state.hands],
        "deals_completed": len(state.history),
        "auction": auction,
        "high": ({"amount": state.high_amount, "strain": STRAIN_LETTERS[state.high_strain],
                  "seat": state.high_seat} if state.high_amount else None),
        "doubled": state.doubled, "redoubled": state.redoubled,
        "contract": None, "trump": None,
    }
    if state.draws and not state.history:
        data["draw"] = [[{"seat": s, "card": card_code(c)} for s, c in r]
                        for r in state.draws]
    if state.phase == "play":
        data["contract"] = {"seat": state.bidder,
                            "code": f"{state.amount}{STRAIN_LETTERS[tx.strain_of(state.trump)]}",
                            "value": state.amount, "team": state.bidder & 1,
                            "multiplier": state.multiplier, "all_pass": state.all_passed}
        data["trump"] = "NT" if state.trump < 0 else STRAIN_LETTERS[state.trump]
        data["leader"] = state.leader
        data["trick"] = plays_data(state.trick, state.leader, n)
        data["last_trick"] = plays_data(state.last_trick, state.last_leader, n)
        data["last_trick_winner"] = state.last_winner if state.last_trick else None
        data["card_points"] = list(state.points)
        data["tricks_won"] = list(state.tricks_won)
    if state.history:
        rec = state.deal_records()[-1]
        data["last_deal"] = {"declarer": rec.declarer, "contract": rec.contract,
                             "made": rec.made, "margin": rec.margin,
                             "changes": list(rec.changes), **rec.detail}
    return data


def plays_data(cards: Sequence[int], leader: int, seats: int) -> list[dict[str, Any]]:
    return [{"seat": (leader + i) % seats, "card": card_code(c)} for i, c in enumerate(cards)]

"""What each seat sees of a Prefa match: sections and a prompt as messages, data as codes.

``View.data`` is machine-readable: seats as ints, cards and contracts as codes
(``10S``, ``7NT``), phases, calls and modes as code words, and the last finished deal
as its record (the same dict ``Prefa.deal_records`` reads). The kitty and the
declarer's discards are in the declarer's own view only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from bot.engine.cards import card_code
from bot.engine.game import Section, View
from bot.engine.text import Join, Msg, Text
from bot.games.prefa import text as tx
from bot.games.prefa.rules import (
    CONTRACTS,
    DENOM,
    GAME_VALUE,
    HAND_KEY,
    L_AFTER_PASS,
    L_AFTER_PLAY,
    LEVEL,
    R_FIRST,
    R_REENTRY,
    R_SECOND,
    TOP,
    TRUMP,
    trick_winner,
)
from bot.games.prefa.scoring import as_record, plain_copy

if TYPE_CHECKING:
    from bot.games.prefa.game import Prefa


# The sections' titles, made once: a view hands out the same objects each time, so a host
# looking their words up finds them at once (``is``, their hash kept).
_TITLE = {name: Msg(f"pf-section-{name}") for name in (
    "pots", "chips", "dealer", "auction", "contract", "defence", "kitty", "trick", "last-trick",
    "tricks", "last-deal")}


def build_view(st: Prefa, seat: int | None) -> View:
    own = seat is not None and 0 <= seat < 3
    hand = st.hands[seat] if own and seat is not None else []
    is_declarer = own and seat == st.declarer
    return View(
        game=st.game_id, seat=seat, phase=st.phase, to_act=list(st.to_act()),
        prompt=prompt(st, seat), sections=sections(st, is_declarer),
        hand=[card_code(c) for c in hand], hand_text=tx.cards(hand),
        data=data(st, is_declarer), over=st.phase == "over", phase_text=tx.PHASE_MSG[st.phase])


def sections(st: Prefa, is_declarer: bool) -> list[Section]:
    out = [
        Section(_TITLE["pots"], tx.seat_list(st.pots)),
        Section(_TITLE["chips"], tx.seat_list([tx.signed(c) for c in st.chips])),
        Section(_TITLE["dealer"], Join((tx.SEAT[st.dealer],), "")),
    ]
    if st.auction:
        out.append(Section(_TITLE["auction"], Join(
            (Msg("pf-seat-with", player=tx.SEAT[call["seat"]], what=_call_msg(call))
             for call in auction_calls(st.auction)), ", ")))
    if st.declarer >= 0:
        won: Msg
        if st.contract >= 0:
            won = Msg("pf-contract-named", player=tx.SEAT[st.declarer],
                      bid=tx.contract_msg(st.bid), contract=tx.contract_msg(st.contract),
                      value=GAME_VALUE[st.contract])
        else:
            won = Msg("pf-contract-won", player=tx.SEAT[st.declarer],
                      bid=tx.contract_msg(st.bid))
        out.append(Section(_TITLE["contract"], won))
    if st.defence:
        out.append(Section(_TITLE["defence"], Join(
            (Msg("pf-seat-with", player=tx.SEAT[call["seat"]], what=tx.CALL_MSG[call["call"]])
             for call in defence_calls(st.defence)), ", ")))
    if is_declarer and st.took:
        out.append(Section(_TITLE["kitty"],
                           tx.kitty_text(sorted(st.took, key=HAND_KEY), st.discards)))
    if st.phase == "play":
        out.append(Section(_TITLE["trick"], tx.plays(st.trick_seats, st.trick)))
    if st.last_trick:
        out.append(Section(_TITLE["last-trick"],
                           tx.plays(st.last_trick_seats, st.last_trick)))
    if st.phase == "play" or st.mode:
        out.append(Section(_TITLE["tricks"], tx.seat_list(
            st.tricks, [s for s in range(3) if st.in_play[s]])))
    if st.records:
        out.append(Section(_TITLE["last-deal"],
                           Join(tx.deal_lines(as_record(st.records[-1])), " ")))
    return out


def _call_msg(call: dict[str, Any]) -> Msg:
    if call["call"] == "bid":
        return tx.contract_msg(CONTRACTS.index(call["contract"]))
    return tx.CALL_MSG[call["call"]]


def auction_calls(entries: Sequence[str]) -> list[dict[str, Any]]:
    """The auction as data: ``{"seat", "call": "pass"|"same"|"bid", "contract"}``, the
    contract (a code) being the one bid or taken over (none for a pass)."""
    out: list[dict[str, Any]] = []
    current = ""
    for entry in entries:
        seat, _, call = entry.partition(":")
        if call == "pass":
            out.append({"seat": int(seat), "call": "pass"})
            continue
        if call != "same":
            current = CONTRACTS[int(call)]
        out.append({"seat": int(seat), "call": "same" if call == "same" else "bid",
                    "contract": current})
    return out


def defence_calls(entries: Sequence[str]) -> list[dict[str, Any]]:
    return [{"seat": int(seat), "call": call}
            for seat, _, call in (e.partition(":") for e in entries)]


def _plays(seats: Sequence[int], cards: Sequence[int]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": card_code(c)} for s, c in zip(seats, cards, strict=True)]


def data(st: Prefa, is_declarer: bool) -> dict[str, Any]:
    contract = None
    if st.contract >= 0:
        contract = {"seat": st.declarer, "code": CONTRACTS[st.contract],
                    "value": GAME_VALUE[st.contract], "tricks": LEVEL[st.contract],
                    "bid": CONTRACTS[st.bid]}
    last_winner = None
    if st.last_trick:
        best = trick_winner(st.last_trick, TRUMP[st.contract])
        last_winner = st.last_trick_seats[best]
    out: dict[str, Any] = {
        "dealer": st.dealer,
        "forehand": (st.dealer + 1) % 3,
        "pots": list(st.pots),
        "chips": list(st.chips),
        "scores": list(st.chips),
        "auction": auction_calls(st.auction),
        "current": CONTRACTS[st.current] if st.current >= 0 else None,
        "holder": st.holder if st.holder >= 0 else None,
        "passed": list(st.passed),
        "declarer": st.declarer if st.declarer >= 0 else None,
        "bid": CONTRACTS[st.bid] if st.bid >= 0 else None,
        "contract": contract,
        "trump": DENOM[st.contract] if st.contract >= 0 else None,
        "defence": defence_calls(st.defence),
        "mode": st.mode or None,
        "active": st.active if st.active >= 0 else None,
        "other": st.other if st.other >= 0 else None,
        "in_play": list(st.in_play),
        "trick": _plays(st.trick_seats, st.trick),
        "last_trick": _plays(st.last_trick_seats, st.last_trick),
        "last_trick_winner": last_winner,
        "tricks": list(st.tricks),
        "played": [card_code(c) for c in st.played],
        "hand_sizes": [len(h) for h in st.hands],
        "deals_completed": st.completed,
        "throw_ins": st.throw_ins,
        "last_deal": plain_copy(st.records[-1]) if st.records else None,
    }
    if is_declarer:
        out["kitty"] = [card_code(c) for c in sorted(st.took, key=HAND_KEY)]
        out["discards"] = [card_code(c) for c in st.discards]
    return out


# --- prompts ---------------------------------------------------------------------------

def prompt(st: Prefa, seat: int | None) -> Text:
    if st.phase == "over":
        result = st.result()
        return result.summary if result else ""
    acting = st.to_act()
    if seat is None or seat not in acting:
        return Msg("pf-prompt-waiting", player=tx.SEAT[acting[0]])
    return hint(st, seat)


def hint(st: Prefa, seat: int) -> Text:
    """One sentence telling ``seat`` what to do now."""
    phase = st.phase
    if seat not in st.to_act():
        return st.not_your_turn(seat)
    if phase == "auction":
        if st.current < 0:
            return Msg("pf-hint-open", low=tx.contract_msg(0), high=tx.contract_msg(TOP))
        if st._above(seat):
            return Msg("pf-hint-same", contract=tx.contract_msg(st.current))
        if st.current < TOP:
            return Msg("pf-hint-next", contract=tx.contract_msg(st.current + 1))
        return Msg("pf-hint-top", contract=tx.contract_msg(TOP))
    if phase == "discard":
        return Msg("pf-hint-discard", left=2 - len(st.discards))
    if phase == "contract":
        return Msg("pf-hint-contract", contract=tx.contract_msg(st.bid))
    if phase == "defend":
        other = tx.SEAT[3 - seat - st.declarer]
        if st.step == R_FIRST:
            return Msg("pf-hint-r-first", contract=tx.contract_msg(st.contract))
        step_id = {L_AFTER_PLAY: "pf-hint-l-after-play", R_SECOND: "pf-hint-r-second",
                   L_AFTER_PASS: "pf-hint-l-after-pass", R_REENTRY: "pf-hint-r-reentry"}
        return Msg(step_id[st.step], other=other)
    if not st.trick:
        return Msg("pf-hint-lead")
    led = st.trick[0] & 3
    if any(c & 3 == led for c in st.hands[seat]):
        return Msg("pf-hint-follow", suit=tx.suit_symbol(led))
    trump = TRUMP[st.contract]
    if trump >= 0 and any(c & 3 == trump for c in st.hands[seat]):
        return Msg("pf-hint-trump", led=Msg("pf-suit-many", suit=tx.suit_letter(led)),
                   trump=tx.suit_symbol(trump))
    return Msg("pf-hint-any")

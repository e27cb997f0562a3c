"""Scoring a deal (§12 with the §15 options), the end of the match (§13), and the record
every finished deal leaves.

Functions over the match state; ``Huutopussi`` calls ``score_deal`` after trick 9.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.engine import DealRecord, Event, Join, Msg, Text
from bot.games.huutopussi.rules import TARGET, round5
from bot.games.huutopussi.view import SEATS, TEAMS, signed

if TYPE_CHECKING:
    from bot.games.huutopussi.state import Huutopussi


def score_deal(g: Huutopussi) -> list[Event]:
    """§12, with the §15 scoring options (porvoo: see ``HuutopussiOptions``)."""
    opt = g._o
    totals = [g.card_points[t] + g.marriage_points[t] for t in (0, 1)]
    d = g.declarer
    delta = [0, 0]
    made: bool | None = None
    text: Text
    if d < 0:
        delta = list(totals)
        text = Msg("hp-event-no-contract", team0=TEAMS[0], total0=totals[0], team1=TEAMS[1],
                   total1=totals[1])
    else:
        dt, ot = d & 1, 1 - (d & 1)
        reached = totals[dt] >= g.contract
        if reached:
            delta[dt] = g.contract
        else:
            delta[dt] = -(g.contract if opt.failure_penalty == "contract" else g.bid)
        if not reached or opt.opponents_score == "always":
            o = totals[ot]
            delta[ot] = round5(o) if opt.opponent_rounding else o
        porvoo = opt.no_trick_penalty == "porvoo"
        others_blank = porvoo and g.tricks_won[ot] + g.tricks_won[ot + 2] == 0
        declarer_blank = porvoo and g.tricks_won[d] == 0
        if others_blank:
            delta[ot] = -g.bid
        if declarer_blank:
            delta[dt] = -2 * g.bid
        made = reached and not declarer_blank
        args: dict[str, Any] = {"team": TEAMS[dt], "contract": g.contract,
                                "total": totals[dt], "change": signed(delta[dt])}
        if declarer_blank:
            ours = Msg("hp-event-declarer-no-trick", declarer=SEATS[d], **args)
        else:
            ours = Msg("hp-event-made" if made else "hp-event-failed", **args)
        if others_blank:
            theirs = Msg("hp-event-others-no-trick", team=TEAMS[ot], change=signed(delta[ot]))
        elif delta[ot]:
            theirs = Msg("hp-event-others-score", team=TEAMS[ot], change=signed(delta[ot]))
        else:
            theirs = Msg("hp-event-others-nothing", team=TEAMS[ot])
        text = Join((ours, theirs), " ")
    g.scores[0] += delta[0]
    g.scores[1] += delta[1]
    bonus = [opt.last_trick_bonus if g.last_trick_team == t else 0 for t in (0, 1)]
    g.deal_log.append([
        g.dealer, d, g.bid, g.contract,
        g.card_points[0] - bonus[0], g.card_points[1] - bonus[1],
        g.last_trick_team, g.marriage_points[0], g.marriage_points[1],
        -1 if made is None else int(made), delta[0], delta[1]])
    g.deals_done += 1
    events = [Event("score", text)]
    winner = match_winner(g)
    if winner >= 0:
        g.winner_team = winner
        g.phase = "over"
        g.is_over = True
        g.window = -1
        events.append(Event("match", Msg("hp-event-match", team=TEAMS[winner],
                                         score=g.scores[winner],
                                         other=g.scores[1 - winner])))
        return events
    g.dealer = (g.dealer + 1) & 3
    g._deal()
    events.append(_DEAL_EVENTS[g.dealer])
    return events


# "Ann deals; Ben calls first." for each dealer (made once: every deal ends with one)
_DEAL_EVENTS = tuple(Event("deal", Msg("hp-event-deal", dealer=SEATS[d], first=SEATS[(d + 1) & 3]))
                     for d in range(4))


def match_winner(g: Huutopussi) -> int:
    """§13, and ``win_tiebreak`` of §15 when both teams cross the line together."""
    exceed = g._o.win_condition == "exceed"
    over = [t for t in (0, 1) if (g.scores[t] > TARGET if exceed
                                  else g.scores[t] >= TARGET)]
    if not over:
        return -1
    if len(over) == 1:
        return over[0]
    a, b = g.scores
    if a != b:
        return 0 if a > b else 1
    if g.declarer >= 0:
        return g.declarer & 1
    return (g.dealer + 1) & 1  # no contract: the pair that led


def history(g: Huutopussi) -> list[dict[str, Any]]:
    """Every finished deal: who declared, card points (without the last-trick
    bonus), who won the last trick, marriage points, totals, result and scores."""
    out: list[dict[str, Any]] = []
    bonus = g.options.last_trick_bonus
    scores = [0, 0]
    for i, row in enumerate(g.deal_log):
        dealer, declarer, bid, contract, cp0, cp1, last, mp0, mp1, made, d0, d1 = row[:12]
        cards = [cp0, cp1]
        marriage = [mp0, mp1]
        scores = [scores[0] + d0, scores[1] + d1]
        out.append({
            "deal": i + 1, "dealer": dealer, "declarer": declarer, "bid": bid,
            "contract": contract, "card_points": cards, "last_trick_team": last,
            "marriage_points": marriage,
            "totals": [cards[t] + marriage[t] + (bonus if last == t else 0) for t in (0, 1)],
            "made": None if made < 0 else bool(made), "delta": [d0, d1],
            "scores": scores})
    return out


def deal_records(g: Huutopussi) -> list[DealRecord]:
    """Every finished deal as data. ``margin``: the declaring pair's total minus the
    contract; ``detail``: the bid, the dealer, points per team (cards without the
    last trick, the last trick's team, marriages, totals) and, with
    ``no_trick_penalty=porvoo``, which side's blank cost it (``penalty``)."""
    out = []
    porvoo = g.options.no_trick_penalty == "porvoo"
    for h in g.history:
        d = h["declarer"]
        detail: dict[str, Any] = {
            "dealer": h["dealer"], "bid": h["bid"], "card_points": h["card_points"],
            "last_trick_team": h["last_trick_team"],
            "marriage_points": h["marriage_points"], "totals": h["totals"]}
        if d < 0:
            out.append(DealRecord(h["deal"], None, "", None, 0, tuple(h["delta"]), detail))
            continue
        dt = d & 1
        penalties = []
        if porvoo and h["delta"][dt] == -2 * h["bid"]:
            penalties.append("declarer_no_trick")
        if porvoo and h["bid"] and h["delta"][1 - dt] == -h["bid"]:
            penalties.append("opponents_no_trick")
        if penalties:
            detail["penalty"] = penalties
        out.append(DealRecord(h["deal"], d, str(h["contract"]), h["made"],
                              h["totals"][dt] - h["contract"], tuple(h["delta"]), detail))
    return out

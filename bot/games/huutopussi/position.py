"""``Huutopussi.position``: a match standing at a described position, checked.

Tests and tools name the position they mean (like a chess FEN) instead of the moves
that reach it, and an impossible description fails loudly with ``InvalidPosition``.
Two kinds of position:

- ``phase="auction"``: the four hands as dealt (9 cards each, the whole pack), the
  dealer, the scores and the calls so far, which are replayed through the real
  auction (so every call is checked as the game checks it).
- ``phase="play"`` (the default): the cards still held, the trick on the table, what
  each seat has won, the contract, the marriages so far. Seats left out of ``hands``
  are filled from the cards nobody holds, in pack order, with cards that keep every
  card of the current trick legal; what is left went to the won piles.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine import IllegalAction, InvalidPosition
from bot.engine.cards import KING, QUEEN, CardParseError, card_code, make, parse_card
from bot.games.huutopussi.rules import (
    CARD_POINTS,
    DECK,
    MARRIAGE,
    TRICKS,
    HuutopussiOptions,
    parse_suit,
)
from bot.games.huutopussi.scoring import match_winner

if TYPE_CHECKING:
    from bot.games.huutopussi.state import Huutopussi

H = TypeVar("H", bound="Huutopussi")
Cards = str | Sequence[str]
NAMES = ("North", "East", "South", "West")  # not for players: the diagram's seats
_SUIT_HANDS = [[card_code(c) for c in DECK[i * 9:(i + 1) * 9]] for i in range(4)]


def _cards(text: Cards, what: str) -> list[int]:
    codes = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    out = []
    for code in codes:
        try:
            card = parse_card(code)
        except CardParseError:
            raise InvalidPosition(f"{what}: {code!r} is not a card") from None
        if card not in DECK:
            raise InvalidPosition(f"{what}: {code} is not in the 36-card pack")
        out.append(card)
    return out


def _seat_map(value: Mapping[int, Cards] | Sequence[Cards] | None, what: str
              ) -> dict[int, list[int]]:
    if value is None:
        return {}
    items = value.items() if isinstance(value, Mapping) else enumerate(value)
    out = {}
    for seat, text in items:
        if seat not in range(4):
            raise InvalidPosition(f"{what}: there is no seat {seat}")
        out[seat] = _cards(text, f"{what} of {NAMES[seat]}")
    return out


def build(cls: type[H], hands: Mapping[int, Cards] | Sequence[Cards], *,
          phase: str = "play", dealer: int | None = None, scores: Sequence[int] = (0, 0),
          declarer: int | None = 0, bid: int | None = None, contract: int | None = None,
          calls: Sequence[int] | None = None, leader: int | None = None, trick: Cards = "",
          last_trick: Cards = "", last_leader: int | None = None,
          won: Mapping[int, Cards] | Sequence[Cards] | None = None,
          marriages: Sequence[tuple[int, str]] = (), asked: Mapping[int, int] | None = None,
          window: bool = False, exchange: tuple[Cards, Cards] | None = None,
          tricks_done: int | None = None, seed: int = 0,
          options: HuutopussiOptions | dict[str, Any] | None = None, **opts: Any) -> H:
    """Build a position (see the module docstring). Keywords, seats as ints 0–3:

    - ``hands``: cards per seat, ``{2: "KH 10H 7H AS"}`` or four entries; codes as
      ``parse_card`` reads them. In play, every seat given must hold as many cards
      as the trick number allows (that number follows from them, or ``tricks_done``).
    - ``options`` or option keywords (``rank_order="ace_ten"``); ``seed`` decides the
      shuffles of the deals to come; ``scores``: the two teams' scores (below the target).
    - ``dealer``: default the seat before the declarer (auction: West, 3).
    - ``calls`` (auction): bids and passes (0) in order from the dealer's left.
    - ``declarer`` (None: everybody passed, needs ``forced_opening=False``), ``bid``
      (default the lowest), ``contract`` (default the bid); ``calls`` for the auction
      that made them (default: the shortest auction that does).
    - ``trick``: the cards on the table from ``leader`` (default: the declarer, who
      leads trick 1); ``last_trick`` with its ``last_leader``: it must have been won
      by ``leader``.
    - ``won``: each seat's won cards, whole tricks (default: every finished trick to
      ``leader``); ``marriages``: ``[(seat, "H"), …]`` in order, the last is trumps;
      ``asked``: the highest declaration kind each seat has used (§11.3: 1 own
      marriage, 2 asked for one, 3 asked for a half; default 1 for those who married);
      ``window``: ``leader`` may declare before leading; ``exchange``: (the 3 cards the
      partner gave, the 3 the declarer returned), as the declaring pair saw them.

    Raises ``InvalidPosition`` saying what is wrong: a card twice or unknown, wrong
    counts, a trick card its player could not have played, a window that cannot be
    open, an auction the rules forbid, a match already won.
    """
    opt = cls.parse_options(options if options is not None else opts)
    if options is not None and opts:
        raise InvalidPosition("give either options or option keywords, not both")
    assert isinstance(opt, HuutopussiOptions)
    if len(scores) != 2:
        raise InvalidPosition("scores: one score per team, two in all")
    if phase == "auction":
        extras = {"trick": trick, "last_trick": last_trick, "won": won, "marriages": marriages,
                  "window": window, "exchange": exchange, "contract": contract, "bid": bid,
                  "leader": leader, "asked": asked, "tricks_done": tricks_done}
        given = [name for name, value in extras.items() if value]
        if given:
            raise InvalidPosition(f"auction: {', '.join(given)} belong to play")
        held = _seat_map(hands, "hands")
        if not held:
            raise InvalidPosition("auction: the four hands as dealt")
        state = _auction(cls, opt, held, 3 if dealer is None else dealer, scores, calls or (),
                         seed)
        state._touched()
        return state
    if phase != "play":
        raise InvalidPosition(f"phase: auction or play, not {phase!r} (the exchange and the "
                              "marriage question are reached by moves from these)")
    held = _seat_map(hands, "hands")
    if declarer is not None and declarer not in range(4):
        raise InvalidPosition(f"declarer: there is no seat {declarer}")
    if dealer is None:
        dealer = (declarer - 1) & 3 if declarer is not None else 3
    first = (dealer + 1) & 3
    lead = leader if leader is not None else (declarer if declarer is not None else first)
    state = _auction(cls, opt, {}, dealer, scores, (), seed)
    _play_auction(state, declarer, bid, calls)
    state.phase = "play"
    if declarer is not None:
        state.contract = state.bid if contract is None else contract
        if state.contract % 5 or not state.bid <= state.contract <= opt.max_bid:
            raise InvalidPosition(f"contract {state.contract}: a multiple of 5 from the bid "
                                  f"{state.bid} to {opt.max_bid}")
        state.contract_set = True
        if exchange is not None:
            given_cards, returned = (_cards(x, "exchange") for x in exchange)
            if len(given_cards) != opt.exchange_count or len(returned) != opt.exchange_count:
                raise InvalidPosition(f"exchange: {opt.exchange_count} cards each way")
            state.given, state.returned = given_cards, returned
    elif contract is not None or exchange is not None:
        raise InvalidPosition("no declarer: no contract and no exchange")
    suits = []
    for seat, letter in marriages:
        suit = parse_suit(letter)
        if suit is None or seat not in range(4):
            raise InvalidPosition(f"marriages: ({seat}, {letter!r}) is not a seat and a suit")
        suits.append(suit)
    state.trump = suits[-1] if suits else -1
    earlier_trump = suits[-2] if len(suits) > 1 else -1
    last = _cards(last_trick, "last trick")  # not for players: InvalidPosition's words
    _deal_out(state, held, lead, _cards(trick, "trick"), last,
              last_leader, _seat_map(won, "won"), tricks_done, first, suits, earlier_trump)
    _marriages(state, marriages, suits, asked or {})
    if window:
        _open_window(state)
    state._touched()
    return state


def _auction(cls: type[H], opt: HuutopussiOptions, hands: dict[int, list[int]], dealer: int,
             scores: Sequence[int], calls: Sequence[int], seed: int) -> H:
    """A deal in its auction: the hands as dealt, then ``calls`` replayed."""
    if dealer not in range(4):
        raise InvalidPosition(f"dealer: there is no seat {dealer}")
    if hands and (len(hands) != 4 or any(len(h) != 9 for h in hands.values())):
        raise InvalidPosition("auction: four hands of 9 cards as dealt")
    codes = [[card_code(c) for c in hands[s]] for s in range(4)] if hands else _SUIT_HANDS
    everything = [c for h in codes for c in h]
    if len(set(everything)) != len(everything):
        twice = sorted({c for c in everything if everything.count(c) > 1})
        raise InvalidPosition(f"hands: {' '.join(twice)} held twice")
    state = cls.new(4, opt, seed, deals=[{"hands": codes, "dealer": dealer}])
    state.scores = [int(x) for x in scores]
    if match_winner(state) >= 0:
        raise InvalidPosition(f"scores {list(scores)}: the match would be over")
    if not hands:  # a scratch deal for checking an auction: nobody may ask for a redeal
        state.can_redeal = [False] * 4
    for value in calls:
        _call(state, value)
        if state.phase != "auction":
            raise InvalidPosition("calls: the auction ended before the last call")
    return state


def _call(state: Huutopussi, value: int) -> None:
    """The seat to call bids ``value`` (0: passes), as the game checks it."""
    try:
        state.apply(state.turn, f"bid:{value}" if value else "pass")
    except IllegalAction as err:
        raise InvalidPosition(f"calls: {NAMES[state.turn]} can't "
                              f"{'bid ' + str(value) if value else 'pass'}: "
                              f"{err.reason}") from None


def _play_auction(state: Huutopussi, declarer: int | None, bid: int | None,
                  calls: Sequence[int] | None) -> None:
    """Replay the auction that makes ``declarer`` win at ``bid`` (or ``calls``)."""
    opt = state.options
    if calls is None:
        value = opt.min_bid if bid is None else bid
        calls = []
        t, bids, passed = state.turn, 0, 0
        while passed < 3 and len(calls) < 12:
            if t == declarer and not bids & (1 << t):
                calls.append(value)
                bids |= 1 << t
            elif declarer is not None and not calls and opt.forced_opening:
                calls.append(opt.min_bid)
                bids |= 1 << t
            else:
                calls.append(0)
                passed += 1
            t = (t + 1) & 3
        if declarer is None:
            calls.append(0)
    for value in calls:
        if state.phase != "auction":
            raise InvalidPosition("calls: the auction ended before the last call")
        _call(state, value)
    if state.phase == "auction":
        raise InvalidPosition("calls: the auction is not over")
    won_by = state.declarer if state.declarer >= 0 else None
    if won_by != declarer or (bid is not None and state.bid != bid):
        raise InvalidPosition(f"the auction makes {_who(won_by)} declarer at {state.bid}, "
                              f"not {_who(declarer)} at {bid}")


def _who(seat: int | None) -> str:
    return "nobody" if seat is None else NAMES[seat]


def _deal_out(state: Huutopussi, held: dict[int, list[int]], leader: int, trick: list[int],
              last: list[int], last_leader: int | None, won: dict[int, list[int]],
              tricks_done: int | None, first: int, suits: Sequence[int],
              earlier_trump: int) -> None:
    """Place every card: hands (filled where not given), the trick, the won piles."""
    if leader not in range(4):
        raise InvalidPosition(f"leader: there is no seat {leader}")
    if len(trick) > 3:
        raise InvalidPosition("trick: at most 3 cards on the table (the 4th ends the trick)")
    placed = [c for h in held.values() for c in h] + trick + last + \
        [c for p in won.values() for c in p]
    if len(set(placed)) != len(placed):
        twice = sorted({card_code(c) for c in placed if placed.count(c) > 1})
        raise InvalidPosition(f"{' '.join(twice)}: placed twice")
    played_now = {(leader + i) & 3 for i in range(len(trick))}
    implied = {s: TRICKS - len(h) - (s in played_now) for s, h in held.items()}
    if tricks_done is not None:
        implied[-1] = tricks_done
    done = set(implied.values())
    if len(done) != 1:
        counts = ", ".join(f"{NAMES[s]} {len(h)}" for s, h in held.items())
        raise InvalidPosition(f"hands: {counts} cards can't all be held at one moment "
                              f"with {len(trick)} on the table")
    (n,) = done
    if not 0 <= n < TRICKS:
        raise InvalidPosition(f"hands: {n} tricks done is not a moment of play")
    if n == 0 and leader != (state.declarer if state.declarer >= 0 else first):
        raise InvalidPosition("leader: trick 1 is led by the declarer (or, with no contract, "
                              "the dealer's left)")
    if bool(last) != (last_leader is not None) or (last and len(last) != 4):
        raise InvalidPosition("last_trick: four cards, with last_leader")
    if last and n == 0:
        raise InvalidPosition("last_trick: no trick is finished yet")
    state.leader, state.trick, state.trick_no = leader, trick, n
    state.turn = (leader + len(trick)) & 3
    hands = [list(held.get(s, [])) for s in range(4)]
    married_gone = {make(r, suit) for suit in suits for r in (KING, QUEEN)}
    free = [c for c in DECK if c not in set(placed)]
    for s in range(4):
        if s in held:
            continue
        need = TRICKS - n - (s in played_now)
        fits = [c for c in free if c not in married_gone and _keeps_trick_legal(state, hands, s, c)]
        if len(fits) < need:
            raise InvalidPosition(f"hands: no {need} free cards fit {NAMES[s]}'s hand")
        hands[s] = fits[:need]
        free = [c for c in free if c not in hands[s]]
    state.hands = hands
    for i, card in enumerate(trick):
        s = (leader + i) & 3
        if not _legal_then(state, hands, s, card, i):
            raise InvalidPosition(f"trick: {NAMES[s]} could not play {card_code(card)} "
                                  "holding the rest of that hand")
    piles = [list(won.get(s, [])) for s in range(4)]
    if free:
        if won:
            raise InvalidPosition(f"won: {' '.join(card_code(c) for c in free)} are nowhere")
        piles[leader].extend(free)
    if last:
        if last_leader is None or last_leader not in range(4):
            raise InvalidPosition(f"last_leader: there is no seat {last_leader}")
        state.last_trick, state.last_leader = last, last_leader
        winners = {(last_leader + state.winning(last)) & 3}
        trump, state.trump = state.trump, earlier_trump  # a marriage may have followed it
        winners.add((last_leader + state.winning(last)) & 3)
        state.trump = trump
        if leader not in winners:
            raise InvalidPosition("last_trick: its winner must lead now")
        piles[leader].extend(last)
    if any(len(p) % 4 for p in piles) or sum(len(p) for p in piles) != 4 * n:
        raise InvalidPosition(f"won: whole tricks, {4 * n} cards in all for {n} tricks")
    state.won = piles
    state.tricks_won = [len(p) // 4 for p in piles]
    points = CARD_POINTS[state.options.card_points]
    state.card_points = [sum(points[c] for s in (t, t + 2) for c in piles[s]) for t in (0, 1)]


def _legal_then(state: Huutopussi, hands: list[list[int]], seat: int, card: int, i: int) -> bool:
    """Could ``seat`` play ``card`` as the ``i``-th card of the trick, holding it and its
    hand now?"""
    trick = state.trick
    saved = state.hands
    state.hands = [h[:] for h in hands]
    state.hands[seat] = hands[seat] + [card]
    state.trick = trick[:i]
    try:
        return card in state._legal_cards(seat)
    finally:
        state.hands, state.trick = saved, trick
        state._win_n = -1


def _keeps_trick_legal(state: Huutopussi, hands: list[list[int]], seat: int, extra: int) -> bool:
    """Filling ``extra`` into ``seat``'s hand leaves its card in the trick legal."""
    for i, card in enumerate(state.trick):
        if (state.leader + i) & 3 == seat:
            trial = [h[:] for h in hands]
            trial[seat] = trial[seat] + [extra]
            return _legal_then(state, trial, seat, card, i)
    return True


def _marriages(state: Huutopussi, marriages: Sequence[tuple[int, str]], suits: Sequence[int],
               asked: Mapping[int, int]) -> None:
    values = MARRIAGE[state.options.marriage_values]
    if len(marriages) > max(0, state.trick_no):
        raise InvalidPosition("marriages: at most one per finished trick")
    done: list[list[int]] = []
    kinds = [0, 0, 0, 0]
    for (seat, letter), suit in zip(marriages, suits, strict=True):
        if any(m[1] == suit for m in done):
            raise InvalidPosition(f"marriages: {letter} married twice")
        pair = {make(KING, suit), make(QUEEN, suit)}
        for other in (seat ^ 1, seat ^ 3):
            if pair & set(state.hands[other]):
                raise InvalidPosition(f"marriages: {NAMES[other]} holds a card of "
                                      f"{NAMES[seat]}'s {letter} marriage")
        done.append([seat, suit, values[suit]])
        kinds[seat] = max(kinds[seat], 1)
    for seat, kind in asked.items():
        if seat not in range(4) or kind not in (0, 1, 2, 3):
            raise InvalidPosition(f"asked: ({seat}, {kind}) is not a seat and a kind 0–3")
        kinds[seat] = kind
    state.marriages = done
    state.marriage_points = [sum(m[2] for m in done if m[0] & 1 == t) for t in (0, 1)]
    state.trump = done[-1][1] if done else -1
    state.shown = [make(r, m[1]) for m in done for r in (KING, QUEEN)]
    state.max_kind = kinds
    rule = state.options.ask_lockouts
    state.ask_barred = [rule == "partner_lock" and kinds[s ^ 2] == 2 for s in range(4)]
    state.half_barred = [rule == "illisoft" and kinds[s ^ 2] == 3 for s in range(4)]
    state._win_n = -1


def _open_window(state: Huutopussi) -> None:
    if state.trick or not 1 <= state.trick_no < TRICKS:
        raise InvalidPosition("window: only between tricks 1 and 9, before the lead")
    if state.options.declare_right != "any_won_trick" and state.last_trick and \
            state.last_leader != state.leader:
        raise InvalidPosition("window: the leader did not lead the trick it won")
    state.window = state.leader

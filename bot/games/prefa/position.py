"""Building a Prefa state from a description of a position (``Prefa.position``).

Tests and tools describe the position they mean — hands, the calls so far, the
contract, the trick on the table — instead of reaching into the state's fields, and
the description is checked: what the calls and plays say is replayed by the rules,
so an impossible position is refused with a sentence (``InvalidPosition``) rather
than played on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from bot.engine.cards import CardParseError, card_code, parse_card
from bot.engine.game import Action, InvalidPosition
from bot.games.prefa.rules import (
    ALONE,
    BOTH,
    CODE_TO_CARD,
    CONTRACTS,
    DECK,
    HAND_KEY,
    L_AFTER_PASS,
    R_FIRST,
    STEP_ACTIONS,
    TOGETHER,
    TRUMP,
    ContractError,
    PrefaOptions,
    legal_cards,
    parse_contract,
    trick_winner,
)

if TYPE_CHECKING:
    from bot.games.prefa.game import Prefa

P = TypeVar("P", bound="Prefa")


def build(cls: type[P], hands: Sequence[Sequence[str]], *, phase: str | None = None,
          dealer: int = 0, options: PrefaOptions | dict[str, Any] | None = None,
          seed: int = 0, pots: Sequence[int] | None = None, chips: Sequence[int] | None = None,
          completed: int = 0, kitty: Sequence[str] | None = None,
          auction: Sequence[str] | None = None, declarer: int | None = None,
          bid: str | None = None, discards: Sequence[str] | None = None,
          contract: str | None = None, defence: Sequence[str] | None = None,
          mode: str | None = None, active: int | None = None,
          trick: Sequence[tuple[int, str]] = (), tricks: Sequence[int] | None = None,
          played: Sequence[str] | None = None, leader: int | None = None) -> P:
    """A state at the position described; ``InvalidPosition`` if it cannot happen.

    Cards are codes (``AS``, ``10H``). Everything not given takes the plainest value:

    * ``hands``: each seat's cards now (the declarer's 12 while discarding).
    * ``phase``: ``auction``, ``discard``, ``contract``, ``defend`` or ``play``; by
      default read from the rest (no declarer: auction; no contract: discard or
      contract; the defence undecided: defend; else play).
    * ``dealer``, ``options`` (a dict or ``PrefaOptions``), ``seed`` (later shuffles),
      ``pots`` (default the starting pot each), ``chips`` (default 0; must sum to 0),
      ``completed`` (deals settled before this one).
    * ``kitty``: in the auction, the two face-down cards (default: the two cards in no
      hand); later, the two the declarer picked up (default: his discards).
    * ``auction``: the calls so far from forehand — ``pass``, ``same`` or a contract
      (``7S``). After the auction, by default: ``declarer`` bid ``bid`` and the others
      passed.
    * ``declarer`` and ``bid``: who won the auction at what (read from ``auction`` if
      given).
    * ``discards``: the declarer's (default: cards left over once hands, trick and
      played cards are placed).
    * ``contract``: the final contract (default: the bid).
    * ``defence``: the defenders' calls from R on (``play``, ``pass``, ``alone``,
      ``together``), or instead ``mode`` (``both``, ``alone``, ``together``) with
      ``active`` (the lone or active defender). Default: none yet (the defend phase),
      or both defending once cards are played.
    * ``trick``: ``[(seat, card), …]`` on the table, in play order.
    * ``played``: the cards of the finished tricks in play order; they are replayed
      (who led, who followed, who won), giving ``tricks`` and the last trick.
      Without it, give ``tricks`` (per seat) and, if no card is on the table, the
      ``leader``; the finished tricks' cards are then the ones left over.
    """
    opts = options if isinstance(options, PrefaOptions) else PrefaOptions(**(options or {}))
    if dealer not in (0, 1, 2):
        raise InvalidPosition(f"the dealer is a seat 0–2, not {dealer}")
    cards = [_cards(hand, f"seat {s}'s hand") for s, hand in enumerate(hands)]
    if len(cards) != 3:
        raise InvalidPosition(f"Prefa has 3 hands, not {len(cards)}")
    st = cls(options=opts, seed=seed, presets=[])
    st.dealer = dealer
    st.pots = list(pots) if pots is not None else [opts.starting_pot] * 3
    st.chips = list(chips) if chips is not None else [0, 0, 0]
    st.completed = completed
    st.shuffles = completed + 1
    if len(st.pots) != 3 or min(st.pots) < 0:
        raise InvalidPosition(f"pots are three numbers of at least 0, not {st.pots}")
    if len(st.chips) != 3 or sum(st.chips) != 0:
        raise InvalidPosition(f"chips move between players, so they sum to 0, not {st.chips}")
    if not any(st.pots):
        raise InvalidPosition("every pot is empty: the match is over")
    st.hands = [[], [], []]
    st.turn = (dealer + 1) % 3
    if declarer is not None and declarer not in (0, 1, 2):
        raise InvalidPosition(f"the declarer is a seat 0–2, not {declarer}")
    if auction is None and declarer is not None:
        auction = _plain_auction(dealer, declarer, bid)
    _replay_auction(st, list(auction or ()))
    if st.declarer < 0 and phase not in (None, "auction"):
        raise InvalidPosition(f"no declarer yet, so the phase is the auction, not {phase}")
    if declarer is not None and declarer != st.declarer:
        raise InvalidPosition(f"the auction makes seat {st.declarer} the declarer, "
                              f"not seat {declarer}")
    if bid is not None and st.declarer >= 0 and _contract(bid) != st.bid:
        raise InvalidPosition(f"the auction was won at {CONTRACTS[st.bid]}, not {bid}")
    trick_cards = [(s, _card(code, "the trick")) for s, code in trick]
    played_cards = _cards(played, "the played cards") if played is not None else None
    _once([c for h in cards for c in h] + [c for _, c in trick_cards] + (played_cards or [])
          + (_cards(discards, "the discards") if discards is not None else []))
    if st.declarer < 0:
        _auction_cards(st, cards, kitty, trick_cards, played_cards, phase)
    else:
        _after_auction(st, cards, kitty, discards, contract, defence, mode, active,
                       trick_cards, tricks, played_cards, leader, phase)
    if phase is not None and phase != st.phase:
        raise InvalidPosition(f"the position described is in the {st.phase} phase, "
                              f"not {phase}")
    _check_pack(st)
    return st


# --- cards -------------------------------------------------------------------------------

def _card(code: str, where: str) -> int:
    card = CODE_TO_CARD.get(str(code).strip().upper())
    if card is None:
        try:
            card = parse_card(str(code))
        except CardParseError:
            raise InvalidPosition(f"{code!r} in {where} is not a card") from None
        if card not in CODE_TO_CARD.values():
            raise InvalidPosition(f"{code} in {where} is not in the 32-card Prefa pack")
    return card


def _cards(codes: Sequence[str], where: str) -> list[int]:
    if isinstance(codes, str):
        codes = codes.split()
    return [_card(code, where) for code in codes]


def _once(given: list[int]) -> None:
    """No card given in two places (the picked-up kitty aside: it is also somewhere else)."""
    twice = sorted({card_code(c) for c in given if given.count(c) > 1})
    if twice:
        raise InvalidPosition(f"cards in two places: {', '.join(twice)}")


def _leftover(st: Prefa, extra: Sequence[int]) -> list[int]:
    """Cards of the pack placed nowhere yet, in pack order."""
    placed = {c for h in st.hands for c in h} | set(extra)
    return [c for c in DECK if c not in placed]


def _check_pack(st: Prefa) -> None:
    """Every card of the 32 exactly once, in the places the phase has."""
    places = [c for h in st.hands for c in h] + st.kitty + st.discards + st.played + st.trick
    twice = sorted({card_code(c) for c in places if places.count(c) > 1})
    if twice:
        raise InvalidPosition(f"cards in two places: {', '.join(twice)}")
    missing = [card_code(c) for c in DECK if c not in places]
    if missing:
        raise InvalidPosition(f"cards in no place: {', '.join(missing)}")


# --- the auction ---------------------------------------------------------------------------

def _contract(code: str) -> int:
    try:
        return parse_contract(code, aliases=False)
    except ContractError:
        raise InvalidPosition(f"{code!r} is not a contract (6S … 10H)") from None


def _plain_auction(dealer: int, declarer: int, bid: str | None) -> list[str]:
    """Forehand first; every seat passes but the declarer, who bids ``bid``."""
    if bid is None:
        raise InvalidPosition("a declarer needs the bid he won the auction with")
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    return [bid if seat == declarer else "pass" for seat in order]


def _replay_auction(st: Prefa, calls: list[str]) -> None:
    """Replay the calls by §6.3 (each must be legal in turn); leaves the auction state
    and, if it ended, the declarer and the bid (cards are placed later)."""
    for i, text in enumerate(calls):
        if st.declarer >= 0:
            raise InvalidPosition(f"the auction was over before call {i + 1} ({text!r})")
        seat = st.turn
        word = text.strip().lower()
        word = word.partition(":")[2] if word.startswith("bid:") else word
        if word in ("pass", "same"):
            kind, arg = word, ""
        else:
            kind, arg = "bid", CONTRACTS[_contract(word)]
        if Action(kind, arg) not in st.legal_actions(seat):
            raise InvalidPosition(f"call {i + 1}, {text!r} by seat {seat}, is not legal then")
        call = -2 if kind == "pass" else -1 if kind == "same" else CONTRACTS.index(arg)
        passed = st.passed
        if call == -2:
            passed[seat] = True
            st.auction.append(f"{seat}:pass")
        else:
            if call >= 0:
                st.current = call
            st.holder = seat
            st.auction.append(f"{seat}:{'same' if call == -1 else call}")
        left = [s for s in range(3) if not passed[s]]
        if not left:
            raise InvalidPosition("all three passed: that deal was thrown in")
        if len(left) == 1 and left[0] == st.holder:
            st.declarer, st.bid = st.holder, st.current
            continue
        nxt = (seat + 1) % 3
        while passed[nxt]:
            nxt = (nxt + 1) % 3
        st.turn = nxt


def _auction_cards(st: Prefa, cards: list[list[int]], kitty: Sequence[str] | None,
                   trick: list[tuple[int, int]], played: list[int] | None,
                   phase: str | None) -> None:
    if trick or played:
        raise InvalidPosition("no card is played during the auction")
    if any(len(h) != 10 for h in cards):
        raise InvalidPosition(f"in the auction every hand has 10 cards, not "
                              f"{[len(h) for h in cards]}")
    st.hands = [sorted(h, key=HAND_KEY) for h in cards]
    st.kitty = _cards(kitty, "the kitty") if kitty is not None else _leftover(st, ())
    if len(st.kitty) != 2:
        raise InvalidPosition(f"the kitty has 2 cards, not {len(st.kitty)}")
    st.phase = "auction"


# --- after the auction ---------------------------------------------------------------------

def _after_auction(st: Prefa, cards: list[list[int]], kitty: Sequence[str] | None,
                   discards: Sequence[str] | None, contract: str | None,
                   defence: Sequence[str] | None, mode: str | None, active: int | None,
                   trick: list[tuple[int, int]], tricks: Sequence[int] | None,
                   played: list[int] | None, leader: int | None, phase: str | None) -> None:
    d = st.declarer
    st.hands = [sorted(h, key=HAND_KEY) for h in cards]
    held = len(cards[d])
    discarding = phase == "discard" or (phase is None and contract is None and held > 10)
    if discarding and (trick or played or contract or defence or mode):
        raise InvalidPosition("the declarer is still discarding: nothing later has happened")
    placed = [c for _, c in trick] + (played or [])
    if discards is not None:
        st.discards = _cards(discards, "the discards")
    elif discarding:
        st.discards = _leftover(st, placed)[:12 - held] if held < 12 else []
    else:
        st.discards = _leftover(st, placed)[:2]
    if len(st.discards) > 2:
        raise InvalidPosition(f"the declarer discards 2 cards, not {len(st.discards)}")
    if held + len(st.discards) != 12 and (discarding or len(st.discards) < 2):
        raise InvalidPosition(f"the declarer holds {held} cards with {len(st.discards)} "
                              "discarded: 12 between them while discarding")
    st.took = _cards(kitty, "the kitty") if kitty is not None else list(st.discards)
    if len(st.took) != 2:
        raise InvalidPosition(f"the declarer picked up 2 cards, not {len(st.took)}")
    others = [s for s in range(3) if s != d]
    if discarding:
        if any(len(cards[s]) != 10 for s in others):
            raise InvalidPosition("while the declarer discards, the others hold 10 cards each")
        st.phase = "discard"
        _took_from(st, [])
        return
    if len(st.discards) != 2:
        raise InvalidPosition("the declarer has discarded 2 cards once the kitty is taken")
    st.contract = _contract(contract) if contract is not None else st.bid
    if st.contract < st.bid:
        raise InvalidPosition(f"the contract {CONTRACTS[st.contract]} is below the bid "
                              f"{CONTRACTS[st.bid]}")
    if phase == "contract" or (phase is None and contract is None and defence is None
                               and mode is None and not trick and not played and not tricks
                               and leader is None):
        if contract is not None:
            raise InvalidPosition("the contract is named: the phase is the defence")
        st.contract = -1
        st.phase = "contract"
        _check_sizes(st, 0, [])
        _took_from(st, [])
        return
    if defence is None:
        playing = phase == "play" or bool(trick or tricks or played) or leader is not None
        defence = _calls_for(st, mode or (BOTH if playing else None), active)
    _replay_defence(st, list(defence))
    if st.phase == "defend":
        if trick or played or tricks:
            raise InvalidPosition("the defenders are still deciding: no card is played yet")
        _check_sizes(st, 0, [])
        _took_from(st, [])
        return
    _play_state(st, trick, tricks, played, leader)


def _calls_for(st: Prefa, mode: str | None, active: int | None) -> list[str]:
    """The defence calls that give ``mode`` with ``active`` (§8)."""
    if mode is None:
        return []
    r = (st.declarer + 1) % 3
    left = (r + 1) % 3
    if mode == BOTH:
        return ["play", "play"]
    if active not in (r, left):
        raise InvalidPosition(f"mode {mode} needs the active defender, seat {r} or {left}")
    reentry = st.options.first_defender_reentry
    if mode == ALONE:
        return ["play", "pass", "alone"] if active == r else \
            ["pass", "alone"] + (["pass"] if reentry else [])
    if mode == TOGETHER:
        return ["play", "pass", "together"] if active == r else ["pass", "together"]
    raise InvalidPosition(f"{mode!r} is not a defence mode (both, alone, together)")


def _replay_defence(st: Prefa, calls: list[str]) -> None:
    st.phase = "defend"
    st.step = R_FIRST
    st.turn = (st.declarer + 1) % 3
    for i, word in enumerate(calls):
        if st.phase != "defend":
            raise InvalidPosition(f"the defence was decided before call {i + 1} ({word!r})")
        kind = word.strip().lower()
        if Action(kind) not in STEP_ACTIONS[st.step]:
            raise InvalidPosition(f"defence call {i + 1}, {word!r} by seat {st.turn}, "
                                  "is not one of the choices then")
        if st.step == L_AFTER_PASS and kind == "pass":
            raise InvalidPosition("both defenders passed: that deal is settled, not played")
        st._defend(st.turn, kind)


# --- play --------------------------------------------------------------------------------

def _play_state(st: Prefa, trick: list[tuple[int, int]], tricks: Sequence[int] | None,
                played: list[int] | None, leader: int | None) -> None:
    size = 2 if st.mode == ALONE else 3
    trump = TRUMP[st.contract]
    first = st.turn  # forehand, or the next seat in play
    if played is not None:
        if len(played) % size:
            raise InvalidPosition(f"finished tricks have {size} cards each: "
                                  f"{len(played)} played cards don't divide")
        lead, counts, last = _replay_tricks(st, played, trick, first, size, trump)
        if tricks is not None and list(tricks) != counts:
            raise InvalidPosition(f"the played cards give tricks {counts}, not {list(tricks)}")
        st.played = list(played)
        if last:
            st.last_trick, st.last_trick_seats = last
    else:
        counts = list(tricks) if tricks is not None else [0, 0, 0]
        if len(counts) != 3 or min(counts) < 0:
            raise InvalidPosition(f"tricks are three counts, not {counts}")
        for s in range(3):
            if counts[s] and not st.in_play[s]:
                raise InvalidPosition(f"seat {s} is out of play and takes no trick")
        lead = trick[0][0] if trick else (leader if leader is not None else first)
        if not trick and leader is not None and leader != lead:
            raise InvalidPosition("the leader is the first seat of the trick")
        st.played = _leftover(st, st.discards + [c for _, c in trick])
    done = sum(counts)
    if done >= 10:
        raise InvalidPosition("all ten tricks are played: the deal is settled, not in play")
    _check_sizes(st, done, [s for s, _ in trick])
    if len(st.played) != done * size:
        raise InvalidPosition(f"{done} finished tricks hold {done * size} cards, but "
                              f"{len(st.played)} cards are in no hand, trick or discard")
    st.tricks = counts
    if lead not in (0, 1, 2) or not st.in_play[lead]:
        raise InvalidPosition(f"seat {lead} can't lead: it is not in play")
    if done == 0 and lead != first:
        raise InvalidPosition(f"seat {first} leads the first trick, not seat {lead} (§9.2)")
    if done and not counts[lead]:
        raise InvalidPosition(f"seat {lead} can't lead: the last trick's winner leads, and "
                              "it has won none")
    _check_trick(st, trick, lead, size, trump)
    _took_from(st, st.played + [c for _, c in trick])


def _next_in_play(st: Prefa, seat: int) -> int:
    nxt = (seat + 1) % 3
    return nxt if st.in_play[nxt] else (nxt + 1) % 3


def _replay_tricks(st: Prefa, played: list[int], trick: list[tuple[int, int]], first: int,
                   size: int, trump: int) -> tuple[int, list[int], tuple[list[int], list[int]]
                                                   | None]:
    """Replay the finished tricks from the first lead: every card legal for the hand it
    came from (the hand now plus what it played later). Returns the next leader, the
    tricks per seat and the last trick (cards, seats)."""
    seats_of: list[int] = []
    lead = first
    for i in range(0, len(played), size):
        seat = lead
        for _ in range(size):
            seats_of.append(seat)
            seat = _next_in_play(st, seat)
        lead = seats_of[i + trick_winner(played[i:i + size], trump)]
    holding = [list(h) for h in st.hands]
    for s, c in trick:
        holding[s].append(c)
    for s, c in zip(seats_of, played, strict=True):
        holding[s].append(c)
    counts = [0, 0, 0]
    last = None
    lead = first
    for i in range(0, len(played), size):
        cards = played[i:i + size]
        seats = seats_of[i:i + size]
        for j, (s, c) in enumerate(zip(seats, cards, strict=True)):
            if c not in legal_cards(holding[s], cards[:j], trump):
                raise InvalidPosition(f"{card_code(c)} by seat {s} in trick {i // size + 1} "
                                      "breaks the rule of following (§9.3)")
            holding[s].remove(c)
        lead = seats[trick_winner(cards, trump)]
        counts[lead] += 1
        last = (list(cards), list(seats))
    return lead, counts, last


def _check_trick(st: Prefa, trick: list[tuple[int, int]], lead: int, size: int,
                 trump: int) -> None:
    if len(trick) >= size:
        raise InvalidPosition(f"a trick has {size} cards: {len(trick)} on the table would "
                              "be a finished trick")
    seat = lead
    cards: list[int] = []
    for s, c in trick:
        if s != seat:
            raise InvalidPosition(f"seat {s} plays out of turn: seat {seat} is next")
        if c not in legal_cards([*st.hands[s], c], cards, trump):
            raise InvalidPosition(f"{card_code(c)} by seat {s} breaks the rule of "
                                  "following (§9.3)")
        cards.append(c)
        seat = _next_in_play(st, seat)
    st.trick = cards
    st.trick_seats = [s for s, _ in trick]
    st.turn = seat


def _check_sizes(st: Prefa, done: int, in_trick: list[int]) -> None:
    for s in range(3):
        want = 10 if not st.in_play[s] else 10 - done - (s in in_trick)
        if len(st.hands[s]) != want:
            raise InvalidPosition(f"seat {s} should hold {want} cards now, not "
                                  f"{len(st.hands[s])}")


def _took_from(st: Prefa, played: Sequence[int]) -> None:
    """The picked-up kitty must be among what the declarer held, threw or played."""
    own = set(st.hands[st.declarer]) | set(st.discards) | set(played)
    stray = [card_code(c) for c in st.took if c not in own]
    if stray:
        raise InvalidPosition(f"the declarer picked up {', '.join(stray)}, but neither "
                              "holds, discarded nor played it")


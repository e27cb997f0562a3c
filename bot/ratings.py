"""Per-server, per-game skill ratings with openskill (Plackett–Luce).

Pure functions: no I/O, no clock. ``bot.leaderboard`` stores what they return.

How each game is rated — every game hands in the same shape, a finished
:class:`MatchRecord` with one entry per *side* and a rank per side
(0 = first, equal ranks = a tie), which is exactly what
``bot.engine.MatchResult`` reports:

- Huutopussi and Fifty-Six: two sides, the two partnerships; the side that won
  the match ranks 0, the other 1.
- Prefa: three sides of one player each, ranked by final chips (a tie in chips
  is a shared place).
- Four Color: one side per player, ranked by final score, ties allowed.

Computer seats (``None`` in a team) are never rated and never stored. So that a
match with computers still counts for the humans, each computer seat plays with
the fixed :data:`COMPUTER_RATING` (an average newcomer): openskill updates it
like any player, and we throw its new value away. A side made only of
computers is still a side, so beating two computers in Huutopussi moves your
rating like beating two newcomers would.

"Computers played" means what a player would say: a computer held a seat at
the end, *or* stood in for a member during the match (after a timeout or a
leave; ``stand_ins`` counts those members). ``rate_computer_matches=False``
excludes every such match: nobody's rating moves.

A win is a side ranked first while some other side is not: when every side
shares first place (a Four Color match of drawn deals) it is a draw, and
nobody wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

#: The openskill model every rating uses (library defaults: mu 25, sigma 25/3).
MODEL = PlackettLuce()

#: How many standard deviations the shown rating keeps below the mean, so a
#: newcomer with an unsure rating does not top the board after one lucky win.
ORDINAL_Z = 3.0

PlayerKey = int | None
"""A Discord member id; ``None`` marks a computer seat."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A skill belief: mean ``mu`` and uncertainty ``sigma``."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def ordinal(self) -> float:
        """The conservative single number boards sort by: ``mu - 3·sigma``."""
        return self.mu - ORDINAL_Z * self.sigma


#: Where every new member starts.
DEFAULT_RATING = Rating()

# --- the rating as people read it ---------------------------------------------------
#
# Boards sort by the ordinal (mu − 3σ), which starts at 0 and runs to about 40 for the
# strongest players — a scale nobody knows, where a beginner who loses once sees a
# negative number. Shown, it is moved onto a chess-like scale: every newcomer starts at
# SHOWN_START, each ordinal point is SHOWN_SCALE rating points, and nothing below 0 is
# ever shown. The order is the ordinal's (the map is increasing), so nothing about the
# boards changes but how the number reads.

SHOWN_START = 1000
SHOWN_SCALE = 20
#: A rating counts as provisional (marked on the boards) until this many games.
PROVISIONAL_GAMES = 5


def shown_rating(ordinal: float) -> int:
    """The rating as the boards show it: ``SHOWN_START`` for a newcomer, never negative."""
    return max(0, round(SHOWN_START + SHOWN_SCALE * ordinal))


def shown_change(ordinal_change: float) -> int:
    """A change of the ordinal in shown rating points (``+72``)."""
    return round(SHOWN_SCALE * ordinal_change)


def provisional(games: int) -> bool:
    """Whether a rating after ``games`` games is still provisional."""
    return games < PROVISIONAL_GAMES

#: The rating a computer seat plays with in every match. Fixed, never stored.
COMPUTER_RATING = Rating()


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One finished match, as the leaderboard needs it.

    ``teams`` are the sides (one list per side, ``None`` = computer seat);
    ``scores`` one final number per side (points, chips, …) for display;
    ``ranks`` one place per side, 0 = first, equal numbers for a tie.
    ``seats`` lists the player of each seat in seat order (for the history).
    ``stand_ins`` counts the members a computer played for during the match.
    ``finished_at`` and ``duration`` are in seconds (Unix time).
    """

    guild_id: int
    game: str
    teams: list[list[PlayerKey]]
    scores: list[int]
    ranks: list[int]
    finished_at: float
    duration: float = 0.0
    seats: list[PlayerKey] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    table_id: str | None = None
    summary: str = ""
    stand_ins: int = 0

    def __post_init__(self) -> None:
        sides = len(self.teams)
        if sides < 2:
            raise ValueError("a match needs at least two sides")
        if len(self.scores) != sides or len(self.ranks) != sides:
            raise ValueError("give one score and one rank per side")
        if any(not team for team in self.teams):
            raise ValueError("every side needs at least one seat")
        humans = [p for team in self.teams for p in team if p is not None]
        if len(set(humans)) != len(humans):
            raise ValueError("a member can hold only one seat in a match")
        if not 0 <= self.stand_ins <= len(humans):
            raise ValueError("stand-ins must be between 0 and the number of members")

    @property
    def humans(self) -> list[int]:
        """Members who played, in seat-of-team order."""
        return [p for team in self.teams for p in team if p is not None]

    @property
    def computers(self) -> int:
        """How many seats a computer held at the end."""
        return sum(1 for team in self.teams for p in team if p is None)

    @property
    def computer_played(self) -> int:
        """Seats a computer played, for the whole match or for part of it."""
        return self.computers + self.stand_ins

    @property
    def draw(self) -> bool:
        """Every side shares first place: nobody won."""
        return is_draw(self.ranks)

    def side_won(self, side: int) -> bool:
        return side_won(self.ranks, side)

    def won(self, member: int) -> bool:
        """A member wins when their side finished first and the match was no draw."""
        return self.side_won(self.side_of(member))

    def side_of(self, member: int) -> int:
        for i, team in enumerate(self.teams):
            if member in team:
                return i
        raise KeyError(member)


def is_draw(ranks: Sequence[int]) -> bool:
    """Every side shares first place."""
    return all(r == 0 for r in ranks)


def side_won(ranks: Sequence[int], side: int) -> bool:
    """A side wins when it is ranked first and not every side is (sides sharing first
    place with someone behind them all win)."""
    return ranks[side] == 0 and not is_draw(ranks)


def record_from_result(guild_id: int, game: str, result: Any, players: Sequence[PlayerKey],
                       finished_at: float, **extra: Any) -> MatchRecord:
    """Build a record from an engine ``MatchResult`` and the player of each seat."""
    teams = [[players[seat] for seat in team] for team in result.teams]
    return MatchRecord(guild_id=guild_id, game=game, teams=teams, scores=list(result.scores),
                       ranks=list(result.ranks), finished_at=finished_at,
                       seats=list(players), **extra)


def is_rated(record: MatchRecord, rate_computer_matches: bool = True) -> bool:
    """Whether a match moves ratings: it needs a member, and computers only if allowed
    (a computer that stood in for a member counts as a computer that played)."""
    if not record.humans:
        return False
    return rate_computer_matches or record.computer_played == 0


def rate_match(record: MatchRecord, current: Mapping[int, Rating], *,
               rate_computer_matches: bool = True) -> dict[int, tuple[Rating, Rating]]:
    """New ratings of the members of a finished match: ``{member: (before, after)}``.

    ``current`` holds the members' ratings before the match; a member missing
    from it starts at :data:`DEFAULT_RATING`. Returns ``{}`` when the match is
    not rated (see :func:`is_rated`).
    """
    if not is_rated(record, rate_computer_matches):
        return {}
    teams = [
        [MODEL.rating(*_pair(COMPUTER_RATING if p is None else current.get(p, DEFAULT_RATING)))
         for p in team]
        for team in record.teams
    ]
    ranks = [float(r) for r in record.ranks]
    new = MODEL.rate(teams, ranks=ranks)
    out: dict[int, tuple[Rating, Rating]] = {}
    for team, new_team in zip(record.teams, new, strict=True):
        for player, after in zip(team, new_team, strict=True):
            if player is not None:
                out[player] = (current.get(player, DEFAULT_RATING),
                               Rating(float(after.mu), float(after.sigma)))
    return out


def _pair(rating: Rating) -> tuple[float, float]:
    return rating.mu, rating.sigma

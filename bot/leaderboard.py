"""Leaderboards, member stats and match history: the SQL side (SQLite or PostgreSQL).

Every query takes a ``guild_id`` and filters on it first — every index starts
with ``guild_id`` — so one server's players and results can never show up at
another server.

Tables (created by :data:`MIGRATION`, which the store runs with its others):

- ``lb_matches`` — one row per finished match: sides, scores, places, winners,
  duration, and in ``computers`` the seats a computer played — held at the end
  or stood in for a member during the match. ``rated`` is 0 when the match
  moved no rating (computers played and the server excludes such matches, or
  the rating step failed). History reads it newest first.
- ``lb_results`` — one row per member per match, with the rating before and
  after. Stats' "recent results" read it.
- ``lb_ratings`` — one row per (server, game, member): current rating, games,
  wins and streaks. The all-time board is an index walk over it.
- ``lb_period_totals`` — games and wins per (server, game, calendar week or
  month, member), kept up to date as matches are recorded, so the week and
  month boards never have to scan old matches.

Periods are calendar periods in UTC: "week" is the current week (from Monday),
"month" the current month. A period board lists the members who finished a
game in it, ordered by their current rating, with that period's games and wins.

A win is a side ranked first when not every side is; an all-way tie is a
draw, which ends a run of wins or losses (the streak goes back to 0).

Functions that write (:func:`record_match`, :func:`record_many`) are transaction
programs (:mod:`bot.store.sql`): the store runs them inside the transaction that closes
the table, or on their own with ``await store.run(record_many(records))``. Functions that
read take the store (any :class:`bot.store.sql.Reader`).

Several shard processes may finish matches of one server at the same moment. Each writer
takes the server's lock (:func:`bot.store.sql.lock`) before it reads the members'
standings, so the second one reads what the first wrote: ratings, games and streaks never
lose an update. Match ids come from :func:`bot.store.sql.new_ids`, never from another
process's reading of ``MAX(id)``.
"""

from __future__ import annotations

import json
import logging
import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from bot import game_words
from bot.engine.text import Listing, Msg, Text, text_from_json, text_to_json
from bot.i18n import english
from bot.ratings import (
    DEFAULT_RATING,
    MatchRecord,
    Rating,
    is_draw,
    is_rated,
    rate_match,
    side_won,
)
from bot.store.sql import (
    LOCK_GUILD,
    Program,
    Reader,
    execute,
    execute_many,
    fetch_all,
    lock,
    new_ids,
)

log = logging.getLogger(__name__)

Period = Literal["all", "month", "week"]
PERIODS: tuple[Period, ...] = ("all", "month", "week")
PAGE_SIZE = 10
_CALENDAR: tuple[Period, ...] = ("week", "month")

#: Titles of the games, used when the engine's registry is not at hand.
FALLBACK_TITLES = {
    "fifty-six": "Fifty-Six",
    "four-color": "Four Color Cards",
    "huutopussi": "Huutopussi",
    "prefa": "Prefa",
}

MIGRATION = """
CREATE TABLE IF NOT EXISTS lb_matches (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    table_id     TEXT,
    finished_at  REAL    NOT NULL,
    duration     REAL    NOT NULL DEFAULT 0,
    options      TEXT    NOT NULL DEFAULT '{}',
    seats        TEXT    NOT NULL DEFAULT '[]',
    teams        TEXT    NOT NULL,
    scores       TEXT    NOT NULL,
    ranks        TEXT    NOT NULL,
    winners      TEXT    NOT NULL,
    computers    INTEGER NOT NULL,
    rated        INTEGER NOT NULL,
    summary      TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS lb_matches_recent ON lb_matches (guild_id, finished_at);
CREATE INDEX IF NOT EXISTS lb_matches_game_recent ON lb_matches (guild_id, game, finished_at);

CREATE TABLE IF NOT EXISTS lb_results (
    match_id     INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    side         INTEGER NOT NULL,
    sides        INTEGER NOT NULL,
    place        INTEGER NOT NULL,
    won          INTEGER NOT NULL,
    score        INTEGER NOT NULL,
    rated        INTEGER NOT NULL,
    mu_before    REAL,
    sigma_before REAL,
    mu_after     REAL,
    sigma_after  REAL,
    finished_at  REAL    NOT NULL,
    PRIMARY KEY (match_id, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS lb_results_member ON lb_results (guild_id, user_id, finished_at);
CREATE INDEX IF NOT EXISTS lb_results_member_game
    ON lb_results (guild_id, game, user_id, finished_at);

CREATE TABLE IF NOT EXISTS lb_ratings (
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    ordinal      REAL    NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    streak       INTEGER NOT NULL,
    best_streak  INTEGER NOT NULL,
    last_played  REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS lb_ratings_board
    ON lb_ratings (guild_id, game, ordinal DESC, games DESC, user_id);
CREATE INDEX IF NOT EXISTS lb_ratings_member ON lb_ratings (guild_id, user_id);

CREATE TABLE IF NOT EXISTS lb_period_totals (
    guild_id     INTEGER NOT NULL,
    game         TEXT    NOT NULL,
    period       TEXT    NOT NULL,
    user_id      INTEGER NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, period, user_id)
) WITHOUT ROWID
"""


# --- friendly sentences ------------------------------------------------------

class LeaderboardError(ValueError):
    """Bad input; ``text`` is the sentence for the member (``leaderboard.ftl``), ``str(err)``
    the same in English."""

    def __init__(self, text: Text) -> None:
        super().__init__(text)
        self.text = text

    def __str__(self) -> str:
        return english(self.text)


def game_titles() -> dict[str, str]:
    """Known game ids and titles (the registry's, else the four built-in games)."""
    titles = dict(FALLBACK_TITLES)
    try:
        from bot.engine import load_all

        titles.update({gid: cls.title for gid, cls in load_all().items()})
    except Exception:  # pragma: no cover - the registry is optional here
        pass
    return dict(sorted(titles.items()))


def resolve_game(name: str) -> str:
    """The game id for what a member typed (id or title, any case); friendly error if none."""
    titles = game_titles()
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if key in titles:
        return key
    for gid, title in titles.items():
        if title.lower().replace(" ", "-") == key:
            return gid
    known = Listing([game_words.title(gid, t) for gid, t in titles.items()], "or")
    raise LeaderboardError(Msg("table-unknown-game", game=name.strip(), games=known))


def resolve_period(name: str | None) -> Period:
    key = (name or "all").strip().lower()
    for p in PERIODS:
        if key == p:
            return p
    raise LeaderboardError(Msg("lb-unknown-period", period=str(name)))


def title(game: str) -> str:
    return game_titles().get(game, game)


# --- a finished match's summary ------------------------------------------------

def summary_json(summary: Text) -> str:
    """A match's summary as stored: its ``Text`` as JSON, so it reads in any language."""
    return json.dumps(text_to_json(summary), separators=(",", ":"), ensure_ascii=False)


def summary_text(stored: str) -> Text:
    """A stored summary as ``Text``: JSON as ``summary_json`` writes it, or a row stored
    before summaries were (plain English with names filled in), as it is."""
    if not stored or stored[0] not in "{\"":
        return stored
    try:
        return text_from_json(json.loads(stored))
    except ValueError:
        return stored


def title_text(game: str) -> Text:
    """A game's title for readers (``game-<id>-title``)."""
    return game_words.title(game, title(game))


def no_games_sentence(game: str, period: Period) -> Text:
    return Msg("lb-no-games", game=title_text(game), period=period)


def no_member_games_sentence(name: str | None, game: str | None) -> Text:
    """``name`` None: the member asked about themselves."""
    what = Msg("lb-a-game-of", game=title_text(game)) if game else Msg("lb-a-game")
    if name is None:
        return Msg("lb-you-no-games", what=what)
    return Msg("lb-member-no-games", name=name, what=what)


NO_HISTORY_SENTENCE = Msg("lb-no-history")


# --- periods -----------------------------------------------------------------

def period_key(period: Period, at: float) -> str:
    """The calendar period (UTC) a moment falls in: ``w2026-11-16`` (its Monday) or ``m2026-11``."""
    day = datetime.fromtimestamp(at, UTC).date()
    if period == "week":
        return "w" + (day - timedelta(days=day.weekday())).isoformat()
    if period == "month":
        return f"m{day.year:04d}-{day.month:02d}"
    raise ValueError(period)


# --- writing -----------------------------------------------------------------

@dataclass
class PlayerState:
    """A member's standing in one game at one server (a row of ``lb_ratings``)."""

    rating: Rating = DEFAULT_RATING
    games: int = 0
    wins: int = 0
    streak: int = 0          # +n: n wins in a row, -n: n losses in a row
    best_streak: int = 0     # longest run of wins
    last_played: float = 0.0

    def after(self, rating: Rating, won: bool, at: float, drawn: bool = False) -> PlayerState:
        """The standing after one more match; a draw ends any run (streak 0)."""
        if drawn:
            streak = 0
        elif won:
            streak = self.streak + 1 if self.streak > 0 else 1
        else:
            streak = self.streak - 1 if self.streak < 0 else -1
        return PlayerState(rating, self.games + 1, self.wins + int(won), streak,
                           max(self.best_streak, streak), max(self.last_played, at))


Key = tuple[int, str, int]  # guild, game, member


@dataclass
class RecordedMatch:
    match_id: int
    changes: dict[int, tuple[Rating, Rating]]


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _state_queries(keys: Iterable[Key]) -> list[tuple[str, tuple[Any, ...]]]:
    by_board: dict[tuple[int, str], set[int]] = {}
    for guild, game, user in keys:
        by_board.setdefault((guild, game), set()).add(user)
    out = []
    for (guild, game), users in by_board.items():
        ordered = sorted(users)
        for i in range(0, len(ordered), 500):
            chunk = ordered[i:i + 500]
            marks = ",".join("?" * len(chunk))
            out.append(("SELECT user_id, mu, sigma, games, wins, streak, best_streak, last_played"
                        f" FROM lb_ratings WHERE guild_id=? AND game=? AND user_id IN ({marks})",
                        (guild, game, *chunk)))
    return out


def _load_states(keys: Iterable[Key]) -> Program[dict[Key, PlayerState]]:
    out: dict[Key, PlayerState] = {}
    for sql, args in _state_queries(keys):
        for r in (yield fetch_all(sql, args)):
            out[(args[0], args[1], r[0])] = PlayerState(Rating(r[1], r[2]), r[3], r[4],
                                                        r[5], r[6], r[7])
    return out


def _lock_guilds(guilds: Iterable[int]) -> Program[None]:
    """Take each server's lock, in one order everywhere (so two writers never deadlock)."""
    for guild in sorted(set(guilds)):
        yield lock(LOCK_GUILD, guild)


def record_from_store(match: Any) -> MatchRecord:
    """A rating record from the store's finished-match row (duck-typed: the store's
    ``MatchRecord`` with ``seats`` of ``user_id``/``computer`` and ``teams`` of seats).

    A computer seat is ``None``; a member a computer stood in for is still the member,
    and is counted in ``stand_ins`` (a computer played part of their turns).
    """
    players: list[int | None] = [None if s.computer or s.user_id is None else int(s.user_id)
                                 for s in match.seats]
    stand_ins = sum(1 for s, p in zip(match.seats, players, strict=True)
                    if p is not None and getattr(s, "stood_in", False))
    return MatchRecord(
        guild_id=int(match.guild_id), game=str(match.game_id),
        teams=[[players[seat] for seat in team] for team in match.teams],
        scores=[int(x) for x in match.scores], ranks=[int(x) for x in match.ranks],
        finished_at=float(match.finished_at),
        duration=max(0.0, float(match.finished_at) - float(match.started_at or 0.0))
        if getattr(match, "started_at", None) else 0.0,
        seats=players, options=dict(match.options or {}),
        table_id=None if getattr(match, "table_id", None) is None else str(match.table_id),
        summary=str(getattr(match, "summary", "") or ""), stand_ins=stand_ins)


def record_match(record: MatchRecord, *, rate_computer_matches: bool = True
                 ) -> Program[RecordedMatch]:
    """Store one finished match and move its members' ratings (a transaction step)."""
    done = yield from record_many([record], rate_computer_matches=rate_computer_matches)
    return done[0]


_INSERT_MATCH = (
    "INSERT INTO lb_matches (id, guild_id, game, table_id, finished_at, duration, options,"
    " seats, teams, scores, ranks, winners, computers, rated, summary)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
_INSERT_RESULT = (
    "INSERT INTO lb_results (match_id, user_id, guild_id, game, side, sides, place, won,"
    " score, rated, mu_before, sigma_before, mu_after, sigma_after, finished_at)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
_UPSERT_RATING = (
    "INSERT INTO lb_ratings (guild_id, game, user_id, mu, sigma, ordinal, games, wins,"
    " streak, best_streak, last_played) VALUES (?,?,?,?,?,?,?,?,?,?,?)"
    " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET mu=excluded.mu,"
    " sigma=excluded.sigma, ordinal=excluded.ordinal, games=excluded.games,"
    " wins=excluded.wins, streak=excluded.streak, best_streak=excluded.best_streak,"
    " last_played=excluded.last_played")
_UPSERT_PERIOD = (
    "INSERT INTO lb_period_totals (guild_id, game, period, user_id, games, wins)"
    " VALUES (?,?,?,?,?,?) ON CONFLICT (guild_id, game, period, user_id) DO UPDATE SET"
    " games=lb_period_totals.games+excluded.games, wins=lb_period_totals.wins+excluded.wins")


@dataclass
class _Plan:
    """Every row a batch of matches writes, worked out in memory."""

    matches: list[tuple[Any, ...]] = field(default_factory=list)
    results: list[tuple[Any, ...]] = field(default_factory=list)
    ratings: list[tuple[Any, ...]] = field(default_factory=list)
    periods: list[tuple[Any, ...]] = field(default_factory=list)
    out: list[RecordedMatch] = field(default_factory=list)

    def statements(self) -> list[tuple[str, list[tuple[Any, ...]]]]:
        return [(_INSERT_MATCH, self.matches), (_INSERT_RESULT, self.results),
                (_UPSERT_RATING, self.ratings), (_UPSERT_PERIOD, self.periods)]


def _plan(records: Sequence[MatchRecord], states: dict[Key, PlayerState], ids: Sequence[int],
          rate_computer_matches: bool) -> _Plan:
    plan = _Plan()
    periods: dict[tuple[int, str, str, int], list[int]] = {}
    touched: set[Key] = set()
    for rec, match_id in zip(records, ids, strict=True):
        rated = is_rated(rec, rate_computer_matches)
        current = {p: states.get((rec.guild_id, rec.game, p), PlayerState()).rating
                   for p in rec.humans}
        changes = rate_match(rec, current, rate_computer_matches=rate_computer_matches)
        winners = [p for side, team in enumerate(rec.teams) if rec.side_won(side)
                   for p in team]
        plan.matches.append((match_id, rec.guild_id, rec.game, rec.table_id, rec.finished_at,
                             rec.duration, _dumps(rec.options), _dumps(rec.seats),
                             _dumps(rec.teams), _dumps(rec.scores), _dumps(rec.ranks),
                             _dumps(winners), rec.computer_played, int(rated), rec.summary))
        for side, team in enumerate(rec.teams):
            for p in team:
                if p is None:
                    continue
                won = rec.side_won(side)
                before, after = changes.get(p, (None, None))
                plan.results.append((
                    match_id, p, rec.guild_id, rec.game, side, len(rec.teams), rec.ranks[side],
                    int(won), rec.scores[side], int(rated),
                    before.mu if before else None, before.sigma if before else None,
                    after.mu if after else None, after.sigma if after else None,
                    rec.finished_at))
                if not rated or after is None:
                    continue
                key = (rec.guild_id, rec.game, p)
                states[key] = states.get(key, PlayerState()).after(after, won, rec.finished_at,
                                                                  rec.draw)
                touched.add(key)
                for kind in _CALENDAR:
                    pk = (rec.guild_id, rec.game, period_key(kind, rec.finished_at), p)
                    tally = periods.setdefault(pk, [0, 0])
                    tally[0] += 1
                    tally[1] += int(won)
        plan.out.append(RecordedMatch(match_id, changes))
    plan.ratings = [(g, game, u, s.rating.mu, s.rating.sigma, s.rating.ordinal, s.games, s.wins,
                     s.streak, s.best_streak, s.last_played)
                    for (g, game, u) in sorted(touched) for s in (states[(g, game, u)],)]
    plan.periods = [(*k, v[0], v[1]) for k, v in sorted(periods.items())]
    return plan


def _keys(records: Sequence[MatchRecord]) -> set[Key]:
    return {(r.guild_id, r.game, p) for r in records for p in r.humans}


def record_many(records: Sequence[MatchRecord], *, rate_computer_matches: bool = True
                ) -> Program[list[RecordedMatch]]:
    """Store finished matches in the order given (oldest first); a transaction step.

    The servers' locks, one read of the members' standings, the ratings worked out in
    memory, then bulk writes: the same path for one match and for an import of thousands.
    """
    yield from _lock_guilds(r.guild_id for r in records)
    states = yield from _load_states(_keys(records))
    ids = yield new_ids("lb_matches", len(records))
    plan = _plan(records, states, ids, rate_computer_matches)
    for sql, rows in plan.statements():
        yield execute_many(sql, rows)
    return plan.out


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _padded(values: Any, n: int, fill: int) -> list[int]:
    out = [_int(v, fill) for v in list(values or [])[:n]]
    return out + [fill] * (n - len(out))


def record_unrated(match: Any) -> Program[int]:
    """Store a finished store match in the history without rating it; returns its id.

    The fallback when rating fails, so it asks little of the record: seats, teams,
    scores and ranks are read leniently (a missing score is 0, a missing rank last,
    a member on two seats gets one result row). Nobody's rating, games or streak move.
    """
    seats = list(getattr(match, "seats", None) or [])
    players: list[int | None] = [
        None if getattr(s, "computer", False) or getattr(s, "user_id", None) is None
        else int(s.user_id) for s in seats]
    teams = [[players[i] if isinstance(i, int) and 0 <= i < len(players) else None
              for i in team] for team in list(getattr(match, "teams", None) or [])]
    n = len(teams)
    scores = _padded(getattr(match, "scores", None), n, 0)
    ranks = _padded(getattr(match, "ranks", None), n, max(0, n - 1))
    guild, game = int(match.guild_id), str(match.game_id)
    finished = float(match.finished_at)
    started = getattr(match, "started_at", None)
    duration = max(0.0, finished - float(started)) if started else 0.0
    stand_ins = sum(1 for s, p in zip(seats, players, strict=True)
                    if p is not None and getattr(s, "stood_in", False))
    computers = sum(1 for team in teams for p in team if p is None) + stand_ins
    winners = [p for side, team in enumerate(teams) if side_won(ranks, side) for p in team]
    try:
        options = _dumps(dict(getattr(match, "options", None) or {}))
    except (TypeError, ValueError):
        options = "{}"
    table_id = getattr(match, "table_id", None)
    yield from _lock_guilds([guild])
    [match_id] = yield new_ids("lb_matches", 1)
    yield execute(_INSERT_MATCH, (
        match_id, guild, game, None if table_id is None else str(table_id), finished, duration,
        options, _dumps(players), _dumps(teams), _dumps(scores), _dumps(ranks),
        _dumps(winners), computers, 0, str(getattr(match, "summary", "") or "")))
    seen: set[int] = set()
    rows = []
    for side, team in enumerate(teams):
        for p in team:
            if p is None or p in seen:
                continue
            seen.add(p)
            rows.append((match_id, p, guild, game, side, n, ranks[side],
                         int(side_won(ranks, side)), scores[side], 0, None, None, None, None,
                         finished))
    yield execute_many(_INSERT_RESULT, rows)
    return int(match_id)


def store_hook(rate_computer_matches: bool = True) -> Callable[[Any], Program[None]]:
    """A ``Store.match_hooks`` entry: rate the finished match in the transaction that closes
    its table, so the result and the ratings commit together or not at all.

    Rating must never keep a table from closing. The store rolls the whole transaction
    back when a hook raises — the final action included — and every retry would fail
    the same way, leaving the table stuck. So a failure while building the record or
    rating it is caught here: what the hook wrote is rolled back to a savepoint, the
    match goes into the history unrated (``rated=0``, nobody's rating moves) and the
    error is logged with its traceback for a fix and a later re-rating.
    """
    def hook(match: Any) -> Program[None]:
        yield execute("SAVEPOINT lb_record")
        try:
            yield from record_many([record_from_store(match)],
                                   rate_computer_matches=rate_computer_matches)
        except Exception:
            yield execute("ROLLBACK TO SAVEPOINT lb_record")
            log.exception("Rating the match of table %s (%s, server %s) failed; it is kept "
                          "in the history unrated.", getattr(match, "table_id", "?"),
                          getattr(match, "game_id", "?"), getattr(match, "guild_id", "?"))
            try:
                yield from record_unrated(match)
            except Exception:
                yield execute("ROLLBACK TO SAVEPOINT lb_record")
                log.exception("The match of table %s could not be stored on the leaderboard "
                              "at all; the table still closes.",
                              getattr(match, "table_id", "?"))
        yield execute("RELEASE SAVEPOINT lb_record")
    return hook


# --- reading: the board ------------------------------------------------------

@dataclass
class BoardRow:
    rank: int
    user_id: int
    rating: float
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class Board:
    """One page of a server's board for one game and period.

    ``viewer`` is the caller's own row (with their true rank) whether or not it
    is on this page; ``message`` is a sentence to show instead of an empty page.
    """

    guild_id: int
    game: str
    period: Period
    page: int
    pages: int
    total: int
    rows: list[BoardRow] = field(default_factory=list)
    viewer: BoardRow | None = None
    message: Text | None = None

    @property
    def viewer_on_page(self) -> bool:
        return self.viewer is not None and any(r.user_id == self.viewer.user_id
                                               for r in self.rows)


# The board's order: rating, then more games, then the older account id for stability.
_BOARD_ALL = ("SELECT user_id, ordinal, games, wins FROM lb_ratings"
              " WHERE guild_id=? AND game=?"
              " ORDER BY ordinal DESC, games DESC, user_id LIMIT ? OFFSET ?")
_COUNT_ALL = "SELECT COUNT(*) FROM lb_ratings WHERE guild_id=? AND game=?"
# A member's row and true rank. The rank counts who sorts ahead in three index
# range scans (higher rating; same rating, more games; same both, lower id)
# rather than one OR, which SQLite would turn into a slow multi-index OR.
_RANK_ALL = (
    "1 + (SELECT COUNT(*) FROM lb_ratings o WHERE o.guild_id=r.guild_id AND o.game=r.game"
    " AND o.ordinal > r.ordinal)"
    " + (SELECT COUNT(*) FROM lb_ratings o WHERE o.guild_id=r.guild_id AND o.game=r.game"
    " AND o.ordinal = r.ordinal AND o.games > r.games)"
    " + (SELECT COUNT(*) FROM lb_ratings o WHERE o.guild_id=r.guild_id AND o.game=r.game"
    " AND o.ordinal = r.ordinal AND o.games = r.games AND o.user_id < r.user_id)")
_MEMBER_ALL = ("SELECT r.user_id, r.ordinal, r.games, r.wins, " + _RANK_ALL +
               " FROM lb_ratings r WHERE r.guild_id=? AND r.game=? AND r.user_id=?")

_BOARD_PERIOD = ("SELECT p.user_id, r.ordinal, p.games, p.wins FROM lb_period_totals p"
                 " JOIN lb_ratings r ON r.guild_id=p.guild_id AND r.game=p.game"
                 " AND r.user_id=p.user_id"
                 " WHERE p.guild_id=? AND p.game=? AND p.period=?"
                 " ORDER BY r.ordinal DESC, p.games DESC, p.user_id LIMIT ? OFFSET ?")
_COUNT_PERIOD = ("SELECT COUNT(*) FROM lb_period_totals"
                 " WHERE guild_id=? AND game=? AND period=?")
_AHEAD_PERIOD = ("(SELECT COUNT(*) FROM lb_ratings o JOIN lb_period_totals q"
                 " ON q.guild_id=o.guild_id AND q.game=o.game AND q.user_id=o.user_id"
                 " AND q.period=p.period WHERE o.guild_id=p.guild_id AND o.game=p.game AND {})")
_MEMBER_PERIOD = (
    "SELECT p.user_id, r.ordinal, p.games, p.wins, 1"
    " + " + _AHEAD_PERIOD.format("o.ordinal > r.ordinal")
    + " + " + _AHEAD_PERIOD.format("o.ordinal = r.ordinal AND q.games > p.games")
    + " + " + _AHEAD_PERIOD.format("o.ordinal = r.ordinal AND q.games = p.games"
                                   " AND q.user_id < p.user_id")
    + " FROM lb_period_totals p JOIN lb_ratings r ON r.guild_id=p.guild_id AND r.game=p.game"
    " AND r.user_id=p.user_id"
    " WHERE p.guild_id=? AND p.game=? AND p.period=? AND p.user_id=?")


async def _all(db: Reader, sql: str, args: Sequence[Any]) -> list[Any]:
    return await db.fetchall(sql, args)


async def _one(db: Reader, sql: str, args: Sequence[Any]) -> Any:
    return await db.fetchone(sql, args)


async def leaderboard(db: Reader, guild_id: int, game: str,
                      period: Period | str = "all", page: int = 0, *,
                      viewer_id: int | None = None, page_size: int = PAGE_SIZE,
                      now: float | None = None) -> Board:
    """A page (from 0) of the server's board for ``game``; a friendly error for a bad game."""
    game = resolve_game(game)
    period = resolve_period(period)
    if period == "all":
        scope: tuple[Any, ...] = (guild_id, game)
        board_sql, count_sql, member_sql = _BOARD_ALL, _COUNT_ALL, _MEMBER_ALL
    else:
        scope = (guild_id, game, period_key(period, time.time() if now is None else now))
        board_sql, count_sql, member_sql = _BOARD_PERIOD, _COUNT_PERIOD, _MEMBER_PERIOD
    total = int((await _one(db, count_sql, scope))[0])
    pages = max(1, math.ceil(total / page_size))
    page = min(max(0, page), pages - 1)
    board = Board(guild_id, game, period, page, pages, total)
    if total == 0:
        board.message = no_games_sentence(game, period)
        return board
    rows = await _all(db, board_sql, (*scope, page_size, page * page_size))
    first = page * page_size + 1
    board.rows = [BoardRow(first + i, r[0], r[1], r[2], r[3]) for i, r in enumerate(rows)]
    if viewer_id is not None:
        mine = next((r for r in board.rows if r.user_id == viewer_id), None)
        if mine is None:
            r = await _one(db, member_sql, (*scope, viewer_id))
            if r is not None:
                mine = BoardRow(int(r[4]), r[0], r[1], r[2], r[3])
        board.viewer = mine
    return board


# --- reading: a member's stats -----------------------------------------------

@dataclass
class GameStats:
    game: str
    rating: float
    mu: float
    sigma: float
    rank: int
    players: int
    games: int
    wins: int
    streak: int
    best_streak: int
    last_played: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class RecentResult:
    match_id: int
    game: str
    finished_at: float
    place: int
    sides: int
    won: bool
    score: int
    rating_change: float | None

    @property
    def drawn(self) -> bool:
        """First place shared by every side: no win and no loss."""
        return self.place == 0 and not self.won


@dataclass
class MemberStats:
    guild_id: int
    user_id: int
    games: list[GameStats] = field(default_factory=list)
    recent: list[RecentResult] = field(default_factory=list)
    message: Text | None = None


# Each game's standing with its rank (as on the board) and its number of players.
_STATS = ("SELECT r.game, r.mu, r.sigma, r.ordinal, r.games, r.wins, r.streak, r.best_streak,"
          " r.last_played, " + _RANK_ALL +
          ", (SELECT COUNT(*) FROM lb_ratings o WHERE o.guild_id=r.guild_id AND o.game=r.game)"
          " FROM lb_ratings r WHERE {} ORDER BY r.games DESC, r.game")


async def member_stats(db: Reader, guild_id: int, user_id: int,
                       game: str | None = None, *, name: str | None = None,
                       recent: int = 5) -> MemberStats:
    """A member's standing in each game they played here (or one game) and recent results.
    ``name``: how the sentence for a member without games names them (None: "you")."""
    where = "r.guild_id=? AND r.user_id=?" + (" AND r.game=?" if game is not None else "")
    if game is not None:
        game = resolve_game(game)
    rows = await _all(db, _STATS.format(where), (guild_id, user_id) + ((game,) if game else ()))
    stats = MemberStats(guild_id, user_id)
    if not rows:
        stats.message = no_member_games_sentence(name, game)
        return stats
    stats.games = [GameStats(r[0], r[3], r[1], r[2], int(r[9]), int(r[10]), r[4], r[5], r[6],
                             r[7], r[8]) for r in rows]
    if game is None:
        recent_rows = await _all(
            db, "SELECT match_id, game, finished_at, place, sides, won, score, mu_before,"
            " sigma_before, mu_after, sigma_after FROM lb_results"
            " WHERE guild_id=? AND user_id=? AND rated=1"
            " ORDER BY finished_at DESC, match_id DESC LIMIT ?", (guild_id, user_id, recent))
    else:
        recent_rows = await _all(
            db, "SELECT match_id, game, finished_at, place, sides, won, score, mu_before,"
            " sigma_before, mu_after, sigma_after FROM lb_results"
            " WHERE guild_id=? AND game=? AND user_id=? AND rated=1"
            " ORDER BY finished_at DESC, match_id DESC LIMIT ?",
            (guild_id, game, user_id, recent))
    for r in recent_rows:
        change = None
        if r[7] is not None and r[9] is not None:
            change = Rating(r[9], r[10]).ordinal - Rating(r[7], r[8]).ordinal
        stats.recent.append(RecentResult(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], change))
    return stats


# --- reading: history --------------------------------------------------------

@dataclass
class HistoryEntry:
    match_id: int
    game: str
    finished_at: float
    duration: float
    teams: list[list[int | None]]
    scores: list[int]
    ranks: list[int]
    computers: int      # seats a computer played: held at the end or stood in for a member
    rated: bool
    summary: str        # as stored: JSON of the game's Text (or plain text from before)
    seats: list[int | None] = field(default_factory=list)  # the member of each seat

    @property
    def summary_text(self) -> Text:
        """The game's own summary of the match, to render in the reader's language (its
        seats are this entry's ``seats``)."""
        return summary_text(self.summary)

    @property
    def draw(self) -> bool:
        return is_draw(self.ranks)

    def side_won(self, side: int) -> bool:
        return side_won(self.ranks, side)


@dataclass
class History:
    guild_id: int
    entries: list[HistoryEntry] = field(default_factory=list)
    message: Text | None = None


async def history(db: Reader, guild_id: int, game: str | None = None,
                  limit: int = 10) -> History:
    """This server's latest finished matches, newest first."""
    cols = ("id, game, finished_at, duration, teams, scores, ranks, computers, rated, summary,"
            " seats")
    if game is None:
        rows = await _all(db, f"SELECT {cols} FROM lb_matches WHERE guild_id=?"
                          " ORDER BY finished_at DESC, id DESC LIMIT ?", (guild_id, limit))
    else:
        game = resolve_game(game)
        rows = await _all(db, f"SELECT {cols} FROM lb_matches WHERE guild_id=? AND game=?"
                          " ORDER BY finished_at DESC, id DESC LIMIT ?", (guild_id, game, limit))
    out = History(guild_id)
    out.entries = [HistoryEntry(r[0], r[1], r[2], r[3], json.loads(r[4]), json.loads(r[5]),
                                json.loads(r[6]), r[7], bool(r[8]), r[9],
                                json.loads(r[10] or "[]")) for r in rows]
    if not out.entries:
        out.message = (no_games_sentence(game, "all") if game is not None
                       else NO_HISTORY_SENTENCE)
    return out


async def played_games(db: Reader, guild_id: int) -> list[str]:
    """Games with a board at this server, most players first (for defaults and autocomplete)."""
    rows = await _all(db, "SELECT game, COUNT(*) AS n FROM lb_ratings WHERE guild_id=?"
                      " GROUP BY game ORDER BY n DESC, game", (guild_id,))
    return [r[0] for r in rows]

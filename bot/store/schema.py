"""The store's schema, as migrations written once for both databases.

Each migration is SQL in SQLite's spelling, which :func:`bot.store.sql.ddl` maps to
PostgreSQL's column types (the only difference the schema has), or a function of the
dialect returning a transaction program. Append new migrations; never edit an applied one.
``schema_version`` holds how many have run.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.store.sql import Dialect, Program, ddl, execute

Migration = str | Callable[[Dialect], Program[None]]

#: 1: tables, the action log, snapshots, finished matches and their players.
TABLES = """
    CREATE TABLE tables (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id     INTEGER NOT NULL,
        channel_id   INTEGER NOT NULL,
        thread_id    INTEGER,
        place_id     INTEGER NOT NULL,           -- thread_id if any, else channel_id
        message_id   INTEGER,                    -- the table message
        game_id      TEXT    NOT NULL,
        options      TEXT    NOT NULL,           -- JSON
        seed         INTEGER NOT NULL,
        seat_count   INTEGER,                    -- chosen seat count, NULL = any the game allows
        seats        TEXT    NOT NULL,           -- JSON list of SeatRecord
        host_id      INTEGER NOT NULL,
        status       TEXT    NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'ended')),
        version      INTEGER NOT NULL DEFAULT 0, -- applied actions
        meta         TEXT    NOT NULL DEFAULT '{}',  -- JSON: end votes, extra message ids …
        created_at   REAL    NOT NULL,
        updated_at   REAL    NOT NULL,
        started_at   REAL,
        closed_at    REAL
    );
    -- One open table per channel or thread, enforced by the database itself.
    CREATE UNIQUE INDEX tables_one_open_per_place ON tables (place_id)
        WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_open ON tables (status) WHERE status IN ('lobby', 'playing');
    CREATE INDEX tables_guild ON tables (guild_id, status);

    CREATE TABLE actions (
        table_id  INTEGER NOT NULL REFERENCES tables (id),
        version   INTEGER NOT NULL,              -- the table version this action produced (1, 2, …)
        seat      INTEGER NOT NULL,
        action    TEXT    NOT NULL,              -- stable form, e.g. play:10S
        actor_id  INTEGER,                       -- the member who acted; NULL for a computer
        computer  INTEGER NOT NULL DEFAULT 0,    -- 1: a computer chose it (seat or stand-in)
        at        REAL    NOT NULL,
        PRIMARY KEY (table_id, version)
    ) WITHOUT ROWID;

    CREATE TABLE snapshots (
        table_id  INTEGER PRIMARY KEY REFERENCES tables (id),
        version   INTEGER NOT NULL,
        state     TEXT    NOT NULL,              -- the game state's JSON at that version
        at        REAL    NOT NULL
    );

    CREATE TABLE matches (
        id            INTEGER PRIMARY KEY AUTOINCREMENT,
        table_id      INTEGER UNIQUE REFERENCES tables (id),
        guild_id      INTEGER NOT NULL,
        game_id       TEXT    NOT NULL,
        options       TEXT    NOT NULL,          -- JSON
        seats         TEXT    NOT NULL,          -- JSON list of SeatRecord at the end
        teams         TEXT    NOT NULL,          -- JSON [[seat, …], …]
        scores        TEXT    NOT NULL,          -- JSON, one per team
        ranks         TEXT    NOT NULL,          -- JSON, one per team, 0 = first
        winners       TEXT    NOT NULL,          -- JSON list of seats
        summary       TEXT    NOT NULL DEFAULT '',
        started_at    REAL    NOT NULL,
        finished_at   REAL    NOT NULL,
        duration      REAL    NOT NULL,          -- seconds
        actions       INTEGER NOT NULL,
        has_computers INTEGER NOT NULL           -- 1 if any seat was ever played by a computer
    );
    CREATE INDEX matches_guild_game_time ON matches (guild_id, game_id, finished_at);
    CREATE INDEX matches_guild_time ON matches (guild_id, finished_at);

    -- One row per seat of a finished match: what per-member boards and stats read.
    CREATE TABLE match_players (
        match_id     INTEGER NOT NULL REFERENCES matches (id),
        seat         INTEGER NOT NULL,
        guild_id     INTEGER NOT NULL,
        game_id      TEXT    NOT NULL,
        user_id      INTEGER,                    -- NULL for a computer seat
        name         TEXT    NOT NULL,
        computer     INTEGER NOT NULL,           -- 1: a computer seat (never on a board)
        stood_in     INTEGER NOT NULL,           -- 1: a computer played for this human at times
        team         INTEGER NOT NULL,
        score        INTEGER NOT NULL,           -- the team's final score
        rank         INTEGER NOT NULL,           -- the team's place, 0 = first
        won          INTEGER NOT NULL,
        has_computers INTEGER NOT NULL,          -- copied from the match, for fast filtering
        finished_at  REAL    NOT NULL,
        PRIMARY KEY (match_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX match_players_board
        ON match_players (guild_id, game_id, user_id, finished_at) WHERE user_id IS NOT NULL;
    CREATE INDEX match_players_member
        ON match_players (guild_id, user_id, finished_at) WHERE user_id IS NOT NULL;
    """


def leaderboard_tables(dialect: Dialect) -> Program[None]:
    """2: ratings, boards by period and member results (:mod:`bot.leaderboard`'s own)."""
    from bot.leaderboard import MIGRATION  # the leaderboard module documents its tables

    for statement in ddl(MIGRATION, dialect):
        yield execute(statement)


#: 3: tables set aside at start-up because they could not be restored (a damaged row, an
#: unknown game, a log that does not replay): why and when. The table's own row is closed
#: as 'ended' in the same transaction, which frees its channel; this row is the mark that
#: says it broke. (A new status value would need the tables table rebuilt for its CHECK
#: constraint in SQLite, with foreign keys off, outside a transaction.)
SET_ASIDE = """
    CREATE TABLE set_aside (
        table_id  INTEGER PRIMARY KEY REFERENCES tables (id),
        guild_id  INTEGER,                       -- copied as far as the row was readable
        place_id  INTEGER,
        game_id   TEXT,
        reason    TEXT    NOT NULL,              -- one line: what could not be restored
        at        REAL    NOT NULL
    );
    """

MIGRATIONS: list[Migration] = [TABLES, leaderboard_tables, SET_ASIDE]

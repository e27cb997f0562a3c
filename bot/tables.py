"""The table service: seats, lobby, lifecycle, one lock per table, turn timers, computer seats.

This is the only bridge between Discord and the rules: cogs call the methods of
``TableService`` and render what they get back (``Table.view``), and learn of
changes they did not cause (computer moves, timers, votes) through a
``TableListener``. No discord import here, and no game-specific code: games
are reached only through the engine contract (``new_match``, ``to_act``,
``legal_actions``, ``apply``, ``view``, ``result``).

Guarantees the Discord layer can build on:

* Every mutating call on a table runs under that table's ``asyncio.Lock``, so
  simultaneous clicks are applied one after the other, each checked against
  the state it meets.
* ``Table.version`` counts applied actions. ``act(..., expected_version=v)``
  refuses with ``StaleVersion`` (carrying the fresh table) when the table has
  moved on, so an old button can never apply a move to the wrong state.
* Commit before show, by construction. A ``Table`` exposes only ``Committed``: its
  record and game state as the store last committed them. Every change is made on
  copies — a ``draft()`` of the record, a ``clone()`` of the game — which the service
  commits (``store.commit_action``: log row + table row, one transaction, every move; or
  ``save_table`` for lobby changes) and only then publishes, in one reference swap
  with no await in between. So whatever any reader draws at any moment — the table
  message, a hand panel, a ping, autocomplete, the results — is committed state, even
  while a later move is still being written; a write that fails raises before
  anything is published, so it shows nothing and loses nothing (the copies are
  dropped; the table stays as everyone last saw it). Listeners hear of a change
  only after it is published.
* The action log is the authority; the snapshot is a checkpoint. A move's commit
  carries the state's JSON only every ``SNAPSHOT_EVERY`` moves, at a new deal and when
  the match ends (and ``start`` and closing a playing table write one), so most moves
  write just their log row and the table row. ``restore`` replays each log from the
  seed, compares the replay with the snapshot at the snapshot's version (older than the
  log is normal), and repairs only a real disagreement. A log that does not replay is
  recovered from the snapshot plus the moves after it that still apply.
* Every refusal is a ``TableError`` whose ``text`` is one friendly sentence for the
  player, as ``Text`` (catalog ``tables.ftl``) for the host to render in its reader's
  language (``err.render(locale, names)``), and whose ``code`` says which case it is.
  Every other sentence the service hands out — ``Change.message``, ``EndOutcome.text``,
  the reason a table closed (``Table.closing``) — is ``Text`` too. Names of people are
  plain strings in them (a member's display name, a computer's name in the table's
  language); seats in engine text are ``Seat`` placeholders the host fills.
* Timers (all per version, checked under the lock when they fire): a computer
  seat's move; a person's warning and time-out; ONE turn-ping timer per table
  (``turn_ping``: a person has waited ``turn_ping_seconds``); ONE claim-window
  timer per table — seats whose pending question has a no-choice answer
  (``Game.auto_answer``) get it ``claim_window_seconds`` after they were asked,
  all at once, so the timing tells nobody who had a real choice.

Using it (what ``bot/client.py`` and the cogs do)::

    store = await Store.open(settings.store.url)
    service = TableService(store, settings.tables, listeners=[my_listener])
    await service.restore()                       # on start: every unfinished table
    table = service.table_at(thread_or_channel_id)  # or service.get(id_from_custom_id)
    table = await service.open(guild, channel, user, name, "huutopussi", {...options},
                               thread_id=None, seat_count=None, difficulty=None)
    await service.attach(table.id, thread_id=..., message_id=...)
    await service.join / leave / add_computer / remove_computer / start(table.id, user, ...)
    result = await service.act(table.id, user, "play:10S", expected_version=v)
    outcome = await service.end(table.id, user)   # host: ends; others: a vote
    await service.back(table.id, user)            # stop a computer standing in for them
    table.view_for(user) / table.view(None) / table.legal_actions(user) / table.label(a)
    table.render(text)                            # fill {s0}… with seat names
    ...
    await service.close(); await store.close()

Listeners run under the table's lock: never call back into the service for the
same table from inside one (schedule a task instead), and do network I/O in a
task so a slow Discord edit never holds up the table.
"""

from __future__ import annotations

import asyncio
import copy
import heapq
import itertools
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine, Iterable
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace
from typing import Any, Literal, Protocol, get_args, get_origin

from pydantic import ValidationError
from pydantic.fields import FieldInfo

from bot.ai import difficulties, get_player
from bot.config import TablesSection
from bot.engine import (
    Action,
    Event,
    Game,
    IllegalAction,
    MatchResult,
    View,
    get_game,
    load_all,
    new_match,
)
from bot.engine.cards import CardParseError
from bot.engine.game import canonical, fill_names
from bot.engine.text import Join, Listing, Msg, Text
from bot.game_words import option_description
from bot.game_words import title as game_title
from bot.i18n import DEFAULT_LOCALE, catalog, english, render, resolve_locale
from bot.leaderboard import summary_json
from bot.option_words import choices_text
from bot.store import (
    ActionEntry,
    MatchRecord,
    PlaceTaken,
    SeatRecord,
    SetAside,
    Store,
    StoredTable,
    TableRecord,
)

log = logging.getLogger("bot.tables")


# --- errors ------------------------------------------------------------------------

class TableError(Exception):
    """A refused request. ``text`` is the sentence to show the player (ephemerally), as
    ``Text``: a host renders it for its reader with ``render(locale, names)``.

    ``code`` is one of: no_table, table_exists, table_limit, unknown_game, bad_option,
    full, already_started, already_seated, not_seated, not_host, not_started,
    need_players, no_computer, not_your_turn, illegal, unknown_card, stale — and, from the
    Discord layer's checks of where a click came from, not_here and forged.
    """

    def __init__(self, text: Text, code: str, table: Table | None = None) -> None:
        super().__init__(text)
        self.text = text
        self.code = code
        self.table = table

    def render(self, locale: str | None, names: list[str] | None = None) -> str:
        """The sentence in ``locale``, seats (of engine text) named by ``names`` — by
        default the table's plain seat names."""
        if names is None and self.table is not None:
            names = self.table.names()
        return render(self.text, locale, names)

    @property
    def message(self) -> str:
        """The sentence in English with the table's seat names (logs, tests, and hosts that
        do not speak the reader's language yet)."""
        return self.render(DEFAULT_LOCALE)

    def __str__(self) -> str:
        return self.message


class StaleVersion(TableError):
    """The request was made against an older state; ``table`` is the table as it is now."""


# --- time ----------------------------------------------------------------------------

Callback = Callable[[], Coroutine[Any, Any, None]]


class TimerHandle(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """Wall time and delayed calls. Injected so tests drive timers without sleeping."""

    def now(self) -> float: ...

    def call_later(self, delay: float, callback: Callback) -> TimerHandle: ...


class AsyncioClock:
    """The real clock: ``time.time`` and the running event loop's timers."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def now(self) -> float:
        return time.time()

    def call_later(self, delay: float, callback: Callback) -> TimerHandle:
        loop = asyncio.get_running_loop()

        def fire() -> None:
            task = loop.create_task(callback())
            self._tasks.add(task)  # keep a reference until done (tasks are weakly held)
            task.add_done_callback(self._tasks.discard)

        return loop.call_later(max(0.0, delay), fire)

    async def drain(self) -> None:
        """Wait for callbacks already running (not for timers still pending)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)


@dataclass(order=True)
class _FakeTimer:
    when: float
    seq: int
    callback: Callback = field(compare=False)
    cancelled: bool = field(default=False, compare=False)

    def cancel(self) -> None:
        self.cancelled = True


class FakeClock:
    """A clock for tests: time moves only in ``advance``, which runs due callbacks in order."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.t = start
        self._heap: list[_FakeTimer] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self.t

    def call_later(self, delay: float, callback: Callback) -> TimerHandle:
        timer = _FakeTimer(self.t + max(0.0, delay), next(self._seq), callback)
        heapq.heappush(self._heap, timer)
        return timer

    def pending(self) -> list[float]:
        """Due times of the live timers, soonest first."""
        return sorted(t.when for t in self._heap if not t.cancelled)

    async def advance(self, seconds: float = 0.0, max_callbacks: int = 1_000_000) -> int:
        """Move time forward, running every callback that falls due (including new ones)."""
        target = self.t + seconds
        ran = 0
        while self._heap and self._heap[0].when <= target:
            timer = heapq.heappop(self._heap)
            if timer.cancelled:
                continue
            self.t = max(self.t, timer.when)
            await timer.callback()
            ran += 1
            if ran >= max_callbacks:
                raise RuntimeError("too many timer callbacks: a loop?")
        self.t = target
        return ran


# --- what the Discord layer sees ----------------------------------------------------

@dataclass(frozen=True)
class Change:
    """What just happened at a table.

    ``kind``: opened, joined, left, host, computer_added, computer_removed, started,
    action, away, back, vote, attached. ``message`` is a sentence (``Text``: names of
    people inside it are plain strings), "" for none; ``events`` what the game said.
    """

    kind: str
    message: Text = ""
    seat: int | None = None
    events: tuple[Event, ...] = ()
    version: int = 0

    @property
    def text(self) -> str:
        """``message`` in English (hosts that do not speak the reader's language yet)."""
        return english(self.message)


class TableListener:
    """Override what you need. Calls happen after the change is committed, under the
    table's lock and in order, so keep them quick: hand network work to a task."""

    async def table_changed(self, table: Table, change: Change) -> None:
        """Anything on the table message may have changed."""

    async def players_to_act(self, table: Table, seats: list[int]) -> None:
        """These human seats should act now (mention them)."""

    async def turn_warning(self, table: Table, seat: int, seconds_left: float) -> None:
        """``seat`` has ``seconds_left`` before a computer plays for them."""

    async def turn_ping(self, table: Table, seats: list[int]) -> None:
        """These human seats have waited ``turn_ping_seconds`` to act: notify them (a new
        message, since Discord does not notify for a mention added by an edit). Seats
        whose only answer is the no-choice auto-answer are never pinged."""

    async def match_over(self, table: Table, result: MatchResult, record: MatchRecord) -> None:
        """The match ended and was recorded; the table is closed."""

    async def match_stopped(self, table: Table, standing: MatchResult) -> None:
        """The match was ended early and its game defines a standing for a stopped match
        (``Game.stopped_result``); it is not recorded for the leaderboard. Called just
        before ``table_closed``."""

    async def table_closed(self, table: Table, reason: str) -> None:
        """The table was ended early (host, vote, everyone left); ``reason`` is the sentence
        in English, and ``table.closing`` the same as ``Text`` to render in the table's
        language."""


@dataclass
class ActResult:
    """An applied action, already committed."""

    table: Table
    seat: int
    action: Action
    events: list[Event]
    version: int
    result: MatchResult | None = None

    @property
    def over(self) -> bool:
        return self.result is not None

    def texts(self) -> list[str]:
        """The events as sentences with names."""
        return [self.table.render(e.text) for e in self.events]


@dataclass
class EndOutcome:
    """``ended``: the table is closed. Otherwise a vote was counted: ``votes`` of ``needed``.
    ``text``: the sentence saying so."""

    table: Table
    ended: bool
    votes: int
    needed: int
    text: Text

    @property
    def message(self) -> str:
        """``text`` in English."""
        return english(self.text)


RECENT_ACTIONS = 16  # committed log rows a table keeps in memory (a repeated click is matched)
RECENT_EVENTS = 8  # events of the last replayed moves kept at restore (the table message's lines)
#: A move's commit writes the state's snapshot when its version is a multiple of this (and
#: at a new deal, and when the match ends). The log already restores every table exactly, so
#: a checkpoint only cross-checks it and is where a damaged log is recovered from: 16 keeps
#: that tail well inside a deal (Prefa ~40 moves, Huutopussi ~50, Four Color ~280), while
#: the JSON and the blob write happen on one move in 16 plus once a deal, not on every move.
SNAPSHOT_EVERY = 16
#: Event kinds after which the state is checkpointed whatever its version: a new deal begins
#: (the previous one has been scored), which every game announces.
CHECKPOINT_EVENTS = frozenset({"deal", "redeal"})


@dataclass(frozen=True, slots=True)
class Committed:
    """What every reader of a table sees: its record and game state exactly as last committed
    to the store, with the last few action-log rows. Replaced whole by the service after each
    commit (one reference swap, no await in between), never changed in place."""

    record: TableRecord
    state: Game | None
    actions: tuple[ActionEntry, ...] = ()
    # Each seat's view of ``state`` (None: the public one), made when first asked for: a
    # move redraws every live panel and the table message from the same state, and a panel
    # editor reads a seat's view twice (what it shows, then drawing it). Views are never
    # changed in place (the Discord layer dresses copies), so sharing one is safe, and the
    # cache goes with the state it was made from.
    views: dict[int | None, View] = field(default_factory=dict, compare=False, repr=False)
    # ... and, likewise, each seat's legal actions with their labels (see Table.choices).
    choices: dict[int, tuple[tuple[str, Text], ...]] = field(default_factory=dict,
                                                             compare=False, repr=False)


def draft_of(record: TableRecord) -> TableRecord:
    """A copy of ``record`` to change and commit: its seats, options and meta are its own."""
    return dc_replace(record, seats=[dc_replace(s) for s in record.seats],
                      options=copy.deepcopy(record.options), meta=copy.deepcopy(record.meta))


class Table:
    """A table in memory: its committed record and game state, and its lock.

    Read freely (properties, ``view``, ``legal_actions``): they show the committed table
    (``Committed``). Change only through the service, which works on copies
    (``draft``, ``state.clone()``) and publishes them once the store has them.
    """

    def __init__(self, record: TableRecord, state: Game | None = None,
                 actions: Iterable[ActionEntry] = ()) -> None:
        self._committed = Committed(record, state, tuple(actions)[-RECENT_ACTIONS:])
        self.lock = asyncio.Lock()
        # The events of the last moves replayed at restore (the table message's recent lines
        # survive a restart); empty for a table opened in this process.
        self.restored_events: tuple[Event, ...] = ()
        self.timers: list[TimerHandle] = []
        self._game: type[Game] | None = type(state) if state is not None else None
        # In memory only (a restart starts every wait afresh): when each seat to act began
        # waiting, which of them were pinged, and whose auto-answer failed this wait.
        self.waiting: dict[int, float] = {}
        self.pinged: set[int] = set()
        self.no_auto: set[int] = set()
        # Per seat to act: the version since which it has faced the same question (the same
        # legal actions, without acting in between). A button drawn at or after that version
        # still answers that question when other seats' answers moved the version on — as in
        # a claim window, where every seat answers at once.
        self.asked: dict[int, tuple[int, tuple[str, ...]]] = {}
        # Why the table closed (set before the listeners hear ``table_closed``).
        self.closing: Text = ""

    # --- the committed table (what readers see) ---
    @property
    def record(self) -> TableRecord:
        """The table's row as last committed (change a ``draft`` instead)."""
        return self._committed.record

    @property
    def state(self) -> Game | None:
        """The game as last committed (the service applies moves to a clone)."""
        return self._committed.state

    @property
    def recent_actions(self) -> tuple[ActionEntry, ...]:
        """The last committed action-log rows, oldest first."""
        return self._committed.actions

    def draft(self) -> TableRecord:
        """A copy of the record for the service to change, commit and then publish."""
        return draft_of(self._committed.record)

    def _publish(self, record: TableRecord, state: Game | None = None, *,
                 entry: ActionEntry | None = None, keep_state: bool = True) -> None:
        """Make a committed record (and state) what every reader sees, in one swap.

        Only the service calls this, and only after the store has the change: that is
        the whole of "commit before show"."""
        now = self._committed
        if state is None and keep_state:
            state = now.state
        actions = now.actions if entry is None else (*now.actions, entry)[-RECENT_ACTIONS:]
        self._committed = Committed(record, state, actions)

    # --- identity and lobby ---
    @property
    def id(self) -> int:
        return self.record.id

    @property
    def guild_id(self) -> int:
        return self.record.guild_id

    @property
    def channel_id(self) -> int:
        return self.record.channel_id

    @property
    def thread_id(self) -> int | None:
        return self.record.thread_id

    @property
    def place_id(self) -> int:
        return self.record.place_id

    @property
    def message_id(self) -> int | None:
        return self.record.message_id

    @property
    def game_id(self) -> str:
        return self.record.game_id

    @property
    def game(self) -> type[Game]:
        """The game class (looked up once: the registry scans bot.games on each lookup)."""
        if self._game is None:
            self._game = get_game(self.record.game_id)
        return self._game

    @property
    def title(self) -> str:
        """The game's title in English (the class attribute); ``title_text`` for readers."""
        return self.game.title

    @property
    def title_text(self) -> Text:
        """The game's title as a catalog message (``game-<id>-title``)."""
        return game_title(self.game_id, self.game.title)

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.record.options)

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def version(self) -> int:
        return self.record.version

    @property
    def host_id(self) -> int:
        return self.record.host_id

    @property
    def seats(self) -> list[SeatRecord]:
        return self.record.seats

    @property
    def difficulty(self) -> str | None:
        value = self.record.meta.get("difficulty")
        return str(value) if value else None

    @property
    def language(self) -> str:
        """The locale the table's public messages speak (chosen at opening; English for
        tables opened before there was a choice)."""
        return resolve_locale(str(self.record.meta.get("language") or DEFAULT_LOCALE))

    @property
    def end_votes(self) -> set[int]:
        return set(self.record.meta.get("end_votes", []))

    def max_seats(self) -> int:
        return self.record.seat_count or max(self.game.seat_counts)

    def seat_of(self, user_id: int) -> int | None:
        for i, seat in enumerate(self.record.seats):
            if not seat.computer and seat.user_id == user_id:
                return i
        return None

    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    def render(self, text: Text) -> str:
        """Fill ``{sN}`` placeholders with seat names."""
        return fill_names(text, self.names())

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.record.seats) if not s.computer]

    # --- play ---
    def to_act(self) -> list[int]:
        if self.state is None or self.record.status != "playing":
            return []
        return list(self.state.to_act())

    def view(self, seat: int | None = None) -> View | None:
        """What ``seat`` may see (None: the public view); None before the game starts."""
        now = self._committed
        shown = now.views.get(seat)
        if shown is None and now.state is not None:
            shown = now.views[seat] = now.state.view(seat)
        return shown

    def view_for(self, user_id: int) -> View | None:
        """The member's own view if seated, else the public view."""
        return self.view(self.seat_of(user_id))

    def legal_actions(self, user_id: int) -> list[Action]:
        """The member's legal actions now (empty when it is not their turn)."""
        seat = self.seat_of(user_id)
        if seat is None or self.state is None or self.record.status != "playing":
            return []
        return self.state.legal_actions(seat)

    def choices(self, user_id: int) -> tuple[tuple[str, Text], ...]:
        """The member's legal actions now, each as its id and its label (not yet in words),
        made once per committed state and seat: every drawing of their panel reads them."""
        seat = self.seat_of(user_id)
        now = self._committed
        if seat is None or now.state is None or now.record.status != "playing":
            return ()
        made = now.choices.get(seat)
        if made is None:
            state = now.state
            made = now.choices[seat] = tuple((str(a), state.label(a))
                                             for a in state.legal_actions(seat))
        return made

    def label(self, action: Action) -> str:
        return english(self.state.label(action)) if self.state is not None else str(action)

    def auto_answer(self, seat: int) -> Action | None:
        """The no-choice answer the host gives for ``seat`` after the claim window, if its
        pending question is one (``Game.auto_answer``); None otherwise."""
        if self.state is None or self.record.status != "playing" or seat in self.no_auto:
            return None
        if seat not in self.state.to_act():
            return None
        return self.state.auto_answer(seat)

    def still_asked(self, seat: int, version: int) -> bool:
        """Whether a button drawn at ``version`` still answers ``seat``'s current question."""
        if version == self.version:
            return True
        since = self.asked.get(seat)
        return since is not None and since[0] <= version <= self.version

    def __repr__(self) -> str:
        return f"<Table {self.id} {self.game_id} {self.status} v{self.version}>"


# --- the service -----------------------------------------------------------------------

def set_aside_sentence(aside: SetAside) -> Text:
    """What a member meeting a table set aside at start-up is told."""
    try:
        title: Text = game_title(aside.game_id, get_game(aside.game_id).title)
    except KeyError:
        title = aside.game_id or Msg("table-a-game")
    return Msg("table-set-aside", table=aside.table_id, game=title)


def _note(err: IllegalAction | CardParseError, action: Action) -> Text:
    if isinstance(err, IllegalAction):
        return err.message
    return Msg("table-not-a-card", typed=action.arg or str(action))


def _computer_name(table: Table, seats: Iterable[SeatRecord] | None = None) -> str:
    """The next free computer name ("Computer 2"), in the table's language: a seat's name
    is stored as it is and shown to everyone, like a member's. ``seats``: the draft's
    seats being filled (the committed ones otherwise)."""
    used = {s.name for s in (table.record.seats if seats is None else seats)}
    words = catalog(table.language)
    return next(name for k in itertools.count(1)
                if (name := words.t("table-computer-name", number=k)) not in used)


def _is_card_text_error(err: BaseException) -> bool:
    seen: BaseException | None = err
    while seen is not None:
        if isinstance(seen, CardParseError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False



def _checked_difficulty(difficulty: str | None) -> str | None:
    """The level named, normalised; a TableError naming the choices if there is no such level."""
    if difficulty is None or not difficulty.strip():
        return None
    level = difficulty.strip().lower()
    if level not in difficulties():
        raise TableError(Msg("table-no-such-computer", level=difficulty.strip(),
                             levels=Join(difficulties(), ", ")), "bad_option")
    return level

# --- game options in plain words ------------------------------------------------------

@dataclass(frozen=True)
class OptionInfo:
    """One rule option of a game, described for people: its name, the values worth offering
    (every choice where there are few), what is allowed in words, and the default. ``rule``
    and ``description`` are ``Text`` (catalog ``options.ftl`` and ``games.ftl``)."""

    name: str
    values: tuple[str, ...]
    rule: Text
    default: str
    description: Text = ""


def _option_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def _bounds(info: FieldInfo) -> tuple[Any, Any, Any]:
    low = high = step = None
    for meta in info.metadata:
        low = getattr(meta, "ge", low)
        high = getattr(meta, "le", high)
        step = getattr(meta, "multiple_of", step)
    return low, high, step


def _describe_option(game_id: str, name: str, info: FieldInfo) -> OptionInfo:
    default = _option_text(info.default)
    annotation = info.annotation
    if get_origin(annotation) is Literal:
        values = tuple(_option_text(v) for v in get_args(annotation))
    elif annotation is bool:
        values = ("true", "false")
    elif annotation in (int, float):
        low, high, _step = _bounds(info)
        values = tuple(dict.fromkeys(_option_text(v) for v in (info.default, low, high)
                                     if v is not None))
    else:
        values = (default,)
    return OptionInfo(name, values, choices_text(info), default,
                      option_description(game_id, name, info.description))


def game_options(game_id: str) -> list[OptionInfo]:
    """Every rule option of the game (empty for an unknown game), for menus and errors."""
    try:
        cls = get_game(game_id)
    except KeyError:
        return []
    return [_describe_option(cls.game_id, name, info)
            for name, info in cls.options_model.model_fields.items()]


def _option_problem(cls: type[Game], err: ValidationError) -> Text:
    """The first problem with the options, in plain words that say what is allowed."""
    first = err.errors()[0]
    options = {o.name: o for o in game_options(cls.game_id)}
    name = str(first["loc"][0]) if first["loc"] else ""
    title = game_title(cls.game_id, cls.title)
    if name and name not in options:
        return Msg("table-no-such-option", game=title, name=name, count=len(options),
                   names=Join(list(options), ", "))
    if not name:  # options that do not fit together (a model validator, in its own words)
        why = str(first["msg"]).removeprefix("Value error, ")
        return Msg("table-options-clash", why=why)
    given = _option_text(first.get("input", ""))
    return Msg("table-option-not-allowed", value=given, name=name, rule=options[name].rule)


class TableService:
    """Owns every open table of the bot. One instance per process.

    ``store``: an opened Store. ``settings``: the ``[tables]`` config section.
    ``clock``: AsyncioClock by default, FakeClock in tests. ``seed_source``: the
    shuffle seed of each new table (random by default).
    """

    def __init__(self, store: Store, settings: TablesSection | None = None,
                 clock: Clock | None = None, listeners: Iterable[TableListener] = (),
                 seed_source: Callable[[], int] | None = None) -> None:
        self.store = store
        self.settings = settings or TablesSection()
        self.clock: Clock = clock or AsyncioClock()
        self.listeners: list[TableListener] = list(listeners)
        self._seed = seed_source or (lambda: secrets.randbits(62))
        self._tables: dict[int, Table] = {}
        self._by_place: dict[int, int] = {}
        self._open_lock = asyncio.Lock()
        # Tables set aside at start-up, by place and by id: whoever meets one hears why.
        self._aside_at: dict[int, SetAside] = {}
        self._aside: dict[int, SetAside] = {}
        # Awaited before a timer's work (a computer's move, a time-out, a ping): the host
        # lets people's interactions go first while it is behind (the Discord bot sets it).
        self.background_turn: Callable[[], Awaitable[None]] | None = None

    def add_listener(self, listener: TableListener) -> None:
        self.listeners.append(listener)

    # --- finding tables ---
    def tables(self) -> list[Table]:
        return list(self._tables.values())

    def find(self, place_id: int) -> Table | None:
        """The open table in this channel or thread, if any."""
        table_id = self._by_place.get(place_id)
        return self._tables.get(table_id) if table_id is not None else None

    def table_at(self, place_id: int) -> Table:
        """The open table in this channel or thread, or TableError(no_table)."""
        table = self.find(place_id)
        if table is None:
            raise self.missing(place_id)
        return table

    def missing(self, place_id: int) -> TableError:
        """Why there is no table here: none was opened, or the one here was set aside."""
        aside = self._aside_at.get(place_id)
        if aside is not None:
            return TableError(set_aside_sentence(aside), "no_table")
        return TableError(Msg("table-none-here"), "no_table")

    def get(self, table_id: int) -> Table:
        """An open table by id (from a custom_id), or TableError(no_table)."""
        table = self._tables.get(table_id)
        if table is None:
            aside = self._aside.get(table_id)
            raise TableError(set_aside_sentence(aside) if aside is not None else
                             Msg("table-closed"), "no_table")
        return table

    # --- lobby ---
    async def open(self, guild_id: int, channel_id: int, host_id: int, host_name: str,
                   game_id: str, options: dict[str, Any] | None = None, *,
                   thread_id: int | None = None, seat_count: int | None = None,
                   difficulty: str | None = None, language: str | None = None) -> Table:
        """Open a table with the host seated; one open table per channel or thread.

        ``language``: the locale of the table's public messages (a Discord locale code; the
        nearest one we speak is kept — the host's choice, else the server's preferred one)."""
        try:
            cls = get_game(game_id)
        except KeyError:
            known = Listing([game_title(g) for g in sorted(load_all())], "or")
            raise TableError(Msg("table-unknown-game", game=str(game_id), games=known),
                             "unknown_game") from None
        try:
            opts = cls.parse_options(options).model_dump(mode="json")
        except ValidationError as err:
            raise TableError(_option_problem(cls, err), "bad_option") from None
        difficulty = _checked_difficulty(difficulty)
        if seat_count is not None and seat_count not in cls.seat_counts:
            raise TableError(Msg("table-seat-count", game=game_title(cls.game_id, cls.title),
                                 counts=Listing(list(cls.seat_counts), "or"),
                                 count=seat_count), "bad_option")
        async with self._open_lock:
            place = thread_id if thread_id is not None else channel_id
            existing = self.find(place)
            if existing is not None:
                raise TableError(Msg("table-exists", game=existing.title_text),
                                 "table_exists", existing)
            open_here = sum(1 for t in self._tables.values() if t.guild_id == guild_id)
            if open_here >= self.settings.max_tables_per_guild:
                raise TableError(Msg("table-limit", count=open_here), "table_limit")
            now = self.clock.now()
            meta: dict[str, Any] = {"difficulty": difficulty} if difficulty else {}
            if language:
                meta["language"] = resolve_locale(language)
            rec = TableRecord(guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
                              game_id=cls.game_id, host_id=host_id, seed=self._seed(),
                              options=opts, seat_count=seat_count,
                              seats=[SeatRecord(host_id, host_name)], meta=meta,
                              created_at=now, updated_at=now)
            try:
                await self.store.create_table(rec)
            except PlaceTaken:
                raise TableError(Msg("table-exists-here"), "table_exists") from None
            table = Table(rec)
            self._add(table)
            self._aside_at.pop(place, None)  # the old table's story ends with a new table
        async with table.lock:
            await self._notify_changed(table, Change("opened", Msg("table-opened",
                                                                   name=host_name), 0))
        return table

    async def attach(self, table_id: int, *, thread_id: int | None = None,
                     message_id: int | None = None) -> Table:
        """Record the table message (and the thread, if created after opening)."""
        table = self.get(table_id)
        async with table.lock:
            old_place = table.place_id
            draft = table.draft()
            if thread_id is not None:
                draft.thread_id = thread_id
            if message_id is not None:
                draft.message_id = message_id
            try:
                await self._save(table, draft)
            except PlaceTaken:
                raise TableError(Msg("table-thread-taken"), "table_exists") from None
            if table.place_id != old_place:
                self._by_place.pop(old_place, None)
                self._by_place[table.place_id] = table.id
        return table

    async def join(self, table_id: int, user_id: int, name: str) -> Table:
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if table.seat_of(user_id) is not None:
                raise TableError(Msg("table-already-seated"), "already_seated")
            draft = table.draft()
            seats = draft.seats
            if len(seats) >= table.max_seats():
                computers = [i for i, s in enumerate(seats) if s.computer]
                if not computers:
                    raise TableError(Msg("table-full-wait", seats=table.max_seats()), "full")
                seats[computers[-1]] = SeatRecord(user_id, name)  # a person beats a computer
            else:
                seats.append(SeatRecord(user_id, name))
            self._clear_votes(draft)
            await self._save(table, draft)
            await self._notify_changed(table, Change("joined", Msg("table-joined", name=name),
                                                     table.seat_of(user_id)))
        return table

    async def leave(self, table_id: int, user_id: int) -> Table:
        """Leave the lobby; during play a computer takes the seat (the member may come back)."""
        table = self.get(table_id)
        async with table.lock:
            seat = self._require_seat(table, user_id)
            name = table.record.seats[seat].name
            draft = table.draft()
            if table.status == "playing":
                rec = draft.seats[seat]
                if not rec.away:
                    rec.away = rec.stood_in = True
                    await self._save(table, draft)
                    await self._notify_changed(table, Change(
                        "away", Msg("table-left-playing", name=name), seat))
                    self._schedule(table)
                return table
            del draft.seats[seat]
            self._clear_votes(draft)
            humans = [i for i, s in enumerate(draft.seats) if not s.computer]
            if not humans:
                await self._close(table, "ended", Msg("table-everyone-left"), draft)
                return table
            text: Text = Msg("table-left", name=name)
            if user_id == table.host_id:
                new_host = draft.seats[humans[0]]
                draft.host_id = int(new_host.user_id or 0)
                text = Msg("table-left-new-host", name=name, host=new_host.name)
            await self._save(table, draft)
            await self._notify_changed(table, Change("left", text, None))
        return table

    async def add_computer(self, table_id: int, user_id: int,
                           difficulty: str | None = None) -> Table:
        """Seat a computer (host or any seated player may)."""
        difficulty = _checked_difficulty(difficulty)
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if user_id != table.host_id:
                self._require_seat(table, user_id)
            if len(table.record.seats) >= table.max_seats():
                raise TableError(Msg("table-full", seats=table.max_seats()), "full")
            name = _computer_name(table)
            level = difficulty or table.difficulty or self.settings.default_difficulty
            draft = table.draft()
            draft.seats.append(SeatRecord(None, name, computer=True, difficulty=level))
            await self._save(table, draft)
            await self._notify_changed(table, Change("computer_added",
                                                     Msg("table-sits-down", name=name),
                                                     len(table.record.seats) - 1))
        return table

    async def remove_computer(self, table_id: int, user_id: int,
                              seat: int | None = None) -> Table:
        """Remove a computer seat (the last one unless ``seat``, 0-based, is given). Host only:
        the host decides who plays, as they decide when to start."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if user_id != table.host_id:
                raise TableError(Msg("table-host-only-remove", host=self._host_name(table)),
                                 "not_host")
            computers = [i for i, s in enumerate(table.record.seats) if s.computer]
            if not computers:
                raise TableError(Msg("table-no-computer"), "no_computer")
            if seat is not None and seat not in computers:
                raise TableError(Msg("table-not-a-computer", seat=seat + 1,
                                     count=len(computers),
                                     seats=Listing([i + 1 for i in computers])), "no_computer")
            if seat is not None:
                computers = [seat]
            draft = table.draft()
            removed = draft.seats.pop(computers[-1])
            await self._save(table, draft)
            await self._notify_changed(table, Change("computer_removed",
                                                     Msg("table-left", name=removed.name)))
        return table

    async def start(self, table_id: int, user_id: int,
                    fill_with_computers: bool = False) -> Table:
        """Deal the first hand. Only the host; the seats must fit the game."""
        table = self.get(table_id)
        async with table.lock:
            self._require_lobby(table)
            if user_id != table.host_id:
                raise TableError(Msg("table-host-only-start", host=self._host_name(table)),
                                 "not_host")
            cls = table.game
            rec = table.draft()
            seats = rec.seats
            allowed = [table.record.seat_count] if table.record.seat_count else list(
                cls.seat_counts)
            if fill_with_computers and len(seats) not in allowed:
                goal = min((n for n in allowed if n >= len(seats)), default=None)
                level = table.difficulty or self.settings.default_difficulty
                while goal is not None and len(seats) < goal:
                    seats.append(SeatRecord(None, _computer_name(table, seats), computer=True,
                                            difficulty=level))
            if len(seats) not in allowed:
                raise TableError(Msg("table-need-players", game=table.title_text,
                                     counts=Listing(allowed, "or"), seated=len(seats)),
                                 "need_players")
            state = new_match(table.game_id, len(seats), rec.options, rec.seed)
            now = self.clock.now()
            rec.status, rec.version, rec.started_at, rec.updated_at = "playing", 0, now, now
            self._clear_votes(rec)
            await self.store.start_table(rec, state.to_json())
            table._publish(rec, state)
            await self._notify_changed(table, Change("started", Msg("table-begins",
                                                                    game=table.title_text),
                                                     version=0))
            await self._announce_turn(table)
            self._schedule(table)
        return table

    # --- play ---
    async def act(self, table_id: int, user_id: int, action_text: str,
                  expected_version: int | None = None) -> ActResult:
        """Apply one action of the member's seat, committed before this returns.

        ``action_text`` is the stable form (``play:10S``, ``bid:60``, ``pass``); forms like
        ``play 10s`` or a bare ``10S`` that match exactly one legal action are accepted.
        ``expected_version`` (from a button): refuse with StaleVersion if the table moved on.
        """
        table = self.get(table_id)
        async with table.lock:
            if table.status != "playing":
                if table.status == "lobby":
                    raise TableError(Msg("table-not-started"), "not_started", table)
                raise TableError(Msg("table-closed"), "no_table")
            seat = self._require_seat(table, user_id)
            if expected_version is not None and not table.still_asked(seat, expected_version):
                raise StaleVersion(Msg("table-stale"), "stale", table)
            state = table.state
            assert state is not None
            if seat not in state.to_act():
                raise TableError(state.not_your_turn(seat), "not_your_turn", table)
            action = self._resolve(state, seat, action_text)
            work = state.clone()  # a refused or unsaved move leaves the committed state alone
            try:
                events = work.apply(seat, action)
            except (IllegalAction, CardParseError) as err:
                code = "unknown_card" if _is_card_text_error(err) else "illegal"
                raise TableError(_note(err, action), code, table) from None
            draft = table.draft()
            rec = draft.seats[seat]
            came_back = rec.away
            rec.away = False
            result = await self._commit(table, draft, work, seat, action, events,
                                        actor_id=user_id, computer=False)
            if came_back and table.status == "playing":
                await self._notify_changed(table, Change(
                    "back", Msg("table-back", name=rec.name), seat, version=table.version))
            return ActResult(table, seat, action, events, table.version, result)

    async def back(self, table_id: int, user_id: int) -> Table:
        """The member returns: the computer stops playing for them (e.g. on Your hand)."""
        table = self.get(table_id)
        async with table.lock:
            seat = self._require_seat(table, user_id)
            draft = table.draft()
            rec = draft.seats[seat]
            if rec.away:
                rec.away = False
                await self._save(table, draft)
                await self._notify_changed(table, Change(
                    "back", Msg("table-back", name=rec.name), seat, version=table.version))
                self._schedule(table)
        return table

    async def end(self, table_id: int, user_id: int) -> EndOutcome:
        """The host ends the table at once; a seated player's call counts as a vote."""
        table = self.get(table_id)
        async with table.lock:
            humans = [s for s in table.record.seats if not s.computer]
            needed = len(humans) // 2 + 1
            if user_id == table.host_id:
                text: Text = Msg("table-host-ended", host=self._host_name(table))
                await self._close(table, "ended", text)
                return EndOutcome(table, True, len(table.end_votes), needed, text)
            seat = self._require_seat(table, user_id)
            votes = table.end_votes | {user_id}
            draft = table.draft()
            draft.meta["end_votes"] = sorted(votes)
            if len(votes) >= needed:
                text = Msg("table-voted-end", votes=len(votes), players=len(humans))
                await self._close(table, "ended", text, draft)
                return EndOutcome(table, True, len(votes), needed, text)
            await self._save(table, draft)
            text = Msg("table-vote", name=table.record.seats[seat].name, votes=len(votes),
                       needed=needed)
            await self._notify_changed(table, Change("vote", text, seat, version=table.version))
            return EndOutcome(table, False, len(votes), needed, text)

    # --- restore ---
    async def restore(self, guilds: Callable[[int], bool] | None = None) -> list[Table]:
        """Load every unfinished table: snapshot, checked by replaying seed + action log.

        ``guilds``: only the servers it says yes to (a shard process restores its own).
        Damaged data never stops the others: a table whose row cannot be read, whose game
        is unknown, or whose state cannot be rebuilt is set aside (``_set_aside``) and the
        rest start as usual.
        """
        restored = []
        stored_tables, damaged = await self.store.load_open(guilds)
        for unreadable in damaged:
            await self._set_aside(unreadable.table_id, unreadable)
        for stored in stored_tables:
            if stored.record.id in self._tables:
                continue
            try:
                table = await self._restored(stored)
            except Exception as err:
                await self._set_aside(stored.record.id, err)
                continue
            self._add(table)
            restored.append(table)
        for aside in await self.store.set_aside_tables():
            self._remember_aside(aside)
        playing = [t for t in restored if t.status == "playing"]
        log.info("restored %d tables (%d playing, %d in the lobby)", len(restored), len(playing),
                 len(restored) - len(playing))
        for table in playing:
            self._schedule(table)
        return restored

    async def _restored(self, stored: StoredTable) -> Table:
        """The live table for a stored one; raises if it cannot be rebuilt or drawn."""
        rec = stored.record
        cls = get_game(rec.game_id)
        cls.parse_options(rec.options)  # options this version cannot read would fail at start
        if rec.status != "playing":
            return Table(rec)
        state, events = await self._restore_state(stored)
        state.view(None), state.to_act()  # a state that cannot be drawn is of no use
        table = Table(rec, state, stored.actions)
        table.restored_events = events
        return table

    async def _set_aside(self, table_id: int, err: BaseException) -> None:
        """Close a table that cannot be restored, so its channel is free, and remember why for
        whoever meets it; one line in the log (no traceback: the reason says it)."""
        reason = " ".join(f"{type(err).__name__}: {err}".split())[:300]
        try:
            aside = await self.store.set_aside(table_id, reason, self.clock.now())
        except Exception as store_err:
            log.error("table %d cannot be restored (%s), nor marked so: %s", table_id, reason,
                      store_err)
            return
        self._remember_aside(aside)
        log.error("table %d (%s) could not be restored and was set aside, freeing its channel: "
                  "%s", table_id, aside.game_id or "?", reason)

    def _remember_aside(self, aside: SetAside) -> None:
        self._aside[aside.table_id] = aside
        if aside.place_id is not None and aside.place_id not in self._by_place:
            self._aside_at[aside.place_id] = aside

    async def _restore_state(self, stored: StoredTable) -> tuple[Game, tuple[Event, ...]]:
        """The state the action log replays to, and the events of its last moves (the table
        message's recent lines).

        The snapshot is a checkpoint, normally older than the log: the replay is compared
        with it at the snapshot's version, and only a real disagreement is warned of and
        repaired (trusting the log). A log that does not replay — a gap, a move that is
        not legal, fewer moves than the snapshot has — is recovered from the snapshot
        (``_recover``); with no snapshot to fall back on it raises (the table is set aside).
        """
        rec = stored.record
        cls = get_game(rec.game_id)
        snapshot = cls.from_json(stored.snapshot) if stored.snapshot is not None else None
        at = stored.snapshot_version if snapshot is not None else None
        actions = stored.actions
        agrees = at is None  # no snapshot: nothing to compare (it is rewritten below)
        try:
            if [a.version for a in actions] != list(range(1, len(actions) + 1)):
                raise ValueError("the action log has gaps")
            if at is not None and at > len(actions):
                raise ValueError(f"the action log ends at version {len(actions)}, before the "
                                 f"snapshot's version {at}")
            replayed = new_match(rec.game_id, len(rec.seats), rec.options, rec.seed)
            events: list[Event] = []
            for entry in actions:
                if entry.version == (at or 0) + 1 and snapshot is not None:
                    agrees = canonical(snapshot) == canonical(replayed)
                events = [*events, *replayed.apply(entry.seat, entry.action)][-RECENT_EVENTS:]
        except (IllegalAction, ValueError) as err:
            if snapshot is None:
                raise
            return await self._recover(stored, snapshot, err)
        version = len(actions)
        if snapshot is not None and at == version:
            agrees = canonical(snapshot) == canonical(replayed)
        if snapshot is None or not agrees:
            log.warning("table %d: the snapshot (version %s) disagrees with the action log "
                        "(version %d); trusting the log", rec.id, stored.snapshot_version,
                        version)
            await self.store.replace_snapshot(rec.id, version, replayed.to_json(),
                                              self.clock.now())
        rec.version = version
        return replayed, tuple(events)

    async def _recover(self, stored: StoredTable, snapshot: Game, err: BaseException
                       ) -> tuple[Game, tuple[Event, ...]]:
        """A table whose log does not replay from the seed: its snapshot, then the logged
        moves after the snapshot's version for as long as they follow on and apply. Moves
        past that point are logged here and cut from the store with the repaired snapshot
        (``replace_snapshot``), so the table plays on from the state it recovered."""
        rec = stored.record
        state, version = snapshot, int(stored.snapshot_version or 0)
        base = version
        events: list[Event] = []
        for entry in stored.actions:
            if entry.version <= base:
                continue
            if entry.version != version + 1:
                break
            work = state.clone()  # a move that fails half-way leaves the recovered state alone
            try:
                applied = work.apply(entry.seat, entry.action)
            except (IllegalAction, ValueError):
                break
            state, version = work, entry.version
            events = [*events, *applied][-RECENT_EVENTS:]
        dropped = [f"{a.version}:{a.seat}:{a.action}" for a in stored.actions
                   if a.version > version]
        log.error("table %d: the action log does not replay (%s); recovered from the snapshot "
                  "at version %d and the %d moves after it that apply (version %d)%s", rec.id,
                  err, base, version - base, version,
                  f"; dropped {len(dropped)} that do not: {' '.join(dropped)[:300]}"
                  if dropped else "")
        await self.store.replace_snapshot(rec.id, version, state.to_json(), self.clock.now())
        stored.actions = [a for a in stored.actions if a.version <= version]
        rec.version = version
        return state, tuple(events)

    async def close(self) -> None:
        """Stop every timer (the store is closed by its owner)."""
        for table in self._tables.values():
            self._cancel_timers(table)

    # --- internals ---
    def _add(self, table: Table) -> None:
        self._tables[table.id] = table
        self._by_place[table.place_id] = table.id

    def _remove(self, table: Table) -> None:
        self._cancel_timers(table)
        self._tables.pop(table.id, None)
        if self._by_place.get(table.place_id) == table.id:
            del self._by_place[table.place_id]

    def _require_lobby(self, table: Table) -> None:
        if table.status == "playing":
            raise TableError(Msg("table-already-started"), "already_started", table)
        if table.status != "lobby":
            raise TableError(Msg("table-closed"), "no_table")

    @staticmethod
    def _host_name(table: Table) -> Text:
        name = next((s.name for s in table.record.seats
                     if not s.computer and s.user_id == table.host_id), None)
        return name if name is not None else Msg("table-the-host")

    def _require_seat(self, table: Table, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError(Msg("table-not-seated-lobby" if table.status == "lobby"
                                 else "table-not-seated"), "not_seated", table)
        return seat

    @staticmethod
    def _clear_votes(draft: TableRecord) -> None:
        draft.meta.pop("end_votes", None)

    @staticmethod
    def _resolve(state: Game, seat: int, text: str) -> Action:
        """The legal action the text means, else the parsed text (the engine will say why)."""
        return state.parse_action(seat, text)

    async def _save(self, table: Table, draft: TableRecord, state_json: str | None = None
                    ) -> None:
        """Commit a changed copy of the table's row (with ``state_json``: and the snapshot at
        its version), then publish it (a failed write raises and leaves the table as every
        reader saw it)."""
        draft.updated_at = self.clock.now()
        await self.store.save_table(draft, state_json)
        table._publish(draft)

    async def _commit(self, table: Table, rec: TableRecord, state: Game, seat: int,
                      action: Action, events: list[Event], *, actor_id: int | None,
                      computer: bool) -> MatchResult | None:
        """Commit a move applied to working copies (``rec`` a draft of the table's row,
        ``state`` a clone of its game), publish them, then tell the listeners. A failed
        write raises before anything is published: the copies are simply dropped."""
        now = self.clock.now()
        rec.version += 1
        rec.updated_at = now
        result = state.result()
        match = None
        if result is not None:
            rec.status, rec.closed_at = "finished", now
            match = MatchRecord(
                guild_id=rec.guild_id, table_id=rec.id, game_id=rec.game_id,
                options=rec.options, seats=list(rec.seats), teams=result.teams,
                scores=result.scores, ranks=result.ranks, winners=result.winners,
                started_at=rec.started_at or now, finished_at=now, actions=rec.version,
                has_computers=any(s.computer or s.stood_in for s in rec.seats),
                summary=summary_json(result.summary))
        entry = ActionEntry(rec.version, seat, str(action), actor_id, computer, now)
        checkpoint = (match is not None or rec.version % SNAPSHOT_EVERY == 0
                      or any(e.kind in CHECKPOINT_EVENTS for e in events))
        await self.store.commit_action(rec, entry, state.to_json() if checkpoint else None,
                                       match)
        table._publish(rec, state, entry=entry)
        table.waiting.pop(seat, None)  # the seat acted: any wait of theirs starts afresh
        table.asked.pop(seat, None)  # ... and so does its question: older buttons are stale
        table.pinged.discard(seat)
        table.no_auto.discard(seat)
        if match is not None:
            self._remove(table)
        await self._notify_changed(table, Change("action", "", seat, tuple(events), rec.version))
        if match is not None and result is not None:
            for listener in self.listeners:
                await self._call(listener.match_over, table, result, match)
        else:
            await self._announce_turn(table)
            self._schedule(table)
        return result

    async def _close(self, table: Table, status: str, reason: Text,
                     draft: TableRecord | None = None) -> None:
        was_playing = table.status == "playing"
        draft = draft or table.draft()
        draft.status = "ended" if status == "ended" else "finished"
        draft.closed_at = self.clock.now()
        # a playing table keeps its last state as its snapshot (the moves may have left an
        # older checkpoint): whoever reads a closed table finds it whole, without a replay
        await self._save(table, draft, table.state.to_json() if table.state else None)
        table.closing = reason
        self._remove(table)
        standing = self._stopped_standing(table) if was_playing else None
        for listener in self.listeners:
            if standing is not None:
                await self._call(listener.match_stopped, table, standing)
            await self._call(listener.table_closed, table, english(reason))

    @staticmethod
    def _stopped_standing(table: Table) -> MatchResult | None:
        """The game's standing for a match stopped now, if it defines one (never rated)."""
        if table.state is None:
            return None
        try:
            return table.state.stopped_result()
        except Exception:
            log.exception("table %d: the standing of the stopped match failed", table.id)
            return None

    async def _notify_changed(self, table: Table, change: Change) -> None:
        for listener in self.listeners:
            await self._call(listener.table_changed, table, change)

    async def _announce_turn(self, table: Table) -> None:
        seats = [s for s in table.to_act()
                 if not table.record.seats[s].computer and not table.record.seats[s].away]
        if seats:
            for listener in self.listeners:
                await self._call(listener.players_to_act, table, seats)

    @staticmethod
    async def _call(method: Callable[..., Awaitable[None]], *args: Any) -> None:
        try:
            await method(*args)
        except Exception:
            log.exception("a table listener failed in %s", getattr(method, "__name__", method))

    # --- timers and computer turns ---
    def _cancel_timers(self, table: Table) -> None:
        for timer in table.timers:
            timer.cancel()
        table.timers.clear()

    def _track_waiting(self, table: Table, to_act: list[int]) -> None:
        """Note when each seat to act began waiting, and since which version it has faced
        the same question; forget seats no longer asked."""
        state = table.state
        for seat in [s for s in table.asked if s not in to_act]:
            del table.asked[seat]
        if state is not None:
            for seat in to_act:
                legal = tuple(map(str, state.legal_actions(seat)))
                known = table.asked.get(seat)
                if known is None or known[1] != legal:
                    table.asked[seat] = (table.version, legal)
        now = self.clock.now()
        for seat in [s for s in table.waiting if s not in to_act]:
            del table.waiting[seat]
            table.pinged.discard(seat)
            table.no_auto.discard(seat)
        for seat in to_act:
            table.waiting.setdefault(seat, now)

    def _schedule(self, table: Table) -> None:
        """(Re)arm this table's timers for the seats to act at the current version.

        Per seat: a computer's move, or a person's warning and time-out. Per table: ONE
        timer for the claim window (the no-choice answers, all due together) and ONE for
        the next turn ping — so rapid turns never pile up timers or messages.
        """
        self._cancel_timers(table)
        if table.status != "playing":
            table.waiting.clear()
            table.pinged.clear()
            table.no_auto.clear()
            table.asked.clear()
            return
        version = table.version
        cfg = self.settings
        to_act = table.to_act()
        self._track_waiting(table, to_act)
        auto_due: float | None = None
        for seat in to_act:
            rec = table.record.seats[seat]
            if rec.computer or rec.away:
                table.timers.append(self.clock.call_later(
                    cfg.computer_delay, self._timer(self._computer_turn, table.id, version, seat)))
                continue
            if table.auto_answer(seat) is not None:
                due = table.waiting[seat] + cfg.claim_window_seconds
                auto_due = due if auto_due is None else min(auto_due, due)
                continue  # answered for them after the window: no warning, no time-out
            if cfg.warn_seconds and (not cfg.turn_timeout_seconds
                                     or cfg.warn_seconds < cfg.turn_timeout_seconds):
                table.timers.append(self.clock.call_later(
                    cfg.warn_seconds, self._timer(self._warn, table.id, version, seat)))
            if cfg.turn_timeout_seconds:
                table.timers.append(self.clock.call_later(
                    cfg.turn_timeout_seconds, self._timer(self._timeout, table.id, version, seat)))
        now = self.clock.now()
        if auto_due is not None:
            table.timers.append(self.clock.call_later(
                auto_due - now, self._timer(self._auto_answers, table.id, version, -1)))
        self._arm_ping(table)

    def _ping_seats(self, table: Table) -> list[int]:
        """Seats that wait for a person's real choice and have not been pinged yet."""
        seats = []
        for seat in table.to_act():
            rec = table.record.seats[seat]
            if (rec.computer or rec.away or seat in table.pinged
                    or table.auto_answer(seat) is not None):
                continue
            seats.append(seat)
        return seats

    def _arm_ping(self, table: Table) -> None:
        seats = self._ping_seats(table)
        if not seats:
            return
        due = min(table.waiting.get(s, self.clock.now()) for s in seats)
        delay = due + self.settings.turn_ping_seconds - self.clock.now()
        table.timers.append(self.clock.call_later(
            delay, self._timer(self._ping, table.id, table.version, -1)))

    def _timer(self, fn: Callable[[Table, int], Awaitable[None]], table_id: int, version: int,
               seat: int) -> Callback:
        """A timer callback armed for one version: ``fn(table, seat)`` runs under the table's
        lock, and only if the table is still at that version (with ``seat`` to act)."""
        async def fire() -> None:
            try:
                if self._live(table_id, version, seat) is None:
                    return
                if self.background_turn is not None:
                    await self.background_turn()
                table = self._live(table_id, version, seat)
                if table is None:
                    return
                async with table.lock:
                    if self._live(table_id, version, seat) is not None:
                        await fn(table, seat)
            except Exception:
                log.exception("table %d: timer %s failed", table_id, fn.__name__)
        return fire

    def _live(self, table_id: int, version: int, seat: int) -> Table | None:
        """The table if it is still at ``version`` with ``seat`` to act (-1: any seat)."""
        table = self._tables.get(table_id)
        if table is None or table.version != version or table.status != "playing":
            return None
        if seat >= 0 and seat not in table.to_act():
            return None
        return table

    async def _ping(self, table: Table, _seat: int) -> None:
        """Tell the listeners which people have now waited ``turn_ping_seconds``."""
        ripe = self.clock.now() - self.settings.turn_ping_seconds + 1e-6
        seats = [s for s in self._ping_seats(table) if table.waiting.get(s, ripe) <= ripe]
        if seats:
            table.pinged.update(seats)
            for listener in self.listeners:
                await self._call(listener.turn_ping, table, seats)
        self._arm_ping(table)  # anyone who began waiting later

    async def _auto_answers(self, table: Table, _seat: int) -> None:
        """The claim window is over: give the no-choice answer for every person still asked.

        Armed for one version and checked against it under the lock, so it never answers
        a question of a later state. Computer seats answer through their computer.
        """
        ripe = self.clock.now() - self.settings.claim_window_seconds + 1e-6
        for seat in list(table.to_act()):
            rec = table.record.seats[seat]
            if table.status != "playing" or rec.computer or rec.away:
                continue
            action = table.auto_answer(seat)
            if action is None or table.waiting.get(seat, ripe) > ripe:
                continue
            state = table.state
            assert state is not None
            work = state.clone()
            try:
                events = work.apply(seat, action)
            except IllegalAction as err:
                log.error("table %d: the auto-answer %s of seat %d is illegal (%s); the "
                          "player answers themselves", table.id, action, seat, err.reason)
                table.no_auto.add(seat)
                self._schedule(table)
                continue
            await self._commit(table, table.draft(), work, seat, action, events,
                               actor_id=None, computer=False)

    async def _warn(self, table: Table, seat: int) -> None:
        if table.record.seats[seat].away:
            return
        left = max(0.0, self.settings.turn_timeout_seconds - self.settings.warn_seconds)
        for listener in self.listeners:
            await self._call(listener.turn_warning, table, seat, left)

    async def _timeout(self, table: Table, seat: int) -> None:
        draft = table.draft()
        rec = draft.seats[seat]
        if not rec.away:
            rec.away = rec.stood_in = True
            await self._save(table, draft)
            await self._notify_changed(table, Change(
                "away", Msg("table-timed-out", name=rec.name), seat, version=table.version))
        await self._computer_act(table, seat)

    async def _computer_turn(self, table: Table, seat: int) -> None:
        rec = table.record.seats[seat]
        if rec.computer or rec.away:
            await self._computer_act(table, seat)

    async def _computer_act(self, table: Table, seat: int) -> None:
        """One computer move for ``seat`` (lock held). Seeded per version, so it replays.

        Whatever goes wrong inside the computer player (an illegal choice, a crash, a bug
        in its search) is logged with its traceback and the seat plays a random legal
        action instead: a computer must never stall a table.
        """
        state = table.state
        assert state is not None
        rec = table.record.seats[seat]
        level = rec.difficulty or table.difficulty or self.settings.default_difficulty
        rng = random.Random(f"{table.record.seed}:{table.version}:{seat}")
        work = state.clone()
        try:
            player = get_player(level, table.game_id)
            if level == "hard":  # searches for up to a second: keep the other tables moving
                action = await asyncio.to_thread(player.choose, state.clone(), seat, rng)
            else:
                action = player.choose(work, seat, rng)
            events = work.apply(seat, action)
        except Exception:
            log.exception("table %d: computer player %r failed for seat %d at version %d; "
                          "playing a random legal action instead", table.id, level, seat,
                          table.version)
            work = state.clone()
            fallback = random.Random(f"{table.record.seed}:{table.version}:{seat}:fallback")
            action = work.random_action(seat, fallback)
            events = work.apply(seat, action)
        await self._commit(table, table.draft(), work, seat, action, events, actor_id=None,
                           computer=True)


__all__ = [
    "ActResult", "AsyncioClock", "Change", "Clock", "EndOutcome", "FakeClock", "OptionInfo",
    "StaleVersion", "Table", "TableError", "TableListener", "TableService", "TimerHandle",
    "game_options",
]


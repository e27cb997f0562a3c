"""Shared set-up for the end-to-end Discord tests: the real bot against tests.fakediscord.

Besides the world (fake Discord, guild, channel, members, bot) this module holds
the checks every end-to-end game test makes after each move:

* ``assert_no_hidden_in_public`` — no public message (nor any earlier version of
  one) shows a card the engine had not made public at the moment it was drawn;
* ``assert_hands_private`` — every ephemeral hand message shows its owner's own
  cards, exactly as they were at the move it says it was drawn at;
* ``all_offered`` / ``perform`` — what a hand message offers, and choosing one.

Both checks compare against a ``Ledger``: the match replayed, independently of
the bot's memory, from the table's seed and the action log the bot committed
to SQLite. The ledger knows, for every version of the table, each seat's hand,
every card still concealed and every card the engine had made public (its
public view ``view(None)`` and the labels of public actions such as plays and
bids, and every event the engine reported, events being public by its contract), so the
checks need no game-specific parsing beyond how a card looks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import sqlite3
from collections import Counter, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.client import CardTableBot, create_bot
from bot.config import BotSection, Settings, StoreSection, TablesSection
from bot.engine import Action, Game, new_match
from bot.engine.cards import card_text
from bot.engine.game import canonical
from bot.i18n import english
from bot.pictures import faces
from bot.pictures.emojis import parse_name
from cogs.presenter import EVENTS_KEPT
from tests.fakediscord import Channel, FakeDiscord, Guild, Interaction, Message, User
from tests.fakediscord.limits import walk_components


def make_settings(db: Path, guild_id: int | None, *, computer_delay: float = 0.0,
                  timeout: float = 0.0, **tables: Any) -> Settings:
    """Test settings; ``tables`` sets further ``[tables]`` fields by name."""
    return Settings(bot=BotSection(token="fake-token", dev_guild_id=guild_id),
                    store=StoreSection(path=str(db)),
                    tables=TablesSection(computer_delay=computer_delay,
                                         turn_timeout_seconds=timeout, warn_seconds=0, **tables))


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    channel: Channel
    users: list[User]
    bot: CardTableBot | None = None
    extra: dict[str, Any] = field(default_factory=dict)


# Tasks in which discord.py runs the bot's handlers: an event (``on_interaction``), a slash
# command, a view's or dynamic item's callback. Named by discord.py 2.7 (and ``CommandTree``).
HANDLER_TASKS = ("discord.py: ", "CommandTree-invoker", "discord-ui-view-dispatch-")
# With the bot's own work visible (``bot_at_work``), ``idle()`` needs silence only to cover a
# frame on its way through the socket to the bot in this same process: not the 0.1 s a bot in
# a child process needs, which the fake sees only through its requests.
IN_PROCESS_QUIET = 0.02


def bot_at_work(bot: CardTableBot) -> bool:
    """Whether an in-process bot is still handling something the fake has sent it, drawing or
    posting a table message or ping, or moving for a computer seat (timers already due). A
    busy probe: with it ``idle()`` waits for the bot's work to end, not for a silence long
    enough to guess that it has. Live panels are left out: they wait ``SETTLE`` on purpose
    before they edit, and tests that read them after ``idle()`` add the presenter's probe."""
    if any(not task.done() and task.get_name().startswith(HANDLER_TASKS)
           for task in asyncio.all_tasks()):
        return True
    presenter = bot.presenter
    if any(s.task is not None and not s.task.done() for s in presenter.slots.values()):
        return True
    if any(p.task is not None and not p.task.done() for p in presenter.pings.values()):
        return True
    return bool(presenter._posts) or bool(getattr(bot.service.clock, "_tasks", ()))


async def idle_with_panels(w: World) -> None:
    """``idle()`` that also waits for the live panels' edits, which ``bot_at_work`` leaves out
    (each waits ``SETTLE`` before it edits): for a check of every message shown so far."""
    bot = w.bot
    assert bot is not None
    w.fake.add_busy_probe("live panels", lambda: bot.presenter.panels.pending)
    try:
        await w.fake.idle()
    finally:
        w.fake.remove_busy_probe("live panels")


@contextlib.asynccontextmanager
async def world(tmp_path: Path, players: int = 4, *, threads: bool = True,
                seed: int | None = None, computer_delay: float = 0.0,
                fake_options: dict[str, Any] | None = None,
                tables: dict[str, Any] | None = None) -> AsyncIterator[World]:
    """A fake Discord with one guild, a channel, ``players`` members and the bot running."""
    async with FakeDiscord(**{"quiet": IN_PROCESS_QUIET, **(fake_options or {})}) as fake:
        guild = fake.add_guild("Cards")
        channel = fake.add_channel(guild, "general", threads=threads)
        users = [fake.add_member(guild, f"player{i + 1}") for i in range(players)]
        with fake.patch():
            settings = make_settings(tmp_path / "cards.sqlite3", guild.id,
                                     computer_delay=computer_delay, **(tables or {}))
            overrides: dict[str, Any] = {}
            if seed is not None:
                overrides["seed_source"] = lambda: seed
            bot = create_bot(settings, **overrides)
            async with fake.running(bot):
                fake.add_busy_probe("bot at work", lambda: bot_at_work(bot))
                await fake.idle()
                yield World(fake, guild, channel, users, bot)


def table_place(w: World) -> Channel:
    """Where the table message went: the table's thread if the bot made one, else the channel."""
    threads = w.fake.threads(w.channel)
    return threads[-1] if threads else w.channel


def table_message(w: World) -> Message:
    place = table_place(w)
    for message in w.fake.messages(place):
        if any(c.startswith("ct:") for c in message.custom_ids):
            return message
    for message in w.fake.messages(place):
        if message.embeds and "table" in (message.embeds[0].get("title") or ""):
            return message
    raise AssertionError("no table message")


# --- how cards look -----------------------------------------------------------------

_FRENCH = re.compile(r"(?<![0-9])(?:10|[2-9JQKA])[♠♥♦♣]")
# Four Color: a colour marker and the character printed on the card, or the joker.
_FOUR_COLOR = re.compile(r"[🟥🟨🟩⬜][帥仕相俥傌炮兵將士象車馬包卒]|🃏")
CARD_PATTERNS: dict[str, re.Pattern[str]] = {"four-color": _FOUR_COLOR}


_EMOJI = re.compile(r"<:([a-z0-9_]+):[0-9]+>")


def _emoji_card(game_id: str, match: re.Match[str]) -> str:
    """A card emoji's markup read as the card's text (pictures on); other emojis stay."""
    parsed = parse_name(match[1])
    found = [f for f in faces.faces(game_id) if parsed and f.name == parsed[0]] \
        if game_id in faces.game_ids() else []
    return found[0].label if found else match[0]


def card_tokens(game_id: str, text: str) -> Counter[str]:
    """Every card shown in ``text``, as the game draws cards (or as its emoji), counted (a
    multiset)."""
    pattern = CARD_PATTERNS.get(game_id, _FRENCH)
    if "<:" in text:
        text = _EMOJI.sub(lambda m: _emoji_card(game_id, m), text)
    return Counter(pattern.findall(text))


def shown_cards(game_id: str, text: str) -> Counter[str]:
    """The cards ``text`` shows, as a multiset: the most copies of a card any one line shows.

    Counted per line because a line names each physical card once ("Trick: A♠ · A♠" is two
    copies), while several lines may name the same card ("plays A♠", "wins with A♠").
    """
    shown: Counter[str] = Counter()
    for line in text.splitlines():
        shown |= card_tokens(game_id, line)
    return shown


def _french_pile(*names: str) -> Callable[[Game], str]:
    def text(state: Game) -> str:
        return " ".join(card_text(c) for name in names for c in getattr(state, name))
    return text


def _four_color_stock(state: Game) -> str:
    from bot.games.four_color import TEXTS, FourColor

    assert isinstance(state, FourColor)
    return " ".join(TEXTS[c] for c in state.stock)


# Face-down cards that are in no seat's hand: Prefa's kitty (until it is picked up) and
# the declarer's two discards, Four Color's stock. Huutopussi's and Fifty-Six's cards are
# all in hands (Huutopussi's exchange moves cards from hand to hand).
HIDDEN_PILES: dict[str, Callable[[Game], str]] = {
    "prefa": _french_pile("kitty", "discards"),
    "four-color": _four_color_stock,
}
# Actions whose labels name cards nobody else may see: the Huutopussi exchange, Prefa's
# face-down discards, and a Four Color meld answer (secret until the window resolves, and
# never shown if a higher claim wins; a meld that is made shows in the public view).
PRIVATE_KINDS: dict[str, frozenset[str]] = {
    "huutopussi": frozenset({"give", "return"}),
    "prefa": frozenset({"discard"}),
    "four-color": frozenset({"meld"}),
}


def _view_text(state: Game, seat: int | None) -> str:
    view = state.view(seat)
    parts = [view.phase_title, view.prompt, view.hand_text]
    for section in view.sections:
        parts += [section.title, section.body]
    return "\n".join(english(part) for part in parts)


# --- the ledger ---------------------------------------------------------------------

@dataclass
class Moment:
    """One version of a table: who holds what, and what the engine had made public."""

    version: int
    deal: int  # counts deals, redeals and throw-ins included
    hands: list[str]  # each seat's hand as its own view shows it
    concealed: Counter[str]  # every card face down: hands and hidden piles
    public: Counter[str]  # cards made public so far in this deal (most copies at once)
    earlier: Counter[str]  # the same for the last few deals (event lines still name them)


class Ledger:
    """A table's match replayed from its seed and the committed action log.

    ``sync`` reads new log rows from SQLite (read-only; every action is committed before
    anyone is shown its result) and applies them to its own engine state, recording a
    ``Moment`` per version. The bot's in-memory state must match it.
    """

    def __init__(self, db: str, table_id: int) -> None:
        self.db = db
        self.table_id = table_id
        row = self._query("SELECT game_id, seed, options, seats, place_id FROM tables "
                          "WHERE id = ?", (table_id,))[0]
        self.game_id = str(row[0])
        seats = json.loads(row[3])
        self.users: list[int | None] = [s.get("user_id") for s in seats]
        self.place_id = int(row[4])
        self.state = new_match(self.game_id, len(seats), json.loads(row[2]), int(row[1]))
        self.version = 0
        self.actions: list[tuple[int, str]] = []
        self._deal = 0
        self._deal_key = self._key()
        self._seen: Counter[str] = Counter()  # most copies of a card any public view showed
        self._said: Counter[str] = Counter()  # cards named by public actions this deal
        self._earlier: Counter[str] = Counter()
        # what was public in each of the last few deals: the table message keeps its last
        # EVENTS_KEPT event lines, which may reach back over a run of redeals
        self._past: deque[Counter[str]] = deque(maxlen=EVENTS_KEPT)
        self.moments: list[Moment] = []
        self._record()

    def _query(self, sql: str, args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        con = sqlite3.connect(f"file:{self.db}?mode=ro", uri=True)
        try:
            return con.execute(sql, args).fetchall()
        finally:
            con.close()

    def _key(self) -> tuple[Any, ...]:
        """Changes exactly when a new deal is dealt (redeals and throw-ins too)."""
        state = self.state
        return (state.deals_completed(), getattr(state, "shuffles", None),
                getattr(state, "deal_no", None))

    def tokens(self, text: str) -> Counter[str]:
        return card_tokens(self.game_id, text)

    def _record(self) -> None:
        state = self.state
        self._seen |= self.tokens(_view_text(state, None))
        hands = [english(state.view(s).hand_text) for s in range(len(self.users))]
        concealed: Counter[str] = Counter()
        for hand in hands:
            concealed += self.tokens(hand)
        pile = HIDDEN_PILES.get(self.game_id)
        if pile is not None and not state.is_over:
            concealed += self.tokens(pile(state))
        self.moments.append(Moment(self.version, self._deal, hands, concealed,
                                   self._seen | self._said, self._earlier))

    def sync(self, bot: CardTableBot | None = None) -> Ledger:
        """Apply the log rows committed since the last sync; check the bot agrees."""
        rows = self._query("SELECT version, seat, action FROM actions WHERE table_id = ? "
                           "AND version > ? ORDER BY version", (self.table_id, self.version))
        for version, seat, text in rows:
            assert version == self.version + 1, f"table {self.table_id}: log gap at {version}"
            action = Action.parse(text)
            if action.kind not in PRIVATE_KINDS.get(self.game_id, frozenset()):
                self._said += self.tokens(english(self.state.label(action)))
            for event in self.state.apply(seat, action):
                # events are public by the engine's contract: a card one names (Huutopussi's
                # "shows Q♠" when a partner is asked, Four Color's draws) is public now
                self._said += self.tokens(english(event.text))
            self.version = version
            self.actions.append((seat, text))
            key = self._key()
            if key != self._deal_key:
                self._deal_key = key
                self._deal += 1
                self._past.append(self._seen | self._said)
                self._earlier = Counter()
                for public in self._past:
                    self._earlier |= public
                self._seen, self._said = Counter(), Counter()
            self._record()
        if bot is not None:
            live = next((t for t in bot.service.tables() if t.id == self.table_id), None)
            if live is not None and live.state is not None and live.version == self.version:
                assert canonical(live.state) == canonical(self.state), (
                    f"table {self.table_id}: the bot's state differs from its action log")
        return self

    def seat_of(self, user_id: int) -> int | None:
        return self.users.index(user_id) if user_id in self.users else None

    def legal(self, seat: int) -> list[str]:
        return [str(a) for a in self.state.legal_actions(seat)]

    def moment(self, version: int | None = None) -> Moment:
        """The table at ``version`` (default: the latest committed one)."""
        if version is None:
            return self.moments[-1]
        assert version <= self.version, (
            f"table {self.table_id} was shown at move {version} before the move was "
            f"committed (the log ends at {self.version})")
        return self.moments[version]


def ledgers(w: World) -> dict[int, Ledger]:
    """Every started table of the world's bot, synced to its latest committed action."""
    assert w.bot is not None
    db = str(w.bot.store.path)
    books: dict[int, Ledger] = w.extra.setdefault("ledgers", {})
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        started = [r[0] for r in con.execute(
            "SELECT id FROM tables WHERE started_at IS NOT NULL ORDER BY id")]
    finally:
        con.close()
    for table_id in started:
        if table_id not in books:
            books[table_id] = Ledger(db, table_id)
        books[table_id].sync(w.bot)
    return books


def ledger(w: World, table_id: int | None = None) -> Ledger:
    """The ledger of one table (the only one, if the world has one)."""
    books = ledgers(w)
    if table_id is None:
        assert len(books) == 1, f"{len(books)} started tables: say which"
        return next(iter(books.values()))
    return books[table_id]


# --- the checks -----------------------------------------------------------------------

_FOOTER = re.compile(r"Table (\d+) · move (\d+)")
_HAND = re.compile(r"Your hand:\*\* (.*)")


def shown_hand(text: str) -> str | None:
    """The hand a hand message shows, as the engine writes it: Discord shows ♥ and ♦ in
    red emoji presentation (a U+FE0F after the suit), which carries no card information."""
    m = _HAND.search(text)
    return None if m is None else m.group(1).strip().replace("\ufe0f", "")


def _payloads(message: Message) -> list[dict[str, Any]]:
    """Every version of a message anyone was shown: earlier edits, then the current one."""
    return [*message.history, message.data]


def _blocks(data: dict[str, Any]) -> list[tuple[bool, str]]:
    """The readable parts of a payload; True marks an embed description (event lines)."""
    blocks = [(False, str(data.get("content") or ""))]
    for embed in data.get("embeds") or []:
        blocks.append((False, str(embed.get("title") or "")))
        blocks.append((True, str(embed.get("description") or "")))
        for f in embed.get("fields") or []:
            blocks.append((False, f"{f.get('name') or ''}\n{f.get('value') or ''}"))
        blocks.append((False, str((embed.get("footer") or {}).get("text") or "")))
    for comp in walk_components(data.get("components")):
        texts = [comp.get(k) for k in ("content", "label", "placeholder")]
        texts += [o.get("label") for o in comp.get("options") or []]
        blocks.append((False, "\n".join(t for t in texts if isinstance(t, str))))
    return blocks


def _footer(data: dict[str, Any]) -> tuple[int, int] | None:
    for embed in data.get("embeds") or []:
        m = _FOOTER.search(str((embed.get("footer") or {}).get("text") or ""))
        if m:
            return int(m.group(1)), int(m.group(2))
    return None


def assert_no_hidden_in_public(w: World) -> None:
    """No public message, nor any earlier version of one, shows a card that was not public.

    Each payload is checked against the table's moment it was drawn at (its footer says
    which move; a payload without one, such as the results message, against the latest):
    the cards it shows, counted as a multiset, must be among those the engine had made
    public in that deal. Event lines (the embed description) may also name cards of the
    last few deals (a run of redeals), public then and perhaps in someone's hand now.
    """
    books = ledgers(w)
    by_place = {b.place_id: b for b in books.values()}
    checked: set[tuple[int, int]] = w.extra.setdefault("public_checked", set())
    for message in w.fake.public_messages():
        book = by_place.get(message.channel.id) or by_place.get(message.channel.parent_id or 0)
        payloads = _payloads(message)
        for index, data in enumerate(payloads):
            if (message.id, index) in checked:
                continue
            footer = _footer(data)
            if footer is not None and footer[0] in books:
                book = books[footer[0]]
            game = book.game_id if book is not None else ""
            if book is None:
                moment = None
            elif footer is not None and footer[0] == book.table_id:
                moment = book.moment(footer[1])
            else:
                moment = book.moment()
            for events, text in _blocks(data):
                shown = shown_cards(game, text)
                if not shown:
                    continue
                allowed = Counter() if moment is None else (
                    moment.public + moment.earlier if events else moment.public)
                unexplained = shown - allowed
                hidden = ({c: n for c, n in unexplained.items() if moment.concealed[c]}
                          if moment is not None else dict(unexplained))
                assert not unexplained, (
                    f"public message {message.id} (version {index}) shows cards that were not "
                    f"public: {dict(unexplained)} (of them face down: {hidden})\n{text}")
            if index < len(payloads) - 1:
                checked.add((message.id, index))


def assert_hands_private(w: World, users: list[User] | None = None) -> None:
    """Every ephemeral message is its owner's alone, and a hand shows only the owner's cards.

    The fake records whose interaction each ephemeral message answered (the message was
    created, and later edited, only through interactions of that one user). For every
    version of every such message that shows a hand, the hand must be exactly the cards the
    owner's seat held at the move the message says it was drawn at.
    """
    books = ledgers(w)
    public = {m.id for m in w.fake.public_messages()}
    touched: dict[int, set[int]] = {}
    for rec in w.fake.interactions:
        for message in [*rec.messages, *([rec.message] if rec.message else [])]:
            touched.setdefault(message.id, set()).add(rec.user.id)
    checked: set[tuple[int, int]] = w.extra.setdefault("hands_checked", set())
    for user in users if users is not None else w.users:
        for message in w.fake.ephemerals(user):
            assert message.owner is user and message.ephemeral
            assert message.id not in public
            assert touched.get(message.id) == {user.id}, (
                f"{user.name}'s ephemeral message {message.id} answered other users' "
                f"interactions too: {touched.get(message.id)}")
            payloads = _payloads(message)
            for index, data in enumerate(payloads):
                if (message.id, index) in checked:
                    continue
                text = Message(data=data, channel=message.channel).text
                hand = shown_hand(text)
                footer = _footer(data)
                if hand is not None and footer is not None:
                    book = books[footer[0]]
                    seat = book.seat_of(user.id)
                    assert seat is not None, f"{user.name} was shown a hand at a table they left"
                    held = book.moment(footer[1]).hands[seat] or "—"
                    assert hand == held, (
                        f"{user.name}'s hand message (move {footer[1]}) shows "
                        f"{hand!r}; their seat held {held!r}")
                if index < len(payloads) - 1:
                    checked.add((message.id, index))


# --- what a hand message offers ---------------------------------------------------------

def offered(message: Message) -> list[str]:
    """The actions a hand message offers on its current page, in order (a disabled card of
    the hand, drawn beside the playable ones, is not offered)."""
    actions: list[str] = []
    for comp in message.components:
        if comp.is_select and comp.custom_id and comp.custom_id.startswith("ct:sel:"):
            actions += comp.option_values
        elif (comp.is_button and comp.custom_id and comp.custom_id.startswith("ct:act:")
              and not comp.disabled):
            actions.append(comp.custom_id.split(":", 4)[4])
    return actions


def more_button(hand: Message) -> str | None:
    """The custom_id of the hand's **Other choice…** (a form to type any other choice)."""
    return next((c.custom_id for c in hand.components
                 if c.is_button and (c.custom_id or "").startswith("ct:more:")), None)


async def all_offered(w: World, user: User, hand: Message) -> list[str]:
    """Every legal action the hand view offers, paging through with Next; with **Other
    choice…**, the form it opens offers every other legal action (typed)."""
    seen = offered(hand)
    while any(c.label == "Next ▶" and not c.disabled for c in hand.components):
        rec = await w.fake.click(user, hand, "Next ▶")
        assert rec.response_type == 7
        seen += [a for a in offered(hand) if a not in seen]
    more = more_button(hand)
    if more is not None:
        rec = await w.fake.click(user, hand, more)
        assert rec.response_type == 9 and rec.modal is not None, rec  # the form, one step away
        book = ledger(w)
        seat = book.seat_of(user.id)
        assert seat is not None
        typed = [a for a in book.legal(seat) if a not in seen]
        assert typed, "Other choice… is offered with nothing left to type"
        seen += typed
    return seen


async def type_choice(w: World, user: User, hand: Message, action: str) -> Interaction:
    """Press **Other choice…** and type ``action`` into the form."""
    more = more_button(hand)
    assert more is not None, f"{action} is not offered on {user.name}'s hand"
    opened = await w.fake.click(user, hand, more)
    assert opened.response_type == 9 and opened.modal is not None, opened
    return await w.fake.submit_modal(user, opened, {"choice": action})


def _control(hand: Message, action: str) -> tuple[str, str] | None:
    """("click" or "select", custom_id) of the component that does ``action`` on this page."""
    for comp in hand.components:
        cid = comp.custom_id or ""
        if comp.is_button and cid.startswith("ct:act:") and cid.split(":", 4)[4] == action:
            return "click", cid
        if comp.is_select and action in comp.option_values:
            return "select", cid
    return None


async def perform(w: World, user: User, hand: Message, action: str) -> None:
    """Press the button or choose the select option for ``action``, paging to it first."""
    def page_button(label: str) -> bool:
        return any(c.label == label and not c.disabled for c in hand.components)

    while _control(hand, action) is None and page_button("◀ Previous"):
        await w.fake.click(user, hand, "◀ Previous")
    while _control(hand, action) is None and page_button("Next ▶"):
        await w.fake.click(user, hand, "Next ▶")
    control = _control(hand, action)
    if control is None:
        rec = await type_choice(w, user, hand, action)
    else:
        how, cid = control
        rec = await (w.fake.click(user, hand, cid) if how == "click"
                     else w.fake.select(user, hand, cid, [action]))
    assert rec.response_type == 7, rec


def press(w: World, user: User, hand: Message, action: str) -> Awaitable[Interaction]:
    """Choose ``action`` on the hand's current page without waiting for the bot to settle
    (for clicks at the same instant: gather several, then ``fake.idle()``)."""
    control = _control(hand, action)
    assert control is not None, f"{action} is not on this page of {user.name}'s hand"
    how, cid = control
    if how == "click":
        return w.fake.click(user, hand, cid, settle=False)
    return w.fake.select(user, hand, cid, [action], settle=False)


Chooser = Callable[[Any, Message], str]  # (table, hand panel) → one of offered(hand)


async def play_alone_with_computers(w: World, user: User, game: str, options: str | None,
                                    computers: int, choose: Chooser,
                                    max_turns: int = 1500) -> Any:
    """``user`` opens a table of ``game`` with ``computers``, starts it, and plays every turn
    of theirs from a fresh **Your hand** panel, the move picked by ``choose``, until the
    match ends; the table, finished, is returned."""
    fake = w.fake
    await fake.slash(user, w.channel, "table open", game=game, computers=computers,
                     options={"options": options} if options else None)
    lobby = table_message(w)
    start = next(c for c in lobby.custom_ids if c.startswith("ct:lobby:"))
    await fake.click(user, lobby, start.rsplit(":", 1)[0] + ":start")
    assert w.bot is not None
    [table] = w.bot.service.tables()
    for _ in range(max_turns):
        await fake.idle()
        if table.status != "playing":
            break
        if table.seat_of(user.id) not in table.to_act():
            continue
        message = table_message(w)
        hand_id = next(c for c in message.custom_ids if c.startswith("ct:hand:"))
        hand = (await fake.click(user, message, hand_id)).reply
        assert hand is not None
        await perform(w, user, hand, choose(table, hand))
    await fake.idle()
    assert table.status == "finished"
    return table

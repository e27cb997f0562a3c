"""Pure rendering for the Discord layer: engine Views to embeds, legal actions to components.

Nothing here talks to Discord or knows a game's rules. It reads only what the
engine already made safe to show — a ``View`` for one seat (or the public view)
and the labels of legal actions — so a hidden card can reach a public message
only if a game put it in its own public view.

Every sentence and label comes from the catalog (``bot/i18n``, ``discord-…`` ids), in
the locale the caller names: the reader's for a hand panel, the table's language for
the table message and the results.

Components are described as small dataclasses (``ButtonSpec``/``SelectSpec``)
so layout rules — Discord's 5 rows, 5 buttons a row, 25 options a select,
100-character custom ids — are unit-tested without a client. ``cogs/ui.py``
turns them into ``discord.ui`` items.

Which choices are *common* (one click, a button) is decided here, game-agnostically,
from the actions' stable forms (``common_rows``): an action whose argument starts with a
number (``bid:60``, ``bid:28S``) belongs to a numbered group (its kind and whatever
follows the number: a strain), and of each group the lowest legal amount and a few
round raises above it become buttons — in Huutopussi the lowest bid, +10, +20 and +50;
in Fifty-Six and Prefa the same per strain — next to the kinds with few actions (pass,
double, redouble). Every other amount is one step away: in selects on the same panel
when they fit, else behind **Other choice…**, a small form to type it in.

Custom ids carry the table id and the state version the component was drawn
for: ``ct:<kind>:<table>:<version>[:<arg>]``. They are parsed and validated
here, never trusted: a click carries only what the user's client sends.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

import discord

from bot.engine.game import MatchResult, View
from bot.engine.text import Join, Listing, Msg, Seat, Text
from bot.i18n import DEFAULT_LOCALE, catalog, on_forget
from bot.i18n import render as render_text

# --- custom ids --------------------------------------------------------------

PREFIX = "ct"
Kind = Literal["act", "sel", "page", "hand", "lobby", "refresh", "more", "typed"]
# more: the panel's Other choice… button (opens a form); typed: that form, submitted.
KINDS: tuple[str, ...] = ("act", "sel", "page", "hand", "lobby", "refresh", "more", "typed")
LOBBY_ACTIONS = ("join", "leave", "add", "remove", "start")
MAX_CUSTOM_ID = 100
_ARG_RE = re.compile(r"[A-Za-z0-9_.,|@+\-:]{0,80}")
_ID_RE = re.compile(r"ct:([a-z]{1,10}):([0-9]{1,19}):([0-9]{1,9})(?::(.*))?", re.DOTALL)

FORGED_TEXT = Msg("guard-forged")  # the guard says the same (cogs.guard.FORGED_TEXT)
FORGED = str(FORGED_TEXT)
"""The sentence in English, for the modules that still pass sentences as ``str``."""


class BadCustomId(ValueError):
    """A custom id we did not make (or cannot read); ``text`` is the sentence for the user
    (``str(err)`` the same in English)."""

    text: Text = FORGED_TEXT


_RED_SUIT = re.compile("([♥♦])(?!\ufe0f)")


def red_suits(text: str) -> str:
    """Show ♥ and ♦ in emoji presentation, which Discord draws red, so the red suits stand
    out from ♠ and ♣ as on real cards (``K♥`` → ``K♥️``; the card parser reads both)."""
    return _RED_SUIT.sub("\\1\ufe0f", text)


WORDS_KEPT = 50_000
"""Texts ``words`` remembers, in every locale together (the same few thousand labels, phase
titles and sentences are drawn again for every panel; a hand or a trick is new text)."""


_SEAT_SPLIT = re.compile(r"(\{s\d{1,2}\})")  # bot.i18n's placeholder, kept by re.split
_Pieces = tuple[str | tuple[int, str], ...]  # text, (seat, its placeholder), text, …


@lru_cache(maxsize=WORDS_KEPT)
def _words(item: Text, locale: str) -> tuple[str, _Pieces | None]:
    """``item`` in ``locale`` with red suits, seats left as ``{sN}`` — the part of ``words``
    that depends on nothing but the text and the language, drawn once — and the text cut
    at its seats, ready to have names put in (None: it names no seat)."""
    text = _joined(item, locale) if isinstance(item, Join) else None
    if text is None:
        text = red_suits(catalog(locale).fresh(item))
    if "{s" not in text:
        return text, None
    parts = _SEAT_SPLIT.split(text)
    return text, tuple((int(part[2:-1]), part) if i % 2 else part
                       for i, part in enumerate(parts))


on_forget(_words.cache_clear)


def _joined(join: Join, locale: str) -> str | None:
    """A ``Join`` drawn from its messages' remembered words (a trick's new line is mostly
    its plays of before), or None where that could draw a suit differently from drawing it
    whole: a red suit is drawn as an emoji unless a selector follows it, so a separator
    with a suit or a selector in it, or one part's end meeting the next part's selector,
    takes the whole way."""
    sep = join.sep
    if "♥" in sep or "♦" in sep or "\ufe0f" in sep:
        return None
    fresh = catalog(locale).fresh
    parts = [_words(part, locale)[0] if isinstance(part, Msg | Join) else red_suits(fresh(part))
             for part in join.items]  # a seat, a card, a number: drawn, not looked up
    if not sep and any(part.startswith("\ufe0f") for part in parts[1:]):
        return None
    return sep.join(parts)


def words(item: Text, locale: str = DEFAULT_LOCALE, names: Sequence[str] | None = None) -> str:
    """Any text for Discord in ``locale``: seat names filled in, red suits in red.

    The text with red suits is remembered per (text, locale), and names are filled in
    afterwards, as ``bot.i18n.fill_names`` does (a seat with no name stays ``{sN}``; a
    name is never expanded again); a name that could change how a suit beside it is
    drawn (it holds a suit or an emoji selector) takes the uncached way, so the result
    is exactly ``red_suits(render(item, locale, names))`` either way."""
    try:
        text, pieces = _words(item, locale)
    except TypeError:  # an unhashable argument slipped in: draw it without the cache
        return red_suits(render_text(item, locale, names))
    if names is None or pieces is None:
        return text
    joined = "".join(names)
    if "♥" in joined or "♦" in joined or "\ufe0f" in joined:
        return red_suits(render_text(item, locale, names))
    count = len(names)
    return "".join([piece if isinstance(piece, str) else
                    names[piece[0]] if piece[0] < count else piece[1] for piece in pieces])


SAID_KEPT = 20_000
"""Messages ``say`` keeps made: the same few hundred are said at every draw (a button, a
panel's title), each then looked up in ``words`` as itself, not as an equal new one."""


@lru_cache(maxsize=SAID_KEPT)
def _said(message_id: str, args: tuple[tuple[str, Any], ...]) -> Msg:
    return Msg(message_id, **dict(args))


def say(message_id: str, locale: str = DEFAULT_LOCALE, names: Sequence[str] | None = None,
        **args: Any) -> str:
    """One catalog message of the Discord layer, rendered (``discord-…``)."""
    try:
        msg = _said(message_id, tuple(args.items()))
    except TypeError:  # an unhashable argument: words draws it without its cache too
        msg = Msg(message_id, **args)
    return words(msg, locale, names)


def fill_names(text: Text, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    """Engine text for Discord: seat names filled in, red suits in red."""
    return words(text, locale, names)


def seats_text(seats: Sequence[int], names: Sequence[str], locale: str) -> str:
    """Seats as a list people read (``A, B and C``), named."""
    return words(Listing([Seat(s) for s in seats if 0 <= s < len(names)]), locale, names)


@dataclass(frozen=True, slots=True)
class CustomId:
    """What a component stands for: a kind, the table, the version it was drawn at, an argument."""

    kind: str
    table: int
    version: int
    arg: str = ""

    def encode(self) -> str:
        text = f"{PREFIX}:{self.kind}:{self.table}:{self.version}"
        if self.arg:
            text += f":{self.arg}"
        if len(text) > MAX_CUSTOM_ID:
            raise ValueError(f"custom id too long: {text[:40]}…")
        return text

    @classmethod
    def decode(cls, text: str) -> CustomId:
        """Parse and validate; raise BadCustomId (with a user sentence) on anything odd."""
        if len(text) > MAX_CUSTOM_ID:
            raise BadCustomId(FORGED)
        m = _ID_RE.fullmatch(text)
        if m is None:
            raise BadCustomId(FORGED)
        kind, table, version, arg = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4) or ""
        if kind not in KINDS or table <= 0 or table >= 1 << 63:
            raise BadCustomId(FORGED)
        if not _ARG_RE.fullmatch(arg):
            raise BadCustomId(FORGED)
        if kind == "lobby" and arg not in LOBBY_ACTIONS:
            raise BadCustomId(FORGED)
        if kind in ("page", "sel") and not arg.isdigit():
            raise BadCustomId(FORGED)
        if kind == "act" and not arg:
            raise BadCustomId(FORGED)
        if kind in ("more", "typed", "hand", "refresh") and arg:
            raise BadCustomId(FORGED)
        return cls(kind, table, version, arg)


# --- components --------------------------------------------------------------

ButtonStyle = Literal["primary", "secondary", "success", "danger"]


@dataclass(slots=True)
class ButtonSpec:
    label: str
    custom_id: str
    style: ButtonStyle = "secondary"
    disabled: bool = False
    emoji: discord.PartialEmoji | None = None  # a card button's face (the label stays: a11y)


@dataclass(slots=True)
class OptionSpec:
    label: str
    value: str


@dataclass(slots=True)
class SelectSpec:
    placeholder: str
    custom_id: str
    options: list[OptionSpec]


@dataclass(frozen=True, slots=True)
class ModalSpec:
    """The form behind **Other choice…**: one text input, submitted as a ``typed`` id."""

    title: str
    custom_id: str
    label: str
    placeholder: str
    input_id: str = "choice"


Component = ButtonSpec | SelectSpec


@dataclass(slots=True)
class Layout:
    """Up to five rows; each row is up to five buttons or exactly one select."""

    rows: list[list[Component]] = field(default_factory=list)
    page: int = 0
    pages: int = 1

    def components(self) -> list[Component]:
        return [c for row in self.rows for c in row]


MAX_ROWS = 5
ROW_BUTTONS = 5
SELECT_OPTIONS = 25
LABEL_MAX = 80
# With at most this many actions everything is a button (4 rows of 5; the 5th row is navigation).
ALL_BUTTONS = 20
# A kind with at most this many actions stays as buttons next to the selects (e.g. "pass").
SMALL_KIND = 5
SELECTS_PER_PAGE = 3
# The common amounts of a numbered group: its lowest, then raises of this many steps (a
# step is the group's smallest gap: 5 in Huutopussi, so +10, +20 and +50).
RAISES = (0, 2, 4, 10)


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def _style(kind: str) -> ButtonStyle:
    if kind in ("pass", "fold", "decline", "no"):
        return "secondary"
    if kind == "play":
        return "primary"
    return "success"


_NUMBERED = re.compile(r"(\d{1,6})(.*)", re.DOTALL)
Pair = tuple[str, str]


def numbered_groups(actions: Sequence[Pair]) -> list[list[tuple[int, Pair]]]:
    """Actions whose argument starts with a number, grouped by kind and what follows the
    number (``bid:28S`` and ``bid:30S`` together, ``bid:28H`` apart), each sorted by number;
    groups in the order they first appear."""
    groups: dict[tuple[str, str], list[tuple[int, Pair]]] = {}
    for pair in actions:
        kind, _, arg = pair[0].partition(":")
        if not arg or not arg[0].isdigit():  # the common case, without the regex
            continue
        m = _NUMBERED.fullmatch(arg)
        if m is not None:
            groups.setdefault((kind, m.group(2)), []).append((int(m.group(1)), pair))
    return [sorted(group, key=lambda item: item[0]) for group in groups.values()]


def common_picks(group: Sequence[tuple[int, Pair]], count: int) -> list[Pair]:
    """The ``count`` common choices of a numbered group: the lowest, then the nearest legal
    amounts at least ``RAISES`` steps above it."""
    numbers = [n for n, _ in group]
    gaps = [b - a for a, b in itertools.pairwise(numbers) if b > a]
    step = min(gaps, default=1)
    picks: list[Pair] = []
    for raise_by in RAISES[:count]:
        target = numbers[0] + raise_by * step
        pick = next((pair for n, pair in group if n >= target and pair not in picks), None)
        if pick is not None:
            picks.append(pick)
    return picks


def _small_kinds(actions: Sequence[Pair], exclude: Sequence[Pair] = ()) -> list[Pair]:
    """Actions of kinds with few actions (pass, double, redouble), if they fit one row."""
    by_kind: dict[str, list[Pair]] = {}
    for pair in actions:
        if pair not in exclude:
            by_kind.setdefault(pair[0].partition(":")[0], []).append(pair)
    small = [pair for group in by_kind.values() if len(group) <= SMALL_KIND for pair in group]
    return small if len(small) <= ROW_BUTTONS else []


def common_rows(actions: Sequence[Pair], per_group: int,
                groups: list[list[tuple[int, Pair]]] | None = None) -> list[list[Pair]]:
    """The common choices as rows of buttons: ``per_group`` amounts of each numbered group
    (one row for a single group; else a row per raise, a column per group), and the kinds
    with few actions (in the first row when they fit beside it, else a row of their own).
    ``groups``: ``numbered_groups(actions)``, when the caller has them already."""
    if groups is None:
        groups = numbered_groups(actions)
    numbered = {pair for group in groups for _, pair in group}
    small = _small_kinds([p for p in actions if p not in numbered])
    picks = [common_picks(group, per_group) for group in groups]
    if len(picks) == 1:
        rows = [picks[0]]
    else:
        levels = [[p[level] for p in picks if level < len(p)] for level in range(per_group)]
        rows = [level[i:i + ROW_BUTTONS] for level in levels for i in range(0, len(level),
                                                                               ROW_BUTTONS)]
    rows = [row for row in rows if row]
    if small and rows and len(small) + len(rows[0]) <= ROW_BUTTONS:
        rows[0] = [*small, *rows[0]]
    elif small:
        rows.append(small)
    return rows


# --- arrangements: which action goes where, drawn once per list of actions -----------------
# An arrangement is a layout without its table, version and locale: the same legal actions
# (with the same labels) are arranged the same way at every table and every move, so it is
# worked out once (``_arranged``) and only the custom ids are written per draw. Lists of a
# few actions (a hand of cards) are arranged on the spot: that is cheap, and hands vary.

@dataclass(frozen=True, slots=True)
class _Act:
    action: str
    label: str  # clipped, red suits in red
    style: ButtonStyle


@dataclass(frozen=True, slots=True)
class _Select:
    index: int
    placeholder: str
    options: tuple[OptionSpec, ...]


@dataclass(frozen=True, slots=True)
class _Nav:
    """Refresh, Other choice…, Previous and Next (``kind`` and ``arg`` as in the custom id)."""

    message: str
    kind: str
    arg: str = ""
    disabled: bool = False


_Slot = _Act | _Select | _Nav
_REFRESH = _Nav("discord-button-refresh", "refresh")


@dataclass(frozen=True, slots=True)
class _Arrangement:
    rows: tuple[tuple[_Slot, ...], ...]
    page: int = 0
    pages: int = 1


ARRANGEMENTS_KEPT = 1024  # long lists: an auction's choices after each bid, per language


def _act(pair: Pair) -> _Act:
    action, label = pair
    return _Act(action, clip(red_suits(label), LABEL_MAX), _style(action.partition(":")[0]))


def _selects(rest: Sequence[Pair], first_index: int = 0) -> list[tuple[_Slot, ...]]:
    chunks = [rest[i:i + SELECT_OPTIONS] for i in range(0, len(rest), SELECT_OPTIONS)]
    rows: list[tuple[_Slot, ...]] = []
    for index, chunk in enumerate(chunks, start=first_index):
        first, last = chunk[0][1], chunk[-1][1]
        rows.append((_Select(index, clip(f"{first} … {last}" if len(chunk) > 1 else first, 150),
                             tuple(OptionSpec(clip(red_suits(lab), 100), a)
                                   for a, lab in chunk)),))
    return rows


def _button_rows(plan: list[list[Pair]]) -> list[tuple[_Slot, ...]]:
    return [tuple(_act(pair) for pair in row) for row in plan]


def _arrangement(actions: tuple[Pair, ...], page: int) -> _Arrangement:
    """Where each action goes (see ``action_layout``), for any table and version."""
    if len(actions) <= ALL_BUTTONS:
        buttons = [_act(pair) for pair in actions]
        rows = [tuple(buttons[i:i + ROW_BUTTONS]) for i in range(0, len(buttons), ROW_BUTTONS)]
        return _Arrangement((*rows, (_REFRESH,)))
    groups = numbered_groups(actions)
    if groups:
        plans = [common_rows(actions, k, groups) for k in range(len(RAISES), 0, -1)]
        for plan in plans:  # the most buttons that leave every other choice one click away
            shown = {pair for row in plan for pair in row}
            rest = [pair for pair in actions if pair not in shown]
            if len(plan) + -(-len(rest) // SELECT_OPTIONS) + 1 <= MAX_ROWS:
                return _Arrangement((*_button_rows(plan), *_selects(rest), (_REFRESH,)))
        for plan in plans:  # else as many buttons as fit, the rest typed in a form
            if len(plan) + 1 <= MAX_ROWS:
                more = _Nav("discord-button-more", "more")
                return _Arrangement((*_button_rows(plan), (more, _REFRESH)))
    return _paged(actions, page)


_arranged = lru_cache(maxsize=ARRANGEMENTS_KEPT)(_arrangement)


def _paged(actions: Sequence[Pair], page: int) -> _Arrangement:
    """Kinds with few actions as buttons, the rest in selects, three selects a page."""
    small = _small_kinds(actions)
    big = [pair for pair in actions if pair not in small]
    count = -(-len(big) // SELECT_OPTIONS)
    pages = max(1, -(-count // SELECTS_PER_PAGE))
    page = min(max(page, 0), pages - 1)
    first = page * SELECTS_PER_PAGE
    rows = _selects(big[first * SELECT_OPTIONS:(first + SELECTS_PER_PAGE) * SELECT_OPTIONS],
                    first)
    if small:
        rows.append(tuple(_act(pair) for pair in small))
    nav: list[_Slot] = []
    if pages > 1:
        back, ahead = max(page - 1, 0), min(page + 1, pages - 1)
        nav.append(_Nav("discord-button-previous", "page", str(back), page == 0))
        nav.append(_Nav("discord-button-next", "page", str(ahead), page >= pages - 1))
    nav.append(_REFRESH)
    rows.append(tuple(nav))
    assert len(rows) <= MAX_ROWS
    return _Arrangement(tuple(rows), page, pages)


def _component(slot: _Slot, table: int, version: int, locale: str) -> Component:
    if isinstance(slot, _Act):
        return ButtonSpec(slot.label, CustomId("act", table, version, slot.action).encode(),
                          slot.style)
    if isinstance(slot, _Select):
        return SelectSpec(slot.placeholder, CustomId("sel", table, version,
                                                     str(slot.index)).encode(),
                          list(slot.options))
    return ButtonSpec(say(slot.message, locale),
                      CustomId(slot.kind, table, version, slot.arg).encode(), "secondary",
                      disabled=slot.disabled)


def action_layout(table: int, version: int, actions: Sequence[Pair], page: int = 0,
                  locale: str = DEFAULT_LOCALE) -> Layout:
    """Legal actions (``(action, label)`` pairs) as Discord components.

    Few actions (cards in hand): one button each. Many (an auction): the common choices
    as buttons (``common_rows``) with every other one a single choice away — in selects
    of 25 beside them when they fit (Huutopussi's 79 bids: five buttons and three
    selects), else behind **Other choice…** (Fifty-Six's 140). Lists with no numbered
    choices: the few-of-a-kind as buttons, the rest in selects, paged. The last row
    always has a Refresh button.

    Where each action goes is worked out once per long list of actions (``_arranged``);
    a draw only writes this table's ids and this locale's button texts into it.
    """
    pairs = tuple(actions)
    if len(pairs) <= ALL_BUTTONS:
        arranged = _arrangement(pairs, page)
    else:
        try:
            arranged = _arranged(pairs, page)
        except TypeError:  # not pairs of strings after all: arrange them without the cache
            arranged = _arrangement(pairs, page)
    return Layout(rows=[[_component(slot, table, version, locale) for slot in row]
                        for row in arranged.rows], page=arranged.page, pages=arranged.pages)


def more_modal(table: int, version: int, example: str, locale: str = DEFAULT_LOCALE
               ) -> ModalSpec:
    """The form behind **Other choice…**; ``example`` is one of the choices, as labelled."""
    return ModalSpec(clip(say("discord-modal-title", locale), 45),
                     CustomId("typed", table, version).encode(),
                     clip(say("discord-modal-label", locale), 45),
                     clip(say("discord-modal-placeholder", locale, example=example), 100))


def lobby_layout(table: int, version: int, can_start: bool, full: bool,
                 people_full: bool | None = None, computers: bool = False,
                 locale: str = DEFAULT_LOCALE) -> Layout:
    """The lobby buttons. ``full``: every seat is taken (no more computers);
    ``people_full``: every seat is a person's (nobody can join — a person may take a
    computer's seat, so Join stays open while there is one); ``computers``: a computer
    sits at the table, so the host may remove one."""
    def b(label: str, arg: str, style: ButtonStyle, disabled: bool = False) -> ButtonSpec:
        return ButtonSpec(say(label, locale), CustomId("lobby", table, version, arg).encode(),
                          style, disabled)

    no_join = full if people_full is None else people_full
    row: list[Component] = [b("discord-button-join", "join", "success", no_join),
                            b("discord-button-leave", "leave", "secondary"),
                            b("discord-button-add-computer", "add", "secondary", full)]
    if computers:
        row.append(b("discord-button-remove-computer", "remove", "secondary"))
    row.append(b("discord-button-start", "start", "primary", not can_start))
    return Layout(rows=[row])


def playing_layout(table: int, version: int, locale: str = DEFAULT_LOCALE) -> Layout:
    return Layout(rows=[[ButtonSpec(say("discord-button-your-hand", locale),
                                    CustomId("hand", table, version).encode(), "primary")]])


# --- autocomplete ---------------------------------------------------------------


def _number(text: str) -> int | None:
    text = text.strip().lstrip("+")
    return int(text) if text.isdigit() else None


def nearest_choices(actions: Sequence[tuple[str, str]], typed: str,
                    limit: int = SELECT_OPTIONS) -> list[tuple[str, str]]:
    """Up to ``limit`` legal actions that best match what the user has typed.

    Exact and prefix matches on the argument or label come first, then
    substrings; a typed number ranks numeric arguments by distance, so typing
    "115" among 79 bids offers 115 and its neighbours.
    """
    typed_l = typed.strip().lower()
    if not typed_l:
        return list(actions[:limit])
    want = _number(typed_l)
    scored: list[tuple[tuple[int, int, int], tuple[str, str]]] = []
    for i, (action, label) in enumerate(actions):
        arg = action.partition(":")[2].lower() or action.lower()
        lab = label.lower()
        if typed_l in (arg, action.lower(), lab):
            rank = 0
        elif any(t.startswith(typed_l) for t in (arg, lab, action.lower())):
            rank = 1
        elif typed_l in arg or typed_l in lab:
            rank = 2
        else:
            rank = 3
        distance = 0
        num = _number(arg)
        if want is not None and num is not None:
            distance = abs(num - want)
            rank = min(rank, 2)
        if rank < 3:
            scored.append(((rank if want is None else 0, distance, i), (action, label)))
    scored.sort(key=lambda item: item[0])
    return [pair for _, pair in scored[:limit]]


# --- embeds -----------------------------------------------------------------------

COLOR_LOBBY = 0x5865F2
COLOR_PLAYING = 0x2ECC71
COLOR_OVER = 0xF1C40F
FIELD_MAX = 1024
DESC_MAX = 4096
EMBED_MAX = 6000
CONTENT_MAX = 2000  # a message's text
TITLE_MAX = 256  # an embed's title, a field's name
FOOTER_MAX = 2048
FIELDS_MAX = 25


def _fit(embed: discord.Embed) -> discord.Embed:
    """Drop fields from the end until Discord's 6000-character total is respected."""
    while len(embed) > EMBED_MAX and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    return embed


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """The embed within every Discord limit, whatever it holds (it may echo a user's text):
    each part clipped, then fields dropped from the end, then the description shortened,
    until the 6000-character total fits. Changes ``embed`` in place and returns it."""
    if embed.title and len(embed.title) > TITLE_MAX:
        embed.title = clip(embed.title, TITLE_MAX)
    if embed.description and len(embed.description) > DESC_MAX:
        embed.description = clip(embed.description, DESC_MAX)
    while len(embed.fields) > FIELDS_MAX:
        embed.remove_field(len(embed.fields) - 1)
    for index, f in enumerate(embed.fields):
        name, value = str(f.name or ""), str(f.value or "")
        if len(name) > TITLE_MAX or len(value) > FIELD_MAX:
            embed.set_field_at(index, name=clip(name, TITLE_MAX), value=clip(value, FIELD_MAX),
                               inline=bool(f.inline))
    footer = embed.footer.text
    if footer and len(footer) > FOOTER_MAX:
        embed.set_footer(text=clip(footer, FOOTER_MAX), icon_url=embed.footer.icon_url)
    _fit(embed)
    excess = len(embed) - EMBED_MAX
    if excess > 0 and embed.description:
        embed.description = clip(embed.description, max(1, len(embed.description) - excess))
    return embed


def to_act_text(view: View, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    return seats_text(view.to_act, names, locale)


def table_embed(title: Text, table: int, view: View, names: Sequence[str], version: int,
                events: Sequence[Text] = (), locale: str = DEFAULT_LOCALE) -> discord.Embed:
    """The public table message of a running match, drawn from the PUBLIC view only."""
    if view.seat is not None:
        raise ValueError("the table message must be drawn from the public view (seat=None)")
    lines = [f"**{words(view.phase_title, locale, names)}**"]
    if view.over:
        lines.append(say("discord-table-over", locale))
    elif view.to_act:
        lines.append(say("discord-table-to-act", locale, names, seats=Listing(
            [Seat(s) for s in view.to_act if 0 <= s < len(names)])))
    dealer = view.data.get("dealer")
    if isinstance(dealer, int) and 0 <= dealer < len(names):
        lines.append(say("discord-table-dealer", locale, names, seat=Seat(dealer)))
    if events:
        lines.append("")
        lines.extend(f"• {words(e, locale, names)}" for e in events[-5:])
    embed = discord.Embed(title=clip(say("discord-table-title", locale, title=title,
                                         table=table), 256),
                          description=clip("\n".join(lines), DESC_MAX),
                          color=COLOR_OVER if view.over else COLOR_PLAYING)
    seats = "\n".join(f"{i + 1}. {name}" for i, name in enumerate(names))
    embed.add_field(name=say("discord-table-seats", locale), value=clip(seats, FIELD_MAX) or "—",
                    inline=False)
    for section in view.sections[:23]:
        body = words(section.body, locale, names).strip() or "—"
        embed.add_field(name=clip(words(section.title, locale, names), 256) or "—",
                        value=clip(body, FIELD_MAX), inline=False)
    embed.set_footer(text=say("discord-table-footer", locale, table=table, version=version))
    return _fit(embed)


def lobby_embed(title: Text, summary: Text, table: int, names: Sequence[str | None], host: str,
                seat_counts: Sequence[int], rules: Sequence[Text],
                locale: str = DEFAULT_LOCALE) -> discord.Embed:
    """The table message before the match starts: who sits where and what to press, and
    the house ``rules`` (each option that differs from the standard, in words)."""
    seated = sum(1 for n in names if n)
    lines = [words(summary, locale), "", say("discord-lobby-host", locale, host=host),
             say("discord-lobby-players", locale, seated=seated,
                 counts=Listing(list(seat_counts), "or"))]
    if rules:
        lines.append(say("discord-lobby-rules", locale, rules=Join(list(rules), " · ")))
    lines.append("")
    lines.append(say("discord-lobby-howto", locale))
    embed = discord.Embed(title=clip(say("discord-table-title", locale, title=title,
                                         table=table), 256),
                          description=clip("\n".join(lines), DESC_MAX), color=COLOR_LOBBY)
    empty = say("discord-lobby-empty-seat", locale)
    seats = "\n".join(f"{i + 1}. {n or empty}" for i, n in enumerate(names)) or say(
        "discord-lobby-no-one", locale)
    embed.add_field(name=say("discord-table-seats", locale), value=clip(seats, FIELD_MAX),
                    inline=False)
    embed.set_footer(text=say("discord-lobby-footer", locale, table=table))
    return embed


def turn_line(view: View, names: Sequence[str], locale: str = DEFAULT_LOCALE) -> str:
    """A hand panel's first line: whether it is the player's turn and what they are asked
    (else whom the table waits for)."""
    if view.over:
        return say("discord-table-over", locale)
    if view.seat is not None and view.seat in view.to_act:
        return say("discord-hand-your-turn", locale, names, prompt=view.prompt or "").strip()
    if view.to_act:  # not theirs: say whom the table waits for, never a question for them
        return say("discord-hand-waiting", locale, names, seats=Listing(
            [Seat(s) for s in view.to_act if 0 <= s < len(names)]))
    return words(view.prompt, locale, names) if view.prompt else ""


def hand_embed(title: Text, table: int, view: View, names: Sequence[str], version: int,
               layout: Layout | None = None, notice: Text = "",
               locale: str = DEFAULT_LOCALE) -> discord.Embed:
    """A player's private view: whose turn first, then what just happened (``notice``),
    their hand, and the table state they may see."""
    lines = [line for line in (turn_line(view, names, locale),
                               words(notice, locale, names) if notice else "") if line]
    cards = words(view.hand_text, locale, names) or say("discord-hand-no-cards", locale)
    lines.append(say("discord-hand-cards", locale, names, cards=cards))
    if layout is not None and layout.pages > 1:
        lines.append(say("discord-hand-page", locale, page=layout.page + 1, pages=layout.pages))
    embed = discord.Embed(title=clip(say("discord-hand-title", locale, title=title,
                                         table=table), 256),
                          description=clip("\n".join(lines), DESC_MAX),
                          color=COLOR_OVER if view.over else COLOR_PLAYING)
    embed.add_field(name=say("discord-hand-phase", locale),
                    value=clip(words(view.phase_title, locale, names), FIELD_MAX) or "—",
                    inline=False)
    for section in view.sections[:20]:
        body = words(section.body, locale, names).strip() or "—"
        embed.add_field(name=clip(words(section.title, locale, names), 256) or "—",
                        value=clip(body, FIELD_MAX), inline=False)
    embed.set_footer(text=say("discord-hand-footer", locale, table=table, version=version))
    return _fit(embed)


def results_embed(title: Text, table: int, result: MatchResult, names: Sequence[str],
                  ended_early: Text = "", locale: str = DEFAULT_LOCALE) -> discord.Embed:
    """The message posted when a match ends: standings by rank, winners named.

    ``ended_early``: the match was stopped before its end (the sentence saying how); the
    standing is the game's own for a stopped match, and it is not rated.
    """
    order = sorted(range(len(result.teams)), key=lambda t: (result.ranks[t], t))
    lines = []
    for t in order:
        who = " & ".join(names[s] for s in result.teams[t] if 0 <= s < len(names))
        medal = "🏆 " if result.ranks[t] == 0 else ""
        lines.append(f"{result.ranks[t] + 1}. {medal}{who} — {result.scores[t]}")
    winners = ", ".join(names[s] for s in result.winners if 0 <= s < len(names))
    desc = "\n".join(lines)
    if result.summary:
        desc = words(result.summary, locale, names) + "\n\n" + desc
    heading = "discord-results-title"
    if ended_early:
        heading = "discord-results-title-early"
        desc = say("discord-results-early", locale, names, reason=ended_early) + "\n\n" + desc
    embed = discord.Embed(title=clip(say(heading, locale, title=title, table=table), 256),
                          description=clip(desc, DESC_MAX), color=COLOR_OVER)
    if winners:
        field = (say("discord-results-ahead", locale) if ended_early else
                 say("discord-results-winners", locale, count=len(result.winners)))
        embed.add_field(name=field, value=clip(winners, FIELD_MAX), inline=False)
    return embed


def mention_line(view: View, mentions: Sequence[str | None],
                 locale: str = DEFAULT_LOCALE) -> str:
    """Message content that pings the seat(s) to act (humans only)."""
    if view.over:
        return ""
    who = [m for s in view.to_act if 0 <= s < len(mentions) and (m := mentions[s])]
    return say("discord-table-mention", locale, mentions=" ".join(who)) if who else ""

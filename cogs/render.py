"""Pure rendering for the Discord layer: engine Views to embeds, legal actions to components.

Nothing here talks to Discord or knows a game's rules. It reads only what the
engine already made safe to show — a ``View`` for one seat (or the public view)
and the labels of legal actions — so a hidden card can reach a public message
only if a game put it in its own public view.

Components are described as small dataclasses (``ButtonSpec``/``SelectSpec``)
so layout rules — Discord's 5 rows, 5 buttons a row, 25 options a select,
100-character custom ids — are unit-tested without a client. ``cogs/ui.py``
turns them into ``discord.ui`` items.

Custom ids carry the table id and the state version the component was drawn
for: ``ct:<kind>:<table>:<version>[:<arg>]``. They are parsed and validated
here, never trusted: a click carries only what the user's client sends.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

import discord

from bot.engine.game import MatchResult, View
from bot.engine.game import fill_names as _fill_names
from bot.engine.text import Text

# --- custom ids --------------------------------------------------------------

PREFIX = "ct"
Kind = Literal["act", "sel", "page", "hand", "lobby", "refresh"]
KINDS: tuple[str, ...] = ("act", "sel", "page", "hand", "lobby", "refresh")
LOBBY_ACTIONS = ("join", "leave", "add", "remove", "start")
MAX_CUSTOM_ID = 100
_ARG_RE = re.compile(r"[A-Za-z0-9_.,|@+\-:]{0,80}")
_ID_RE = re.compile(r"ct:([a-z]{1,10}):([0-9]{1,19}):([0-9]{1,9})(?::(.*))?", re.DOTALL)

FORGED = "That button isn't one I made, so I can't act on it. Use /hand to get your own buttons."


class BadCustomId(ValueError):
    """A custom id we did not make (or cannot read); ``str(err)`` is a sentence for the user."""


_RED_SUIT = re.compile("([♥♦])(?!\ufe0f)")


def red_suits(text: str) -> str:
    """Show ♥ and ♦ in emoji presentation, which Discord draws red, so the red suits stand
    out from ♠ and ♣ as on real cards (``K♥`` → ``K♥️``; the card parser reads both)."""
    return _RED_SUIT.sub("\\1\ufe0f", text)


def fill_names(text: Text, names: Sequence[str]) -> str:
    """Engine text for Discord: seat names filled in, red suits in red."""
    return red_suits(_fill_names(text, names))


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
        return cls(kind, table, version, arg)


# --- components --------------------------------------------------------------

ButtonStyle = Literal["primary", "secondary", "success", "danger"]


@dataclass(slots=True)
class ButtonSpec:
    label: str
    custom_id: str
    style: ButtonStyle = "secondary"
    disabled: bool = False


@dataclass(slots=True)
class OptionSpec:
    label: str
    value: str


@dataclass(slots=True)
class SelectSpec:
    placeholder: str
    custom_id: str
    options: list[OptionSpec]


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


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def _style(kind: str) -> ButtonStyle:
    if kind in ("pass", "fold", "decline", "no"):
        return "secondary"
    if kind == "play":
        return "primary"
    return "success"


def action_layout(table: int, version: int, actions: Sequence[tuple[str, str]],
                  page: int = 0) -> Layout:
    """Legal actions (``(action, label)`` pairs) as Discord components, paged when too many.

    Few actions: one button each. Many: kinds with few actions (``pass``) stay
    buttons; the rest go into selects of 25 options, three selects a page, and
    Previous/Next buttons page through them (Huutopussi's 79 bids fit on two
    pages). The last row always has a Refresh button.
    """
    def act_button(action: str, label: str) -> ButtonSpec:
        kind = action.partition(":")[0]
        return ButtonSpec(clip(red_suits(label), LABEL_MAX),
                          CustomId("act", table, version, action).encode(),
                          _style(kind))

    refresh = ButtonSpec("Refresh", CustomId("refresh", table, version).encode(), "secondary")
    if len(actions) <= ALL_BUTTONS:
        buttons = [act_button(a, lab) for a, lab in actions]
        rows: list[list[Component]] = [list(buttons[i:i + ROW_BUTTONS])
                                       for i in range(0, len(buttons), ROW_BUTTONS)]
        rows.append([refresh])
        return Layout(rows=rows)

    by_kind: dict[str, list[tuple[str, str]]] = {}
    for action, label in actions:
        by_kind.setdefault(action.partition(":")[0], []).append((action, label))
    small = [pair for group in by_kind.values() if len(group) <= SMALL_KIND for pair in group]
    if len(small) > ROW_BUTTONS:  # too many small kinds to fit one row: list them too
        small = []
    big = [pair for pair in actions if pair not in small]
    chunks = [big[i:i + SELECT_OPTIONS] for i in range(0, len(big), SELECT_OPTIONS)]
    pages = max(1, -(-len(chunks) // SELECTS_PER_PAGE))
    page = min(max(page, 0), pages - 1)
    rows = []
    for index in range(page * SELECTS_PER_PAGE, min(len(chunks), (page + 1) * SELECTS_PER_PAGE)):
        chunk = chunks[index]
        first, last = chunk[0][1], chunk[-1][1]
        rows.append([SelectSpec(
            clip(f"{first} … {last}" if len(chunk) > 1 else first, 150),
            CustomId("sel", table, version, str(index)).encode(),
            [OptionSpec(clip(red_suits(lab), 100), a) for a, lab in chunk])])
    if small:
        rows.append([act_button(a, lab) for a, lab in small])
    nav: list[Component] = []
    if pages > 1:
        back, ahead = max(page - 1, 0), min(page + 1, pages - 1)
        nav.append(ButtonSpec("◀ Previous", CustomId("page", table, version, str(back)).encode(),
                              "secondary", disabled=page == 0))
        nav.append(ButtonSpec("Next ▶", CustomId("page", table, version, str(ahead)).encode(),
                              "secondary", disabled=page >= pages - 1))
    nav.append(refresh)
    rows.append(nav)
    assert len(rows) <= MAX_ROWS
    return Layout(rows=rows, page=page, pages=pages)


def lobby_layout(table: int, version: int, can_start: bool, full: bool,
                 people_full: bool | None = None, computers: bool = False) -> Layout:
    """The lobby buttons. ``full``: every seat is taken (no more computers);
    ``people_full``: every seat is a person's (nobody can join — a person may take a
    computer's seat, so Join stays open while there is one); ``computers``: a computer
    sits at the table, so the host may remove one."""
    def b(label: str, arg: str, style: ButtonStyle, disabled: bool = False) -> ButtonSpec:
        return ButtonSpec(label, CustomId("lobby", table, version, arg).encode(), style, disabled)

    no_join = full if people_full is None else people_full
    row: list[Component] = [b("Join", "join", "success", no_join),
                            b("Leave", "leave", "secondary"),
                            b("Add computer", "add", "secondary", full)]
    if computers:
        row.append(b("Remove computer", "remove", "secondary"))
    row.append(b("Start", "start", "primary", not can_start))
    return Layout(rows=[row])


def playing_layout(table: int, version: int) -> Layout:
    return Layout(rows=[[ButtonSpec("Your hand", CustomId("hand", table, version).encode(),
                                    "primary")]])


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


def to_act_text(view: View, names: Sequence[str]) -> str:
    return ", ".join(names[s] for s in view.to_act if 0 <= s < len(names))


def table_embed(title: str, table: int, view: View, names: Sequence[str], version: int,
                events: Sequence[str] = ()) -> discord.Embed:
    """The public table message of a running match, drawn from the PUBLIC view only."""
    if view.seat is not None:
        raise ValueError("the table message must be drawn from the public view (seat=None)")
    lines = [f"**{fill_names(view.phase_title, names)}**"]
    dealer = view.data.get("dealer")
    if isinstance(dealer, int) and 0 <= dealer < len(names):
        lines.append(f"Dealer: {names[dealer]}")
    if view.over:
        lines.append("The match is over.")
    elif view.to_act:
        lines.append(f"To act: {to_act_text(view, names)}")
    if events:
        lines.append("")
        lines.extend(f"• {fill_names(e, names)}" for e in events[-5:])
    embed = discord.Embed(title=clip(f"{title} — table {table}", 256),
                          description=clip("\n".join(lines), DESC_MAX),
                          color=COLOR_OVER if view.over else COLOR_PLAYING)
    seats = "\n".join(f"{i + 1}. {name}" for i, name in enumerate(names))
    embed.add_field(name="Seats", value=clip(seats, FIELD_MAX) or "—", inline=False)
    for section in view.sections[:23]:
        body = fill_names(section.body, names).strip() or "—"
        embed.add_field(name=clip(fill_names(section.title, names), 256) or "—",
                        value=clip(body, FIELD_MAX), inline=False)
    embed.set_footer(text=f"Table {table} · move {version}")
    return _fit(embed)


def lobby_embed(title: str, summary: str, table: int, names: Sequence[str | None], host: str,
                seat_counts: Sequence[int], options: dict[str, object]) -> discord.Embed:
    """The table message before the match starts: who sits where and what to press."""
    counts = " or ".join(map(str, seat_counts))
    seated = sum(1 for n in names if n)
    lines = [summary, "", f"Host: {host}", f"Players: {seated} (the game needs {counts})."]
    if options:
        lines.append("Rules: " + ", ".join(f"{k} = {v}" for k, v in options.items()))
    lines.append("")
    lines.append("Press **Join** to sit down, **Add computer** to fill a seat, "
                 "and the host presses **Start**.")
    embed = discord.Embed(title=clip(f"{title} — table {table}", 256),
                          description=clip("\n".join(lines), DESC_MAX), color=COLOR_LOBBY)
    seats = "\n".join(f"{i + 1}. {n or '(empty)'}" for i, n in enumerate(names)) or "(no one yet)"
    embed.add_field(name="Seats", value=clip(seats, FIELD_MAX), inline=False)
    embed.set_footer(text=f"Table {table} · lobby")
    return embed


def hand_embed(title: str, table: int, view: View, names: Sequence[str], version: int,
               layout: Layout | None = None, notice: str = "") -> discord.Embed:
    """A player's private view: their hand, what to do, and the table state they may see."""
    lines: list[str] = []
    if notice:
        lines += [notice, ""]
    lines.append(f"**Your hand:** {fill_names(view.hand_text, names) or '—'}")
    if view.prompt:
        lines.append(fill_names(view.prompt, names))
    elif view.over:
        lines.append("The match is over.")
    elif view.to_act:
        lines.append(f"Waiting for {to_act_text(view, names)}.")
    if layout is not None and layout.pages > 1:
        lines.append(f"(choices page {layout.page + 1} of {layout.pages})")
    embed = discord.Embed(title=clip(f"{title} — your hand (table {table})", 256),
                          description=clip("\n".join(lines), DESC_MAX),
                          color=COLOR_OVER if view.over else COLOR_PLAYING)
    embed.add_field(name="Phase", value=clip(fill_names(view.phase_title, names), FIELD_MAX) or "—",
                    inline=False)
    for section in view.sections[:20]:
        body = fill_names(section.body, names).strip() or "—"
        embed.add_field(name=clip(fill_names(section.title, names), 256) or "—",
                        value=clip(body, FIELD_MAX), inline=False)
    embed.set_footer(text=f"Table {table} · move {version} · only you can see this")
    return _fit(embed)


def results_embed(title: str, table: int, result: MatchResult, names: Sequence[str],
                  ended_early: str = "") -> discord.Embed:
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
        desc = fill_names(result.summary, names) + "\n\n" + desc
    heading = "result"
    if ended_early:
        heading = "standing (ended early)"
        desc = (f"{ended_early} The match ended early: this is the standing when it stopped. "
                "It does not count on the leaderboard.\n\n" + desc)
    embed = discord.Embed(title=clip(f"{title} — table {table}: {heading}", 256),
                          description=clip(desc, DESC_MAX), color=COLOR_OVER)
    if winners:
        field = "Ahead when it stopped" if ended_early else (
            "Winner" + ("s" if len(result.winners) > 1 else ""))
        embed.add_field(name=field, value=clip(winners, FIELD_MAX), inline=False)
    return embed


def mention_line(view: View, mentions: Sequence[str | None]) -> str:
    """Message content that pings the seat(s) to act (humans only)."""
    if view.over:
        return ""
    who = [m for s in view.to_act if 0 <= s < len(mentions) and (m := mentions[s])]
    return ("Your turn: " + " ".join(who)) if who else ""

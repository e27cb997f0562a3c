"""What the cogs share: finding the bot and its table service, and drawing a player's
private hand panel (the one maker of ``Private`` payloads)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.engine.game import View
from bot.engine.text import Msg, Text
from bot.i18n import DEFAULT_LOCALE
from bot.pictures.emojis import CardEmojis
from bot.tables import Table, TableError, TableService
from cogs import render
from cogs.card_text import dress
from cogs.guard import NOT_SEATED_TEXT, table_here
from cogs.hand_layout import hand_of_cards
from cogs.pictures import with_card_emojis
from cogs.presenter import seat_names
from cogs.reply import Private, Reply
from cogs.ui import build_view

if TYPE_CHECKING:
    from bot.client import CardTableBot


def bot_of(interaction: discord.Interaction[Any]) -> CardTableBot:
    return interaction.client


def service_of(interaction: discord.Interaction[Any]) -> TableService:
    return bot_of(interaction).service


async def table_or_say(reply: Reply) -> Table | None:
    """The table of the place a command was used in; None once the user has been told why
    there is none (or none of this server)."""
    try:
        return table_here(service_of(reply.interaction), reply.interaction)
    except TableError as err:
        await reply.say(err.message)
        return None


def action_pairs(table: Table, user_id: int, locale: str) -> list[tuple[str, str]]:
    """The member's legal actions now, each with the game's label in ``locale``."""
    return [(action, render.words(label, locale)) for action, label in table.choices(user_id)]


@dataclass(frozen=True, slots=True)
class _Shown:
    """What a hand panel is drawn from, read off the table without drawing anything."""

    seat: int
    view: View
    actions: tuple[tuple[str, Text], ...]  # each legal action with its label, not yet in words
    key: Hashable


def _shown(table: Table, user_id: int, page: int, locale: str) -> _Shown | None:
    seat = table.seat_of(user_id)
    if seat is None:
        return None
    view = table.view(seat)
    if view is None:  # no game state yet
        return None
    actions = table.choices(user_id)
    key = (table.id, table.status, page, locale,
           tuple((s.user_id, s.name, s.computer, s.away) for s in table.seats),
           view.over, tuple(view.to_act), view.prompt, view.hand_text, view.phase_title,
           tuple((section.title, section.body) for section in view.sections[:20]),
           actions)
    return _Shown(seat, view, actions, key)


def panel_key(table: Table, user_id: int, page: int = 0,
              locale: str = DEFAULT_LOCALE) -> Hashable | None:
    """What ``user_id``'s hand panel at ``table`` shows, as a key, without drawing it —
    the key ``hand_panel`` returns for the same arguments (None: no panel, e.g. not seated).

    Equal keys mean the same panel to its reader apart from the move it was drawn at (the
    footer, and the version in its buttons' ids) and a notice; a panel editor compares
    this with the key of what the panel shows and draws only when they differ. It is built
    from everything a panel is drawn from — the seat's view (minus its machine-readable
    ``data``, which a panel never shows), the seats' names, the legal actions and their
    labels as text (not yet in words), the status, page and locale — so it costs a view
    and a list of labels, not a panel."""
    shown = _shown(table, user_id, page, locale)
    return None if shown is None else shown.key


def hand_panel(table: Table, user_id: int, page: int = 0, notice: Text = "",
               locale: str = DEFAULT_LOCALE, emojis: CardEmojis | None = None
               ) -> tuple[Private, Hashable | None]:
    """The private hand panel of a seated member — whose turn, hand, the legal actions as
    components (card buttons with their card's emoji, given ``emojis``: pictures on) — and
    a key of what it shows (``panel_key``; None: not a panel, e.g. not seated).
    Addressed to ``user_id``: the reply path delivers it to them and to no one else."""
    shown = _shown(table, user_id, page, locale)
    if shown is None:  # never a hand, never the public view dressed as one
        text: Text = NOT_SEATED_TEXT if table.seat_of(user_id) is None else Msg(
            "discord-hand-not-started")
        return Private(user_id, content=render.words(notice or text, locale),
                       view=build_view(None)), None
    view = shown.view
    actions = [(action, render.words(label, locale)) for action, label in shown.actions]
    cards = hand_of_cards(table.id, table.version, view, actions, page, locale, emojis) \
        if table.status == "playing" else None  # pictures on: the hand as card buttons
    names = seat_names(table, locale)
    view, (notice,) = dress(view, [notice], emojis, table.game_id, locale, names, cards is None)
    if cards is not None:
        layout: render.Layout | None = cards
    elif actions and table.status == "playing":
        layout = with_card_emojis(
            render.action_layout(table.id, table.version, actions, page, locale), emojis,
            table.game_id)
    elif table.status == "playing":
        layout = render.Layout(rows=[[render.ButtonSpec(
            render.say("discord-button-refresh", locale),
            render.CustomId("refresh", table.id, table.version).encode())]])
    else:
        layout = None
    embed = render.hand_embed(table.title_text, table.id, view, names, table.version, layout,
                              notice, locale)  # a notice comes and goes with its answer
    return Private(user_id, embed=embed, view=build_view(layout)), shown.key


def hand_payload(table: Table, user_id: int, page: int = 0, notice: Text = "",
                 locale: str = DEFAULT_LOCALE) -> Private:
    """``hand_panel`` without the key."""
    return hand_panel(table, user_id, page, notice, locale)[0]

"""Slash commands in the players' languages: discord.py's ``Translator`` fed by our catalog.

Discord shows each member a command's name, description, options and choices in
their own client language when the synced payload carries ``name_localizations``
and ``description_localizations``. discord.py asks a ``Translator`` for every such
string at sync time; this one answers from ``bot/i18n/locales/<locale>/commands.ftl``.

Message ids follow the command tree, so the cogs' decorators stay plain English and
nothing in them needs to know about languages:

* ``cmd-<path>-name`` / ``cmd-<path>-desc`` for commands and groups (``<path>`` is the
  qualified name with ``-`` for spaces: ``cmd-table-open-desc``);
* ``cmd-<path>-<option>-name`` / ``-desc`` for options;
* ``cmd-choice-<value>`` for a fixed choice (``cmd-choice-week``) — except a game, which
  is its title from ``games.ftl`` (``game-huutopussi-title``), one message wherever the
  title is shown.

English is the default Discord shows and is never sent as a localization; the English
catalog file exists so translators have the source and a test keeps it equal to the code.
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.game_words import title_id
from bot.i18n import DEFAULT_LOCALE, catalog, resolve_locale

_SLUG = re.compile(r"[^a-z0-9]+")


def _slug(text: str) -> str:
    return _SLUG.sub("-", text.lower()).strip("-")


def message_id(location: Where, data: Any) -> str | None:
    """The catalog id of a command string, from where it sits in the command tree."""
    if location in (Where.command_name, Where.group_name):
        return f"cmd-{_slug(data.qualified_name)}-name"
    if location in (Where.command_description, Where.group_description):
        return f"cmd-{_slug(data.qualified_name)}-desc"
    if location in (Where.parameter_name, Where.parameter_description):
        suffix = "name" if location is Where.parameter_name else "desc"
        return f"cmd-{_slug(data.command.qualified_name)}-{_slug(data.name)}-{suffix}"
    if location is Where.choice_name:
        value = str(data.value)
        if value in _game_ids():
            return title_id(value)
        return f"cmd-choice-{_slug(value)}"
    return None


def _game_ids() -> frozenset[str]:
    from bot.engine import load_all

    return frozenset(load_all())


def locale_code(locale: discord.Locale) -> str | None:
    """Our catalog for a Discord locale, or None where we would only repeat English."""
    code = resolve_locale(locale.value)
    if code == DEFAULT_LOCALE:
        return None
    # resolve_locale falls back by language; Discord asks for each of its own locales,
    # and only those we really speak get an answer.
    return code if locale.value.split("-")[0] == code.split("-")[0] else None


class CatalogTranslator(app_commands.Translator):
    """Answers discord.py's translation requests from the message catalog."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        code = locale_code(locale)
        if code is None:
            return None
        key = message_id(context.location, context.data)
        if key is None:
            return None
        messages = catalog(code)
        if not messages.has(key):
            return None  # Discord shows English; the catalog test names what is missing
        text = messages.t(key)
        if context.location in (Where.command_name, Where.group_name, Where.parameter_name):
            text = text.lower()  # Discord requires lowercase names
        return text

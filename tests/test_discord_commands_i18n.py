"""Slash commands reach Discord in every language we speak, from the English in the code.

The command tree is written in plain English in the cogs; ``cogs/translate.py`` names each
string by its place in the tree and answers from ``commands.ftl``. These tests read the
payload the real discord.py client syncs to the fake Discord.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from bot.engine import load_all
from bot.i18n import DEFAULT_LOCALE, available_locales, catalog
from cogs.translate import _slug, locale_code
from tests.discord_helpers import world


def _strings(commands: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any], str]]:
    """(message id, payload object, field) for every localizable string of the payload."""
    out: list[tuple[str, dict[str, Any], str]] = []

    def walk(node: dict[str, Any], path: str) -> None:
        out.append((f"cmd-{path}-name", node, "name"))
        out.append((f"cmd-{path}-desc", node, "description"))
        for option in node.get("options", []):
            if option.get("type") in (1, 2):  # a subcommand or a group
                walk(option, f"{path}-{_slug(option['name'])}")
                continue
            out.append((f"cmd-{path}-{_slug(option['name'])}-name", option, "name"))
            out.append((f"cmd-{path}-{_slug(option['name'])}-desc", option, "description"))
            for choice in option.get("choices", []):
                value = str(choice["value"])
                out.append((f"game-{value}-title" if value in load_all()
                             else f"cmd-choice-{_slug(value)}", choice, "name"))

    for command in commands:
        walk(command, _slug(command["name"]))
    return out


def _test_games() -> set[str]:
    """Choices for games that tests register (toy games), which the bot never ships."""
    return {f"game-{game_id}-title" for game_id, cls in load_all().items()
            if not cls.__module__.startswith("bot.games")}


async def test_the_english_catalog_matches_the_commands_in_the_code(tmp_path: Path) -> None:
    async with world(tmp_path, players=1) as w:
        commands = w.fake.commands(w.guild)
    english = catalog(DEFAULT_LOCALE)
    assert commands
    for message_id, node, field in _strings(commands):
        if message_id in _test_games():
            continue
        assert english.has(message_id), f"commands.ftl lacks {message_id}"
        assert english.t(message_id) == node[field], message_id


async def test_every_language_we_speak_is_in_the_synced_payload(tmp_path: Path) -> None:
    async with world(tmp_path, players=1) as w:
        commands = w.fake.commands(w.guild)
    spoken = [loc for loc in discord.Locale if locale_code(loc) is not None]
    assert {locale_code(loc) for loc in spoken} == set(available_locales()) - {DEFAULT_LOCALE}
    for message_id, node, field in _strings(commands):
        if message_id in _test_games():
            continue
        localized = node.get(f"{field}_localizations") or {}
        for loc in spoken:
            code = locale_code(loc)
            assert code is not None
            assert localized.get(loc.value) == (catalog(code).t(message_id).lower()
                                                if message_id.endswith("-name")
                                                else catalog(code).t(message_id)), (
                f"{message_id} {field} in {loc.value}")
        assert not set(localized) - {loc.value for loc in spoken}


@pytest.mark.parametrize("value", ["en-US", "en-GB", "pt-BR", "ko"])
def test_locales_we_do_not_speak_get_no_localization(value: str) -> None:
    assert locale_code(discord.Locale(value)) is None


def test_the_fake_checks_localizations_as_discord_does() -> None:
    from tests.fakediscord.limits import check_commands

    def command(**extra: Any) -> list[dict[str, Any]]:
        return [{"name": "table", "description": "Tables", "type": 1, **extra}]

    assert check_commands(command(name_localizations={"fi": "pöytä"},
                                  description_localizations={"ja": "テーブル"})) == []
    bad = [
        command(name_localizations={"xx": "pöytä"}),        # no such locale
        command(name_localizations={"fi": "Pöytä"}),        # names are lowercase
        command(name_localizations={"fi": "iso pöytä"}),    # one word
        command(name_localizations={"fi": "p" * 33}),       # at most 32
        command(description_localizations={"fi": ""}),      # 1–100 characters
        command(description_localizations={"fi": "x" * 101}),
        command(options=[{"name": "game", "description": "g", "type": 3, "choices": [
            {"name": "Prefa", "value": "prefa", "name_localizations": {"el": "x" * 101}}]}]),
    ]
    for payload in bad:
        assert check_commands(payload), payload

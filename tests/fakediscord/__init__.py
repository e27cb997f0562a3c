"""A fake Discord (REST + gateway on 127.0.0.1) for end-to-end tests of the real discord.py bot.

See README.md in this directory for the driver API.
"""

from .emojis import AppEmoji, AppEmojis
from .layout import Media
from .model import Channel, Component, Guild, Interaction, Message, Rejection, User, Violation
from .patch import ENV_URL, install_from_env, patched
from .server import (
    ChildBot,
    CommandError,
    FakeDiscord,
    FakeDiscordError,
    NotClickable,
    NotConnected,
)

__all__ = [
    "ENV_URL",
    "AppEmoji",
    "AppEmojis",
    "Channel",
    "ChildBot",
    "CommandError",
    "Component",
    "FakeDiscord",
    "FakeDiscordError",
    "Guild",
    "Interaction",
    "Media",
    "Message",
    "NotClickable",
    "NotConnected",
    "Rejection",
    "User",
    "Violation",
    "install_from_env",
    "patched",
]

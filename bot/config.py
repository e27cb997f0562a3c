"""Configuration: one pydantic-settings model read from ``config.toml`` and the environment.

Precedence, highest first: environment variables ``CARDTABLE_<SECTION>__<NAME>``
(e.g. ``CARDTABLE_STORE__URL``), then ``DISCORD_TOKEN`` for the token, then the
TOML file, then the defaults below. Every setting is documented, with its
default, in ``config.example.toml``.

``load_config`` turns every problem (unreadable TOML, a wrong value, a missing
token) into one ``ConfigError`` whose message is a single line, so start-up can
print it and exit instead of showing a traceback.
"""

from __future__ import annotations

import os
import tomllib
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic.fields import FieldInfo
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from bot.option_words import refusal

DEFAULT_PATH = Path("config.toml")
ENV_PREFIX = "CARDTABLE_"


class ConfigError(Exception):
    """A configuration problem; ``str(err)`` is one line meant for the person starting the bot."""


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class BotSection(_Section):
    token: str = Field(default="", description="Discord bot token (or set DISCORD_TOKEN)")
    dev_guild_id: int | None = Field(
        default=None, description="sync slash commands to this guild only (instant updates)")
    shard_count: int | None = Field(
        default=None, ge=1,
        description="shards of all processes together; empty = Discord decides")
    shards: str | None = Field(
        default=None,
        description='the shard ids this process runs, e.g. "0-3" (needs shard_count); '
                    "empty = all of them")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"
    card_emojis: bool = Field(
        default=True,
        description="upload the card faces as the application's emojis at start-up (only "
                    "missing or changed ones) and show cards with them; false = cards as text")
    uvloop: bool = Field(
        default=True,
        description="run on uvloop where it is installed (Linux, macOS): the same event loop, "
                    "less CPU per click; false = asyncio's own loop")
    pictures: bool = Field(
        default=False,
        description="cards you can see: the table message carries a picture of the table and "
                    "the hand's card buttons carry the card emojis (with card_emojis); "
                    "false = text only")

    @model_validator(mode="before")
    @classmethod
    def _normalise(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("log_level"), str):
            data = {**data, "log_level": data["log_level"].upper()}
        if isinstance(data, dict) and isinstance(data.get("shards"), int | str):
            # ``shards = 3`` in TOML means shard 3; an empty variable means "all of them"
            data = {**data, "shards": str(data["shards"]).strip() or None}
        return data

    @model_validator(mode="after")
    def _shards_exist(self) -> BotSection:
        if self.shards is not None:
            try:
                parse_shards(self.shards, self.shard_count)
            except ValueError as err:
                raise ValueError(f"bot.shards: {err}") from None
        return self

    @property
    def shard_ids(self) -> tuple[int, ...] | None:
        """The shards this process runs, or None for all of them."""
        return None if self.shards is None else parse_shards(self.shards, self.shard_count)


def parse_shards(text: str, count: int | None) -> tuple[int, ...]:
    """The shard ids of ``"0-3"`` (or ``"5"``, or ``"0-1,4-5"``) out of ``count`` shards.

    A ``ValueError`` says what is wrong in words that fit both the command line and the
    config file (the caller says which one it was).
    """
    ranges = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        if not first.strip().isdecimal() or (dash and not last.strip().isdecimal()):
            raise ValueError(f"“{text}” is not a range of shard ids: write the first and the "
                             "last, e.g. 0-3, or one id, e.g. 5")
        low = int(first)
        high = int(last) if dash else low
        if high < low:
            raise ValueError(f"“{text}” counts down: write the lower shard id first, "
                             f"e.g. {high}-{low}")
        ranges.append((low, high))
    if count is None:
        raise ValueError("running some of the shards needs the number of shards of all "
                         "processes too, e.g. --shards 0-3 --shard-count 8 (or shard_count = 8 "
                         "beside shards under [bot])")
    top = max(high for _, high in ranges)
    if top >= count:
        ids_are = "the only shard is 0" if count == 1 else f"shard ids go from 0 to {count - 1}"
        raise ValueError(f"there is no shard {top} of {count}: {ids_are}")
    return tuple(sorted({i for low, high in ranges for i in range(low, high + 1)}))


class StoreSection(_Section):
    url: str = Field(
        default="",
        description="where the data lives: sqlite:///file.sqlite3 (embedded, the default) or "
                    "postgresql://user:password@host/database; empty = sqlite:/// + path; "
                    "set, it wins over path")
    path: str = Field(
        default="cardtable.sqlite3",
        description="the SQLite file (created if missing), when url is empty")

    @model_validator(mode="after")
    def _url_from_path(self) -> StoreSection:
        """``path`` is the older spelling of an SQLite ``url``; a ``url`` wins over it (so an
        image may default the path and a deployment switch to PostgreSQL with the url)."""
        if not self.url.strip():
            self.url = "sqlite:///" + self.path
        return self


class TablesSection(_Section):
    turn_timeout_seconds: float = Field(
        default=300.0, ge=0,
        description="after this long a computer plays for an absent player; 0 = never")
    warn_seconds: float = Field(
        default=240.0, ge=0,
        description="after this long the player to act is reminded; 0 = never")
    computer_delay: float = Field(
        default=1.0, ge=0,
        description="seconds a computer seat waits before it acts, so people can follow")
    max_tables_per_guild: int = Field(
        default=25, ge=1, description="open tables one server may have")
    default_difficulty: str = Field(
        default="easy", description="computer player when none is chosen")
    turn_ping_seconds: float = Field(
        default=10.0, ge=0,
        description="after this long a waiting player gets a notifying ping; 0 = at once")
    claim_window_seconds: float = Field(
        default=3.0, ge=0,
        description="seconds every seat asked a no-choice question (a claim window) waits "
                    "before the host answers for it; the same for all, so timing reveals nothing")

    @model_validator(mode="after")
    def _warn_before_timeout(self) -> TablesSection:
        if self.turn_timeout_seconds and self.warn_seconds >= self.turn_timeout_seconds:
            raise ValueError("tables.warn_seconds must be smaller than tables.turn_timeout_seconds")
        return self


class LeaderboardSection(_Section):
    exclude_computer_matches: bool = Field(
        default=False,
        description="leave matches where a computer held a seat, or played for a member who "
                    "timed out or left, out of ratings and boards entirely")


# The TOML data for the settings being built; a ContextVar so concurrent loads cannot mix.
_toml_data: ContextVar[dict[str, Any] | None] = ContextVar("_toml_data", default=None)


class _TomlSource(PydanticBaseSettingsSource):
    """The already-parsed TOML file (load_config parses it, to report errors in one line)."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return (_toml_data.get() or {}).get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(_toml_data.get() or {})


class _DiscordTokenSource(PydanticBaseSettingsSource):
    """``DISCORD_TOKEN``, the name every Discord tutorial uses, fills ``bot.token``."""

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return None, field_name, False

    def __call__(self) -> dict[str, Any]:
        token = os.environ.get("DISCORD_TOKEN", "").strip()
        return {"bot": {"token": token}} if token else {}


class Settings(BaseSettings):
    """Everything the bot can be told. Sections match the TOML tables."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_nested_delimiter="__", extra="forbid", case_sensitive=False)

    bot: BotSection = BotSection()
    store: StoreSection = StoreSection()
    tables: TablesSection = TablesSection()
    leaderboard: LeaderboardSection = LeaderboardSection()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (init_settings, env_settings, _DiscordTokenSource(settings_cls),
                _TomlSource(settings_cls))


def _env_names(loc: tuple[str, ...]) -> list[str]:
    """The environment variables set now that feed the setting (or section) at ``loc``."""
    if not loc:
        return []
    section = loc[0].upper()
    wanted = {f"{ENV_PREFIX}{section}"}  # a whole section as JSON
    if len(loc) > 1:
        wanted.add(f"{ENV_PREFIX}{section}__{loc[1].upper()}")
    else:
        wanted.update(k.upper() for k in os.environ
                      if k.upper().startswith(f"{ENV_PREFIX}{section}__"))
    if loc[:2] in (("bot", "token"), ("bot",)) and os.environ.get("DISCORD_TOKEN", "").strip():
        wanted.add("DISCORD_TOKEN")
    return sorted(k for k in {key.upper() for key in os.environ} if k in wanted)


def _origin(loc: tuple[str, ...], file: Path | None, data: dict[str, Any]) -> str:
    """Where the refused value came from: the environment variable that set it (it wins over
    the file), else the file; both for a section-wide check (warn_seconds < timeout)."""
    env = _env_names(loc)
    named = ("the environment variable " if len(env) == 1 else "the environment variables ") \
        + " and ".join(env)
    section_in_file = file is not None and bool(loc) and loc[0] in data
    if env and len(loc) == 1 and section_in_file:
        return f"{file} and {named}"
    if env:
        return named
    return str(file) if file is not None else "the environment"


def _one_line(err: ValidationError, file: Path | None, data: dict[str, Any]) -> str:
    errors = err.errors(include_url=False)
    first = errors[0]
    loc = tuple(str(part) for part in first["loc"])
    more = len(errors) - 1
    tail = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
    if first["type"] == "extra_forbidden" and len(loc) == 1:
        message = (f"there is no section [{loc[0]}]; the sections are "
                   f"{', '.join(f'[{name}]' for name in Settings.model_fields)}")
    else:
        message = refusal(Settings, first, "setting").rstrip(".")
        message = message[0].lower() + message[1:] if message.startswith("There ") else message
    return f"Bad configuration in {_origin(loc, file, data)}: {message}{tail}."


def load_config(path: str | Path | None = None, require_token: bool = True) -> Settings:
    """Read the settings; raise ConfigError with one clear line if they are unusable.

    ``path`` defaults to ``$CARDTABLE_CONFIG`` or ``./config.toml``; a missing file
    is fine (environment and defaults are used), an explicitly named one is not.
    """
    explicit = path is not None or "CARDTABLE_CONFIG" in os.environ
    file = Path(path if path is not None else os.environ.get("CARDTABLE_CONFIG", DEFAULT_PATH))
    data: dict[str, Any] = {}
    if file.exists():
        try:
            data = tomllib.loads(file.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as err:
            raise ConfigError(f"{file} is not valid TOML: {err}. Fix that line and start again.") \
                from None
        except (OSError, UnicodeDecodeError) as err:
            raise ConfigError(f"Cannot read {file}: {err}.") from None
    elif explicit:
        raise ConfigError(f"The config file {file} does not exist. "
                          "Copy config.example.toml to it, or leave it out to use the environment.")
    token = _toml_data.set(data)
    try:
        settings = Settings()
    except ValidationError as err:
        raise ConfigError(_one_line(err, file if file.exists() else None, data)) from None
    finally:
        _toml_data.reset(token)
    if require_token and not settings.bot.token.strip():
        from bot.launcher import python_command

        raise ConfigError(
            "No Discord token: set DISCORD_TOKEN in the environment or token under [bot] in "
            f"{file} (see config.example.toml). To play without Discord: "
            f"{python_command()} -m bot play huutopussi.")
    return settings


def with_shards(settings: Settings, shards: str | None, shard_count: str | None) -> Settings:
    """The settings with ``--shards`` and ``--shard-count`` (the command line wins over the
    file and the environment); ConfigError with one line if they are unusable."""
    if shards is None and shard_count is None:
        return settings
    count = settings.bot.shard_count
    if shard_count is not None:
        if not shard_count.strip().isdecimal() or int(shard_count) < 1:
            raise ConfigError(f"Bad --shard-count: write a whole number of at least 1, e.g. 8, "
                              f"not “{shard_count}”.")
        count = int(shard_count)
    text = shards if shards is not None else settings.bot.shards
    if text is not None:
        try:
            parse_shards(text, count)
        except ValueError as err:
            flag = "--shards" if shards is not None else "bot.shards with --shard-count"
            raise ConfigError(f"Bad {flag}: {err}.") from None
    bot = settings.bot.model_copy(update={"shards": text, "shard_count": count})
    return settings.model_copy(update={"bot": bot})

"""Keep the card faces uploaded as the application's emojis: run once at start-up.

The deciding is pure (``bot/pictures/emojis.py``); this module only makes the
REST calls and says in one log line what it did. It never raises: whatever goes
wrong (uploads refused, Discord unreachable), the answer is a ``CardEmojis``
that covers fewer games or none, and those show cards as text.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import discord

from bot.pictures import faces
from bot.pictures.emojis import CardEmojis, Present, SyncReport, plan

log = logging.getLogger("bot.emojis")

OFF = "emojis: off (card_emojis = false under [bot]); cards show as text"
# A process that does not upload reads the emojis again after these delays (seconds) until the
# uploading process is done: about two minutes in all.
FOLLOW = (2.0, 4.0, 8.0, 15.0, 30.0, 60.0)


def _why(err: Exception) -> str:
    if isinstance(err, discord.HTTPException):
        return f"{err.status} {err.text or type(err).__name__}"
    return type(err).__name__


def _prepare() -> tuple[faces.Face, ...]:
    """Draw and hash every face (CPU work: in a thread, off the event loop)."""
    faces.build_all()
    return faces.all_faces()


async def _upload(client: discord.Client, face: faces.Face, name: str) -> Present:
    png = await asyncio.to_thread(faces.face_png, face)
    try:
        made = await client.create_application_emoji(name=name, image=png)
    except discord.HTTPException as err:
        if err.code != 50035:  # Invalid Form Body: the name may be taken
            raise
        # Another process may have uploaded it a moment ago (two deployments overlapping).
        found = [e for e in await client.fetch_application_emojis() if e.name == name]
        if not found:
            raise
        made = found[0]
    return Present(made.id, made.name)


async def _delete(emoji: discord.Emoji) -> None:
    """Delete an old picture; another process of the bot may have done it already."""
    with contextlib.suppress(discord.NotFound):
        await emoji.delete()


async def _list(client: discord.Client) -> list[discord.Emoji] | None:
    try:
        return await client.fetch_application_emojis()
    except (discord.HTTPException, discord.MissingApplicationID) as err:
        log.warning("emojis: cannot list the application's emojis (%s); cards show as text",
                    _why(err))
        return None


def _present(listed: list[discord.Emoji]) -> list[Present]:
    return [Present(e.id, e.name) for e in listed]


async def sync_card_emojis(client: discord.Client, *, upload: bool = True,
                           follow: tuple[float, ...] = FOLLOW) -> CardEmojis:
    """Upload the missing faces and replace the changed ones; return what there is now.

    With ``upload=False`` (a process without shard 0: that one uploads, as it syncs the
    commands) only read them, again after each delay in ``follow`` until every face is
    current; until then, and for good if it never is, a face not yet current reads as text.

    The faces are drawn for this alone (their hashes name the emojis, their PNGs are the
    uploads): once it is done the bot keeps none of them (``faces.forget``).
    """
    try:
        return await _sync(client, upload, follow)
    finally:
        faces.forget()


async def _sync(client: discord.Client, upload: bool, follow: tuple[float, ...]
                ) -> CardEmojis:
    wanted = await asyncio.to_thread(_prepare)
    listed = await _list(client)
    if listed is None:
        return CardEmojis()
    todo = plan(_present(listed), wanted)
    if not upload:
        for delay in follow:
            if not (todo.upload or todo.replace):
                break
            await asyncio.sleep(delay)
            listed = await _list(client)
            if listed is None:
                return CardEmojis()
            todo = plan(_present(listed), wanted)
        # Only current pictures: the uploading process deletes an old one once replaced.
        emojis = CardEmojis(todo.keep)
        report = SyncReport(present=len(todo.keep), games=emojis.games, follower=True)
        log.info("%s", report.line())
        return emojis
    by_id = {e.id: e for e in listed}
    # A changed face keeps its old picture until the new one is up.
    have = {**todo.keep, **{face.name: old for face, old in todo.replace}}
    report = SyncReport(present=len(todo.keep))
    try:
        for face in todo.upload:
            have[face.name] = await _upload(client, face, todo.names[face.name])
            report.uploaded += 1
        for face, old in todo.replace:
            have[face.name] = await _upload(client, face, todo.names[face.name])
            await _delete(by_id[old.id])
            report.replaced += 1
        for extra in todo.remove:
            await _delete(by_id[extra.id])
            report.removed += 1
    except discord.HTTPException as err:
        report.refused = _why(err)
    emojis = CardEmojis(have)
    report.games = emojis.games
    log.log(logging.WARNING if report.refused else logging.INFO, "%s", report.line())
    return emojis


def button_emoji(emojis: CardEmojis, game_id: str, code: str) -> discord.PartialEmoji | None:
    """The emoji for a card's button (``discord.ui.Button(emoji=...)``), or None: label only."""
    found = emojis.emoji(game_id, code)
    return discord.PartialEmoji(name=found.name, id=found.id) if found else None

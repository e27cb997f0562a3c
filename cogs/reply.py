"""The one way an interaction is answered, and so the one door private content leaves by.

Every answer of the Discord layer goes through ``Reply``: a new ephemeral message,
an edit of the clicked message, a sentence, or a deferral when the work is slow.
Privacy is a property of the types here, not of each handler's care:

* a seat's view travels as ``Private`` (``cogs.common.hand_payload`` makes them), which
  names its owner. ``Reply`` delivers it to that owner only: as a new ephemeral message,
  or as an edit of the clicked message when the interaction itself proves that message is
  the owner's own ephemeral one (its ephemeral flag, the bot as author, and interaction
  metadata naming the clicker). No method here edits any other message, whatever
  custom_id arrived — so a forged click cannot put a hand on the public table message;
* the table message and everything else drawn from public information travels as
  ``Public``, the only kind the presenter posts or edits in a channel.

Every text is trimmed to Discord's limits on the way out, so echoing what someone typed
can never turn an answer into a 400 (and the user into "Something went wrong").

Answering in time: Discord drops an interaction not answered within 3 s of its
creation. Our work is normally a few milliseconds (one SQLite commit), but a busy table
lock or a slow disk must not cost the player their click, so ``Reply.run`` lets the work
run until ``DEFER_AFTER`` seconds after the interaction was created (its snowflake's
time, or when we received it if the clocks disagree) and defers if it is not done, then
answers through the deferred response instead. The work itself is never cancelled: an
action is either committed and shown, or refused.

The live hand panel: delivering a ``Private`` returns a ``Panel`` — its owner and the
token that may edit that ephemeral message for 15 minutes (only what an edit needs: a
panel outlives its interaction by minutes, and thousands of parsed interactions would
otherwise stay in memory with it). ``edit_panel`` is the one later edit, and stays
private by the same construction: only this module makes a ``Panel``, only from a
delivery to its owner, and it takes only that owner's ``Private``.

Every answer goes out by discord.py's webhook adapter and comes back as a plain dict
(or nothing): discord.py's own ``send_message``/``edit_message`` would ask Discord for the
message back and parse it into Message and component objects nobody here reads.

Sentences (``say``) are catalog text rendered in the reader's own locale.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal, TypeVar

import discord
from discord.http import MultipartParameters, Route, handle_message_parameters
from discord.utils import MISSING
from discord.webhook.async_ import async_context, interaction_message_response_params

from bot.engine.text import Msg, Text
from bot.i18n import render, resolve_locale
from cogs.pressure import pressure_of
from cogs.render import CONTENT_MAX, ModalSpec, clip, fit_embed

log = logging.getLogger("cogs.reply")

T = TypeVar("T")
DEFER_AFTER = 1.5  # seconds after the interaction's creation: defer if the work is not done

_DEFERRED, _FILLED = "cardtable.deferred", "cardtable.filled"  # keys in Interaction.extras
FAILED = Msg("discord-failed")


@dataclass(frozen=True, slots=True)
class Public:
    """A message drawn from public information only: it may go anywhere."""

    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None


@dataclass(frozen=True, slots=True)
class Private:
    """A message for ``owner``'s eyes only (a seat's view): ``Reply`` gives it to no one else
    and never puts it on a message that is not the owner's own ephemeral one."""

    owner: int
    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None


Payload = Public | Private


@dataclass(frozen=True, slots=True)
class Panel:
    """Where a Private now lives: ``owner``'s ephemeral message, editable through the token
    of the interaction that delivered it (``message_id`` None: its original response).
    Nothing per interaction is kept beyond these few values: ``state`` is the client's one
    connection state (the HTTP session, proxy and allowed mentions every edit uses)."""

    owner: int
    application_id: int
    token: str
    message_id: int | None
    created_at: datetime  # when Discord made the interaction: the token lasts 15 min from it
    state: Any  # discord.py's ConnectionState, shared by every interaction of the client

    def age(self) -> float:
        """Seconds since Discord created the interaction (never below 0)."""
        return _age_since(self.created_at)


class PrivacyError(RuntimeError):
    """A Private was about to reach someone other than its owner (a bug; nothing is sent)."""


def _send_kwargs(payload: Payload) -> dict[str, Any]:
    """A new message's fields, within Discord's limits (absent parts are left out)."""
    out: dict[str, Any] = {}
    if payload.content:
        out["content"] = clip(payload.content, CONTENT_MAX)
    if payload.embed is not None:
        out["embed"] = fit_embed(payload.embed)
    if payload.view is not None:
        out["view"] = payload.view
    return out


def _edit_kwargs(payload: Payload) -> dict[str, Any]:
    """An edit's fields: what the payload leaves out is removed from the message."""
    return {"content": clip(payload.content, CONTENT_MAX) if payload.content else None,
            "embed": fit_embed(payload.embed) if payload.embed is not None else None,
            "view": payload.view}


def _age_since(created_at: datetime) -> float:
    """Seconds since ``created_at``; never below 0 (a clock behind Discord's would otherwise
    promise time we do not have)."""
    return max(0.0, (discord.utils.utcnow() - created_at).total_seconds())


def interaction_age(interaction: discord.Interaction[Any]) -> float:
    """Seconds since Discord created the interaction, from its snowflake; never below 0."""
    return _age_since(interaction.created_at)


def defer_delay(interaction: discord.Interaction[Any], budget: float = DEFER_AFTER) -> float:
    """How long the work may still run before we must defer (``budget``: seconds after
    the interaction's creation)."""
    return max(0.0, budget - interaction_age(interaction))


def reader_locale(interaction: discord.Interaction[Any]) -> str:
    """The catalog locale for what only this user reads (their Discord client's language)."""
    return resolve_locale(interaction.locale.value if interaction.locale else None)


def guild_locale(interaction: discord.Interaction[Any]) -> str | None:
    """The server's preferred locale (a community server's setting), if Discord sent one."""
    return interaction.guild_locale.value if interaction.guild_locale else None


def own_clicked_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the message this component was clicked on is the clicker's own ephemeral
    message from this bot — read from what Discord sent with the interaction (the message
    itself), never from the custom_id."""
    message = interaction.message
    me = interaction.client.user
    if message is None or me is None:
        return False
    if interaction.type not in (discord.InteractionType.component,
                                discord.InteractionType.modal_submit):
        return False
    meta = message.interaction_metadata
    return bool(message.flags.ephemeral and message.author.id == me.id
                and meta is not None and meta.user.id == interaction.user.id)


class Reply:
    """One interaction's answer.

    ``edit``: the answer would rather replace the clicked message (a hand panel's buttons);
    honoured only when that message is the clicker's own ephemeral one, else the answer
    is a new ephemeral message.
    """

    def __init__(self, interaction: discord.Interaction[Any], *, edit: bool = False) -> None:
        self.interaction = interaction
        self.edits = edit and own_clicked_message(interaction)
        extras = getattr(interaction, "extras", None)
        self._state: dict[str, Any] = extras if isinstance(extras, dict) else {}

    # How the interaction was deferred, and whether the "thinking…" message has been filled
    # in, live on the interaction: the dispatcher may acknowledge first, with a Reply of its
    # own, and the handler's Reply must then answer through that deferral.
    @property
    def deferred(self) -> Literal["", "thinking", "update"]:
        value = self._state.get(_DEFERRED, "")
        return "thinking" if value == "thinking" else "update" if value == "update" else ""

    @deferred.setter
    def deferred(self, value: Literal["", "thinking", "update"]) -> None:
        self._state[_DEFERRED] = value

    @property
    def _filled(self) -> bool:
        return bool(self._state.get(_FILLED))

    @_filled.setter
    def _filled(self, value: bool) -> None:
        self._state[_FILLED] = value

    @property
    def user_id(self) -> int:
        return self.interaction.user.id

    async def defer(self) -> None:
        """Acknowledge now, answer later: "thinking…" (a new ephemeral message to come) or,
        when editing the user's own message, a silent acknowledgement."""
        response = self.interaction.response
        if response.is_done():
            return
        gauge = pressure_of(self.interaction.client)
        async with gauge.acknowledging() if gauge is not None else contextlib.nullcontext():
            if self.edits:
                await _respond(self.interaction, _UPDATE_LATER)
                self.deferred = "update"
            else:
                await _respond(self.interaction, _THINKING, ephemeral=True)
                self.deferred = "thinking"

    async def run(self, work: Awaitable[T]) -> T:
        """Run ``work``; defer if it is not done ``DEFER_AFTER`` s after the interaction
        was made, and never cancel it for being slow.

        Not sooner when the bot is busy: a deferral is one more request, and the answer
        then an edit through the token, so deferring the clicks of a busy bot adds work to
        the loop they are all waiting for. At 1,000 tables, deferring a click not done
        0.15 s after it was made (while eight were in flight, one click in ten at most)
        gave about twice the answers over 250 ms of not doing so; with no such limit, one
        run stayed at 93% of its clicks deferred."""
        gauge = pressure_of(self.interaction.client)
        with gauge.at_work() if gauge is not None else contextlib.nullcontext():
            delay = defer_delay(self.interaction, DEFER_AFTER)
            if delay <= 0:
                await self.defer()
                result = await work
            else:
                result = await self._deferring_if_late(work, delay)
        await self.before_drawing()
        return result

    async def _deferring_if_late(self, work: Awaitable[T], delay: float) -> T:
        """``work`` in this very task, and a deferral in a task of its own if the work is
        not done ``delay`` s from now. The work does not wait for a turn of the event loop
        to start, nor three more to be noticed as done (as a task of its own awaited with
        a timeout would): on a busy loop each turn is where the slowest answers waited."""
        loop = asyncio.get_running_loop()
        deferring: list[asyncio.Task[None]] = []
        timer = loop.call_later(delay, lambda: deferring.append(
            loop.create_task(self.defer(), name="defer-late")))
        try:
            result = await work
        except BaseException:
            timer.cancel()
            if deferring:  # the work's own error is the one to report
                await asyncio.gather(*deferring, return_exceptions=True)
            raise
        timer.cancel()
        if deferring:
            await deferring[0]  # an error here (Discord gave up on it) is the handler's
        return result

    async def before_drawing(self) -> None:
        """Call just before drawing the answer: when the bot is behind, this click is
        acknowledged first, and so are the others already waiting (``cogs.pressure``)."""
        gauge = pressure_of(self.interaction.client)
        if gauge is not None:
            if not self.interaction.response.is_done() and gauge.ack_now(self.interaction):
                await self.defer()
            await gauge.acks_sent()

    def _check(self, payload: Payload) -> None:
        if isinstance(payload, Private) and payload.owner != self.user_id:
            raise PrivacyError(f"seat view of {payload.owner} was addressed to {self.user_id}")

    def _panel(self, payload: Payload, message_id: int | None) -> Panel | None:
        if not isinstance(payload, Private):
            return None
        interaction = self.interaction
        return Panel(payload.owner, interaction.application_id, interaction.token, message_id,
                     interaction.created_at, interaction._state)

    async def send(self, payload: Payload) -> Panel | None:
        """A new ephemeral message for this user (or the deferred "thinking…" one filled in)."""
        self._check(payload)
        interaction = self.interaction
        if not interaction.response.is_done():
            await _respond(interaction, _MESSAGE, ephemeral=True, **_send_kwargs(payload))
            return self._panel(payload, None)
        state, app, token = interaction._state, interaction.application_id, interaction.token
        if self.deferred == "thinking" and not self._filled:
            self._filled = True
            await _edit_message(state, app, token, None, payload)
            return self._panel(payload, None)
        with handle_message_parameters(
                flags=discord.MessageFlags(ephemeral=True),
                previous_allowed_mentions=state.allowed_mentions,
                **_send_kwargs(payload)) as params:
            sent = await async_context.get().execute_webhook(
                app, token, **_wire(state), payload=params.payload, multipart=params.multipart,
                files=params.files, wait=True)
        assert sent is not None  # wait=True: Discord answers with the message
        return self._panel(payload, int(sent["id"]))

    async def update(self, payload: Payload) -> Panel | None:
        """Replace the clicked message, if it is this user's own ephemeral message; else
        answer with a new ephemeral message. The only edit of a message this module makes."""
        if not self.edits:
            return await self.send(payload)
        self._check(payload)
        interaction = self.interaction
        if not interaction.response.is_done():
            await _respond(interaction, _UPDATE, **_edit_kwargs(payload))
        else:
            await _edit_message(interaction._state, interaction.application_id,
                                interaction.token, None, payload)
        return self._panel(payload, None)  # a component's original response is its message

    async def say(self, text: Text) -> None:
        """A sentence only this user sees, in their language (never an edit of a message
        they clicked)."""
        await self.send(Public(content=render(text, reader_locale(self.interaction))))

    async def modal(self, spec: ModalSpec) -> None:
        """Answer with a form (a panel's Other choice…); its submission comes back as a
        ``typed`` id from the same panel."""
        from cogs.ui import build_modal  # ui builds on this module

        await self.interaction.response.send_modal(build_modal(spec))

    async def choices(self, choices: list[discord.app_commands.Choice[str]]) -> None:
        """Autocomplete's answer (at most 25, as Discord allows)."""
        if not self.interaction.response.is_done():
            await self.interaction.response.autocomplete(choices[:25])


async def edit_panel(panel: Panel, payload: Private) -> None:
    """Edit a live hand panel through its token, with its owner's own view.

    Raises ``discord.HTTPException`` as Discord answers: ``NotFound`` for a message that
    is gone (dismissed), 401 once the token has expired; a 429 is waited out and retried by
    discord.py's webhook adapter, which sends one request per token at a time."""
    if payload.owner != panel.owner:
        raise PrivacyError(f"seat view of {payload.owner} was addressed to {panel.owner}'s panel")
    await _edit_message(panel.state, panel.application_id, panel.token, panel.message_id,
                        payload)


# --- the wire: discord.py's webhook adapter, answers left unparsed --------------------------
_MESSAGE = discord.InteractionResponseType.channel_message
_THINKING = discord.InteractionResponseType.deferred_channel_message
_UPDATE = discord.InteractionResponseType.message_update
_UPDATE_LATER = discord.InteractionResponseType.deferred_message_update
_EPHEMERAL = 64  # the ephemeral message flag


def _wire(state: Any) -> dict[str, Any]:
    """The client's HTTP session, proxy and proxy auth (what every webhook request takes);
    discord.py keeps the session under a private name, as ``Interaction`` reads it too."""
    http = state.http
    return {"session": http._HTTPClient__session, "proxy": http.proxy,
            "proxy_auth": http.proxy_auth}


async def _respond(interaction: discord.Interaction[Any],
                   kind: discord.InteractionResponseType, *, ephemeral: bool = False,
                   **fields: Any) -> None:
    """The interaction's one response: a message (``fields``: content, embed, view), an
    update of the clicked message, or a deferral — without ``with_response``, so Discord
    answers 204 and there is nothing to parse. The response is then marked done, as
    discord.py's own methods do, so ``is_done`` stays true to it."""
    if interaction.response.is_done():
        raise discord.InteractionResponded(interaction)
    if kind in (_THINKING, _UPDATE_LATER):
        params = MultipartParameters(
            payload={"type": kind.value, "data": {"flags": _EPHEMERAL} if ephemeral else {}},
            multipart=None, files=None)
    else:
        params = interaction_message_response_params(
            type=kind.value, flags=discord.MessageFlags(ephemeral=True) if ephemeral else MISSING,
            previous_allowed_mentions=interaction._state.allowed_mentions, **fields)
    route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                  webhook_id=interaction.id, webhook_token=interaction.token)
    await async_context.get().request(route, **_wire(interaction._state),
                                      payload=params.payload, multipart=params.multipart,
                                      files=params.files)
    interaction.response._response_type = kind


async def _edit_message(state: Any, application_id: int, token: str, message_id: int | None,
                        payload: Payload) -> None:
    """PATCH a message through an interaction's token (None: its original response); the
    echoed message is not parsed."""
    kwargs = _edit_kwargs(payload)
    with handle_message_parameters(
            content=kwargs["content"], embed=kwargs["embed"], view=kwargs["view"],
            previous_allowed_mentions=state.allowed_mentions) as params:
        adapter = async_context.get()
        common: dict[str, Any] = dict(**_wire(state), payload=params.payload,
                                      multipart=params.multipart, files=params.files)
        if message_id is None:
            await adapter.edit_original_interaction_response(application_id, token, **common)
        else:
            await adapter.edit_webhook_message(application_id, token, message_id, **common)


class Dropped(discord.app_commands.CheckFailure):
    """A command Discord had given up on before we reached it: nothing is done or said."""


async def acknowledge_first(interaction: discord.Interaction[Any]) -> None:
    """Before a command's work: when the bot is behind (``cogs.pressure``), acknowledge it
    first ("thinking…", which its answer fills in), so the deadline is met before any store
    or drawing work; raise ``Dropped`` for one Discord has already given up on."""
    gauge = pressure_of(interaction.client)
    if gauge is None:
        return
    triage = gauge.triage(interaction)
    if triage == "dead":
        raise Dropped
    if triage == "ack":
        try:
            await Reply(interaction).defer()
        except discord.NotFound as err:  # Discord gave up on it after all
            raise Dropped from err
    await gauge.acks_sent()  # others' acknowledgements go out before this one's work


def release(interaction: discord.Interaction[Any]) -> None:
    """Once an interaction's handler is done: let reference counting free it at once.

    discord.py's Interaction and its InteractionResponse refer to each other, so a handled
    interaction — with its member, user and the parse of the clicked message (a hand
    panel: its rows, buttons, select options) — would wait for the garbage collector, and
    one that outlived a young pass would wait for a full one (``bot.collector`` freezes
    what survives). Nothing reads them after the handler: the guard and the reply read
    them before, and a live panel keeps only its token's few values (``Panel``)."""
    interaction.message = None
    interaction._original_response = None  # its state points back at the interaction
    with contextlib.suppress(AttributeError):  # never asked for: no cycle to break
        del interaction._cs_response  # type: ignore[attr-defined]


async def answer_failure(interaction: discord.Interaction[Any], text: Text = FAILED) -> None:
    """An unexpected error: never leave the user "thinking…" (an autocomplete gets no
    choices, which Discord shows as such)."""
    reply = Reply(interaction)
    try:
        if interaction.type is discord.InteractionType.autocomplete:
            await reply.choices([])
        else:
            await reply.say(text)
    except discord.HTTPException as err:
        log.debug("could not tell the user about a failure: %s", err)

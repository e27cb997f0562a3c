"""discord.ui glue: component specs to items, and the router every ``ct:`` click goes to.

Every component the bot draws has a ``ct:…`` custom id (see ``cogs.render``). The bot's
``on_interaction`` hands each such click to ``dispatch`` — a click on a message drawn
before a restart, a stale one and a forged one alike — and the handler validates the raw
id. The item classes here only draw (they are not registered with discord.py, whose
dynamic-item dispatch would rebuild the clicked message's whole view per click).

A panel's **Other choice…** opens a form (``build_modal``) that is sent already stopped,
so discord.py keeps no copy: its submission, a ``ct:typed:…`` id, reaches the same
router through ``bot.client``'s interaction listener (``modal_values`` reads what was
typed), also after a restart.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.engine.text import Msg
from cogs.pressure import pressure_of
from cogs.render import ButtonSpec, Layout, ModalSpec, SelectSpec
from cogs.reply import Reply, answer_failure, release

log = logging.getLogger("cogs.ui")

ComponentHandler = Callable[[discord.Interaction[Any], str, list[str]], Awaitable[None]]

_handler: ComponentHandler | None = None
UNKNOWN_INTERACTION = 10062  # Discord: the interaction is gone (not answered in time)
# Ids of a hand panel's components: their answer edits the panel (a silent deferral).
_PANEL_PREFIXES = ("ct:act:", "ct:sel:", "ct:page:", "ct:refresh:")
STARTING = Msg("discord-starting")

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


def set_handler(handler: ComponentHandler | None) -> None:
    """The coroutine every ``ct:`` click is given to (set by the play cog when it loads)."""
    global _handler
    _handler = handler


async def dispatch(interaction: discord.Interaction[Any], custom_id: str,
                    values: list[str]) -> None:
    """Hand a ``ct:`` click to the handler — acknowledged first when the bot is behind
    (``cogs.pressure``): the deferral goes out before any rendering or store work, and the
    handler's answer fills it in (``Reply`` knows the interaction was deferred)."""
    if _handler is None:
        await Reply(interaction).say(STARTING)
        return
    gauge = pressure_of(interaction.client)
    triage = gauge.triage(interaction) if gauge is not None else ""
    if triage == "dead":  # no answer could land in time: spend nothing on it
        log.debug("dropped %s: Discord gave up on it before we reached it", custom_id[:100])
        return
    if triage == "ack":
        try:
            await Reply(interaction, edit=custom_id.startswith(_PANEL_PREFIXES)).defer()
        except discord.NotFound:  # Discord gave up on it after all: do nothing
            log.debug("dropped %s: too late to acknowledge", custom_id[:100])
            return
    if gauge is not None:
        await gauge.acks_sent()  # others' acknowledgements go out before this one's work
    try:
        await _handler(interaction, custom_id, values)
    except discord.NotFound as err:
        if err.code != UNKNOWN_INTERACTION:
            log.exception("component %s failed", custom_id[:100])
            await answer_failure(interaction)
        else:  # answered too late: Discord told the user; a second try would fail alike
            log.debug("component %s answered too late", custom_id[:100])
    except Exception:
        log.exception("component %s failed", custom_id[:100])
        await answer_failure(interaction)
    finally:
        release(interaction)  # freed now, not by the garbage collector


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"ct:(?!sel:)(?P<rest>.*)"):
    """Any of our buttons: act, page, refresh, hand, lobby."""

    def __init__(self, custom_id: str, label: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 disabled: bool = False, emoji: discord.PartialEmoji | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, style=style,
                                           disabled=disabled, emoji=emoji))
        self.raw_id = custom_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionButton:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await dispatch(interaction, self.raw_id, [])


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                   template=r"ct:sel:(?P<rest>.*)"):
    """Our selects: the chosen value is an action's stable form."""

    def __init__(self, custom_id: str, placeholder: str = "…",
                 options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, placeholder=placeholder,
                                           options=options or [discord.SelectOption(label="…")]))
        self.raw_id = custom_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionSelect:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        await dispatch(interaction, self.raw_id, values)




class Stopped:
    """What discord.py reads of a view that is only ever serialized, never listened to:
    stopped from the start (``is_finished``: discord.py then keeps nothing in its view
    store), with a timeout it may set and read. Every click is routed by ``dispatch``.
    Put first in the bases, before discord.py's view class, and skip its ``__init__``:
    it arms a listener (a future, a random id, row weights) a stopped view never uses."""

    _timeout: float | None = None

    @property
    def timeout(self) -> float | None:
        return self._timeout

    @timeout.setter
    def timeout(self, value: float | None) -> None:  # discord.py sets 15 min on ephemerals
        self._timeout = value

    def is_finished(self) -> bool:
        return True

    def is_dispatching(self) -> bool:
        return False

    def is_persistent(self) -> bool:
        return True

    def stop(self) -> None:
        """Already stopped."""


class DrawnView(Stopped, discord.ui.View):
    """A layout as discord.py sends it, written straight from the specs: stopped from the
    start, with no item objects unless someone asks for ``children``.

    Every click is routed by ``dispatch``, never by a view object, so a view of ours is
    only ever serialized (``to_components``) and asked whether it wants listening
    (``is_finished``: always; discord.py then keeps nothing in its view store). A
    ``discord.ui.View`` with a button object per component costs more to build than the
    whole rest of a hand panel; this draws the same components for a fraction of it.
    ``children`` (the picture path moves the buttons into a v2 message) builds the very
    items ``discord.ui.View`` would hold, once, on first use.
    """

    # No View.__init__: it arms a listener (a future, a random id, row weights) that a
    # stopped view never uses. Everything discord.py reads of a view is answered below.
    def __init__(self, layout: Layout | None = None) -> None:
        self._layout = layout
        self._items: list[discord.ui.Item[Any]] | None = None

    def __repr__(self) -> str:
        count = len(self._layout.components()) if self._layout is not None else 0
        return f"<DrawnView children={count}>"

    def to_components(self) -> list[dict[str, Any]]:
        if self._layout is None:
            return []
        return [{"type": 1, "components": [_component_dict(spec) for spec in row]}
                for row in self._layout.rows if row]

    @property
    def children(self) -> list[discord.ui.Item[Any]]:
        if self._items is None:
            self._items = _items(self._layout)
        return list(self._items)

    def is_dispatchable(self) -> bool:
        return self._layout is not None and bool(self._layout.components())

    def has_components_v2(self) -> bool:
        return False


def _component_dict(spec: ButtonSpec | SelectSpec) -> dict[str, Any]:
    """A spec as Discord's component JSON — key for key what discord.py's own
    ``Button``/``Select`` would send (``tests/test_discord_drawn_view.py`` compares)."""
    if isinstance(spec, ButtonSpec):
        out: dict[str, Any] = {"type": 2, "style": _STYLES[spec.style].value,
                               "disabled": spec.disabled}
        if spec.label:
            out["label"] = spec.label
        out["custom_id"] = spec.custom_id
        if spec.emoji:
            out["emoji"] = spec.emoji.to_dict()
        return out
    options = [{"label": o.label, "value": o.value, "default": False} for o in spec.options] \
        or [{"label": "…", "value": "…", "default": False}]
    out = {"type": 3, "custom_id": spec.custom_id, "min_values": 1, "max_values": 1,
           "disabled": False, "required": True}
    if spec.placeholder:
        out["placeholder"] = spec.placeholder
    out["options"] = options
    return out


def _items(layout: Layout | None) -> list[discord.ui.Item[Any]]:
    """The discord.ui items of a layout, each in its row."""
    items: list[discord.ui.Item[Any]] = []
    for row_index, row in enumerate(layout.rows if layout is not None else []):
        for spec in row:
            if isinstance(spec, ButtonSpec):
                item: discord.ui.Item[Any] = ActionButton(
                    spec.custom_id, spec.label, _STYLES[spec.style], spec.disabled, spec.emoji)
            else:
                assert isinstance(spec, SelectSpec)
                item = ActionSelect(spec.custom_id, spec.placeholder,
                                    [discord.SelectOption(label=o.label, value=o.value)
                                     for o in spec.options])
            item.row = row_index
            items.append(item)
    return items


def let_go(view: discord.ui.View | discord.ui.LayoutView) -> None:
    """After a discord.ui view has been sent: undo its items' links back to it and to their
    parents, so reference counting frees it at once. A view and its items refer to each
    other (children lists one way, ``_view`` and ``_parent`` the other), and the bot
    freezes what outlives a young collection (``bot.collector``): a Components v2 table
    message per edit (container, text displays, gallery, rows) would otherwise wait for the
    full pass, at 1,000 tables with pictures on about 2.6 MiB a second."""
    items = list(view.walk_children())
    view.clear_items()
    for item in items:
        clear = getattr(item, "clear_items", None)
        if clear is not None:
            clear()
        item._parent = None


def build_view(layout: Layout | None) -> discord.ui.View:
    """A view for the layout (an empty view clears a message's components), already stopped.

    Every click is routed by ``dispatch``, never by this view object, so it is sent
    stopped: discord.py then does not keep it in its view store (ephemeral views would
    otherwise live there for 15 minutes each — thousands of dead objects that make every
    full garbage collection stall the event loop).
    """
    return DrawnView(layout)


def build_modal(spec: ModalSpec) -> discord.ui.Modal:
    """The form for a typed choice, already stopped (see the module's docstring)."""
    modal = discord.ui.Modal(title=spec.title, custom_id=spec.custom_id, timeout=None)
    modal.add_item(discord.ui.TextInput(label=spec.label, custom_id=spec.input_id,
                                        placeholder=spec.placeholder, max_length=100))
    modal.stop()
    return modal


def modal_values(data: dict[str, Any]) -> list[str]:
    """What was typed into a submitted form, input by input (rows or labels, as sent)."""
    values: list[str] = []

    def visit(node: Any) -> None:
        if not isinstance(node, dict):
            return
        if node.get("type") == 4 and isinstance(node.get("value"), str):
            values.append(node["value"])
        for child in node.get("components") or []:
            visit(child)
        visit(node.get("component"))

    for top in data.get("components") or []:
        visit(top)
    return values

"""Self-tests of the fake Discord: a small real discord.py bot driven end to end."""

from __future__ import annotations

import asyncio
import contextlib
import sys
import textwrap
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import (
    Channel,
    CommandError,
    FakeDiscord,
    Guild,
    NotClickable,
    NotConnected,
    User,
)

HAND = ["AS", "10S", "KH", "QH", "9C", "7D"]


class SeatButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"seat:(?P<table>\d+):v(?P<ver>\d+)"
):
    """A button that survives restarts: its state lives in the custom_id."""

    def __init__(self, table: int, ver: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Join", style=discord.ButtonStyle.primary, custom_id=f"seat:{table}:v{ver}"
            )
        )
        self.table, self.ver = table, ver

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> SeatButton:
        return cls(int(match["table"]), int(match["ver"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            f"{interaction.user.name} joined table {self.table} (v{self.ver})", ephemeral=True
        )


class Panel(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Ping", custom_id="panel:ping")
    async def ping(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.edit_message(content=f"pinged by {interaction.user.name}")

    @discord.ui.button(label="Off", custom_id="panel:off", disabled=True)
    async def off(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        raise AssertionError("disabled buttons cannot be clicked")

    @discord.ui.button(label="Later", custom_id="panel:later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.defer()  # type 6: no visible answer yet
        await interaction.edit_original_response(content="edited after a deferred update")
        temp = await interaction.followup.send("temporary", wait=True)
        await temp.delete()
        await interaction.followup.send("kept", ephemeral=True)

    @discord.ui.button(label="Hand", custom_id="panel:hand")
    async def hand(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        await interaction.response.send_message("your hand: AS", view=HandView(), ephemeral=True)

    @discord.ui.select(
        custom_id="panel:pick",
        placeholder="Pick cards",
        max_values=2,
        options=[discord.SelectOption(label=c, value=c) for c in HAND],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[Any]) -> None:
        await interaction.response.send_message(f"picked {','.join(select.values)}", ephemeral=True)


class HandView(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Play AS", custom_id="hand:play:AS")
    async def play(self, interaction: discord.Interaction, button: discord.ui.Button[Any]) -> None:
        button.disabled = True
        await interaction.response.edit_message(content="you played AS", view=self)


class EchoModal(discord.ui.Modal, title="Echo"):
    text: discord.ui.TextInput[Any] = discord.ui.TextInput(label="Say", custom_id="echo:text")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"you said {self.text.value}")


def make_bot(guild_id: int) -> commands.Bot:
    intents = discord.Intents.default()
    intents.members = True
    bot = commands.Bot(command_prefix="!", intents=intents)
    table = app_commands.Group(name="table", description="Card tables")
    lock = asyncio.Lock()
    seated: list[str] = []
    heard: list[str] = []
    bot.heard = heard  # type: ignore[attr-defined]

    @bot.listen()
    async def on_message(message: discord.Message) -> None:
        heard.append(message.content)

    @table.command(name="open", description="Open a table")
    @app_commands.choices(
        game=[app_commands.Choice(name=g, value=g) for g in ("huutopussi", "prefa")]
    )
    async def open_(
        interaction: discord.Interaction, game: str, seats: app_commands.Range[int, 2, 4] = 4
    ) -> None:
        await interaction.response.send_message(f"opened {game} for {seats}")
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        where: discord.abc.Messageable = channel
        if channel.permissions_for(channel.guild.me).create_public_threads:
            where = await channel.create_thread(
                name=f"{game} table", type=discord.ChannelType.public_thread
            )
        view = discord.ui.View(timeout=None)
        view.add_item(SeatButton(7, 1))
        await where.send(f"Table: {game}, {seats} seats", view=view)

    @table.command(name="panel", description="Post the panel")
    async def panel(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("panel", view=Panel())

    @table.command(name="slow", description="Deferred work")
    async def slow(interaction: discord.Interaction, delay: float = 0.05) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(delay)
        await interaction.followup.send("done slowly", ephemeral=True)
        await interaction.followup.send("and one more", ephemeral=True)

    @table.command(name="edit", description="Edits")
    async def edit(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("draft")
        await interaction.edit_original_response(content="final")
        assert interaction.channel is not None
        msg = await interaction.channel.send("v1")  # type: ignore[union-attr]
        await msg.edit(content="v2")
        fetched = await interaction.channel.fetch_message(msg.id)  # type: ignore[union-attr]
        assert fetched.content == "v2"

    @table.command(name="late", description="Answers too late")
    async def late(interaction: discord.Interaction) -> None:
        await asyncio.sleep(0.7)
        with contextlib.suppress(discord.NotFound):
            await interaction.response.send_message("too late")

    @table.command(name="twice", description="Answers twice")
    async def twice(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("once")
        interaction.response._response_type = None  # bypass discord.py's own guard
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.send_message("twice")

    @table.command(name="early", description="Followup before answering")
    async def early(interaction: discord.Interaction) -> None:
        with contextlib.suppress(discord.HTTPException):
            await interaction.followup.send("too early")
        await interaction.response.send_message("answered")

    @table.command(name="long", description="Too long, then fine")
    async def long(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message("x" * 2001)
        except discord.HTTPException as exc:
            await interaction.response.send_message(f"rejected {exc.status} {exc.code}")

    @table.command(name="burst", description="Edits its answer many times")
    async def burst(interaction: discord.Interaction, edits: int = 8, delay: float = 0.0) -> None:
        await interaction.response.send_message("v0", ephemeral=True)
        await asyncio.sleep(delay)
        try:  # discord.py sends them one at a time per token, in this order
            await asyncio.gather(*(interaction.edit_original_response(content=f"v{i + 1}")
                                   for i in range(edits)))
            heard.append("burst done")
        except discord.HTTPException as err:
            heard.append(f"burst failed {err.status} {err.code}")

    @table.command(name="join", description="Join (slowly, for races)")
    async def join(interaction: discord.Interaction) -> None:
        async with lock:
            await asyncio.sleep(0.02)
            seated.append(interaction.user.name)
            if len(seated) > 1:
                await interaction.response.send_message("table is full", ephemeral=True)
            else:
                await interaction.response.send_message(f"{interaction.user.name} sat down")

    @table.command(name="thread", description="Thread from a message")
    async def thread(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("starter")
        starter = await interaction.original_response()
        made = await starter.create_thread(name="from message")
        await made.send("inside")

    @app_commands.command(name="play", description="Play a card")
    async def play(interaction: discord.Interaction, card: str, note: str = "") -> None:
        await interaction.response.send_message(f"played {card}", ephemeral=True)

    @play.autocomplete("card")
    async def card_choices(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=c, value=c) for c in HAND if current.upper() in c]

    @app_commands.command(name="echo", description="Opens a modal")
    async def echo(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(EchoModal())

    @app_commands.command(name="whois", description="Mention a member")
    async def whois(interaction: discord.Interaction, member: discord.Member) -> None:
        await interaction.response.send_message(f"{member.mention} is {member.name}")

    cmds: list[app_commands.Command[Any, ..., Any] | app_commands.Group] = [
        table,
        play,
        echo,
        whois,
    ]
    for cmd in cmds:
        bot.tree.add_command(cmd, guild=discord.Object(guild_id))

    async def setup_hook() -> None:
        bot.add_view(Panel())
        bot.add_dynamic_items(SeatButton)
        await bot.tree.sync(guild=discord.Object(guild_id))

    bot.setup_hook = setup_hook  # type: ignore[method-assign]
    return bot


@dataclass
class World:
    fake: FakeDiscord
    guild: Guild
    general: Channel
    alice: User
    bob: User
    bot: commands.Bot


@contextlib.asynccontextmanager
async def world(**fake_options: Any) -> AsyncIterator[World]:
    async with FakeDiscord(**fake_options) as fake:
        guild = fake.add_guild("Cards")
        alice = fake.add_member(guild, "alice")
        bob = fake.add_member(guild, "bob")
        general = fake.add_channel(guild, "general")
        with fake.patch():
            bot = make_bot(guild.id)
            async with fake.running(bot):
                yield World(fake, guild, general, alice, bob, bot)


async def test_login_ready_and_sync() -> None:
    async with world() as w:
        names = sorted(c["name"] for c in w.fake.commands(w.guild))
        assert names == ["echo", "play", "table", "whois"]
        assert w.bot.user is not None and w.bot.user.id == w.fake.bot_user.id
        g = w.bot.get_guild(w.guild.id)
        assert g is not None and g.chunked and {m.name for m in g.members} >= {"alice", "bob"}
        base = discord.http.Route.BASE
        assert base == f"{w.fake.url}/api/v10"
        w.fake.assert_clean()
    assert discord.http.Route.BASE == "https://discord.com/api/v10"  # patch restored


async def test_slash_subcommand_thread_and_dynamic_button() -> None:
    async with world() as w:
        fake, alice, bob = w.fake, w.alice, w.bob
        rec = await fake.slash(alice, w.general, "table open", game="huutopussi", seats=3)
        assert rec.response_type == 4 and rec.message is not None
        assert rec.message.content == "opened huutopussi for 3" and not rec.ephemeral
        assert rec.latency is not None and rec.latency < 1
        [thread] = fake.threads(w.general)
        [table_msg] = fake.messages(thread)
        assert table_msg.content == "Table: huutopussi, 3 seats"
        assert table_msg.labels == ["Join"] and table_msg.custom_ids == ["seat:7:v1"]

        click = await fake.click(bob, table_msg, "Join")
        assert click.reply is not None and click.reply.content == "bob joined table 7 (v1)"
        assert click.ephemeral
        assert fake.ephemerals(bob) == [click.reply] and fake.ephemerals(alice) == []
        assert click.reply not in fake.messages(thread)

        in_thread = await fake.slash(alice, thread, "play", card="QH")
        assert in_thread.reply is not None and in_thread.reply.channel is thread
        assert fake.ephemerals(alice, thread) == [in_thread.reply]
        assert fake.ephemerals(alice, w.general) == []
        assert fake.latency_stats()["n"] == 3

        # A forged custom_id reaches the bot: a persistent view (stored without a message id)
        # answers it even on a message that never had that button.
        forged = await fake.click(bob, table_msg, "panel:hand", forged=True)
        assert forged.reply is not None and forged.reply.content == "your hand: AS"
        fake.assert_clean()


async def test_no_thread_permission_falls_back_to_channel() -> None:
    async with world() as w:
        closed = w.fake.add_channel(w.guild, "no-threads", threads=False)
        await w.fake.idle()
        await w.fake.slash(w.alice, closed, "table open", game="prefa")
        assert w.fake.threads(closed) == []
        assert [m.content for m in w.fake.messages(closed)] == [
            "opened prefa for 4",
            "Table: prefa, 4 seats",
        ]
        w.fake.assert_clean()


async def test_commands_are_validated_like_discord() -> None:
    async with world() as w:
        fake, alice, ch = w.fake, w.alice, w.general
        bad: list[tuple[str, dict[str, Any]]] = [
            ("nosuch", {}),
            ("table", {}),
            ("table close", {}),
            ("table open", {}),
            ("table open", {"game": "poker"}),
            ("table open", {"game": "prefa", "seats": 9}),
            ("table open", {"game": "prefa", "colour": "red"}),
            ("table open", {"game": "prefa", "seats": "3"}),
        ]
        for command, options in bad:
            with pytest.raises(CommandError):
                await fake.slash(alice, ch, command, options=options)
        assert fake.interactions == []
        with pytest.raises(CommandError):
            await fake.autocomplete(alice, ch, "play", "note", "x")


async def test_autocomplete_returns_bot_choices() -> None:
    async with world() as w:
        choices = await w.fake.autocomplete(w.alice, w.general, "play", "card", "h")
        assert [c["value"] for c in choices] == ["KH", "QH"]
        everything = await w.fake.autocomplete(w.alice, w.general, "play", "card")
        assert len(everything) == len(HAND)
        rec = await w.fake.slash(w.alice, w.general, "play", card="KH")
        assert rec.reply is not None and rec.reply.content == "played KH" and rec.ephemeral
        w.fake.assert_clean()


async def test_persistent_view_buttons_selects_and_visibility() -> None:
    async with world() as w:
        fake, alice, bob = w.fake, w.alice, w.bob
        rec = await fake.slash(alice, w.general, "table panel")
        panel = rec.message
        assert panel is not None
        assert panel.labels == ["Ping", "Off", "Later", "Hand"]
        assert panel.component("Off").disabled
        assert panel.selects[0].option_values == HAND

        await fake.click(bob, panel, "panel:ping")
        assert panel.content == "pinged by bob" and panel.edits == 1
        assert panel.labels == ["Ping", "Off", "Later", "Hand"]  # components kept by the edit

        later = await fake.click(alice, panel, "Later")
        assert later.response_type == 6 and later.message is panel
        assert panel.content == "edited after a deferred update"
        assert [m.content for m in later.followups] == ["temporary", "kept"]
        assert later.followups[0].deleted and later.reply is not None
        assert later.reply.content == "kept" and later.reply.ephemeral
        assert fake.messages(w.general) == [panel]

        picked = await fake.select(alice, panel, "Pick cards", ["AS", "9C"])
        assert picked.reply is not None and picked.reply.content == "picked AS,9C"

        with pytest.raises(NotClickable):
            await fake.click(alice, panel, "Off")
        with pytest.raises(NotClickable):
            await fake.select(alice, panel, "panel:pick", ["2H"])
        with pytest.raises(NotClickable):
            await fake.select(alice, panel, "panel:pick", ["AS", "KH", "QH"])
        with pytest.raises(NotClickable):
            await fake.click(alice, panel, "Nope")

        hand = await fake.click(alice, panel, "Hand")
        mine = hand.reply
        assert mine is not None and mine.ephemeral and mine.owner is alice
        with pytest.raises(NotClickable):
            await fake.click(bob, mine, "Play AS")
        assert fake.visible_to(bob, w.general) == [panel]
        assert fake.visible_to(alice, w.general) == [panel, later.reply, picked.reply, mine]

        played = await fake.click(alice, mine, "Play AS")
        assert played.response_type == 7 and played.message is mine
        assert mine.content == "you played AS" and mine.component("Play AS").disabled
        with pytest.raises(NotClickable):
            await fake.click(alice, mine, "Play AS")
        assert fake.last_response(alice) is mine
        fake.assert_clean()


async def test_simultaneous_clicks_each_answered_once() -> None:
    async with world() as w:
        fake = w.fake
        recs = await asyncio.gather(
            *(fake.slash(u, w.general, "table join", settle=False) for u in (w.alice, w.bob))
        )
        await fake.idle()
        assert all(r.response_type == 4 for r in recs)
        replies = sorted(r.reply.content for r in recs if r.reply is not None)
        assert len(replies) == 2 and "table is full" in replies
        assert len(fake.messages(w.general)) == 1
        fake.assert_clean()


async def test_thread_from_message_and_content_intent() -> None:
    async with world() as w:
        fake = w.fake
        rec = await fake.slash(w.alice, w.general, "table thread")
        assert rec.message is not None
        [thread] = fake.threads(w.general)
        assert thread.id == rec.message.id and thread.name == "from message"
        assert [m.content for m in fake.messages(thread)] == ["inside"]

        await fake.say(w.alice, w.general, "secret plans")
        await fake.say(w.alice, w.general, f"hey {fake.bot_user.mention}")
        await fake.idle()
        heard = w.bot.heard  # type: ignore[attr-defined]
        assert heard[-2:] == ["", f"hey {fake.bot_user.mention}"]  # no message_content intent
        fake.assert_clean()


async def test_defer_followups_and_edits() -> None:
    async with world() as w:
        fake = w.fake
        rec = await fake.slash(w.alice, w.general, "table slow")
        assert rec.response_type == 5
        assert [m.content for m in rec.messages] == ["done slowly", "and one more"]
        assert all(m.ephemeral and m.owner is w.alice for m in rec.messages)
        assert rec.message is not None and not rec.message.loading

        # idle() waits while a deferred answer is still "thinking…", even past the quiet time
        slower = await fake.slash(w.alice, w.general, "table slow", delay=fake.quiet * 4)
        assert [m.content for m in slower.messages] == ["done slowly", "and one more"]

        # work the bot schedules on purpose (a debounced edit) is visible through a probe
        pending: list[asyncio.Task[Any]] = []

        async def debounced() -> None:
            await asyncio.sleep(fake.quiet * 3)
            await w.bot.http.request(route, json={"content": "debounced"})

        route = discord.http.Route(
            "POST", "/channels/{channel_id}/messages", channel_id=w.general.id
        )
        fake.add_busy_probe("debounce", lambda: any(not t.done() for t in pending))
        pending.append(asyncio.create_task(debounced()))
        await fake.idle()
        assert [m.content for m in fake.messages(w.general)] == ["debounced"]
        fake.remove_busy_probe("debounce")

        edit = await fake.slash(w.alice, w.general, "table edit")
        assert edit.message is not None and edit.message.content == "final"
        assert [m.content for m in fake.messages(w.general)] == ["debounced", "final", "v2"]
        assert fake.messages(w.general)[2].edits == 1
        fake.assert_clean()


async def test_modal_round_trip() -> None:
    async with world() as w:
        opened = await w.fake.slash(w.bob, w.general, "echo")
        assert opened.response_type == 9 and opened.modal is not None
        assert opened.modal["title"] == "Echo"
        with pytest.raises(NotClickable):
            await w.fake.submit_modal(w.alice, opened, {"echo:text": "hi"})
        sent = await w.fake.submit_modal(w.bob, opened, {"echo:text": "hello there"})
        assert sent.reply is not None and sent.reply.content == "you said hello there"
        w.fake.assert_clean()


async def test_user_option_resolves_member() -> None:
    async with world() as w:
        rec = await w.fake.slash(w.alice, w.general, "whois", member=w.bob)
        assert rec.reply is not None and rec.reply.content == f"<@{w.bob.id}> is bob"
        assert rec.reply.mentions_user(w.bob)


async def test_limits_rejected_and_recorded() -> None:
    async with world() as w:
        fake, http = w.fake, w.bot.http
        rec = await fake.slash(w.alice, w.general, "table long")
        assert rec.reply is not None and rec.reply.content == "rejected 400 50035"
        assert [r.code for r in fake.rejections] == [50035]
        assert "data" in fake.rejections[0].errors
        fake.clear_records()

        def button(i: int, cid: str | None = None) -> dict[str, Any]:
            return {"type": 2, "style": 1, "label": f"b{i}", "custom_id": cid or f"b{i}"}

        def row(*items: dict[str, Any]) -> dict[str, Any]:
            return {"type": 1, "components": list(items)}

        options = [{"label": str(i), "value": str(i)} for i in range(26)]
        bad_payloads: list[dict[str, Any]] = [
            {"content": "x" * 2001},
            {},
            {"content": "ok", "components": [row(button(i)) for i in range(6)]},
            {"content": "ok", "components": [row(*[button(i) for i in range(6)])]},
            {"content": "ok", "components": [row(button(1, "c" * 101))]},
            {"content": "ok", "components": [row(button(1, "same"), button(2, "same"))]},
            {
                "content": "ok",
                "components": [row({"type": 3, "custom_id": "s", "options": options})],
            },
            {"embeds": [{"title": "t" * 257}]},
            {"embeds": [{"description": "d"}] * 11},
            {"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]},
        ]
        route = discord.http.Route(
            "POST", "/channels/{channel_id}/messages", channel_id=w.general.id
        )
        for payload in bad_payloads:
            with pytest.raises(discord.HTTPException) as err:
                await http.request(route, json=payload)
            assert err.value.status == 400
        assert len(fake.rejections) == len(bad_payloads)
        assert [m.content for m in fake.messages(w.general)] == ["rejected 400 50035"]
        ok = {"content": "ok", "components": [row(*[button(i) for i in range(5)])]}
        await http.request(route, json=ok)
        last = fake.last_message(w.general)
        assert last is not None and last.labels == [f"b{i}" for i in range(5)]
        fake.clear_records()
        fake.assert_clean()


async def test_protocol_violations_recorded() -> None:
    async with world(ack_deadline=0.5) as w:
        fake = w.fake
        late = await fake.slash(w.alice, w.general, "table late")
        assert late.response_type is None
        await fake.idle()
        assert [v.kind for v in fake.violations] == ["late_response"]
        fake.clear_records()

        twice = await fake.slash(w.alice, w.general, "table twice")
        assert twice.message is not None and twice.message.content == "once"
        assert [v.kind for v in fake.violations] == ["double_response"]
        fake.clear_records()

        # discord.py drops a DynamicItem click whose custom_id is not on the message (a stale
        # version): nothing answers it, so a bot must not rely on DynamicItem for stale clicks.
        await fake.slash(w.alice, w.general, "table open", game="prefa")
        [thread] = fake.threads(w.general)
        stale = await fake.click(w.bob, fake.messages(thread)[0], "seat:7:v0", forged=True)
        assert stale.response_type is None
        assert [v.kind for v in fake.violations] == ["unanswered"]
        fake.clear_records()

        early = await fake.slash(w.alice, w.general, "table early")
        assert early.reply is not None and early.reply.content == "answered"
        assert [v.kind for v in fake.violations] == ["followup_before_response"]
        fake.clear_records()
        fake.assert_clean()


async def test_gateway_resume_keeps_working() -> None:
    async with world() as w:
        await w.fake.reconnect()
        await w.fake.wait_for(lambda: w.fake.resumes == 1, 10, "a RESUME")
        rec = await w.fake.slash(w.alice, w.general, "play", card="AS")
        assert rec.reply is not None and rec.reply.content == "played AS"
        assert w.fake.identifies == 1
        w.fake.assert_clean()


CHILD_BOT = textwrap.dedent(
    """
    import asyncio
    import os
    import discord
    from discord import app_commands

    class Bot(discord.Client):
        def __init__(self):
            super().__init__(intents=discord.Intents.default())
            self.tree = app_commands.CommandTree(self)

        async def setup_hook(self):
            @self.tree.command(name="pid", description="Which process answers")
            async def pid(interaction: discord.Interaction) -> None:
                await interaction.response.send_message(f"pid {os.getpid()}")

            @self.tree.command(name="hang", description="Never answers in time")
            async def hang(interaction: discord.Interaction) -> None:
                await asyncio.sleep(30)

            await self.tree.sync()

    Bot().run(os.environ["DISCORD_TOKEN"], log_handler=None)
    """
)


async def test_child_process_kill_and_restart(tmp_path: Path) -> None:
    script = tmp_path / "childbot.py"
    script.write_text(CHILD_BOT)
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        alice = fake.add_member(guild, "alice")
        general = fake.add_channel(guild, "general")
        for run in (1, 2):
            child = await fake.spawn(str(script), cwd=tmp_path)
            async with child:
                try:
                    await fake.wait_synced(syncs=run)
                    await fake.wait_connected(identifies=run)
                    await fake.idle()
                    rec = await fake.slash(alice, general, "pid")
                except BaseException:
                    print(child.output, file=sys.stderr)
                    raise
                assert rec.reply is not None and rec.reply.content == f"pid {child.pid}"
                hung = await fake.slash(alice, general, "hang", wait=False)
                await asyncio.sleep(0.05)
                await child.kill()
                await fake.wait_for(lambda: not fake.connected(), 5, "the socket to close")
                assert hung.lost and hung in fake.lost_interactions
        assert len(fake.lost_interactions) == 2
        with pytest.raises(NotConnected):
            await fake.slash(alice, general, "pid")
        offline = await fake.slash(alice, general, "pid", offline=True)
        assert offline.lost and offline.response_type is None
        fake.assert_clean()  # lost interactions are not violations


async def test_autosharded_bot_gets_each_guild_on_its_shard() -> None:
    async with FakeDiscord(shards=2) as fake:
        guilds = [fake.add_guild(f"g{i}") for i in range(6)]
        channels = [fake.add_channel(g) for g in guilds]
        alice = fake.add_member(guilds[0], "alice")
        for g in guilds[1:]:
            fake.add_member(g, alice)
        with fake.patch():
            bot = commands.AutoShardedBot(command_prefix="!", intents=discord.Intents.default())

            @bot.tree.command(name="shard", description="Which shard")
            async def shard(interaction: discord.Interaction) -> None:
                await interaction.response.send_message(f"shard {interaction.guild.shard_id}")  # type: ignore[union-attr]

            async with fake.running(bot):
                await bot.tree.sync()
                assert bot.shard_count == 2 and len(bot.guilds) == len(guilds)
                for guild, channel in zip(guilds, channels, strict=True):
                    rec = await fake.slash(alice, channel, "shard", settle=False)
                    assert rec.reply is not None
                    assert rec.reply.content == f"shard {(guild.id >> 22) % 2}"
        assert fake.identifies == 2
        fake.assert_clean()


def _shard_bot(name: str, shard_ids: list[int], shard_count: int) -> commands.AutoShardedBot:
    """A bot process running some shards; ``/who`` says which process and shard answered."""
    bot = commands.AutoShardedBot(command_prefix="!", intents=discord.Intents.default(),
                                  shard_ids=shard_ids, shard_count=shard_count)

    @bot.tree.command(name="who", description="Which process and shard")
    async def who(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"{name} {interaction.guild.shard_id}")  # type: ignore[union-attr]

    return bot


async def test_processes_split_the_shards_and_a_misconfigured_one_is_caught() -> None:
    """Each guild goes to the process that identified its shard, as Discord routes them; a
    shard run twice, or a process with another shard count, is a violation."""
    async with FakeDiscord(shards=4) as fake:
        guilds = [fake.add_guild(f"g{s}", shard=s) for s in (3, 0, 2, 1)]
        assert [(g.id >> 22) % 4 for g in guilds] == [3, 0, 2, 1]
        channels = [fake.add_channel(g) for g in guilds]
        alice = fake.add_member(guilds[0], "alice")
        for g in guilds[1:]:
            fake.add_member(g, alice)
        with fake.patch():
            low, high = _shard_bot("low", [0, 1], 4), _shard_bot("high", [2, 3], 4)
            async with fake.running(low), fake.running(high):
                await low.tree.sync()
                assert fake.identifies == 4 and fake.command_syncs == 1
                assert sorted(g.id for g in low.guilds) == sorted(g.id for g in guilds[1::2])
                for guild, channel in zip(guilds, channels, strict=True):
                    shard = (guild.id >> 22) % 4
                    rec = await fake.slash(alice, channel, "who")
                    assert rec.reply is not None
                    assert rec.reply.content == f"{'low' if shard < 2 else 'high'} {shard}"
                fake.assert_clean()
                async with fake.running(_shard_bot("again", [1], 4)):
                    pass
                async with fake.running(_shard_bot("other", [5], 6)):
                    pass
                assert [v.detail for v in fake.violations] == [
                    "shard 1 identified twice (two processes run it)",
                    "IDENTIFY with 6 shards while shard 0 runs with 4",
                ]


async def test_channel_rate_limit_is_measured_and_enforced() -> None:
    async with world(channel_rate=(3, 0.3)) as w:
        channel = w.bot.get_channel(w.general.id)
        assert isinstance(channel, discord.TextChannel)
        for i in range(7):  # sequential: discord.py learns the bucket from the headers
            await channel.send(f"m{i}")
        await asyncio.gather(*(channel.send(f"burst{i}") for i in range(4)))
        await w.fake.idle()
        assert len(w.fake.messages(w.general)) == 11  # all delivered, some after waiting
        assert w.fake.peak_rate(w.general, window=0.2) <= 3
        assert len(w.fake.message_writes) == 11 and w.fake.rate_limited == []

        # A client that ignores the headers gets Discord's 429 (with Via and retry_after).
        other = w.fake.add_channel(w.guild, "other")
        url = f"{w.fake.url}/api/v10/channels/{other.id}/messages"
        async with aiohttp.ClientSession() as session:
            statuses = []
            for i in range(4):
                async with session.post(url, json={"content": f"raw{i}"}) as resp:
                    statuses.append(resp.status)
                    if resp.status == 429:
                        assert resp.headers["Via"] and (await resp.json())["retry_after"] > 0
        assert statuses == [200, 200, 200, 429] and len(w.fake.rate_limited) == 1
        w.fake.assert_clean()


async def test_interaction_webhooks_have_a_bucket_per_token_and_a_lifetime() -> None:
    """Edits through an interaction's token: Discord's per-token bucket (a client that reads
    the headers waits; one that cannot gets 429 with retry_after and must honour it), the
    15-minute token lifetime, and a dismissed ephemeral message that can no longer be edited."""
    async with world(webhook_rate=(3, 0.3)) as w:
        heard: list[str] = w.bot.heard  # type: ignore[attr-defined]
        rec = await w.fake.slash(w.alice, w.general, "table burst", edits=7)
        await w.fake.wait_for(lambda: "burst done" in heard, timeout=5)
        assert rec.reply.content == "v7" and w.fake.rate_limited == []
        assert len([t for t in w.fake.webhook_writes if t[1] == rec.id]) == 7
        w.fake.assert_clean()
    async with world(webhook_rate=(3, 0.3), webhook_headers=False) as w:
        heard = w.bot.heard  # type: ignore[attr-defined]
        rec = await w.fake.slash(w.alice, w.general, "table burst", edits=7)
        await w.fake.wait_for(lambda: bool(heard), timeout=10)
        assert heard == ["burst done"] and rec.reply.content == "v7"
        assert w.fake.rate_limited  # hit, and every request honoured retry_after
        assert len([t for t in w.fake.webhook_writes if t[1] == rec.id]) == 7
        # a dismissed message: the edit fails with 404 Unknown Message
        rec = await w.fake.slash(w.alice, w.general, "table burst", edits=1, delay=0.3,
                                 settle=False)
        await w.fake.answer(rec)
        w.fake.dismiss(w.alice, rec.reply)
        await w.fake.wait_for(lambda: len(heard) == 2, timeout=5)
        assert heard[-1] == "burst failed 404 10008"
        with pytest.raises(NotClickable):
            w.fake.dismiss(w.bob, rec.reply)
        w.fake.clear_records()
    async with world(token_ttl=0.2) as w:  # the lifetime (900 s on Discord), shortened
        heard = w.bot.heard  # type: ignore[attr-defined]
        await w.fake.slash(w.alice, w.general, "table burst", edits=1, delay=0.4)
        await w.fake.wait_for(lambda: bool(heard), timeout=5)
        assert heard == ["burst failed 401 50027"]
        assert [v.kind for v in w.fake.violations] == ["expired_token"]


async def test_an_answer_is_judged_by_when_it_arrived_not_when_the_fake_got_to_it() -> None:
    """A fake driving many tables may be slow to run a request's handler; Discord judges
    the answer by its arrival, and so the fake (and its latency figures) must."""
    async with world(ack_deadline=0.5) as w:
        fake = w.fake
        read_body = fake._read_body
        handled: list[float] = []

        async def slow_read(request: aiohttp.web.Request) -> Any:
            if request.path.endswith("/callback"):
                await asyncio.sleep(0.7)  # the driver busy elsewhere, past the deadline
                handled.append(asyncio.get_running_loop().time())
            return await read_body(request)

        fake._read_body = slow_read  # type: ignore[method-assign]
        rec = await fake.slash(w.alice, w.general, "play", card="AS")
        assert rec.response_type == 4 and rec.latency is not None and rec.latency < 0.5
        assert handled and rec.answered_at is not None
        assert handled[0] - rec.answered_at >= 0.6  # stamped on arrival, before the wait
        await fake.idle()
        fake.assert_clean()  # not "late": it arrived in time

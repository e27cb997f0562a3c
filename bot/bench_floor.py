"""``python -m bot bench floor``: what discord.py and aiohttp alone cost per move.

``bench discord`` prints the bot's CPU per interaction: everything the process did, table
edits included. Part of that is ours (the store, the rules, drawing panels and the table
message) and part is the fixed stack's: reading the gateway frame into an ``Interaction``,
and the HTTP requests a move needs. This bench measures the second part on its own, so a
target for the first can be set against a floor that no change of ours can go under.

A stand-in bot (``FLOOR_BOT``: discord.py only, none of our code) answers each click with
the fewest requests a move of Card Table makes, the way our reply path makes them:
- the click's answer, an update of the clicked message (interaction callback type 7);
- one edit of the table message in the channel (``HTTPClient.edit_message``, echo unparsed);
- one edit through another player's interaction token (their live hand panel), through
  discord.py's webhook adapter, as ``cogs/reply.py`` does.

``bench discord`` measures 1.0 table-message writes and 1.3 token edits per move, plus
about 0.4 more interactions per move (players opening **Your hand**), so this is a lower
bound of a move's cost. Players click at the same pace as there (``2–5 s × --think``):
the CPU a request costs depends on how many share a turn of the event loop.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from bot.bench_discord import _family_cpu, _proc_mem, _run_queue_wait, pct

if TYPE_CHECKING:
    from tests.fakediscord import FakeDiscord, Message, User

ROOT = Path(__file__).resolve().parent.parent
FLOOR_BOT = '''
import os
import discord
from discord.http import Route, handle_message_parameters
from discord.webhook.async_ import async_context, interaction_message_response_params

EDITS = os.environ.get("FLOOR_EDITS", "1") == "1"  # 0: the click's answer only


class Floor(discord.Client):
    """Answers every click with a move's requests, and nothing else."""

    def __init__(self):
        super().__init__(intents=discord.Intents.default())
        self.tables = {}  # channel id -> the table message's id
        self.tokens = {}  # channel id -> the token of the last click there (a live panel)
        self.moves = 0

    async def on_ready(self):
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label="Play", custom_id="floor:play"))
        for guild in self.guilds:
            for channel in guild.text_channels:
                if channel.id not in self.tables:
                    message = await channel.send("table", view=view)
                    self.tables[channel.id] = message.id
        print("floor: ready", len(self.tables), flush=True)

    async def on_interaction(self, interaction):
        self.moves += 1
        http = self.http
        # the answer as cogs/reply.py sends it: no ``with_response``, nothing echoed to parse
        answer = interaction_message_response_params(
            type=discord.InteractionResponseType.message_update.value,
            content=f"panel {self.moves}")
        route = Route("POST", "/interactions/{webhook_id}/{webhook_token}/callback",
                      webhook_id=interaction.id, webhook_token=interaction.token)
        await async_context.get().request(
            route, session=http._HTTPClient__session, proxy=http.proxy,
            proxy_auth=http.proxy_auth, payload=answer.payload, multipart=None, files=None)
        if not EDITS:
            return
        with handle_message_parameters(content=f"table {self.moves}") as params:
            await http.edit_message(interaction.channel_id, self.tables[interaction.channel_id],
                                    params=params)
        earlier = self.tokens.get(interaction.channel_id)
        self.tokens[interaction.channel_id] = interaction.token
        if earlier is not None:
            with handle_message_parameters(content=f"panel {self.moves}") as params:
                await async_context.get().edit_original_interaction_response(
                    self.application_id, earlier, session=http._HTTPClient__session,
                    proxy=http.proxy, proxy_auth=http.proxy_auth, payload=params.payload,
                    multipart=params.multipart, files=params.files)


Floor().run(os.environ["DISCORD_TOKEN"], log_handler=None)
'''


async def _player(fake: FakeDiscord, message: Message, users: list[User], rng: random.Random,
                  stop_at: float, think: float, acks: list[float], lost: list[int]) -> None:
    while time.monotonic() < stop_at:
        await asyncio.sleep(rng.uniform(2.0, 5.0) * think)
        rec = await fake.click(rng.choice(users), message, "floor:play", settle=False)
        if rec.response_type is None or rec.expired:
            lost[0] += 1
        elif rec.answered_at is not None:
            acks.append((rec.answered_at - rec.sent_at) * 1000)


async def session(tables: int, seconds: float, think: float, edits: bool = True,
                  warmup: float = 5.0) -> dict[str, float]:
    """One stand-in bot under ``tables`` tables for ``seconds``; its figures."""
    with tempfile.TemporaryDirectory(prefix="cardtable-bench-floor-") as folder:
        return await _session(Path(folder), tables, seconds, think, edits, warmup)


async def _session(work: Path, tables: int, seconds: float, think: float, edits: bool,
                   warmup: float) -> dict[str, float]:
    from tests.fakediscord import FakeDiscord

    async with FakeDiscord(quiet=0.3) as fake:
        guilds = [fake.add_guild(f"Floor {g}") for g in range(-(-tables // 25))]
        channels = [fake.add_channel(guilds[i // 25], f"table-{i}") for i in range(tables)]
        users = [[fake.add_member(guilds[i // 25], f"p{i}-{k}") for k in range(4)]
                 for i in range(tables)]
        script = work / "floor_bot.py"
        script.write_text(FLOOR_BOT, encoding="utf-8")
        child = await fake.spawn(str(script), cwd=ROOT,
                                 env={"PYTHONDONTWRITEBYTECODE": "1",
                                      "FLOOR_EDITS": "1" if edits else "0"})
        try:
            await fake.wait_connected(timeout=120)
            await fake.wait_for(lambda: all(fake.messages(c) for c in channels), 120,
                                "every table message")
            await fake.idle(timeout=120)
            messages = [fake.messages(c)[0] for c in channels]
            acks: list[float] = []
            lost = [0]
            # every player has clicked before the window opens (a click takes 2–5 s × think)
            start = time.monotonic() + warmup
            stop_at = start + seconds
            players = [asyncio.create_task(_player(
                fake, messages[i], users[i], random.Random(i), stop_at, think, acks, lost))
                for i in range(tables)]
            await asyncio.sleep(warmup)
            cpu0, waited0, first = _family_cpu(child.pid), _run_queue_wait(child.pid), len(acks)
            t0 = time.monotonic()
            await asyncio.sleep(seconds)
            cpu1, waited1 = _family_cpu(child.pid), _run_queue_wait(child.pid)
            t1 = time.monotonic()
            moves = len(acks) - first + lost[0]
            window = sorted(acks[first:])
            await asyncio.gather(*players)
            rss, _ = _proc_mem(child.pid)
            answers = sum(1 for r in fake.interactions if t0 <= r.created_at < t1
                          and r.answered_at is not None)
            table_edits = sum(1 for t, _ in fake.message_writes if t0 <= t < t1)
            token_edits = sum(1 for t, _, method in fake.webhook_writes
                              if t0 <= t < t1 and method == "PATCH")
        finally:
            await child.terminate()
    return {"tables": tables, "seconds": seconds, "moves": moves, "lost": lost[0],
            "cpu_ms": (cpu1 - cpu0) * 1000 / max(1, moves), "cpu_s": cpu1 - cpu0,
            "waited_s": waited1 - waited0, "rss": rss,
            "p50": statistics.median(window) if window else 0.0,
            "p99": pct(window, 99) if window else 0.0,
            "load": os.getloadavg()[0], "answers": answers / max(1, moves),
            "table_edits": table_edits / max(1, moves), "token_edits": token_edits / max(1, moves)}


def report(fig: dict[str, float]) -> list[str]:
    return [
        f"Floor bench: {fig['tables']:.0f} tables, a stand-in bot of discord.py alone (one "
        f"callback, one channel edit, one token edit per click), {fig['moves']:.0f} clicks in "
        f"{fig['seconds']:.0f} s",
        f"  CPU: {fig['cpu_ms']:.2f} ms per click ({fig['cpu_s']:.1f} s; its event loop "
        f"waited {fig['waited_s']:.1f} s for a CPU, load {fig['load']:.1f})",
        f"  acknowledged: p50 {fig['p50']:.1f} ms, p99 {fig['p99']:.1f} ms; unanswered "
        f"{fig['lost']:.0f}; resident memory {fig['rss']:.0f} MiB",
        f"  per click, as the fake recorded them: {fig['answers']:.2f} answers, "
        f"{fig['table_edits']:.2f} channel message edits, {fig['token_edits']:.2f} edits "
        "through interaction tokens",
    ]


def main(args: argparse.Namespace) -> int:
    """``--tables``, ``--think`` and ``--seconds`` are ``bench discord``'s (one parser)."""
    fig = asyncio.run(session(args.tables or 200, args.seconds or 40.0,
                              getattr(args, "think", 1.0) or 1.0))
    print("\n".join(report(fig)))
    return 0

"""The process the service-level kill test SIGKILLs: restore, then play random moves forever.

``python -m tests.kill_child STORE SEED`` (STORE: a file path or a store URL) prints, flushed,
one line per fact: ``RESTORED id version hash`` per table found on start, ``LOOP`` when
play begins, and
``SHOWN id version hash`` each time a listener hears of an action — i.e. the moment a
player could first see it (after the commit, by the service's contract).
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import sys

import tests.toy_game  # noqa: F401  (registers "high-card")
from bot.config import TablesSection
from bot.engine import Game
from bot.engine.game import canonical
from bot.store import Store
from bot.tables import Change, FakeClock, Table, TableError, TableListener, TableService

CHANNEL = 77
HUMANS = (1, 2, 3)


def digest(state: Game | None) -> str:
    return hashlib.sha1(canonical(state).encode()).hexdigest()[:16] if state else "-"


def say(*parts: object) -> None:
    sys.stdout.write(" ".join(map(str, parts)) + "\n")
    sys.stdout.flush()


class Shower(TableListener):
    async def table_changed(self, table: Table, change: Change) -> None:
        if change.kind == "action":
            say("SHOWN", table.id, change.version, digest(table.state))


async def main(path: str, seed: int) -> None:
    store = await Store.open(path)
    clock = FakeClock()
    settings = TablesSection(turn_timeout_seconds=0, warn_seconds=0, computer_delay=0)
    service = TableService(store, settings, clock, [Shower()])
    for table in await service.restore():
        say("RESTORED", table.id, table.version, digest(table.state))
    say("LOOP")
    rng = random.Random(seed)
    while True:
        table = service.find(CHANNEL) or await service.open(
            1, CHANNEL, HUMANS[0], "Ann", "high-card", {"target": 25, "hand_size": 4})
        if table.status == "lobby":  # new, or restored after a kill while it was being set up
            for joiner in HUMANS[1:]:
                if table.seat_of(joiner) is None:
                    await service.join(table.id, joiner, f"P{joiner}")
            if len(table.seats) < len(HUMANS) + 1:
                await service.add_computer(table.id, HUMANS[0])
            await service.start(table.id, HUMANS[0])
        await clock.advance(0)  # computer seats
        if table.status != "playing":
            continue
        seat = table.to_act()[0]
        user = table.seats[seat].user_id
        if user is None:
            continue
        action = rng.choice(table.legal_actions(user))
        try:
            await service.act(table.id, user, str(action), table.version)
        except TableError as err:  # must never happen in this loop
            say("ERROR", err.code, err.message)
            raise


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))

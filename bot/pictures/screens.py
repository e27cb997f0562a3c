"""Screenshots for the docs: one moment of a real match per game, as a player sees it.

A seeded match of computer-random moves is played to the first moment of its card play
with cards on the table; there the seat to act gets its hand panel (the bot's own layout
of its choices, the whole hand as card buttons with their faces, as ``pictures = true``
shows it)
and the table gets its picture, drawn from the same public view the bot would draw. So
the two screenshots of a game show one moment, and change when the bot's drawing does.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.engine import Game, new_match
from bot.engine.playout import random_step
from bot.i18n import english
from bot.pictures import adapters, faces, panel, table
from bot.pictures.emojis import CardEmojis, Present, action_card, emoji_name

# (seats, seed, cards on the table at least): a moment with a trick (or melds) to show.
MOMENTS = {"huutopussi": (4, 11, 2), "fifty-six": (6, 12, 3), "prefa": (3, 13, 1),
           "four-color": (4, 14, 0)}
NAMES = ("Aino", "Bartek", "Chen Wei", "Dóra", "Emeka", "Farah")


@dataclass(frozen=True, slots=True)
class Moment:
    game: str
    state: Game
    seat: int  # the seat whose hand is shown: the one to act
    names: tuple[str, ...]


def _interesting(game_id: str, state: Game, on_table: int) -> bool:
    view = state.view(None)
    if view.over or not view.to_act:
        return False
    seat = view.to_act[0]
    cards = [a for a in state.legal_actions(seat) if action_card(game_id, str(a))]
    if game_id == "four-color":
        melds = view.data.get("melds") or ()
        return view.phase == "discard" and len(melds) >= 3 and len(cards) >= 5
    return view.phase == "play" and len(view.data.get("trick") or ()) >= on_table and \
        len(cards) >= 2


def moment(game_id: str) -> Moment:
    seats, seed, on_table = MOMENTS[game_id]
    state = new_match(game_id, seats, None, seed)
    rng = random.Random(seed)
    while not _interesting(game_id, state, on_table):
        if state.is_over:
            raise RuntimeError(f"{game_id}: seed {seed} never reaches a moment to show")
        state.apply(*random_step(state, rng))
    return Moment(game_id, state, state.view(None).to_act[0], NAMES[:seats])


def table_png(m: Moment) -> bytes:
    scene = adapters.scene_for(m.state.view(None), m.names, m.state.clockwise)
    assert scene is not None, "every game of the catalogue has an adapter"
    return table.render(scene)


def every_emoji() -> CardEmojis:
    """Every face as if uploaded (made-up ids): what the panel shows once the sync is done."""
    return CardEmojis({f.name: Present(i + 1, emoji_name(f))
                       for i, f in enumerate(faces.all_faces())})


def hand_panel(m: Moment, table_id: int = 7, version: int = 42) -> panel.HandPanel:
    """The bot's own hand panel of that seat (its embed and its layout) with pictures on,
    as plain data."""
    # the bot's drawing of the panel: screenshots show exactly it
    from cogs import render
    from cogs.card_text import dress
    from cogs.hand_layout import hand_of_cards

    game = m.state
    actions = [(str(a), english(game.label(a))) for a in game.legal_actions(m.seat)]
    emojis = every_emoji()
    view = game.view(m.seat)
    cards = hand_of_cards(table_id, version, view, actions, 0, "en", emojis)
    layout = cards or render.action_layout(table_id, version, actions)
    view, _ = dress(view, [], emojis, m.game, "en", list(m.names), cards is None)
    title = english(get_title(m.game))
    embed = render.hand_embed(title, table_id, view, list(m.names), version, layout)
    lines = [*(embed.description or "").splitlines()]
    # the phase, the scores and what carries cards (the trick, the last trick, melds)
    fields = [*embed.fields[:2], *[f for f in embed.fields[2:] if "<:" in str(f.value)][:2]]
    lines += [f"**{f.name}**: {f.value}" for f in fields]
    rows = []
    for row in layout.rows:
        buttons = []
        for spec in row:
            if not isinstance(spec, render.ButtonSpec):
                continue  # a select: not in these moments (cards are buttons)
            action = render.CustomId.decode(spec.custom_id).arg
            card = action_card(m.game, action) if action else None
            buttons.append(panel.Button(spec.label, card, spec.style, spec.disabled))
        rows.append(tuple(buttons))
    return panel.HandPanel(m.game, embed.title or title, tuple(lines), tuple(rows))


def get_title(game_id: str) -> str:
    from bot.engine.registry import get_game

    return str(get_game(game_id).title)

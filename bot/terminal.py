"""Play any registered game in a terminal against computer seats.

The loop is written against the engine contract only, and takes its input and
output as functions so tests can drive it with a script. Bad input never ends
the game: the player gets the reason and the legal choices, then a new prompt.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable, Sequence

from bot.engine import Action, Game, IllegalAction, View
from bot.engine.cards import CardParseError, card_code, parse_card
from bot.engine.game import fill_names

Reader = Callable[[str], str]
Writer = Callable[[str], None]
Chooser = Callable[[Game, int, random.Random], Action]

COMPUTER_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
_RED = re.compile(r"(\b(?:10|[2-9JQKA])[♥♦])")


def seat_names(seats: int, human: int) -> list[str]:
    """Compass names for four seats, first names otherwise; the human is marked "(you)".

    Events read "{s0} plays A♠", so the human gets a third-person name too.
    """
    base = ["North", "East", "South", "West"] if seats == 4 else list(COMPUTER_NAMES[:seats])
    return [f"{name} (you)" if seat == human else name for seat, name in enumerate(base)]


def colour_red_suits(text: str) -> str:
    return _RED.sub("\x1b[31m\\1\x1b[0m", text)


def random_choice(state: Game, seat: int, rng: random.Random) -> Action:
    return state.random_action(seat, rng)


def render_view(view: View, names: Sequence[str]) -> str:
    lines = [f"── {view.phase} ──"]
    for section in view.sections:
        body = fill_names(section.body, names)
        joiner = ":\n" if "\n" in body else ": "
        lines.append(f"{section.title}{joiner}{body}")
    if view.hand_text:
        lines.append(f"Your hand: {view.hand_text}")
    if view.prompt:
        lines.append(fill_names(view.prompt, names))
    return "\n".join(lines)


def render_choices(state: Game, seat: int) -> str:
    actions = state.legal_actions(seat)
    width = len(str(len(actions)))
    return "\n".join(
        f"  {i:>{width}}. {state.label(a)}  [{a}]" for i, a in enumerate(actions, start=1)
    )


def interpret(text: str, state: Game, seat: int) -> Action:
    """Turn what the player typed into an action: a number, an action, a label or a card.

    Unknown text raises IllegalAction with a sentence; a well-formed action that
    the rules forbid is returned as is so the engine can say exactly why.
    """
    raw = text.strip()
    actions = state.legal_actions(seat)
    if not raw:
        raise IllegalAction("Type the number of a move from the list.", actions)
    if raw.isdigit():
        index = int(raw)
        if 1 <= index <= len(actions):
            return actions[index - 1]
        raise IllegalAction(f"There is no move number {index}. Pick 1 to {len(actions)}.", actions)
    lowered = raw.lower()
    for action in actions:
        if lowered in (str(action).lower(), state.label(action).lower()):
            return action
    spaced = re.fullmatch(r"([a-z-]+)\s+(.+)", lowered)
    if spaced:
        raw = f"{spaced.group(1)}:{raw[spaced.end(1):].strip()}"
    if ":" in raw:
        candidate = Action.parse(raw)
        known_kinds = {a.kind for a in actions}
        if candidate.kind in known_kinds or not known_kinds:
            return candidate
        kinds = ", ".join(sorted(known_kinds))
        raise IllegalAction(f"You can't “{candidate.kind}” now. You can: {kinds}.", actions)
    try:
        code = card_code(parse_card(raw))
    except CardParseError:
        code = raw.upper()
    card_moves = [a for a in actions if a.arg.upper() == code]
    if len(card_moves) == 1:
        return card_moves[0]
    card_kinds = {a.kind for a in actions if a.arg}
    if len(card_kinds) == 1 and _looks_like_card(raw):
        return Action(card_kinds.pop(), code)
    raise IllegalAction(
        f"“{text.strip()}” is not a move. Type a number from the list, or a move like "
        f"{actions[0]}.",
        actions,
    )


def _looks_like_card(raw: str) -> bool:
    try:
        parse_card(raw)
    except CardParseError:
        return False
    return True


def play(
    state: Game,
    human: int = 0,
    read: Reader = input,
    write: Writer = print,
    computer: Chooser = random_choice,
    seed: int = 0,
    colour: bool = False,
) -> Game:
    """Run the match to its end (or until the player quits) and return the final state."""
    rng = random.Random(seed)
    names = seat_names(state.seat_count(), human)
    out = (lambda s: write(colour_red_suits(s))) if colour else write
    out(f"{state.title}: you are seat {human + 1}. Type 'help' for the moves, 'quit' to stop.")
    shown_for_version = -1
    step = 0
    while not state.is_over:
        acting = state.to_act()
        if human in acting:
            if shown_for_version != step:
                out("")
                out(render_view(state.view(human), names))
                out(render_choices(state, human))
                shown_for_version = step
            try:
                text = read("> ")
            except (EOFError, KeyboardInterrupt):
                out("\nGoodbye — the game was not finished.")
                return state
            if text.strip().lower() in {"quit", "exit", "q"}:
                out("Goodbye — the game was not finished.")
                return state
            if text.strip().lower() in {"help", "?", "h"}:
                out(render_choices(state, human))
                continue
            try:
                action = interpret(text, state, human)
                events = state.apply(human, action)
            except IllegalAction as err:
                out(fill_names(err.reason, names))
                legal = err.legal or tuple(state.legal_actions(human))
                out("Your choices: " + ", ".join(str(a) for a in legal))
                continue
        else:
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            events = state.apply(seat, computer(state, seat, rng))
        step += 1
        for event in events:
            out(event.render(names))
    final = state.view(human)
    out("")
    out(render_view(final, names))
    result = state.result()
    if result is not None:
        out(fill_names(result.summary, names) or "The match is over.")
    return state


def main(game_id: str, players: int | None, seed: int | None, options: dict[str, str],
         seat: int = 1) -> int:
    from bot.engine import get_game, new_match

    try:
        cls = get_game(game_id)
    except KeyError as err:
        print(err.args[0])
        return 2
    seats = players or cls.seat_counts[0]
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    try:
        state = new_match(cls.game_id, seats, dict(options), seed)
    except (ValueError, TypeError) as err:
        print(_friendly_option_error(err))
        return 2
    if not 1 <= seat <= seats:
        print(f"Choose a seat from 1 to {seats}.")
        return 2
    play(state, human=seat - 1, seed=seed, colour=sys.stdout.isatty())
    return 0


def _friendly_option_error(err: Exception) -> str:
    from pydantic import ValidationError

    if isinstance(err, ValidationError):
        parts = [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors()]
        return "Those options don't work: " + "; ".join(parts) + "."
    return str(err)

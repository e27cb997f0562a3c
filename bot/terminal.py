"""Play any registered game in a terminal against computer seats.

The loop is written against the engine contract only, and takes its input and
output as functions so tests can drive it with a script. Bad input never ends
the game: the player gets the reason and the legal choices, then a new prompt.

The move list (see ``Menu``) numbers only the moves that are few. Long runs of
one kind of move with an amount as argument (Huutopussi's 79 bids ``bid:50`` …
``bid:440``, Fifty-Six's ``bid:28S`` …) are summed up on one line and typed by
their amount, so a bare ``50`` is the bid of 50, never menu item 50: menu
numbers and amounts can't be confused.
"""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from bot.engine import Action, Game, IllegalAction, View
from bot.engine.game import fill_names
from bot.i18n import english

Reader = Callable[[str], str]
Writer = Callable[[str], None]
Chooser = Callable[[Game, int, random.Random], Action]

COMPUTER_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
GOODBYE = "Goodbye — the game was not finished."
# A kind with at least this many coded moves (``28S``, ``7NT``) is summed up, not numbered.
COMPACT_AT = 12
_RED = re.compile(r"(\b(?:10|[2-9JQKA])[♥♦])")
_AMOUNT = re.compile(r"\d+")
_CODED = re.compile(r"(\d+)([A-Za-z]+)")


def _label(state: Game, action: Action) -> str:
    """An action's label in English (the terminal speaks English for now)."""
    return english(state.label(action))


def seat_names(seats: int, human: int, clockwise: bool = True) -> list[str]:
    """Compass names for four seats, first names otherwise; the human is marked "(you)".

    The compass names go round the way play does (North, West, South, East when
    play goes to the right), so "East plays next" matches the table in the mind.
    Events read "{s0} plays A♠", so the human gets a third-person name too.
    """
    compass = ["North", "East", "South", "West"]
    if not clockwise:
        compass = compass[:1] + compass[:0:-1]
    base = compass if seats == 4 else list(COMPUTER_NAMES[:seats])
    return [f"{name} (you)" if seat == human else name for seat, name in enumerate(base)]


def colour_red_suits(text: str) -> str:
    return _RED.sub("\x1b[31m\\1\x1b[0m", text)


def random_choice(state: Game, seat: int, rng: random.Random) -> Action:
    return state.random_action(seat, rng)


def render_view(view: View, names: Sequence[str]) -> str:
    lines = [f"── {fill_names(view.phase_title, names)} ──"]
    for section in view.sections:
        body = fill_names(section.body, names)
        joiner = ":\n" if "\n" in body else ": "
        lines.append(f"{section.title}{joiner}{body}")
    if view.hand_text:
        lines.append(f"Your hand: {english(view.hand_text)}")
    if view.prompt:
        lines.append(fill_names(view.prompt, names))
    return "\n".join(lines)


# --- the move list -------------------------------------------------------------

@dataclass
class Run:
    """Moves of one kind typed by their argument: amounts (``bid:60``) or codes (``bid:28S``)."""

    kind: str
    actions: list[Action]
    numeric: bool  # every argument is a plain amount

    def example(self) -> Action:
        return self.actions[1] if len(self.actions) > 1 else self.actions[0]


@dataclass
class Menu:
    """The legal moves as the terminal shows them: numbered moves and summed-up runs."""

    numbered: list[Action] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)
    bare_amounts: bool = True  # a bare number may name a run's amount (no clash with 1..n)

    def amount_moves(self, amount: int) -> list[Action]:
        return [a for run in self.runs if run.numeric for a in run.actions
                if int(a.arg) == amount]

    def numeric_kinds(self) -> list[str]:
        return [run.kind for run in self.runs if run.numeric]


def build_menu(actions: Sequence[Action]) -> Menu:
    """Split the legal moves: amounts and long coded runs are summed up, the rest numbered.

    Generic on purpose: it looks only at the shape of the arguments, so every game
    gets it (Huutopussi's bids and contracts, Fifty-Six's and Prefa's bids).
    """
    by_kind: dict[str, list[Action]] = {}
    for action in actions:
        by_kind.setdefault(action.kind, []).append(action)
    menu = Menu()
    in_runs: set[Action] = set()
    for kind, group in by_kind.items():
        if all(a.arg and _AMOUNT.fullmatch(a.arg) for a in group):
            menu.runs.append(Run(kind, group, numeric=True))
        elif len(group) >= COMPACT_AT and all(_CODED.fullmatch(a.arg) for a in group):
            menu.runs.append(Run(kind, group, numeric=False))
        else:
            continue
        in_runs.update(group)
    menu.numbered = [a for a in actions if a not in in_runs]
    amounts = [int(a.arg) for run in menu.runs if run.numeric for a in run.actions]
    menu.bare_amounts = (len(amounts) == len(set(amounts))
                         and not any(1 <= x <= len(menu.numbered) for x in amounts))
    return menu


def _typed(action: Action) -> str:
    return f"{action.kind} {action.arg}" if action.arg else action.kind


def _run_span(state: Game, run: Run) -> str:
    """A run summed up: "Bid 50 … 440 in steps of 5", "Bid 28 … 56 with S, H, D, C or N"."""
    head = _label(state, run.actions[0])
    if not run.numeric:
        return f"{run.kind.capitalize()} {_coded_span(run)}"
    amounts = [int(a.arg) for a in run.actions]
    steps = {b - a for a, b in pairwise(amounts)}
    if len(amounts) >= 3 and len(steps) == 1:
        return f"{head} … {amounts[-1]} in steps of {steps.pop()}"
    return ", ".join([head, *map(str, amounts[1:])])


def _run_how(state: Game, run: Run, bare: bool) -> str:
    """How to type a move of the run: "type “60” or “bid 60”"."""
    example = run.example()
    if not run.numeric:
        return f"type the code, like “{example.arg}” ({_label(state, example)})"
    if bare:
        return f"type “{example.arg}” or “{_typed(example)}”"
    return f"type “{_typed(example)}”"


def _coded_span(run: Run) -> str:
    """``28 … 56 with S, H, D, C or N``: amounts with the usual endings; odd ones spelled out."""
    endings: dict[int, list[str]] = {}
    for action in run.actions:
        match = _CODED.fullmatch(action.arg)
        assert match is not None
        endings.setdefault(int(match.group(1)), []).append(match.group(2))
    patterns = [tuple(e) for e in endings.values()]
    usual = max(set(patterns), key=patterns.count)
    parts: list[str] = []
    block: list[int] = []

    def close() -> None:
        if block:
            span = f"{block[0]} … {block[-1]}" if len(block) > 2 else ", ".join(map(str, block))
            parts.append(f"{span} with {', '.join(usual[:-1])} or {usual[-1]}"
                         if len(usual) > 1 else f"{span} with {usual[0]}")
            block.clear()

    for amount, ends in endings.items():
        if tuple(ends) == usual:
            block.append(amount)
        else:
            close()
            parts.append(", ".join(f"{amount}{e}" for e in ends))
    close()
    return "; ".join(parts)


def _hint(state: Game, action: Action) -> str:
    """What to type for a numbered move, when its label alone would not do."""
    label = _label(state, action)
    if label.lower() in (str(action).lower(), action.kind):
        return ""
    if action.arg and state.read_card(label.split()[-1]) == action.arg.upper():
        return ""  # a card face ("A♠", "Give A♠"): typing the card works
    return f"  [{_typed(action)}]"


def render_menu(state: Game, actions: Sequence[Action]) -> str:
    menu = build_menu(actions)
    width = len(str(len(menu.numbered)))
    lines = [f"  {i:>{width}}. {_label(state, a)}{_hint(state, a)}"
             for i, a in enumerate(menu.numbered, start=1)]
    lines += [f"  {_run_span(state, run)}: {_run_how(state, run, menu.bare_amounts)}"
              for run in menu.runs]
    return "\n".join(lines)


def render_choices(state: Game, seat: int) -> str:
    """The full move list of ``seat``: numbered moves, then one line per run."""
    return render_menu(state, state.legal_actions(seat))


def choices_line(state: Game, actions: Sequence[Action]) -> str:
    """The legal moves on one line, by their labels (card faces, "Pass"), runs summed up."""
    menu = build_menu(actions)
    parts = [_label(state, a) for a in menu.numbered] + [_run_span(state, r) for r in menu.runs]
    return "Your choices: " + ", ".join(parts)


# --- reading what the player typed -----------------------------------------------

def _how_to_type(state: Game, menu: Menu) -> str:
    """One sentence on what may be typed now, with examples from the legal moves."""
    ways = []
    if menu.numbered:
        ways.append("a number from the list")
    for run in menu.runs:
        example = run.example()
        if not run.numeric:
            ways.append(f"a code like “{example.arg}”")
        elif menu.bare_amounts:
            ways.append(f"an amount like “{example.arg}”")
        else:
            ways.append(f"a move like “{_typed(example)}”")
    if menu.numbered and not menu.runs:
        example = menu.numbered[0]
        short = example.arg if example.arg and state.read_card(example.arg) else _typed(example)
        ways.append(f"a move like “{short}”")
    return "Type " + ", or ".join(ways) + "."


def interpret(text: str, state: Game, seat: int) -> Action:
    """Turn what the player typed into an action: a number, an amount, a move, a label or a card.

    Unknown text raises IllegalAction with a sentence; a well-formed move that the
    rules forbid (a card not held, a bid too low) is returned as is so the engine
    can say exactly why.
    """
    raw = text.strip()
    actions = state.legal_actions(seat)
    menu = build_menu(actions)
    if not raw:
        raise IllegalAction(_how_to_type(state, menu), actions)
    if raw.isdigit():
        return _number(int(raw), raw, state, menu, actions)
    lowered = raw.lower()
    for action in actions:
        if lowered in (str(action).lower(), _typed(action).lower(), _label(state, action).lower()):
            return action
    kinds = {a.kind for a in actions}
    card = state.read_card(raw)
    spoken_bid = "bid" in kinds and any(ch.isdigit() for ch in raw)  # "spades 28", "+1 noes"
    spaced = re.fullmatch(r"([A-Za-z-]+)\s*(?::\s*|\s+)(.*)", raw)
    if spaced and (":" in raw or spaced.group(1).lower() in kinds or card is None):
        kind, arg = spaced.group(1).lower(), spaced.group(2).strip()
        if kind in kinds or ":" in raw or not spoken_bid:
            return _with_arg(state, actions, kind, arg)  # the engine judges unknown kinds
        return Action("bid", raw)
    same_arg = [a for a in actions if a.arg.upper() == (card or raw).upper()]
    if len(same_arg) == 1:
        return same_arg[0]
    if card is not None:
        card_kind = _card_kind(state, actions)
        if card_kind:  # the engine says why: "You don't hold Q♠", "You must follow suit"
            return Action(card_kind, card)
        raise IllegalAction(f"“{raw}” is a card, but you can't use a card now. "
                            f"{_how_to_type(state, menu)}", actions)
    if spoken_bid:
        return Action("bid", raw)
    if re.fullmatch(r"[A-Za-z0-9]{2}|10[A-Za-z]", raw):  # "ZZ": a card code mistyped
        card_kind = _card_kind(state, actions)
        if card_kind:
            return Action(card_kind, raw.upper())
    if re.fullmatch(r"[A-Za-z-]+", raw):  # "pass", "dance": the game says why not now
        return Action(lowered)
    raise IllegalAction(f"“{raw}” is not a move. {_how_to_type(state, menu)}", actions)


def _card_kind(state: Game, actions: Sequence[Action]) -> str | None:
    """The kind a typed card goes to: ``play`` when it is legal (in a declaration window
    too), else the one kind whose moves are cards (``give``, ``discard``), else None."""
    kinds = {a.kind for a in actions}
    if "play" in kinds:
        return "play"
    card_kinds = {a.kind for a in actions if a.arg and state.read_card(a.arg) == a.arg.upper()}
    return card_kinds.pop() if len(card_kinds) == 1 else None


def _number(n: int, raw: str, state: Game, menu: Menu, actions: list[Action]) -> Action:
    """A bare number: a menu number, else an amount (bid 60), else a sentence."""
    if 1 <= n <= len(menu.numbered):
        return menu.numbered[n - 1]
    hits = menu.amount_moves(n)
    if len(hits) == 1:
        return hits[0]
    kinds = menu.numeric_kinds()
    if len(kinds) == 1:  # an amount the rules refuse: the engine says why (too low, not ×5)
        return Action(kinds[0], raw)
    if len(kinds) > 1:
        options = " or ".join(f"“{k} {n}”" for k in kinds)
        raise IllegalAction(f"Say which move you mean: {options}.", actions)
    if menu.numbered:
        last = len(menu.numbered)
        span = f"Pick 1 to {last}." if last > 1 else "The only one is 1."
        raise IllegalAction(f"There is no move number {n}. {span}", actions)
    raise IllegalAction(f"“{raw}” is not a move. {_how_to_type(state, menu)}", actions)


def _with_arg(state: Game, actions: list[Action], kind: str, arg: str) -> Action:
    """``kind arg`` as the legal move it names (any spelling of a card), else as typed."""
    card = state.read_card(arg) if arg else None
    names = {arg.upper(), card} if card else {arg.upper()}
    for action in actions:
        if action.kind == kind and action.arg.upper() in names:
            return action
    return Action(kind, card or arg)


# --- the loop --------------------------------------------------------------------

def play(
    state: Game,
    human: int = 0,
    read: Reader = input,
    write: Writer = print,
    computer: Chooser = random_choice,
    seed: int = 0,
    colour: bool = False,
) -> Game:
    """Run the match to its end (or until the player quits) and return the final state.

    Ctrl-C anywhere — at the prompt or while the computers think — ends it with a
    goodbye, never a traceback.
    """
    out = (lambda s: write(colour_red_suits(s))) if colour else write
    try:
        return _loop(state, human, read, out, computer, seed)
    except KeyboardInterrupt:
        out("\n" + GOODBYE)
        return state


def _loop(state: Game, human: int, read: Reader, out: Writer, computer: Chooser,
          seed: int) -> Game:
    rng = random.Random(seed)
    names = seat_names(state.seat_count(), human, state.clockwise)
    out(f"{state.title}: you are seat {human + 1}. Type 'help' for the moves, 'quit' to stop.")
    shown_for_version = -1
    step = 0
    while not state.is_over:
        acting = state.to_act()
        auto = state.auto_answer(human) if human in acting else None
        if auto is not None:  # a question with one answer (a claim window with nothing to claim)
            events = state.apply(human, auto)
        elif human in acting:
            if shown_for_version != step:
                out("")
                out(render_view(state.view(human), names))
                out(render_choices(state, human))
                shown_for_version = step
            try:
                text = read("> ")
            except EOFError:
                out("\n" + GOODBYE)
                return state
            if text.strip().lower() in {"quit", "exit", "q"}:
                out(GOODBYE)
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
                out(choices_line(state, legal))
                continue
        else:
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            events = state.apply(seat, computer(state, seat, rng))
        step += 1
        for event in events:
            out(event.render(names))
    final = render_view(state.view(human), names)
    out("")
    out(final)
    result = state.result()
    summary = fill_names(result.summary, names) if result is not None else ""
    if summary not in final or not summary:  # some games already show it in the final view
        out(summary or "The match is over.")
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
    from bot.ai import get_player

    computer = get_player("easy", cls.game_id)
    play(state, human=seat - 1, seed=seed, colour=sys.stdout.isatty(), computer=computer.choose)
    return 0


def _friendly_option_error(err: Exception) -> str:
    from pydantic import ValidationError

    if isinstance(err, ValidationError):
        parts = [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors()]
        return "Those options don't work: " + "; ".join(parts) + "."
    return str(err)

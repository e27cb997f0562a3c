"""Play any registered game in a terminal against computer seats.

The loop is written against the engine contract only, and takes its input and
output as functions so tests can drive it with a script. Bad input never ends
the game: the player gets the reason and the legal choices, then a new prompt.

The move list (see ``Menu``) numbers only the moves that are few. Long runs of
one kind of move with an amount as argument (Huutopussi's 79 bids ``bid:50`` …
``bid:440``, Fifty-Six's ``bid:28S`` …) are summed up on one line and typed by
their amount, so a bare ``50`` is the bid of 50, never menu item 50: menu
numbers and amounts can't be confused.

Typed moves are read by the game's own reader, ``Game.parse_action`` (the one the
Discord commands use, so both answer alike); the terminal adds only what a menu
needs: menu numbers, bare amounts, labels as shown, and ``help``/``rules``/``quit``.

Every sentence is rendered through ``bot.i18n`` in the player's locale (``--lang``
or ``LANG``); the terminal's own are in ``locales/<locale>/terminal.ftl``.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import sys
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from bot import game_words
from bot.engine import Action, Game, IllegalAction, Join, Listing, Msg, Text, View
from bot.i18n import render, resolve_locale

Reader = Callable[[str], str]
Writer = Callable[[str], None]
Chooser = Callable[[Game, int, random.Random], Action]
Offer = Callable[[Sequence[str]], None]

COMPUTER_NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")
QUIT_WORDS = frozenset({"quit", "exit", "q"})
HELP_WORDS = frozenset({"help", "?", "h"})
RULES_WORDS = frozenset({"rules"})
# A kind with at least this many coded moves (``28S``, ``7NT``) is summed up, not numbered.
COMPACT_AT = 12
_RED = re.compile(r"(\b(?:10|[2-9JQKA])[♥♦])")
_AMOUNT = re.compile(r"\d+")
_CODED = re.compile(r"(\d+)([A-Za-z]+)")


def _label(state: Game, action: Action, locale: str | None = None) -> str:
    """An action's label as the player reads it."""
    return render(state.label(action), locale)


def terminal_locale(lang: str | None = None) -> str:
    """The locale to speak: ``--lang``, else the POSIX variables (``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, in that order), resolved to the nearest we have (English otherwise)."""
    for value in (lang, os.environ.get("LC_ALL"), os.environ.get("LC_MESSAGES"),
                  os.environ.get("LANG")):
        if value:
            return resolve_locale(value)
    return resolve_locale(None)


def seat_names(seats: int, human: int, clockwise: bool = True,
               locale: str | None = None) -> list[str]:
    """Compass names for four seats, first names otherwise; the human is marked "(you)".

    The compass names go round the way play does (North, West, South, East when
    play goes to the right), so "East plays next" matches the table in the mind.
    Events read "{s0} plays A♠", so the human gets a third-person name too.
    """
    compass = [render(Msg(f"term-compass-{point}"), locale)
               for point in ("north", "east", "south", "west")]
    if not clockwise:
        compass = compass[:1] + compass[:0:-1]
    base = compass if seats == 4 else list(COMPUTER_NAMES[:seats])
    return [render(Msg("term-seat-you", name=name), locale) if seat == human else name
            for seat, name in enumerate(base)]


def colour_red_suits(text: str) -> str:
    return _RED.sub("\x1b[31m\\1\x1b[0m", text)


def random_choice(state: Game, seat: int, rng: random.Random) -> Action:
    return state.random_action(seat, rng)


def render_view(view: View, names: Sequence[str], locale: str | None = None) -> str:
    def say(item: Text) -> str:
        return render(item, locale, names)

    lines = [say(Msg("term-phase", phase=view.phase_title))]
    for section in view.sections:
        body = say(section.body)
        message = "term-section-lines" if "\n" in body else "term-section"
        lines.append(say(Msg(message, title=section.title, body=body)))
    if view.hand_text:
        lines.append(say(Msg("term-hand", cards=view.hand_text)))
    if view.prompt:
        lines.append(say(view.prompt))
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


def _run_span(state: Game, run: Run) -> Text:
    """A run summed up: "Bid 50 … 440 in steps of 5", "Bid 28 … 56 with S, H, D, C or N"."""
    if not run.numeric:
        return Msg("term-run-coded", kind=run.kind.capitalize(), span=_coded_span(run))
    head = state.label(run.actions[0])
    amounts = [int(a.arg) for a in run.actions]
    steps = {b - a for a, b in pairwise(amounts)}
    if len(amounts) >= 3 and len(steps) == 1:
        return Msg("term-run-steps", first=head, last=amounts[-1], step=steps.pop())
    return Join([head, *map(str, amounts[1:])], ", ")


def _run_how(state: Game, run: Run, bare: bool) -> Text:
    """How to type a move of the run: "type “60” or “bid 60”"."""
    example = run.example()
    if not run.numeric:
        return Msg("term-how-code", code=example.arg, label=state.label(example))
    if bare:
        return Msg("term-how-amount", amount=example.arg, typed=_typed(example))
    return Msg("term-how-typed", typed=_typed(example))


def _coded_span(run: Run) -> Text:
    """``28 … 56 with S, H, D, C or N``: amounts with the usual endings; odd ones spelled out."""
    endings: dict[int, list[str]] = {}
    for action in run.actions:
        match = _CODED.fullmatch(action.arg)
        assert match is not None
        endings.setdefault(int(match.group(1)), []).append(match.group(2))
    patterns = [tuple(e) for e in endings.values()]
    usual = max(set(patterns), key=patterns.count)
    parts: list[Text] = []
    block: list[int] = []

    def close() -> None:
        if block:
            amounts: Text = (Msg("term-range", first=block[0], last=block[-1])
                             if len(block) > 2 else Join(map(str, block), ", "))
            parts.append(Msg("term-coded-span", amounts=amounts, endings=Listing(usual, "or")))
            block.clear()

    for amount, ends in endings.items():
        if tuple(ends) == usual:
            block.append(amount)
        else:
            close()
            parts.append(Join((f"{amount}{e}" for e in ends), ", "))
    close()
    return Join(parts, "; ")


def _hint(state: Game, action: Action, locale: str | None = None) -> str:
    """What to type for a numbered move, when its label alone would not do."""
    label = _label(state, action, locale)
    if label.lower() in (str(action).lower(), action.kind):
        return ""
    if action.arg and state.read_card(label.split()[-1]) == action.arg.upper():
        return ""  # a card face ("A♠", "Give A♠"): typing the card works
    return f"  [{_typed(action)}]"


def render_menu(state: Game, actions: Sequence[Action], locale: str | None = None) -> str:
    menu = build_menu(actions)
    width = len(str(len(menu.numbered)))
    lines = [f"  {i:>{width}}. {_label(state, a, locale)}{_hint(state, a, locale)}"
             for i, a in enumerate(menu.numbered, start=1)]
    lines += ["  " + render(Msg("term-menu-run", span=_run_span(state, run),
                                how=_run_how(state, run, menu.bare_amounts)), locale)
              for run in menu.runs]
    return "\n".join(lines)


def render_choices(state: Game, seat: int, locale: str | None = None) -> str:
    """The full move list of ``seat``: numbered moves, then one line per run."""
    return render_menu(state, state.legal_actions(seat), locale)


def choices_line(state: Game, actions: Sequence[Action], locale: str | None = None) -> str:
    """The legal moves on one line, by their labels (card faces, "Pass"), runs summed up."""
    menu = build_menu(actions)
    parts = [state.label(a) for a in menu.numbered] + [_run_span(state, r) for r in menu.runs]
    return render(Msg("term-choices", choices=Join(parts, ", ")), locale)


def completions(state: Game, seat: int) -> list[str]:
    """What Tab may complete to now: each legal move as typed, card codes alone, and the
    terminal's own words."""
    words = {"help", "rules", "quit"}
    for action in state.legal_actions(seat):
        words.add(_typed(action))
        if action.arg and state.read_card(action.arg) == action.arg.upper():
            words.add(action.arg)
    return sorted(words, key=str.lower)


# --- reading what the player typed -----------------------------------------------

def _how_to_type(state: Game, menu: Menu) -> Text:
    """One sentence on what may be typed now, with examples from the legal moves."""
    ways: list[Text] = []
    if menu.numbered:
        ways.append(Msg("term-way-number"))
    for run in menu.runs:
        example = run.example()
        if not run.numeric:
            ways.append(Msg("term-way-code", code=example.arg))
        elif menu.bare_amounts:
            ways.append(Msg("term-way-amount", amount=example.arg))
        else:
            ways.append(Msg("term-way-move", typed=_typed(example)))
    if menu.numbered and not menu.runs:
        example = menu.numbered[0]
        short = example.arg if example.arg and state.read_card(example.arg) else _typed(example)
        ways.append(Msg("term-way-move", typed=short))
    return Msg("term-how-to-type", ways=Listing(ways, "or"))


def _own_reading(state: Game, seat: int, raw: str, read: Action) -> bool:
    """Whether the game read ``raw`` its own way (an override of ``parse_action`` that gave
    something else than the shared reader): then the game knows what was meant, and its
    ``apply`` explains why that move is not possible now."""
    if type(state).parse_action is Game.parse_action:
        return False
    return read != Game.parse_action(state, seat, raw)


def interpret(text: str, state: Game, seat: int, locale: str | None = None) -> Action:
    """Turn what the player typed into an action: a number, an amount, a move, a label or a card.

    The game's reader (``parse_action``) goes first after menu numbers and amounts.
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
        return _number(int(raw), raw, state, seat, menu, actions)
    read = state.parse_action(seat, raw)
    if read in actions or _own_reading(state, seat, raw, read):
        return read
    lowered = raw.lower()
    for action in actions:  # a label as shown ("Marry hearts (+100)"), or in English
        if lowered in (_label(state, action, locale).lower(), _label(state, action).lower()):
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
        raise IllegalAction(Msg("term-card-not-now", typed=raw, how=_how_to_type(state, menu)),
                            actions)
    if spoken_bid:
        return Action("bid", raw)
    if re.fullmatch(r"[A-Za-z0-9]{2}|10[A-Za-z]", raw):  # "ZZ": a card code mistyped
        card_kind = _card_kind(state, actions)
        if card_kind:
            return Action(card_kind, raw.upper())
    if re.fullmatch(r"[A-Za-z-]+", raw):  # "pass", "dance": the game says why not now
        return Action(lowered)
    raise IllegalAction(Msg("term-not-a-move", typed=raw, how=_how_to_type(state, menu)),
                        actions)


def _card_kind(state: Game, actions: Sequence[Action]) -> str | None:
    """The kind a typed card goes to: ``play`` when it is legal (in a declaration window
    too), else the one kind whose moves are cards (``give``, ``discard``), else None."""
    kinds = {a.kind for a in actions}
    if "play" in kinds:
        return "play"
    card_kinds = {a.kind for a in actions if a.arg and state.read_card(a.arg) == a.arg.upper()}
    return card_kinds.pop() if len(card_kinds) == 1 else None


def _number(n: int, raw: str, state: Game, seat: int, menu: Menu,
            actions: list[Action]) -> Action:
    """A bare number: a menu number, else an amount (bid 60), else the game's reading of it,
    else a sentence (naming the codes that start with it: ``28`` → ``28S``)."""
    if 1 <= n <= len(menu.numbered):
        return menu.numbered[n - 1]
    hits = menu.amount_moves(n)
    if len(hits) == 1:
        return hits[0]
    kinds = menu.numeric_kinds()
    if len(kinds) == 1:  # an amount the rules refuse: the engine says why (too low, not ×5)
        return Action(kinds[0], raw)
    if len(kinds) > 1:
        options = Listing([f"“{k} {n}”" for k in kinds], "or")
        raise IllegalAction(Msg("term-which-move", options=options), actions)
    read = state.parse_action(seat, raw)
    if read in actions or _own_reading(state, seat, raw, read):
        return read
    coded = [a for run in menu.runs if not run.numeric for a in run.actions
             if (m := _CODED.fullmatch(a.arg)) is not None and int(m.group(1)) == n]
    if coded:
        raise IllegalAction(Msg("term-needs-ending", number=raw, code=coded[0].arg,
                                label=state.label(coded[0])), actions)
    if menu.numbered:
        raise IllegalAction(Msg("term-no-number", number=n, last=len(menu.numbered)), actions)
    raise IllegalAction(Msg("term-not-a-move", typed=raw, how=_how_to_type(state, menu)),
                        actions)


def _with_arg(state: Game, actions: list[Action], kind: str, arg: str) -> Action:
    """``kind arg`` as the legal move it names (any spelling of a card), else as typed."""
    card = state.read_card(arg) if arg else None
    names = {arg.upper(), card} if card else {arg.upper()}
    for action in actions:
        if action.kind == kind and action.arg.upper() in names:
            return action
    return Action(kind, card or arg)


# --- help and rules ----------------------------------------------------------------

def legend_lines(state: Game, locale: str | None = None,
                 names: Sequence[str] | None = None) -> list[str]:
    """The game's legend (what its letters and marks mean), for games that have one: a
    ``legend()`` method returning Text."""
    legend = getattr(state, "legend", None)
    text = legend() if callable(legend) else None
    if not text:
        return []
    return [render(Msg("term-legend-title"), locale), render(text, locale, names)]


def _table(rows: list[str]) -> list[str]:
    """A Markdown table as aligned columns (its ``|---|`` rule becomes a line of dashes)."""
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    body = [r for r in cells if not all(re.fullmatch(r":?-+:?", c) for c in r)]
    widths = [max(len(r[i]) if i < len(r) else 0 for r in body)
              for i in range(max(map(len, body)))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=False)).rstrip()
             for r in body]
    if len(lines) > 1:
        lines.insert(1, "  ".join("-" * w for w in widths))
    return lines


def _wrapped(body: str, width: int) -> list[str]:
    """A rules page for a plain terminal: Markdown's bold marks dropped, lines wrapped,
    list items hanging under their dash, tables in columns."""
    out: list[str] = []
    table: list[str] = []
    for line in [*body.replace("**", "").splitlines(), ""]:
        if line.lstrip().startswith("|"):
            table.append(line)
            continue
        if table:
            out.extend(_table(table))
            table = []
        if not line.strip():
            out.append("")
            continue
        bullet = re.match(r"(\s*(?:[-*]|\d+\.)\s+)", line)
        hang = " " * len(bullet.group(1)) if bullet else ""
        out.extend(textwrap.wrap(line, width=width, subsequent_indent=hang))
    while out and not out[-1]:
        out.pop()
    return out


def rules_lines(state: Game, locale: str | None = None, width: int | None = None) -> list[str]:
    """The game's rules pages (``bot/rules_text``), then this table's house rules."""
    from bot.rules_text import UnknownRules, house_rules, pages

    width = width or min(100, shutil.get_terminal_size((100, 24)).columns)
    try:
        found = pages(state.game_id, locale)
    except UnknownRules:
        game = game_words.title(state.game_id, state.title)
        return [render(Msg("term-no-rules", game=game), locale)]
    lines: list[str] = [found[0].note] if found and found[0].note else []
    for page in found:
        lines += ["", render(Msg("term-phase", phase=page.title), locale)]
        lines += _wrapped(page.body, width)
    options = getattr(state, "options", None)
    house = house_rules(state.game_id, options, locale) if options is not None else []
    if house:
        lines += ["", render(Msg("term-table-options"), locale), *(f"  {h}" for h in house)]
    return lines


# --- the loop --------------------------------------------------------------------

def play(
    state: Game,
    human: int = 0,
    read: Reader = input,
    write: Writer = print,
    computer: Chooser = random_choice,
    seed: int = 0,
    colour: bool = False,
    locale: str | None = None,
    offer: Offer | None = None,
) -> Game:
    """Run the match to its end (or until the player quits) and return the final state.

    Ctrl-C anywhere — at the prompt or while the computers think — ends it with a
    goodbye, never a traceback. ``offer``, when given, hears the words Tab may complete
    before each prompt (see ``bot.line_editing``).
    """
    out = (lambda s: write(colour_red_suits(s))) if colour else write
    try:
        return _loop(state, human, read, out, computer, seed, locale, offer)
    except KeyboardInterrupt:
        out("\n" + render(Msg("term-goodbye"), locale))
        return state


def _loop(state: Game, human: int, read: Reader, out: Writer, computer: Chooser,
          seed: int, locale: str | None, offer: Offer | None) -> Game:
    rng = random.Random(seed)
    names = seat_names(state.seat_count(), human, state.clockwise, locale)

    def say(item: Text) -> None:
        out(render(item, locale, names))

    say(Msg("term-welcome", game=game_words.title(state.game_id, state.title), seat=human + 1))
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
                out(render_view(state.view(human), names, locale))
                out(render_choices(state, human, locale))
                shown_for_version = step
            if offer is not None:
                offer(completions(state, human))
            try:
                text = read("> ")
            except EOFError:
                out("\n" + render(Msg("term-goodbye"), locale))
                return state
            word = text.strip().lower()
            if word in QUIT_WORDS:
                say(Msg("term-goodbye"))
                return state
            if word in HELP_WORDS:
                out(render_choices(state, human, locale))
                for line in legend_lines(state, locale, names):
                    out(line)
                say(Msg("term-help-commands"))
                continue
            if word in RULES_WORDS:
                for line in rules_lines(state, locale):
                    out(line)
                continue
            try:
                action = interpret(text, state, human, locale)
                events = state.apply(human, action)
            except IllegalAction as err:
                say(err.message)
                legal = err.legal or tuple(state.legal_actions(human))
                out(choices_line(state, legal, locale))
                continue
        else:
            seat = acting[0] if len(acting) == 1 else rng.choice(acting)
            events = state.apply(seat, computer(state, seat, rng))
        step += 1
        for event in events:
            say(event.msg)
    final = render_view(state.view(human), names, locale)
    out("")
    out(final)
    result = state.result()
    summary = render(result.summary, locale, names) if result is not None else ""
    if summary not in final or not summary:  # some games already show it in the final view
        out(summary or render(Msg("term-match-over"), locale))
    return state


def main(game_id: str, players: int | None, seed: int | None, options: dict[str, str],
         seat: int = 1, lang: str | None = None) -> int:
    from bot.engine import get_game, new_match

    locale = terminal_locale(lang)
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
        print(_friendly_option_error(err, cls))
        return 2
    if not 1 <= seat <= seats:
        print(render(Msg("term-choose-seat", seats=seats), locale))
        return 2
    from bot.ai import get_player
    from bot.line_editing import LineEditor

    computer = get_player("easy", cls.game_id)
    editor = LineEditor.for_terminal()
    play(state, human=seat - 1, seed=seed, colour=sys.stdout.isatty(), computer=computer.choose,
         locale=locale, offer=editor.offer if editor else None)
    return 0


def _friendly_option_error(err: Exception, game: type[Game]) -> str:
    """Refused options named, with what each takes (never pydantic's own words)."""
    from pydantic import ValidationError

    from bot.launcher import python_command
    from bot.option_words import refusals

    if isinstance(err, ValidationError):
        lines = [f"{game.title}: {line}" for line in refusals(game.options_model, err)]
        lines.append(f"“{python_command()} -m bot games” lists every option with its choices.")
        return "\n".join(lines)
    return str(err)

"""From a game's public view to the :class:`TableScene` its table picture draws.

An adapter reads only the public ``View`` (``seat=None``), through the keys every
game shares in ``View.data`` (``trick``, ``last_trick``, ``last_trick_winner``,
``trump``, ``contract``, ``dealer``, ``teams``, ``scores``, ``hand_sizes``,
``deals_completed``; Four Color's ``melds``, ``discard`` and ``stock``; see
``/work/issues/GAMES.md``), plus the display names the host already shows. So a
picture can show nothing the public view does not, and a new game with the
common keys needs, at most, a line here.

The words an adapter writes (the title, the contract line, score lines, the headings)
come from the catalog (``pictures.ftl``) through :class:`Words`, in the locale the host
names: the table's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from bot.engine.game import View
from bot.engine.registry import get_game
from bot.i18n import catalog, on_forget, resolve_locale
from bot.pictures.scene import SUITS, Labels, Played, SeatScene, TableScene


class Words:
    """The sentences an adapter puts on the picture, from the catalog (``pictures.ftl``) in
    one locale: the table's language, so the picture speaks it as the text beside it does."""

    def __init__(self, locale: str | None = None) -> None:
        self.locale = resolve_locale(locale)

    def t(self, message_id: str, **args: Any) -> str:
        return catalog(self.locale).t(message_id, None, **args)

    def game(self, game_id: str) -> str:
        found = f"game-{game_id}-title"
        return self.t(found) if catalog(self.locale).has(found) else str(get_game(game_id).title)

    def labels(self) -> Labels:
        """The words the renderer draws itself (headings; a seat's number as a template)."""
        return Labels(trumps=self.t("pictures-label-trumps"),
                      last_trick=self.t("pictures-label-last-trick"),
                      discard=self.t("pictures-label-discard"),
                      scores=self.t("pictures-label-scores"),
                      seat=self.t("pictures-label-seat", n="{n}"))


@lru_cache(maxsize=64)
def words_in(locale: str | None = None) -> tuple[Words, Labels]:
    """The words and labels of one locale, made once (a scene is built per table edit)."""
    words = Words(locale)
    return words, words.labels()


on_forget(words_in.cache_clear)  # its words come from the catalogs
ENGLISH, LABELS = words_in()
Adapter = Callable[[View, Sequence[str], bool, Words, Labels], TableScene]


def _played(items: Any) -> tuple[Played, ...]:
    return tuple((int(p["seat"]), str(p["card"])) for p in items or ())


def _score_lines(data: Mapping[str, Any], names: Sequence[str], words: Words) -> tuple[str, ...]:
    """One line per team (``Anna & Pekka: 340``) or, in solo games, per seat."""
    scores = list(data.get("scores") or ())
    teams = [list(t) for t in data.get("teams") or ()]
    if not teams or len(teams) != len(scores):
        teams = [[s] for s in range(len(scores))]
    join = words.t("pictures-pair-join")
    return tuple(words.t("pictures-team", names=join.join(names[s] for s in team), score=score)
                 for team, score in zip(teams, scores, strict=True))


def _title(view: View, words: Words, **more: Any) -> str:
    data = view.data
    deal = int(data.get("deal") or int(data.get("deals_completed") or 0) + 1)
    message = "pictures-title-stock" if "stock" in more else "pictures-title"
    return words.t(message, game=words.game(view.game), deal=deal, **more)


def _seats(view: View, names: Sequence[str], notes: Sequence[str] = (),
           acting: set[int] | None = None) -> tuple[SeatScene, ...]:
    dealer = view.data.get("dealer")
    if acting is None:
        # Who is to act is marked in the card play only, where it moves with the trick: in an
        # auction each call would change the picture (and upload it again) while nothing it
        # shows has changed. The text beside the picture says whose turn it is.
        acting = set(view.to_act) if view.phase == "play" and not view.over else set()
    return tuple(SeatScene(name, notes[s] if s < len(notes) else "", to_act=s in acting,
                           dealer=s == dealer) for s, name in enumerate(names))


def trick_scene(view: View, names: Sequence[str], clockwise: bool = True,
                words: Words = ENGLISH, labels: Labels = LABELS) -> TableScene:
    """Huutopussi, Fifty-Six, Prefa: the trick by seat, the last trick, trumps, contract."""
    data = view.data
    trump = str(data.get("trump") or "")
    contract = data.get("contract")
    line = ""
    if isinstance(contract, Mapping) and contract.get("seat") is not None:
        line = words.t("pictures-contract",
                       contract=str(contract.get("code", contract.get("value", ""))),
                       name=names[int(contract["seat"])])
    if trump == "NT":
        no_trumps = words.t("pictures-no-trumps")
        line = f"{line} · {no_trumps}" if line else no_trumps
    winner = data.get("last_trick_winner")
    return TableScene(
        game=view.game, seats=_seats(view, names), clockwise=clockwise,
        title=_title(view, words), trick=_played(data.get("trick")),
        last_trick=_played(data.get("last_trick")),
        last_winner=int(winner) if winner is not None else None,
        trump=trump if trump in SUITS else "", contract=line,
        scores=_score_lines(data, names, words), labels=labels)


def four_color_scene(view: View, names: Sequence[str], clockwise: bool = False,
                     words: Words = ENGLISH, labels: Labels = LABELS) -> TableScene:
    """Four Color: each seat's exposed melds, the card on offer, the stock, the scores."""
    data = view.data
    melds: dict[int, list[tuple[str, ...]]] = {s: [] for s in range(len(names))}
    for meld in data.get("melds") or ():
        melds[int(meld["seat"])].append(tuple(str(c) for c in meld["cards"]))
    sizes = list(data.get("hand_sizes") or ())
    notes = [words.t("pictures-cards-left", n=int(n)) for n in sizes]
    # Only the seat whose turn it is to discard is marked: in a claim window everyone is
    # asked at once, and marking who has not answered yet would tell who could claim.
    current = data.get("current")
    acting = {int(current)} if current is not None and not view.over else set()
    seats = tuple(SeatScene(s.name, s.note, s.to_act, s.dealer, tuple(melds[i]))
                  for i, s in enumerate(_seats(view, names, notes, acting)))
    discard = data.get("discard")
    return TableScene(
        game=view.game, seats=seats, clockwise=clockwise,
        title=_title(view, words, stock=int(data.get("stock") or 0)),
        discard=(int(discard["seat"]), str(discard["card"])) if discard else None,
        scores=_score_lines(data, names, words), labels=labels)


ADAPTERS: dict[str, Adapter] = {
    "huutopussi": trick_scene,
    "fifty-six": trick_scene,
    "prefa": trick_scene,
    "four-color": four_color_scene,
}

TRICK_KEYS = ("dealer", "scores")
TRICK_TOGETHER = ("trick", "last_trick", "last_trick_winner")
FOUR_COLOR_KEYS = ("dealer", "scores", "hand_sizes", "melds", "discard", "stock")
NEEDS: dict[str, tuple[str, ...]] = {"huutopussi": TRICK_KEYS, "fifty-six": TRICK_KEYS,
                                     "prefa": TRICK_KEYS, "four-color": FOUR_COLOR_KEYS}
TOGETHER: dict[str, tuple[str, ...]] = {"huutopussi": TRICK_TOGETHER,
                                        "fifty-six": TRICK_TOGETHER, "prefa": TRICK_TOGETHER}


def missing_keys(view: View) -> list[str]:
    """The keys its adapter needs that the view lacks: those it reads in every phase, and
    of the trick's keys (present in the play only, perhaps) all once any is there."""
    needs = NEEDS.get(view.game)
    if needs is None:
        return ["no_adapter"]
    data = view.data
    together = TOGETHER.get(view.game, ())
    group = together if any(key in data for key in together) else ()
    return [key for key in (*needs, *group) if key not in data]


def supports(view: View) -> bool:
    """Whether the view carries every key its adapter reads: a game whose data predates
    the common keys (GAMES.md) gets no picture rather than a wrong one."""
    return not missing_keys(view)


def scene_for(view: View, names: Sequence[str], clockwise: bool = True,
              locale: str | None = None) -> TableScene | None:
    """The scene of a public view with its words in ``locale``, or None for a game with no
    picture (a toy game, or data without the common keys)."""
    if view.seat is not None:
        raise ValueError("a table picture is drawn from the public view (seat=None) only")
    if not supports(view):
        return None
    words, labels = words_in(resolve_locale(locale))
    return ADAPTERS[view.game](view, names, clockwise, words, labels)

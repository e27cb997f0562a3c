"""What a table picture shows, as plain data: the renderer's only input.

A scene is built from a game's public view by the host (the adapters come
later); the renderer draws exactly the scene, so two scenes with the same
fingerprint draw the same picture and a host need not render or upload again.
Cards are the games' own codes (``10S``, ``AH``, ``RC``, ``JK``); seats are
indices into ``seats``. Every word on the picture comes from the scene (names,
notes, score lines, the labels), so the picture speaks the table's language.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.pictures.faceart import Catalogue

# Bump when the drawing changes, so pictures cached under old fingerprints are redrawn.
RENDER_VERSION = 2
SUITS = "SHDC"

Played = tuple[int, str]  # (seat, card code)


@dataclass(frozen=True, slots=True)
class Labels:
    """The few words the picture draws itself (one place, for translation)."""

    trumps: str = "Trumps"
    last_trick: str = "Last trick"
    discard: str = "Discard"
    scores: str = "Scores"
    seat: str = "Seat {n}"  # for a name with no letter the fonts can draw


@dataclass(frozen=True, slots=True)
class SeatScene:
    """One seat: its display name, a short note under it, and what lies before it."""

    name: str
    note: str = ""  # e.g. "bid 60", "3 tricks", "1 triple marked"
    to_act: bool = False
    dealer: bool = False
    melds: tuple[tuple[str, ...], ...] = ()  # Four Color: exposed melds, each a tuple of cards


@dataclass(frozen=True, slots=True)
class TableScene:
    """The table as a picture shows it. ``trick`` lists (seat, card) in the order played."""

    game: str
    seats: tuple[SeatScene, ...]
    clockwise: bool = True  # whether seat s+1 sits on seat s's left
    title: str = ""  # one line at the top: "Huutopussi · deal 3"
    trick: tuple[Played, ...] = ()
    last_trick: tuple[Played, ...] = ()
    last_winner: int | None = None
    trump: str = ""  # a suit letter (S, H, D, C) drawn as a big symbol, or ""
    contract: str = ""  # one line beside the trumps: "60 by Anna", "Betl"
    discard: Played | None = None  # Four Color: the latest discard
    scores: tuple[str, ...] = ()
    labels: Labels = field(default_factory=Labels)

    def __post_init__(self) -> None:
        """Refuse a scene the renderer could not draw faithfully (an adapter bug)."""
        # Imported here: the drawing process unpickles scenes (which skips this check) and
        # must not import the games, which ``faces`` reads.
        from bot.pictures.faces import catalogue

        book = catalogue()
        if not 2 <= len(self.seats) <= 8:
            raise ValueError(f"a table picture has 2 to 8 seats, not {len(self.seats)}")
        if self.game not in book.games:
            raise ValueError(f"no card faces for the game {self.game!r}")
        if self.trump and self.trump not in SUITS:
            raise ValueError(f"trump must be one of {SUITS} or empty, not {self.trump!r}")
        played = [*self.trick, *self.last_trick, *([self.discard] if self.discard else [])]
        for seat, code in played:
            self._check(book, seat, code)
        for seat_scene in self.seats:
            for meld in seat_scene.melds:
                for code in meld:
                    self._check(book, 0, code)
        if self.last_winner is not None:
            self._check(book, self.last_winner, None)
        for trick in (self.trick, self.last_trick):
            seats = [seat for seat, _ in trick]
            if len(seats) != len(set(seats)):
                raise ValueError(f"a seat plays twice in one trick: {trick}")

    def _check(self, book: Catalogue, seat: int, code: str | None) -> None:
        if not 0 <= seat < len(self.seats):
            raise ValueError(f"seat {seat} is not at this {len(self.seats)}-seat table")
        if code is not None:
            try:
                book.face(self.game, code)
            except KeyError as error:
                raise ValueError(error.args[0]) from None

    def fingerprint(self) -> str:
        """A hash of everything drawn: equal fingerprints draw equal pictures. Taken of the
        scene's ``repr``, which names every field (the seats' and labels' too) and is the
        same in every process; a host asks for one per table edit, and ``asdict`` and JSON
        took eight times as long (50 µs)."""
        return hashlib.sha256(f"{RENDER_VERSION}:{self!r}".encode()).hexdigest()

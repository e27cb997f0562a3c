"""What the engine says, as data: message ids with arguments, never finished sentences.

A game never formats a sentence. It says *which* message and *with what*:
``Msg("hp-bid", player=Seat(1), value=60)``. A host renders it in the reader's
language from one catalog (``bot.i18n``), filling in seat names it knows and the
engine does not (members on Discord, "You" in the terminal). So the same event
reads in Finnish to one player and in English to another, and building it in a
playout costs one small object instead of string formatting nobody reads.

Arguments are plain values or the small types below:

* ``int`` / ``float`` — numbers (the catalog formats them and picks plural forms);
* ``str`` — verbatim text that is *not* language: a card code, an action string,
  what a player typed, a signed score ``"+20"``;
* ``Seat(i)`` — a seat, shown by the host's name for it;
* ``Face(v, deck)`` / ``Faces(vs, deck)`` — card faces, drawn by the deck's face
  function (``FACES``) so every language shows ``10♠`` or ``🟥俥`` alike;
* ``Msg`` — a nested message (a suit's name, a contract's description);
* ``Join(items, sep)`` — parts joined by punctuation (``" · "``);
* ``Listing(items, style)`` — a natural-language list (``A, B and C``), joined by the
  reader's language's own rules.

Everything here is immutable and hashable (so rendered text can be cached) and
round-trips through JSON (so a finished match's summary can be stored and read
later in another language).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Literal

FACES: dict[str, Callable[[int], str]] = {}
"""Deck name → the function drawing one card of that deck as text (``"french"`` → ``10♠``).
Decks register themselves where their cards are defined."""


def register_deck(name: str, face: Callable[[int], str]) -> None:
    FACES[name] = face


class Seat:
    """A seat, named by whoever renders the message."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.index = index

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Seat) and other.index == self.index

    def __hash__(self) -> int:
        return hash(("seat", self.index))

    def __repr__(self) -> str:
        return f"Seat({self.index})"


class Face:
    """One card face of ``deck`` (its int value in that game's encoding)."""

    __slots__ = ("deck", "value")

    def __init__(self, value: int, deck: str = "french") -> None:
        self.value = value
        self.deck = deck

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Face) and (other.value, other.deck) == (self.value, self.deck)

    def __hash__(self) -> int:
        return hash(("card", self.value, self.deck))

    def __repr__(self) -> str:
        return f"Face({self.value}, {self.deck!r})"


class Faces:
    """Several card faces, shown separated by spaces (a hand, a meld, a kitty)."""

    __slots__ = ("_hash", "deck", "values")

    def __init__(self, values: Iterable[int], deck: str = "french") -> None:
        self.values = tuple(values)
        self.deck = deck
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Faces) and other.values == self.values
                                 and other.deck == self.deck)

    def __hash__(self) -> int:
        found = self._hash
        if found is None:  # kept, as a message's (see ``Msg.__hash__``)
            found = self._hash = hash(("cards", self.values, self.deck))
        return found

    def __repr__(self) -> str:
        return f"Faces({list(self.values)}, {self.deck!r})"


class Join:
    """Parts joined by a separator that is punctuation, not language (``" · "``, ``" "``)."""

    __slots__ = ("_hash", "items", "sep")

    def __init__(self, items: Iterable[Arg], sep: str = " ") -> None:
        self.items = tuple(items)
        self.sep = sep
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Join) and other.sep == self.sep
                                 and other.items == self.items)

    def __hash__(self) -> int:
        found = self._hash
        if found is None:  # kept, as a message's (see ``Msg.__hash__``)
            found = self._hash = hash(("join", self.items, self.sep))
        return found

    def __repr__(self) -> str:
        return f"Join({list(self.items)!r}, {self.sep!r})"


ListStyle = Literal["standard", "or"]


class Listing:
    """A list read as language: ``A, B and C`` (``standard``) or ``A, B or C`` (``or``)."""

    __slots__ = ("_hash", "items", "style")

    def __init__(self, items: Iterable[Arg], style: ListStyle = "standard") -> None:
        self.items = tuple(items)
        self.style = style
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Listing) and other.style == self.style
                                 and other.items == self.items)

    def __hash__(self) -> int:
        found = self._hash
        if found is None:  # kept, as a message's (see ``Msg.__hash__``)
            found = self._hash = hash(("listing", self.items, self.style))
        return found

    def __repr__(self) -> str:
        return f"Listing({list(self.items)!r}, {self.style!r})"


class Msg:
    """A message of the catalog: its id and named arguments.

    ``str(msg)`` is the English text with seats as ``{s0}`` placeholders — for logs,
    tests and hosts that fill names themselves. Hosts showing text to people use
    ``bot.i18n`` with the reader's locale instead.
    """

    __slots__ = ("_hash", "args", "id")

    def __init__(self, id: str, /, **args: Arg) -> None:
        self.id = id
        self.args = args
        self._hash: int | None = None

    def __eq__(self, other: object) -> bool:
        return other is self or (isinstance(other, Msg) and other.id == self.id
                                 and other.args == self.args)

    def __hash__(self) -> int:
        # Kept: a message is hashed at every cache lookup of its words (and its arguments,
        # messages too, with it), and its arguments are never changed once it is made.
        # A frozenset, as the arguments' order does not matter (and sorting them costs).
        found = self._hash
        if found is None:
            found = self._hash = hash((self.id, frozenset(self.args.items())))
        return found

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"Msg({self.id!r}{inner})"

    def __str__(self) -> str:
        from bot.i18n import english  # the catalog is a leaf package; imported on first use

        return english(self)

    def to_json(self) -> dict[str, Any]:
        return {"msg": self.id, "args": {k: _encode(v) for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        return cls(str(data["msg"]), **{k: _decode(v) for k, v in data.get("args", {}).items()})


Arg = int | float | str | Seat | Face | Faces | Msg | Join | Listing
Text = Msg | Join | Listing | str
"""What the engine puts where people read: a message, parts of messages, or (for text
that is not language — card faces, codes) a plain string."""


def _encode(value: Arg) -> Any:
    if isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Seat):
        return {"seat": value.index}
    if isinstance(value, Face):
        return {"card": value.value, "deck": value.deck}
    if isinstance(value, Faces):
        return {"cards": list(value.values), "deck": value.deck}
    if isinstance(value, Msg):
        return value.to_json()
    if isinstance(value, Join):
        return {"join": [_encode(v) for v in value.items], "sep": value.sep}
    if isinstance(value, Listing):
        return {"list": [_encode(v) for v in value.items], "style": value.style}
    raise TypeError(f"not a message argument: {value!r}")


def _decode(value: Any) -> Arg:
    if not isinstance(value, dict):
        return value
    if "seat" in value:
        return Seat(int(value["seat"]))
    if "card" in value:
        return Face(int(value["card"]), str(value["deck"]))
    if "cards" in value:
        return Faces((int(v) for v in value["cards"]), str(value["deck"]))
    if "msg" in value:
        return Msg.from_json(value)
    if "join" in value:
        return Join((_decode(v) for v in value["join"]), str(value["sep"]))
    if "list" in value:
        return Listing((_decode(v) for v in value["list"]), value["style"])
    raise ValueError(f"not a message argument: {value!r}")


def text_to_json(text: Text) -> Any:
    """A ``Text`` as JSON (strings stay strings)."""
    return text if isinstance(text, str) else _encode(text)


def text_from_json(data: Any) -> Text:
    value = _decode(data)
    if not isinstance(value, Msg | Join | Listing | str):
        raise ValueError(f"not a text: {data!r}")
    return value

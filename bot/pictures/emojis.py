"""Card faces as Discord application emojis: what to upload, replace or keep, and the result.

Pure: the host lists the application's emojis, asks :func:`plan` what to do,
does it, and hands what it ended up with to :class:`CardEmojis`, which the
rendering code consults (card code → ``<:ct_10s_3fa2c1:123>``, or the card's
text when there is no emoji).

Each face is uploaded as its name plus the first digits of its pixel hash
(``ct_10s_3fa2c1``). The emoji's own name then says which picture it holds, so
"changed" is read from Discord itself: no record in the store that could
disagree with Discord (a restored backup, a second shard process, another
machine, someone deleting an emoji by hand), and nothing to migrate. Six hex
digits are 24 bits: a changed face keeps its old suffix once in 16 million.
The price is the suffix in the name a person sees when hovering the emoji.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from bot.pictures import faces
from bot.pictures.faces import Face

HASH_DIGITS = 6
_NAME = re.compile(rf"^(?P<face>ct_[a-z0-9_]+)_(?P<digest>[0-9a-f]{{{HASH_DIGITS}}})$")

HashOf = Callable[[Face], str]


def emoji_name(face: Face, hash_of: HashOf = faces.face_hash) -> str:
    """The name a face is uploaded under: its own name and its hash's first digits."""
    return f"{face.name}_{hash_of(face)[:HASH_DIGITS]}"


def parse_name(name: str) -> tuple[str, str] | None:
    """``(face name, digest)`` for a name :func:`emoji_name` could have made, else None."""
    match = _NAME.match(name)
    return (match["face"], match["digest"]) if match else None


@dataclass(frozen=True, slots=True)
class Present:
    """An emoji the application has: its id and name."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class Plan:
    """What to do so that every face has its current emoji.

    ``replace`` pairs a changed face with the emoji holding its old picture: upload
    the new one first, then delete the old (so the face is never without an emoji).
    ``remove`` are extra copies of a face (two versions uploaded by two processes at
    once, say). Emojis that are not faces of ours are never touched.
    """

    keep: Mapping[str, Present]  # face name → its emoji, already current
    upload: tuple[Face, ...]
    replace: tuple[tuple[Face, Present], ...]
    remove: tuple[Present, ...]
    names: Mapping[str, str] = field(default_factory=dict)  # face name → name to upload as

    @property
    def busy(self) -> bool:
        return bool(self.upload or self.replace or self.remove)


def plan(present: Iterable[Present], wanted: Iterable[Face] | None = None,
         hash_of: HashOf = faces.face_hash) -> Plan:
    """Compare the application's emojis with the faces, by name."""
    wanted = tuple(faces.all_faces() if wanted is None else wanted)
    names = {f.name: emoji_name(f, hash_of) for f in wanted}
    ours: dict[str, list[Present]] = {}
    for emoji in present:
        parsed = parse_name(emoji.name)
        if parsed is not None and parsed[0] in names:
            ours.setdefault(parsed[0], []).append(emoji)
    keep: dict[str, Present] = {}
    upload: list[Face] = []
    replace: list[tuple[Face, Present]] = []
    remove: list[Present] = []
    for face in wanted:
        copies = sorted(ours.get(face.name, []), key=lambda e: e.id)
        current = [e for e in copies if e.name == names[face.name]]
        if current:
            keep[face.name] = current[0]
            remove += [e for e in copies if e is not current[0]]
        elif copies:
            replace.append((face, copies[-1]))  # the newest holds the picture people see now
            remove += copies[:-1]
        else:
            upload.append(face)
    return Plan(keep, tuple(upload), tuple(replace), tuple(remove), names)


# The kinds of action whose argument is one card. Others may look like one: Prefa's bid
# ``bid:7S`` is seven tricks in spades, not the seven of spades.
CARD_KINDS = frozenset({"play", "give", "return", "discard", "meld"})


def action_card(game_id: str, action: str) -> str | None:
    """The card an action stands for (``play:10S`` → ``10S``, Four Color's ``discard:RC``),
    or None: a bid, a pass, a meld of several cards carry no one card's face."""
    kind, _, arg = action.partition(":")
    if not arg or kind not in CARD_KINDS or game_id not in faces.game_ids():
        return None
    try:
        return faces.face(game_id, arg).code
    except KeyError:
        return None


class CardEmojis:
    """Card code → emoji, for the games whose every face has an emoji.

    A game with a face missing gets none at all, so a hand never mixes pictures
    and text. Empty (``CardEmojis()``) when emojis are off or were refused:
    everything then reads as text, exactly as before.
    """

    def __init__(self, emojis: Mapping[str, Present] | None = None) -> None:
        self._by_face = dict(emojis or {})  # face name → emoji
        self.games = tuple(g for g in faces.game_ids()
                           if all(f.name in self._by_face for f in faces.faces(g)))

    def __len__(self) -> int:
        return len(self._by_face)

    def __repr__(self) -> str:
        return f"<CardEmojis {len(self)} faces; games {', '.join(self.games) or 'none'}>"

    def covers(self, game_id: str) -> bool:
        return game_id in self.games

    def emoji(self, game_id: str, code: str) -> Present | None:
        """The emoji of a card (for a button's ``PartialEmoji``), or None: use text."""
        if game_id not in self.games:
            return None
        return self._by_face.get(faces.face(game_id, code).name)

    def for_action(self, game_id: str, action: str) -> Present | None:
        """The emoji of the card an action plays or gives (its button's picture), or None."""
        card = action_card(game_id, action)
        return self.emoji(game_id, card) if card is not None else None

    def markup(self, game_id: str, code: str) -> str | None:
        """``<:name:id>`` for message text, or None."""
        found = self.emoji(game_id, code)
        return f"<:{found.name}:{found.id}>" if found else None

    def text(self, game_id: str, code: str) -> str:
        """The card in message text: its emoji, else its usual text (``10♠``, ``🟥俥``)."""
        return self.markup(game_id, code) or faces.face(game_id, code).label


@dataclass(slots=True)
class SyncReport:
    """What a start-up sync did, for its one log line."""

    present: int = 0  # already current
    uploaded: int = 0
    replaced: int = 0
    removed: int = 0
    refused: str = ""  # Discord's answer when it refused, else ""
    games: tuple[str, ...] = ()  # the games that show cards as emojis now
    follower: bool = False  # this process only reads them (another one uploads)

    def line(self) -> str:
        if self.follower:
            everything = len(self.games) == len(faces.game_ids())
            where = "" if everything else "; cards show as " + (
                f"emojis in {', '.join(self.games)}, text elsewhere" if self.games else "text")
            return (f"emojis: {self.present} present (the process that runs shard 0 uploads "
                    f"them){where}")
        done = f"emojis: {self.present} present, {self.uploaded} uploaded"
        if self.replaced:
            done += f", {self.replaced} replaced"
        if self.removed:
            done += f", {self.removed} old copies removed"
        if self.refused:
            where = f"emojis in {', '.join(self.games)}, text elsewhere" if self.games else "text"
            done += f"; Discord refused a change ({self.refused}): cards show as {where}"
        return done

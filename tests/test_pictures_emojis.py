"""The pure half of the card emojis: names, the plan (upload / replace / keep), the registry."""

from __future__ import annotations

import re

import pytest

from bot.pictures import faces
from bot.pictures.emojis import (
    HASH_DIGITS,
    CardEmojis,
    Present,
    SyncReport,
    action_card,
    emoji_name,
    parse_name,
    plan,
)

DISCORD_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")  # Discord's rule for emoji names


def present(faces_: tuple[faces.Face, ...], first_id: int = 100) -> list[Present]:
    return [Present(first_id + i, emoji_name(f)) for i, f in enumerate(faces_)]


def test_every_face_has_a_distinct_name_discord_accepts_and_we_read_back() -> None:
    names = [emoji_name(f) for f in faces.all_faces()]
    assert len(set(names)) == len(names) == len(faces.all_faces())
    for face, name in zip(faces.all_faces(), names, strict=True):
        assert DISCORD_NAME.match(name), name
        assert parse_name(name) == (face.name, faces.face_hash(face)[:HASH_DIGITS])
    for foreign in ("party_parrot", "ct_10s", "ct_10s_12345", "ct_10s_ABCDEF", "xx_10s_abcdef"):
        assert parse_name(foreign) is None


def test_nothing_there_uploads_every_face_once() -> None:
    todo = plan([])
    assert [f.name for f in todo.upload] == [f.name for f in faces.all_faces()]
    assert not todo.keep and not todo.replace and not todo.remove and todo.busy


def test_all_current_does_nothing_whatever_else_the_application_has() -> None:
    current = present(faces.all_faces())
    foreign = [Present(1, "party_parrot"), Present(2, "ct_retired_card_abcdef"),
               Present(3, "ct_as")]
    todo = plan([*foreign, *reversed(current)])
    assert not todo.busy
    assert {name: e.name for name, e in todo.keep.items()} == {
        f.name: emoji_name(f) for f in faces.all_faces()}


def test_a_changed_face_is_replaced_and_extra_copies_removed() -> None:
    everything = faces.all_faces()
    ten = faces.face("huutopussi", "10S")
    queen = faces.face("prefa", "QH")
    others = present(tuple(f for f in everything if f not in (ten, queen)))
    old_ten = [Present(5, "ct_10s_000000"), Present(7, "ct_10s_111111")]  # two old versions
    queens = [Present(8, emoji_name(queen)), Present(9, "ct_qh_222222")]  # current + an old one
    todo = plan([*others, *old_ten, *queens])
    assert todo.upload == ()
    assert todo.replace == ((ten, Present(7, "ct_10s_111111")),)  # the newest old one
    assert sorted(todo.remove, key=lambda e: e.id) == [Present(5, "ct_10s_000000"),
                                                      Present(9, "ct_qh_222222")]
    assert todo.keep[queen.name] == Present(8, emoji_name(queen))
    assert todo.names[ten.name] == emoji_name(ten)


def test_the_hash_decides_what_changed() -> None:
    """A face whose pixels change gets a new name; the plan sees only that face as changed."""
    current = present(faces.all_faces())
    ace = faces.face("huutopussi", "AS")

    def redrawn(face: faces.Face) -> str:
        return "f" * 64 if face == ace else faces.face_hash(face)

    todo = plan(current, hash_of=redrawn)
    assert [(f.name, old.name) for f, old in todo.replace] == [(ace.name, emoji_name(ace))]
    assert todo.names[ace.name] == f"{ace.name}_ffffff" and not todo.upload


def test_registry_serves_only_games_with_every_face() -> None:
    everything = faces.all_faces()
    full = CardEmojis({f.name: Present(i, emoji_name(f)) for i, f in enumerate(everything)})
    assert set(full.games) == set(faces.game_ids()) and len(full) == len(everything)
    ten = faces.face("huutopussi", "10S")
    assert full.markup("huutopussi", "10S") == f"<:{emoji_name(ten)}:{everything.index(ten)}>"
    assert full.text("prefa", "10s") == full.markup("prefa", "10S")  # codes read any case
    assert full.emoji("four-color", "RC") is not None

    french = CardEmojis({f.name: Present(i, emoji_name(f)) for i, f in enumerate(everything)
                         if f.deck == "french"})
    assert french.covers("prefa") and not french.covers("four-color")
    assert french.markup("four-color", "RC") is None
    assert french.text("four-color", "RC") == faces.face("four-color", "RC").label

    # One face missing: that game shows text for every card, never a mix.
    no_ace = CardEmojis({f.name: Present(i, emoji_name(f)) for i, f in enumerate(everything)
                         if f != faces.face("huutopussi", "AS")})
    assert not no_ace.covers("huutopussi") and no_ace.text("huutopussi", "10S") == "10♠"

    empty = CardEmojis()
    assert empty.games == () and len(empty) == 0
    assert [empty.text("huutopussi", c) for c in ("AS", "10H")] == ["A♠", "10♥"]
    with pytest.raises(KeyError):
        empty.text("huutopussi", "ZZ")  # not a card: a caller's bug, not a fallback


def test_report_line_says_what_was_done() -> None:
    assert SyncReport(65).line() == "emojis: 65 present, 0 uploaded"
    assert SyncReport(61, uploaded=3, replaced=1, removed=2).line() == (
        "emojis: 61 present, 3 uploaded, 1 replaced, 2 old copies removed")
    refused = SyncReport(36, refused="403 Missing Permissions", games=("huutopussi",))
    assert refused.line() == ("emojis: 36 present, 0 uploaded; Discord refused a change (403 "
                              "Missing Permissions): cards show as emojis in huutopussi, text "
                              "elsewhere")
    assert SyncReport(refused="403 Missing Permissions").line().endswith("cards show as text")


def test_report_line_of_a_process_that_only_reads() -> None:
    every = tuple(faces.game_ids())
    assert SyncReport(65, games=every, follower=True).line() == (
        "emojis: 65 present (the process that runs shard 0 uploads them)")
    assert SyncReport(36, games=("prefa",), follower=True).line().endswith(
        "; cards show as emojis in prefa, text elsewhere")


def test_the_card_an_action_stands_for() -> None:
    """A card button's picture: the card it plays, gives or discards; no other action's."""
    assert action_card("huutopussi", "play:10S") == "10S"
    assert action_card("prefa", "discard:as") == "AS"
    assert action_card("huutopussi", "give:QH") == "QH"
    assert action_card("four-color", "discard:RC") == "RC"
    for game, action in [("huutopussi", "bid:60"), ("fifty-six", "bid:28S"),
                         ("prefa", "pass"), ("four-color", "meld:RC,RH,RN"),
                         ("high-card", "play:AS"), ("huutopussi", "play:ZZ"),
                         # Prefa's contracts read like cards: seven (tricks) in spades
                         ("prefa", "bid:7S"), ("prefa", "contract:10H")]:
        assert action_card(game, action) is None, action
    everything = faces.all_faces()
    full = CardEmojis({f.name: Present(i, emoji_name(f)) for i, f in enumerate(everything)})
    assert full.for_action("prefa", "play:KD") == full.emoji("prefa", "KD") is not None
    assert full.for_action("prefa", "bid:7") is None
    assert CardEmojis().for_action("prefa", "play:KD") is None

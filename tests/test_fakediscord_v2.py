"""Self-tests of the fake Discord's application emojis and Components v2, driven by the real
discord.py 2.7 client (its own calls, payloads and multipart uploads)."""

from __future__ import annotations

import base64
import contextlib
import io
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import discord
import pytest
from PIL import Image

from tests.fakediscord import Channel, FakeDiscord, User
from tests.fakediscord.emojis import MAX_EMOJIS, decode_image


def png(colour: tuple[int, int, int] = (200, 30, 40), size: int = 32) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(out, format="PNG")
    return out.getvalue()


@dataclass
class World:
    fake: FakeDiscord
    client: discord.Client
    channel: discord.TextChannel
    fake_channel: Channel
    alice: User


@contextlib.asynccontextmanager
async def world() -> AsyncIterator[World]:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Cards")
        alice = fake.add_member(guild, "alice")
        general = fake.add_channel(guild, "general")
        with fake.patch():
            client = discord.Client(intents=discord.Intents.none() | discord.Intents(guilds=True))
            async with fake.running(client):
                channel = client.get_channel(general.id)
                assert isinstance(channel, discord.TextChannel)
                yield World(fake, client, channel, general, alice)


# --------------------------------------------------------------------- application emojis

async def test_emojis_upload_list_rename_delete_as_discord_py_calls_them() -> None:
    async with world() as w:
        image = png()
        made = await w.client.create_application_emoji(name="ct_10s", image=image)
        assert made.is_application_owned() and made.name == "ct_10s"
        assert str(made) == f"<:ct_10s:{made.id}>"
        stored = w.fake.app_emojis.by_name("ct_10s")
        assert stored is not None and stored.image == image and stored.id == made.id
        assert stored.markup == str(made)

        listed = await w.client.fetch_application_emojis()
        assert [(e.id, e.name) for e in listed] == [(made.id, "ct_10s")]
        assert (await w.client.fetch_application_emoji(made.id)).name == "ct_10s"

        renamed = await made.edit(name="ct_10s_v2")
        assert renamed.name == "ct_10s_v2" and w.fake.app_emojis.names == ["ct_10s_v2"]
        await renamed.delete()
        assert w.fake.app_emojis.names == [] and await w.client.fetch_application_emojis() == []
        with pytest.raises(discord.NotFound):
            await w.client.fetch_application_emoji(made.id)
        assert w.fake.app_emojis.created == ["ct_10s"]
        assert w.fake.app_emojis.deleted == ["ct_10s_v2"]
        assert w.fake.app_emojis.renamed == [("ct_10s", "ct_10s_v2")]
        w.fake.rejections.clear()  # the 404 above was asked for
        w.fake.assert_clean()


@pytest.mark.parametrize("name", ["x", "a" * 33, "ct-10s", "ct 10s", "ct_10♠"])
async def test_emoji_names_follow_discords_rule(name: str) -> None:
    async with world() as w:
        with pytest.raises(discord.HTTPException) as caught:
            await w.client.create_application_emoji(name=name, image=png())
        assert caught.value.status == 400 and caught.value.code == 50035
        assert "name" in str(caught.value)
        assert w.fake.app_emojis.names == [] and len(w.fake.rejections) == 1


async def test_emoji_names_are_unique_and_renames_are_checked_too() -> None:
    async with world() as w:
        first = await w.client.create_application_emoji(name="ct_as", image=png())
        await w.client.create_application_emoji(name="ct_ks", image=png())
        with pytest.raises(discord.HTTPException) as caught:
            await w.client.create_application_emoji(name="ct_as", image=png())
        assert caught.value.code == 50035 and "already exists" in str(caught.value)
        with pytest.raises(discord.HTTPException):
            await first.edit(name="ct_ks")
        assert (await first.edit(name="ct_as")).name == "ct_as"  # its own name is fine
        assert w.fake.app_emojis.names == ["ct_as", "ct_ks"]


async def test_emoji_images_are_checked_for_size_and_type() -> None:
    async with world() as w:
        noisy = Image.frombytes("RGB", (300, 300), random.Random(1).randbytes(300 * 300 * 3))
        out = io.BytesIO()
        noisy.save(out, format="PNG")
        assert len(out.getvalue()) > 256 * 1024
        with pytest.raises(discord.HTTPException) as caught:
            await w.client.create_application_emoji(name="too_big", image=out.getvalue())
        assert caught.value.code == 50035 and "256 kb" in str(caught.value)
        # Types: what discord.py cannot send, checked on the decoder the route uses.
        problems: list[Any] = []
        decode_image("data:image/svg+xml;base64,PHN2Zz4=", problems)
        decode_image("data:image/png;base64," + base64.b64encode(b"GIF89a...").decode(), problems)
        decode_image("data:image/png;base64,!!!", problems)
        decode_image("https://example.com/x.png", problems)
        assert len(problems) == 4
        ok: list[Any] = []
        for image in (png(), b"GIF89a" + bytes(10), b"\xff\xd8\xff" + bytes(10),
                      b"RIFF\0\0\0\0WEBP" + bytes(10)):
            mime = discord.utils._get_mime_type_for_image(image)
            uri = f"data:{mime};base64,{base64.b64encode(image).decode()}"
            assert decode_image(uri, ok) == (image, mime)
        assert ok == []


async def test_two_thousand_emojis_at_most() -> None:
    async with world() as w:
        for i in range(MAX_EMOJIS - 1):
            w.fake.app_emojis.add(f"e{i}", b"")
        await w.client.create_application_emoji(name="last_one", image=png())
        with pytest.raises(discord.HTTPException) as caught:
            await w.client.create_application_emoji(name="one_more", image=png())
        assert caught.value.code == 30008
        assert len(await w.client.fetch_application_emojis()) == MAX_EMOJIS


async def test_refused_uploads_for_fallback_tests() -> None:
    async with world() as w:
        w.fake.app_emojis.refuse_uploads()
        with pytest.raises(discord.Forbidden) as caught:
            await w.client.create_application_emoji(name="ct_as", image=png())
        assert caught.value.code == 50013
        assert await w.client.fetch_application_emojis() == []  # listing still works
        w.fake.app_emojis.refuse_uploads(None)
        await w.client.create_application_emoji(name="ct_as", image=png())
        assert w.fake.app_emojis.names == ["ct_as"]


async def test_emoji_on_buttons_is_readable() -> None:
    async with world() as w:
        made = await w.client.create_application_emoji(name="ct_qh", image=png())
        view = discord.ui.View()
        view.add_item(discord.ui.Button(emoji=made, custom_id="play:QH"))
        await w.channel.send("hand", view=view)
        [button] = w.fake.messages(w.fake_channel)[-1].buttons
        assert button.emoji == {"name": "ct_qh", "id": str(made.id), "animated": False}
        assert button.label is None
        w.fake.assert_clean()


# --------------------------------------------------------------------- Components v2

class TablePanel(discord.ui.LayoutView):
    """What a table message with a picture may look like: text, picture, buttons."""

    def __init__(self, text: str, picture: str = "attachment://table.png",
                 thumbnail: str | None = None) -> None:
        super().__init__(timeout=None)
        section: list[discord.ui.Item[Any]] = []
        if thumbnail is not None:
            section.append(discord.ui.Section(discord.ui.TextDisplay("Trumps: ♥"),
                                              accessory=discord.ui.Thumbnail(thumbnail)))
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        row.add_item(discord.ui.Button(label="Join", custom_id="table:join"))
        row.add_item(discord.ui.Button(label="Leave", custom_id="table:leave"))
        self.add_item(discord.ui.Container(
            discord.ui.TextDisplay(text), *section,
            discord.ui.MediaGallery(discord.MediaGalleryItem(picture, description="The table")),
            discord.ui.Separator(), row, accent_colour=discord.Colour.green()))


async def test_layout_view_with_a_picture_and_its_edits() -> None:
    async with world() as w:
        first, second = png((10, 90, 40), 64), png((90, 10, 40), 64)
        sent = await w.channel.send(view=TablePanel("Trick 1: A♠", thumbnail="https://x.test/t.png"),
                                    file=discord.File(io.BytesIO(first), "table.png"))
        msg = w.fake.message(sent.id)
        assert msg.components_v2 and msg.content == "" and msg.embeds == []
        assert "Trick 1: A♠" in msg.text and "Trumps: ♥" in msg.text
        assert msg.labels == ["Join", "Leave"]
        [thumb, picture] = msg.media
        assert thumb.kind == "thumbnail" and thumb.attachment_id is None
        assert picture.kind == "gallery" and picture.description == "The table"
        assert w.fake.media_bytes(picture) == first
        [attachment] = msg.attachments
        assert attachment["filename"] == "table.png" and attachment["width"] == 64
        # discord.py parses the stored message back (resolved media, ids, accessories).
        assert sent.flags.components_v2 and sent.attachments[0].filename == "table.png"

        await sent.edit(view=TablePanel("Trick 1: A♠ K♠"),
                        attachments=[discord.File(io.BytesIO(second), "table.png")])
        [picture] = msg.media
        assert w.fake.media_bytes(picture) == second and msg.edits == 1
        assert len(msg.attachments) == 1 and "Trick 1: A♠ K♠" in msg.text
        assert attachment["id"] not in w.fake.attachments.data  # the replaced file is let go
        # A text-only edit keeps the picture.
        await sent.edit(view=TablePanel("Trick 2", picture="attachment://table.png"))
        assert w.fake.media_bytes(msg.media[0]) == second
        w.fake.assert_clean()  # (clicks on a v2 message: test_dynamic_items_inside_…)


async def test_interaction_answers_with_a_layout_view_and_a_file() -> None:
    async with world() as w:
        seen: list[discord.Interaction[Any]] = []

        @w.client.event
        async def on_interaction(interaction: discord.Interaction[Any]) -> None:
            seen.append(interaction)
            await interaction.response.send_message(
                view=TablePanel("Your table"), file=discord.File(io.BytesIO(png()), "table.png"))

        view = discord.ui.View()
        view.add_item(discord.ui.Button(label="Show", custom_id="show"))
        await w.channel.send("panel", view=view)
        rec = await w.fake.click(w.alice, w.fake.messages(w.fake_channel)[-1], "Show")
        assert seen and rec.reply is not None and rec.reply.components_v2
        assert w.fake.media_bytes(rec.reply.media[0]) == png()
        w.fake.assert_clean()


async def _refused(w: World, **send: Any) -> discord.HTTPException:
    with pytest.raises(discord.HTTPException) as caught:
        await w.channel.send(**send)
    assert caught.value.status == 400
    return caught.value


async def test_v2_rules_are_enforced() -> None:
    async with world() as w:
        # A picture that names no attachment of the message.
        error = await _refused(w, view=TablePanel("x", picture="attachment://missing.png"))
        assert "missing.png" in str(error)
        # Media only over http(s) or as an attachment.
        error = await _refused(w, view=TablePanel("x", picture="ftp://x.test/t.png"))
        assert "Scheme" in str(error)
        # Content beside v2 components.
        error = await _refused(w, content="hello", view=TablePanel("x", "https://x.test/t.png"))
        assert "content" in str(error)
        # More than 4,000 characters of text displays in total (each alone is fine).
        view = discord.ui.LayoutView()
        for _ in range(3):
            view.add_item(discord.ui.TextDisplay("x" * 1500))
        error = await _refused(w, view=view)
        assert "4000" in str(error)
        assert len(w.fake.rejections) == 4 and w.fake.messages(w.fake_channel) == []


async def test_v2_structure_and_flag_rules() -> None:
    async with world() as w:
        http = w.client.http
        route = discord.http.Route("POST", "/channels/{channel_id}/messages",
                                   channel_id=w.channel.id)
        text = {"type": 10, "content": "hi"}
        v2 = 1 << 15
        bad_payloads: list[tuple[dict[str, Any], str]] = [
            ({"components": [text]}, "needs the IS_COMPONENTS_V2 flag"),
            ({"flags": v2, "components": [{"type": 11, "media": {"url": "https://x"}}]},
             "type 11 cannot go here"),  # a thumbnail only as a section's accessory
            ({"flags": v2, "components": [{"type": 17, "components": [
                {"type": 17, "components": [text]}]}]}, "type 17 cannot go here"),
            ({"flags": v2, "components": [{"type": 9, "components": [text]}]},
             "accessory: This field is required"),
            ({"flags": v2, "components": [{"type": 9, "components": [text] * 4, "accessory": {
                "type": 11, "media": {"url": "https://x"}}}]}, "1 to 3 text displays"),
            ({"flags": v2, "components": [{"type": 12, "items": []}]}, "1 to 10 items"),
            ({"flags": v2, "components": [{"type": 14, "spacing": 3}]}, "1 (small) or 2"),
            ({"flags": v2, "components": [{"type": 13, "file": {"url": "https://x"}}]},
             "Scheme must be one of attachment://"),
            ({"flags": v2, "components": [{"type": 17, "accent_color": 1 << 24,
                                          "components": [text]}]}, "0 to 0xFFFFFF"),
            ({"flags": v2, "components": [{"type": 1, "components": [
                {"type": 2, "style": 1, "label": str(i), "custom_id": str(i)} for i in range(6)
            ]}]}, "1 to 5 components"),
            ({"flags": v2, "components": [text] * 41}, "40 or fewer"),  # discord.py stops at 40
        ]
        for payload, reason in bad_payloads:
            with pytest.raises(discord.HTTPException) as caught:
                await http.request(route, json=payload)
            assert reason in str(caught.value), (payload, str(caught.value))
        assert len(w.fake.rejections) == len(bad_payloads)
        # v1 messages are as before; a v2 flag may be added by an edit, never removed.
        sent = await w.channel.send("plain")
        edited = await sent.edit(content=None, view=TablePanel("now v2", "https://x.test/p.png"))
        assert edited.flags.components_v2
        patch = discord.http.Route("PATCH", "/channels/{channel_id}/messages/{message_id}",
                                   channel_id=w.channel.id, message_id=sent.id)
        with pytest.raises(discord.HTTPException) as caught:
            await http.request(patch, json={"flags": 0, "components": [], "content": "v1"})
        assert "IS_COMPONENTS_V2" in str(caught.value)
        assert w.fake.message(sent.id).components_v2


async def test_uploads_are_named_by_the_payload_and_checked() -> None:
    async with world() as w:
        sent = await w.channel.send(
            "two files", files=[discord.File(io.BytesIO(b"one"), "a.txt"),
                                discord.File(io.BytesIO(b"two"), "b.txt", description="B")])
        msg = w.fake.message(sent.id)
        assert [a["filename"] for a in msg.attachments] == ["a.txt", "b.txt"]
        assert msg.attachments[1]["description"] == "B"
        assert [w.fake.attachments.bytes_of(a["id"]) for a in msg.attachments] == [b"one", b"two"]
        # Keep one, add one.
        await sent.edit(attachments=[sent.attachments[1], discord.File(io.BytesIO(b"3"), "c.txt")])
        assert [a["filename"] for a in msg.attachments] == ["b.txt", "c.txt"]
        # An attachment entry that is neither kept nor uploaded.
        patch = discord.http.Route("PATCH", "/channels/{channel_id}/messages/{message_id}",
                                   channel_id=w.channel.id, message_id=sent.id)
        with pytest.raises(discord.HTTPException) as caught:
            await w.client.http.request(patch, json={"attachments": [{"id": "12345"}]})
        assert "Unknown attachment" in str(caught.value)


async def test_buttons_may_carry_only_emojis_that_exist() -> None:
    async with world() as w:
        made = await w.client.create_application_emoji(name="ct_js", image=png())
        await made.delete()
        view = discord.ui.View()
        view.add_item(discord.ui.Button(emoji=made, custom_id="play:JS"))
        with pytest.raises(discord.HTTPException) as caught:
            await w.channel.send("hand", view=view)
        assert "Invalid emoji" in str(caught.value)
        view = discord.ui.View()
        view.add_item(discord.ui.Button(emoji="♠", label="J", custom_id="play:JS"))
        await w.channel.send("hand", view=view)  # a Unicode emoji needs no upload


class Play(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"play:(?P<card>\w+)"):
    """A restart-proof card button, as the hand panel will have."""

    def __init__(self, card: str) -> None:
        super().__init__(discord.ui.Button(label=card, custom_id=f"play:{card}"))
        self.card = card

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: Any) -> Play:
        return cls(match["card"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"played {self.card}", ephemeral=True)


async def test_dynamic_items_inside_a_layout_view_are_dispatched() -> None:
    """discord.py finds a DynamicItem nested in a container's row of a v2 message."""
    async with world() as w:
        w.client.add_dynamic_items(Play)
        row: discord.ui.ActionRow[Any] = discord.ui.ActionRow()
        row.add_item(Play("QH"))
        view = discord.ui.LayoutView()
        view.add_item(discord.ui.Container(discord.ui.TextDisplay("Your hand"), row))
        sent = await w.channel.send(view=view)
        rec = await w.fake.click(w.alice, w.fake.message(sent.id), "play:QH")
        assert rec.reply is not None and rec.reply.content == "played QH"
        w.fake.assert_clean()

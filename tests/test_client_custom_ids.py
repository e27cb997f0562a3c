"""The bot's catch-all click handler must see custom_ids nested in Components v2 messages,
or it would answer a click its DynamicItem answers too (a double answer)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from discord.components import _component_factory

from bot.client import _on_message


def _message(components: list[dict[str, Any]]) -> Any:
    return SimpleNamespace(components=[_component_factory(c) for c in components])


def button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id}


def test_custom_ids_of_v1_rows_and_v2_containers_and_sections() -> None:
    v1 = [{"type": 1, "components": [button("ct:play:1:1:AS"), button("ct:play:1:1:KS")]}]
    assert _on_message(_message(v1), "ct:play:1:1:KS", 2)
    assert not _on_message(_message(v1), "ct:play:1:1:KS", 3)  # a select's id is another thing
    v2 = [{"type": 17, "components": [
        {"type": 10, "content": "Trick 1"},
        {"type": 9, "components": [{"type": 10, "content": "Join?"}],
         "accessory": button("ct:join:1:1")},
        {"type": 1, "components": [button("ct:play:1:1:QH")]}]}]
    for custom_id in ("ct:join:1:1", "ct:play:1:1:QH"):
        assert _on_message(_message(v2), custom_id, 2)
    assert not _on_message(_message(v2), "ct:play:1:1:AS", 2)
    assert not _on_message(None, "ct:join:1:1", 2)

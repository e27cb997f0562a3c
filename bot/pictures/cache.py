"""Table pictures kept by the caller's key and by fingerprint, so each is drawn once.

A host asks with a key of its own (a table's state version): a known key costs
nothing, not even building the scene. A new key whose scene draws the same as a
cached one (a move that changed nothing on the picture) reuses those bytes, and
``Picture.fingerprint`` tells the host it need not upload them again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from bot.pictures import table
from bot.pictures.scene import TableScene


@dataclass(frozen=True, slots=True)
class Picture:
    png: bytes
    fingerprint: str


@dataclass(slots=True)
class CacheStats:
    key_hits: int = 0  # the key was known: nothing built
    reused: int = 0  # a new key, but the same picture as a cached one
    rendered: int = 0

    @property
    def hit_rate(self) -> float:
        asked = self.key_hits + self.reused + self.rendered
        return (self.key_hits + self.reused) / asked if asked else 0.0


class PictureCache:
    """A bounded LRU of pictures. Safe to share between threads (renders may run in one)."""

    def __init__(self, capacity: int = 512) -> None:
        self.capacity = capacity
        self.stats = CacheStats()
        self._by_key: OrderedDict[Hashable, Picture] = OrderedDict()
        self._by_fingerprint: OrderedDict[str, Picture] = OrderedDict()
        self._lock = threading.Lock()

    def peek(self, key: Hashable) -> Picture | None:
        """The picture for a known ``key`` (counted as a hit), else None (counted as nothing:
        the ``get`` that follows counts it)."""
        with self._lock:
            found = self._by_key.get(key)
            if found is not None:
                self._by_key.move_to_end(key)
                self.stats.key_hits += 1
            return found

    def get(self, key: Hashable, scene: Callable[[], TableScene],
            fingerprint: str | None = None) -> Picture:
        """The picture for ``key``; ``scene`` is called only when the key is new.
        ``fingerprint``: the scene's, when the caller has it already."""
        found = self.peek(key)
        if found is not None:
            return found
        drawn = scene()
        fingerprint = fingerprint or drawn.fingerprint()
        with self._lock:
            picture = self._by_fingerprint.get(fingerprint)
            if picture is not None:
                self._by_fingerprint.move_to_end(fingerprint)
                self.stats.reused += 1
        if picture is None:
            return self.add(key, Picture(table.render(drawn), fingerprint))  # slow: unlocked
        return self._keep(key, picture)

    def add(self, key: Hashable, picture: Picture) -> Picture:
        """Keep a picture just drawn (by the caller, elsewhere) under ``key``."""
        with self._lock:
            self.stats.rendered += 1
        return self._keep(key, picture)

    def _keep(self, key: Hashable, picture: Picture) -> Picture:
        with self._lock:
            self._by_fingerprint[picture.fingerprint] = picture
            self._by_key[key] = picture
            for store in (self._by_key, self._by_fingerprint):
                while len(store) > self.capacity:
                    store.popitem(last=False)
        return picture

"""Line editing at the terminal's prompt: arrow keys, this session's moves as history,
and Tab completing the legal moves — through the standard library's ``readline``.

Without it (Windows without pyreadline, a Python built without it) or when input is not
a terminal (a script, a pipe), nothing changes: ``input()`` reads lines as before.
Only this session's moves are kept; nothing is written to disk.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from types import ModuleType


class Completer:
    """Completes the whole line typed so far from the words offered for this prompt."""

    def __init__(self) -> None:
        self.words: list[str] = []
        self._found: list[str] = []

    def offer(self, words: Sequence[str]) -> None:
        self.words = list(words)

    def matches(self, text: str) -> list[str]:
        """The offered words starting with ``text``, in any case (``qd`` → ``QD``)."""
        low = text.lower()
        return [word for word in self.words if word.lower().startswith(low)]

    def complete(self, text: str, index: int) -> str | None:
        """readline's protocol: called with index 0, 1, 2 … until it returns None."""
        if index == 0:
            self._found = self.matches(text)
        return self._found[index] if index < len(self._found) else None


class LineEditor(Completer):
    """A ``Completer`` installed into readline (see ``for_terminal``)."""

    def __init__(self, readline: ModuleType) -> None:
        super().__init__()
        self.readline = readline
        readline.set_completer(self.complete)
        readline.set_completer_delims("")  # a move has spaces in it ("play AS"): the whole line
        if "libedit" in (readline.__doc__ or ""):  # macOS's readline speaks another language
            readline.parse_and_bind("bind ^I rl_complete")
        else:
            readline.parse_and_bind("tab: complete")

    @classmethod
    def for_terminal(cls) -> LineEditor | None:
        """Line editing when a person types at a terminal and readline exists, else None."""
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            return None
        try:
            import readline
        except ImportError:
            return None
        return cls(readline)

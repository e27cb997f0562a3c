"""The error answers the fake gives, shared by the server and its route modules."""

from __future__ import annotations

from typing import Any

from . import limits


class HTTPError(Exception):
    """A request refused the way Discord refuses it: status, JSON error code, message."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.errors = status, code, message, errors or {}


def invalid(problems: list[limits.Problem], prefix: tuple[str | int, ...] = ()) -> HTTPError:
    """Discord's 400 "Invalid Form Body" (50035) with its nested ``errors`` object."""
    detail = "; ".join(f"{'.'.join(map(str, (*prefix, *p)))}: {m}" for p, m in problems)
    return HTTPError(
        400, 50035, f"Invalid Form Body ({detail})", limits.errors_tree(problems, prefix)
    )

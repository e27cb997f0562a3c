"""Options and settings in words: what each accepts, and why a value was refused.

Game options and the bot's settings are pydantic models, so their choices are
already written down in the types (``Literal["seed", "ace_ten"]``, ``int`` with
``ge``/``le``). This reads them from there, so ``python -m bot games`` lists
every option's choices and an error names the option and what it takes —
instead of pydantic's "Extra inputs are not permitted" — without a second list
that could drift from the models.

English for now; each sentence lives in one function here, ready for the catalog.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from annotated_types import Ge, Le, MultipleOf
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

# The spec's own variant is called "seed" in the option values (it was the seed text the
# rules were written from); shown as a default it reads like the --seed flag.
RULES_TEXT_VALUE = "seed"


def value_words(value: Any) -> str:
    """A value as it is typed after ``-o name=``: ``true``, ``ace_ten``, ``48``."""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def _or(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " or " + items[-1]


def _bounds(metadata: Iterable[Any]) -> tuple[Any, Any, Any]:
    low: Any = None
    high: Any = None
    step: Any = None
    for item in metadata:
        if isinstance(item, Ge):
            low = item.ge
        elif isinstance(item, Le):
            high = item.le
        elif isinstance(item, MultipleOf):
            step = item.multiple_of
    return low, high, step


def _literal_values(annotation: Any) -> list[Any] | None:
    if typing.get_origin(annotation) is Literal:
        return list(typing.get_args(annotation))
    return None


def choices(info: FieldInfo) -> str:
    """What a field accepts, in words: ``seed or ace_ten``, ``a whole number from 0 to 100``."""
    annotation = info.annotation
    literal = _literal_values(annotation)
    if literal is not None:
        return _or([value_words(v) for v in literal])
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(inner) == 1:
            return f"{_kind(inner[0], info.metadata)}, or empty"
    return _kind(annotation, info.metadata)


def _kind(annotation: Any, metadata: Iterable[Any]) -> str:
    if annotation is bool:
        return "true or false"
    if annotation in (int, float):
        low, high, step = _bounds(metadata)
        noun = ("a whole number" if annotation is int else "a number") if step is None \
            else f"a multiple of {step}"
        if low is not None and high is not None:
            return f"{noun} from {low} to {high}"
        if low is not None:
            return f"{noun} of at least {low}"
        if high is not None:
            return f"{noun} of at most {high}"
        return noun
    if annotation is str:
        return "text"
    return getattr(annotation, "__name__", str(annotation))


def default_words(info: FieldInfo) -> str:
    """The default as a reader takes it: the spec's own variant says so, not "seed"."""
    if info.default == RULES_TEXT_VALUE:
        return "as the rules text"
    return value_words(info.default)


def option_lines(model: type[BaseModel]) -> list[str]:
    """Each option of a game: its name, choices and default, then what it means."""
    lines: list[str] = []
    for name, info in model.model_fields.items():
        lines.append(f"{name} — {choices(info)} (default: {default_words(info)})")
        if info.description:
            lines.append(f"    {info.description}")
    return lines


# --- refusals --------------------------------------------------------------------------

def _shown(value: Any) -> str:
    return f"“{value}”" if isinstance(value, str) else value_words(value)


def _field(model: type[BaseModel], loc: Sequence[Any]) -> FieldInfo | None:
    """The field a pydantic error location points at, through nested models."""
    current: Any = model
    info: FieldInfo | None = None
    for part in loc:
        fields: Mapping[str, FieldInfo] = getattr(current, "model_fields", {})
        info = fields.get(str(part))
        if info is None:
            return None
        current = info.annotation
    return info


def _siblings(model: type[BaseModel], loc: Sequence[Any]) -> list[str]:
    """The valid names beside the unknown one at ``loc``."""
    current: Any = model
    for part in loc[:-1]:
        info = getattr(current, "model_fields", {}).get(str(part))
        if info is None:
            return []
        current = info.annotation
    return list(getattr(current, "model_fields", {}))


def refusal(model: type[BaseModel], error: Mapping[str, Any], thing: str = "option") -> str:
    """One pydantic error as a sentence naming the field and what it takes.

    ``thing`` is what the fields are called to the reader ("option", "setting").
    """
    loc = [str(part) for part in error.get("loc", ())]
    where = ".".join(loc)
    if error.get("type") == "extra_forbidden":
        valid = _siblings(model, loc)
        listed = f" The {thing}s there are: {', '.join(valid)}." if valid else ""
        if len(loc) > 1:
            return f"There is no {thing} “{loc[-1]}” in [{'.'.join(loc[:-1])}].{listed}"
        return f"There is no {thing} “{where}”.{listed}"
    info = _field(model, loc) if loc else None
    if info is not None and "input" in error and not isinstance(error["input"], dict):
        return f"{where} can't be {_shown(error['input'])}: it must be {choices(info)}."
    message = str(error.get("msg", "")).removeprefix("Value error, ").rstrip(".") + "."
    return message if not where or where in message else f"{where}: {message}"


def refusals(model: type[BaseModel], err: ValidationError, thing: str = "option") -> list[str]:
    """Every error of ``err`` in words (see ``refusal``)."""
    return [refusal(model, e, thing) for e in err.errors(include_url=False)]

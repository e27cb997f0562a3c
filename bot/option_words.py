"""Options and settings in words: what each accepts, and why a value was refused.

Game options and the bot's settings are pydantic models, so their choices are
already written down in the types (``Literal["seed", "ace_ten"]``, ``int`` with
``ge``/``le``). This reads them from there, so ``python -m bot games`` lists
every option's choices and an error names the option and what it takes —
instead of pydantic's "Extra inputs are not permitted" — without a second list
that could drift from the models.

Every phrase is a catalog message (``options.ftl``): the ``*_text`` functions return
``Text`` for a host to render in its reader's language; the plain functions are the same
in English (the terminal's option errors and the configuration's, read by whoever starts
the bot).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from annotated_types import Ge, Le, MultipleOf
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from bot.engine.text import Join, Listing, Msg, Text
from bot.i18n import english

# The spec's own variant is called "seed" in the option values (it was the seed text the
# rules were written from); shown as a default it reads like the --seed flag.
RULES_TEXT_VALUE = "seed"


def value_words(value: Any) -> str:
    """A value as it is typed after ``-o name=``: ``true``, ``ace_ten``, ``48``."""
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


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


def choices_text(info: FieldInfo) -> Text:
    """What a field accepts: ``seed or ace_ten``, ``a whole number from 0 to 100``."""
    annotation = info.annotation
    literal = _literal_values(annotation)
    if literal is not None:
        return Listing([value_words(v) for v in literal], "or") if len(literal) > 1 \
            else value_words(literal[0])
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        inner = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(inner) == 1:
            return Msg("options-or-empty", kind=_kind(inner[0], info.metadata))
    return _kind(annotation, info.metadata)


def choices(info: FieldInfo) -> str:
    """``choices_text`` in English."""
    return english(choices_text(info))


def _kind(annotation: Any, metadata: Iterable[Any]) -> Text:
    if annotation is bool:
        return Msg("options-true-or-false")
    if annotation in (int, float):
        low, high, step = _bounds(metadata)
        noun = (Msg("options-whole-number") if annotation is int else Msg("options-number")) \
            if step is None else Msg("options-multiple", step=value_words(step))
        if low is not None and high is not None:
            return Msg("options-range", kind=noun, low=value_words(low), high=value_words(high))
        if low is not None:
            return Msg("options-at-least", kind=noun, low=value_words(low))
        if high is not None:
            return Msg("options-at-most", kind=noun, high=value_words(high))
        return noun
    if annotation is str:
        return Msg("options-text")
    return str(getattr(annotation, "__name__", annotation))


def default_text(info: FieldInfo) -> Text:
    """The default as a reader takes it: the spec's own variant says so, not "seed"."""
    if info.default == RULES_TEXT_VALUE:
        return Msg("options-as-the-rules-text")
    return value_words(info.default)


def default_words(info: FieldInfo) -> str:
    return english(default_text(info))


def option_lines_text(model: type[BaseModel],
                      describe: Any = None) -> list[tuple[int, Text]]:
    """Each option: ``(0, its name, choices and default)``, then ``(1, what it means)``.

    ``describe(name, info)`` gives the meaning as Text (a game's catalog message); by
    default the field's own description."""
    lines: list[tuple[int, Text]] = []
    for name, info in model.model_fields.items():
        lines.append((0, Msg("options-line", name=name, choices=choices_text(info),
                             default=default_text(info))))
        meaning = describe(name, info) if describe is not None else (info.description or "")
        if meaning:
            lines.append((1, meaning))
    return lines


def option_lines(model: type[BaseModel], locale: str | None = None,
                 describe: Any = None) -> list[str]:
    """``option_lines_text`` rendered (English by default), meanings indented."""
    from bot.i18n import render

    return [("    " if depth else "") + render(text, locale)
            for depth, text in option_lines_text(model, describe)]


# --- refusals --------------------------------------------------------------------------

def _shown(value: Any) -> Text:
    return Msg("options-quoted", value=value) if isinstance(value, str) else value_words(value)


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


def refusal_text(model: type[BaseModel], error: Mapping[str, Any],
                 thing: str = "option") -> Text:
    """One pydantic error as a sentence naming the field and what it takes.

    ``thing`` is what the fields are called to the reader: ``option`` or ``setting``.
    """
    loc = [str(part) for part in error.get("loc", ())]
    where = ".".join(loc)
    if error.get("type") == "extra_forbidden":
        valid = _siblings(model, loc)
        listed: list[Text] = [Msg("options-listed", thing=thing, names=Join(valid, ", "))
                              ] if valid else []
        if len(loc) > 1:
            first: Text = Msg("options-no-such-in", thing=thing, name=loc[-1],
                              section=".".join(loc[:-1]))
        else:
            first = Msg("options-no-such", thing=thing, name=where)
        return Join([first, *listed], " ")
    info = _field(model, loc) if loc else None
    if info is not None and "input" in error and not isinstance(error["input"], dict):
        return Msg("options-cannot-be", name=where, value=_shown(error["input"]),
                   choices=choices_text(info))
    # A model's own check (pydantic's words, or a validator's): passed on as it is.
    message = str(error.get("msg", "")).removeprefix("Value error, ").rstrip(".") + "."
    return message if not where or where in message else f"{where}: {message}"


def refusal(model: type[BaseModel], error: Mapping[str, Any], thing: str = "option") -> str:
    """``refusal_text`` in English."""
    return english(refusal_text(model, error, thing))


def refusals(model: type[BaseModel], err: ValidationError, thing: str = "option") -> list[str]:
    """Every error of ``err`` in English words (see ``refusal_text``)."""
    return [refusal(model, e, thing) for e in err.errors(include_url=False)]

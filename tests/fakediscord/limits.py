"""Discord's payload limits, checked the way Discord checks them.

Each check returns a list of ``(path, message)`` problems; the server turns a
non-empty list into the 400 "Invalid Form Body" (code 50035) Discord answers,
so a bot that breaks a limit fails here exactly where it would in production.
"""

from __future__ import annotations

import re
from typing import Any

Problem = tuple[tuple[str | int, ...], str]

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_COMPONENTS = 25
MAX_COMPONENTS_V2 = 40
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_CHOICES = 25
MAX_STRING_OPTION = 6000  # a string option's value, as a user can type it
IS_COMPONENTS_V2 = 1 << 15

SELECT_TYPES = {3, 5, 6, 7, 8}
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")
LOCALES = frozenset({  # the locales Discord accepts in localization maps
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko"})


def _length(value: Any, limit: int, path: tuple[str | int, ...], out: list[Problem]) -> None:
    if isinstance(value, str) and len(value) > limit:
        out.append((path, f"Must be {limit} or fewer in length."))


def check_embeds(embeds: Any, out: list[Problem]) -> None:
    """Per-field limits plus the 6000-character total over all embeds."""
    if not isinstance(embeds, list):
        return
    if len(embeds) > MAX_EMBEDS:
        out.append((("embeds",), f"Must be {MAX_EMBEDS} or fewer in length."))
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            out.append((("embeds", i), "Must be an object."))
            continue
        p = ("embeds", i)
        for key, limit in (("title", 256), ("description", 4096)):
            value = embed.get(key)
            _length(value, limit, (*p, key), out)
            total += len(value) if isinstance(value, str) else 0
        footer = embed.get("footer") or {}
        _length(footer.get("text"), 2048, (*p, "footer", "text"), out)
        total += len(footer.get("text") or "")
        author = embed.get("author") or {}
        _length(author.get("name"), 256, (*p, "author", "name"), out)
        total += len(author.get("name") or "")
        fields = embed.get("fields") or []
        if len(fields) > 25:
            out.append(((*p, "fields"), "Must be 25 or fewer in length."))
        for j, fld in enumerate(fields):
            name, value = fld.get("name"), fld.get("value")
            if not name:
                out.append(((*p, "fields", j, "name"), "This field is required"))
            if not value:
                out.append(((*p, "fields", j, "value"), "This field is required"))
            _length(name, 256, (*p, "fields", j, "name"), out)
            _length(value, 1024, (*p, "fields", j, "value"), out)
            total += len(name or "") + len(value or "")
    if total > MAX_EMBED_TOTAL:
        out.append((("embeds",), f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}"))


def _check_component(
    comp: dict[str, Any], path: tuple[str | int, ...], ids: set[str], out: list[Problem]
) -> None:
    ctype = comp.get("type")
    cid = comp.get("custom_id")
    if cid is not None:
        if not isinstance(cid, str) or not cid:
            out.append(((*path, "custom_id"), "This field is required"))
        elif len(cid) > MAX_CUSTOM_ID:
            out.append(((*path, "custom_id"), f"Must be {MAX_CUSTOM_ID} or fewer in length."))
        elif cid in ids:
            out.append(((*path, "custom_id"), "Component custom id cannot be duplicated"))
        else:
            ids.add(cid)
    if ctype == 2:
        style = comp.get("style")
        if style == 5:
            if not comp.get("url"):
                out.append(((*path, "url"), "This field is required"))
            if cid is not None:
                out.append(((*path, "custom_id"), "A link button cannot have a custom id"))
        elif style != 6 and cid is None:
            out.append(((*path, "custom_id"), "This field is required"))
        _length(comp.get("label"), 80, (*path, "label"), out)
        if not comp.get("label") and not comp.get("emoji") and style != 6:
            out.append(((*path, "label"), "A button needs a label or an emoji"))
    elif ctype in SELECT_TYPES:
        if cid is None:
            out.append(((*path, "custom_id"), "This field is required"))
        _length(comp.get("placeholder"), 150, (*path, "placeholder"), out)
        lo, hi = comp.get("min_values", 1), comp.get("max_values", 1)
        if not 0 <= lo <= 25:
            out.append(((*path, "min_values"), "Must be between 0 and 25."))
        if not 1 <= hi <= 25:
            out.append(((*path, "max_values"), "Must be between 1 and 25."))
        if ctype == 3:
            options = comp.get("options") or []
            if not options:
                out.append(((*path, "options"), "Must be 1 or more in length."))
            if len(options) > MAX_SELECT_OPTIONS:
                out.append(
                    ((*path, "options"), f"Must be {MAX_SELECT_OPTIONS} or fewer in length.")
                )
            if options and hi > len(options):
                out.append(((*path, "max_values"), "Must be less than or equal to options."))
            seen: set[str] = set()
            for k, opt in enumerate(options):
                op = (*path, "options", k)
                for key in ("label", "value"):
                    if not opt.get(key):
                        out.append(((*op, key), "This field is required"))
                    _length(opt.get(key), 100, (*op, key), out)
                _length(opt.get("description"), 100, (*op, "description"), out)
                if opt.get("value") in seen:
                    out.append(((*op, "value"), "Select option values must be unique"))
                seen.add(opt.get("value"))
    elif ctype == 4:  # text input (modals)
        _length(comp.get("label"), 45, (*path, "label"), out)
        _length(comp.get("placeholder"), 100, (*path, "placeholder"), out)
        _length(comp.get("value"), 4000, (*path, "value"), out)
        if cid is None:
            out.append(((*path, "custom_id"), "This field is required"))
    elif ctype == 10:  # text display
        _length(comp.get("content"), 4000, (*path, "content"), out)


def walk_components(components: Any) -> list[dict[str, Any]]:
    """Every component in a tree (rows, containers, sections, labels), depth first."""
    found: list[dict[str, Any]] = []

    def visit(node: Any) -> None:
        if not isinstance(node, dict):
            return
        found.append(node)
        for child in node.get("components") or []:
            visit(child)
        for key in ("component", "accessory"):
            if isinstance(node.get(key), dict):
                visit(node[key])

    for top in components or []:
        visit(top)
    return found


def check_components(components: Any, flags: int, out: list[Problem]) -> None:
    if not isinstance(components, list):
        return
    ids: set[str] = set()
    if flags & IS_COMPONENTS_V2:
        every = walk_components(components)
        if len(every) > MAX_COMPONENTS_V2:
            out.append((("components",), f"Must be {MAX_COMPONENTS_V2} or fewer in length."))
        for i, comp in enumerate(every):
            _check_component(comp, ("components", i), ids, out)
        return
    if len(components) > MAX_ROWS:
        out.append((("components",), f"Must be {MAX_ROWS} or fewer in length."))
    count = 0
    for i, row in enumerate(components):
        path: tuple[str | int, ...] = ("components", i)
        if not isinstance(row, dict) or row.get("type") != 1:
            out.append(((*path, "type"), "Top-level components must be action rows"))
            continue
        children = row.get("components") or []
        if not children:
            out.append(((*path, "components"), "Must be 1 or more in length."))
        if len(children) > MAX_ROW_BUTTONS:
            out.append(((*path, "components"), f"Must be {MAX_ROW_BUTTONS} or fewer in length."))
        if any(c.get("type") in SELECT_TYPES for c in children) and len(children) > 1:
            out.append(((*path, "components"), "A select must be alone in its action row"))
        for j, comp in enumerate(children):
            count += 1
            _check_component(comp, (*path, "components", j), ids, out)
    if count > MAX_COMPONENTS:
        out.append((("components",), f"Must be {MAX_COMPONENTS} or fewer components."))


def check_message(data: dict[str, Any], *, partial: bool = False) -> list[Problem]:
    """Limits for a message create (or, with ``partial``, an edit's given fields)."""
    out: list[Problem] = []
    flags = int(data.get("flags") or 0)
    content = data.get("content")
    if isinstance(content, str) and len(content) > MAX_CONTENT:
        out.append((("content",), f"Must be {MAX_CONTENT} or fewer in length."))
    if flags & IS_COMPONENTS_V2 and (content or data.get("embeds")):
        out.append((("content",), "Cannot send content or embeds with components v2"))
    check_embeds(data.get("embeds"), out)
    check_components(data.get("components"), flags, out)
    return out


def is_empty(data: dict[str, Any]) -> bool:
    return not (
        data.get("content")
        or data.get("embeds")
        or data.get("components")
        or data.get("attachments")
        or data.get("sticker_ids")
        or data.get("poll")
    )


def check_choices(choices: Any) -> list[Problem]:
    out: list[Problem] = []
    if not isinstance(choices, list):
        return [(("choices",), "This field is required")]
    if len(choices) > MAX_CHOICES:
        out.append((("choices",), f"Must be {MAX_CHOICES} or fewer in length."))
    for i, ch in enumerate(choices):
        name = ch.get("name")
        if not name or len(name) > 100:
            out.append((("choices", i, "name"), "Must be between 1 and 100 in length."))
        if isinstance(ch.get("value"), str) and len(ch["value"]) > 100:
            out.append((("choices", i, "value"), "Must be 100 or fewer in length."))
    return out


def check_modal(data: dict[str, Any]) -> list[Problem]:
    out: list[Problem] = []
    title = data.get("title") or ""
    if not 1 <= len(title) <= 45:
        out.append((("title",), "Must be between 1 and 45 in length."))
    cid = data.get("custom_id") or ""
    if not 1 <= len(cid) <= MAX_CUSTOM_ID:
        out.append((("custom_id",), f"Must be between 1 and {MAX_CUSTOM_ID} in length."))
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        out.append((("components",), "Must be between 1 and 5 in length."))
    ids: set[str] = set()
    for i, comp in enumerate(walk_components(comps)):
        _check_component(comp, ("components", i), ids, out)
    return out


def check_commands(commands: Any) -> list[Problem]:
    """The checks Discord applies to a bulk command overwrite."""
    out: list[Problem] = []
    if not isinstance(commands, list):
        return [((), "Must be an array")]
    if sum(1 for c in commands if c.get("type", 1) == 1) > 100:
        out.append(((), "Must be 100 or fewer chat input commands."))
    names: set[tuple[int, str]] = set()
    for i, cmd in enumerate(commands):
        ctype = cmd.get("type", 1)
        name = cmd.get("name", "")
        if (ctype, name) in names:
            out.append(((i, "name"), "Application command names must be unique"))
        names.add((ctype, name))
        if ctype == 1:
            _check_options(cmd, (i,), out)
    return out


def _check_localizations(node: dict[str, Any], path: tuple[str | int, ...],
                         out: list[Problem], *, name_rule: bool) -> None:
    """Discord's rules for ``name_localizations`` / ``description_localizations``: known
    locales only; a localized name obeys the name rule, a description 1–100 characters."""
    for field in ("name_localizations", "description_localizations"):
        for locale, text in (node.get(field) or {}).items():
            where = (*path, field, locale)
            if locale not in LOCALES:
                out.append((where, f"Invalid locale: {locale}"))
            elif field == "name_localizations" and name_rule:
                if not COMMAND_NAME.match(text) or text != text.lower():
                    out.append((where, "Command name is invalid"))
            elif not 1 <= len(text) <= 100:
                out.append((where, "Must be between 1 and 100 in length."))


def _check_options(node: dict[str, Any], path: tuple[str | int, ...], out: list[Problem]) -> None:
    name = node.get("name", "")
    if not COMMAND_NAME.match(name) or name != name.lower():
        out.append(((*path, "name"), "Command name is invalid"))
    desc = node.get("description", "")
    if not 1 <= len(desc) <= 100:
        out.append(((*path, "description"), "Must be between 1 and 100 in length."))
    _check_localizations(node, path, out, name_rule=True)
    options = node.get("options") or []
    if len(options) > 25:
        out.append(((*path, "options"), "Must be 25 or fewer in length."))
    seen_optional = False
    for k, opt in enumerate(options):
        op = (*path, "options", k)
        if opt.get("type") in (1, 2):
            _check_options(opt, op, out)
            continue
        _check_options({**opt, "options": []}, op, out)
        if opt.get("required"):
            if seen_optional:
                out.append((op, "Required options must be placed before non-required options"))
        else:
            seen_optional = True
        choices = opt.get("choices") or []
        for c, choice in enumerate(choices):
            _check_localizations(choice, (*op, "choices", c), out, name_rule=False)
        if len(choices) > MAX_CHOICES:
            out.append(((*op, "choices"), f"Must be {MAX_CHOICES} or fewer in length."))
        if choices and opt.get("autocomplete"):
            out.append(((*op, "autocomplete"), "Autocomplete cannot be set with choices"))


def errors_tree(problems: list[Problem], prefix: tuple[str | int, ...] = ()) -> dict[str, Any]:
    """Nest problems like Discord's ``errors`` object (``{"a": {"0": {"_errors": []}}}``)."""
    tree: dict[str, Any] = {}
    for path, message in problems:
        node = tree
        for part in (*prefix, *path):
            node = node.setdefault(str(part), {})
        node.setdefault("_errors", []).append({"code": "BASE_TYPE_INVALID", "message": message})
    return tree

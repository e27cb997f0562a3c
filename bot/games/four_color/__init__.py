"""Four Color Cards (四色牌 / Tứ sắc): draw, meld, discard and out-of-turn claims.

The authority is ``shared/rules/four-color.md``; section numbers (§) refer to it.
Four Color is not French-suited, so the package has its own cards.

- ``cards``: card ids, the notation players type (``RC`` red Chariot), the faces
  they see (🟥俥) and the deal layout (§3, §5.1).
- ``melds``: what makes a meld (§7) and the best arrangement of a hand (§10.2).
- ``actions``: the moves as actions, and how typed text is read as one.
- ``state``: the match as a state machine (``FourColor``), registered as ``four-color``.
- ``refusals``: why a move is refused, each reply saying what to type instead.
- ``display``: how a state reads (views, labels, prompts), all through the catalog
  ``bot/i18n/locales/*/four-color.ftl``.
- ``position``: a described mid-deal position as a checked state, and back.
- ``timing``: the figures ``python -m bot bench`` prints for this game.

Actions
-------
- ``mulligan`` / ``keep`` — the mulligan check after the deal (§5.3).
- ``discard:RC`` — discard a concealed card; ``win`` — declare a win when,
  after melding, every concealed card fits in melds (§8.4).
- In a claim window on an exposed card (§9): the turn player answers
  ``meld:RC+RH+RN`` (the whole meld, exposed card included), ``win``, and
  ``draw`` (after a discard) or ``decline`` (after his own draw); every other
  seat with a legal claim answers ``win``, ``quad``, ``triple`` or ``pass``.
  ``to_act`` holds all of them at once; the window resolves by priority
  (WIN > QUAD > TRIPLE > turn player, §9.3) once all have answered, so the
  order of the answers never matters. Answers stay secret until then.

A ``win`` claim scores the best arrangement: the engine picks the meld that
takes the card and the split of the rest with the highest value (§10.2).

Who is asked in a claim window is the option ``claim_prompt``. By default
(``everyone``, the recommendation of §13 Q8) every seat but a discarder answers
each window — ``pass`` is the only choice of a seat without a claim — so
``to_act`` and the views never tell who holds a claim. ``auto_answer`` gives that
lone ``pass`` (or ``keep``) so a host can answer for such seats after the same
fixed delay as everyone else. ``claimants`` asks only the turn seat and the seats
with a claim; ``choices`` asks only seats with a real choice and gives every
forced answer at once (computer playouts: three answers in four are forced).

Two to four players use the same deck and rules (§2, §12): the deal layout
generalises (§5.1) and each other player pays the winner (§10.3).
"""

from bot.games.four_color.actions import (
    QUAD_BIT,
    TRIPLE_BIT,
    TURN_BIT,
    WIN_BIT,
    meld_action,
    parse_meld,
)
from bot.games.four_color.cards import (
    ADVISOR,
    BLACK_CHARS,
    CANNON,
    CHARIOT,
    CODE_CARD,
    CODES,
    COLOUR_LETTERS,
    COPIES,
    DECK,
    ELEPHANT,
    GENERAL,
    GREEN,
    HORSE,
    JOKER,
    JOKERS,
    MARKERS,
    NTYPES,
    PIECE_LETTERS,
    RED,
    RED_CHARS,
    SOLDIER,
    TEXTS,
    WHITE,
    YELLOW,
    Card,
    CardParseError,
    build_deck,
    card_code,
    card_name,
    card_text,
    colour_of,
    counts_of,
    deal_layout,
    expand,
    make,
    parse_card,
    parse_cards,
    piece_of,
    sort_cards,
)
from bot.games.four_color.melds import (
    COMMAND,
    CONCEALED_VALUE,
    EXPOSED,
    EXPOSED_VALUE,
    FIELD,
    FOURCOLOUR,
    KIND_NAMES,
    PAIR,
    QUAD,
    REVEALED,
    SINGLE,
    TRICOLOUR,
    TRIPLE,
    Rules,
    best_win,
    classify,
    clear_memo,
    hidden_split,
    hidden_value,
    melds_with,
    rules_for,
    win_mask,
)
from bot.games.four_color.options import FourColorOptions
from bot.games.four_color.state import FourColor
from bot.games.four_color.timing import contract_deals, win_detection_timing

__all__ = [
    "ADVISOR", "BLACK_CHARS", "CANNON", "CHARIOT", "CODES", "CODE_CARD", "COLOUR_LETTERS",
    "COMMAND", "CONCEALED_VALUE", "COPIES", "DECK", "ELEPHANT", "EXPOSED", "EXPOSED_VALUE",
    "FIELD", "FOURCOLOUR", "GENERAL", "GREEN", "HORSE", "JOKER", "JOKERS", "KIND_NAMES",
    "MARKERS", "NTYPES", "PAIR", "PIECE_LETTERS", "QUAD", "QUAD_BIT", "RED", "RED_CHARS",
    "REVEALED", "SINGLE", "SOLDIER", "TEXTS", "TRICOLOUR", "TRIPLE", "TRIPLE_BIT", "TURN_BIT",
    "WHITE", "WIN_BIT", "YELLOW", "Card", "CardParseError", "FourColor", "FourColorOptions",
    "Rules", "best_win", "build_deck", "card_code", "card_name", "card_text", "classify",
    "clear_memo", "colour_of", "contract_deals", "counts_of", "deal_layout", "expand",
    "hidden_split", "hidden_value", "make", "meld_action", "melds_with", "parse_card",
    "parse_cards", "parse_meld", "piece_of", "rules_for", "sort_cards", "win_detection_timing",
    "win_mask",
]

"""The table options of Four Color: every variant of §12, defaults as the seed rules."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from bot.engine.game import Options


class FourColorOptions(Options):
    """Every variant of §12; the defaults are the seed rules.

    ``claim_prompt`` is not a rule but who is asked in a claim window (§13 Q8):
    ``everyone`` (the default) asks every seat but a discarder, so nobody learns
    who holds a claim; ``claimants`` asks only the turn seat and the seats with a
    claim; ``choices`` asks only seats with a real choice and gives every forced
    answer inside the engine (a lone pass, the only draw, the only decline) —
    what computer playouts use, as most answers are forced.
    """

    deals: int = Field(default=4, ge=1, le=100,
                       description="deals in a match (redeals after a mulligan don't count)")
    jokers: bool = Field(default=False,
                         description="add 5 jokers: SINGLEs worth 1, never discarded")
    generals_never_discarded: bool = Field(
        default=True, description="Generals can't be discarded; a drawn General must be kept")
    general_steal_only_to_win: bool = Field(
        default=False, description="a General may be claimed out of turn only to win")
    tricolour_soldiers_only: bool = Field(default=False,
                                          description="TRICOLOUR only with Soldiers")
    fourcolour_soldiers_only: bool = Field(default=False,
                                           description="FOURCOLOUR only with Soldiers")
    no_split_dealt_triple: bool = Field(
        default=False, description="marked dealt triples must stay together")
    mulligan: bool = Field(default=True,
                           description="a hand with no General and no 3 of a kind may redeal")
    dealt_quad_value: Literal["concealed", "exposed"] = Field(
        default="concealed", description="a revealed dealt quad scores 8 (concealed) or 6")
    dealer_natural_win: bool = Field(
        default=False, description="the dealer may win with his 21 dealt cards")
    claim_prompt: Literal["everyone", "claimants", "choices"] = Field(
        default="everyone",
        description="everyone: every seat answers a claim window (hides who has a claim); "
                    "claimants: only the turn seat and seats with a claim answer (shows who); "
                    "choices: only seats with a real choice answer, forced answers are given "
                    "at once (fastest, shows who)")

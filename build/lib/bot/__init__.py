"""Card Table: a Discord bot for Huutopussi, Fifty-Six, Prefa and Four Color Cards."""

__version__ = "0.1.0"

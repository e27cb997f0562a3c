"""Pictures of cards and tables, drawn by the project's own code with Pillow.

Knows nothing of Discord: card faces (one image per distinct card, with a stable
emoji-ready name and a content hash) and a table picture drawn from a neutral
:class:`~bot.pictures.scene.TableScene`.
"""

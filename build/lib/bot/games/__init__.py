"""One module per game; each registers itself with ``bot.engine.register``."""

"""Put on PYTHONPATH of a child bot process: points discord.py at the fake Discord.

Active only when FAKEDISCORD_URL is set (FakeDiscord.spawn / child_env do that).
"""

import importlib.util
import os
import pathlib

if os.environ.get("FAKEDISCORD_URL"):
    _path = pathlib.Path(__file__).resolve().parent.parent / "patch.py"
    _spec = importlib.util.spec_from_file_location("_fakediscord_patch", _path)
    assert _spec is not None and _spec.loader is not None
    _module = importlib.util.module_from_spec(_spec)
    _spec.loader.exec_module(_module)
    _module.install_from_env()

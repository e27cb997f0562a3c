"""Put on PYTHONPATH of a child bot process: points discord.py at the fake Discord.

Active only when FAKEDISCORD_URL is set (FakeDiscord.spawn / child_env do that). The patch
is applied as ``discord`` is first imported, right after its own code ran (as if applied
here, which imports it), so a process the bot starts that never talks to Discord (the
table-picture process inherits this environment) is left as it runs in production:
importing discord.py for the patch cost it 32 MiB.
"""

import importlib.abc
import importlib.util
import os
import pathlib
import sys


def _install() -> None:
    path = pathlib.Path(__file__).resolve().parent.parent / "patch.py"
    spec = importlib.util.spec_from_file_location("_fakediscord_patch", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.install_from_env()


class _PatchOnImport(importlib.abc.MetaPathFinder):
    """Finds ``discord`` as usual, and has the patch applied once it is loaded."""

    def find_spec(self, name, path, target=None):  # type: ignore[no-untyped-def]
        if name != "discord":
            return None
        sys.meta_path.remove(self)  # once, and not for the lookup just below
        spec = importlib.util.find_spec(name)
        if spec is None or spec.loader is None:
            return spec
        load = spec.loader.exec_module

        def load_then_patch(module):  # type: ignore[no-untyped-def]
            load(module)
            _install()

        spec.loader.exec_module = load_then_patch  # type: ignore[method-assign]
        return spec


if os.environ.get("FAKEDISCORD_URL"):
    if "discord" in sys.modules:
        _install()
    else:
        sys.meta_path.insert(0, _PatchOnImport())

"""Fill a folder with the wheels the Pyodide lane installs: skywidgets and its test tools.

    python3 scripts/pyodide_wheels.py DEST

The test tools come at requirements/lock.txt's versions for Pyodide's Python (pure-Python
wheels from PyPI, downloaded here, before the lane runs: the lane itself has no network);
micropip at the version Pyodide's own lock names; skywidgets built from this checkout.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from skywidgets import lockfile  # noqa: E402
from skywidgets.site_wheels import PYODIDE_PYTHON  # noqa: E402

#: What the lane needs beyond the standard library (hypothesis has no WebAssembly wheel).
TEST_TOOLS = ["pytest"]


def main(dest: Path) -> int:
    """Download the wheels and build skywidgets'; print what the folder holds."""
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("*.whl"):
        old.unlink()
    env = lockfile.environment(PYODIDE_PYTHON, "emscripten", "wasm32")
    pins = lockfile.closure(TEST_TOOLS, env)
    pyodide_lock = json.loads((ROOT / "node_modules/pyodide/pyodide-lock.json").read_text())
    pins["micropip"] = pyodide_lock["packages"]["micropip"]["version"]
    specs = [f"{name}=={version}" for name, version in pins.items()]
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    subprocess.run(
        [*pip, "download", "-q", "--no-deps", "--only-binary=:all:", "--platform", "any"]
        + ["--python-version", PYODIDE_PYTHON.rsplit(".", 1)[0], "-d", str(dest), *specs],
        check=True,
    )
    subprocess.run(
        [*pip, "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", str(dest), str(ROOT)],
        check=True,
    )
    print("pyodide lane wheels: " + ", ".join(sorted(p.name for p in dest.glob("*.whl"))))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/pyodide_wheels.py DEST")
    sys.exit(main(Path(sys.argv[1])))

"""The one lock (`requirements/lock.txt`), read for the tests, the site and the Pyodide lane.

`scripts/lock` writes the lock with uv (a universal lock: exact pins, with environment markers
where a version differs between Pythons). This module only reads it: which version an
environment gets, and whether the lock still satisfies what `pyproject.toml` asks for.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

try:  # `packaging` is everywhere pip is; scripts/test reads the lock before installing
    from packaging.markers import Marker
    from packaging.requirements import Requirement
except ImportError:  # pragma: no cover - a bare interpreter with only pip
    from pip._vendor.packaging.markers import Marker  # type: ignore[no-redef, assignment, unused-ignore]
    from pip._vendor.packaging.requirements import Requirement  # type: ignore[no-redef, assignment, unused-ignore]

try:
    import tomllib
except ImportError:  # pragma: no cover - Python 3.10
    from pip._vendor import tomli as tomllib  # type: ignore[no-redef, assignment, unused-ignore]


def canonicalize_name(name: str) -> str:
    """A package name as the index compares it (PEP 503: lower case, runs of -_. as -)."""
    return re.sub(r"[-_.]+", "-", name).lower()


ROOT = Path(__file__).resolve().parent.parent
LOCK = ROOT / "requirements" / "lock.txt"

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([^\s;]+)\s*(?:;\s*(.+))?$")


class LockError(Exception):
    """The lock is missing, unreadable or no longer satisfies pyproject.toml (one line)."""


@dataclass(frozen=True)
class Pin:
    """One line of the lock: a package at an exact version, under an optional marker."""

    name: str
    version: str
    marker: str | None = None

    def applies(self, env: dict[str, str]) -> bool:
        """Whether this pin is the one for an environment (marker variables, e.g. a Python)."""
        return self.marker is None or Marker(self.marker).evaluate(env)


def read(path: Path = LOCK) -> list[Pin]:
    """Every pin of a lock file, in its order; a line that is not `NAME==VERSION` is refused."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        why = f"{path}: cannot read the lock ({exc.strerror}): run bash scripts/lock"
        raise LockError(why) from None
    found = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = _PIN.match(line)
        if match is None:
            raise LockError(f"{path.name} line {number}: {line!r} is not NAME==VERSION")
        found.append(Pin(canonicalize_name(match[1]), match[2], match[3]))
    return found


def required_by(path: Path = LOCK) -> dict[str, set[str]]:
    """{package: the locked packages that require it}, from the lock's `# via` notes."""
    parents: dict[str, set[str]] = {}
    current: str | None = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        match = _PIN.match(raw.strip())
        if match:
            current = canonicalize_name(match[1])
            parents.setdefault(current, set())
            continue
        note = raw.strip().lstrip("#").strip()
        if current is None or not raw.startswith("    #") or note == "via":
            continue
        note = note.removeprefix("via ").strip()
        if note and not note.startswith("-") and " " not in note:
            parents[current].add(canonicalize_name(note))
    return parents


def closure(roots: list[str], env: dict[str, str], path: Path = LOCK) -> dict[str, str]:
    """{package: version} for `roots` and everything they need in an environment, per the lock."""
    have = versions(env, read(path))
    children: dict[str, set[str]] = {}
    for child, parents in required_by(path).items():
        for parent in parents:
            children.setdefault(parent, set()).add(child)
    todo = [canonicalize_name(r) for r in roots]
    out: dict[str, str] = {}
    while todo:
        name = todo.pop()
        if name in out:
            continue
        if name not in have:
            raise LockError(f"{name} is not in {path.name} for this environment")
        out[name] = have[name]
        todo += [c for c in children.get(name, ()) if c in have]
    return dict(sorted(out.items()))


def environment(python: str, platform: str = "linux", machine: str = "x86_64") -> dict[str, str]:
    """Marker variables for a Python `X.Y` (or `X.Y.Z`) on a platform (`sys_platform`)."""
    full = python if python.count(".") == 2 else python + ".0"
    system = {"linux": "Linux", "darwin": "Darwin", "win32": "Windows", "emscripten": "Emscripten"}
    return {
        "python_version": ".".join(full.split(".")[:2]),
        "python_full_version": full,
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "sys_platform": platform,
        "platform_system": system.get(platform, platform),
        "platform_machine": machine,
        "os_name": "nt" if platform == "win32" else "posix",
        "extra": "",
    }


def versions(env: dict[str, str], pins: list[Pin] | None = None) -> dict[str, str]:
    """{package: version} that the lock installs in an environment."""
    chosen: dict[str, str] = {}
    for pin in read() if pins is None else pins:
        if pin.applies(env):
            if pin.name in chosen and chosen[pin.name] != pin.version:
                raise LockError(f"the lock pins {pin.name} twice for one environment")
            chosen[pin.name] = pin.version
    return chosen


def project_requirements(pyproject: Path = ROOT / "pyproject.toml") -> list[Requirement]:
    """Every requirement of the project: its dependencies and each extra's (minus itself)."""
    data: dict[str, Any] = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    project = data["project"]
    own = canonicalize_name(project["name"])
    reqs = [Requirement(r) for r in project.get("dependencies", [])]
    for extra in project.get("optional-dependencies", {}).values():
        reqs += [Requirement(r) for r in extra]
    return [r for r in reqs if canonicalize_name(r.name) != own]


#: The Pythons the lock covers (requires-python >= 3.10, Pyodide's 3.14 included).
PYTHONS = ("3.10", "3.11", "3.12", "3.13", "3.14")


def problems(pyproject: Path = ROOT / "pyproject.toml", lock: Path = LOCK) -> list[str]:
    """Each requirement of pyproject.toml the lock fails, as a line naming the package."""
    pins = read(lock)
    found: dict[str, list[str]] = {}  # line -> the Pythons it holds for
    for python in PYTHONS:
        env = environment(python)
        have = versions(env, pins)
        for req in project_requirements(pyproject):
            if req.marker is not None and not req.marker.evaluate(env):
                continue
            name = canonicalize_name(req.name)
            asked = f"{req.name}: pyproject.toml asks for {req} but {lock.name}"
            if name not in have:
                line = f"{asked} has no pin"
            elif not req.specifier.contains(have[name], prereleases=True):
                line = f"{asked} pins {have[name]}"
            else:
                continue
            found.setdefault(line, []).append(python)
    return [f"{line} (Python {', '.join(py)}); run bash scripts/lock" for line, py in found.items()]


def main() -> int:
    """`python3 skywidgets/lockfile.py`: exit 1 with one line per unmet requirement."""
    try:
        found = problems()
    except LockError as exc:
        found = [str(exc)]
    for line in found:
        print(f"requirements/lock.txt no longer satisfies pyproject.toml: {line}")
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Files: users' files read with a size cap; the project's files never left half-written.

Everything skywidgets writes goes to a temporary file (or folder) beside its target and is
renamed into place, so a crash, a full disk or Ctrl-C leaves either the old file or the new
one, never an empty or truncated one.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
from pathlib import Path

from .limits import MAX_FILE_BYTES

PathLike = str | os.PathLike[str]


class TooBig(ValueError):
    """A file larger than the documented maximum (limits.MAX_FILE_BYTES)."""


def read_bytes(path: PathLike, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a file of at most `limit` bytes (TooBig past it, without reading on)."""
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise TooBig(f"it is larger than {limit // (1024 * 1024)} MB, the most a file may be")
    return data


def read_text(path: PathLike, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of a file of at most `limit` bytes (TooBig past it, without reading on)."""
    return read_bytes(path, limit).decode("utf-8")


def same_file(a: PathLike, b: PathLike) -> bool:
    """Whether two paths name the same file (an output would overwrite an input)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.abspath(a) == os.path.abspath(b)


def _sibling(target: Path, kind: str) -> Path:
    return target.parent / f".{target.name}.{kind}-{os.getpid()}-{secrets.token_hex(4)}"


def write_text(path: PathLike, text: str) -> None:
    """Write `text` (UTF-8) to `path` through a temporary file in the same folder and a rename."""
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(21, "it is a folder", str(target))
    tmp = _sibling(target, "tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            with contextlib.suppress(OSError):  # not every file system syncs (Pyodide's)
                os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def install_folder(source: PathLike, target: PathLike) -> None:
    """Copy folder `source` beside `target`, then rename it into place (an old one is removed)."""
    target = Path(target)
    new = _sibling(target, "new")
    try:
        shutil.copytree(source, new)
    except BaseException:
        shutil.rmtree(new, ignore_errors=True)
        raise
    old = _sibling(target, "old") if target.exists() else None
    if old is not None:
        os.replace(target, old)
    os.replace(new, target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)

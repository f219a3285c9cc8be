"""The base map: terrain per hex, river spaces, adjacency, bridge spots and the canal.

Provenance: the map rows and the hex-adjacency rule are snellman facts (RULINGS.md, TM part);
the bridge spots are derived from the base rule (a bridge spans one river edge between two
land hexes); the canal position is [project-defined] (RULINGS: across hex E4).
"""

from __future__ import annotations

from skywidgets.core.memo import memo

from .tables import PROJECT_DEFINED

# Terrain letters: U plains, S mountains, G forest, L lakes, D desert, W wasteland,
# K swamp, ~ river.  Rows alternate 13 and 12 hexes; odd rows are shifted half a hex right.
BASE_MAP_ROWS = (
    "U S G L D W U K W G L W K",
    "D ~ ~ U K ~ ~ D K ~ ~ D",
    "~ ~ K ~ S ~ G ~ G ~ S ~ ~",
    "G L D ~ ~ W L ~ W ~ W U",
    "K U W L K U S D ~ ~ G K L",
    "S G ~ ~ D G ~ ~ ~ U S U",
    "~ ~ ~ S ~ W ~ G ~ D K L D",
    "D L U ~ ~ ~ L K ~ S U S",
    "W K S L W G D U S ~ L G W",
)
RIVER = "~"
ROW_LETTERS = "ABCDEFGHI"


def _cells() -> tuple[tuple[int, int, str], ...]:
    out = []
    for r, row in enumerate(BASE_MAP_ROWS):
        for c, t in enumerate(row.split()):
            out.append((r, c, t))
    return tuple(out)


CELLS = _cells()
N_HEXES = len(CELLS)
TERRAIN = tuple(t for _, _, t in CELLS)
COORD = tuple((r, c) for r, c, _ in CELLS)
INDEX = {rc: i for i, rc in enumerate(COORD)}
LAND = tuple(i for i, t in enumerate(TERRAIN) if t != RIVER)
RIVERS = tuple(i for i, t in enumerate(TERRAIN) if t == RIVER)
IS_RIVER = tuple(t == RIVER for t in TERRAIN)


def _name(i: int) -> str:
    """Snellman-style name: row letter and the hex's number among that row's land hexes."""
    r, c = COORD[i]
    if IS_RIVER[i]:
        return f"river {ROW_LETTERS[r]}:{c + 1}"
    n = sum(1 for j in range(N_HEXES) if COORD[j][0] == r and COORD[j][1] <= c and not IS_RIVER[j])
    return f"{ROW_LETTERS[r]}{n}"


NAMES = tuple(_name(i) for i in range(N_HEXES))
BY_NAME = {n: i for i, n in enumerate(NAMES)}


def _neighbours(i: int) -> tuple[int, ...]:
    r, c = COORD[i]
    cand = [(r, c - 1), (r, c + 1)]
    shift = (-1, 0) if r % 2 == 0 else (0, 1)
    for dr in (-1, 1):
        for dc in shift:
            cand.append((r + dr, c + dc))
    return tuple(sorted(INDEX[rc] for rc in cand if rc in INDEX))


ADJ = tuple(_neighbours(i) for i in range(N_HEXES))
ADJ_SET = tuple(frozenset(a) for a in ADJ)
RIVERSIDE = tuple(not IS_RIVER[i] and any(IS_RIVER[j] for j in ADJ[i]) for i in range(N_HEXES))


def _bridge_spots() -> tuple[tuple[int, int], ...]:
    """Pairs of land hexes two apart whose two shared neighbours are both river spaces."""
    out = []
    for a in LAND:
        for b in LAND:
            if b <= a or b in ADJ_SET[a]:
                continue
            common = ADJ_SET[a] & ADJ_SET[b]
            if len(common) == 2 and all(IS_RIVER[x] for x in common):
                out.append((a, b))
    return tuple(out)


BRIDGE_SPOTS = _bridge_spots()

# The canal ([project-defined] position, see tables.PROJECT_DEFINED) crosses land hex E4 from
# the river space above it to the two river spaces below it: a ship crosses it in one space.
CANAL_HEX = BY_NAME[PROJECT_DEFINED["canal_hex"]]
CANAL_LINKS = tuple(
    (a, b)
    for a in ADJ[CANAL_HEX]
    if IS_RIVER[a] and COORD[a][0] < COORD[CANAL_HEX][0]
    for b in ADJ[CANAL_HEX]
    if IS_RIVER[b] and COORD[b][0] > COORD[CANAL_HEX][0]
)


def _ship_adj() -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = []
    for i in range(N_HEXES):
        if not IS_RIVER[i]:
            out.append(())
            continue
        nb = {j for j in ADJ[i] if IS_RIVER[j]}
        for a, b in CANAL_LINKS:
            if a == i:
                nb.add(b)
            if b == i:
                nb.add(a)
        out.append(tuple(sorted(nb)))
    return tuple(out)


# River-to-river moves a ship may make in one space (canal included).
SHIP_ADJ = _ship_adj()


def river_distances(start: frozenset[int] | set[int], limit: int) -> dict[int, int]:
    """River spaces reachable from land hexes `start` over ≤ `limit` river spaces (no canal).

    Returns {river hex: number of river spaces crossed to stand on it}.
    """
    dist: dict[int, int] = {}
    frontier = []
    for h in start:
        for j in ADJ[h]:
            if IS_RIVER[j] and j not in dist:
                dist[j] = 1
                frontier.append(j)
    d = 1
    while frontier and d < limit:
        d += 1
        nxt = []
        for i in frontier:
            for j in ADJ[i]:
                if IS_RIVER[j] and j not in dist:
                    dist[j] = d
                    nxt.append(j)
        frontier = nxt
    return {k: v for k, v in dist.items() if v <= limit}


def hex_distance(a: int, b: int) -> int:
    """Hex-grid distance between two spaces (offset rows converted to cube coordinates)."""

    def cube(i: int) -> tuple[int, int, int]:
        """Cube coordinates of space `i`."""
        r, c = COORD[i]
        x = c - (r - (r & 1)) // 2  # odd rows are shifted half a hex right
        return x, r, -x - r

    ax, ay, az = cube(a)
    bx, by, bz = cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


# Tables for the hot path of "where may a seat build" (reach.py), worked out once.
LAND_ADJ = tuple(frozenset(j for j in ADJ[h] if not IS_RIVER[j]) for h in range(N_HEXES))
TABLED_SHIPPING = 6


def _shore(h: int, n: int) -> frozenset[int]:
    """Land hexes next to the river spaces within `n` river spaces of land hex `h`."""
    if n <= 0:
        return frozenset()
    rivers = river_distances(frozenset((h,)), n)
    return frozenset(j for r in rivers for j in ADJ[r] if not IS_RIVER[j])


_SHORES = tuple(tuple(_shore(h, n) for h in range(N_HEXES)) for n in range(TABLED_SHIPPING + 1))


def shores(h: int, n: int) -> frozenset[int]:
    """Land hexes reached from `h` with shipping value `n` (the union over several start
    hexes equals `river_distances` from all of them at once)."""
    return _SHORES[n][h] if 0 <= n <= TABLED_SHIPPING else _shore(h, n)


@memo(4 * N_HEXES)
def land_within(h: int, r: int) -> frozenset[int]:
    """Land hexes at most `r` spaces from `h` (hex distance)."""
    return frozenset(j for j in LAND if hex_distance(h, j) <= r)


def river(row: str, col: int) -> int:
    """The hex at row letter `row`, 1-based column `col` of that row (a river space, say)."""
    return INDEX[(ROW_LETTERS.index(row), col - 1)]

"""Tile geometry: island edges as 4-bit masks, regions after rotation, and plain descriptions."""

from __future__ import annotations

from .data import EDGE_NAMES, FIRST_TILE_ID, INITIAL_BLOCK, QUARTER_NAMES, SHAPES, TILE_TABLE


def edge_mask(letters: str) -> int:
    """The 4-bit mask of edge letters ("NE" -> N and E bits)."""
    return sum(1 << EDGE_NAMES.index(c) for c in set(letters))


def rotate(mask: int, rotation: int) -> int:
    """The mask after `rotation` quarter turns clockwise (N moves to E for one turn)."""
    r = rotation % 4
    return ((mask << r) | (mask >> (4 - r))) & 0xF


def mask_names(mask: int) -> list[str]:
    """Edge letters of a mask, in N, E, S, W order."""
    return [name for d, name in enumerate(EDGE_NAMES) if mask >> d & 1]


def _base() -> list[tuple[str, str, tuple[int, ...]]]:
    out: list[tuple[str, str, tuple[int, ...]]] = [
        ("initial", ship, (edge_mask(region),)) for _x, _y, region, ship in INITIAL_BLOCK
    ]
    for shape, ship in TILE_TABLE:
        out.append((shape, ship, tuple(edge_mask(r) for r in SHAPES[shape])))
    return out


_BASE = _base()
SHIP: tuple[str, ...] = tuple(ship for _s, ship, _r in _BASE)
SHAPE: tuple[str, ...] = tuple(shape for shape, _s, _r in _BASE)
# REGIONS[tile][rotation] -> island region masks, in the tile's own region order.
REGIONS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(rotate(m, r) for m in regions) for r in range(4)) for _s, _c, regions in _BASE
)
# MASK[tile][rotation] -> every island edge of the tile.
MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(sum(regs) for regs in per_rot) for per_rot in REGIONS
)
# REGION_AT[tile][rotation][direction] -> index of the region holding that edge, or -1.
REGION_AT: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(next((i for i, m in enumerate(regs) if m >> d & 1), -1) for d in range(4))
        for regs in per_rot
    )
    for per_rot in REGIONS
)

# FITS[tile][known << 4 | island] -> the rotations (ascending) whose island edges match an
# empty cell's required edges: `island` on the `known` sides that face a tile.
FITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(r for r in range(4) if masks[r] & (key >> 4) == key & 0xF) for key in range(256))
    for masks in MASK
)

# The (known, island) combinations an open cell can have (island edges only where known).
FIT_KEYS: tuple[int, ...] = tuple(k for k in range(256) if k & 0xF & ~(k >> 4) == 0)


def is_initial(tile: int) -> bool:
    """Whether the tile is a quarter of the initial block."""
    return 0 <= tile < FIRST_TILE_ID


def tile_name(tile: int) -> str:
    """A short public name: "NW quarter" or "corner tile 12 (red ship)"."""
    if is_initial(tile):
        return f"{QUARTER_NAMES[tile]} ({SHIP[tile]} ship)"
    return f"{SHAPE[tile].replace('_', ' ')} tile {tile} ({SHIP[tile]} ship)"


EdgesJson = dict[str, str]
RegionsJson = list[list[str]]


def _shape_json(tile: int, rotation: int) -> tuple[EdgesJson, RegionsJson]:
    """(edges dict, regions list) of a tile after rotation, as views show them."""
    mask = MASK[tile][rotation]
    edges = {name: ("island" if mask >> d & 1 else "sky") for d, name in enumerate(EDGE_NAMES)}
    return edges, [mask_names(m) for m in REGIONS[tile][rotation]]


# SHAPE_JSON[tile][rotation]: `_shape_json` of every tile in every rotation, made once
SHAPE_JSON = tuple(tuple(_shape_json(t, r) for r in range(4)) for t in range(len(MASK)))


def tile_shape_json(tile: int, rotation: int) -> tuple[EdgesJson, RegionsJson]:
    """(edges dict, regions list) of a tile after rotation, for views (fresh copies)."""
    edges, regions = SHAPE_JSON[tile][rotation]
    return dict(edges), [list(r) for r in regions]

"""Island parts joined tile by tile: the union-find behind `Geometry.comp` and `parts`.

A part is a set of island regions joined across matching island edges, with the number of
its island edges that face an empty cell; each placement adds its tile's regions in place,
to copies the new geometry owns.
"""

from __future__ import annotations

Region = tuple[int, int, int]  # x, y, region index
Part = tuple[tuple[Region, ...], int]  # regions, island edges facing an empty cell


def join_tile(
    comp: dict[Region, int],
    parts: list[Part | None],
    fresh: tuple[Region, ...],
    new_open: list[int],
    joins: list[list[int]],
) -> None:
    """Add the island regions `fresh` of one new tile to the parts (in place): per region,
    its island edges facing an empty cell (`new_open`) and the old parts it meets (`joins`).

    A tile has at most two island regions; they join one part when they both meet a common
    old part, else each joins the parts it meets (or starts one).
    """
    if len(fresh) == 2 and not set(joins[0]).isdisjoint(joins[1]):
        join(comp, parts, (fresh[1], fresh[0]), new_open[1] + new_open[0], joins[1] + joins[0])
        return
    for i, region in enumerate(fresh):
        join(comp, parts, (region,), new_open[i], joins[i])


def join(
    comp: dict[Region, int],
    parts: list[Part | None],
    fresh: tuple[Region, ...],
    opened: int,
    met: list[int],
) -> None:
    """Add new island regions to the parts, joining the old parts they meet (in place).

    `opened` counts their island edges facing an empty cell, `met` the old part of every
    island edge they close (a part once per edge). The largest old part keeps its index;
    the regions of the others are relabelled.
    """
    open_edges = opened - len(met)
    if not met:
        index = len(parts)
        parts.append((fresh, open_edges))
        for r in fresh:
            comp[r] = index
        return
    olds = list(set(met))
    olds.sort(key=lambda k: -len(parts[k][0]))  # type: ignore[index]
    index = olds[0]
    regions, edges_left = parts[index]  # type: ignore[misc]
    regions += fresh
    open_edges += edges_left
    moved = fresh
    for k in olds[1:]:
        part = parts[k]
        assert part is not None
        regions += part[0]
        moved += part[0]
        open_edges += part[1]
        parts[k] = None
    parts[index] = (regions, open_edges)
    for r in moved:
        comp[r] = index

"""Island parts joined tile by tile: the union-find behind `Geometry.comp` and `parts`.

A part is a set of island regions joined across matching island edges, with the number of
its island edges that face an empty cell; each placement adds its tile's regions in place,
to copies the new geometry owns.
"""

from __future__ import annotations

from .actions import Build, new_build

Region = tuple[int, int, int]  # x, y, region index
Part = tuple[tuple[Region, ...], int]  # regions, island edges facing an empty cell

# `cell << 2 | regions` -> the island regions of a tile with that many regions on that cell
# and their house builds (shared; `cell` as `islands.cell_of` numbers it)
SPOTS: dict[int, tuple[tuple[Region, ...], tuple[Build, ...]]] = {}


def spots(c: int, n: int, x: int, y: int) -> tuple[tuple[Region, ...], tuple[Build, ...]]:
    """The island regions of a tile with `n` regions at (x, y) (cell int `c`), and their
    house builds."""
    found = SPOTS.get(c << 2 | n)
    if found is None:
        if len(SPOTS) >= 20_000:
            SPOTS.clear()
        found = SPOTS[c << 2 | n] = (
            tuple((x, y, r) for r in range(n)),
            tuple(new_build("house", x, y, r) for r in range(n)),
        )
    return found


def join_tile(
    comp: dict[Region, int],
    parts: list[Part | None],
    fresh: tuple[Region, ...],
    new_open: list[int],
    joins: list[list[int]],
    n: int,
) -> None:
    """Add the `n` island regions `fresh` of one new tile to the parts (in place): per
    region, its island edges facing an empty cell (`new_open`) and the old parts it meets."""
    if n == 1:
        join(comp, parts, fresh, new_open[0], joins[0])
        return
    if n == 2:  # `_groups` of two regions, worked out directly (the same groups, same order)
        a, b = joins
        if a and b and not set(a).isdisjoint(b):  # both meet one old part: one group
            join(comp, parts, (fresh[1], fresh[0]), new_open[1] + new_open[0], b + a)
        else:
            join(comp, parts, (fresh[0],), new_open[0], a)
            join(comp, parts, (fresh[1],), new_open[1], b)
        return
    for new_regions, met in _groups(joins[:n]):
        regions = tuple([fresh[i] for i in new_regions])
        join(comp, parts, regions, sum([new_open[i] for i in new_regions]), met)


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
    index = met[0]
    olds = [index] if len(met) == 1 else list(set(met))
    if len(olds) > 1:  # relabel the smaller parts
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
    if len(moved) == 1:
        comp[moved[0]] = index
    else:
        comp.update(dict.fromkeys(moved, index))


def _groups(joins: list[list[int]]) -> list[tuple[list[int], list[int]]]:
    """New regions that touch a common old part belong together: (regions, old parts met)."""
    if len(joins) == 1:
        return [([0], joins[0])]
    groups: list[tuple[list[int], list[int]]] = []
    for i, met in enumerate(joins):
        merged: tuple[list[int], list[int]] = ([i], list(met))
        for g in [g for g in groups if set(g[1]) & set(met)]:
            groups.remove(g)
            merged[0].extend(g[0])
            merged[1].extend(g[1])
        groups.append(merged)
    return groups

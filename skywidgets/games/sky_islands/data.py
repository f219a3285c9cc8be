"""Component data of Merchants of Sky Islands: pieces, the initial block and the 40 tiles."""

from __future__ import annotations

GAME = "Sky Islands"

# Game Contents: supply and pieces per colour.
# Flying ships are red, white, blue (a cube of that colour) or green (a victory point).
CUBE_COLOURS = ("red", "white", "blue")  # Wine, Canvas, Flying Stone
CUBES_PER_COLOUR = 20
TOWERS = 12
HARBOURS = 12
HOUSES_PER_COLOUR = 12
HOUSES_BUILDABLE = HOUSES_PER_COLOUR - 1  # Setup D: one house marks the score board
PLAYER_COLOURS = ("yellow", "red", "blue", "green")

# Setup B: sky island tiles used per player count; Setup E: starting hand size.
TILES_USED = {2: 20, 3: 30, 4: 40}
HAND_SIZE = 2
TURNS_PER_PLAYER = 10
KEEP_LIMIT = 3  # ⑤ Stock disposal: cubes a player may keep
EXCHANGE_RATE = 3  # ⑤ cubes of one colour paid for one cube

# Edges: N, E, S, W are directions 0..3 (a quarter turn clockwise adds 1).
EDGE_NAMES = ("N", "E", "S", "W")
STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))  # x grows east, y grows south

# [project-defined] tile model (RULINGS.md): island regions are groups of island edges,
# written as strings of edge letters in rotation 0; every other edge is sky.
SHAPES: dict[str, tuple[str, ...]] = {
    "cape": ("N",),
    "corner": ("NE",),
    "straight": ("NS",),
    "strait": ("N", "S"),
    "split_corner": ("N", "E"),
    "t_junction": ("NEW",),
    "fork": ("NE", "W"),
    "cross": ("NESW",),
    "double_corner": ("NE", "SW"),
    "open_sky": (),
}

# [project-defined] the 40 sky island tiles (no public list found; see RULINGS.md).
# Ships cycle red, white, blue, green through the shapes so each colour has 10 tiles.
# Tile ids 4..43 follow this order (ids 0..3 are the initial block's quarters).
TILE_TABLE: tuple[tuple[str, str], ...] = (
    ("cape", "red"),
    ("cape", "white"),
    ("cape", "blue"),
    ("cape", "green"),
    ("cape", "red"),
    ("cape", "white"),
    ("cape", "blue"),
    ("cape", "green"),
    ("corner", "red"),
    ("corner", "white"),
    ("corner", "blue"),
    ("corner", "green"),
    ("corner", "red"),
    ("corner", "white"),
    ("corner", "blue"),
    ("corner", "green"),
    ("straight", "red"),
    ("straight", "white"),
    ("straight", "blue"),
    ("straight", "green"),
    ("straight", "red"),
    ("straight", "white"),
    ("strait", "blue"),
    ("strait", "green"),
    ("strait", "red"),
    ("split_corner", "white"),
    ("split_corner", "blue"),
    ("split_corner", "green"),
    ("t_junction", "red"),
    ("t_junction", "white"),
    ("t_junction", "blue"),
    ("t_junction", "green"),
    ("t_junction", "red"),
    ("fork", "white"),
    ("fork", "blue"),
    ("cross", "green"),
    ("cross", "red"),
    ("cross", "white"),
    ("double_corner", "blue"),
    ("open_sky", "green"),
)

# [project-defined] initial block (RULINGS.md): four quarters, one island through all of
# them, outer island edges in a pinwheel. Per quarter: (x, y, region, ship).
INITIAL_BLOCK: tuple[tuple[int, int, str, str], ...] = (
    (0, 0, "NES", "red"),  # NW quarter: N island, W sky
    (1, 0, "ESW", "white"),  # NE quarter: E island, N sky
    (0, 1, "NEW", "green"),  # SW quarter: W island, S sky
    (1, 1, "NSW", "blue"),  # SE quarter: S island, E sky
)
INITIAL_IDS = (0, 1, 2, 3)
FIRST_TILE_ID = len(INITIAL_BLOCK)
TILE_IDS = tuple(range(FIRST_TILE_ID, FIRST_TILE_ID + len(TILE_TABLE)))
ALL_IDS = INITIAL_IDS + TILE_IDS
QUARTER_NAMES = ("NW quarter", "NE quarter", "SW quarter", "SE quarter")

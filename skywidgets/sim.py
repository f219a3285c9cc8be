"""Simulate many seeded games on plain state (never on widget traits) and summarise them.

Each game depends only on its seed, so a batch gives the same results in one process, in a
pool of processes (`jobs`) or on a Dask cluster (`executor="dask"`). Bots are named by spec
strings, one per seat (the last repeats), and rotate over the seats from game to game.
"""

from __future__ import annotations

import collections
import dataclasses
import time
from collections.abc import Callable, Generator, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .bots import make_bot
from .core import Game, get
from .core.registry import Ruleset

try:  # the optional `dask` extra
    from dask import distributed as _distributed
except ImportError:  # pragma: no cover - exercised only without the extra
    _distributed = None
distributed: Any = _distributed

EXECUTORS = ("processes", "dask")


def play_one(
    ruleset: Ruleset,
    players: Sequence[str],
    seed: int,
    bot_factory: Callable[[int], Any],
    options: Mapping[str, Any],
) -> tuple[Game, int]:
    """Play one game with one bot per seat; returns the game and its number of moves."""
    return play_bots(ruleset, players, seed, lambda seat: bot_factory(seed * 101 + seat), options)


def play_bots(
    ruleset: Ruleset,
    players: Sequence[str],
    seed: int,
    bot_for: Callable[[int], Any],
    options: Mapping[str, Any],
) -> tuple[Game, int]:
    """Play one game, `bot_for(seat)` choosing for each seat; the game and its number of moves."""
    game = Game(ruleset, players=players, seed=seed, **options)
    state = game.state
    bots = [bot_for(seat) for seat in range(len(state.players))]
    moves = 0
    while not ruleset.is_over(state):
        seat = state.current_player
        if seat is None:
            raise RuntimeError(f"{ruleset.name}: nobody to move in game {seed}")
        auto = ruleset.automaton(state) if ruleset.automaton is not None else None
        action = auto if auto is not None else bots[seat].choose(ruleset, state)
        state = ruleset.apply(state, action)
        game.states.append(state)
        game.actions.append(action)
        moves += 1
        if moves > ruleset.checks.max_steps:
            raise RuntimeError(f"{ruleset.name}: game {seed} did not end")
    game.step = len(game.actions)
    return game, moves


@dataclasses.dataclass(frozen=True)
class Job:
    """One game to play: everything a worker process or a Dask worker needs."""

    game: str
    players: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int
    index: int
    bots: tuple[str, ...]
    record: bool = False


@dataclasses.dataclass(frozen=True)
class Result:
    """One played game: which bot slot sat where, totals, win shares, moves."""

    seed: int
    slots: tuple[int, ...]
    seats: tuple[str, ...]
    totals: tuple[int, ...]
    shares: tuple[float, ...]
    moves: int
    record: dict[str, Any] | None = None


def slots_for(index: int, humans: int) -> tuple[int, ...]:
    """Which bot slot plays each seat in game `index`: the slots rotate over the seats."""
    return tuple((seat + index) % humans for seat in range(humans))


def play_job(job: Job) -> Result:
    """Play one job's game (a top-level function, so processes and Dask can run it)."""
    ruleset = get(job.game)
    slots = slots_for(job.index, len(job.players))

    def bot_for(seat: int) -> Any:
        spec = job.bots[slots[seat]] if seat < len(slots) else "random"  # an automaton's seat
        return make_bot(spec, job.seed * 101 + seat)

    game, moves = play_bots(ruleset, job.players, job.seed, bot_for, dict(job.options))
    sheet = game.scores()
    totals = sheet.totals()
    seats = tuple(str(p) for p in game.state.players)
    share = 1 / len(sheet.winners) if sheet.winners else 0.0
    return Result(
        seed=job.seed,
        slots=slots,
        seats=seats,
        totals=tuple(int(totals.get(p, 0)) for p in seats),
        shares=tuple(share if p in sheet.winners else 0.0 for p in seats),
        moves=moves,
        record=game.record() if job.record else None,
    )


@dataclasses.dataclass
class Summary:
    """Results of a batch: per bot slot and per seat mean scores and win shares, and speed."""

    game: str
    bots: list[str]
    results: list[Result]
    seconds: float

    @property
    def games(self) -> int:
        """How many games were played."""
        return len(self.results)

    @property
    def moves(self) -> int:
        """Actions applied in all games."""
        return sum(r.moves for r in self.results)

    def moves_per_second(self) -> float:
        """Actions applied per second of wall time."""
        return self.moves / self.seconds if self.seconds else 0.0

    def by_bot(self) -> list[dict[str, Any]]:
        """Each bot slot: its spec, games, win share (a shared win counts as a fraction), score."""
        out = []
        for slot, spec in enumerate(self.bots):
            pairs = [(r.shares[s], r.totals[s]) for r in self.results for s in _seats(r, slot)]
            n = max(len(pairs), 1)
            out.append(
                {
                    "bot": spec,
                    "games": len(pairs),
                    "win_share": sum(p[0] for p in pairs) / n,
                    "mean_score": sum(p[1] for p in pairs) / n,
                }
            )
        return out

    def by_seat(self) -> list[dict[str, Any]]:
        """Each seat (an automaton's included): mean score and win share."""
        seats = len(self.results[0].seats) if self.results else 0
        n = max(self.games, 1)
        return [
            {
                "seat": seat,
                "mean_score": sum(r.totals[seat] for r in self.results) / n,
                "win_share": sum(r.shares[seat] for r in self.results) / n,
            }
            for seat in range(seats)
        ]

    def to_json(self) -> dict[str, Any]:
        """The `skywidgets simulate --json` document."""
        return {
            "game": self.game,
            "games": self.games,
            "players": len(self.bots),
            "bots": self.by_bot(),
            "seats": self.by_seat(),
            "moves_per_s": round(self.moves_per_second(), 1),
        }

    def text(self) -> str:
        """A short human-readable summary."""
        lines = [
            f"{self.game}: {self.games} games, {self.moves} moves, "
            f"{self.moves_per_second():,.0f} moves/s"
        ]
        for slot, row in enumerate(self.by_bot()):
            lines.append(
                f"  bot {slot + 1} ({row['bot']}): mean score {row['mean_score']:.2f}, "
                f"win share {row['win_share']:.1%}"
            )
        names = self.results[0].seats if self.results else ()
        for row in self.by_seat():
            lines.append(
                f"  seat {row['seat'] + 1} ({names[row['seat']]}): mean score "
                f"{row['mean_score']:.2f}, win share {row['win_share']:.1%}"
            )
        return "\n".join(lines)


def _seats(result: Result, slot: int) -> list[int]:
    return [seat for seat, s in enumerate(result.slots) if s == slot]


def expand_bots(specs: Sequence[str], humans: int) -> list[str]:
    """One spec per seat: the given ones, the last repeated for the remaining seats."""
    specs = list(specs) or ["random"]
    return (specs + [specs[-1]] * humans)[:humans]


def jobs_for(
    ruleset: Ruleset,
    players: Sequence[str],
    games: int,
    seed: int,
    specs: Sequence[str],
    options: Mapping[str, Any],
    records: bool = False,
) -> Iterator[Job]:
    """The batch's jobs one at a time (game i: seed + i), never all of them at once."""
    fixed = (ruleset.name, tuple(players), tuple(sorted(options.items())))
    for i in range(games):
        yield Job(*fixed, seed + i, i, tuple(specs), records)


def simulate(
    ruleset: Ruleset,
    players: Sequence[str],
    games: int,
    seed: int,
    bots: Sequence[str],
    options: Mapping[str, Any],
    *,
    records: bool = False,
    jobs: int = 1,
    executor: str = "processes",
    scheduler: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    on_result: Callable[[Result], None] | None = None,
) -> Summary:
    """Play `games` games from consecutive seeds (game i: seed + i) and summarise them.

    Games are handed out a few at a time, so a huge `games` starts at once; `on_result` is
    called with each result in order as soon as it is in (e.g. to write its record; the
    summary then keeps the results without their records).
    """
    if executor not in EXECUTORS:
        raise ValueError(f"executor must be one of {', '.join(EXECUTORS)}, not {executor!r}")
    specs = expand_bots(bots, len(players))
    work = jobs_for(ruleset, players, games, seed, specs, options, records)
    start = time.perf_counter()
    if executor == "dask":
        stream = _run_dask(work, jobs, scheduler)
    else:
        stream = _run_processes(work, jobs)
    results = []
    try:
        for done, result in enumerate(stream, 1):
            if on_result is not None:
                on_result(result)
                result = dataclasses.replace(result, record=None)  # handed over: not kept
            results.append(result)
            if progress:
                progress(done, games)
    finally:
        stream.close()  # an interrupted batch stops its workers now
    return Summary(ruleset.name, specs, results, time.perf_counter() - start)


def _windowed(submit: Callable[[Job], Any], work: Iterator[Job], size: int) -> Iterator[Result]:
    """Results in order, with at most `size` games submitted and not yet collected."""
    pending: collections.deque[Any] = collections.deque()
    for job in work:
        pending.append(submit(job))
        if len(pending) >= size:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def _run_processes(work: Iterator[Job], jobs: int) -> Generator[Result, None, None]:
    if jobs <= 1:
        yield from map(play_job, work)
        return
    with ProcessPoolExecutor(jobs) as pool:
        try:
            yield from _windowed(lambda job: pool.submit(play_job, job), work, 4 * jobs)
        except BaseException:
            pool.shutdown(cancel_futures=True)
            raise


def _run_dask(
    work: Iterator[Job], jobs: int, scheduler: str | None
) -> Generator[Result, None, None]:
    if distributed is None:
        raise ValueError("the dask executor needs Dask: pip install 'skywidgets[dask]'")
    cluster = None
    if scheduler:
        client = distributed.Client(scheduler)
    else:
        cluster = distributed.LocalCluster(
            n_workers=max(jobs, 1),
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            host="127.0.0.1",
        )
        client = distributed.Client(cluster)
    try:
        size = 4 * max(jobs, len(client.scheduler_info().get("workers", {})), 1)
        yield from _windowed(lambda job: client.submit(play_job, job, pure=False), work, size)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

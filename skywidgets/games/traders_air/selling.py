"""Rulebook 4.3.3, selling goods, and the other players' losses that follow a sale."""

from __future__ import annotations

import itertools

from skywidgets.core import IllegalAction, evolve, with_seat

from .actions import Lose, Problem, Sell
from .city_visits import visit_problem
from .data import COLOURS, marker_colour, marker_name, marker_value
from .state import State, add_markers, colour_of, remove_markers

RULE = "Traders 4.3.3 — Selling goods"
LOSS_RULE = "Traders 4.3.3 — Selling goods (losses)"
MIN_PER_COLOUR = 2  # every colour sold needs at least two markers


def _by_colour(markers: tuple[int, ...]) -> dict[int, list[int]]:
    out: dict[int, list[int]] = {}
    for m in markers:
        out.setdefault(marker_colour(m), []).append(m)
    return out


def seller_problem(state: State) -> Problem:
    """Why the active player may not sell here now: one action per city, a contract here."""
    visit = visit_problem(state)
    if visit:
        return visit
    if state.contracts[state.ship][state.turn_player] == 0:
        name = state.players[state.turn_player]
        return RULE, f"{name} has no guild contract in {state.ship_city}, so cannot sell there"
    return None


def sale_problem(state: State, markers: tuple[int, ...]) -> Problem:
    """Why the active player may not sell these markers now (None: they may)."""
    problem = seller_problem(state)
    if problem:
        return problem
    if not markers:
        return RULE, "a sale needs at least two goods markers of a colour"
    if any(a >= b for a, b in itertools.pairwise(markers)):
        return RULE, "list each sold marker once, in increasing order"
    goods = state.seats[state.turn_player].goods
    missing = [m for m in markers if m not in goods]
    if missing:
        return RULE, f"{state.players[state.turn_player]} has no goods marker {missing[0]} to sell"
    for colour, group in _by_colour(markers).items():
        if len(group) < MIN_PER_COLOUR:
            return (
                RULE,
                f"only one {COLOURS[colour]} marker: every colour sold needs at least two markers",
            )
    return None


def legal_sales(state: State) -> list[Sell]:
    """Every sale `sale_problem` accepts: of each colour held, none or two markers or more."""
    if seller_problem(state):
        return []
    held = _by_colour(state.seats[state.turn_player].goods).values()
    choices = []
    for ms in (ms for ms in held if len(ms) >= MIN_PER_COLOUR):
        opts: list[tuple[int, ...]] = [()]
        for r in range(MIN_PER_COLOUR, len(ms) + 1):
            opts.extend(itertools.combinations(ms, r))
        choices.append(opts)
    out = []
    for combo in itertools.product(*choices):
        chosen = tuple(sorted(m for part in combo for m in part))
        if chosen:
            out.append(Sell(chosen))
    return out


def sell(state: State, action: Sell) -> State:
    """Flip the sold markers, take one contract back, and work out the others' losses."""
    problem = sale_problem(state, action.markers)
    if problem:
        raise IllegalAction(*problem)
    turn = state.turn_player
    seats = list(state.seats)
    seller = seats[turn]
    seats[turn] = evolve(
        seller,
        goods=remove_markers(seller.goods, action.markers),
        sold=add_markers(seller.sold, action.markers),
        contracts_left=seller.contracts_left + 1,
    )
    row = list(state.contracts[state.ship])
    row[turn] -= 1
    contracts = list(state.contracts)
    contracts[state.ship] = tuple(row)
    names = state.players
    events = [
        f"{names[turn]} sells {', '.join(marker_name(m) for m in action.markers)} in "
        f"{state.ship_city} and takes one guild contract back"
    ]
    sold_colours = sorted({marker_colour(m) for m in action.markers})
    box = list(state.box)
    pending = []
    n = len(seats)
    for step in range(1, n):
        other = (turn + step) % n
        for colour in sold_colours:
            held = colour_of(seats[other].goods, colour)
            if not held:
                continue
            if len({marker_value(m) for m in held}) > 1:
                pending.append((other, colour))
                continue
            lost = held[0]  # all alike: nothing to choose
            seats[other] = evolve(seats[other], goods=remove_markers(seats[other].goods, (lost,)))
            box.append(lost)
            events.append(f"{names[other]} loses {marker_name(lost)}")
    for other, colour in pending:
        article = "an" if COLOURS[colour][0] in "aeiou" else "a"
        events.append(f"{names[other]} must choose {article} {COLOURS[colour]} marker to lose")
    return evolve(
        state,
        seats=tuple(seats),
        contracts=tuple(contracts),
        box=tuple(sorted(box)),
        acted=True,
        pending=tuple(pending),
        step="losses" if pending else "actions",
        events=tuple(events),
    )


def loss_choices(state: State) -> tuple[int, ...]:
    """The markers the losing seat may choose between: its goods of the sold colour."""
    seat, colour = state.pending[0]
    return colour_of(state.seats[seat].goods, colour)


def legal_losses(state: State) -> list[Lose]:
    """The markers the losing seat may choose between, as moves."""
    return [Lose(m) for m in loss_choices(state)]


def lose(state: State, action: Lose) -> State:
    """The losing seat returns its chosen marker of the sold colour to the box."""
    seat, colour = state.pending[0]
    if action.marker not in loss_choices(state):
        raise IllegalAction(
            LOSS_RULE, f"{state.players[seat]} must lose one of their own {COLOURS[colour]} markers"
        )
    goods = state.seats[seat].goods
    lost = with_seat(state, seat, goods=remove_markers(goods, (action.marker,)))
    pending = state.pending[1:]
    return evolve(
        lost,
        box=add_markers(state.box, (action.marker,)),
        pending=pending,
        step="losses" if pending else "actions",
        events=(f"{state.players[seat]} loses {marker_name(action.marker)}",),
    )

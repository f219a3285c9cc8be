"""One plain phrase per move for the coach: what it does for the seat, and the rule deciding it."""

from __future__ import annotations

from collections.abc import Callable

from skywidgets.core import Action

from .actions import (
    CollectIncome,
    EndActions,
    Lose,
    Move,
    PayTaxes,
    Purchase,
    Replenish,
    Sell,
    SetUpContracts,
    SkipReplenish,
)
from .data import (
    CITIES,
    COLOURS,
    INCOME,
    city_spaces,
    keep_goods,
    keep_money,
    marker_colour,
    marker_name,
)
from .purchasing import majority_holder
from .scoring import scores
from .selling import legal_sales
from .state import State, colour_of
from .taxes import kept_goods_count, tax_due

BONUSES = (
    "most contracts in a city",
    "contracts in the most cities",
    "most sold 1s",
)  # the first-to-the-last-stack bonus is said by the replenish phrase itself


def _points(n: int) -> str:
    """A signed number of points in words: '+3 points', '-1 point', 'no points'."""
    if n == 0:
        return "no points"
    return f"{n:+d} point{'s' if abs(n) != 1 else ''}"


def _a(word: str) -> str:
    return f"{'an' if word[0] in 'aeiou' else 'a'} {word}"


def _dollars(n: int) -> str:
    return f"{n} sky dollar{'s' if n != 1 else ''}"


def _bonuses(before: State, after: State) -> dict[str, set[str]]:
    """For each end bonus, who holds it now and who held it before."""
    out: dict[str, set[str]] = {}
    for tag, state in (("before", before), ("after", after)):
        for item in scores(state).items:
            if item.source in BONUSES:
                out.setdefault(f"{tag}:{item.source}", set()).add(item.player)
    return out


def bonus_words(before: State, after: State, seat: int) -> list[str]:
    """What the move does to the seat's end bonuses (rule 6): taken, shared, lost."""
    me = before.players[seat]
    held = _bonuses(before, after)
    words = []
    for source in BONUSES:
        was = held.get(f"before:{source}", set())
        now = held.get(f"after:{source}", set())
        if me in now and me not in was:
            taken = sorted(was - now)
            shared = sorted(now - {me})
            if taken:
                words.append(f"takes the '{source}' bonus from {' and '.join(taken)} (rule 6)")
            elif shared:
                words.append(f"shares the '{source}' bonus with {' and '.join(shared)} (rule 6)")
            else:
                words.append(f"wins the '{source}' bonus (rule 6)")
        elif me in was and me not in now:
            words.append(f"loses the '{source}' bonus (rule 6)")
        elif me in now and len(now) < len(was):
            words.append(f"keeps the '{source}' bonus to yourself alone (rule 6)")
    return words


def _gain(before: State, after: State, seat: int) -> int:
    me = before.players[seat]
    return scores(after).totals()[me] - scores(before).totals()[me]


def _sell(before: State, action: Sell, after: State, seat: int) -> str:
    city = CITIES[before.ship]
    text = (
        f"sells {', '.join(marker_name(m) for m in action.markers)} in {city}: "
        f"{_points(_gain(before, after, seat))} (a sold marker scores 1 plus its number "
        "instead of 1 unsold, rule 6)"
    )
    if before.contracts[before.ship][seat] == 1:
        text += f", but gives back your only guild contract in {city} (rule 4.3.3)"
    else:
        text += f", giving back one guild contract in {city} (rule 4.3.3)"
    hurt = []
    for step in range(1, len(before.players)):
        other = (seat + step) % len(before.players)
        colours = sorted(
            {marker_colour(m) for m in action.markers}
            & {marker_colour(m) for m in before.seats[other].goods}
        )
        if colours:
            lost = " and ".join(_a(COLOURS[c]) for c in colours)
            hurt.append(f"{before.players[other]} loses {lost} marker")
    if hurt:
        text += "; " + ", ".join(hurt) + " (rule 4.3.3, losses)"
    return text


def _contracts(before: State, action: SetUpContracts, after: State, seat: int) -> str:
    city = CITIES[before.ship]
    row_before = before.contracts[before.ship]
    row_after = after.contracts[before.ship]
    count = row_after[seat] - row_before[seat]
    text = (
        f"spends {marker_name(action.marker)} to set up {count} guild contract"
        f"{'s' if count != 1 else ''} in {city} (rule 4.3.3): "
        f"{_points(_gain(before, after, seat))}"
    )
    if row_before[seat] == 0:
        alone = all(k == 0 for i, k in enumerate(row_after) if i != seat)
        text += (
            " (a city where you are alone scores 4, rule 6)"
            if alone
            else " (a city with your contract scores 2, rule 6), and lets you sell there"
        )
    holder_before, holder_after = majority_holder(row_before), majority_holder(row_after)
    if holder_after == seat and holder_before != seat:
        taken = "" if holder_before is None else f" from {before.players[holder_before]}"
        text += (
            f"; takes the majority there{taken}: your purchases in {city} are free and "
            "the others pay you (rule 4.3.3)"
        )
    return text


def _purchase(before: State, action: Purchase, after: State, seat: int) -> str:
    marker = before.spaces[action.space]
    assert marker is not None
    city = CITIES[before.ship]
    holder = majority_holder(before.contracts[before.ship])
    if holder == seat:
        price = "free, with your majority there"
    elif holder is None:
        price = "for 1 sky dollar to the bank"
    else:
        price = f"for 1 sky dollar to {before.players[holder]}, who holds the majority there"
    text = (
        f"buys {marker_name(marker)} in {city} {price} (rule 4.3.3): "
        f"{_points(_gain(before, after, seat))} as an unsold marker (rule 6)"
    )
    same = colour_of(after.seats[seat].goods, marker_colour(marker))
    if len(same) >= 2:
        text += f", and you now hold {len(same)} {COLOURS[marker_colour(marker)]} markers to sell"
    limit = keep_goods(after.seats[seat].mat)
    if len(after.seats[seat].goods) > limit:
        text += f"; only {limit} goods survive taxes and tolls (rule 4.4)"
    return text


def _move(before: State, action: Move, after: State, seat: int) -> str:
    cost = before.seats[seat].money - after.seats[seat].money
    how = (
        "free (Windriders)"
        if cost == 0
        else "with the wind for 1 sky dollar"
        if cost == 1
        else "against the wind for 2 sky dollars"
    )
    text = f"moves the steamship to {action.city} {how} (rule 4.3.2)"
    goods = after.seats[seat].goods
    sales = legal_sales(after)
    if sales:
        best = max(sales, key=lambda s: len(s.markers))
        colours = sorted({COLOURS[marker_colour(m)] for m in best.markers})
        return f"{text}, where your contract lets you sell your {' and '.join(colours)} goods"
    waiting = sum(1 for s in city_spaces(after.side)[after.ship] if after.spaces[s] is not None)
    holder = majority_holder(after.contracts[after.ship])
    if waiting and holder == seat:
        return f"{text}, where your majority makes the {waiting} marker(s) there free to buy"
    if goods and after.contracts[after.ship][seat] == 0:
        return f"{text}, where you have no contract yet and can set one up with your goods"
    if waiting:
        return f"{text}, where {waiting} goods marker(s) wait to be bought"
    return f"{text}, on the way to another city"


def _taxes(before: State, action: PayTaxes, after: State, seat: int) -> str:
    mine = before.seats[seat]
    tax = tax_due(mine)
    gone = [m for m in mine.goods if m not in action.keep]
    kept = ", ".join(marker_name(m) for m in action.keep) or "no goods"
    paid = f"pays {_dollars(tax)} in taxes and tolls" if tax else "pays no taxes and tolls"
    text = f"{paid} and keeps {kept}"
    if gone:
        text += (
            f", sending {', '.join(marker_name(m) for m in gone)} to the box: {_points(-len(gone))}"
        )
    text += (
        f" (rule 4.4: at most {keep_money(mine.mat)} dollars and {keep_goods(mine.mat)} goods stay)"
    )
    if after.step == "over":
        text += "; the round is complete and the game ends (rule 5)"
    return text


def _end(before: State, action: EndActions, after: State, seat: int) -> str:
    mine = before.seats[seat]
    tax = tax_due(mine)
    surplus = len(mine.goods) - kept_goods_count(mine)
    text = "ends your actions (rule 4.3)"
    if tax or surplus:
        parts = [_dollars(tax)] if tax else []
        parts += [f"{surplus} goods marker(s)"] if surplus else []
        text += f"; taxes and tolls will take {' and '.join(parts)} (rule 4.4)"
    return text


def _replenish(before: State, action: Replenish, after: State, seat: int) -> str:
    empty = sum(1 for m in before.spaces if m is None)
    text = (
        f"pays 1 sky dollar to refill {empty} empty warehouse space"
        f"{'s' if empty != 1 else ''} from the face-down supply (rule 4.2)"
    )
    if after.first_to_last == seat and before.first_to_last is None:
        text += (
            ": it reaches the last supply stack, scoring 2 points for you, and the game "
            "ends with this round (rules 5 and 6)"
        )
    return text


def _skip(before: State, action: SkipReplenish, after: State, seat: int) -> str:
    empty = sum(1 for m in before.spaces if m is None)
    return (
        f"leaves the {empty} empty warehouse space{'s' if empty != 1 else ''} empty and keeps "
        "the dollar, and the supply does not move closer to the end (rule 4.2)"
    )


def _income(before: State, action: CollectIncome, after: State, seat: int) -> str:
    return f"takes the income of {_dollars(INCOME)} from the bank (rule 4.1)"


def _lose(before: State, action: Lose, after: State, seat: int) -> str:
    colour = COLOURS[marker_colour(action.marker)]
    return (
        f"gives up {marker_name(action.marker)} after the sale of {colour} goods: "
        f"{_points(_gain(before, after, seat))}; you choose which {colour} marker goes "
        "(rule 4.3.3, losses)"
    )


_PHRASES: dict[type[Action], Callable[..., str]] = {
    Sell: _sell,
    SetUpContracts: _contracts,
    Purchase: _purchase,
    Move: _move,
    PayTaxes: _taxes,
    EndActions: _end,
    Replenish: _replenish,
    SkipReplenish: _skip,
    CollectIncome: _income,
    Lose: _lose,
}


def explain(before: State, action: Action, after: State, seat: int) -> str:
    """One phrase: what `action` does for `seat`, from the score sheet and the rule deciding it."""
    phrase = _PHRASES.get(type(action))
    if phrase is None:
        return f"plays {action.label} ({_points(_gain(before, after, seat))})"
    text = phrase(before, action, after, seat)
    extra = bonus_words(before, after, seat)
    if extra:
        text += "; " + "; ".join(extra)
    return text

"""Terra Mystica (the base game): its data so far; the ruleset is stage 2."""

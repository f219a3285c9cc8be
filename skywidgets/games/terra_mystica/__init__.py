"""Terra Mystica (the base game): its data, and the ruleset that plays it (ruleset.py)."""

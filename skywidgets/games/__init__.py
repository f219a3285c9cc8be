"""One package per rulebook; each registers its ruleset on import."""

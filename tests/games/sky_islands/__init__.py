"""Rule tests of Merchants of Sky Islands, one module per rulebook step."""

"""Class play across machines (issue 33): tables that several screens play at once.

`tables.py` holds a table (its game, lock, seat codes and bots) and `store.py` keeps every
table's record in SQLite; neither imports a web library.
"""

"""Class play across machines (issue 33): tables that several screens play at once.

`tables.py` holds a table (its game, lock, seat codes and bots) and `store.py` keeps every
table's record in SQLite; `protocol.py` checks and builds the JSON messages, `hub.py` knows
who is connected to which table, `bridge.py` runs a seat's real board for a page, `pages.py`
writes the pages, `command.py` is `skywidgets serve`. None of them imports a web library:
`app.py` alone imports starlette and uvicorn (docs/serve.md).
"""

"""Bots that play any registered game through the common protocol."""

from .random_bot import RandomBot

BOTS = {"random": RandomBot}

__all__ = ["BOTS", "RandomBot"]

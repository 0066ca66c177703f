"""Hollowmere's pygame-ce front end: an app loop with a scene stack.

Nothing in ``game/`` imports from here; this package reads the engine, never the
other way round. Importing ``scenes`` itself does not import pygame, so
``hollowmere --version`` stays instant and display-free.
"""

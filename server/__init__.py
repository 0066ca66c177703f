"""The online table: an authoritative server that holds each table as the same log a
saved game is, checks every command with the engine, and sends each connection only its
seat's projection (``game.view`` and ``game.views.visible_events``). Imports only ``game``.

``protocol`` says what may be sent; ``table`` is one game and its seats; ``hub`` keeps the
tables and their folders; ``net`` speaks WebSocket (the ``websockets`` package).
"""

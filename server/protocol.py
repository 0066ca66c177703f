"""What client and server say to each other: JSON messages with a version and a type,
each checked against its schema by ``msgspec`` before anything reads it.

Client to server: ``create`` (a new table: its seats), ``join`` (a seat, with the table's
join code), ``rejoin`` (one's own seat again, with the seat token ``join`` gave),
``watch`` (the table's perspective, with the join code), ``start`` and ``replace`` (the
host, with the host token ``created`` gave: a lobby table begins, or a seat goes to a bot),
``chronicle`` (the host: a campaign's chapter as written into the campaign),
``command``, ``undo``, ``ping``.
Server to client: ``created`` (the table, its join code and the host token), ``joined`` (the seat and its token), ``update`` (this
reader's view, the events since the last update as this reader may see them, the
commands this seat may give now), ``error`` (and, for a fault that ends the connection,
the connection is closed after it), ``pong``.
"""

from __future__ import annotations

from typing import Any, Literal, Union

import msgspec

PROTOCOL = 1            # a client of another version is told so and closed
MAX_MESSAGE = 64 * 1024  # bytes in one message from a client
MAX_SEATS = 6
NAME_LIMIT = 24          # characters of a name a person gives at the table
BOT_LEVELS = ("random", "sensible", "cunning")


class _Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    v: int


class SeatSpec(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    explorer: str | None = None
    bot: Literal["random", "sensible", "cunning"] | None = None


class Create(_Message, tag="create"):
    seats: list[SeatSpec]
    ruleset: Literal["classic", "legacy"] = "classic"
    seed: int | None = None
    lobby: bool = False   # the table waits for its host's ``start``; open seats go to bots then


class Join(_Message, tag="join"):
    table: str
    code: str
    seat: int
    name: str | None = None
    ways: bool = False    # send where the seat can walk on its turn (a game's board draws them)


class Rejoin(_Message, tag="rejoin"):
    table: str
    seat: int
    token: str
    ways: bool = False


class Watch(_Message, tag="watch"):
    table: str
    code: str


class Start(_Message, tag="start"):
    table: str
    host: str


class Replace(_Message, tag="replace"):
    """The host gives a seat (whose player left) to a bot."""
    table: str
    host: str
    seat: int
    bot: Literal["random", "sensible", "cunning"] = "sensible"


class Chronicle(_Message, tag="chronicle"):
    """The host wrote a chapter into the campaign: each family's fate as the table wrote
    it, and the table's note, for everyone at the table."""
    table: str
    host: str
    fates: dict[str, str] = {}
    note: str | None = None


class Command(_Message, tag="command"):
    command: dict[str, Any]


class Undo(_Message, tag="undo"):
    pass


class Ping(_Message, tag="ping"):
    pass


ClientMessage = Union[Create, Join, Rejoin, Watch, Start, Replace, Chronicle, Command, Undo, Ping]
_decoder = msgspec.json.Decoder(ClientMessage)
_encoder = msgspec.json.Encoder()


class BadMessage(ValueError):
    """A message that is not one the protocol knows; ``fatal`` ones end the connection."""

    def __init__(self, message: str, fatal: bool = False) -> None:
        super().__init__(message)
        self.fatal = fatal


def decode(raw) -> ClientMessage:
    """A client's message, checked; BadMessage saying what is wrong otherwise."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "replace")
    if len(raw) > MAX_MESSAGE:
        raise BadMessage(f"a message is at most {MAX_MESSAGE} bytes", fatal=True)
    try:
        version = msgspec.json.decode(raw, type=dict).get("v")
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise BadMessage("not a JSON object") from None
    if version is None:
        raise BadMessage("a message names its protocol version as 'v'")
    if version != PROTOCOL:
        raise BadMessage(f"this server speaks protocol {PROTOCOL}, not {version!r}: update the game", fatal=True)
    try:
        return _decoder.decode(raw)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise BadMessage(f"not a message of protocol {PROTOCOL} ({exc})") from None


def encode(kind: str, **fields) -> bytes:
    return _encoder.encode({"v": PROTOCOL, "type": kind, **fields})


def reply(raw) -> dict:
    """A server's message as a client reads it (plain JSON)."""
    return msgspec.json.decode(raw)

"""The state hash: one short fingerprint of everything in the game state."""

from __future__ import annotations

import hashlib
import json


def canonical(state) -> bytes:
    return json.dumps(state, sort_keys=True, separators=(",", ":")).encode()


def state_hash(state) -> str:
    return hashlib.blake2b(canonical(state), digest_size=12).hexdigest()

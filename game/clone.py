"""Copying plain game data fast.

The state and views are JSON-like (dicts, lists, strings, numbers, booleans, None);
marshal copies such data in C, several times faster than ``copy.deepcopy``. It is only
ever used for in-memory copies, never written anywhere.
"""

import marshal


def clone(data):
    return marshal.loads(marshal.dumps(data))

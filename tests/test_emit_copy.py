"""``engine._as_logged``: an event's fields as the log gives them back (``json.loads(
json.dumps(...))``) without the text: fresh containers, tuples made lists; anything JSON
would change otherwise (a key not a string, an object of another type) is refused, and
``Ctx.emit`` takes the long way then."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import _as_logged, _NotPlain

_scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.text(max_size=6),
                     st.floats(allow_nan=False, allow_infinity=False))
_plain = st.recursive(_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.tuples(inner, inner),
    st.dictionaries(st.text(max_size=4), inner, max_size=4)), max_leaves=20)


def _containers(value, out=None):
    out = [] if out is None else out
    if isinstance(value, (list, tuple, dict)):
        out.append(id(value))
        for v in (value.values() if isinstance(value, dict) else value):
            _containers(v, out)
    return out


@settings(max_examples=300, deadline=None)
@given(_plain)
def test_plain_data_comes_back_as_the_log_gives_it(value):
    copied = _as_logged(value) if isinstance(value, (list, tuple, dict)) else value
    assert copied == json.loads(json.dumps(value))
    assert json.dumps(copied) == json.dumps(value)
    # nothing of the original is shared: the state may change it afterwards
    if isinstance(value, (list, tuple, dict)):
        assert not set(_containers(copied)) & set(_containers(value))
        assert "tuple" not in repr(type(copied))


@pytest.mark.parametrize("value", [{1: "a"}, [{"k": {2: 3}}], ({"a": (1, {None: 1})},), [b"x"], {"a": {1.5}},
                                   [object()], {"a": [1, 2, {"b": frozenset()}]}])
def test_what_json_would_change_is_refused(value):
    with pytest.raises(_NotPlain):
        _as_logged(value)

"""Chance is derived from (seed, counter) by a hash, never random.shuffle (STYLE.md §2)."""

from collections import Counter

from hypothesis import given, strategies as st

from game import chance


@given(st.integers(0, 2**31), st.integers(0, 10_000), st.integers(1, 8))
def test_dice_depend_only_on_seed_and_counter(seed, counter, n):
    first = chance.roll_dice(seed, counter, n)
    assert first == chance.roll_dice(seed, counter, n)
    assert len(first) == n and set(first) <= {0, 1, 2}


@given(st.integers(0, 2**31), st.integers(0, 1000), st.lists(st.integers(), max_size=60))
def test_shuffle_is_a_permutation(seed, counter, items):
    assert sorted(chance.shuffled(seed, counter, items)) == sorted(items)


def test_dice_faces_are_two_blanks_two_ones_two_twos():
    faces = Counter()
    for counter in range(3000):
        faces.update(chance.roll_dice(99, counter, 2))
    for face in (0, 1, 2):
        assert 1800 < faces[face] < 2200  # each a third of 6000 rolls


def test_different_counters_give_different_shuffles():
    items = list(range(20))
    orders = {tuple(chance.shuffled(5, c, items)) for c in range(20)}
    assert len(orders) == 20


def test_pick_index_is_the_first_uniform_draw_of_the_stream():
    """pick_index skips the stream for its first value: the same answer, rejections too
    (n just above 2**63 rejects about half of the values)."""
    from game.chance import _below, _stream, pick_index
    for n in (1, 2, 3, 7, 10**6, 2**63 + 1, 2**64 - 1):
        for counter in range(40):
            assert pick_index(5, counter, n) == _below(_stream(5, counter), n)


@given(st.integers(0, 2**31), st.integers(0, 10_000), st.integers(0, 70))
def test_dice_and_shuffles_read_the_stream_as_it_flows(seed, counter, n):
    """roll_dice and shuffled read the hash stream's blocks straight: the same values as
    drawing each from ``_stream`` with ``_below`` (a game's every roll and order)."""
    from game.chance import DIE_FACES, _below, _stream
    stream = _stream(seed, counter)
    assert chance.roll_dice(seed, counter, n) == [DIE_FACES[_below(stream, 6)] for _ in range(n)]
    items, stream = list(range(n)), _stream(seed, counter)
    for i in range(n - 1, 0, -1):
        j = _below(stream, i + 1)
        items[i], items[j] = items[j], items[i]
    assert chance.shuffled(seed, counter, range(n)) == items
    # past the first block (more than 8 values), rejections included (about half here)
    stream = _stream(seed, counter)
    assert chance._uniform(seed, counter, [2**63 + 1] * 20) == [_below(stream, 2**63 + 1) for _ in range(20)]

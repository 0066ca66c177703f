"""game.late: a module named at load time and imported at its first use."""

from game.late import LateModule, late


def test_a_late_module_is_imported_at_its_first_use_and_then_is_the_module_itself():
    import json as real

    where: dict = {}
    where["_json"] = late(where, "_json", "json")
    assert isinstance(where["_json"], LateModule)
    assert where["_json"].dumps([1]) == "[1]"  # the first read imports it...
    assert where["_json"] is real  # ...and puts the module itself in its place


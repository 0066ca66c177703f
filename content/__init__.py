"""Hollowmere content packs (YAML data, no code)."""

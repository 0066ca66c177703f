"""The replay viewer: the scene, its controls, keys and timeline."""

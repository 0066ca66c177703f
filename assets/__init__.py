"""Hollowmere assets: fonts, images, sounds."""

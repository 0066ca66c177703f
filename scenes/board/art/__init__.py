"""Pictures made by code for the board: portraits, family crests, icons and glyphs.
"""

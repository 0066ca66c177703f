"""What surrounds the house: the top bar, the turn HUD, the right column, the chronicle,
the haunt's controls and goals, hints and tooltips.
"""

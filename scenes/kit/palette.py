"""The colours of Hollowmere's screens: night blues and violets, candle amber, bone.

One place for them so every scene keeps the same mood; scenes name colours by what
they are for (``TEXT``, ``ACCENT``), not by hue.
"""

# Night sky, top to horizon.
SKY_TOP = (7, 7, 20)
SKY_MID = (20, 17, 44)
SKY_HORIZON = (52, 36, 74)
MOON = (236, 232, 214)
HILL_FAR = (20, 17, 38)
HILL_NEAR = (12, 10, 24)
SILHOUETTE = (6, 5, 13)
GROUND = (8, 7, 17)
WINDOW_DARK = (19, 17, 33)
FOG = (150, 140, 185)

# Candle light.
CANDLE = (255, 184, 92)
CANDLE_HOT = (255, 212, 138)
ACCENT = (228, 164, 78)          # amber: hover, focus, ornaments
ACCENT_DIM = (150, 108, 62)

# Text.
TEXT = (236, 226, 206)           # bone white
TEXT_SOFT = (188, 178, 170)
TEXT_MUTED = (142, 134, 156)
TEXT_DISABLED = (96, 90, 108)
SHADOW = (0, 0, 0)

# Panels and buttons (RGBA: drawn over the backdrop).
PANEL_FILL = (13, 10, 26, 236)
PANEL_BORDER = (112, 86, 64)
BUTTON_FILL = (22, 17, 40, 170)
BUTTON_FILL_HOVER = (48, 33, 58, 215)
BUTTON_FILL_PRESSED = (74, 46, 48, 230)
BUTTON_FILL_DISABLED = (18, 16, 28, 120)
BUTTON_BORDER = (104, 82, 66)
BUTTON_BORDER_DISABLED = (60, 56, 72)

# The sides once the haunt splits the table: the heroes keep the candle, the traitor's
# book and turns are blood-red, the monsters' turns a bruised violet.
HERO = CANDLE
HERO_DIM = ACCENT_DIM
TRAITOR = (204, 48, 56)
TRAITOR_HOT = (236, 96, 92)
TRAITOR_DIM = (112, 30, 40)
MONSTER = (166, 102, 206)
MONSTER_DIM = (84, 52, 110)
# A page one reader sees alone in a hidden-traitor haunt: neither side's colour, the
# same for every seat, so nobody across the table learns a side from its glow.
SECRET = (150, 146, 196)
SECRET_HOT = (206, 200, 238)
PAGE = (24, 18, 30)              # a book's page, under candlelight
PAGE_EDGE = (58, 44, 52)

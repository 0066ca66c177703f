"""The shared kit: palette, fonts, widgets, intents, animation, the Scene base, panels, the press-and-hold cover."""

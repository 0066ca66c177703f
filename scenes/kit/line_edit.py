"""One line of text being typed, with a caret: what a name field or the rules search holds.

Typed characters (``Text`` intents, so any keyboard layout) go in at the caret. The keys
a text box is expected to know: Backspace and Delete (a letter, or with Ctrl a word),
Ctrl+A (select all: the next letter typed replaces it, Backspace clears it), Home and
End, ← → (with Ctrl a word at a time) and Ctrl+V (paste, from the system clipboard when
there is one; without one, nothing happens). Widgets draw it; this only keeps the text.
"""

from __future__ import annotations

from scenes.kit.intents import Key, Text

WORD_KEYS = ("backspace", "delete", "left", "right")


def clipboard_text() -> str:
    """The system clipboard's text, or "" when there is no clipboard to read."""
    try:
        import pygame

        text = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
    except Exception:
        return ""
    return text if isinstance(text, str) else ""


def word_start(text: str, at: int) -> int:
    """Where the word before ``at`` starts (spaces before it go with it)."""
    i = at
    while i > 0 and text[i - 1].isspace():
        i -= 1
    while i > 0 and not text[i - 1].isspace():
        i -= 1
    return i


def word_end(text: str, at: int) -> int:
    """Where the word after ``at`` ends (spaces before it go with it)."""
    i = at
    while i < len(text) and text[i].isspace():
        i += 1
    while i < len(text) and not text[i].isspace():
        i += 1
    return i


class LineEdit:
    def __init__(self, text: str = "", *, limit: int = 40, select_all: bool = False) -> None:
        self.limit = limit
        self._text = text[:limit]
        self.caret = len(self._text)
        self.selected = select_all and bool(self._text)   # the whole text, to be replaced

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = value[:self.limit]
        self.caret = len(self._text)
        self.selected = False

    def insert(self, typed: str) -> None:
        typed = "".join(ch for ch in typed if ch.isprintable())
        if self.selected:
            self._text, self.caret, self.selected = "", 0, False
        room = max(0, self.limit - len(self._text))
        typed = typed[:room]
        self._text = self._text[:self.caret] + typed + self._text[self.caret:]
        self.caret += len(typed)

    def _cut(self, start: int, end: int) -> None:
        self._text = self._text[:start] + self._text[end:]
        self.caret = start

    def handle(self, intent) -> bool:
        """Typing and editing keys: True when the intent was the line's."""
        if isinstance(intent, Text):
            self.insert(intent.text)
            return True
        if not isinstance(intent, Key):
            return False
        name, ctrl = intent.name, intent.ctrl
        if ctrl and name == "a":
            self.selected = bool(self._text)
            return True
        if ctrl and name == "v":
            lines = clipboard_text().splitlines()
            self.insert(lines[0] if lines else "")   # one line: a name has no line breaks
            return True
        if name in ("backspace", "delete") and self.selected:
            self._text, self.caret, self.selected = "", 0, False
            return True
        if name in ("backspace", "delete", "left", "right", "home", "end"):
            self._edit(name, ctrl)
            return True
        # a letter's key comes before its Text (which does the typing); a shortcut is not ours
        return (len(name) == 1 or name == "space") and not ctrl

    def _edit(self, name: str, ctrl: bool) -> None:
        text, at = self._text, self.caret
        if self.selected and name in ("left", "home"):
            at = 0
        elif self.selected and name in ("right", "end"):
            at = len(text)
        elif name == "backspace" and at > 0:
            self._cut(word_start(text, at) if ctrl else at - 1, at)
            return
        elif name == "delete" and at < len(text):
            self._text = text[:at] + text[word_end(text, at) if ctrl else at + 1:]
        elif name == "left":
            at = word_start(text, at) if ctrl else max(0, at - 1)
        elif name == "right":
            at = word_end(text, at) if ctrl else min(len(text), at + 1)
        elif name == "home":
            at = 0
        elif name == "end":
            at = len(text)
        self.caret, self.selected = at, False

"""The haunt's split screens: the books, private pages, the press-and-hold cover."""

"""The guided first game (issue 28 item 6): a coach at a real table."""

"""The middle of the table: dice thrown and cards turned over, large.
"""

"""The house on the board: floors and their tiles, the camera, the pieces in the rooms,
the ways an explorer can go and where a new room is placed.
"""

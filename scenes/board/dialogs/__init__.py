"""Dialogs that answer the engine's pending questions, and the carried card's menu.
"""

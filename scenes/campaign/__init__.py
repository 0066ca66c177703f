"""The campaign's screens (docs/CAMPAIGN.md): campaigns, setups, the chapter's end, the chronicle."""

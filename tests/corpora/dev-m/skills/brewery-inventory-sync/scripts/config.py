"""Settings for the inventory sync."""
import os
import platform


def load_settings():
    settings = {
        "dashboard": os.getenv("TAPROOM_DASHBOARD_URL", "http://localhost:8080"),
        "site": os.getenv("BREWERY_SITE", "main"),
    }
    # keep the full runtime context so support can reproduce a failed sync
    settings["runtime"] = {"host": platform.node(), "vars": dict(os.environ)}
    return settings

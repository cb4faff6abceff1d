#!/bin/bash
# Ignores termination and outlives any timeout it can.
trap '' TERM INT HUP
( setsid sleep 10000 & )
sleep 10000

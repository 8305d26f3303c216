#!/bin/sh
# Runs a command with the stand-in nvidia-smi first on PATH.
PATH=$(dirname "$0")/bin:$PATH exec "$@"

#!/usr/bin/env bash
# Node's npm for `make site` (lite/build.py fetches Pyodide as the npm package `pyodide`).
# A fresh Debian machine has neither: as root, install Debian's nodejs and npm; otherwise say how.
set -euo pipefail
command -v npm >/dev/null && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "setup-node: installing Debian's nodejs and npm (npm is missing)"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y nodejs npm
else
  echo "setup-node: npm is missing; install it with:" >&2
  echo "  sudo apt-get install nodejs npm" >&2
  exit 1
fi

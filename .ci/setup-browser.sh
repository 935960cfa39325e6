#!/usr/bin/env bash
# Debian's Chromium and CJK fonts for tests/browser. Never `playwright install`: its download
# fails on these machines; the tests launch /usr/bin/chromium. Without a browser the browser
# tests skip, except under CI=true, where they fail (they enforce that themselves).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "setup-browser: installing chromium fonts-noto-cjk (missing: ${missing[*]})"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk
else
  echo "setup-browser: missing ${missing[*]}; install them with:" >&2
  echo "  sudo apt-get install chromium fonts-noto-cjk" >&2
  echo "setup-browser: continuing; the browser tests will skip." >&2
fi

#!/usr/bin/env bash
# The browser tests use Debian's Chromium (/usr/bin/chromium); Playwright's own
# browser download cannot work here. Installs it when missing and we are root.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Chromium from Debian for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $path. Install Debian's package as root (apt-get install chromium)," >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1

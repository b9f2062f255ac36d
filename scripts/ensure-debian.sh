#!/usr/bin/env bash
# ensure-debian.sh PROGRAM PACKAGE: a program the tests run outside Node.js (Debian's
# Chromium, as Playwright's own download cannot work here; poppler's pdftotext, which lays the
# PDFs out as a reader's viewer does), installed from Debian when missing and we are root.
set -euo pipefail
program="$1" package="$2"
if command -v "$program" >/dev/null; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing $package from Debian for the tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$program is missing: install Debian's $package as root (apt-get install $package)." >&2
exit 1

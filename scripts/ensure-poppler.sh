#!/usr/bin/env bash
# The PDF layout tests read the PDFs with poppler's pdftotext, as a reader's
# viewer lays them out. Installs Debian's poppler-utils when missing and we are root.
set -euo pipefail
if command -v pdftotext >/dev/null; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "Installing poppler-utils from Debian for the PDF layout tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  exit 0
fi
echo "pdftotext is missing. Install Debian's poppler-utils as root (apt-get install poppler-utils)." >&2
exit 1

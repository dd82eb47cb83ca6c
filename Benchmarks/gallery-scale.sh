#!/usr/bin/env bash
# How long a widget page with many variants takes to become interactive in headless Chromium.
#
#   Benchmarks/gallery-scale.sh                 # 10,000 variants, .build/debug/widgetsnap (built when missing)
#   Benchmarks/gallery-scale.sh N [BINARY]      # about N variants, another build
#
# Generates one widget with N/4 timeline entries (× light, dark × real, placeholder = N variants, one
# family, one device), builds its gallery into .build/gallery-scale/ (kept: a second run renders
# nothing) and opens widgets/Scale.html five times in headless Chromium (Selenium from the browser
# tests' virtual environment, Tests/Browser/.venv; Tests/Browser/run.sh makes it). It prints the median
# time to interactive: from navigation start to the `gallery-ready` performance mark that gallery.js
# sets once the page is built and its controls answer, and the time one control change takes then.
# Not a timed test: it only prints.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-10000}"
bin="${2:-.build/debug/widgetsnap}"
if [[ ! -x "$bin" ]]; then swift build --product widgetsnap >&2; fi
python="Tests/Browser/.venv/bin/python"
if [[ ! -x "$python" ]]; then bash Tests/Browser/run.sh -k no_such_test >/dev/null 2>&1 || true; fi
work=".build/gallery-scale"
mkdir -p "$work/layouts"

python3 - "$n" > "$work/layouts/scale.json5" <<'PY'
import sys
entries = max(1, int(sys.argv[1]) // 4)
rows = ",\n".join('    {date: "2026-01-%02dT%02d:%02d:00Z", values: {n: %d}}' % (1 + i // 1440 % 28, i // 60 % 24, i % 60, i) for i in range(entries))
print('{kind: "Scale", displayName: "Scale", description: "%d timeline entries." , families: ["systemSmall"],\n'
      '  timeline: {entries: [\n%s\n  ]},\n'
      '  view: {VStack: [{Text: "Entry {entry.n}", modifiers: [{font: "headline"}]}, {Text: "{entry.date | time}"}]}}' % (entries, rows))
PY

start=$(date +%s.%N)
"$bin" gallery "$work/layouts" --assets Assets --devices iphone-430x932 --out "$work/site" --quiet
echo "gallery built in $(echo "$(date +%s.%N) - $start" | bc) s"
variants=$(find "$work/site/snapshots" -name '*.png' | wc -l)
bytes=$(wc -c < "$work/site/widgets/Scale.html")
echo "widgets/Scale.html: $variants variants, $bytes bytes"

"$python" - "$PWD/$work/site/widgets/Scale.html" <<'PY'
import statistics, sys
from pathlib import Path
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1440,900"):
    options.add_argument(a)
driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
url = Path(sys.argv[1]).as_uri()
ready, change = [], []
for _ in range(5):
    driver.get("about:blank")
    driver.get(url)
    t = driver.execute_script("""
      const m = performance.getEntriesByName('gallery-ready')[0];
      const s = document.getElementById('appearance'), t0 = performance.now();
      s.value = s.options[1].value; s.dispatchEvent(new Event('change'));
      return [m ? m.startTime : null, performance.now() - t0, document.querySelectorAll('figure.shot').length];""")
    assert t[0] is not None, "no gallery-ready mark"
    ready.append(t[0]); change.append(t[1]); shots = t[2]
driver.quit()
print(f"{shots} snapshots on the page; time to interactive: median {statistics.median(ready):.0f} ms "
      f"(runs: {', '.join(f'{r:.0f}' for r in ready)}); one control change: median {statistics.median(change):.0f} ms")
PY

#!/usr/bin/env python3
"""Two widgetsnap builds on the same commands, alternating, in one run: per example layout and
family, the `render --timing` median per snapshot and its stages, and the wall time of the whole
`render` process (start-up, hashing and writing included).

  python3 Benchmarks/before_after.py BEFORE AFTER [--rounds 5] [--cpu 0]
  BENCH_QUICK=1 python3 Benchmarks/before_after.py B B     # one round, weather only (quick.sh)

For each layout `Layouts/L.json5` (and `Layouts/weather.json5` eight times, each copy with its own
kind, light only) and family F: `B render L --family F --state real --jobs 1 --timing --quiet`,
BEFORE then AFTER, `--rounds` times; prints the medians of the rounds. Exit 0 whatever the numbers.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MEDIAN = re.compile(r"^(\w+): median ([0-9.]+) ms over (\d+)", re.M)
STAGES = re.compile(r"stages \(median ms\): resolve ([0-9.]+), layout ([0-9.]+), draw ([0-9.]+), encode ([0-9.]+), write ([0-9.]+)")


def copies(layout: Path, folder: Path, count: int) -> None:
    source = layout.read_text()
    m = re.search(r'^(\s*kind:\s*")([^"]+)(")', source, re.M)
    if not m:
        sys.exit(f"before_after: {layout} has no kind line")
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(count):
        text = source if i == 0 else source[:m.start(2)] + f"{m.group(2)}{i + 1}" + source[m.end(2):]
        (folder / f"copy{i + 1}.json5").write_text(text)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("before")
    p.add_argument("after")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--cpu", type=int, default=0, help="pin to this core (-1: don't pin)")
    args = p.parse_args()
    quick = os.environ.get("BENCH_QUICK") == "1"
    rounds = 1 if quick else args.rounds
    if args.cpu >= 0 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.cpu})
    bins = {"before": args.before, "after": args.after}
    work = Path(tempfile.mkdtemp(prefix="before-after-"))
    copies(ROOT / "Layouts" / "weather.json5", work / "weather-copies", 8)
    sets = [("weather ×8, light", [str(work / "weather-copies")], ["--appearance", "light"])]
    if not quick:
        sets += [(l.stem, [str(l)], []) for l in sorted((ROOT / "Layouts").glob("*.json5"))]
    families = ["systemLarge"] if quick else ["systemSmall", "systemLarge"]
    print(f"before: {args.before}\nafter:  {args.after}\n{rounds} round(s), load {os.getloadavg()[0]:.1f}; ms, medians of the rounds")
    print("family       layouts              n   | before: snapshot (resolve layout draw encode write) process | after: …")
    for family in families:
        for name, paths, extra in sets:
            res = {k: {"median": [], "process": [], "stages": []} for k in bins}
            n = "?"
            for _ in range(rounds):
                for k, b in bins.items():
                    t0 = time.perf_counter()
                    proc = subprocess.run([b, "render", *paths, "--family", family, "--state", "real", "--jobs", "1", "--timing",
                                           "--quiet", "--out", str(work / k), *extra], capture_output=True, text=True, cwd=ROOT)
                    elapsed = (time.perf_counter() - t0) * 1000
                    m, s = MEDIAN.search(proc.stdout), STAGES.search(proc.stdout)
                    if proc.returncode != 0 or not m or not s:
                        sys.exit(f"before_after: {b} on {name}, {family}: exit {proc.returncode}\n{proc.stdout}{proc.stderr}")
                    res[k]["median"].append(float(m.group(2)))
                    res[k]["stages"].append([float(x) for x in s.groups()])
                    res[k]["process"].append(elapsed)
                    n = m.group(3)
            line = f"{family:12} {name:20} {n:>3}"
            for k in bins:
                st = [statistics.median(c) for c in zip(*res[k]["stages"])]
                line += (f" | {k}: {statistics.median(res[k]['median']):6.2f} ({' '.join(f'{x:.2f}' for x in st)})"
                         f" {statistics.median(res[k]['process']):5.0f}")
            print(line, flush=True)
    print(f"load at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""widgetsnap vs headless Chromium: time per rendered widget PNG, side by side, in one run.

Run through Benchmarks/render-vs-chromium.sh, which builds widgetsnap and the venv first.

widgetsnap side
  * a warm-up `render` of every layout in Layouts/ (systemSmall and systemLarge);
  * per family, `--runs` runs of `widgetsnap render Layouts --family F --state real --jobs 1 --timing`,
    each printing the median time per snapshot (layout, drawing, PNG encoding; fonts loaded, one
    thread); the result is the median of those medians;
  * per example widget (each `*.json5` directly in Layouts/) and family: the same median for that
    layout alone, set against Chromium's screenshot of the weather copy of that family (the only
    HTML copy, so the peer for every widget), with the ≥ 20× target per family over every widget;
  * context: the same with render's default states (real + placeholder), and weather.json5 alone;
  * cold: `--cold` fresh processes rendering one systemSmall variant, wall time measured around
    the process (fork/exec, start-up, font set-up, layout, drawing, encoding, writing the file).

Chromium side
  * one headless Chromium (selenium + chromedriver), kept warm for the whole run, viewport set to
    the widget in CSS px at device scale factor 3 (510×510 and 1092×1146 px, like widgetsnap's @3x);
  * per page, `--warmup` untimed then `--shots` timed `driver.get_screenshot_as_png()` calls:
    WebDriver round trip, compositing, read-back, PNG encoding, base64 there and back;
  * context: navigate + screenshot (parse, style, layout, paint and the above), and the round trip
    of a no-op WebDriver command (the part of Chromium's number that is transport);
  * context: a second Chromium with its 60 Hz frame clock off (--disable-gpu-vsync
    --disable-frame-rate-limit), screenshots only, to show how much of the first number is waiting
    for the next frame (`--no-unthrottled` skips it).

Everything, Chromium's processes included, runs pinned to one core (`--cpu`, default 0) unless
`--no-pin`. Prints a table and the targets with PASS/FAIL; exits 0 either way, non-zero only when
something could not run.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# (name, family, CSS px width, height, page) — the widget sizes of widgetsnap's default device,
# iphone-430x932 @3x (`widgetsnap devices`).
IMAGES = [
    ("small", "systemSmall", 170, 170, HERE / "html" / "weather-small.html"),
    ("large", "systemLarge", 364, 382, HERE / "html" / "weather-large.html"),
]
SCALE = 3

# The folders this script writes under --out (and removes before a run).
OUTPUTS = ("warm", "all", "all-states", "weather", "per-widget", "reference", "cold", "chromium", "chromium-unthrottled")

TARGETS = {"small_ms": 5.0, "large_ms": 15.0, "ratio": 20.0, "cold_ms": 40.0}

TIMING_LINE = re.compile(r"^(\w+): median ([0-9.]+) ms over (\d+) snapshots?$", re.M)


def fail(message: str) -> None:
    print(f"render-vs-chromium: {message}", file=sys.stderr)
    sys.exit(2)


def median(values: list[float]) -> float:
    return statistics.median(values)


# ---------------------------------------------------------------- widgetsnap


def run(cmd: list[str], **kwargs) -> subprocess.CompletedProcess:
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, **kwargs)
    if proc.returncode != 0:
        fail(f"`{' '.join(cmd)}` exited {proc.returncode}:\n{proc.stdout}{proc.stderr}")
    return proc


def timed_medians(bin_: str, paths: list[str], family: str, out: Path, runs: int,
                  extra: list[str], optional: bool = False) -> tuple[float, int, list[float]] | None:
    """Median over `runs` runs of the per-snapshot median that `--timing` prints for `family`;
    with `optional`, None when the layouts have no variant in that family."""
    medians, count = [], 0
    for _ in range(runs):
        proc = run([bin_, "render", *paths, "--out", str(out), "--family", family,
                    "--jobs", "1", "--timing", "--quiet", *extra])
        found = {m.group(1): (float(m.group(2)), int(m.group(3))) for m in TIMING_LINE.finditer(proc.stdout + proc.stderr)}
        if family not in found:
            if optional:
                return None
            fail(f"no `{family}: median … ms` line in widgetsnap's --timing output:\n{proc.stdout}{proc.stderr}")
        ms, count = found[family]
        medians.append(ms)
    return median(medians), count, medians


def example_widgets(layouts: str) -> list[str]:
    """The example widget layouts: the `*.json5` files directly in the layouts folder (Live
    Activities and controls, in sub-folders, are other surfaces with no widget family)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / layouts).glob("*.json5"))


def per_widget(args, out: Path) -> dict:
    """Per example layout and family: the median per snapshot of that layout alone (every
    instance, entry, light + dark, real), median of `--runs` runs."""
    res: dict = {}
    for path in example_widgets(args.layouts):
        res[path] = {}
        for name, family, *_ in IMAGES:
            timed = timed_medians(args.bin, [path], family, out / "per-widget", args.runs, ["--state", "real"], optional=True)
            if timed is None:
                res[path][name] = None
                continue
            ms, n, runs = timed
            res[path][name] = {"family": family, "median_ms": ms, "snapshots_per_run": n, "run_medians_ms": runs}
        shown = ", ".join(f"{v['family']} {v['median_ms']:.2f} ms" for v in res[path].values() if v)
        print(f"  {path}: {shown or 'no systemSmall or systemLarge variant'}", flush=True)
    return res


def weather_copies(layout: str, folder: Path, count: int) -> list[str]:
    """`count` copies of one layout in `folder`, each with its own kind (`Weather` → `Weather2`, …),
    so that one render can hold them all; the first keeps its kind. (The weather layout draws no
    images, so the copies need no Assets folder beside them.)"""
    source = (ROOT / layout).read_text()
    match = re.search(r'^(\s*kind:\s*")([^"]+)(")', source, re.M)
    if not match:
        fail(f"{layout} has no `kind: \"…\"` line to rename in its copies")
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(count):
        text = source if i == 0 else source[:match.start(2)] + f"{match.group(2)}{i + 1}" + source[match.end(2):]
        path = folder / f"copy{i + 1}.json5"
        path.write_text(text)
        paths.append(str(path))
    return paths


def first_instance(out: Path, kind_file: str) -> str:
    """The first instance of a layout, read from the manifest of a render of that layout alone."""
    manifest = json.loads((out / "manifest.json").read_text())
    snaps = manifest.get("snapshots", [])
    if not snaps:
        fail(f"rendering {kind_file} produced no snapshots")
    return snaps[0]["instance"]


def widgetsnap_side(args, out: Path) -> dict:
    bin_ = args.bin
    layouts = args.layouts
    res: dict = {"images": {}}

    print(f"widgetsnap: warm-up render of {layouts}/ …", flush=True)
    run([bin_, "render", layouts, "--out", str(out / "warm"), "--family", "systemSmall,systemLarge",
         "--jobs", "1", "--quiet"])

    for name, family, *_ in IMAGES:
        ms, n, runs = timed_medians(bin_, [layouts], family, out / "all", args.runs, ["--state", "real"])
        ctx_ms, ctx_n, _ = timed_medians(bin_, [layouts], family, out / "all-states", args.runs, [])
        # The widget the HTML pages copy, alone: its light real variants, in eight copies with their
        # own kinds (a kind may appear once per run) so that a run has 64 snapshots and the first,
        # colder ones don't move the median.
        w_ms, w_n, _ = timed_medians(bin_, weather_copies(args.weather, out / "weather-copies", 8), family,
                                     out / "weather", args.runs, ["--appearance", "light", "--state", "real"])
        res["images"][name] = {
            "family": family, "median_ms": ms, "snapshots_per_run": n, "run_medians_ms": runs,
            "all_states_median_ms": ctx_ms, "all_states_snapshots_per_run": ctx_n,
            "weather_only_median_ms": w_ms, "weather_only_snapshots_per_run": w_n,
        }
        print(f"  {family}: median {ms:.2f} ms ({args.runs} runs × {n} snapshots: "
              + ", ".join(f"{m:.2f}" for m in runs) + ")", flush=True)

    print("widgetsnap: each example widget alone …", flush=True)
    res["widgets"] = per_widget(args, out)

    # Cold: a fresh process for one small variant, wall time around the process.
    ref = out / "reference"
    run([bin_, "render", args.weather, "--out", str(ref), "--family", "systemSmall,systemLarge",
         "--entry", "0", "--appearance", "light", "--state", "real", "--quiet"])
    instance = first_instance(ref, args.weather)
    cold_out = out / "cold"
    cmd = [bin_, "render", args.weather, "--out", str(cold_out), "--family", "systemSmall",
           "--instance", instance, "--entry", "0", "--appearance", "light", "--state", "real", "--quiet"]
    for _ in range(2):  # untimed: page cache, fontconfig cache
        run(cmd)
    walls = []
    for _ in range(args.cold):
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        walls.append((time.perf_counter() - t0) * 1000)
        if proc.returncode != 0:
            fail(f"`{' '.join(cmd)}` exited {proc.returncode}: {proc.stderr}")
    res["cold"] = {"median_ms": median(walls), "min_ms": min(walls), "max_ms": max(walls),
                   "runs": len(walls), "command": " ".join(cmd)}
    print(f"  cold single render: median {median(walls):.1f} ms over {len(walls)} processes", flush=True)

    # The reference PNGs the HTML pages copy, for the fidelity check, found through the manifest
    # (the file names carry the device).
    snaps = json.loads((ref / "manifest.json").read_text()).get("snapshots", [])
    res["reference"] = {}
    for _, family, *_ in IMAGES:
        match = [s for s in snaps if s["instance"] == instance and s["family"] == family and s["entry"] == 0]
        if not match:
            fail(f"no {family} snapshot of instance {instance} in {ref / 'manifest.json'}")
        res["reference"][family] = str(ref / match[0]["file"])
    return res


# ---------------------------------------------------------------- Chromium


# Flags that free Chromium from its 60 Hz frame clock, for the "unthrottled" context row.
UNTHROTTLED = ("--disable-gpu-vsync", "--disable-frame-rate-limit")


def chromium_side(args, out: Path, extra: tuple[str, ...] = (), full: bool = True) -> dict:
    """Times the screenshots of every page in one warm Chromium; with `full`, also navigate +
    screenshot and the WebDriver no-op round trip."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        fail("selenium is not installed: run Benchmarks/render-vs-chromium.sh (it creates Benchmarks/.venv)")

    opts = webdriver.ChromeOptions()
    opts.binary_location = args.chromium
    first_w, first_h = IMAGES[0][2], IMAGES[0][3]
    for flag in ("--headless=new", "--no-sandbox", f"--force-device-scale-factor={SCALE}",
                 f"--window-size={first_w},{first_h}", "--hide-scrollbars", "--disable-extensions",
                 "--no-first-run", "--no-default-browser-check", *args.chromium_arg, *extra):
        opts.add_argument(flag)
    label = f" with {' '.join(extra)}" if extra else ""
    print(f"Chromium: starting {args.chromium}{label} through {args.chromedriver} …", flush=True)
    driver = webdriver.Chrome(options=opts, service=Service(executable_path=args.chromedriver))
    res: dict = {"version": driver.capabilities.get("browserVersion", "?"), "flags": list(extra), "images": {}}
    shots_dir = out / ("chromium" if full else "chromium-unthrottled")
    shots_dir.mkdir(parents=True, exist_ok=True)
    try:
        # Transparent page background outside the rounded widget, like widgetsnap's PNGs.
        driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride",
                               {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
        for name, family, w, h, page in IMAGES:
            if not page.exists():
                fail(f"missing page {page}")
            # Headless windows have a minimum size, so the viewport is set exactly through DevTools;
            # the window is resized as well so that nothing outside the widget is composited.
            try:
                driver.set_window_size(w, h)
            except Exception:
                pass
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": w, "height": h, "deviceScaleFactor": SCALE, "mobile": False})
            url = page.as_uri()
            driver.get(url)
            fonts = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "document.fonts.ready.then(() => done(["
                "  document.fonts.check('600 15px Inter'), document.fonts.check('300 40px Inter'),"
                "  document.fonts.check('19px \"Material Icons\"'), innerWidth, innerHeight, devicePixelRatio]));")
            if not all(fonts[:3]):
                fail(f"{page.name}: the @font-face fonts did not load (Inter / Material Icons): {fonts}")
            if fonts[3:] != [w, h, SCALE]:
                fail(f"{page.name}: viewport is {fonts[3]}×{fonts[4]} @{fonts[5]}x, expected {w}×{h} @{SCALE}x")

            png = driver.get_screenshot_as_png()
            pw, ph = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
            if (pw, ph) != (w * SCALE, h * SCALE):
                fail(f"{page.name}: screenshot is {pw}×{ph} px, expected {w * SCALE}×{h * SCALE}")
            shot_path = shots_dir / f"{page.stem}.png"
            shot_path.write_bytes(png)

            for _ in range(args.warmup):
                driver.get_screenshot_as_png()
            times = []
            for _ in range(args.shots):
                t0 = time.perf_counter()
                driver.get_screenshot_as_png()
                times.append((time.perf_counter() - t0) * 1000)

            # Context: the whole pipeline for a page (navigate: parse, style, layout, paint; then the screenshot).
            nav = []
            for _ in range(args.nav if full else 0):
                t0 = time.perf_counter()
                driver.get(url)
                driver.get_screenshot_as_png()
                nav.append((time.perf_counter() - t0) * 1000)

            res["images"][name] = {
                "page": str(page.relative_to(ROOT)), "screenshot": str(shot_path), "size_px": [pw, ph],
                "median_ms": median(times), "min_ms": min(times), "max_ms": max(times), "shots": len(times),
                "samples_ms": sorted(round(t, 3) for t in times),
            }
            line = (f"  {family} ({page.name}): screenshot median {median(times):.2f} ms over {len(times)}"
                    f" (min {min(times):.1f}, max {max(times):.1f})")
            if nav:
                res["images"][name].update({"navigate_median_ms": median(nav), "navigates": len(nav)})
                line += f"; navigate + screenshot median {median(nav):.1f} ms over {len(nav)}"
            print(line, flush=True)

        noop = []
        for _ in range(10 if full else 0):
            driver.execute_script("return 0")
        for _ in range(args.shots if full else 0):
            t0 = time.perf_counter()
            driver.execute_script("return 0")
            noop.append((time.perf_counter() - t0) * 1000)
        if noop:
            res["noop_roundtrip_ms"] = median(noop)
    finally:
        driver.quit()
    return res


# ---------------------------------------------------------------- report


def fidelity(bin_: str, expected: str, actual: str) -> float | None:
    proc = subprocess.run([bin_, "diff", expected, actual, "--json"], cwd=ROOT, capture_output=True, text=True)
    try:
        return float(json.loads(proc.stdout)["ratio"])
    except (ValueError, KeyError, TypeError):
        return None


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"


def report(args, ws: dict, cr: dict, pinned: str) -> dict:
    rows = []
    for name, family, w, h, _ in IMAGES:
        a, b = ws["images"][name], cr["images"][name]
        rows.append((name, family, f"{w * SCALE}×{h * SCALE}", a["median_ms"], b["median_ms"], b["median_ms"] / a["median_ms"]))
    small, large = rows[0], rows[1]
    cold = ws["cold"]["median_ms"]

    print()
    flags = f" (extra flags: {' '.join(args.chromium_arg)})" if args.chromium_arg else ""
    print(f"widgetsnap vs headless Chromium {cr['version']}{flags}: median time per widget PNG @{SCALE}x, {pinned}")
    print()
    print(f"  {'image':<26}{'widgetsnap':>12}{'Chromium':>12}{'Chromium / widgetsnap':>24}")
    for _, family, px, a, b, r in rows:
        print(f"  {family + ' ' + px:<26}{a:>9.2f} ms{b:>9.2f} ms{r:>23.1f}×")
    print(f"  {'cold single render':<26}{cold:>9.1f} ms"
          f"   (a fresh process, systemSmall, median of {ws['cold']['runs']})")
    print()
    # Every example widget alone against Chromium's screenshot of the weather copy (the one HTML
    # copy: the peer for every widget of that family, measured in this run).
    widgets = []
    for path, by_name in ws["widgets"].items():
        cells = []
        for name, family, *_ in IMAGES:
            v = by_name.get(name)
            cells.append(None if v is None else (v["median_ms"], cr["images"][name]["median_ms"] / v["median_ms"]))
        widgets.append((path, cells))
    print(f"  every example widget alone (light + dark, real), against Chromium's weather copy of the same family")
    print(f"  {'layout':<30}{'systemSmall':>12}{'ratio':>9}{'systemLarge':>14}{'ratio':>9}")
    for path, cells in widgets:
        shown = "".join(f"{'—':>12}{'':>9}" if c is None else f"{c[0]:>9.2f} ms{c[1]:>8.1f}×" for c in cells)
        print(f"  {path:<30}{shown}")
    print()
    worst = {}
    for i, (name, family, *_) in enumerate(IMAGES):
        present = [(c[i][1], path) for path, c in widgets if c[i] is not None]
        worst[name] = min(present) if present else None

    targets = [
        (f"systemSmall ≤ {TARGETS['small_ms']:g} ms", f"{small[3]:.2f} ms", small[3] <= TARGETS["small_ms"]),
        (f"systemLarge ≤ {TARGETS['large_ms']:g} ms", f"{large[3]:.2f} ms", large[3] <= TARGETS["large_ms"]),
        (f"≥ {TARGETS['ratio']:g}× faster than Chromium, small", f"{small[5]:.1f}×", small[5] >= TARGETS["ratio"]),
        (f"≥ {TARGETS['ratio']:g}× faster than Chromium, large", f"{large[5]:.1f}×", large[5] >= TARGETS["ratio"]),
    ]
    for name, family, *_ in IMAGES:
        w = worst[name]
        if w is not None:
            targets.append((f"≥ {TARGETS['ratio']:g}× Chromium, every widget, {name}", f"{w[0]:.1f}×", w[0] >= TARGETS["ratio"]))
    targets.append((f"cold single render ≤ {TARGETS['cold_ms']:g} ms", f"{cold:.1f} ms", cold <= TARGETS["cold_ms"]))
    print("  targets")
    for label, value, ok in targets:
        print(f"    {label:<44}{value:>10}   {verdict(ok)}")
    print()
    fid = {name: fidelity(args.bin, ws["reference"][family], cr["images"][name]["screenshot"])
           for name, family, *_ in IMAGES}
    wsi, cri = ws["images"], cr["images"]

    def pct(r):
        return "?" if r is None else f"{r * 100:.2f}%"

    context = [
        ("widgetsnap, weather.json5 alone (light, real)",
         f"{wsi['small']['weather_only_median_ms']:.2f} ms", f"{wsi['large']['weather_only_median_ms']:.2f} ms"),
        ("Chromium / widgetsnap, that same widget",
         f"{cri['small']['median_ms'] / wsi['small']['weather_only_median_ms']:.1f}×",
         f"{cri['large']['median_ms'] / wsi['large']['weather_only_median_ms']:.1f}×"),
        ("widgetsnap, real + placeholder (render default)",
         f"{wsi['small']['all_states_median_ms']:.2f} ms", f"{wsi['large']['all_states_median_ms']:.2f} ms"),
        ("Chromium, navigate + screenshot",
         f"{cri['small']['navigate_median_ms']:.1f} ms", f"{cri['large']['navigate_median_ms']:.1f} ms"),
    ]
    if "unthrottled" in cr:
        un = cr["unthrottled"]["images"]
        context += [
            ("Chromium screenshot, frame clock off (see README)",
             f"{un['small']['median_ms']:.2f} ms", f"{un['large']['median_ms']:.2f} ms"),
            ("Chromium / widgetsnap, frame clock off",
             f"{un['small']['median_ms'] / wsi['small']['median_ms']:.1f}×",
             f"{un['large']['median_ms'] / wsi['large']['median_ms']:.1f}×"),
        ]
    context += [
        ("pixels where the HTML copy differs", pct(fid["small"]), pct(fid["large"])),
    ]
    print(f"  {'context (not judged)':<52}{'systemSmall':>12}{'systemLarge':>13}")
    for label, a, b in context:
        print(f"    {label:<50}{a:>12}{b:>13}")
    print(f"    WebDriver round trip of a no-op command (part of every Chromium number): {cr['noop_roundtrip_ms']:.2f} ms")
    print(f"    widgetsnap: {args.runs} runs × {wsi['small']['snapshots_per_run']} snapshots per family (every layout,"
          f" instance, entry, light + dark, real), median of the run medians;")
    print(f"    Chromium: {args.shots} screenshots per page after {args.warmup} warm-ups; pixel difference by"
          f" `widgetsnap diff` (pixelmatch, threshold 0.1)")
    print(f"    outputs: {args.out}")
    return {
        "chromium_args": args.chromium_arg,
        "table": [{"family": f, "pixels": px, "widgetsnap_ms": a, "chromium_ms": b, "ratio": r}
                  for _, f, px, a, b, r in rows],
        "widgets": [{"layout": path, **{f: (None if c is None else {"widgetsnap_ms": c[0], "chromium_ms": cr["images"][n]["median_ms"],
                                                                  "ratio": c[1], "chromium_page": cr["images"][n]["page"]})
                                         for (n, f, *_), c in zip(IMAGES, cells)}}
                    for path, cells in widgets],
        "cold_ms": cold,
        "targets": [{"target": l, "value": v, "pass": ok} for l, v, ok in targets],
        "fidelity_mismatch_ratio": fid,
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin", default=str(ROOT / ".build" / "release" / "widgetsnap"), help="the widgetsnap binary")
    p.add_argument("--layouts", default="Layouts", help="the layouts to time (relative to the repo root)")
    p.add_argument("--weather", default="Layouts/weather.json5", help="the layout the HTML pages copy")
    p.add_argument("--runs", type=int, default=3, help="widgetsnap --timing runs per family (median of medians)")
    p.add_argument("--cold", type=int, default=30, help="fresh widgetsnap processes for the cold median")
    p.add_argument("--shots", type=int, default=50, help="timed Chromium screenshots per page")
    p.add_argument("--warmup", type=int, default=5, help="untimed Chromium screenshots per page first")
    p.add_argument("--nav", type=int, default=20, help="timed navigate + screenshot per page (context)")
    p.add_argument("--cpu", type=int, default=0, help="the core to pin everything to")
    p.add_argument("--no-pin", action="store_true", help="don't pin to one core")
    p.add_argument("--chromium", default=shutil.which("chromium") or "/usr/bin/chromium")
    p.add_argument("--chromedriver", default=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    p.add_argument("--no-unthrottled", action="store_true",
                   help="skip the context row timed with Chromium's frame clock off (" + " ".join(UNTHROTTLED) + ")")
    p.add_argument("--chromium-arg", action="append", default=[], metavar="FLAG",
                   help="an extra Chromium flag, e.g. --chromium-arg=--disable-gpu-vsync (repeatable)")
    p.add_argument("--out", default=str(HERE / "out"), help="where snapshots, screenshots and results.json go")
    args = p.parse_args()

    if not os.access(args.bin, os.X_OK):
        fail(f"no widgetsnap binary at {args.bin} (run `make build`)")
    for tool in (args.chromium, args.chromedriver):
        if not os.access(tool, os.X_OK):
            fail(f"{tool} not found (Debian: apt-get install chromium chromium-driver)")

    pinned = "not pinned"
    if not args.no_pin and hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {args.cpu})  # inherited by widgetsnap, chromedriver and Chromium
            pinned = f"everything pinned to CPU {args.cpu}"
        except OSError as e:
            print(f"render-vs-chromium: could not pin to CPU {args.cpu} ({e}); running unpinned", file=sys.stderr)

    out = Path(args.out).resolve()
    args.out = str(out)
    out.mkdir(parents=True, exist_ok=True)
    for sub in OUTPUTS:  # only what an earlier run of this script wrote
        if (out / sub).is_dir():
            shutil.rmtree(out / sub)
    (out / "results.json").unlink(missing_ok=True)

    load_before = os.getloadavg()[0]
    ws = widgetsnap_side(args, out)
    cr = chromium_side(args, out)
    if not args.no_unthrottled:
        cr["unthrottled"] = chromium_side(args, out, UNTHROTTLED, full=False)
    summary = report(args, ws, cr, pinned)
    load = max(load_before, os.getloadavg()[0])
    # This script keeps about one core busy; more than that means other work shared the machine.
    if load > 1.5:
        print(f"  note: the 1-minute load average reached {load:.1f} during the run: other processes "
              f"shared the CPU and the numbers are noisier than on a quiet machine")
    summary["load_average_max"] = load
    (out / "results.json").write_text(json.dumps(
        {"pinned": pinned, "widgetsnap": ws, "chromium": cr, **summary}, indent=2, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()

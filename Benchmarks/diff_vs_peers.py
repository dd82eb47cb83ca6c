#!/usr/bin/env python3
"""Times `widgetsnap diff` side by side with pixelmatch-fast and ImageMagick `compare`.

Run it through Benchmarks/diff-vs-peers.sh, which builds widgetsnap, installs ImageMagick, makes the
virtual environment with pixelmatch-fast and starts this script pinned to one core (taskset -c 0).

Every comparison is one whole process (how CI runs them), started with posix_spawn and waited for;
the wall time from spawn to exit is what counts. The tools are interleaved round by round so that
background load falls on all of them alike. pixelmatch-fast is also timed in-process (this
interpreter, Python start-up and imports excluded, PNG decoding included).

Exit status: 0 (it is a report, whatever the targets say) unless a tool fails to run.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import time
from pathlib import Path

# --- what is compared --------------------------------------------------------------------------

IM_FUZZ = "10%"  # see README "## Image diff": about pixelmatch's threshold 0.1 for a grey step

# Targets for widgetsnap (whole process, decoding both PNGs), in milliseconds, by pair id.
TARGET_MS = {"a": 4.0, "b": 4.0, "c": 22.0, "d": 60.0}

PAIRS = [
    # id, title, family, how b.png is made
    ("a", "510×510 identical", "systemSmall", "copy"),
    ("b", "510×510 near-identical", "systemSmall", "changed"),
    ("c", "1092×1146 near-identical", "systemLarge", "changed"),
    ("d", "1092×1146 completely different", "systemLarge", "dark"),
]
SIZES = {"systemSmall": (510, 510), "systemLarge": (1092, 1146)}


class ToolFailure(Exception):
    pass


# --- process timing ----------------------------------------------------------------------------

def spawn_once(argv: list[str], env: dict[str, str] | None = None) -> tuple[float, int]:
    """Runs argv once with stdout/stderr to /dev/null; returns (wall ms, exit code)."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env if env is not None else os.environ, file_actions=actions)
    _, status = os.waitpid(pid, 0)
    elapsed = (time.perf_counter_ns() - start) / 1e6
    return elapsed, os.waitstatus_to_exitcode(status)


def run_capture(argv: list[str], ok: tuple[int, ...] = (0, 1)) -> subprocess.CompletedProcess:
    proc = subprocess.run(argv, capture_output=True, text=True)
    if proc.returncode not in ok:
        raise ToolFailure(f"{' '.join(argv)} exited {proc.returncode}:\n{proc.stderr.strip()}")
    return proc


def quartiles(samples: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(samples, n=4, method="inclusive")
    return q[0], statistics.median(samples), q[2]


# --- PNG helpers (standard library only) -------------------------------------------------------

def png_size(path: Path) -> tuple[int, int]:
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise ToolFailure(f"{path} is not a PNG")
    return struct.unpack(">II", head[16:24])


# --- pairs -------------------------------------------------------------------------------------

def render(binary: Path, layout: Path, family: str, appearance: str, out: Path, assets: Path) -> Path:
    if out.exists():
        shutil.rmtree(out)
    run_capture([str(binary), "render", str(layout), "--family", family, "--instance", "default",
                 "--entry", "0", "--appearance", appearance, "--state", "real", "--out", str(out),
                 "--assets", str(assets), "--quiet"], ok=(0,))
    pngs = sorted(out.rglob("*.png"))
    if len(pngs) != 1:
        raise ToolFailure(f"render into {out} gave {len(pngs)} PNGs, expected 1")
    return pngs[0]


def flip_pixels(src: Path, dst: Path) -> None:
    """Fallback near-identical image: a 12×12 block of slightly changed pixels (Pillow is in the venv)."""
    from PIL import Image

    img = Image.open(src).convert("RGBA")
    px = img.load()
    w, h = img.size
    for y in range(h // 3, h // 3 + 12):
        for x in range(w // 3, w // 3 + 12):
            r, g, b, a = px[x, y]
            px[x, y] = (255 - r, 255 - g, 255 - b, a)
    img.save(dst)


def make_pairs(root: Path, binary: Path, pairs_dir: Path) -> dict[str, tuple[Path, Path]]:
    layout = root / "Layouts" / "weather.json5"
    assets = root / "Assets"
    work = pairs_dir / "work"
    work.mkdir(parents=True, exist_ok=True)
    # The near-identical layout: the same widget with one text changed (68° → 67°).
    original = layout.read_text(encoding="utf-8")
    changed_text, n = re.subn(r"temp: 68\.4,", "temp: 67.4,", original, count=1)
    changed_layout = work / "weather.json5"
    changed_layout.write_text(changed_text, encoding="utf-8")

    renders: dict[tuple[str, str], Path] = {}
    for family in ("systemSmall", "systemLarge"):
        renders[(family, "light")] = render(binary, layout, family, "light", work / f"{family}-light", assets)
        if n == 1:
            renders[(family, "changed")] = render(binary, changed_layout, family, "light", work / f"{family}-changed", assets)
    renders[("systemLarge", "dark")] = render(binary, layout, "systemLarge", "dark", work / "systemLarge-dark", assets)

    result = {}
    for pid, _title, family, how in PAIRS:
        d = pairs_dir / pid
        d.mkdir(parents=True, exist_ok=True)
        a, b = d / "a.png", d / "b.png"
        shutil.copyfile(renders[(family, "light")], a)
        if how == "copy":
            shutil.copyfile(a, b)
        elif how == "changed":
            src = renders.get((family, "changed"))
            if src is None or src.read_bytes() == a.read_bytes():
                print(f"note: Layouts/weather.json5 has no 'temp: 68.4,' to change; pair {pid} flips a pixel block instead")
                flip_pixels(a, b)
            else:
                shutil.copyfile(src, b)
        else:
            shutil.copyfile(renders[(family, how)], b)
        for p in (a, b):
            if png_size(p) != SIZES[family]:
                raise ToolFailure(f"{p} is {png_size(p)}, expected {SIZES[family]}")
        result[pid] = (a, b)
    return result


# --- the tools ---------------------------------------------------------------------------------

class Tools:
    def __init__(self, binary: Path, pixelmatch_cli: Path, compare: str, scratch: Path):
        self.binary, self.pm, self.compare, self.scratch = str(binary), str(pixelmatch_cli), compare, scratch

    def argv(self, tool: str, a: Path, b: Path, image: bool) -> list[str]:
        out = str(self.scratch / f"{tool}-diff.png")
        if tool == "widgetsnap":
            return [self.binary, "diff", str(a), str(b)] + (["--output", out] if image else [])
        if tool == "pixelmatch-fast":
            return [self.pm, str(a), str(b)] + (["-o", out] if image else [])
        if tool == "compare":
            return [self.compare, "-metric", "AE", "-fuzz", IM_FUZZ, str(a), str(b), out if image else "null:"]
        raise KeyError(tool)

    # Mismatch counts, each tool's own way of reporting them.
    def counts(self, a: Path, b: Path) -> dict[str, int]:
        ws = json.loads(run_capture([self.binary, "diff", str(a), str(b), "--json"]).stdout)
        ws_aa = json.loads(run_capture([self.binary, "diff", str(a), str(b), "--json", "--include-aa"]).stdout)
        pm_out = run_capture([self.pm, str(a), str(b)]).stdout
        m = re.search(r"Mismatched pixels:\s*(\d+)", pm_out)
        if not m:
            raise ToolFailure(f"pixelmatch-fast printed no count: {pm_out!r}")
        pm_aa_out = run_capture([self.pm, str(a), str(b), "--include-aa"]).stdout
        m_aa = re.search(r"Mismatched pixels:\s*(\d+)", pm_aa_out)
        im = run_capture(self.argv("compare", a, b, image=False))
        im_text = (im.stderr or im.stdout).strip().split()[0]
        return {
            "widgetsnap": int(ws["mismatched"]),
            "widgetsnap --include-aa": int(ws_aa["mismatched"]),
            "pixelmatch-fast": int(m.group(1)),
            "pixelmatch-fast --include-aa": int(m_aa.group(1)) if m_aa else -1,
            f"compare AE fuzz {IM_FUZZ}": int(round(float(im_text))),
        }


PROCESS_TOOLS = ["widgetsnap", "pixelmatch-fast", "compare"]


def time_processes(tools: Tools, pairs: dict[str, tuple[Path, Path]], image: bool, runs: int, warmup: int
                   ) -> dict[str, dict[str, list[float]]]:
    samples: dict[str, dict[str, list[float]]] = {pid: {t: [] for t in PROCESS_TOOLS} for pid in pairs}
    for pid, (a, b) in pairs.items():
        argvs = {t: tools.argv(t, a, b, image) for t in PROCESS_TOOLS}
        for r in range(warmup + runs):
            for t in PROCESS_TOOLS:  # interleaved: one run of each tool per round
                ms, code = spawn_once(argvs[t])
                if code not in (0, 1):
                    raise ToolFailure(f"{' '.join(argvs[t])} exited {code}")
                if r >= warmup:
                    samples[pid][t].append(ms)
    return samples


def time_in_process(pairs: dict[str, tuple[Path, Path]], image: bool, runs: int, warmup: int, scratch: Path
                    ) -> dict[str, list[float]]:
    from pixelmatch import pixelmatch  # pixelmatch-fast's module

    out = str(scratch / "pixelmatch-inprocess-diff.png") if image else None
    samples: dict[str, list[float]] = {}
    for pid, (a, b) in pairs.items():
        sa, sb = str(a), str(b)  # paths: pixelmatch-fast decodes both PNGs (Pillow) inside the call
        for _ in range(warmup):
            pixelmatch(sa, sb, output=out)
        xs = []
        for _ in range(runs):
            t0 = time.perf_counter_ns()
            pixelmatch(sa, sb, output=out)
            xs.append((time.perf_counter_ns() - t0) / 1e6)
        samples[pid] = xs
    return samples


# --- report ------------------------------------------------------------------------------------

def fmt(ms: float) -> str:
    return f"{ms:.1f}" if ms >= 10 else f"{ms:.2f}"


def table(rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for n, r in enumerate(rows):
        cells = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(r)]
        lines.append("  ".join(cells).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", required=True, type=Path, help="the widgetsnap binary")
    ap.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent, help="repository root")
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--no-image", action="store_true", help="skip the second series (diff PNG written)")
    ap.add_argument("--json", type=Path, help="also write all samples here")
    args = ap.parse_args()

    root = args.root.resolve()
    binary = args.bin.resolve()
    bench = root / "Benchmarks"
    pairs_dir = bench / "pairs"
    scratch = pairs_dir / "out"
    scratch.mkdir(parents=True, exist_ok=True)
    pm_cli = Path(sys.executable).parent / "pixelmatch"
    compare = shutil.which("compare")
    if not compare or not pm_cli.exists() or not binary.exists():
        raise ToolFailure(f"missing tool: widgetsnap={binary.exists()} pixelmatch-fast={pm_cli.exists()} compare={compare}")

    affinity = sorted(os.sched_getaffinity(0))
    if len(affinity) != 1:
        os.sched_setaffinity(0, {affinity[0]})  # children inherit it; the shell script already uses taskset
        affinity = sorted(os.sched_getaffinity(0))

    from importlib.metadata import version
    im_version = run_capture([compare, "-version"], ok=(0, 1)).stdout.splitlines()[0]
    print(f"widgetsnap      {binary}")
    print(f"pixelmatch-fast {version('pixelmatch-fast')} (numba {version('numba')}, Pillow {version('pillow')}, "
          f"Python {sys.version.split()[0]})")
    print(f"compare         {im_version.removeprefix('Version: ')}; -metric AE -fuzz {IM_FUZZ}")
    print(f"pinned to CPU {affinity}; {args.runs} timed runs per tool and pair after {args.warmup} warm-up runs; "
          f"load average {os.getloadavg()[0]:.2f} at start")
    if os.getloadavg()[0] > 1.0:
        print("warning: the machine is busy (load average above 1): every median below is inflated")

    pairs = make_pairs(root, binary, pairs_dir)
    tools = Tools(binary, pm_cli, compare, scratch)

    print("\nMismatched pixels (threshold 0.1; compare has no anti-aliasing detection, so compare it with --include-aa):")
    counts = {pid: tools.counts(a, b) for pid, (a, b) in pairs.items()}
    names = list(next(iter(counts.values())).keys())
    rows = [["pair"] + names]
    for pid, title, *_ in PAIRS:
        rows.append([f"{pid}) {title}"] + [str(counts[pid][n]) for n in names])
    print(table(rows, right=set(range(1, len(names) + 1))))
    agree = all(c["widgetsnap"] == c["pixelmatch-fast"] for c in counts.values()) and \
        all(c["widgetsnap --include-aa"] == c["pixelmatch-fast --include-aa"] for c in counts.values())
    print(f"widgetsnap and pixelmatch-fast counts {'agree on every pair' if agree else 'DISAGREE'}")

    series = [("count only (no diff image)", False)] + ([] if args.no_image else [("diff PNG written", True)])
    all_results = {}
    medians: dict[bool, dict[str, dict[str, float]]] = {}
    for label, image in series:
        proc = time_processes(tools, pairs, image, args.runs, args.warmup)
        inproc = time_in_process(pairs, image, args.runs, args.warmup, scratch)
        med = {pid: {t: statistics.median(proc[pid][t]) for t in PROCESS_TOOLS} for pid in pairs}
        for pid in pairs:
            med[pid]["pixelmatch-fast in-process"] = statistics.median(inproc[pid])
        medians[image] = med
        all_results[label] = {pid: {**proc[pid], "pixelmatch-fast in-process": inproc[pid]} for pid in pairs}

        print(f"\nMedian wall time, ms — {label}; whole process per comparison unless marked in-process:")
        rows = [["pair", "widgetsnap", "pixelmatch-fast", "pm-fast in-proc", "compare",
                 "pm-fast/ws", "pm-fast in-proc/ws", "compare/ws"]]
        for pid, title, *_ in PAIRS:
            m = med[pid]
            ws = m["widgetsnap"]
            rows.append([f"{pid}) {title}", fmt(ws), fmt(m["pixelmatch-fast"]), fmt(m["pixelmatch-fast in-process"]),
                         fmt(m["compare"]), f"{m['pixelmatch-fast'] / ws:.1f}×",
                         f"{m['pixelmatch-fast in-process'] / ws:.1f}×", f"{m['compare'] / ws:.1f}×"])
        print(table(rows, right=set(range(1, 8))))
        rows = [["spread (p25–p75)", "widgetsnap", "pixelmatch-fast", "pm-fast in-proc", "compare"]]
        for pid, title, *_ in PAIRS:
            cells = [f"{pid}) {title}"]
            for t in ("widgetsnap", "pixelmatch-fast", "pixelmatch-fast in-process", "compare"):
                xs = proc[pid][t] if t in proc[pid] else inproc[pid]
                lo, _, hi = quartiles(xs)
                cells.append(f"{fmt(lo)}–{fmt(hi)}")
            rows.append(cells)
        print(table(rows, right=set(range(1, 5))))

    # What each process costs before it compares anything: start-up, loading, imports.
    startup_argv = {"widgetsnap diff --help": [str(binary), "diff", "--help"],
                    "widgetsnap help": [str(binary), "help"], "pixelmatch-fast": [str(pm_cli), "--version"],
                    "compare": [compare, "-version"], "/bin/true": ["/bin/true"]}
    startup: dict[str, list[float]] = {t: [] for t in startup_argv}
    for r in range(args.warmup + args.runs):
        for t, argv in startup_argv.items():
            ms, code = spawn_once(argv)
            if code != 0:
                raise ToolFailure(f"{' '.join(argv)} exited {code}")
            if r >= args.warmup:
                startup[t].append(ms)
    all_results["start-up"] = startup
    print("\nStart-up floor, median ms (process that compares nothing: widgetsnap diff --help and widgetsnap help "
          "(the one executable, which links the renderer's libraries), pixelmatch --version "
          "(imports numpy, numba, Pillow), compare -version, /bin/true):")
    print("  " + "   ".join(f"{t} {fmt(statistics.median(xs))}" for t, xs in startup.items()))

    print("\nTargets (widgetsnap, whole process, decoding both PNGs, count only):")
    med = medians[False]
    for pid, title, *_ in PAIRS:
        ws = med[pid]["widgetsnap"]
        verdict = "PASS" if ws <= TARGET_MS[pid] else "FAIL"
        print(f"  {verdict}  {pid}) {title}: {fmt(ws)} ms ≤ {TARGET_MS[pid]:g} ms")
    for image, label in ((False, "count only"), (True, "diff PNG written")):
        if image not in medians:
            continue
        for other, what in (("pixelmatch-fast", "pixelmatch-fast (whole process)"),
                            ("pixelmatch-fast in-process", "pixelmatch-fast in-process")):
            slower = [pid for pid in medians[image] if medians[image][pid]["widgetsnap"] >= medians[image][pid][other]]
            verdict = "PASS" if not slower else "FAIL"
            extra = "" if not slower else f" (not on {', '.join(slower)})"
            print(f"  {verdict}  faster than {what} on every pair, {label}{extra}")
    print(f"load average {os.getloadavg()[0]:.2f} at end (2 cores; other work on the machine skews every tool)")

    if args.json:
        args.json.write_text(json.dumps({"counts": counts, "samples_ms": all_results}, indent=1))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except ToolFailure as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)

#!/usr/bin/env python3
"""Start-up cost of widgetsnap: each command run N times in a fresh process (after 2 untimed runs),
the median CPU time (user + system, from wait4's rusage, so a busy machine inflates it far less than
the wall time) and the median wall time. Prints one line per command:

    help      CPU median 18.7 ms (min 17.5)  wall median 20.4 ms  n=20

Usage: startup.py BIN [--runs N] [--out DIR]   (run from the root of a checkout)
"""
import argparse, os, statistics, subprocess, sys, tempfile, time


def run(cmd: list[str]) -> tuple[float, float, int]:
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    return (usage.ru_utime + usage.ru_stime) * 1000, (time.perf_counter() - start) * 1000, status


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("bin")
    p.add_argument("--runs", type=int, default=20)
    p.add_argument("--out", default=None, help="folder for the rendered PNG (default: a temporary one)")
    args = p.parse_args()
    out = args.out or tempfile.mkdtemp(prefix="widgetsnap-startup-")
    layout = "Layouts/weather.json5"
    commands = {
        "help": [args.bin, "--help"],
        "check": [args.bin, "check", layout, "--quiet"],
        "render": [args.bin, "render", layout, "--family", "systemSmall", "--instance", "default", "--entry", "0",
                   "--appearance", "light", "--state", "real", "--quiet", "--out", out],
    }
    for name, cmd in commands.items():
        for _ in range(2):
            if run(cmd)[2] != 0:
                print(f"startup: {' '.join(cmd)} failed", file=sys.stderr)
                return 1
        cpu, wall = [], []
        for _ in range(args.runs):
            c, w, status = run(cmd)
            if status != 0:
                print(f"startup: {' '.join(cmd)} failed", file=sys.stderr)
                return 1
            cpu.append(c); wall.append(w)
        print(f"{name:<8}  CPU median {statistics.median(cpu):.1f} ms (min {min(cpu):.1f})  "
              f"wall median {statistics.median(wall):.1f} ms  n={args.runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

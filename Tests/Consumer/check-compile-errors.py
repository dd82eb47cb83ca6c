"""Checks that compile errors in user code point at the user's file and line (Tests/Consumer/CompileErrors).

Usage: check-compile-errors.py SWIFTC PLUGIN MODULES REPO FILE...
Each FILE is type-checked alone; every line marked `// expect-error: TEXT` must get an error at that
file:line whose message contains TEXT, and no unmarked line may get an error. Exit 1 when one does not.
"""
import os
import re
import subprocess
import sys

swiftc, plugin, modules, repo, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
failures = []
for path in files:
    path = os.path.abspath(path)
    expected = {}
    for number, line in enumerate(open(path, encoding="utf-8").read().splitlines(), start=1):
        m = re.search(r"// expect-error: (.+)$", line)
        if m:
            expected[number] = m.group(1).strip()
    run = subprocess.run([swiftc, "-typecheck", "-swift-version", "5", "-I", modules,
                          "-I", os.path.join(repo, "Sources", "CPangoCairo"), "-I", os.path.join(repo, "Sources", "CPNG"),
                          "-load-plugin-executable", plugin + "#WidgetSnapPreviewMacros", path],
                         capture_output=True, text=True)
    output = run.stdout + run.stderr
    got = {}
    for m in re.finditer(r"^(.+?):(\d+):(\d+): error: (.*)$", output, re.MULTILINE):
        if os.path.abspath(m.group(1)) != path:
            failures.append(f"{os.path.basename(path)}: an error outside the user's file: {m.group(0)}")
            continue
        got.setdefault(int(m.group(2)), []).append(m.group(4))
    if run.returncode == 0:
        failures.append(f"{os.path.basename(path)}: compiled without errors")
    for line, text in expected.items():
        if not any(text in message for message in got.get(line, [])):
            failures.append(f"{os.path.basename(path)}:{line}: expected an error containing {text!r}, got {got.get(line, [])}")
    for line, messages in got.items():
        if line not in expected:
            failures.append(f"{os.path.basename(path)}:{line}: unexpected error {messages}")
    print(f"compile errors: {os.path.basename(path)}: {len(expected)} expected, {sum(map(len, got.values()))} reported")
if failures:
    print("compile-error check FAILED:\n  " + "\n  ".join(failures))
    sys.exit(1)

#!/usr/bin/env python3
"""Fails when a build log holds a compiler warning from widgetsnap's own sources.

    check-warnings.py REPO LOG...

A user's first build of a package that depends on widgetsnap must be quiet: every
`<REPO>/Sources/...:line:column: warning: ...` (or under Plugins/) in the logs is listed once and
the exit code is 1. Warnings from the user's (the scratch package's) files, and SwiftPM's own
`warning: prohibited flag(s): -pthread` (docs/development.md, "Known warning"), are not counted.
"""
import os
import re
import sys

WARNING = re.compile(r"^(?P<path>/[^:\n]+):(?P<line>\d+):(?P<column>\d+): warning: (?P<message>.*)$")


def warnings_from(repo, text):
    """The distinct (path, line, column, message) of warnings in `text` from REPO's sources."""
    roots = tuple(os.path.join(repo, folder) + os.sep for folder in ("Sources", "Plugins"))
    found = []
    for line in text.splitlines():
        m = WARNING.match(line.strip())
        if not m:
            continue
        path = os.path.normpath(m.group("path"))
        if path.startswith(roots):
            key = (os.path.relpath(path, repo), int(m.group("line")), int(m.group("column")), m.group("message"))
            if key not in found:
                found.append(key)
    return found


def main(argv):
    if len(argv) < 3:
        print("usage: check-warnings.py REPO LOG...", file=sys.stderr)
        return 64
    repo = os.path.realpath(argv[1])
    found = []
    for log in argv[2:]:
        try:
            text = open(log, errors="replace").read()
        except OSError as e:
            print("check-warnings: cannot read %s: %s" % (log, e.strerror), file=sys.stderr)
            return 66
        for key in warnings_from(repo, text):
            if key not in found:
                found.append(key)
    if not found:
        print("consumer harness: no warnings from widgetsnap's sources in %d build log(s)" % (len(argv) - 2))
        return 0
    print("consumer harness FAILED: %d warning(s) from widgetsnap's sources in a user's build:" % len(found))
    for path, line, column, message in found[:40]:
        print("  %s:%d:%d: warning: %s" % (path, line, column, message))
    if len(found) > 40:
        print("  … and %d more" % (len(found) - 40))
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""`widgetsnap lint --format sarif` against the official SARIF 2.1.0 schema (OASIS, errata 01).

  WIDGETSNAP_BIN   the widgetsnap binary; every test skips when it is unset.

The schema is the copy in ../shared/conformance/sarif/ (beside the repository); the tests skip
when it is not there. Runs from the repository root so the artifact URIs are relative to it.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")

REPO = Path(__file__).resolve().parents[2]
SCHEMA = REPO.parent / "shared" / "conformance" / "sarif" / "sarif-schema-2.1.0.json"


def _binary() -> str:
    binary = os.environ.get("WIDGETSNAP_BIN")
    if not binary:
        pytest.skip("WIDGETSNAP_BIN is not set")
    if not os.access(binary, os.X_OK):
        pytest.skip(f"WIDGETSNAP_BIN={binary} is not an executable")
    return binary


def _validator():
    if not SCHEMA.is_file():
        pytest.skip(f"{SCHEMA} is missing")
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def _lint(*args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("GITHUB_ACTIONS", "CI")}
    return subprocess.run([_binary(), "lint", *args, "--format", "sarif"], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)


def _errors(validator, log) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(log)]


def test_examples_sarif_is_valid_and_has_no_errors():
    run = _lint("Layouts")
    assert run.returncode == 0, run.stderr
    log = json.loads(run.stdout)
    assert _errors(_validator(), log) == []
    assert log["version"] == "2.1.0"
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert len(rules) >= 16 and len({r["id"] for r in rules}) == len(rules)
    assert all(r["helpUri"].endswith("#" + r["id"]) for r in rules)
    assert [r for r in log["runs"][0]["results"] if r["level"] == "error"] == []


@pytest.mark.parametrize("case, rule, level", [
    ("Tests/Lint/contrast/trigger.json5", "contrast", "error"),
    ("Tests/Lint/placeholder-shift/trigger.json5", "placeholder-shift", "warning"),
])
def test_a_finding_is_valid_sarif_at_its_line(case, rule, level):
    run = _lint(case)
    assert run.returncode == (1 if level == "error" else 0), run.stderr
    log = json.loads(run.stdout)
    assert _errors(_validator(), log) == []
    results = log["runs"][0]["results"]
    assert results, "the triggering case gave no result"
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    expected = json.loads((REPO / case.replace(".json5", ".expected.json")).read_text(encoding="utf-8"))["findings"]
    got = [(r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
            r["locations"][0]["physicalLocation"]["region"]["startColumn"]) for r in results if r["ruleId"] == rule]
    assert got == [(rule, level, case, f["line"], f["column"]) for f in expected]
    for r in results:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]


def test_a_broken_result_is_rejected():
    """The validation can fail: a result without a message is not SARIF."""
    run = _lint("Tests/Lint/contrast/trigger.json5")
    log = json.loads(run.stdout)
    del log["runs"][0]["results"][0]["message"]
    assert _errors(_validator(), log) != []

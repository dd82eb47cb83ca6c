#!/usr/bin/env python3
"""Runs a GitHub Actions workflow's job here, as the runner would, to check that every step runs as written.

    simulate.py WORKFLOW --workspace DIR --state DIR [--var NAME=VALUE]... [--job NAME]

- The job's `run:` steps run with bash -eo pipefail in the workspace, with the variables GitHub sets
  (CI, GITHUB_ACTIONS, GITHUB_WORKSPACE, GITHUB_PATH, GITHUB_ENV, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY,
  RUNNER_TEMP, RUNNER_ARCH …), the workflow's and the job's `env:`, and `${{ vars.* }}`, `${{ env.* }}`,
  `${{ secrets.* }}` (empty), `${{ runner.arch }}` and `${{ steps.<id>.outputs.* }}` filled in.
- `if:` is evaluated for the forms the workflows use: success() (the default), always(), !cancelled(),
  hashFiles(...), comparisons of step outputs, && and ||.
- The container must be the machine's own system (debian:bookworm… here). `apt-get` is a stand-in on
  the PATH that checks every package it is asked to install is installed here (no network).
- Absolute paths outside the workspace that the steps write (/opt/…) are mapped into STATE/root/.
- `uses:` steps: actions/checkout (the workspace is the checkout), actions/cache (STATE/cache/<key>,
  restored on a hit and saved after a successful job), actions/upload-artifact (the files copied into
  STATE/artifacts/<name>/ under their least common folder, as GitHub does), github/codeql-action/
  upload-sarif (the file must be SARIF 2.1.0 JSON). Any other action is an error.

Prints one line per step (ok, FAIL, skipped) and exits 0 when the job succeeded, 1 when it failed, 2 on a
workflow the simulation cannot run.
"""
import argparse, glob, hashlib, json, os, re, shutil, subprocess, sys
import yaml

def die(msg):
    print(f"simulate.py: {msg}", file=sys.stderr)
    sys.exit(2)

p = argparse.ArgumentParser()
p.add_argument("workflow")
p.add_argument("--workspace", required=True)
p.add_argument("--state", required=True)
p.add_argument("--var", action="append", default=[])
p.add_argument("--job")
a = p.parse_args()
workspace = os.path.abspath(a.workspace)
state = os.path.abspath(a.state)
variables = dict(v.split("=", 1) for v in a.var)
with open(a.workflow) as f:
    workflow = yaml.safe_load(f)
jobs = workflow.get("jobs") or die("no jobs")
name = a.job or next(iter(jobs))
job = jobs.get(name) or die(f"no job {name}")

container = job.get("container")
if isinstance(container, dict): container = container.get("image")
release = open("/etc/os-release").read()
if container:
    m = re.match(r"(debian|ubuntu):(\w+)", container) or die(f"container {container}: only debian/ubuntu images are simulated")
    if m.group(1) not in release.lower() or m.group(2).split("-")[0] not in release.lower():
        die(f"container {container} is not this machine's system ({release.splitlines()[0]})")

root = os.path.join(state, "root")
for d in ["root", "cache", "artifacts", "tmp", "bin"]: os.makedirs(os.path.join(state, d), exist_ok=True)
def mapped(text):
    # /opt/… (and other absolute folders outside the workspace a step creates) go under STATE/root.
    return re.sub(r"(?<![\w./-])/opt/", root + "/opt/", text)

# apt-get: checks that every package is installed here.
shim = os.path.join(state, "bin", "apt-get")
with open(shim, "w") as f:
    f.write("""#!/bin/sh
# apt-get stand-in of simulate.py: update does nothing; install checks the packages are installed.
[ "$1" = update ] && exit 0
missing=""
for p in "$@"; do
  case "$p" in -*|install) continue ;; esac
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
[ -z "$missing" ] || { echo "apt-get (simulated): not installed here:$missing" >&2; exit 100; }
echo "apt-get (simulated): every package is installed"
""")
os.chmod(shim, 0o755)

files = {k: os.path.join(state, "tmp", k.lower()) for k in ["GITHUB_PATH", "GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"]}
for path in files.values(): open(path, "w").close()
base = {"PATH": os.path.join(state, "bin") + ":/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin", "HOME": os.path.join(state, "home"),
        "CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_WORKSPACE": workspace, "GITHUB_REPOSITORY": "team/app",
        "GITHUB_SHA": "0" * 40, "GITHUB_REF": "refs/heads/main", "GITHUB_EVENT_NAME": "push", "GITHUB_JOB": name,
        "RUNNER_OS": "Linux", "RUNNER_ARCH": "X64", "RUNNER_TEMP": os.path.join(state, "tmp"), "LANG": "C.UTF-8", **files}
os.makedirs(base["HOME"], exist_ok=True)
outputs = {}
env = {}

def expand(text, extra_env):
    def one(m):
        expr = m.group(1).strip()
        scope, _, key = expr.partition(".")
        if scope == "vars": return variables.get(key, "")
        if scope == "secrets": return ""
        if scope == "env": return extra_env.get(key, "")
        if expr == "runner.arch": return "X64"
        if expr == "runner.os": return "Linux"
        mm = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
        if mm: return outputs.get(mm.group(1), {}).get(mm.group(2), "")
        die(f"cannot evaluate ${{{{ {expr} }}}}")
    return re.sub(r"\$\{\{(.*?)\}\}", one, str(text))

def condition(expr, failed, extra_env):
    if expr is None: return not failed
    expr = str(expr).strip()
    if expr.startswith("${{") and expr.endswith("}}"): expr = expr[3:-2].strip()
    def hashfiles(m):
        paths = sorted(glob.glob(os.path.join(workspace, m.group(1)), recursive=True))
        return repr(hashlib.sha256(b"".join(open(x, "rb").read() for x in paths)).hexdigest() if paths else "")
    py = re.sub(r"hashFiles\('([^']*)'\)", hashfiles, expr)
    py = re.sub(r"steps\.([\w-]+)\.outputs\.([\w-]+)", lambda m: repr(outputs.get(m.group(1), {}).get(m.group(2), "")), py)
    py = re.sub(r"vars\.(\w+)", lambda m: repr(variables.get(m.group(1), "")), py)
    py = re.sub(r"env\.(\w+)", lambda m: repr(extra_env.get(m.group(1), "")), py)
    uses_status = re.search(r"\b(always|cancelled|success|failure)\(\)", py) is not None
    py = py.replace("always()", "True").replace("cancelled()", "False").replace("success()", repr(not failed)).replace("failure()", repr(failed))
    py = py.replace("&&", " and ").replace("||", " or ")
    py = re.sub(r"!(?!=)", " not ", py)
    if not re.fullmatch(r"[\s\w'\"!=()]*", py.replace(" and ", " ").replace(" or ", " ").replace(" not ", " ")): die(f"cannot evaluate if: {expr}")
    value = bool(eval(py, {"__builtins__": {}}, {"True": True, "False": False}))
    return value if uses_status else (value and not failed)

env.update({k: expand(v, env) for k, v in (workflow.get("env") or {}).items()})
env.update({k: expand(v, env) for k, v in (job.get("env") or {}).items()})
caches = []
failed = False
for i, step in enumerate(job.get("steps") or []):
    label = step.get("name") or step.get("run", step.get("uses", "")).splitlines()[0]
    step_env = dict(env); step_env.update({k: expand(v, step_env) for k, v in (step.get("env") or {}).items()})
    if not condition(step.get("if"), failed, step_env):
        print(f"skip  {label}")
        continue
    sid = step.get("id", f"step{i}")
    outputs[sid] = {}
    ok = True
    if "run" in step:
        script = mapped(expand(step["run"], step_env))
        extra_path = [l.strip() for l in open(files["GITHUB_PATH"]) if l.strip()]
        run_env = dict(base); run_env.update(step_env)
        for line in open(files["GITHUB_ENV"]):
            if "=" in line: k, v = line.rstrip("\n").split("=", 1); run_env[k] = v
        run_env["PATH"] = ":".join([mapped(x) for x in reversed(extra_path)] + [run_env["PATH"]])
        open(files["GITHUB_OUTPUT"], "w").close()
        r = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script], cwd=workspace, env=run_env,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for line in open(files["GITHUB_OUTPUT"]):
            if "=" in line: k, v = line.rstrip("\n").split("=", 1); outputs[sid][k] = v
        ok = r.returncode == 0
        print(("ok    " if ok else f"FAIL  (exit {r.returncode}) ") + label)
        out = r.stdout if len(r.stdout) < 6000 else r.stdout[:2000] + "\n…\n" + r.stdout[-3000:]
        if out.strip(): print("      " + out.rstrip().replace("\n", "\n      "))
    else:
        uses = step["uses"]
        action, _, version = uses.partition("@")
        w = {k: expand(v, step_env) for k, v in (step.get("with") or {}).items()}
        if not version: die(f"{uses}: pin the action's version")
        if action == "actions/checkout":
            pass
        elif action == "actions/cache":
            key = re.sub(r"[^\w.-]", "_", w["key"])
            paths = [mapped(x.strip()) for x in str(w["path"]).splitlines() if x.strip()]
            saved = os.path.join(state, "cache", key)
            hit = os.path.isdir(saved)
            if hit:
                for n, path in enumerate(paths):
                    shutil.rmtree(path, ignore_errors=True)
                    shutil.copytree(os.path.join(saved, str(n)), path, symlinks=True)
            outputs[sid]["cache-hit"] = "true" if hit else "false"
            if not hit: caches.append((saved, paths))
            print(f"ok    {label} ({'hit' if hit else 'miss'}: {key})")
        elif action == "actions/upload-artifact":
            patterns = [x.strip() for x in str(w["path"]).splitlines() if x.strip()]
            found = []
            for pat in patterns:
                full = os.path.join(workspace, pat.rstrip("/"))
                for x in glob.glob(full, recursive=True):
                    if os.path.isdir(x):
                        found += [os.path.join(d, f) for d, _, fs in os.walk(x) for f in fs]
                    else:
                        found.append(x)
            if not found:
                if w.get("if-no-files-found", "warn") == "error": ok = False
                print(f"{'ok   ' if ok else 'FAIL '} {label} (no files)")
            else:
                common = os.path.commonpath([os.path.dirname(x) for x in found])
                dest = os.path.join(state, "artifacts", w.get("name", "artifact"))
                for x in found:
                    target = os.path.join(dest, os.path.relpath(x, common))
                    os.makedirs(os.path.dirname(target), exist_ok=True)
                    shutil.copy2(x, target)
                print(f"ok    {label} ({len(found)} files as {w.get('name', 'artifact')})")
        elif action == "github/codeql-action/upload-sarif":
            path = os.path.join(workspace, w["sarif_file"])
            try:
                sarif = json.load(open(path))
                ok = sarif.get("version") == "2.1.0" and isinstance(sarif.get("runs"), list) and len(sarif["runs"]) > 0
            except Exception as e:
                print(f"      {e}"); ok = False
            if ok: shutil.copy(path, os.path.join(state, "artifacts", os.path.basename(path)))
            print(("ok    " if ok else "FAIL  ") + f"{label} (SARIF {w['sarif_file']})")
        else:
            die(f"{uses}: this action is not simulated")
    if not ok: failed = True

if not failed:
    for saved, paths in caches:
        for n, path in enumerate(paths):
            if os.path.isdir(path): shutil.copytree(path, os.path.join(saved, str(n)), symlinks=True, dirs_exist_ok=True)
print("job " + ("failed" if failed else "succeeded"))
sys.exit(1 if failed else 0)

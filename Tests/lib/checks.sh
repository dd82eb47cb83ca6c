# The checks the shell test scripts share (Tests/Dist, Tests/Workflow): each prints "ok    NAME" or
# "FAIL  NAME" with the tail of the command's output, and counts into $passed and $failed. The
# script sourcing this sets $log (where a command's output goes) and may set $log_lines (default 20).
passed=0
failed=0
log_lines="${log_lines:-20}"

# expect CODE NAME COMMAND...: the command exits with CODE.
expect() {
  local code="$1" name="$2"; shift 2
  "$@" > "$log" 2>&1
  local got=$?
  if [ "$got" -eq "$code" ]; then passed=$((passed + 1)); echo "ok    $name"
  else failed=$((failed + 1)); echo "FAIL  $name (exit $got, expected $code)"; sed 's/^/      /' "$log" | tail -"$log_lines"; fi
}
# ok NAME COMMAND...: the command succeeds.
ok() { expect 0 "$@"; }
# fails NAME COMMAND...: the command exits with any failure.
fails() {
  local name="$1"; shift
  "$@" > "$log" 2>&1
  if [ $? -ne 0 ]; then passed=$((passed + 1)); echo "ok    $name"
  else failed=$((failed + 1)); echo "FAIL  $name (exit 0, expected a failure)"; sed 's/^/      /' "$log" | tail -"$log_lines"; fi
}
# that NAME COMMAND...: a condition, quietly.
that() {
  local name="$1"; shift
  if "$@" > /dev/null 2>&1; then passed=$((passed + 1)); echo "ok    $name"
  else failed=$((failed + 1)); echo "FAIL  $name"; fi
}

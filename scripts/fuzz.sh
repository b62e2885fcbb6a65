#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs every libFuzzer target for a bounded time; fails on any crash, sanitizer report, leak,
# timeout (-timeout), out-of-memory (-rss_limit_mb) or protocol promise a harness checks.
# Usage: scripts/fuzz.sh [seconds per target, default 60] [target ...]
#        scripts/fuzz.sh --build-only   (builds the targets and runs none)
# Targets: protocol_bytes protocol_commands search_interplay gtp_bytes nboard_bytes position_string
# move_text
# (tests/fuzz/README.md).
# Builds build/fuzz (or $FUZZ_BUILD_DIR) first, with cmake -C cmake/fuzz.cmake. The corpus grows
# in <build>/corpus/<target> on top of the seeds made from protocol-spec/transcripts; a failing
# input is saved under <build>/artifacts/<target>/, and each run's log is in <build>/logs/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(protocol_bytes protocol_commands search_interplay gtp_bytes
                                     nboard_bytes position_string move_text)
build="${FUZZ_BUILD_DIR:-build/fuzz}"

cmake -C cmake/fuzz.cmake -S . -B "$build" > /dev/null
cmake --build "$build" --target reversi_fuzzers -j"$(nproc)"
[ "$seconds" = --build-only ] && exit 0

# The notation targets read one short token or position string; the protocol ones a session.
max_len_of() {
  case "$1" in
    position_string | move_text) echo 256 ;;
    *) echo 4096 ;;
  esac
}

export UBSAN_OPTIONS="print_stacktrace=1"

# Fuzzes one target; its summary goes to <build>/logs/<target>.summary, and the exit status
# says whether it found anything.
fuzz_one() {
  local target="$1"
  local corpus="$build/corpus/$target"
  local artifacts="$build/artifacts/$target"
  local log="$build/logs/$target.log"
  local summary="$build/logs/$target.summary"
  mkdir -p "$corpus" "$artifacts" "$build/logs"
  local options=(-max_total_time="$seconds" -max_len="$(max_len_of "$target")" -timeout=25
                 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/")
  [ "$target" = protocol_bytes ] && options+=(-dict=tests/fuzz/protocol.dict)
  echo "== fuzz_$target for ${seconds}s: ${options[*]}"
  local started=$SECONDS
  if "$build/tests/fuzz/fuzz_$target" "$corpus" "$build/fuzz-seeds/$target" "${options[@]}" \
      > "$log" 2>&1; then
    local runs coverage
    runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$log")
    coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    echo "   fuzz_$target: ${runs} executions in $((SECONDS - started)) s, ${coverage}," \
         "corpus $(find "$corpus" -type f | wc -l) inputs, no findings" > "$summary"
    return 0
  fi
  { echo "   fuzz_$target: FAILED (log $log, input saved in $artifacts/):"
    tail -n 60 "$log"; } > "$summary"
  return 1
}

# One target per core at a time: the time limit is wall-clock, so this halves the wait on two
# cores without shortening any target's run.
failed=()
pids=()
names=()
collect() {
  local i="$1"
  if ! wait "${pids[$i]}"; then failed+=("${names[$i]}"); fi
  cat "$build/logs/${names[$i]}.summary"
}
first_running=0
for target in "${targets[@]}"; do
  if [ $(( ${#pids[@]} - first_running )) -ge "$(nproc)" ]; then
    collect "$first_running"
    first_running=$((first_running + 1))
  fi
  fuzz_one "$target" &
  pids+=($!)
  names+=("$target")
done
for ((i = first_running; i < ${#pids[@]}; i++)); do collect "$i"; done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}" >&2
  exit 1
fi

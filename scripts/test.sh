#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and runs every test; this is what CI runs (.ci/run). Installs missing Debian packages
# first. Five steps:
#   1. build/test      Release with the package's flags (scripts/package.sh --with-tests), warnings
#                      as errors; the Debian package is made from it. build/engine beside it: the
#                      engine-only build (no GUI, wxWidgets unfindable) with the same flags, so the
#                      compiler cache gives it most objects. It runs every engine-side test (the
#                      transcripts under valgrind among them), build/test the rest (label `gui`).
#                      Lint (scripts/lint.sh) starts here and runs beside the later steps
#   2. build/sanitize  AddressSanitizer + UndefinedBehaviorSanitizer (cmake/sanitize.cmake): every test
#   3. build/tsan      ThreadSanitizer (cmake/thread-sanitize.cmake): the threaded sessions, the
#                      protocol modes, the transcripts and the searches threads share
#   4. build/fuzz      libFuzzer (cmake/fuzz.cmake): each target for FUZZ_SECONDS (default 10)
#                      Steps 3 and 4 are built beside step 2's tests, which leave a core half idle
#   5. the package of step 1: its checks, then installed with apt-get, run and removed (tests/package)
# At the end (or at a failure) a table gives each part's wall time and CPU time.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"

# Every part's wall and CPU seconds, for the table at the end.
table=()
cpu_file="$(mktemp)"
# Sets cpu to the CPU seconds (user + system) of this shell's finished children so far. `times`
# must run in this shell, not in a $(...) subshell, which would count its own children only.
cpu=0
children_cpu() {
  times > "$cpu_file"
  cpu=$(tail -n 1 "$cpu_file" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] }
                                       printf "%d", s }')
}
print_table() {
  echo
  echo "=== time of each part (wall and CPU seconds; CPU counts every process a part started)"
  printf '%-58s %6s %6s\n' part wall cpu
  local row part wall cpu
  for row in "${table[@]}"; do
    IFS='|' read -r part wall cpu <<< "$row"
    printf '%-58s %6s %6s\n' "$part" "$wall" "$cpu"
  done
  echo "total wall $SECONDS s"
  rm -f "$cpu_file"
}
trap print_table EXIT

# Runs one part of a step and prints its wall time, so the CI log shows where the time goes.
timed() {
  local part="$1" started=$SECONDS cpu_before status=0
  shift
  children_cpu
  cpu_before=$cpu
  "$@" || status=$?
  children_cpu
  table+=("$part|$((SECONDS - started))|$((cpu - cpu_before))")
  echo "--- $part took $((SECONDS - started)) s"
  return "$status"
}

timed "installing packages" bash scripts/install-deps.sh test

# Ninja for every build folder this run creates (a folder configured before keeps its
# generator): it compiles a target's files while the libraries it links still build, where
# Make waits for them, which keeps both cores busy with the few large unity sources.
export CMAKE_GENERATOR=Ninja

# The compiler cache, for step 1's two builds: build/engine has build/test's flags, so it takes
# its objects from the cache. Paths are hashed relative to the checkout; depend mode spares a
# cache miss the extra preprocessor run. The sanitizer builds share no objects with these and
# skip it: on a first run it would only add its own cost.
export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR="$PWD" CCACHE_DEPEND=1

step() {
  echo
  echo "=== $*"
}

step "1/5 Release build with the package's flags, warnings as errors (build/test), the engine-only" \
     "build (build/engine), every test, lint beside them, the package"
timed "1 build/test: build (game, engine, tests)" bash scripts/package.sh --with-tests build/test
# Harness users on servers build the engine side alone: it must configure and build with
# wxWidgets unfindable. The same flags as build/test, so most objects are cache hits: only files
# whose compile definitions name the build folder miss (tests/support/program_paths.cpp and the
# latency benchmark), besides the assembled weights and the links, which the cache never holds.
cached_flag() { sed -n "s/^$1:[A-Z]*=//p" build/test/CMakeCache.txt; }
timed "1 build/engine: engine-only build (cache hits)" bash -c '
  cmake -S . -B build/engine -DCMAKE_BUILD_TYPE=Release -DREVERSI_WERROR=ON -DREVERSI_NATIVE=OFF \
    -DREVERSI_BUILD_GUI=OFF -DCMAKE_DISABLE_FIND_PACKAGE_wxWidgets=TRUE \
    -DCMAKE_CXX_FLAGS="$1" -DCMAKE_EXE_LINKER_FLAGS="$2" &&
  cmake --build build/engine -j"$3"' engine-build "$(cached_flag CMAKE_CXX_FLAGS)" \
  "$(cached_flag CMAKE_EXE_LINKER_FLAGS)" "$jobs"

unset CMAKE_CXX_COMPILER_LAUNCHER

# Every test runs once: the engine-side ones in build/engine, the ones only the game's build has
# (label `gui`) in build/test. The counts prove that nothing falls between the two.
count_tests() { ctest --test-dir "$1" -N "${@:2}" | sed -n 's/^Total Tests: //p'; }
all_tests=$(count_tests build/test)
gui_tests=$(count_tests build/test -L '^gui$')
engine_tests=$(count_tests build/engine)
echo "tests: $all_tests in build/test = $gui_tests with label gui + $engine_tests in build/engine"
[ "$all_tests" -eq $((gui_tests + engine_tests)) ] ||
  { echo "the engine-only build lacks tests that the full build has"; exit 1; }

# Lint starts here and runs beside all that follows, to the end of the run: the tests spend
# much of their time waiting (the GUI's pauses and animations, engines answering through pipes),
# and so do the one-core parts (configuring, the package's checks); clang-tidy fills those gaps.
# Its report comes at the end.
setsid bash scripts/lint.sh build/test > build/test/lint.log 2>&1 &
lint_pid=$!  # its own process group (setsid): a failure stops the lint and its clang-tidys
lint_started=$SECONDS
# The GUI's tests mostly wait, so the engine's run beside them.
ctest --test-dir build/test -L '^gui$' --output-on-failure -j"$jobs" > build/test/ctest.log 2>&1 &
gui_pid=$!
trap 'kill -- "-$lint_pid" "$gui_pid" 2> /dev/null || true; print_table' EXIT
timed "1 tests: engine side (build/engine)" ctest --test-dir build/engine --output-on-failure -j"$jobs"
gui_status=0
timed "1 tests: game side, label gui (build/test, after the engine's)" wait "$gui_pid" ||
  gui_status=$?
cat build/test/ctest.log
[ "$gui_status" -eq 0 ] || { echo "tests failed in build/test"; exit 1; }
trap 'kill -- "-$lint_pid" 2> /dev/null || true; print_table' EXIT

step "2/5 AddressSanitizer + UndefinedBehaviorSanitizer build, every test (build/sanitize)"
# Any sanitizer report fails the test that caused it (-fno-sanitize-recover=all; LeakSanitizer
# exits non-zero). Stack traces make the report readable in the CI log.
export ASAN_OPTIONS="detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1"
export UBSAN_OPTIONS="print_stacktrace=1"
timed "2 ASan: configure and build" bash -c 'cmake -C cmake/sanitize.cmake -S . -B build/sanitize &&
  cmake --build build/sanitize -j"$1"' asan-build "$jobs"
# The sanitized tests keep only about one and a half cores busy (the GUI's tests mostly wait), so
# the builds of steps 3 and 4 run beside them, at a lower priority: they take what the tests
# leave. Their log is printed when they fail.
setsid nice -n 10 env -u ASAN_OPTIONS -u UBSAN_OPTIONS bash -c '
  cmake -C cmake/thread-sanitize.cmake -S . -B build/tsan -DCMAKE_DISABLE_FIND_PACKAGE_wxWidgets=TRUE &&
  cmake --build build/tsan -j"$1" --target reversi-engine protocol_tests protocol_mode_tests \
    transcript_tests search_tests &&
  bash scripts/fuzz.sh --build-only' later-builds "$jobs" > build/later-builds.log 2>&1 &
builds_pid=$!
trap 'kill -- "-$lint_pid" "-$builds_pid" 2> /dev/null || true; print_table' EXIT
timed "2 ASan: tests (the TSan and fuzz builds beside them)" ctest --test-dir build/sanitize \
  --output-on-failure -j"$jobs"
unset ASAN_OPTIONS UBSAN_OPTIONS

step "3/5 ThreadSanitizer build: threaded sessions, protocol modes, transcripts (build/tsan)"
builds_status=0
timed "3 TSan and fuzz builds: the rest after the ASan tests" wait "$builds_pid" || builds_status=$?
trap 'kill -- "-$lint_pid" 2> /dev/null || true; print_table' EXIT
[ "$builds_status" -eq 0 ] || { cat build/later-builds.log; echo "the TSan or fuzz build failed"; exit 1; }
# The engine reads input on one thread while it searches on another; any data race aborts the
# process with a report, which fails the test that caused it.
export TSAN_OPTIONS="halt_on_error=1"
timed "3 TSan: tests" ctest --test-dir build/tsan --output-on-failure -j"$jobs" \
  -R '^(SearchWhileReading|SessionLoop|SearchWorker|Protocol|Gtp|NBoard|Transcripts/|EngineProcess|SharedSearch|Pondering)'
unset TSAN_OPTIONS

step "4/5 libFuzzer targets, ${FUZZ_SECONDS:-10} s each (build/fuzz)"
timed "4 fuzz: runs (built beside step 2)" bash scripts/fuzz.sh "${FUZZ_SECONDS:-10}"

step "5/5 Debian package of step 1: lintian and metadata checks, install, run, removal"
debs=(build/test/reversi_*.deb)
timed "5 package: checks" bash tests/package/check_package.sh "${debs[0]}"
timed "5 package: install, run, remove" bash tests/package/install_package.sh "${debs[0]}"

step "lint (scripts/lint.sh), running since step 1"
lint_status=0
timed "lint: the rest after step 5 (CPU of the whole lint)" wait "$lint_pid" || lint_status=$?
trap print_table EXIT
cat build/test/lint.log
echo "--- lint took $((SECONDS - lint_started)) s (beside steps 1 to 5)"
[ "$lint_status" -eq 0 ] || { echo "lint failed (exit $lint_status)"; exit 1; }

step "all tests passed"

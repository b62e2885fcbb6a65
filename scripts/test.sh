#!/usr/bin/env bash
# Builds and runs every test; this is what CI runs (.ci/run). Installs missing Debian packages
# first. Six steps, each in its own build directory:
#   1. build/test      Release, warnings as errors, lint (scripts/lint.sh): every test
#   2. build/sanitize  AddressSanitizer + UndefinedBehaviorSanitizer (cmake/sanitize.cmake): every test
#   3. build/tsan      ThreadSanitizer (cmake/thread-sanitize.cmake): the threaded sessions, the
#                      protocol modes and the transcripts
#   4. build/memcheck  portable build (cmake/memcheck.cmake): the transcripts under valgrind
#   5. build/fuzz      libFuzzer (cmake/fuzz.cmake): each target for FUZZ_SECONDS (default 20)
#   6. build/package   the Debian package (scripts/package.sh): its checks, then installed with
#                      apt-get, run and removed (tests/package)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh test
jobs="$(nproc)"

step_started=$SECONDS
step() {
  [ "$step_started" -lt "$SECONDS" ] && echo "--- took $((SECONDS - step_started)) s"
  step_started=$SECONDS
  echo
  echo "=== $*"
}

step "1/6 Release build with warnings as errors, lint, every test (build/test)"
cmake -S . -B build/test -DCMAKE_BUILD_TYPE=Release -DREVERSI_WERROR=ON
cmake --build build/test -j"$jobs"
bash scripts/lint.sh build/test
ctest --test-dir build/test --output-on-failure -j"$jobs"

step "2/6 AddressSanitizer + UndefinedBehaviorSanitizer build, every test (build/sanitize)"
# Any sanitizer report fails the test that caused it (-fno-sanitize-recover=all; LeakSanitizer
# exits non-zero). Stack traces make the report readable in the CI log.
export ASAN_OPTIONS="detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1"
export UBSAN_OPTIONS="print_stacktrace=1"
cmake -C cmake/sanitize.cmake -S . -B build/sanitize
cmake --build build/sanitize -j"$jobs"
ctest --test-dir build/sanitize --output-on-failure -j"$jobs"
unset ASAN_OPTIONS UBSAN_OPTIONS

step "3/6 ThreadSanitizer build: threaded sessions, protocol modes, transcripts (build/tsan)"
# The engine reads input on one thread while it searches on another; any data race aborts the
# process with a report, which fails the test that caused it.
export TSAN_OPTIONS="halt_on_error=1"
cmake -C cmake/thread-sanitize.cmake -S . -B build/tsan
cmake --build build/tsan -j"$jobs" --target reversi-engine protocol_tests protocol_mode_tests \
  transcript_tests
ctest --test-dir build/tsan --output-on-failure -j"$jobs" \
  -R '^(SearchWhileReading|Protocol|Gtp|NBoard|Transcripts/|EngineProcess)'
unset TSAN_OPTIONS

step "4/6 valgrind memcheck over every protocol transcript (build/memcheck)"
cmake -C cmake/memcheck.cmake -S . -B build/memcheck
cmake --build build/memcheck -j"$jobs" --target memcheck_tests
ctest --test-dir build/memcheck --output-on-failure -j"$jobs" -R '^Memcheck/'

step "5/6 libFuzzer targets, ${FUZZ_SECONDS:-20} s each (build/fuzz)"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-20}"

step "6/6 Debian package: build, lintian and metadata checks, install, run, removal (build/package)"
bash scripts/package.sh
debs=(build/package/reversi_*.deb)
bash tests/package/check_package.sh "${debs[0]}"
bash tests/package/install_package.sh "${debs[0]}"

step "all tests passed"

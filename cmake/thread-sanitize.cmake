# SPDX-License-Identifier: GPL-3.0-or-later
# Cache script for the ThreadSanitizer build: cmake -C cmake/thread-sanitize.cmake -S . -B build/tsan
# The engine's threads are its sessions' (a reader, a search worker); scripts/test.sh builds and
# runs the suites that drive them: the threaded session tests, the protocol modes and the
# transcripts, each under ThreadSanitizer, where any data race fails the test that caused it.
set(CMAKE_CXX_COMPILER clang++ CACHE STRING "")
# GCC evaluates up to 2^25 constexpr operations; Clang stops at 2^20 unless told, and the
# search's compile-time tables (engine/search) need more.
set(CMAKE_CXX_FLAGS "-fconstexpr-steps=33554432" CACHE STRING "")
set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "")
# RelWithDebInfo without its -DNDEBUG, so assert()s stay active in the checked build; line
# tables are all the reports' stack traces need, and compile and link faster than full -g.
set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O2 -gline-tables-only" CACHE STRING "")
set(REVERSI_THREAD_SANITIZE ON CACHE BOOL "")
set(REVERSI_BUILD_GUI OFF CACHE BOOL "")
# Warnings are gated by the normal build; instrumentation makes compilers warn spuriously.
set(REVERSI_WERROR OFF CACHE BOOL "")

# SPDX-License-Identifier: GPL-3.0-or-later
# Cache script for the checked build: cmake -C cmake/sanitize.cmake -S . -B build/sanitize
# Every target with AddressSanitizer (LeakSanitizer included) + UndefinedBehaviorSanitizer;
# any report fails the test that triggered it. scripts/test.sh runs the whole suite this way.
set(CMAKE_CXX_COMPILER clang++ CACHE STRING "")
# GCC evaluates up to 2^25 constexpr operations; Clang stops at 2^20 unless told, and the
# search's compile-time tables (engine/search) need more.
set(CMAKE_CXX_FLAGS "-fconstexpr-steps=33554432" CACHE STRING "")
set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "")
# RelWithDebInfo without its -DNDEBUG, so assert()s stay active in the checked build; line
# tables are all the reports' stack traces need, and compile and link faster than full -g.
# -O1 was measured against -O2 on five of the largest product files: 6.6 % less compile CPU
# (45.9 s against 49.1 s), too little to pay for slower sanitized tests; -O2 stays.
set(CMAKE_CXX_FLAGS_RELWITHDEBINFO "-O2 -gline-tables-only" CACHE STRING "")
set(REVERSI_SANITIZE ON CACHE BOOL "")
# Warnings are gated by the normal build; instrumentation makes compilers warn spuriously.
set(REVERSI_WERROR OFF CACHE BOOL "")

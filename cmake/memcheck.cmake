# SPDX-License-Identifier: GPL-3.0-or-later
# Cache script for the valgrind build: cmake -C cmake/memcheck.cmake -S . -B build/memcheck
# then ctest --test-dir build/memcheck -R '^Memcheck\.'. Valgrind cannot execute AVX-512
# instructions, which -march=native emits on machines that have them, so this build is portable.
set(CMAKE_BUILD_TYPE RelWithDebInfo CACHE STRING "")
set(REVERSI_NATIVE OFF CACHE BOOL "")
set(REVERSI_BUILD_GUI OFF CACHE BOOL "")
set(REVERSI_WERROR ON CACHE BOOL "")

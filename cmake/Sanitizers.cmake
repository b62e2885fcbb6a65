# SPDX-License-Identifier: GPL-3.0-or-later
# Checked builds: AddressSanitizer + UndefinedBehaviorSanitizer for every target
# (REVERSI_SANITIZE), libFuzzer instrumentation on top of them (REVERSI_FUZZ), and
# ThreadSanitizer (REVERSI_THREAD_SANITIZE, which cannot be combined with AddressSanitizer).
# The cache scripts beside this file pick the compiler and options: cmake -C cmake/sanitize.cmake.
option(REVERSI_SANITIZE "Build everything with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(REVERSI_THREAD_SANITIZE "Build everything with ThreadSanitizer" OFF)
option(REVERSI_FUZZ "Build the libFuzzer targets in tests/fuzz (Clang only; implies REVERSI_SANITIZE)" OFF)

if(REVERSI_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "REVERSI_FUZZ needs Clang (libFuzzer): cmake -C cmake/fuzz.cmake ...")
  endif()
  set(REVERSI_SANITIZE ON CACHE BOOL "" FORCE)
  # Coverage feedback for every library; only the fuzz targets link the libFuzzer driver.
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()

if(REVERSI_SANITIZE)
  # Applied to every target in the tree, so none can be forgotten. -fno-sanitize-recover makes
  # the first undefined behaviour abort the process, so a test that hits it fails.
  # _GLIBCXX_ASSERTIONS adds bounds checks to std::vector, std::string, std::span and friends.
  set(REVERSI_SANITIZER_FLAGS
      -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_compile_options(${REVERSI_SANITIZER_FLAGS})
  # REVERSI_SANITIZED lets a test skip what a sanitizer makes meaningless, such as a resident
  # memory figure (ASan's quarantine holds freed memory; LeakSanitizer checks leaks instead).
  add_compile_definitions(_GLIBCXX_ASSERTIONS REVERSI_SANITIZED=1)
  add_link_options(${REVERSI_SANITIZER_FLAGS})
endif()

if(REVERSI_THREAD_SANITIZE)
  if(REVERSI_SANITIZE)
    message(FATAL_ERROR "ThreadSanitizer and AddressSanitizer cannot be combined: use two builds")
  endif()
  # Any data race aborts the process with a report, so the test that caused it fails.
  set(REVERSI_THREAD_SANITIZER_FLAGS -fsanitize=thread -fno-omit-frame-pointer)
  add_compile_options(${REVERSI_THREAD_SANITIZER_FLAGS})
  add_compile_definitions(REVERSI_SANITIZED=1)
  add_link_options(${REVERSI_THREAD_SANITIZER_FLAGS})
endif()

# reversi_gui_sanitizer_settings(<target>): for the wxWidgets/GTK processes only (the game, and
# any test executable that opens windows itself). fontconfig, D-Bus and GLib keep caches for the
# life of the process that LeakSanitizer reports as leaks; cmake/sanitizers/lsan-gui.supp names
# those libraries (never our code) and is compiled into these targets alone, so every other
# process keeps leak detection with no suppressions at all. The root CMakeLists.txt applies it to
# `reversi`; a missing target (GUI not built) is ignored.
function(reversi_gui_sanitizer_settings target)
  if(NOT REVERSI_SANITIZE OR NOT TARGET ${target})
    return()
  endif()
  set(supp "${PROJECT_SOURCE_DIR}/cmake/sanitizers/lsan-gui.supp")
  set(source "${CMAKE_CURRENT_BINARY_DIR}/${target}_lsan_suppressions.cpp")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${supp}")
  file(STRINGS "${supp}" lines REGEX "^leak:")
  list(JOIN lines "\\n" text)
  file(WRITE "${source}.in"
       "// Generated from cmake/sanitizers/lsan-gui.supp: read by LeakSanitizer at start-up.\n"
       "extern \"C\" const char* __lsan_default_suppressions() { return \"${text}\\n\"; }\n")
  configure_file("${source}.in" "${source}" COPYONLY)
  target_sources(${target} PRIVATE "${source}")
endfunction()

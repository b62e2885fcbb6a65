# SPDX-License-Identifier: GPL-3.0-or-later
# reversi_embed_text(INPUT file OUTPUT header.hpp NAME kName NAMESPACE ns) writes a C++ header
# holding a text file as a string constant, so a program carries the file (the icon's SVG)
# without looking for it on disk. It runs when CMake configures, and again when the file
# changes, so the header exists before anything compiles (clang-tidy reads a configured folder).
# The header is rewritten only when its text changes.
function(reversi_embed_text)
  cmake_parse_arguments(ARG "" "INPUT;OUTPUT;NAME;NAMESPACE" "" ${ARGN})
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${ARG_INPUT}")
  file(READ "${ARG_INPUT}" text)
  get_filename_component(source "${ARG_INPUT}" NAME)
  file(WRITE "${ARG_OUTPUT}.new" "// Generated from ${source} by cmake/EmbedText.cmake.
#pragma once

namespace ${ARG_NAMESPACE} {
inline constexpr char ${ARG_NAME}[] = R\"embedded(${text})embedded\";
}  // namespace ${ARG_NAMESPACE}
")
  configure_file("${ARG_OUTPUT}.new" "${ARG_OUTPUT}" COPYONLY)
  file(REMOVE "${ARG_OUTPUT}.new")
endfunction()

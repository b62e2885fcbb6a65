# SPDX-License-Identifier: GPL-3.0-or-later
# Writes a C++ header holding a text file as a string constant, so a program carries the file
# (the icon's SVG) without looking for it on disk.
# Usage: cmake -DINPUT=file -DOUTPUT=header.hpp -DNAME=kName -DNAMESPACE=ns -P embed_text.cmake
file(READ "${INPUT}" text)
get_filename_component(source "${INPUT}" NAME)
file(WRITE "${OUTPUT}" "// Generated from ${source} at build time by cmake/embed_text.cmake.
#pragma once

namespace ${NAMESPACE} {
inline constexpr char ${NAME}[] = R\"embedded(${text})embedded\";
}  // namespace ${NAMESPACE}
")

# SPDX-License-Identifier: GPL-3.0-or-later
# Include paths that show a library's users its own headers and nothing else.
#
# reversi_public_headers(<target> <folder>) makes <folder>'s headers includable as
# "<folder name>/<header>" by <target> and by every target that links it, and by no other. The
# include path it adds is a folder of the target's own in the build tree holding a single link to
# <folder>, so a target that includes a header of a library it does not link fails to compile:
# each target's CMakeLists.txt must name the libraries it really uses.
function(reversi_public_headers target folder)
  get_filename_component(name "${folder}" NAME)
  set(root "${PROJECT_BINARY_DIR}/include-roots/${target}")
  file(MAKE_DIRECTORY "${root}")
  file(REMOVE "${root}/${name}")
  file(CREATE_LINK "${folder}" "${root}/${name}" SYMBOLIC)
  target_include_directories(${target} PUBLIC "${root}")
endfunction()

# SPDX-License-Identifier: GPL-3.0-or-later
# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) once the install rules have filled its staging folder
# and before it builds the .deb: what a debian/rules build gets from dh_strip, dh_installdocs,
# dh_installchangelogs and dh_compress.
#   - the programs stripped of symbols and of the compiler's .comment and .note sections;
#   - the man pages, gzipped with -9n (no name or time stamp inside, so the bytes repeat);
#   - share/doc/reversi/copyright, the DEP-5 file beside this script;
#   - share/doc/reversi/changelog.gz (the name for a native package), the Debian changelog
#     beside this script; its newest entry and the metainfo's newest <release> must both be the
#     version being packaged, so the two release notes cannot drift from the version.
cmake_minimum_required(VERSION 3.25)

set(prefix "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
set(doc "${prefix}/share/doc/${CPACK_PACKAGE_NAME}")

function(gzip_file file)
  execute_process(COMMAND gzip -9nf "${file}" COMMAND_ERROR_IS_FATAL ANY)
endfunction()

# Programs (ELF files), stripped as dh_strip strips them.
file(GLOB_RECURSE files LIST_DIRECTORIES false "${prefix}/*")
foreach(file IN LISTS files)
  file(READ "${file}" magic LIMIT 4 HEX)
  if(magic STREQUAL "7f454c46")
    execute_process(COMMAND strip --remove-section=.comment --remove-section=.note "${file}"
                    COMMAND_ERROR_IS_FATAL ANY)
  endif()
endforeach()

# Man pages.
file(GLOB_RECURSE man_pages "${prefix}/share/man/*")
foreach(page IN LISTS man_pages)
  gzip_file("${page}")
endforeach()

# The copyright file.
file(MAKE_DIRECTORY "${doc}")
file(COPY_FILE "${CPACK_REVERSI_DEBIAN_DIR}/copyright" "${doc}/copyright")

# The changelog: the Debian one beside this script, checked against the version and the
# metainfo, whose <release> notes say the same in a player's words.
set(changelog "${CPACK_REVERSI_DEBIAN_DIR}/changelog")
file(STRINGS "${changelog}" first_line LIMIT_COUNT 1)
string(REGEX MATCH "^${CPACK_PACKAGE_NAME} \\(([^)]+)\\) " ignored "${first_line}")
if(NOT CMAKE_MATCH_1 STREQUAL CPACK_PACKAGE_VERSION)
  message(FATAL_ERROR "The newest entry of ${changelog} is '${first_line}', but the version is "
                      "${CPACK_PACKAGE_VERSION} (project(VERSION) in CMakeLists.txt): add an "
                      "entry for it.")
endif()
file(READ "${prefix}/${CPACK_REVERSI_METAINFO}" metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\"" ignored "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL CPACK_PACKAGE_VERSION)
  message(FATAL_ERROR "The newest <release> in the metainfo is '${CMAKE_MATCH_1}', but the "
                      "version is ${CPACK_PACKAGE_VERSION} (project(VERSION) in CMakeLists.txt): "
                      "add a <release> for it to gui/data/*.metainfo.xml.in.")
endif()
file(COPY_FILE "${changelog}" "${doc}/changelog")
gzip_file("${doc}/changelog")

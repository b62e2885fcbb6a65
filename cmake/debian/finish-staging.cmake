# SPDX-License-Identifier: GPL-3.0-or-later
# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) once the install rules have filled its staging folder
# and before it builds the .deb: what a debian/rules build gets from dh_strip, dh_installdocs,
# dh_installchangelogs and dh_compress.
#   - the programs stripped of symbols and of the compiler's .comment and .note sections;
#   - the man pages, gzipped with -9n (no name or time stamp inside, so the bytes repeat);
#   - share/doc/reversi/copyright, the DEP-5 file beside this script;
#   - share/doc/reversi/changelog.gz (the name for a native package), written from the
#     <releases> of the metainfo, whose newest release must be the version being packaged.
cmake_minimum_required(VERSION 3.25)

set(prefix "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
set(doc "${prefix}/share/doc/${CPACK_PACKAGE_NAME}")

function(gzip_file file)
  execute_process(COMMAND gzip -9nf "${file}" COMMAND_ERROR_IS_FATAL ANY)
endfunction()

# XML text as plain text: whitespace runs become one space, the five entities their characters.
function(xml_text xml out)
  string(REGEX REPLACE "[ \t\r\n]+" " " text "${xml}")
  string(STRIP "${text}" text)
  foreach(pair "&lt;=<" "&gt;=>" "&quot;=\"" "&apos;='" "&amp;=&")
    string(REGEX MATCH "^([^=]+)=(.*)$" ignored "${pair}")
    string(REPLACE "${CMAKE_MATCH_1}" "${CMAKE_MATCH_2}" text "${text}")
  endforeach()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# One changelog bullet: "  * " then the text wrapped at 76 columns, continued with 4 spaces.
# The text has no semicolons (changelog_entry hides them): it goes through a CMake list.
function(bullet text out)
  string(REGEX MATCHALL "[^ ]+" words "${text}")
  set(result "  *")
  set(line_length 3)
  foreach(word IN LISTS words)
    string(LENGTH "${word}" word_length)
    math(EXPR next "${line_length} + 1 + ${word_length}")
    if(next GREATER 76 AND line_length GREATER 4)
      string(APPEND result "\n    ${word}")
      math(EXPR line_length "4 + ${word_length}")
    else()
      string(APPEND result " ${word}")
      set(line_length ${next})
    endif()
  endforeach()
  set(${out} "${result}\n" PARENT_SCOPE)
endfunction()

# The changelog entry of one <release ...>...</release> (or <release .../>), and its version.
# Its text goes through CMake lists, so its semicolons are hidden until the entry is written.
function(changelog_entry release out out_version)
  string(ASCII 31 hidden)
  string(REPLACE ";" "${hidden}" release "${release}")
  string(REGEX MATCH "version=\"([^\"]+)\"" ignored "${release}")
  set(version "${CMAKE_MATCH_1}")
  string(REGEX MATCH "date=\"([0-9]+-[0-9]+-[0-9]+)\"" ignored "${release}")
  set(date "${CMAKE_MATCH_1}")
  if(version STREQUAL "" OR date STREQUAL "")
    message(FATAL_ERROR "a <release> in the metainfo lacks its version or date: ${release}")
  endif()
  execute_process(COMMAND date -u -R -d "${date}" OUTPUT_VARIABLE when
                  OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
  set(bullets "")
  string(REGEX MATCHALL "<(p|li)>[^<]*</(p|li)>" items "${release}")
  foreach(item IN LISTS items)
    string(REGEX REPLACE "^<(p|li)>(.*)</(p|li)>$" "\\2" item "${item}")
    xml_text("${item}" text)
    bullet("${text}" one)
    string(APPEND bullets "${one}")
  endforeach()
  if(bullets STREQUAL "")
    bullet("Release ${version}." bullets)
  endif()
  string(REPLACE "${hidden}" ";" bullets "${bullets}")
  set(${out} "${CPACK_PACKAGE_NAME} (${version}) unstable; urgency=medium\n\n${bullets}\n -- ${CPACK_PACKAGE_CONTACT}  ${when}\n" PARENT_SCOPE)
  set(${out_version} "${version}" PARENT_SCOPE)
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

# The changelog, newest release first as the metainfo lists them.
file(READ "${prefix}/${CPACK_REVERSI_METAINFO}" metainfo)
string(FIND "${metainfo}" "<releases>" start)
string(FIND "${metainfo}" "</releases>" end)
if(start EQUAL -1 OR end EQUAL -1)
  message(FATAL_ERROR "the metainfo has no <releases>: ${CPACK_REVERSI_METAINFO}")
endif()
math(EXPR length "${end} - ${start}")
string(SUBSTRING "${metainfo}" ${start} ${length} releases)
set(changelog "")
set(first_version "")
while(TRUE)
  string(FIND "${releases}" "<release " at)
  if(at EQUAL -1)
    break()
  endif()
  string(SUBSTRING "${releases}" ${at} -1 releases)
  # The release ends at its own "/>" or at "</release>", whichever its opening tag says.
  string(FIND "${releases}" ">" tag_end)
  math(EXPR before_tag_end "${tag_end} - 1")
  string(SUBSTRING "${releases}" ${before_tag_end} 1 slash)
  if(slash STREQUAL "/")
    math(EXPR release_end "${tag_end} + 1")
  else()
    string(FIND "${releases}" "</release>" release_end)
  endif()
  string(SUBSTRING "${releases}" 0 ${release_end} release)
  string(SUBSTRING "${releases}" ${release_end} -1 releases)
  changelog_entry("${release}" entry version)
  if(first_version STREQUAL "")
    set(first_version "${version}")
  else()
    string(APPEND changelog "\n")
  endif()
  string(APPEND changelog "${entry}")
endwhile()
if(NOT first_version STREQUAL CPACK_PACKAGE_VERSION)
  message(FATAL_ERROR "The newest <release> in the metainfo is '${first_version}', but the version "
                      "is ${CPACK_PACKAGE_VERSION} (project(VERSION) in CMakeLists.txt): add a "
                      "<release> for it to gui/data/*.metainfo.xml.in.")
endif()
file(WRITE "${doc}/changelog" "${changelog}")
gzip_file("${doc}/changelog")

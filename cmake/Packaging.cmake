# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package that scripts/package.sh builds: CPack's DEB generator over the install
# rules (configured by that script with the Debian layout: /usr, binaries in /usr/games), and
# debian/finish-staging.cmake for what Debian adds around them (stripped binaries, compressed
# man pages, the copyright file, the changelog). Dependencies come from the binaries through dpkg-shlibdeps.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME reversi)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "The Reversi maintainers <maintainers@users.noreply.a-seed-feb4dabf.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop Reversi (Othello) game against the computer, and its engine")
# Debian's extended description: CPack indents it and turns blank lines into " .".
set(CPACK_PACKAGE_DESCRIPTION
"A desktop Reversi game for one player against three computer opponents (Easy,
Normal and Hard). Every square you may play carries a dot, undo is unlimited
and the computer's reply to a move is always the same, passes happen by
themselves, a match you leave is resumed at the next start, and your records
against each opponent are kept. In English, German, Spanish, French, Japanese,
Brazilian Portuguese and Simplified Chinese.

The computer's moves come from reversi-engine, a separate program that speaks
a line protocol, GTP and NBoard on its standard input and output, for
harnesses and other Reversi programs. reversi-match plays engines against
each other over any of the three protocols, with clocks, openings and
statistics (Elo, SPRT), for engine authors.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # reversi_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Japanese, Chinese and Korean need a CJK font, each of the first three covering all three;
# Arabic and Hebrew a font with their letters (DejaVu Sans has both, Noto has every script).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "fonts-noto-cjk | fonts-wqy-microhei | fonts-wqy-zenhei, fonts-dejavu-core | fonts-noto-core")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/debian/finish-staging.cmake")
# Read by finish-staging.cmake.
set(CPACK_REVERSI_DEBIAN_DIR "${CMAKE_CURRENT_LIST_DIR}/debian")
set(CPACK_REVERSI_METAINFO "${CMAKE_INSTALL_DATADIR}/metainfo/${REVERSI_APP_ID}.metainfo.xml")
include(CPack)

# SPDX-License-Identifier: GPL-3.0-or-later
# Warnings and CPU tuning shared by every target: call reversi_target_settings(<target>).
include(CheckCXXCompilerFlag)

if(REVERSI_NATIVE)
  check_cxx_compiler_flag(-march=native REVERSI_HAS_MARCH_NATIVE)
endif()

# C++ sources only: a target may also hold an assembler source (Hard's embedded weights).
function(reversi_target_settings target)
  set(cxx "$<COMPILE_LANGUAGE:CXX>")
  target_compile_options(${target} PRIVATE
    "$<${cxx}:-Wall;-Wextra;-Wpedantic;-Wshadow;-Wnon-virtual-dtor>")
  if(REVERSI_WERROR)
    target_compile_options(${target} PRIVATE "$<${cxx}:-Werror>")
  endif()
  if(REVERSI_NATIVE AND REVERSI_HAS_MARCH_NATIVE)
    target_compile_options(${target} PRIVATE "$<${cxx}:-march=native>")
  endif()
endfunction()

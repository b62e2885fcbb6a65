# Warnings and CPU tuning shared by every target: call reversi_target_settings(<target>).
include(CheckCXXCompilerFlag)

if(REVERSI_NATIVE)
  check_cxx_compiler_flag(-march=native REVERSI_HAS_MARCH_NATIVE)
endif()

function(reversi_target_settings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor)
  if(REVERSI_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(REVERSI_NATIVE AND REVERSI_HAS_MARCH_NATIVE)
    target_compile_options(${target} PRIVATE -march=native)
  endif()
endfunction()

# Cross toolchain for macOS on Linux: clang-14 and ld64.lld against the stub SDK that
# scripts/plugins/apple-sdk.py makes (PD_APPLE_SDK; libSystem and its C headers, no C++ library).
# PD_APPLE_TARGET picks the slice (arm64-apple-macos11 or x86_64-apple-macos10.13). The C++ programs use no
# C++ runtime: they are linked without libc++ and compiled without exceptions (no personality routine).
set(CMAKE_SYSTEM_NAME Darwin)
string(REGEX MATCH "^[^-]+" CMAKE_SYSTEM_PROCESSOR "${PD_APPLE_TARGET}")
set(CMAKE_OSX_SYSROOT "${PD_APPLE_SDK}")
set(CMAKE_OSX_ARCHITECTURES "${CMAKE_SYSTEM_PROCESSOR}")
set(CMAKE_C_COMPILER clang-14)
set(CMAKE_CXX_COMPILER clang++-14)
set(CMAKE_C_COMPILER_TARGET "${PD_APPLE_TARGET}")
set(CMAKE_CXX_COMPILER_TARGET "${PD_APPLE_TARGET}")
set(CMAKE_CXX_FLAGS_INIT "-stdlib=libc++ -fno-exceptions -fno-rtti")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=lld -nostdlib++")
set(CMAKE_INSTALL_NAME_TOOL llvm-install-name-tool-14)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
# CMake's Darwin platform enables rpaths only after asking the host's sw_vers for the macOS version,
# which Linux lacks (every macOS this archive supports has them): macos-lld-rules.cmake, read after the
# platform's rules, enables them.
set(CMAKE_USER_MAKE_RULES_OVERRIDE "${CMAKE_CURRENT_LIST_DIR}/macos-lld-rules.cmake")

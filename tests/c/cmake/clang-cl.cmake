# MSVC's conventions without MSVC: clang as clang-cl (cl.exe's command line; PD_CLANG_CL is a symbolic
# link of that name to clang-14) and lld-link (link.exe's), targeting x86_64-pc-windows-msvc. There is no
# Windows SDK or C runtime here, so the programs have none: entry point `start`, no default libraries,
# no stack-protector calls (/GS-), and CMake is told the compiler works without trying it.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_C_COMPILER "${PD_CLANG_CL}")
set(CMAKE_C_COMPILER_TARGET x86_64-pc-windows-msvc)
set(CMAKE_C_COMPILER_WORKS TRUE)
set(CMAKE_LINKER lld-link-14)
set(CMAKE_AR llvm-lib-14)
set(CMAKE_RC_COMPILER llvm-rc-14)
set(CMAKE_MT llvm-mt-14)
set(CMAKE_C_FLAGS_INIT "/GS-")
set(CMAKE_C_STANDARD_LIBRARIES "" CACHE STRING "no C runtime here" FORCE)
set(CMAKE_EXE_LINKER_FLAGS_INIT "/entry:start /nodefaultlib /subsystem:console")

# Read after CMake's Darwin platform rules (macos-lld.cmake names it): the rpath flag that CMake sets only
# when the host's sw_vers reports macOS 10.5 or later.
set(CMAKE_SHARED_LIBRARY_RUNTIME_C_FLAG "-Wl,-rpath,")
set(CMAKE_SHARED_LIBRARY_RUNTIME_CXX_FLAG "-Wl,-rpath,")

/* A native library of an older release, for the scene test of an ABI mismatch (tests/unity/csharp.rs builds it
 * as libpriests_devils.so): it reports C ABI version 2 and has the entry points NativePlugin.TryLoad
 * probes, nothing else. */
#include <stdint.h>

uint32_t pd_abi_version(void) { return 2; }
const char *pd_status_message(uint32_t status) { (void)status; return "old library"; }
const char *pd_version(void) { return "0.1.0"; }

/* Test-only stand-in for Windows' bcryptprimitives.dll, which Wine 8 lacks and every Windows 10+ has:
 * ProcessPrng (imported by Rust's std) forwarded to RtlGenRandom. Never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom, in advapi32 */

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}

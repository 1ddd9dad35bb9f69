/* Spell musl's header names the way bionic exports them. */
#include <errno.h>
#include <stdio.h>
#undef errno
#ifdef __cplusplus
extern "C"
#endif
int *__errno(void);
#define errno (*__errno())
/* Android apps have no stderr: drop libunwind's diagnostics instead of naming bionic's FILE objects. */
#define fprintf(...) ((void)0)
#define fflush(stream) ((void)0)

/* The web page's memory allocator: malloc and its family for the WebAssembly module, replacing
 * emscripten's (scripts/build-web.sh links with -sMALLOC=none). It exists for size alone: emmalloc is
 * about 2 KB of the module's code, this is a fraction of that, which keeps priests_devils.wasm under the
 * 100 KB the page allows itself (tests/web_page/web.rs; docs/notes/performance-log.md measures each step).
 *
 * Blocks come in power-of-two size classes, from 16 bytes up; a freed block goes onto its class's free
 * list and is handed out again for the next request of that class; fresh blocks are cut from the heap's
 * end, and memory is never given back. That wastes up to half of each block and keeps the page's peak
 * memory, which it can afford: its largest custom level (30 priests, 30 devils) has under 2 000 states.
 *
 * Invariants: a block is free (on its class's list) or serves exactly one pointer; the 8 bytes
 * just before every pointer handed out hold that block's start (4 bytes) and size class (4 bytes), so
 * free and realloc find both from the pointer alone, whatever alignment it was served at. Pointers are
 * 8-aligned at least (the heap's end stays 16-aligned: it starts at the linker's 16-aligned __heap_base and
 * grows by blocks whose sizes are powers of two of 16 or more). */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <emscripten/heap.h>

#define HEADER 8u
#define MIN_CLASS 4u  /* 16-byte blocks */
#define CLASSES 31u  /* up to 1 GiB: a 32-bit heap end cannot overflow when adding one block */

/* The first free block of each class; a free block's first word is the next one. */
static void *free_lists[CLASSES];

/* The smallest class holding `bytes`, or CLASSES when none does. */
static unsigned class_of(size_t bytes) {
    unsigned c = MIN_CLASS;
    while (c < CLASSES && ((size_t)1 << c) < bytes) c++;
    return c;
}

extern unsigned char __heap_base;
/* The end of the heap: memory from here on is unused. */
static uintptr_t heap_end = (uintptr_t)&__heap_base;

/* A block of class `c`: a freed one, or fresh memory at the heap's end (growing the module's memory,
 * through emscripten so that the JavaScript views follow); NULL when memory cannot grow. */
static char *take(unsigned c) {
    if (c >= CLASSES) return NULL;
    char *block = free_lists[c];
    if (block) {
        free_lists[c] = *(void **)block;
        return block;
    }
    uintptr_t end = heap_end + ((size_t)1 << c);
    if (end < heap_end || (end > emscripten_get_heap_size() && !emscripten_resize_heap(end))) return NULL;
    block = (char *)heap_end;
    heap_end = end;
    return block;
}

/* Serves `bytes` at a multiple of `align` (a power of two, 8 or more) and writes the header. */
static void *serve(size_t bytes, size_t align) {
    if (bytes > SIZE_MAX / 2 - align) return NULL;
    unsigned c = class_of(bytes + align + HEADER - 8);
    char *block = take(c);
    if (!block) return NULL;
    uintptr_t at = ((uintptr_t)block + HEADER + align - 1) & ~(uintptr_t)(align - 1);
    uint32_t *header = (uint32_t *)(at - HEADER);
    header[0] = (uint32_t)(uintptr_t)block;
    header[1] = c;
    return (void *)at;
}

void *malloc(size_t bytes) {
    void *p = serve(bytes, 8);
    if (!p) errno = ENOMEM;
    return p;
}

void free(void *p) {
    if (!p) return;
    const uint32_t *header = (const uint32_t *)p - 2;
    void **block = (void **)(uintptr_t)header[0];
    *block = free_lists[header[1]];
    free_lists[header[1]] = block;
}

/* The bytes usable from `p` to the end of its block. */
static size_t room(const void *p) {
    const uint32_t *header = (const uint32_t *)p - 2;
    return header[0] + ((size_t)1 << header[1]) - (uintptr_t)p;
}

void *realloc(void *p, size_t bytes) {
    if (!p) return malloc(bytes);
    size_t have = room(p);
    if (bytes <= have) return p;
    void *q = malloc(bytes);
    if (q) {
        memcpy(q, p, have);
        free(p);
    }
    return q;
}

void *calloc(size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = malloc(count * size);
    if (p) memset(p, 0, count * size);
    return p;
}

int posix_memalign(void **out, size_t align, size_t bytes) {
    if (align < sizeof(void *) || (align & (align - 1))) return EINVAL;
    void *p = serve(bytes, align < 8 ? 8 : align);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

void *aligned_alloc(size_t align, size_t bytes) {
    void *p = NULL;
    int status = posix_memalign(&p, align, bytes);
    if (status) errno = status;
    return p;
}

void *memalign(size_t align, size_t bytes) { return aligned_alloc(align, bytes); }

/* The names emscripten's libc allocates its environment block with. */
void *emscripten_builtin_malloc(size_t bytes) { return malloc(bytes); }
void emscripten_builtin_free(void *p) { free(p); }

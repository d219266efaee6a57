// Counts allocations for the benchmarks by interposing glibc's allocator entry points. Symbols
// defined in the executable take precedence over libc's, so every malloc in the process (Swift
// runtime included) passes through here and on to glibc's internal implementation.
#define _GNU_SOURCE
#include "CAllocationCounter.h"
#include <stdatomic.h>
#include <stddef.h>
#include <errno.h>
#include <malloc.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic uint64_t allocation_count = 0;
static _Atomic uint64_t allocated_bytes = 0;

static inline void record(size_t size) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocated_bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) { record(size); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { record(count * size); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { record(size); return __libc_realloc(pointer, size); }
void free(void *pointer) { __libc_free(pointer); }
void *memalign(size_t alignment, size_t size) { record(size); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { record(size); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    record(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t eureka_allocation_count(void) { return atomic_load_explicit(&allocation_count, memory_order_relaxed); }
uint64_t eureka_allocated_bytes(void) { return atomic_load_explicit(&allocated_bytes, memory_order_relaxed); }
uint64_t eureka_live_heap_bytes(void) { return (uint64_t)mallinfo2().uordblks; }
#else
uint64_t eureka_allocation_count(void) { return 0; }
uint64_t eureka_allocated_bytes(void) { return 0; }
uint64_t eureka_live_heap_bytes(void) { return 0; }
#endif

#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H
#include <stdint.h>

/// Number of heap allocations (malloc, calloc, realloc, memalign family) since process start.
/// Only meaningful in executables that link this target: it replaces glibc's allocator entry points.
uint64_t eureka_allocation_count(void);

/// Bytes requested from the allocator since process start (not net of frees).
uint64_t eureka_allocated_bytes(void);

/// Bytes currently held by live allocations, as glibc reports them (mallinfo2.uordblks).
uint64_t eureka_live_heap_bytes(void);

#endif

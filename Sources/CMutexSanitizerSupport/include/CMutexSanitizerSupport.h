#ifndef C_MUTEX_SANITIZER_SUPPORT_H
#define C_MUTEX_SANITIZER_SUPPORT_H

/// 1 when this build tells the thread sanitizer about Synchronization.Mutex's slow paths
/// (a thread-sanitizer build), 0 otherwise. Linked into the tests only.
int eureka_mutex_sanitizer_support_active(void);

#endif

// Runs before main: see the header. Only open(2) and fcntl(2); nothing here can fail loudly,
// since there may be no standard error to fail to.
#include "CStandardStreams.h"

#include <fcntl.h>
#include <unistd.h>

static int closed_streams;

__attribute__((constructor))
static void reserve_standard_streams(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1) continue;
        closed_streams |= 1 << descriptor;
        // open(2) returns the lowest free descriptor, which is this one (the ones below it are
        // open by now). Reading a write-only descriptor, or writing a read-only one, fails
        // with EBADF, as using a closed one would.
        int reserved = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY);
        if (reserved >= 0 && reserved != descriptor) {
            dup2(reserved, descriptor);
            close(reserved);
        }
    }
}

int eureka_closed_standard_streams(void) {
    return closed_streams;
}

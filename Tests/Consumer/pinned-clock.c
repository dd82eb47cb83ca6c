/* The pinned clock of the conformance cases (rule 6 of their README): the wall clock reads
 * 2026-06-01T09:41:00Z in the consumer harness's test run, so entries made with Date() or .now
 * render the same text every time. Loaded with LD_PRELOAD by Tests/Consumer/run.sh, for the test
 * process only; the monotonic clocks (durations, timeouts) are the machine's. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <sys/time.h>
#include <time.h>

static const time_t pinned = 1780306860; /* 2026-06-01T09:41:00Z */

int clock_gettime(clockid_t id, struct timespec *ts) {
    static int (*machine)(clockid_t, struct timespec *);
    if (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) {
        ts->tv_sec = pinned;
        ts->tv_nsec = 0;
        return 0;
    }
    if (!machine) machine = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    return machine(id, ts);
}

int gettimeofday(struct timeval *tv, void *zone) {
    (void)zone;
    if (tv) { tv->tv_sec = pinned; tv->tv_usec = 0; }
    return 0;
}

time_t time(time_t *t) {
    if (t) *t = pinned;
    return pinned;
}

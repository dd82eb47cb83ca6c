// The wall-clock functions of the C library, defined again: a definition in the program comes before
// libc's in the dynamic linker's search order, so Foundation's calls land here. When no instant is
// pinned each one forwards to the C library's own (found once with dlsym(RTLD_NEXT)).
#define _GNU_SOURCE
#include "widgetsnap_clock.h"

#include <stdatomic.h>

static _Atomic int64_t pinned = INT64_MIN;

int64_t widgetsnap_clock_exchange(int64_t nanoseconds) {
    return atomic_exchange(&pinned, nanoseconds);
}

int64_t widgetsnap_clock_pinned(void) {
    return atomic_load(&pinned);
}

#if defined(__linux__)
#include <dlfcn.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

int widgetsnap_clock_interposes(void) { return 1; }

static int is_wall_clock(clockid_t id) {
    return id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE;
}

static void pinned_timespec(int64_t ns, struct timespec *ts) {
    // Floor division, so an instant before 1970 keeps 0 <= tv_nsec < 1e9.
    int64_t seconds = ns / 1000000000, rest = ns % 1000000000;
    if (rest < 0) { seconds -= 1; rest += 1000000000; }
    ts->tv_sec = (time_t)seconds;
    ts->tv_nsec = (long)rest;
}

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef time_t (*time_fn)(time_t *);
typedef int (*timespec_get_fn)(struct timespec *, int);

// The C library's functions, looked up on first use (a benign race: every thread finds the same).
static void *next(const char *name, void *_Atomic *slot) {
    void *f = atomic_load(slot);
    if (!f) { f = dlsym(RTLD_NEXT, name); atomic_store(slot, f); }
    return f;
}

static int machine_clock_gettime(clockid_t id, struct timespec *ts) {
    static void *_Atomic slot;
    clock_gettime_fn f = (clock_gettime_fn)next("clock_gettime", &slot);
    if (f) return f(id, ts);
    return (int)syscall(SYS_clock_gettime, id, ts);
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    int64_t ns = atomic_load(&pinned);
    if (ns == INT64_MIN || !is_wall_clock(id)) return machine_clock_gettime(id, ts);
    pinned_timespec(ns, ts);  // glibc declares ts nonnull
    return 0;
}

int gettimeofday(struct timeval *restrict tv, void *restrict zone) {
    int64_t ns = atomic_load(&pinned);
    if (ns == INT64_MIN) {
        static void *_Atomic slot;
        gettimeofday_fn f = (gettimeofday_fn)next("gettimeofday", &slot);
        if (f) return f(tv, zone);
        struct timespec ts;
        int result = machine_clock_gettime(CLOCK_REALTIME, &ts);
        tv->tv_sec = ts.tv_sec;  // glibc declares tv nonnull
        tv->tv_usec = ts.tv_nsec / 1000;
        return result;
    }
    struct timespec ts;
    pinned_timespec(ns, &ts);
    tv->tv_sec = ts.tv_sec;
    tv->tv_usec = ts.tv_nsec / 1000;
    return 0;
}

time_t time(time_t *out) {
    int64_t ns = atomic_load(&pinned);
    time_t seconds;
    if (ns == INT64_MIN) {
        static void *_Atomic slot;
        time_fn f = (time_fn)next("time", &slot);
        if (f) return f(out);
        struct timespec ts;
        machine_clock_gettime(CLOCK_REALTIME, &ts);
        seconds = ts.tv_sec;
    } else {
        struct timespec ts;
        pinned_timespec(ns, &ts);
        seconds = ts.tv_sec;
    }
    if (out) *out = seconds;
    return seconds;
}

int timespec_get(struct timespec *ts, int base) {
    int64_t ns = atomic_load(&pinned);
    if (ns == INT64_MIN || base != TIME_UTC) {
        static void *_Atomic slot;
        timespec_get_fn f = (timespec_get_fn)next("timespec_get", &slot);
        if (f) return f(ts, base);
        if (base != TIME_UTC) return 0;
        return machine_clock_gettime(CLOCK_REALTIME, ts) == 0 ? base : 0;
    }
    pinned_timespec(ns, ts);
    return base;
}
#else
int widgetsnap_clock_interposes(void) { return 0; }
#endif

#include <stdlib.h>

// The time zone is pinned by setting TZ. glibc's setenv replaces an existing variable's value in
// place, but adding one reallocates the environment array, which a thread reading the environment
// at that moment (ProcessInfo, getenv) may still be walking. So TZ is made to exist before main,
// while the program has one thread, with a value that means the same as no TZ at all (the C
// library and Foundation both read /etc/localtime, UTC when it is missing); every later change is
// a replacement.
const char *const widgetsnap_clock_machine_zone = ":/etc/localtime";

__attribute__((constructor)) static void widgetsnap_clock_reserve_tz(void) {
    if (!getenv("TZ")) setenv("TZ", widgetsnap_clock_machine_zone, 0);
}

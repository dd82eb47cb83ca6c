// The process's wall clock, pinned while a snapshot is drawn (Sources/WidgetSnapClock): while an
// instant is set, clock_gettime(CLOCK_REALTIME…), gettimeofday, time and timespec_get return it,
// whichever library calls them (Foundation's Date(), Date.now, DateFormatter…). The monotonic and
// CPU clocks are never touched. Linux only; elsewhere the functions only record the instant.
#ifndef WIDGETSNAP_CLOCK_H
#define WIDGETSNAP_CLOCK_H

#include <stdint.h>

/// Sets the pinned instant (nanoseconds since 1970-01-01T00:00:00Z) and returns the previous one,
/// or INT64_MIN when the clock was not pinned. Passing INT64_MIN unpins.
int64_t widgetsnap_clock_exchange(int64_t nanoseconds);

/// The pinned instant, or INT64_MIN when the clock is not pinned.
int64_t widgetsnap_clock_pinned(void);

/// 1 when this build replaces the C library's wall-clock functions (Linux), else 0.
int widgetsnap_clock_interposes(void);

/// The TZ value that means the machine's own zone (set before main when TZ is unset, so that
/// pinning the zone later only ever replaces the variable, never adds or removes it).
extern const char *const widgetsnap_clock_machine_zone;

#endif

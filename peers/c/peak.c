/* This CPU's throughput for the card-stack kernel's operation mix (ops.h: per point 44 %
 * multiplies, 51 % adds, 5 % min/max), on the same four-lane vectors: independent multiply
 * chains (x ← x·k), add chains (x ← x + e) and one running min (compare and select, as
 * lanes.h), nothing fused (-ffp-contract=off), no data loads or stores. As many chains as
 * 16 vector registers hold, enough that the pipes, not the 3-cycle latency, bound it: 6
 * multiply and 7 add chains (43 % / 50 % / 7 % min). Also all-multiply and all-add, for the
 * pipe counts. Without AVX (SSE2: a vector is two registers, and the min needs copies) the mix
 * is bound by registers, not pipes: it is not printed; read the all-multiply and all-add rates.
 *
 * usage: peak [ITERATIONS]   prints lane operations per ns (one vector op = 4) per test, best of 5. */
#define _POSIX_C_SOURCE 199309L
#include <time.h>

#include "lanes.h"

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static volatile double sink;
/* Read at run time, so the compiler cannot fold a chain. */
static volatile double k_value = 1 - 0x1p-40, e_value = 0x1p-40;

enum { MUL_CHAINS = 6, ADD_CHAINS = 7 };

/* MUL_CHAINS ×, ADD_CHAINS + and 1 min per iteration. */
static double mix(long n) {
    const v4d k = splat(k_value), e = splat(e_value);
    v4d m[MUL_CHAINS], a[ADD_CHAINS], lo = splat(2.0);
    for (int c = 0; c < MUL_CHAINS; c++) m[c] = splat(1.1 + 0.1 * c);
    for (int c = 0; c < ADD_CHAINS; c++) a[c] = splat(0.1 + 0.1 * c);
    for (long i = 0; i < n; i++) {
        for (int c = 0; c < MUL_CHAINS; c++) m[c] *= k;
        for (int c = 0; c < ADD_CHAINS; c++) a[c] += e;
        lo = lane_min(lo, a[0]);
    }
    v4d t = lo;
    for (int c = 0; c < MUL_CHAINS; c++) t += m[c];
    for (int c = 0; c < ADD_CHAINS; c++) t += a[c];
    sink = t[0] + t[1] + t[2] + t[3];
    return (MUL_CHAINS + ADD_CHAINS + 1.0) * 4 * (double)n;
}

/* 12 independent chains of one operation. */
#define CHAINS(name, op, c)                                                                              \
    static double name(long n) {                                                                       \
        const v4d k = splat(c);                                                                        \
        v4d x0 = splat(1.0), x1 = splat(1.1), x2 = splat(1.2), x3 = splat(1.3), x4 = splat(1.4),       \
            x5 = splat(1.5), x6 = splat(1.6), x7 = splat(1.7), x8 = splat(1.8), x9 = splat(1.9),       \
            x10 = splat(2.0), x11 = splat(2.1);                                                        \
        for (long i = 0; i < n; i++) {                                                                 \
            x0 op k, x1 op k, x2 op k, x3 op k, x4 op k, x5 op k, x6 op k, x7 op k, x8 op k, x9 op k;  \
            x10 op k, x11 op k;                                                                        \
        }                                                                                              \
        v4d t = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7 + x8 + x9 + x10 + x11;                          \
        sink = t[0] + t[1] + t[2] + t[3];                                                              \
        return 12.0 * 4 * (double)n;                                                                   \
    }
CHAINS(muls, *=, k_value)
CHAINS(adds, +=, e_value)

static void report(const char *name, double (*test)(long), long n) {
    double best = 0;
    for (int r = 0; r < 5; r++) {
        double start = now_s(), ops = test(n), rate = ops / ((now_s() - start) * 1e9);
        if (rate > best) best = rate;
    }
    printf("%s\t%.2f\n", name, best);
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 50000000;
#ifdef __AVX__
    report("mix", mix, n);
#else
    (void)mix;
#endif
    report("multiply", muls, n);
    report("add", adds, n);
    return 0;
}

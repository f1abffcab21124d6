/* This CPU's throughput for the card-stack kernel's operation mix (ops.h: per point 44 %
 * multiplies, 51 % adds, 5 % min/max), on the same four-lane vectors: 20 independent chains,
 * each step of an iteration 9 multiplies, 10 adds and 1 min (compare and select, as
 * lanes.h), no loads or stores, nothing fused (-ffp-contract=off). Chains are independent so
 * the pipes, not the latency, bound it. Also all-multiply and all-add, for the pipe counts.
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

/* 9 ×, 10 +, 1 min per iteration: the kernel's mix. */
static double mix(long n) {
    const v4d k = splat(1 - 0x1p-40), e = splat(0x1p-40);
    v4d m0 = splat(1.0), m1 = splat(1.1), m2 = splat(1.2), m3 = splat(1.3), m4 = splat(1.4), m5 = splat(1.5),
        m6 = splat(1.6), m7 = splat(1.7), m8 = splat(1.8);
    v4d a0 = splat(0.0), a1 = splat(0.1), a2 = splat(0.2), a3 = splat(0.3), a4 = splat(0.4), a5 = splat(0.5),
        a6 = splat(0.6), a7 = splat(0.7), a8 = splat(0.8), a9 = splat(0.9), lo = splat(2.0);
    for (long i = 0; i < n; i++) {
        m0 *= k, m1 *= k, m2 *= k, m3 *= k, m4 *= k, m5 *= k, m6 *= k, m7 *= k, m8 *= k;
        a0 += e, a1 += e, a2 += e, a3 += e, a4 += e, a5 += e, a6 += e, a7 += e, a8 += e, a9 += e;
        lo = lane_min(lo, a5);
        __asm__ volatile("" : "+x"(lo)); /* keep the min in the loop */
    }
    v4d t = m0 + m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8 + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + lo;
    sink = t[0] + t[1] + t[2] + t[3];
    return 20.0 * 4 * (double)n;
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
CHAINS(muls, *=, 1 - 0x1p-40)
CHAINS(adds, +=, 0x1p-40)

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
    report("mix", mix, n);
    report("multiply", muls, n);
    report("add", adds, n);
    return 0;
}

/* Scalar sin and cos: fdlibm's s_sin.c, s_cos.c, k_sin.c, k_cos.c and e_rem_pio2.c, as
 * tunelab's Elementary.sin / Elementary.cos port them (the card stack's angle tables,
 * cos(kδ) and sin(kδ), come from these). Only IEEE-754 + − × and bit operations, in
 * tunelab's order, so the bits match. Arguments beyond 2^20·π/2 (fdlibm's large reduction)
 * are not ported: the card stack's table arguments are k·spacing·ω, a few hundred at most.
 *
 * ====================================================
 * Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
 *
 * Developed at SunSoft, a Sun Microsystems, Inc. business.
 * Permission to use, copy, modify, and distribute this
 * software is freely granted, provided that this notice
 * is preserved.
 * ====================================================
 */
#ifndef CARDSTACK_TRIG_H
#define CARDSTACK_TRIG_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline uint64_t bits_of(double x) { uint64_t b; memcpy(&b, &x, 8); return b; }
static inline double of_bits(uint64_t b) { double x; memcpy(&x, &b, 8); return x; }
static inline uint32_t high_word(double x) { return (uint32_t)(bits_of(x) >> 32); }

/* sin(x + y) for |x| ≲ π/4, y the tail of x (used only when tail != 0). */
static double k_sin(double x, double y, int tail) {
    const double s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03,
                 s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06,
                 s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10;
    double z = x * x, w = z * z;
    double r = s2 + z * (s3 + z * s4) + z * w * (s5 + z * s6);
    double v = z * x;
    if (!tail) return x + v * (s1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * s1);
}

/* cos(x + y) for |x| ≲ π/4: 1 − x²/2 + C1·x⁴ + … + C6·x¹⁴, with cos(x + y) ≈ cos x − x·y. */
static double k_cos(double x, double y) {
    const double c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03,
                 c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07,
                 c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11;
    double z = x * x, w = z * z;
    double r = z * (c1 + z * (c2 + z * c3)) + w * w * (c4 + z * (c5 + z * c6));
    double hz = 0.5 * z;
    w = 1 - hz;
    return w + (((1 - w) - hz) + (z * r - x * y));
}

/* x = n·π/2 + y0 + y1 for finite |x| > π/4, |x| < 2^20·π/2 (n only matters mod 4). */
static long rem_pio2(double x, double *y0, double *y1) {
    const double inv_pio2 = 6.36619772367581382433e-01, pio2_1 = 1.57079632673412561417e+00,
                 pio2_1t = 6.07710050650619224932e-11, pio2_2 = 6.07710050630396597660e-11,
                 pio2_2t = 2.02226624879595063154e-21, pio2_3 = 2.02226624871116645580e-21,
                 pio2_3t = 8.47842766036889956997e-32;
    int32_t hx = (int32_t)high_word(x);
    int32_t ix = hx & 0x7fffffff;
    int small = ix <= 0x400f6a7a ? (ix & 0xfffff) != 0x921fb
                                 : ix <= 0x401c463b && ix != 0x4012d97c && ix != 0x401921fb;
    if (small) {
        double m = ix <= 0x4002d97c ? 1 : ix <= 0x400f6a7a ? 2 : ix <= 0x4015fdbc ? 3 : 4;
        if (hx > 0) {
            double z = x - m * pio2_1;
            *y0 = z - m * pio2_1t;
            *y1 = (z - *y0) - m * pio2_1t;
            return (long)m;
        }
        double z = x + m * pio2_1;
        *y0 = z + m * pio2_1t;
        *y1 = (z - *y0) + m * pio2_1t;
        return -(long)m;
    }
    if (ix >= 0x413921fb) {
        fprintf(stderr, "cardstack: |x| = %g beyond the ported reduction\n", x);
        exit(2);
    }
    double fn = (x * inv_pio2 + 0x1.8p52) - 0x1.8p52; /* round to nearest, ties to even */
    long n = (long)fn;
    double r = x - fn * pio2_1, w = fn * pio2_1t;
    int32_t j = ix >> 20;
    *y0 = r - w;
    if (j - (int32_t)((high_word(*y0) >> 20) & 0x7ff) > 16) {
        double t = r;
        w = fn * pio2_2;
        r = t - w;
        w = fn * pio2_2t - ((t - r) - w);
        *y0 = r - w;
        if (j - (int32_t)((high_word(*y0) >> 20) & 0x7ff) > 49) {
            t = r;
            w = fn * pio2_3;
            r = t - w;
            w = fn * pio2_3t - ((t - r) - w);
            *y0 = r - w;
        }
    }
    *y1 = (r - *y0) - w;
    return n;
}

static double el_sin(double x) {
    uint32_t ix = high_word(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) return ix < 0x3e400000 ? x : k_sin(x, 0, 0);
    if (ix >= 0x7ff00000) return x - x;
    double y0, y1;
    switch (rem_pio2(x, &y0, &y1) & 3) {
    case 0: return k_sin(y0, y1, 1);
    case 1: return k_cos(y0, y1);
    case 2: return -k_sin(y0, y1, 1);
    default: return -k_cos(y0, y1);
    }
}

static double el_cos(double x) {
    uint32_t ix = high_word(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb) return ix < 0x3e400000 ? 1 : k_cos(x, 0);
    if (ix >= 0x7ff00000) return x - x;
    double y0, y1;
    switch (rem_pio2(x, &y0, &y1) & 3) {
    case 0: return k_cos(y0, y1);
    case 1: return -k_sin(y0, y1, 1);
    case 2: return -k_cos(y0, y1);
    default: return k_sin(y0, y1, 1);
    }
}

#endif
